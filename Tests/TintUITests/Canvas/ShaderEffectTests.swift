import Foundation
import Testing
@testable import TintUI

/// Shader effects without Metal: the content is drawn as it is, and the first use of each
/// shader function says so once.
@MainActor
@Suite struct ShaderEffectTests {
    @Test func shadedViewsDrawUnchangedAndWarnOnce() {
        func row(_ shaded: Bool) -> some View {
            let swatch = Color(red: 0.2, green: 0.4, blue: 0.8).frame(width: 20, height: 20)
            return HStack(spacing: 0) {
                if shaded {
                    swatch.colorEffect(ShaderLibrary.tintTestTint(.color(.red), .float(0.5)))
                    swatch.distortionEffect(ShaderLibrary.default.tintTestWave(.float2(1, 2), .boundingRect), maxSampleOffset: CGSize(width: 4, height: 4))
                    swatch.layerEffect(ShaderLibrary.tintTestBlur(.float(2)), maxSampleOffset: .zero, isEnabled: false)
                } else {
                    swatch
                    swatch
                    swatch
                }
            }
        }
        let plain = HeadlessHost(rootView: row(false), width: 60, height: 20)
        plain.renderFrame()
        let shaded = HeadlessHost(rootView: row(true), width: 60, height: 20)
        let report = shaded.renderFrame()
        for x in stride(from: 5, to: 60, by: 10) { #expect(shaded.pixel(x: x, y: 10) == plain.pixel(x: x, y: 10)) }
        #expect(report.warnings.contains { $0.contains("colorEffect(ShaderLibrary.tintTestTint)") })
        #expect(report.warnings.contains { $0.contains("distortionEffect(ShaderLibrary.tintTestWave)") })
        #expect(!report.warnings.contains { $0.contains("tintTestBlur") }, "a disabled effect says nothing")
        let again = HeadlessHost(rootView: row(true), width: 60, height: 20)
        #expect(!again.renderFrame().warnings.contains { $0.contains("tintTestTint") }, "once in the process")
        let shader = ShaderLibrary.tintTestTint(.color(.red))
        #expect(shader.function.name == "tintTestTint" && shader.arguments == [.color(.red)])
    }
}

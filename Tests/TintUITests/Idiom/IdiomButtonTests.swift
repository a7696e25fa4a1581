import Foundation
import Testing
@testable import TintUI

/// `HostOptions.idiom`: on the Mac a default button is a push button on a light bezel; in the
/// iPad idiom it is its label alone, in the accent colour, so iOS-first code that puts a white
/// label on a coloured background reads as it does on an iPad.
@MainActor
@Suite struct IdiomButtonTests {
    struct Buttons: View {
        var body: some View {
            VStack(spacing: 12) {
                Button("Plain default") {}.accessibilityIdentifier("default")
                Button("Bordered") {}.buttonStyle(.bordered).accessibilityIdentifier("bordered")
                // iOS-first code: a custom label, white on a coloured capsule.
                Button {} label: {
                    Text("Continue").foregroundStyle(.white).padding(.horizontal, 20).padding(.vertical, 8)
                        .background(Capsule().fill(Color.purple))
                }
                .accessibilityIdentifier("custom")
            }
            .padding(20)
        }
    }

    func pixels(_ host: HeadlessHost, in rect: CGRect) -> [RGBA8] {
        (Int(rect.minY)..<Int(rect.maxY)).flatMap { y in (Int(rect.minX)..<Int(rect.maxX)).map { host.pixel(x: $0, y: y) } }
    }

    /// The pixel just inside the button's top-leading corner: the bezel's fill on the Mac.
    func corner(_ host: HeadlessHost, _ id: String) throws -> RGBA8 {
        let frame = try #require(host.frame(of: id))
        return host.pixel(x: Int(frame.minX) + 3, y: Int(frame.minY) + 2)
    }

    func isBlueish(_ p: RGBA8) -> Bool { Int(p.b) > Int(p.r) + 60 }

    @Test func aDefaultButtonIsABezelOnTheMacAndItsLabelOnTheIPad() throws {
        let mac = HeadlessHost(rootView: Buttons(), width: 300, height: 200)
        mac.renderFrame()
        let white = RGBA8(Color.white)
        #expect(try corner(mac, "default") != white, "the Mac's bezel")
        #expect(!pixels(mac, in: try #require(mac.frame(of: "default"))).contains(where: isBlueish), "a dark label on the Mac")

        let pad = HeadlessHost(rootView: Buttons(), width: 300, height: 200)
        pad.options.idiom = .pad
        pad.renderFrame()
        #expect(try corner(pad, "default") == white, "no bezel on the iPad")
        #expect(pixels(pad, in: try #require(pad.frame(of: "default"))).contains(where: isBlueish), "the label in the accent colour")
        #expect(try corner(pad, "bordered") != white, "a style the app names keeps its bezel")
    }

    @Test func iOSFirstLabelsReadAsOnTheIPad() throws {
        let mac = HeadlessHost(rootView: Buttons(), width: 300, height: 200)
        mac.renderFrame()
        let pad = HeadlessHost(rootView: Buttons(), width: 300, height: 200)
        pad.options.idiom = .pad
        pad.renderFrame()
        let macFrame = try #require(mac.frame(of: "custom")), padFrame = try #require(pad.frame(of: "custom"))
        // On the Mac the capsule sits on a bezel that shows around it; on the iPad the button is
        // the capsule alone, and its label stays white.
        #expect(macFrame.width > padFrame.width, "the Mac's bezel pads the label: \(macFrame) against \(padFrame)")
        #expect(try corner(mac, "custom") != RGBA8(Color.white))
        let purple = RGBA8(Color.purple), white = RGBA8(Color.white)
        let inside = pixels(pad, in: padFrame.insetBy(dx: 12, dy: 2))
        #expect(inside.contains(purple) && inside.contains(white), "white text on the purple capsule")
        #expect(!inside.contains(where: { isBlueish($0) && $0 != purple }), "no accent-coloured label")
    }

    @Test func changingTheIdiomRedrawsTheButtons() throws {
        let host = HeadlessHost(rootView: Buttons(), width: 300, height: 200)
        host.renderFrame()
        #expect(try corner(host, "default") != RGBA8(Color.white))
        host.options.idiom = .pad
        host.renderFrame()
        #expect(try corner(host, "default") == RGBA8(Color.white))
    }

    @Test func theEnvironmentVariableNamesTheIdiom() {
        #expect(HostOptions.environmentIdiom(environment: [:]) == .mac)
        #expect(HostOptions.environmentIdiom(environment: ["TINT_IDIOM": "pad"]) == .pad)
        #expect(HostOptions.environmentIdiom(environment: ["TINT_IDIOM": "Mac"]) == .mac)
        #expect(HostOptions.environmentIdiom(environment: ["TINT_IDIOM": "phone"]) == .mac)
        let warned = RuntimeWarnings.take { $0.contains("TINT_IDIOM=phone") }
        #expect(warned.count == 1, "said once a process: \(warned)")
    }
}

import Foundation
import Testing
import TintDemoScenes
import TintUI

/// Every demo scene against its golden image (a fixed clock, so the dashboard repeats), and the
/// demo window's shell with its switches.
@MainActor
@Suite struct DemoSceneGoldenTests {
    static let clock = Date(timeIntervalSince1970: 12 * 3600 + 34 * 60 + 56.25)

    @Test(arguments: ["controls", "people", "dashboard", "layout", "explain", "counter", "property-kinds", "cascade", "custom-equality"])
    func sceneMatchesItsGolden(name: String) throws {
        let scene = try #require(DemoScene.named(name))
        let host = scene.makeHost(width: 640, height: 480)
        host.currentDate = DemoSceneGoldenTests.clock
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try GoldenImage.check(host.pixelBuffer, named: "demo-\(name)")
    }

    /// The list above names every scene.
    @Test func everySceneHasAGolden() {
        #expect(DemoScene.all.map(\.name).sorted() == ["cascade", "controls", "counter", "custom-equality", "dashboard", "explain", "layout", "people", "property-kinds"])
    }

    /// Explain shows the last frame's explanations and the audit.
    @Test func explainShowsWhyBodiesRan() throws {
        let host = try #require(DemoScene.named("explain")).makeHost(width: 640, height: 480)
        host.renderFrame()
        host.tap("tick")
        host.renderFrame()
        host.tap("why")
        host.renderFrame()
        try GoldenImage.check(host.pixelBuffer, named: "demo-explain-why")
        host.tap("audit")
        host.renderFrame()
        try GoldenImage.check(host.pixelBuffer, named: "demo-explain-audit")
    }

    /// The shell: switches that change the host's options, a sidebar that changes the scene.
    @Test func shellSwitchesAndSidebar() throws {
        let host = HeadlessHost(rootView: DemoShell(), width: 960, height: 640)
        host.currentDate = DemoSceneGoldenTests.clock
        host.renderFrame()
        host.tap("switch-tint")
        host.tap("policy-always")
        host.tap("engine-mirror")
        host.renderFrame()
        #expect(host.options.debugTint && host.options.diffPolicy == .alwaysEvaluate && host.options.reflection == .mirror)
        host.tap("switch-tint")
        host.tap("policy-automatic")
        host.tap("engine-compiled")
        host.tap("scene-people")
        host.renderFrame()
        #expect(!host.options.debugTint && host.frame(of: "person-0") != nil)
        try GoldenImage.check(host.pixelBuffer, named: "demo-shell")
    }
}

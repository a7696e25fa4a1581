import Foundation
import Testing
import TintDemoScenes
import TintUI

/// Every demo scene against its golden image (a fixed clock, so the dashboard repeats), and the
/// demo window's shell with its switches.
@MainActor
@Suite struct DemoSceneGoldenTests {
    static let clock = Date(timeIntervalSince1970: 12 * 3600 + 34 * 60 + 56.25)

    @Test(arguments: ["animation", "articles", "controls", "gallery", "gestures", "transitions", "world-text", "notes", "people", "dashboard", "layout", "explain", "counter", "property-kinds", "cascade", "custom-equality"])
    func sceneMatchesItsGolden(name: String) throws {
        let scene = try #require(DemoScene.named(name))
        let host = scene.makeHost(width: 640, height: 480)
        host.currentDate = DemoSceneGoldenTests.clock
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try GoldenImage.check(host.pixelBuffer, named: "demo-\(name)")
    }

    /// Every scene in the iPad idiom (`HostOptions.idiom = .pad`), as iOS-first code is drawn.
    @Test(arguments: ["animation", "articles", "controls", "gallery", "gestures", "transitions", "world-text", "notes", "people", "dashboard", "layout", "explain", "counter", "property-kinds", "cascade", "custom-equality"])
    func sceneMatchesItsPadGolden(name: String) throws {
        let scene = try #require(DemoScene.named(name))
        let host = scene.makeHost(width: 640, height: 480)
        host.options.idiom = .pad
        host.currentDate = DemoSceneGoldenTests.clock
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try GoldenImage.check(host.pixelBuffer, named: "demo-pad-\(name)")
    }

    /// The list above names every scene.
    @Test func everySceneHasAGolden() {
        #expect(DemoScene.all.map(\.name).sorted() == ["animation", "articles", "cascade", "controls", "counter", "custom-equality", "dashboard", "explain", "gallery", "gestures", "layout", "notes", "people", "property-kinds", "transitions", "world-text"])
    }

    /// The articles' panels: an equal child and an `.equatable()` one never run again; the
    /// capturing closure runs on every tick; a new `.id` starts the child's state over.
    @Test func articlesPanelsBehaveAsTheArticlesSay() throws {
        let host = try #require(DemoScene.named("articles")).makeHost(width: 640, height: 480)
        host.renderFrame()
        for panel in ["Child(value: 5)", "A capturing closure", ".equatable()"] {
            host.tap("tick-\(panel)")
            host.renderFrame()
        }
        host.tap("tick-A capturing closure")
        host.renderFrame()
        #expect(host.bodyEvaluationCount(of: CountedChild.self) == 1)
        #expect(host.bodyEvaluationCount(of: ClosureHolder.self) == 3, "mounted, then two ticks")
        #expect(host.bodyEvaluationCount(of: LabelEqualHolder.self) == 1)
        // The child's own state: two taps show 2; a new .id shows 0 again (its pixels as at first).
        let child = try #require(host.frame(of: "id-child"))
        func childPixels() -> [RGBA8] {
            (Int(child.minY)..<Int(child.maxY)).flatMap { y in (Int(child.minX)..<Int(child.maxX)).map { host.pixel(x: $0, y: y) } }
        }
        let atFirst = childPixels()
        host.tap("id-child")
        host.tap("id-child")
        host.renderFrame()
        #expect(childPixels() != atFirst)
        host.tap("id-replace")
        host.renderFrame()
        #expect(childPixels() == atFirst)
        try GoldenImage.check(host.pixelBuffer, named: "demo-articles-stepped")
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
        // The sidebar keeps its padding: the row fits the window (a toolbar wider than its
        // column once pushed the whole row left, the sidebar's buttons to x = 0).
        #expect((host.frame(of: "scene-counter")?.minX ?? 0) >= 11)
        try GoldenImage.check(host.pixelBuffer, named: "demo-shell")
    }
}

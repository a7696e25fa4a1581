import TintUI

/// A named demo scene, erased so tools can list and host scenes by name (the headless tour,
/// `tint-audit`, benchmarks).
@MainActor
public struct DemoScene: Sendable {
    public let name: String
    /// The scene's name in the demo's sidebar.
    public let title: String
    public let summary: String
    private let make: @MainActor @Sendable (Int, Int) -> HeadlessHost
    /// The scene's view, for the demo window.
    public let view: @MainActor @Sendable () -> AnyView

    public init<V: View>(_ name: String, _ title: String, _ summary: String, _ view: @escaping @MainActor @Sendable () -> V) {
        self.name = name
        self.title = title
        self.summary = summary
        make = { width, height in HeadlessHost(rootView: view(), width: width, height: height) }
        self.view = { AnyView(view()) }
    }

    /// A headless host of this scene, not yet rendered.
    public func makeHost(width: Int = 640, height: Int = 480) -> HeadlessHost {
        make(width, height)
    }

    public static let all: [DemoScene] = [
        DemoScene("articles", "Source articles", "Child(value: 5), a capturing closure, .equatable(), an explicit .id", { ArticlesScene() }),
        DemoScene("controls", "Controls", "text field, toggle, slider, shortcut, scrolling list, clock", { ControlsScene() }),
        DemoScene("gallery", "Gallery", "images, symbols, effects, date and colour pickers, a text editor", { GalleryScene() }),
        DemoScene("gestures", "Gestures", "a drag, a long press, double and single clicks, a pinch and a rotation, hover", { GestureScene() }),
        DemoScene("animation", "Animation", "curves, springs, a card that springs, a pulse; frames without bodies", { AnimationScene() }),
        DemoScene("transitions", "Transitions", "a swatch flying to its detail, rolling digits, a sheet at a detent, an inspector", { TransitionsScene() }),
        DemoScene("world-text", "World text", "the world's scripts, emoji, right to left, a multi-script field", { WorldTextScene() }),
        DemoScene("notes", "Notes app", "a sidebar, a list with deletion, a detail with a toolbar, a sheet and an alert", { NotesScene() }),
        DemoScene("people", "People", "seed 004: 1,000 people in a lazy list; row state follows identity", { PeopleScene() }),
        DemoScene("dashboard", "Live dashboard", "a 60 Hz clock and meters beside static content", { DashboardScene() }),
        DemoScene("layout", "Layout gallery", "stacks, frames, alignment, a flow layout, text wrapping", { LayoutGalleryScene() }),
        DemoScene("explain", "Explain", "why each body ran, and the diffability audit", { ExplainScene() }),
        DemoScene("counter", "Counter", "the walking skeleton's counter", { Counter().padding(16) }),
        DemoScene("property-kinds", "Property kinds", "seed 000 cases 1-4: Equatable, nested struct, class, closure", { PropertyKindsScene().padding(16) }),
        DemoScene("cascade", "Cascade", "seed 000 part 3: one closure re-renders a child and its grandchildren", { CascadeScene().padding(16) }),
        DemoScene("custom-equality", "Custom equality", "custom ==, container/presentation split, seed 002's CalendarView", { CustomEqualityScene().padding(16) }),
    ]

    public static func named(_ name: String) -> DemoScene? {
        all.first { $0.name == name }
    }
}

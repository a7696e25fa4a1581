import TintBoxes
import TintViews

extension _WindowRoot: PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        WindowRootNode(view, parent: parent, graph: graph, environment: environment)
    }
}

/// The node of `_WindowRoot`: the app's view, then one layer per presentation posted on the
/// window's board, each a root box of its own laid out over the whole window (later roots are
/// painted over earlier ones and take the pointer first). A presented view is mounted here, in
/// the environment its presenter captured, and lives until its presenter withdraws it.
///
/// The window's own bookkeeping, not a view of the app: `mountedViewCount` leaves it out.
final class WindowRootNode<Content: View>: TypedNode<_WindowRoot<Content>>, WindowRootReading {
    private let board: _Board<_Presentation>
    /// `.preferredColorScheme` posts: the first one sets the whole window's scheme.
    private let schemes = _Board<ColorScheme>()
    private var child: TypedNode<Content>!
    private var content: Content
    /// The scheme the window's views were last given.
    private(set) var preferredColorScheme: ColorScheme?
    /// Each layer with its presenter's level (how many presentations the presenter is inside).
    private var layers: [(owner: ObjectIdentifier, node: TypedNode<AnyView>, level: Int)] = []
    private var isScheduled = false

    init(_ view: _WindowRoot<Content>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        content = view.content
        board = view.presentations ?? _Board<_Presentation>()
        super.init(graph: graph, parent: parent, environment: environment)
        let schedule: @MainActor () -> Void = { [weak self] in
            guard let self, !self.isScheduled else { return }
            self.isScheduled = true
            self.graph.enqueueDirty(self)
        }
        board.listen(self, schedule)
        schemes.listen(self, schedule)
        child = makeNode(view.content, parent: self, graph: graph, environment: contentEnvironment(environment))
    }

    override var isView: Bool { false }

    private func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var inner = environment
        inner._presentations = board
        inner._preferredColorSchemes = schemes
        if let preferredColorScheme { inner.colorScheme = preferredColorScheme }
        return inner
    }

    override func update(_ view: _WindowRoot<Content>, environment: EnvironmentValues) {
        self.environment = environment
        content = view.content
        child.update(view.content, environment: contentEnvironment(environment))
    }

    override func runScheduledWork() {
        guard isScheduled else { return }
        isScheduled = false
        if schemes.values.first != preferredColorScheme {
            // The whole window changes appearance: its views run again in the new scheme (the
            // presentations follow as their presenters capture the new environment).
            preferredColorScheme = schemes.values.first
            child.update(content, environment: contentEnvironment(environment))
        }
        var kept: [ObjectIdentifier: TypedNode<AnyView>] = [:]
        for layer in layers { kept[layer.owner] = layer.node }
        var changed = false
        var newLayers: [(owner: ObjectIdentifier, node: TypedNode<AnyView>, level: Int)] = []
        for post in board.posts {
            if let node = kept.removeValue(forKey: post.owner) {
                let level = post.value.environment._presentationLevel
                var environment = post.value.environment
                environment._presentationLevel = level + 1
                node.update(post.value.view, environment: environment)
                newLayers.append((post.owner, node, level))
            } else {
                // Two presentations from views of one level (two sheets of one window, say):
                // SwiftUI shows one at a time; Tint shows the newer over the other, and says so.
                let level = post.value.environment._presentationLevel
                if newLayers.contains(where: { $0.level == level }) {
                    RuntimeWarnings.emit("A presentation was shown while another from the same level is up (only one at a time is supported on macOS); it shows over the other", fix: "dismiss the first presentation before showing the next, or present the second from inside the first")
                }
                var environment = post.value.environment
                environment._presentationLevel = level + 1
                newLayers.append((post.owner, makeNode(post.value.view, parent: self, graph: graph, environment: environment), level))
                changed = true
            }
        }
        for node in kept.values {
            node.unmount(removeBoxes: true)
            changed = true
        }
        layers = newLayers
        if changed { childBoxesChanged() }
    }

    override func appendBoxes(to list: inout [BoxID]) {
        child.appendBoxes(to: &list)
        for layer in layers { layer.node.appendBoxes(to: &list) }
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        body(child)
        for layer in layers { body(layer.node) }
    }

    override func unmount(removeBoxes: Bool) {
        board.stopListening(self)
        schemes.stopListening(self)
        child.unmount(removeBoxes: removeBoxes)
        for layer in layers { layer.node.unmount(removeBoxes: removeBoxes) }
        layers = []
    }
}

/// What the host asks of its window root after an update (`ViewGraph.windowColorScheme`).
@MainActor
protocol WindowRootReading: AnyObject {
    var preferredColorScheme: ColorScheme? { get }
}

extension ViewGraph {
    /// The colour scheme a view of the window asked for (`.preferredColorScheme`), if any: the
    /// host paints the window's background in it.
    public var windowColorScheme: ColorScheme? {
        (root as? WindowRootReading)?.preferredColorScheme
    }
}

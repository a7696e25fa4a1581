import TintBoxes
import TintViews

extension _WindowToolbarArea: PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        WindowToolbarNode(view, parent: parent, graph: graph, environment: environment)
    }
}

/// The node of `_WindowToolbarArea`: the window's toolbar board, handed to the app's view, and
/// the layout that shows its bar over the view. Not a view of the app: `mountedViewCount` and the
/// body counts leave it out.
final class WindowToolbarNode<Content: View>: PassThroughNode<_WindowToolbarArea<Content>> {
    private let toolbar = _Board<[_ToolbarEntry]>()
    private var updateChild: ((Content, EnvironmentValues) -> Void)!

    init(_ view: _WindowToolbarArea<Content>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        super.init(graph: graph, parent: parent, environment: environment)
        let toolbar = self.toolbar
        mount(view.content, environment: environment) { _WindowToolbarArea<Content>.layout($0, toolbar: toolbar) }
    }

    /// Mounts the layout `make` builds around `content`, and keeps how to update it.
    private func mount<V: View>(_ content: Content, environment: EnvironmentValues, _ make: @escaping (Content) -> V) {
        let node = makeNode(make(content), parent: self, graph: graph, environment: environment)
        child = node
        updateChild = { content, environment in node.update(make(content), environment: environment) }
    }

    override var isView: Bool { false }
    override var descendantsAreApps: Bool? { false }

    override func update(_ view: _WindowToolbarArea<Content>, environment: EnvironmentValues) {
        self.environment = environment
        updateChild(view.content, environment)
    }
}

extension _WindowContent: PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        WindowContentNode(view, parent: parent, graph: graph, environment: environment)
    }
}

/// The node of `_WindowContent`: the app's view, mounted in place with the window's toolbar
/// board in its environment; neither a view of the app nor of the window's chrome.
final class WindowContentNode<Content: View>: PassThroughNode<_WindowContent<Content>> {
    init(_ view: _WindowContent<Content>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        super.init(graph: graph, parent: parent, environment: environment)
        child = makeNode(view.content, parent: self, graph: graph, environment: Self.inner(environment, view))
    }

    private static func inner(_ environment: EnvironmentValues, _ view: _WindowContent<Content>) -> EnvironmentValues {
        var inner = environment
        inner._toolbar = view.toolbar
        return inner
    }

    override var isView: Bool { false }
    override var descendantsAreApps: Bool? { true }

    override func update(_ view: _WindowContent<Content>, environment: EnvironmentValues) {
        self.environment = environment
        child(as: Content.self).update(view.content, environment: Self.inner(environment, view))
    }
}

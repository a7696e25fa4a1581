import TintBoxes
import TintViews

extension _BoardPostModifier: ModifierPrimitive {
    static func makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<ModifiedContent<C, Self>> {
        BoardPostNode(view, parent: parent, graph: graph, environment: environment)
    }
}

/// The node of `_BoardPostModifier`: its content in place, and the post on the board while it
/// is mounted. The post goes out when the node mounts and each time it is updated with a value
/// that is not equal to the last (values that cannot be compared always go out).
final class BoardPostNode<C: View, Value>: TypedNode<ModifiedContent<C, _BoardPostModifier<Value>>> {
    private var child: TypedNode<C>!
    private var board: _Board<Value>?

    init(_ view: ModifiedContent<C, _BoardPostModifier<Value>>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        super.init(graph: graph, parent: parent, environment: environment)
        child = makeNode(view.content, parent: self, graph: graph, environment: environment)
        post(view.modifier, environment: environment)
    }

    override func update(_ view: ModifiedContent<C, _BoardPostModifier<Value>>, environment: EnvironmentValues) {
        self.environment = environment
        child.update(view.content, environment: environment)
        post(view.modifier, environment: environment)
    }

    private func post(_ modifier: _BoardPostModifier<Value>, environment: EnvironmentValues) {
        let target = environment[keyPath: modifier.board]
        if target !== board {
            board?.withdraw(from: self)
            board = target
        }
        guard let board else { return }
        guard var value = modifier.value else {
            board.withdraw(from: self)
            return
        }
        if var capturing = value as? any _EnvironmentCapturing {
            capturing._capture(environment)
            // `capturing` was made from `value`, so it is a `Value`.
            value = capturing as! Value
        }
        board.post(value, from: self) { ValueEquality.equal($0, $1) ?? false }
    }

    override func appendBoxes(to list: inout [BoxID]) { child.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { body(child) }
    override func unmount(removeBoxes: Bool) {
        board?.withdraw(from: self)
        board = nil
        child.unmount(removeBoxes: removeBoxes)
    }
}

extension _BoardReader: PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        BoardReaderNode(view, parent: parent, graph: graph, environment: environment)
    }
}

/// The node of `_BoardReader`: its content, built from the board's values; a change of the
/// posts schedules it to build the content again in the same update.
final class BoardReaderNode<Value, Content: View>: TypedNode<_BoardReader<Value, Content>> {
    private var view: _BoardReader<Value, Content>
    private var child: TypedNode<Content>!
    private var isScheduled = false
    private var isMounted = true

    init(_ view: _BoardReader<Value, Content>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
        listen(to: view.board)
        child = makeNode(view.content(view.board.values), parent: self, graph: graph, environment: environment)
    }

    private func listen(to board: _Board<Value>) {
        board.listen(self) { [weak self] in
            guard let self, self.isMounted, !self.isScheduled else { return }
            self.isScheduled = true
            self.graph.enqueueDirty(self)
        }
    }

    override func update(_ view: _BoardReader<Value, Content>, environment: EnvironmentValues) {
        if view.board !== self.view.board {
            self.view.board.stopListening(self)
            listen(to: view.board)
        }
        self.view = view
        self.environment = environment
        rebuild()
    }

    override func runScheduledWork() {
        guard isScheduled, isMounted else { return }
        rebuild()
    }

    private func rebuild() {
        isScheduled = false
        child.update(view.content(view.board.values), environment: environment)
    }

    override func appendBoxes(to list: inout [BoxID]) { child.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { body(child) }
    override func unmount(removeBoxes: Bool) {
        isMounted = false
        view.board.stopListening(self)
        child.unmount(removeBoxes: removeBoxes)
    }
}

extension _KeyCommand: LeafPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        // No size, so no click reaches it; the shortcut finds its action.
        var content = BoxContent(name: "keyCommand", layout: FixedFrameLayout(width: 0, height: 0), action: .plain(action))
        content.shortcut = shortcut
        // A key, not a control: readers skip it (its container says what the key does).
        var unread = AccessibilityMark()
        unread.isHidden = true
        content.accessibility = unread
        return content
    }
}

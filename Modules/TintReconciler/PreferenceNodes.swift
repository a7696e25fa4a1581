import TintBoxes
import TintLayout
import TintViews

/// `.preference(key:value:)` and `.transformPreference`: the content's value of `K`, changed.
/// No box: the content's boxes are this node's.
final class PreferenceWriterNode<C: View, K: PreferenceKey>: TypedNode<ModifiedContent<C, _PreferenceWritingModifier<K>>> {
    private var transform: (inout K.Value) -> Void
    private var child: TypedNode<C>!

    init(_ view: ModifiedContent<C, _PreferenceWritingModifier<K>>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        transform = view.modifier.transform
        super.init(graph: graph, parent: parent, environment: environment)
        child = makeNode(view.content, parent: self, graph: graph, environment: environment)
        graph.preferences.noteChange()
    }

    override func update(_ view: ModifiedContent<C, _PreferenceWritingModifier<K>>, environment: EnvironmentValues) {
        self.environment = environment
        // A closure cannot be compared: a new one may write another value.
        transform = view.modifier.transform
        graph.preferences.noteChange()
        child.update(view.content, environment: environment)
    }

    override func preferenceWrite<Key: PreferenceKey>(for key: Key.Type) -> PreferenceWrite<Key.Value> {
        PreferenceResolution.write(key, of: K.self, at: self, change: transform)
    }

    override func appendBoxes(to list: inout [BoxID]) { child.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { body(child) }
    override func unmount(removeBoxes: Bool) {
        graph.preferences.noteChange()
        child.unmount(removeBoxes: removeBoxes)
    }
}

extension _PreferenceWritingModifier: ModifierPrimitive {
    static func makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<ModifiedContent<C, Self>> {
        PreferenceWriterNode(view, parent: parent, graph: graph, environment: environment)
    }
}

/// `.anchorPreference` and `.transformAnchorPreference`: a box that passes its content through
/// and hears where layout placed it, so the anchor can be made from its frame.
final class AnchorPreferenceNode<C: View, A, K: PreferenceKey>: SingleChildBoxNode<ModifiedContent<C, _AnchorPreferenceModifier<A, K>>, C> {
    private var modifier: _AnchorPreferenceModifier<A, K>
    /// The frame layout last gave the box, in window points (zero until the first layout).
    private var frame = CGRect.zero

    init(_ view: ModifiedContent<C, _AnchorPreferenceModifier<A, K>>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        modifier = view.modifier
        super.init(box: graph.reserveBoxID(), graph: graph, parent: parent, environment: environment)
        var content = BoxContent(name: "anchorPreference", layout: PassthroughLayout())
        content.onPlaced = { [weak self] placement in self?.placed(placement.frame) }
        graph.insertBox(box, content)
        child = makeNode(view.content, parent: self, graph: graph, environment: environment)
        publishChildren()
        graph.preferences.noteChange()
    }

    override func update(_ view: ModifiedContent<C, _AnchorPreferenceModifier<A, K>>, environment: EnvironmentValues) {
        self.environment = environment
        modifier = view.modifier
        graph.preferences.noteChange()
        child.update(view.content, environment: environment)
    }

    private func placed(_ newFrame: CGRect) {
        guard newFrame != frame else { return }
        frame = newFrame
        graph.preferences.noteChange()
        // An update to refresh the readers: the scheduled work itself has nothing to do.
        graph.enqueueDirty(self)
    }

    override func preferenceWrite<Key: PreferenceKey>(for key: Key.Type) -> PreferenceWrite<Key.Value> {
        let anchor = Anchor(windowValue: modifier.source.resolve(frame))
        return PreferenceResolution.write(key, of: K.self, at: self) { modifier.transform(&$0, anchor) }
    }

    override func unmount(removeBoxes: Bool) {
        graph.preferences.noteChange()
        super.unmount(removeBoxes: removeBoxes)
    }
}

extension _AnchorPreferenceModifier: ModifierPrimitive {
    static func makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<ModifiedContent<C, Self>> {
        AnchorPreferenceNode(view, parent: parent, graph: graph, environment: environment)
    }
}

/// `.onPreferenceChange`: runs the action with the content's value when it first has one and
/// after each update that changed it.
final class PreferenceChangeNode<C: View, K: PreferenceKey>: TypedNode<ModifiedContent<C, _PreferenceChangeModifier<K>>>, PreferenceReading where K.Value: Equatable {
    private var action: @MainActor (K.Value) -> Void
    private var child: TypedNode<C>!
    private var value: K.Value?
    private var isMounted = true

    init(_ view: ModifiedContent<C, _PreferenceChangeModifier<K>>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        action = view.modifier.action
        super.init(graph: graph, parent: parent, environment: environment)
        child = makeNode(view.content, parent: self, graph: graph, environment: environment)
        graph.preferences.add(self)
    }

    override func update(_ view: ModifiedContent<C, _PreferenceChangeModifier<K>>, environment: EnvironmentValues) {
        self.environment = environment
        action = view.modifier.action
        child.update(view.content, environment: environment)
    }

    var readerDepth: Int { depth }

    func refreshPreference() {
        guard isMounted else { return }
        let new = PreferenceResolution.value(of: K.self, below: self) ?? K.defaultValue
        guard new != value else { return }
        value = new
        let action = action
        graph.enqueueLifetimeAction { action(new) }
    }

    override func appendBoxes(to list: inout [BoxID]) { child.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { body(child) }
    override func unmount(removeBoxes: Bool) {
        isMounted = false
        graph.preferences.remove(self)
        child.unmount(removeBoxes: removeBoxes)
    }
}

extension _PreferenceChangeModifier: ModifierPrimitive {
    static func makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<ModifiedContent<C, Self>> {
        PreferenceChangeNode(view, parent: parent, graph: graph, environment: environment)
    }
}

/// `.overlayPreferenceValue` and `.backgroundPreferenceValue`: the content decorated, as by
/// `.overlay`, with a view built from the content's value; built again when the value changes
/// or something the decoration closure read does (RULES 1.11).
final class PreferenceDecorationNode<C: View, K: PreferenceKey, D: View>: TypedNode<_PreferenceDecoratedView<C, K, D>>, PreferenceReading, DirtyEvaluating {
    private var view: _PreferenceDecoratedView<C, K, D>
    private var value = K.defaultValue
    private var child: TypedNode<_DecoratedView<C, D>>!
    private var isMounted = true
    private lazy var reads = ContentReads(name: view.isOverlay ? "overlayPreferenceValue content" : "backgroundPreferenceValue content", node: self, cause: "its preference value changed")

    init(_ view: _PreferenceDecoratedView<C, K, D>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
        child = makeNode(decorated(), parent: self, graph: graph, environment: environment)
        graph.preferences.add(self)
    }

    private func decorated() -> _DecoratedView<C, D> {
        let decoration = reads.track { view.decoration(value) }
        return _DecoratedView(content: view.content, decoration: decoration, alignment: view.alignment, isOverlay: view.isOverlay)
    }

    override func update(_ view: _PreferenceDecoratedView<C, K, D>, environment: EnvironmentValues) {
        self.view = view
        self.environment = environment
        child.update(decorated(), environment: environment)
    }

    var readerDepth: Int { depth }

    func refreshPreference() {
        guard isMounted else { return }
        let new = PreferenceResolution.value(of: K.self, below: self) ?? K.defaultValue
        // A value that is not `Equatable` counts as changed whenever a writer changed.
        if ValueEquality.equal(new, value) == true { return }
        value = new
        child.update(decorated(), environment: environment)
    }

    func invalidate(because cause: String) {
        reads.invalidate(because: cause)
    }

    override func runScheduledWork() {
        guard reads.beginScheduledRun() else { return }
        child.update(decorated(), environment: environment)
    }

    override func appendBoxes(to list: inout [BoxID]) { child.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { body(child) }
    override func unmount(removeBoxes: Bool) {
        isMounted = false
        reads.unmounted()
        graph.preferences.remove(self)
        child.unmount(removeBoxes: removeBoxes)
    }
}

extension _PreferenceDecoratedView: PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        PreferenceDecorationNode(view, parent: parent, graph: graph, environment: environment)
    }
}

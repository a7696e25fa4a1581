import TintBoxes
import TintCore
import TintViews

/// The node of an app's modifier, one with a `body(content:)`: it runs the body as the body of
/// a view (`_ModifierBody`, a `CompositeNode` with the modifier's state, compared like a view),
/// and hands the modified content to the `_ViewModifier_Content` placeholders in that body.
///
/// The content is not part of the modifier's value: a new content with an equal modifier
/// updates the placeholders without running the modifier's body, and a state change in the
/// modifier re-runs its body without touching the content's nodes beyond an update.
final class ModifierBodyNode<C: View, M: ViewModifier>: TypedNode<ModifiedContent<C, M>>, ModifierContentSource {
    private var content: C
    private var bodyNode: TypedNode<_ModifierBody<M>>!
    /// Bumped with every new content; a placeholder behind it has content to update.
    private(set) var contentGeneration = 0
    private var placeholders: [WeakPlaceholder] = []

    init(_ view: ModifiedContent<C, M>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        content = view.content
        super.init(graph: graph, parent: parent, environment: environment)
        bodyNode = makeNode(_ModifierBody(modifier: view.modifier), parent: self, graph: graph, environment: environment)
    }

    override func update(_ view: ModifiedContent<C, M>, environment: EnvironmentValues) {
        self.environment = environment
        content = view.content
        contentGeneration += 1
        // Placeholders in a body that runs now are updated by it; the others are updated after.
        bodyNode.update(_ModifierBody(modifier: view.modifier), environment: environment)
        for placeholder in placeholders { placeholder.node?.refreshContent() }
    }

    var modifierType: Any.Type { M.self }

    func mountContent(parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        makeNode(content, parent: parent, graph: graph, environment: environment)
    }

    func updateContent(_ node: ViewNode, environment: EnvironmentValues) {
        unsafeDowncast(node, to: TypedNode<C>.self).update(content, environment: environment)
    }

    func register(_ placeholder: any ModifierContentPlaceholder) {
        placeholders.removeAll { $0.node == nil }
        placeholders.append(WeakPlaceholder(node: placeholder))
    }

    override func appendBoxes(to list: inout [BoxID]) { bodyNode.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { body(bodyNode) }
    override func unmount(removeBoxes: Bool) {
        bodyNode.unmount(removeBoxes: removeBoxes)
        placeholders.removeAll()
    }

    private struct WeakPlaceholder {
        weak var node: (any ModifierContentPlaceholder)?
    }
}

/// What a `_ViewModifier_Content` placeholder needs from the modifier node above it.
@MainActor
protocol ModifierContentSource: AnyObject {
    var modifierType: Any.Type { get }
    var contentGeneration: Int { get }
    func mountContent(parent: ViewNode, environment: EnvironmentValues) -> ViewNode
    func updateContent(_ node: ViewNode, environment: EnvironmentValues)
    func register(_ placeholder: any ModifierContentPlaceholder)
}

@MainActor
protocol ModifierContentPlaceholder: AnyObject {
    func refreshContent()
}

/// The node of `_ViewModifier_Content<M>`: the content of the nearest enclosing `M` modifier,
/// mounted here, in the environment of this position.
final class ModifierContentNode<M: ViewModifier>: TypedNode<_ViewModifier_Content<M>>, ModifierContentPlaceholder {
    private weak var source: (any ModifierContentSource)?
    private var child: ViewNode?
    private var appliedGeneration = 0

    init(parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        super.init(graph: graph, parent: parent, environment: environment)
        var ancestor = parent
        while let node = ancestor {
            if let found = node as? any ModifierContentSource, found.modifierType == M.self {
                source = found
                break
            }
            ancestor = node.parent
        }
        guard let source else {
            RuntimeWarnings.emit("\(M.self).Content was used outside \(M.self)'s body(content:); it shows nothing", fix: "use the content parameter only inside body(content:)")
            return
        }
        child = source.mountContent(parent: self, environment: environment)
        appliedGeneration = source.contentGeneration
        source.register(self)
    }

    override func update(_ view: _ViewModifier_Content<M>, environment: EnvironmentValues) {
        let environmentChanged = environment != self.environment
        self.environment = environment
        if environmentChanged { appliedGeneration = -1 }
        refreshContent()
    }

    func refreshContent() {
        guard let source, let child, appliedGeneration != source.contentGeneration else { return }
        appliedGeneration = source.contentGeneration
        source.updateContent(child, environment: environment)
    }

    override func appendBoxes(to list: inout [BoxID]) { child?.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let child { body(child) } }
    override func unmount(removeBoxes: Bool) {
        child?.unmount(removeBoxes: removeBoxes)
        child = nil
    }
}

extension _ViewModifier_Content: PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        ModifierContentNode<Modifier>(parent: parent, graph: graph, environment: environment)
    }
}

/// A view whose dynamic properties and report name are those of another type laid out at its
/// start: `_ModifierBody<M>` holds only `M`.
@MainActor
protocol ForwardsFields {
    static var fieldsType: Any.Type { get }
}

extension _ModifierBody: ForwardsFields {
    static var fieldsType: Any.Type { Modifier.self }
}

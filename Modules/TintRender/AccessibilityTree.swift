import Foundation
import TintBoxes
import TintCore

/// A window's accessibility elements, kept from frame to frame and brought up to date from
/// the boxes the change sets touched, as AccessKit keeps its tree: elements by id (their
/// box's), each listing its children's ids, so a changed label rewrites one element and
/// its list stays as it was.
///
/// Every box read remembers what it yielded and in what surroundings (`Memo`); a box a change
/// set touches is read again, and so is its parent only when what it yields changed (an
/// element came or went, or its sort priority moved), or the element it is folded into
/// (`.combine` reads its children's names). One changed row in a thousand costs that row,
/// not the thousand (`AccessibilityBenchmarks`). Made the first time something asks
/// (`RenderTree.accessibility`): a window no reader looks at keeps nothing.
@MainActor
public final class AccessibilityTree {
    /// One element as kept: its facts, and the ids of the elements read inside it.
    struct Node {
        /// Its facts; `children` empty (they are `children` here), `frame` as last read
        /// (the box's frame is read when asked: layout moves boxes without touching content).
        var element: AccessibilityElement
        var children: [BoxID]
        /// Whether the children are its own (`.contain`) or were folded into it.
        var showsChildren: Bool
        var listing: Listing
    }

    /// Where an element is listed: among the window's elements, an element's children, or
    /// nowhere any more (its box is still in the tree, no longer read as an element there).
    enum Listing: Equatable {
        case none, root, element(BoxID)
    }

    /// What reading a box yielded, and in what surroundings.
    struct Memo {
        var context: Context
        var output: [BoxID]
        var isDirty = false
    }

    unowned let tree: RenderTree
    var nodes: [BoxID: Node] = [:]
    var memos: [BoxID: Memo] = [:]
    /// The window's elements in reading order.
    private(set) var rootIDs: [BoxID] = []
    private var rootsDirty = true
    /// Boxes touched since the last update that were read before.
    private var touched: [BoxID] = []
    /// The keyboard focus's box and its ancestors.
    private var focusPath: Set<BoxID> = []
    private(set) var focusedBox: BoxID?
    /// What the update under way found; handed out when it ends.
    var changes = AccessibilityTreeChanges()
    /// Set when an element's sort priority changed while reading: its siblings' order may too.
    var sawPriorityChange = false

    init(tree: RenderTree) {
        self.tree = tree
    }

    // MARK: Told by the render tree

    /// A box's content or children changed, or a box was put in under its id.
    func touch(_ id: BoxID) {
        guard memos[id] != nil, memos[id]?.isDirty == false else { return }
        memos[id]?.isDirty = true
        touched.append(id)
    }

    /// The window's top boxes changed.
    func touchRoots() {
        rootsDirty = true
    }

    /// A box left the tree for good.
    func forget(_ id: BoxID) {
        memos[id] = nil
        dropNode(id)
    }

    // MARK: Updating

    /// Reads again what changed since the last update, and says what that changed.
    @discardableResult
    public func update() -> AccessibilityTreeChanges {
        changes = AccessibilityTreeChanges()
        // Deepest first: a parent is read after its children, and only when they yield
        // something else.
        var queue = touched.map { (depth: depth(of: $0), id: $0) }.sorted { $0.depth < $1.depth }
        touched.removeAll(keepingCapacity: true)
        func enqueue(_ id: BoxID) {
            guard let memo = memos[id], !memo.isDirty else { return }
            memos[id]?.isDirty = true
            let entry = (depth: depth(of: id), id: id)
            let index = queue.firstIndex { $0.depth > entry.depth } ?? queue.endIndex
            queue.insert(entry, at: index)
        }
        while let (_, id) = queue.popLast() {
            guard let box = tree.boxes[id], box.isInTree, let memo = memos[id], memo.isDirty else { continue }
            sawPriorityChange = false
            let output = read(box, memo.context)
            if output != memo.output || sawPriorityChange {
                if let parent = box.parent { enqueue(parent.id) } else { rootsDirty = true }
            }
            if let folding = memo.context.foldedInto { enqueue(folding) }
        }
        if rootsDirty {
            rootsDirty = false
            let old = rootIDs
            rootIDs = ordered(tree.roots.flatMap { read($0, Context()) })
            relist(rootIDs, replacing: old, as: .root)
            if old != rootIDs { changes.childrenChanged.append((parent: nil, old: old, new: rootIDs)) }
        }
        return changes
    }

    /// Moves the keyboard focus to `box`; true when it moved.
    @discardableResult
    public func focus(on box: BoxID?) -> Bool {
        guard box != focusedBox || (box != nil && focusPath.isEmpty) else { return false }
        focusedBox = box
        focusPath = []
        var current = box.flatMap { tree.boxes[$0] }
        while let ancestor = current {
            focusPath.insert(ancestor.id)
            current = ancestor.parent
        }
        return true
    }

    private func depth(of id: BoxID) -> Int {
        var depth = 0
        var box = tree.boxes[id]
        while let current = box?.parent {
            depth += 1
            box = current
        }
        return depth
    }

    /// Lists `ids` under `listing`, and unlists those of `old` no longer there (unless
    /// something else listed them meanwhile).
    func relist(_ ids: [BoxID], replacing old: [BoxID], as listing: Listing) {
        for id in ids { nodes[id]?.listing = listing }
        guard old != ids else { return }
        let kept = Set(ids)
        for id in old where !kept.contains(id) && nodes[id]?.listing == listing {
            nodes[id]?.listing = .none
        }
    }

    /// Stores `node` under `id`, noting what changed for the update's report.
    func write(_ node: Node, for id: BoxID) {
        let old = nodes.updateValue(node, forKey: id)
        if old?.element.pairKey != node.element.pairKey {
            if let key = old?.element.pairKey { pairMembers[key]?.remove(id) }
            if let key = node.element.pairKey { pairMembers[key, default: []].insert(id) }
        }
        guard let old else {
            changes.added.append(id)
            return
        }
        if old.element.sortPriority != node.element.sortPriority { sawPriorityChange = true }
        if !old.element.readsSame(as: node.element) { changes.changed.append((box: id, old: old.element)) }
        let oldShown = old.showsChildren ? old.children : []
        let newShown = node.showsChildren ? node.children : []
        if oldShown != newShown { changes.childrenChanged.append((parent: id, old: oldShown, new: newShown)) }
    }

    /// Forgets the element of box `id`, if it was one.
    func dropNode(_ id: BoxID) {
        guard let old = nodes.removeValue(forKey: id) else { return }
        if let key = old.element.pairKey { pairMembers[key]?.remove(id) }
        changes.removed.append(id)
    }

    // MARK: Reading

    /// Whether the element is listed where a reader finds it: among the window's elements
    /// or an element's own children, all the way up.
    public func isShown(_ id: BoxID) -> Bool {
        var current = id
        for _ in 0...AccessibilityTree.maximumDepth {
            guard let node = nodes[current] else { return false }
            switch node.listing {
            case .none: return false
            case .root: return true
            case .element(let parent):
                guard nodes[parent]?.showsChildren == true else { return false }
                current = parent
            }
        }
        return false
    }

    /// The window's elements, in reading order. While a dialog or an alert is presented over
    /// the window, only it and what came after it are read: what is beneath takes no clicks
    /// then either (SwiftUI's modal presentations).
    public var roots: [BoxID] {
        let modal = rootIDs.lastIndex { nodes[$0].map { $0.element.role == .dialog || $0.element.role == .alert } ?? false }
        return visible(modal.map { Array(rootIDs[$0...]) } ?? rootIDs)
    }

    /// The element of box `id` as a reader sees it (its children left empty: `children(of:)`).
    public func element(_ id: BoxID) -> AccessibilityElement? {
        guard let node = nodes[id] else { return nil }
        var element = node.element
        if let box = tree.boxes[id] { element.frame = box.frame }
        element.isFocused = focusPath.contains(id)
        if let key = element.attributes.removeValue(forKey: "labeled-pair"), let label = pairLabel(key) {
            element.name = nodes[label]?.element.name
        }
        return element
    }

    /// The ids of the element's children, in reading order.
    public func children(of id: BoxID) -> [BoxID] {
        guard let node = nodes[id], node.showsChildren else { return [] }
        return visible(node.children)
    }

    /// Where the element is listed: nil among the window's elements.
    public func parent(of id: BoxID) -> BoxID? {
        if case .element(let parent)? = nodes[id]?.listing { return parent }
        return nil
    }

    /// The elements of the window as nested values (`AccessibilityElement.children` filled).
    public func elements() -> [AccessibilityElement] {
        roots.compactMap(nested)
    }

    private func nested(_ id: BoxID) -> AccessibilityElement? {
        guard var element = element(id) else { return nil }
        element.children = children(of: id).compactMap(nested)
        return element
    }

    /// The element a box stands for: its own, or the first inside it (a mark handed down to
    /// the box that takes the clicks), or the nearest around it.
    public func element(around box: RenderBox) -> BoxID? {
        if nodes[box.id] != nil, isShown(box.id) { return box.id }
        var stack = Array(box.children.reversed())
        var visited = 0
        while let inner = stack.popLast(), visited < 64 {
            visited += 1
            if nodes[inner.id] != nil, isShown(inner.id) { return inner.id }
            stack.append(contentsOf: inner.children.reversed())
        }
        var outer = box.parent
        while let current = outer {
            if nodes[current.id] != nil, isShown(current.id) { return current.id }
            outer = current.parent
        }
        return nil
    }

    /// Runs the element's action named `name`; false when it has none (or is disabled).
    @discardableResult
    public func perform(_ name: String, on id: BoxID) -> Bool {
        guard let action = nodes[id]?.element.actions.first(where: { $0.name == name }) else { return false }
        action.run()
        return true
    }

    /// The deepest element the keyboard focus is in.
    public var focusedElement: BoxID? {
        var box = focusedBox.flatMap { tree.boxes[$0] }
        while let current = box {
            if nodes[current.id] != nil, isShown(current.id) { return current.id }
            box = current.parent
        }
        return nil
    }

    /// `ids` without the labels of labeled pairs whose content is shown: the content is
    /// named by its label, and the label is not read again beside it.
    private func visible(_ ids: [BoxID]) -> [BoxID] {
        guard !pairMembers.isEmpty else { return ids }
        return ids.filter { id in
            guard let key = nodes[id]?.element.attributes["labeled-pair-label"] else { return true }
            return pairContent(key) == nil
        }
    }

    /// The elements of each labeled pair, by its key.
    private var pairMembers: [String: Set<BoxID>] = [:]

    private func pairLabel(_ key: String) -> BoxID? {
        pairMember(key, attribute: "labeled-pair-label")
    }

    private func pairContent(_ key: String) -> BoxID? {
        pairMember(key, attribute: "labeled-pair")
    }

    /// A shown element of pair `key` carrying `attribute`.
    private func pairMember(_ key: String, attribute: String) -> BoxID? {
        pairMembers[key]?.first { nodes[$0]?.element.attributes[attribute] == key && isShown($0) }
    }
}

/// What an update of an `AccessibilityTree` changed: what a screen reader is told.
public struct AccessibilityTreeChanges {
    /// Elements read as something else (name, value, state, role...), with what they were.
    public var changed: [(box: BoxID, old: AccessibilityElement)] = []
    /// Elements whose list of children changed (nil: the window's elements), before and after.
    public var childrenChanged: [(parent: BoxID?, old: [BoxID], new: [BoxID])] = []
    /// Elements that came, and went.
    public var added: [BoxID] = []
    public var removed: [BoxID] = []

    public var isEmpty: Bool { changed.isEmpty && childrenChanged.isEmpty && added.isEmpty && removed.isEmpty }
}

extension AccessibilityElement {
    /// Whether a reader would read `other` as this: the same role, texts, states and range
    /// (its frame, actions and children aside).
    func readsSame(as other: AccessibilityElement) -> Bool {
        role == other.role && name == other.name && value == other.value && description == other.description
            && isEnabled == other.isEnabled && isSelected == other.isSelected && isChecked == other.isChecked
            && isMixed == other.isMixed && isEditable == other.isEditable && headingLevel == other.headingLevel
            && range?.value == other.range?.value && range?.lowerBound == other.range?.lowerBound
            && range?.upperBound == other.range?.upperBound && identifier == other.identifier
            && attributes == other.attributes && linkedGroup == other.linkedGroup && inputLabels == other.inputLabels
            && customContent == other.customContent && sortPriority == other.sortPriority
            && actions.lazy.map(\.name).elementsEqual(other.actions.lazy.map(\.name))
            && textEditing?.caret == other.textEditing?.caret && textEditing?.selection == other.textEditing?.selection
            && textEditing?.length == other.textEditing?.length
    }
}

extension AccessibilityElement {
    /// The key of the labeled pair it is the label or content of.
    var pairKey: String? { attributes["labeled-pair-label"] ?? attributes["labeled-pair"] }
}

extension RenderTree {
    /// The window's accessibility tree, made the first time it is asked for and from then on
    /// told of every change set (`AccessibilityTree`).
    public var accessibility: AccessibilityTree {
        if let accessibilityTree { return accessibilityTree }
        let made = AccessibilityTree(tree: self)
        accessibilityTree = made
        return made
    }

    /// The elements of the tree in reading order (sorted by `.accessibilitySortPriority`
    /// among siblings, else in the views' order), each with its children. `focused` is the
    /// box holding the keyboard focus.
    public func accessibilityElements(focused: BoxID? = nil) -> [AccessibilityElement] {
        let accessibility = accessibility
        accessibility.update()
        accessibility.focus(on: focused)
        return accessibility.elements()
    }

    /// The elements read whole into a tree of their own, as a first reading would: what the
    /// kept tree must always equal (tests compare the two after changes).
    package func accessibilityElementsReadWhole(focused: BoxID? = nil) -> [AccessibilityElement] {
        let fresh = AccessibilityTree(tree: self)
        fresh.update()
        fresh.focus(on: focused)
        return fresh.elements()
    }
}

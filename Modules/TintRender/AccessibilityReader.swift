import Foundation
import TintBoxes
import TintCore

/// Reading boxes into elements. A box is an element when it has a role (a control's mark, a
/// text, an image, a box with an action) or says how its children make one
/// (`.accessibilityElement(children:)`); a modifier's mark without a role waits for the
/// element inside it and is laid over it; boxes that are none of these are transparent.
extension AccessibilityTree {
    /// What a box is read in: what its ancestors pass down.
    struct Context: Equatable {
        /// Marks of modifiers outside, laid over the next element.
        var pending: AccessibilityMark?
        var identifier: String?
        var isEnabled = true
        /// Inside an `.accessibilityRepresentation`: boxes that take no clicks still act.
        var operatesWithoutHits = false
        var depth = 0
        /// The element that reads this box's elements into its own (`.combine`): a change
        /// here changes it.
        var foldedInto: BoxID?
        /// Inside a menu: its buttons are menu items, its toggles check menu items.
        var inMenu = false

        static func == (a: Context, b: Context) -> Bool {
            a.identifier == b.identifier && a.isEnabled == b.isEnabled && a.operatesWithoutHits == b.operatesWithoutHits
                && a.depth == b.depth && a.foldedInto == b.foldedInto && a.inMenu == b.inMenu
                && (a.pending == nil ? b.pending == nil : b.pending.map { a.pending!.isSame(as: $0) } ?? false)
        }
    }

    /// Deeper than this, a tree is not read further (a runaway recursion in an app).
    static let maximumDepth = 512

    /// The elements `box` yields in `context`: its own, or those of its children when it is
    /// transparent. Read again only when the box was touched or its surroundings changed.
    func read(_ box: RenderBox, _ context: Context) -> [BoxID] {
        guard box.isInTree, context.depth < Self.maximumDepth else { return [] }
        if let memo = memos[box.id], !memo.isDirty, memo.context == context { return memo.output }
        let output = compute(box, context)
        memos[box.id] = Memo(context: context, output: output)
        return output
    }

    private func compute(_ box: RenderBox, _ outer: Context) -> [BoxID] {
        var context = outer
        context.depth += 1
        if context.identifier == nil { context.identifier = box.content.identifier }
        var mark = box.content.accessibility
        if mark?.operatesWithoutHits == true { context.operatesWithoutHits = true }
        if box.content.blocksHits, !context.operatesWithoutHits { context.isEnabled = false }
        if let pending = context.pending { mark = (mark ?? AccessibilityMark()).overlaid(by: pending) }
        if mark?.isHidden == true {
            dropNode(box.id)
            return []
        }
        if let described = mark, described.describesChild == true, box.children.count == 1 {
            dropNode(box.id)
            var inner = context
            var passed = described
            passed.describesChild = nil
            inner.pending = passed
            return read(box.children[0], inner)
        }
        let intrinsic = intrinsicRole(of: box)
        let makesElement = mark?.role != nil || mark?.children != nil || intrinsic != nil
            || (mark.map { $0.label != nil || !$0.actions.isEmpty || $0.headingLevel != nil || !$0.addedTraits.isEmpty } ?? false
                && box.children.count != 1)
        guard makesElement else {
            dropNode(box.id)
            // Transparent: the pending mark goes on to the one element inside, or is dropped
            // between several (each reads for itself).
            var inner = context
            inner.pending = box.children.count == 1 ? mark : nil
            if box.children.count != 1 { inner.identifier = nil }
            return ordered(box.children.flatMap { read($0, inner) })
        }
        readElement(of: box, mark: mark ?? AccessibilityMark(), intrinsic: intrinsic, context)
        return [box.id]
    }

    private func readElement(of box: RenderBox, mark: AccessibilityMark, intrinsic: AccessibilityRole?, _ context: Context) {
        let traits = mark.addedTraits.subtracting(mark.removedTraits)
        var role = mark.role ?? intrinsic ?? (box.children.isEmpty ? .image : .panel)
        if mark.removedTraits.contains(.isImage), role == .image { role = .label }
        if traits.contains(.isButton) { role = .pushButton }
        if traits.contains(.isLink) { role = .link }
        if traits.contains(.isToggle) { role = .toggleButton }
        if traits.contains(.isImage), mark.role == nil { role = .image }
        var headingLevel = mark.headingLevel
        if traits.contains(.isHeader), headingLevel == nil { headingLevel = 0 }
        if headingLevel == nil, mark.role == nil, let text = box.text, let level = Self.headingLevel(of: text.font) { headingLevel = level }
        if headingLevel != nil, !role.isControl { role = .heading }
        if context.inMenu {
            if role == .pushButton { role = .menuItem }
            if role == .checkBox || role == .toggleButton { role = .checkMenuItem }
        }
        // What the children become: contained, combined into this element, or ignored. A
        // control's label is its name, not elements of their own.
        let behaviour = mark.children ?? (role.isControl || role == .image || role == .label || role == .heading ? .combine : .contain)

        // A list's row or a tab without a label is named by the texts inside it: its name
        // follows them as a combined element's does.
        let namedByInside = behaviour == .combine
            || (behaviour == .contain && mark.label == nil && box.text == nil && role.isNamedByContent)
        var inner = context
        inner.pending = nil
        inner.identifier = nil
        if namedByInside { inner.foldedInto = box.id }
        if role == .menu { inner.inMenu = true }
        let childIDs = behaviour == .ignore ? [] : ordered(box.children.flatMap { read($0, inner) })

        var element = AccessibilityElement(role: role, frame: box.frame, box: box.id)
        element.name = mark.label ?? box.text?.string
        element.value = mark.value
        element.description = mark.hint
        element.isEnabled = context.isEnabled
        element.isChecked = mark.isChecked ?? false
        element.isMixed = mark.isMixed ?? false
        element.isSelected = mark.isSelected ?? traits.contains(.isSelected)
        element.isEditable = mark.isEditable ?? false
        element.headingLevel = headingLevel
        element.range = mark.range
        element.identifier = context.identifier
        element.inputLabels = mark.inputLabels ?? []
        element.customContent = mark.customContent.filter { !$0.removes }
        element.sortPriority = mark.sortPriority ?? 0
        element.attributes = mark.attributes
        element.linkedGroup = mark.linkedGroup
        element.accessibilityFocus = mark.accessibilityFocus
        element.textEditing = mark.textEditing
        if element.value == nil, let range = mark.range { element.value = AccessibilityRange.spoken(range.value) }

        if behaviour == .contain, namedByInside, element.name == nil {
            element.name = Self.combinedName(childIDs.flatMap(shownSubtree).compactMap { nodes[$0]?.element })
        }
        if behaviour == .combine {
            let inside = childIDs.flatMap(shownSubtree).compactMap { nodes[$0]?.element }
            if element.name == nil { element.name = Self.combinedName(inside) }
            if element.value == nil { element.value = childIDs.lazy.compactMap { self.nodes[$0]?.element.value }.first }
            for child in inside.flatMap(\.actions) where !element.actions.contains(where: { $0.name == child.name }) {
                element.actions.append(child)
            }
            if role == .panel, let interactive = childIDs.lazy.compactMap({ self.nodes[$0]?.element }).first(where: { $0.role.isControl }) {
                element.role = interactive.role
                element.isChecked = element.isChecked || interactive.isChecked
            }
        }
        // The element's own actions: the mark's, then a click from the box's action, then a
        // range's steps; one the mark names wins over the same name from inside.
        var own = mark.actions
        if let action = box.content.action, !own.contains(where: { $0.name == "click" }) {
            own.insert(AccessibilityActionEntry(name: "click") { action.run(ActionEvent()) }, at: 0)
        }
        if let range = mark.range {
            let step = range.effectiveStep
            if !own.contains(where: { $0.name == "increment" }) {
                own.append(AccessibilityActionEntry(name: "increment") { range.set(Swift.min(range.upperBound, range.value + step)) })
            }
            if !own.contains(where: { $0.name == "decrement" }) {
                own.append(AccessibilityActionEntry(name: "decrement") { range.set(Swift.max(range.lowerBound, range.value - step)) })
            }
        }
        element.actions = own + element.actions.filter { inherited in !own.contains { $0.name == inherited.name } }
        if !context.isEnabled { element.actions = [] }
        if element.role == .panel, element.actions.contains(where: { $0.name == "click" }), mark.role == nil, mark.children == nil {
            element.role = .pushButton
        }
        if let pair = mark.labeledPair {
            element.attributes[pair.isLabel ? "labeled-pair-label" : "labeled-pair"] = pair.key
        }
        let old = nodes[box.id]?.children ?? []
        write(Node(element: element, children: childIDs, showsChildren: behaviour == .contain, listing: nodes[box.id]?.listing ?? .none), for: box.id)
        relist(childIDs, replacing: old, as: .element(box.id))
    }

    /// The role a box has without a mark saying so: a text is a label, a box that runs an
    /// action when clicked a push button.
    private func intrinsicRole(of box: RenderBox) -> AccessibilityRole? {
        if box.text != nil { return .label }
        if box.content.action != nil { return .pushButton }
        return nil
    }

    /// Siblings in reading order: a higher sort priority first, else as they came.
    func ordered(_ ids: [BoxID]) -> [BoxID] {
        guard ids.contains(where: { nodes[$0]?.element.sortPriority ?? 0 != 0 }) else { return ids }
        return ids.enumerated().sorted { a, b in
            let first = nodes[a.element]?.element.sortPriority ?? 0, second = nodes[b.element]?.element.sortPriority ?? 0
            return first != second ? first > second : a.offset < b.offset
        }.map(\.element)
    }

    /// An element and everything shown inside it, in reading order.
    private func shownSubtree(_ id: BoxID) -> [BoxID] {
        guard let node = nodes[id] else { return [] }
        return [id] + (node.showsChildren ? node.children.flatMap(shownSubtree) : [])
    }

    /// Children's names read as one: the texts' (a label's icon is not read beside its
    /// title), or every name when there is no text.
    static func combinedName(_ all: [AccessibilityElement]) -> String? {
        let texts = all.filter { $0.role == .label || $0.role == .heading }.compactMap(\.name).filter { !$0.isEmpty }
        let names = texts.isEmpty ? all.compactMap(\.name).filter { !$0.isEmpty } : texts
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }

    /// A text set in a title's size or larger reads as a heading: 1 for a large title or a
    /// title, 2 for a second title, 3 for a third.
    static func headingLevel(of font: Font) -> Int? {
        let size = font.size
        if size >= Font.TextStyle.title.size { return 1 }
        if size >= Font.TextStyle.title2.size { return 2 }
        if size >= Font.TextStyle.title3.size { return 3 }
        return nil
    }
}

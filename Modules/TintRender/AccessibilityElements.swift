import Foundation
import TintBoxes
import TintCore

/// One element of a window's accessibility tree: what a screen reader reads and operates.
/// Made from the render tree's boxes and their accessibility marks (`AccessibilityMark`).
public struct AccessibilityElement {
    public var role: AccessibilityRole
    public var name: String?
    public var value: String?
    /// The hint: what using the element does.
    public var description: String?
    /// Where the element is, in window points.
    public var frame: CGRect
    public var children: [AccessibilityElement] = []
    public var actions: [AccessibilityActionEntry] = []
    public var isEnabled = true
    public var isFocused = false
    public var isSelected = false
    public var isChecked = false
    public var isMixed = false
    public var isEditable = false
    /// 1...6 for a heading (0: of no particular level); nil for anything else.
    public var headingLevel: Int?
    public var range: AccessibilityRange?
    public var identifier: String?
    public var inputLabels: [String] = []
    public var customContent: [AccessibilityCustomEntry] = []
    public var sortPriority: Double = 0
    public var attributes: [String: String] = [:]
    /// The key of its `.accessibilityLinkedGroup`.
    public var linkedGroup: String?
    /// Whether assistive technology's focus is asked to be here (`.accessibilityFocused`), and
    /// how to say it moved.
    public var accessibilityFocus: (isFocused: Bool, set: @MainActor (Bool) -> Void)?
    /// The box the element stands for.
    public var box: BoxID

    public init(role: AccessibilityRole, frame: CGRect, box: BoxID) {
        self.role = role
        self.frame = frame
        self.box = box
    }
}

extension RenderTree {
    /// The elements of the tree in reading order (sorted by `.accessibilitySortPriority`
    /// among siblings, else in the views' order), each with its children. `focused` is the
    /// box holding the keyboard focus.
    public func accessibilityElements(focused: BoxID? = nil) -> [AccessibilityElement] {
        // The focused box and the boxes around it: an element holds the focus when its box is
        // one of them (a set made once, not a walk of each element's subtree).
        var around = Set<BoxID>()
        var box = focused.flatMap { boxes[$0] }
        while let current = box {
            around.insert(current.id)
            box = current.parent
        }
        var reader = AccessibilityReader(focusPath: around)
        var elements = roots.flatMap { reader.elements(of: $0, AccessibilityReader.Context()) }
        if !reader.pairLabels.isEmpty {
            AccessibilityReader.namePairs(&elements, labels: reader.pairLabels.filter { reader.pairContents.contains($0.key) })
        }
        return elements
    }
}

/// Walks boxes into accessibility elements. A box is an element when it has a role (a
/// control's mark, a text, an image, a box with an action) or says how its children make
/// one (`.accessibilityElement(children:)`); a modifier's mark without a role waits for the
/// element inside it and is laid over it; boxes that are none of these are transparent.
@MainActor
struct AccessibilityReader {
    /// The focused box and its ancestors.
    let focusPath: Set<BoxID>
    /// The texts of `.accessibilityLabeledPair` labels, by key, found on the way.
    var pairLabels: [String: String] = [:]
    /// The keys of the pairs whose content was found.
    var pairContents: Set<String> = []

    struct Context {
        /// Marks of modifiers outside, laid over the next element.
        var pending: AccessibilityMark?
        var identifier: String?
        var isEnabled = true
        /// Inside an `.accessibilityRepresentation`: boxes that take no clicks still act.
        var operatesWithoutHits = false
        var depth = 0
    }

    /// Deeper than this, a tree is not read further (a runaway recursion in an app).
    static let maximumDepth = 512

    mutating func elements(of box: RenderBox, _ outer: Context) -> [AccessibilityElement] {
        guard box.isInTree, outer.depth < Self.maximumDepth else { return [] }
        var context = outer
        context.depth += 1
        if context.identifier == nil { context.identifier = box.content.identifier }
        var mark = box.content.accessibility
        if mark?.operatesWithoutHits == true { context.operatesWithoutHits = true }
        if box.content.blocksHits, !context.operatesWithoutHits { context.isEnabled = false }
        if let pending = context.pending { mark = (mark ?? AccessibilityMark()).overlaid(by: pending) }
        if mark?.isHidden == true { return [] }
        if let described = mark, described.describesChild == true, box.children.count == 1 {
            var inner = context
            var passed = described
            passed.describesChild = nil
            inner.pending = passed
            return elements(of: box.children[0], inner)
        }
        let intrinsic = intrinsicRole(of: box)
        let makesElement = mark?.role != nil || mark?.children != nil || intrinsic != nil
            || (mark.map { $0.label != nil || !$0.actions.isEmpty || $0.headingLevel != nil || !$0.addedTraits.isEmpty } ?? false
                && box.children.count != 1)
        guard makesElement else {
            // Transparent: the pending mark goes on to the one element inside, or is dropped
            // between several (each reads for itself).
            var inner = context
            inner.pending = box.children.count == 1 ? mark : nil
            if box.children.count != 1 { inner.identifier = nil }
            return ordered(box.children.flatMap { elements(of: $0, inner) })
        }
        return [element(of: box, mark: mark ?? AccessibilityMark(), intrinsic: intrinsic, context)]
    }

    private mutating func element(of box: RenderBox, mark: AccessibilityMark, intrinsic: AccessibilityRole?, _ context: Context) -> AccessibilityElement {
        var inner = context
        inner.pending = nil
        inner.identifier = nil
        let childElements = ordered(box.children.flatMap { elements(of: $0, inner) })
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
        element.customContent = mark.customContent
        element.sortPriority = mark.sortPriority ?? 0
        element.attributes = mark.attributes
        element.linkedGroup = mark.linkedGroup
        element.accessibilityFocus = mark.accessibilityFocus
        element.isFocused = focusPath.contains(box.id)
        if element.value == nil, let range = mark.range { element.value = AccessibilityRange.spoken(range.value) }

        // What the children become: contained, combined into this element, or ignored. A
        // control's label is its name, not elements of their own.
        let behaviour = mark.children ?? (role.isControl || role == .image || role == .label || role == .heading ? .combine : .contain)
        switch behaviour {
        case .contain:
            element.children = childElements
        case .combine:
            if element.name == nil { element.name = Self.combinedName(childElements) }
            if element.value == nil { element.value = childElements.lazy.compactMap(\.value).first }
            for child in childElements.flatMap(Self.allActions) where !element.actions.contains(where: { $0.name == child.name }) {
                element.actions.append(child)
            }
            if role == .panel, let interactive = childElements.first(where: { $0.role.isControl }) {
                element.role = interactive.role
                element.isChecked = element.isChecked || interactive.isChecked
            }
        case .ignore:
            break
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
            if pair.isLabel, let name = element.name { pairLabels[pair.key] = name }
            if !pair.isLabel { pairContents.insert(pair.key) }
            element.attributes[pair.isLabel ? "labeled-pair-label" : "labeled-pair"] = pair.key
        }
        return element
    }

    /// Names each pair's content by its label's text, and reads the two as one: the label
    /// is not read again beside its content.
    static func namePairs(_ elements: inout [AccessibilityElement], labels: [String: String]) {
        elements.removeAll { element in element.attributes["labeled-pair-label"].map { labels[$0] != nil } ?? false }
        for index in elements.indices {
            if let key = elements[index].attributes.removeValue(forKey: "labeled-pair"), let label = labels[key] {
                elements[index].name = label
            }
            namePairs(&elements[index].children, labels: labels)
        }
    }

    /// The role a box has without a mark saying so: a text is a label, a box that runs an
    /// action when clicked a push button.
    private func intrinsicRole(of box: RenderBox) -> AccessibilityRole? {
        if box.text != nil { return .label }
        if box.content.action != nil { return .pushButton }
        return nil
    }

    /// Siblings in reading order: a higher sort priority first, else as they came.
    private func ordered(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        guard elements.contains(where: { $0.sortPriority != 0 }) else { return elements }
        return elements.enumerated().sorted { a, b in
            a.element.sortPriority != b.element.sortPriority ? a.element.sortPriority > b.element.sortPriority : a.offset < b.offset
        }.map(\.element)
    }

    /// Children's names read as one: the texts' (a label's icon is not read beside its
    /// title), or every name when there is no text.
    static func combinedName(_ elements: [AccessibilityElement]) -> String? {
        let all = elements.flatMap(flattened)
        let texts = all.filter { $0.role == .label || $0.role == .heading }.compactMap(\.name).filter { !$0.isEmpty }
        let names = texts.isEmpty ? all.compactMap(\.name).filter { !$0.isEmpty } : texts
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }

    private static func flattened(_ element: AccessibilityElement) -> [AccessibilityElement] {
        [element] + element.children.flatMap(flattened)
    }

    private static func allActions(_ element: AccessibilityElement) -> [AccessibilityActionEntry] {
        element.actions + element.children.flatMap(allActions)
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

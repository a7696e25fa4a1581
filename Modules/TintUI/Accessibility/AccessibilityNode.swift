import Foundation
import TintBoxes
import TintRender

/// One node of a window's accessibility tree, as a screen reader sees it: the window at the
/// root (`"frame"`), its controls, texts and images inside, in reading order. Roles are
/// AT-SPI's names ("push button", "check box", "slider", "text", "label"...).
///
/// A node is a snapshot of the last rendered frame; `perform(_:)` acts as a screen reader
/// would, and the change shows at the next `renderFrame()`.
@MainActor
public final class AccessibilityNode {
    /// AT-SPI's name of the node's role.
    public let role: String
    /// What it is called: its label, or the text it shows.
    public let name: String?
    /// Its value: a slider's number, a field's text, what `.accessibilityValue` said.
    public let value: String?
    /// What using it does (`.accessibilityHint`).
    public let description: String?
    /// Where it is, in the window's points.
    public let frame: CGRect
    public let children: [AccessibilityNode]
    /// What it can do, by name: `["click"]`, `["increment", "decrement"]`, an app's actions.
    public var actions: [String] { entries.map(\.name) }
    public let isFocused: Bool
    public let isSelected: Bool
    public let isChecked: Bool
    /// Whether the user can use it (false under `.disabled(true)`).
    public let isEnabled: Bool
    /// Whether its text can be edited (a text field).
    public let isEditable: Bool
    /// 1...6 for a heading (0: no particular level); nil for anything else.
    public let headingLevel: Int?
    /// Its `.accessibilityIdentifier`.
    public let identifier: String?
    /// Other names a user may say for it (`.accessibilityInputLabels`).
    public let inputLabels: [String]
    /// Facts read on request (`.accessibilityCustomContent`), label and value.
    public let customContent: [(label: String, value: String)]
    /// A slider's range: its value, bounds and step.
    public let range: (value: Double, lowerBound: Double, upperBound: Double, step: Double)?
    /// Facts for the reader's speech, by name (AT-SPI's attributes): `"text-content-type"`,
    /// `"speech-spell-out"`, `"speech-pitch"`...
    public let attributes: [String: String]
    /// The key of its `.accessibilityLinkedGroup`, shared by the group's nodes.
    public let linkedGroup: String?
    /// Whether the app asks for assistive technology's focus here (`@AccessibilityFocusState`).
    public let isAccessibilityFocused: Bool

    private let entries: [AccessibilityActionEntry]
    private let focusSetter: (@MainActor (Bool) -> Void)?

    init(role: String, name: String?, frame: CGRect, children: [AccessibilityNode]) {
        self.role = role
        self.name = name
        self.value = nil
        self.description = nil
        self.frame = frame
        self.children = children
        isFocused = false
        isSelected = false
        isChecked = false
        isEnabled = true
        isEditable = false
        headingLevel = nil
        identifier = nil
        inputLabels = []
        customContent = []
        range = nil
        attributes = [:]
        linkedGroup = nil
        isAccessibilityFocused = false
        entries = []
        focusSetter = nil
    }

    init(_ element: AccessibilityElement) {
        role = element.role.rawValue
        name = element.name
        value = element.value
        description = element.description
        frame = element.frame
        children = element.children.map(AccessibilityNode.init)
        isFocused = element.isFocused
        isSelected = element.isSelected
        isChecked = element.isChecked
        isEnabled = element.isEnabled
        isEditable = element.isEditable
        headingLevel = element.headingLevel
        identifier = element.identifier
        inputLabels = element.inputLabels
        customContent = element.customContent.map { ($0.label, $0.value) }
        range = element.range.map { ($0.value, $0.lowerBound, $0.upperBound, $0.effectiveStep) }
        attributes = element.attributes
        linkedGroup = element.linkedGroup
        isAccessibilityFocused = element.accessibilityFocus?.isFocused ?? false
        entries = element.actions
        focusSetter = element.accessibilityFocus?.set
    }

    /// Moves assistive technology's focus here, as a screen reader's cursor would: an
    /// `@AccessibilityFocusState` bound here turns true at the next `renderFrame()`. False
    /// when nothing here follows that focus.
    @discardableResult
    public func moveAccessibilityFocus() -> Bool {
        guard let focusSetter else { return false }
        focusSetter(true)
        return true
    }

    /// Does the action named `action` ("click", "increment"...), as a screen reader would;
    /// false when the node has no such action (a disabled control has none).
    @discardableResult
    public func perform(_ action: String) -> Bool {
        guard let entry = entries.first(where: { $0.name == action }) else { return false }
        entry.run()
        return true
    }

    /// The first node in reading order, this one included, with `name` (and `role`, when given).
    public func first(named name: String, role: String? = nil) -> AccessibilityNode? {
        if self.name == name, role == nil || self.role == role { return self }
        for child in children {
            if let found = child.first(named: name, role: role) { return found }
        }
        return nil
    }

    /// Every node in reading order, this one first.
    public var allNodes: [AccessibilityNode] {
        [self] + children.flatMap(\.allNodes)
    }
}

extension FramePipeline {
    /// The window's accessibility tree as of the last frame: a `"frame"` named `title`
    /// holding the elements.
    func accessibilityTree(title: String) -> AccessibilityNode {
        let elements = tree.accessibilityElements(focused: input.focus.focused)
        return AccessibilityNode(role: AccessibilityRole.frame.rawValue, name: title,
                                 frame: CGRect(origin: .zero, size: size), children: elements.map(AccessibilityNode.init))
    }
}

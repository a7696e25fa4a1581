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
    /// An edited text's caret, selection and editing (a text field's).
    public var textEditing: AccessibilityTextEditing?
    /// The box the element stands for.
    public var box: BoxID

    public init(role: AccessibilityRole, frame: CGRect, box: BoxID) {
        self.role = role
        self.frame = frame
        self.box = box
    }
}

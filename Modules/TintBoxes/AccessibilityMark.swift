import Foundation

/// What one box tells assistive technology (a screen reader): the role and state a control
/// gives itself, and what the app's accessibility modifiers said. The render tree reads the
/// marks of its boxes into accessibility elements; the reconciler only writes them.
///
/// Every field is optional: a mark written by a modifier holds only what that modifier said,
/// and marks of nested boxes are laid over each other (`overlaid(by:)`), the outer one
/// winning, as a modifier written later wins in SwiftUI.
public struct AccessibilityMark {
    public var role: AccessibilityRole?
    public var label: String?
    public var value: String?
    public var hint: String?
    /// `.accessibilityHidden`: the box and everything in it are not read.
    public var isHidden: Bool?
    /// `.accessibilityElement(children:)`: the box is one element made of its children
    /// (combined), standing for them (ignored) or holding them (contained).
    public var children: AccessibilityChildren?
    public var addedTraits: AccessibilityTraitBits = []
    public var removedTraits: AccessibilityTraitBits = []
    /// Read before siblings of a lower priority (`.accessibilitySortPriority`).
    public var sortPriority: Double?
    /// 1...6, or 0 for a heading of no particular level.
    public var headingLevel: Int?
    public var inputLabels: [String]?
    public var isChecked: Bool?
    /// A toggle neither on nor off (a mixed state).
    public var isMixed: Bool?
    public var isSelected: Bool?
    /// Text the user can edit (a field, an editor).
    public var isEditable: Bool?
    /// A slider's or stepper's value, its bounds and step, and how to set it.
    public var range: AccessibilityRange?
    /// What the element can do, by name (`"click"` is the default action).
    public var actions: [AccessibilityActionEntry] = []
    /// `.accessibilityCustomContent`: more facts read on request, label and value.
    public var customContent: [AccessibilityCustomEntry] = []
    /// Facts for the screen reader's speech and reading, by name (AT-SPI's attributes):
    /// `"text-content-type"`, `"speech-spell-out"`, `"speech-pitch"`...
    public var attributes: [String: String] = [:]
    /// `.accessibilityLabeledPair`: the pair's key and whether this is its label (else its
    /// content, which takes the label's text as its name).
    public var labeledPair: (key: String, isLabel: Bool)?
    /// `.accessibilityLinkedGroup`: elements of one key are read as a group.
    public var linkedGroup: String?
    /// `.accessibilityFocused`: whether assistive technology's focus should be here, and how
    /// to tell the app it moved here (true) or away (false).
    public var accessibilityFocus: (isFocused: Bool, set: @MainActor (Bool) -> Void)?
    /// The views inside take no clicks but are operated by assistive technology (an
    /// `.accessibilityRepresentation`, laid over the view it stands for and never hit).
    public var operatesWithoutHits: Bool?
    /// The mark describes the one element inside rather than making one here (a control's
    /// role laid over the button it is drawn as).
    public var describesChild: Bool?
    /// An edited text's caret and selection, and how a reader edits it (a text field).
    public var textEditing: AccessibilityTextEditing?

    public init(role: AccessibilityRole? = nil, label: String? = nil, value: String? = nil) {
        self.role = role
        self.label = label
        self.value = value
    }

    /// Whether the mark carries closures (actions, a range's setter, a focus binding): those
    /// cannot be compared, so a rebuilt mark with any always replaces the old.
    var carriesHandlers: Bool { !actions.isEmpty || range != nil || accessibilityFocus != nil || textEditing != nil }

    /// Whether `other` says the same: no closures on either side and every field equal. A box
    /// whose mark is the same needs no update for it (an image's role and name, a heading's level).
    public func isSame(as other: AccessibilityMark) -> Bool {
        !carriesHandlers && !other.carriesHandlers
            && role == other.role && label == other.label && value == other.value && hint == other.hint
            && isHidden == other.isHidden && children == other.children && addedTraits == other.addedTraits
            && removedTraits == other.removedTraits && sortPriority == other.sortPriority && headingLevel == other.headingLevel
            && inputLabels == other.inputLabels && isChecked == other.isChecked && isMixed == other.isMixed
            && isSelected == other.isSelected && isEditable == other.isEditable && customContent == other.customContent
            && attributes == other.attributes && labeledPair?.key == other.labeledPair?.key
            && labeledPair?.isLabel == other.labeledPair?.isLabel && linkedGroup == other.linkedGroup
            && operatesWithoutHits == other.operatesWithoutHits && describesChild == other.describesChild
    }

    /// This mark with `outer`'s fields laid over it: each field `outer` set wins, traits add
    /// up, and actions are joined (one of `outer`'s replaces one of the same name).
    public func overlaid(by outer: AccessibilityMark) -> AccessibilityMark {
        var mark = self
        if let role = outer.role { mark.role = role }
        if let label = outer.label { mark.label = label }
        if let value = outer.value { mark.value = value }
        if let hint = outer.hint { mark.hint = hint }
        if let hidden = outer.isHidden { mark.isHidden = hidden }
        if let children = outer.children { mark.children = children }
        mark.addedTraits = mark.addedTraits.subtracting(outer.removedTraits).union(outer.addedTraits)
        mark.removedTraits = mark.removedTraits.subtracting(outer.addedTraits).union(outer.removedTraits)
        if let priority = outer.sortPriority { mark.sortPriority = priority }
        if let level = outer.headingLevel { mark.headingLevel = level }
        if let labels = outer.inputLabels { mark.inputLabels = labels }
        if let checked = outer.isChecked { mark.isChecked = checked }
        if let mixed = outer.isMixed { mark.isMixed = mixed }
        if let selected = outer.isSelected { mark.isSelected = selected }
        if let editable = outer.isEditable { mark.isEditable = editable }
        if let range = outer.range { mark.range = range }
        for action in outer.actions {
            mark.actions.removeAll { $0.name == action.name }
            mark.actions.append(action)
        }
        for entry in outer.customContent {
            mark.customContent.removeAll { $0.key == entry.key }
            mark.customContent.append(entry)
        }
        mark.attributes.merge(outer.attributes) { _, new in new }
        if let pair = outer.labeledPair { mark.labeledPair = pair }
        if let group = outer.linkedGroup { mark.linkedGroup = group }
        if let focus = outer.accessibilityFocus { mark.accessibilityFocus = focus }
        if let operates = outer.operatesWithoutHits { mark.operatesWithoutHits = operates }
        if let describes = outer.describesChild { mark.describesChild = describes }
        if let editing = outer.textEditing { mark.textEditing = editing }
        return mark
    }
}

/// An edited text as a reader reads and edits it: where the caret and the selection are, in
/// the text's Unicode scalars (AT-SPI's offsets), and how to change the text and move them.
public struct AccessibilityTextEditing {
    /// How many scalars the text has (a password field's, whose text is never read).
    public var length: Int
    public var caret: Int
    public var selection: Range<Int>
    /// Puts `text` in place of the whole text, the caret after it.
    public var replace: @MainActor (String) -> Void
    /// Selects a range of scalar offsets (an empty one: puts the caret there).
    public var select: @MainActor (Range<Int>) -> Void

    public init(length: Int, caret: Int, selection: Range<Int>, replace: @escaping @MainActor (String) -> Void,
                select: @escaping @MainActor (Range<Int>) -> Void) {
        self.length = length
        self.caret = caret
        self.selection = selection
        self.replace = replace
        self.select = select
    }
}

/// An element's kind, as AT-SPI names it (the names screen readers on Linux know).
public enum AccessibilityRole: String, Sendable, CaseIterable {
    case frame, dialog, alert, panel, label, heading, image, link, slider, text, list, menu, table, separator
    case pushButton = "push button"
    case checkBox = "check box"
    case toggleButton = "toggle button"
    case radioButton = "radio button"
    case passwordText = "password text"
    case listItem = "list item"
    case comboBox = "combo box"
    case pageTab = "page tab"
    case pageTabList = "page tab list"
    case menuItem = "menu item"
    case checkMenuItem = "check menu item"
    case progressBar = "progress bar"
    case spinButton = "spin button"
    case tableRow = "table row"
    case tableCell = "table cell"
    case scrollPane = "scroll pane"
    case toolBar = "tool bar"
    case tableColumnHeader = "table column header"

    /// AT-SPI's number for the role (`AtspiRole`).
    public var atspiNumber: Int {
        switch self {
        case .frame: 23
        case .dialog: 16
        case .alert: 2
        case .panel: 39
        case .label: 29
        case .heading: 83
        case .image: 27
        case .link: 88
        case .slider: 51
        case .text: 61
        case .list: 31
        case .menu: 33
        case .table: 55
        case .separator: 50
        case .pushButton: 43
        case .checkBox: 7
        case .toggleButton: 62
        case .radioButton: 44
        case .passwordText: 40
        case .listItem: 32
        case .comboBox: 11
        case .pageTab: 37
        case .pageTabList: 38
        case .menuItem: 35
        case .checkMenuItem: 8
        case .progressBar: 42
        case .spinButton: 52
        case .tableRow: 90
        case .tableCell: 56
        case .scrollPane: 49
        case .toolBar: 63
        case .tableColumnHeader: 57
        }
    }

    /// Whether an element of this role without a label is named by the texts inside it while
    /// keeping its controls as its own children (a list's row, a tab, a table's cell).
    public var isNamedByContent: Bool {
        switch self {
        case .listItem, .tableRow, .tableCell, .tableColumnHeader, .pageTab, .menuItem, .checkMenuItem: true
        default: false
        }
    }

    /// Whether a control of this role takes the keyboard focus by its mark alone (Tab reaches
    /// it; Space clicks it, the arrows step it): those whose views take no focus of their own
    /// (a button or a text field does).
    public var takesKeyboardFocus: Bool {
        switch self {
        case .checkBox, .toggleButton, .radioButton, .slider, .spinButton, .link, .pageTab, .list: true
        default: false
        }
    }

    /// Whether an element of this role is one of several to choose from (it can be selected).
    public var isSelectable: Bool {
        switch self {
        case .listItem, .tableRow, .pageTab, .radioButton: true
        default: false
        }
    }

    /// Whether the user acts on an element of this role (it is a control).
    public var isControl: Bool {
        switch self {
        case .pushButton, .checkBox, .toggleButton, .radioButton, .slider, .text, .passwordText, .link, .comboBox,
             .pageTab, .menuItem, .checkMenuItem, .spinButton: true
        default: false
        }
    }
}

/// How an element is made of the views inside it (SwiftUI's `AccessibilityChildBehavior`).
public enum AccessibilityChildren: Sendable, Equatable {
    /// The children are not read; the element stands for them with what its modifiers say.
    case ignore
    /// The children are one element: their labels joined, their actions together.
    case combine
    /// The element holds the children as elements of their own.
    case contain
}

/// SwiftUI's accessibility traits as bits (`AccessibilityTraits` is their public face).
public struct AccessibilityTraitBits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = Self(rawValue: 1 << 0)
    public static let isHeader = Self(rawValue: 1 << 1)
    public static let isSelected = Self(rawValue: 1 << 2)
    public static let isLink = Self(rawValue: 1 << 3)
    public static let isSearchField = Self(rawValue: 1 << 4)
    public static let isImage = Self(rawValue: 1 << 5)
    public static let playsSound = Self(rawValue: 1 << 6)
    public static let isKeyboardKey = Self(rawValue: 1 << 7)
    public static let isStaticText = Self(rawValue: 1 << 8)
    public static let isSummaryElement = Self(rawValue: 1 << 9)
    public static let updatesFrequently = Self(rawValue: 1 << 10)
    public static let startsMediaSession = Self(rawValue: 1 << 11)
    public static let allowsDirectInteraction = Self(rawValue: 1 << 12)
    public static let causesPageTurn = Self(rawValue: 1 << 13)
    public static let isModal = Self(rawValue: 1 << 14)
    public static let isToggle = Self(rawValue: 1 << 15)
    public static let isTabBar = Self(rawValue: 1 << 16)
}

/// A value within bounds that assistive technology may read and set (a slider's).
public struct AccessibilityRange {
    public var value: Double
    public var lowerBound: Double
    public var upperBound: Double
    /// What one increment or decrement adds or takes; 0 for a tenth of the range.
    public var step: Double
    /// Sets the value (clamped to the bounds by the caller's control).
    public var set: @MainActor (Double) -> Void

    public init(value: Double, lowerBound: Double, upperBound: Double, step: Double, set: @escaping @MainActor (Double) -> Void) {
        self.value = value
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.step = step
        self.set = set
    }

    /// A value as assistive technology reads it: whole numbers without a fraction, others to
    /// six digits.
    public static func spoken(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(format: "%.6g", value)
    }

    /// The step an increment takes: the control's, or a tenth of the range.
    public var effectiveStep: Double {
        if step > 0, step.isFinite { return step }
        let span = upperBound - lowerBound
        return span.isFinite && span > 0 ? span / 10 : 1
    }
}

/// One thing an element can do, by the name assistive technology shows (`"click"`,
/// `"increment"`, an app's named action).
public struct AccessibilityActionEntry {
    public var name: String
    public var run: @MainActor () -> Void

    public init(name: String, run: @escaping @MainActor () -> Void) {
        self.name = name
        self.run = run
    }
}

/// A fact read on request (`.accessibilityCustomContent`).
public struct AccessibilityCustomEntry: Sendable, Equatable {
    public var label: String
    public var value: String
    public var isImportant: Bool
    /// What names the entry: a later entry of the same key (an outer modifier's) replaces it.
    public var key: String
    /// Whether the entry takes away an earlier one of its key instead (a nil value).
    public var removes: Bool

    public init(label: String, value: String, isImportant: Bool, key: String? = nil, removes: Bool = false) {
        self.label = label
        self.value = value
        self.isImportant = isImportant
        self.key = key ?? label
        self.removes = removes
    }
}

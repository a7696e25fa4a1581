/// A key for a keyboard shortcut, as SwiftUI's `KeyEquivalent`: a character, or a named key.
public struct KeyEquivalent: Equatable, Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's name as SDL reports it ("S", "Return", "Escape").
    public let keyName: String
    /// The character a character key was made from, as written ("a"); nil for a named key.
    private var written: Character?

    public init(_ character: Character) {
        keyName = String(character).uppercased()
        written = character
    }

    public init(extendedGraphemeClusterLiteral character: Character) {
        self.init(character)
    }

    private init(named name: String) {
        keyName = name
    }

    /// The key a press was of: its SDL name ("Q", "Up") and the characters it typed ("q").
    public init(keyName: String, characters: String) {
        if keyName.count == 1, let character = characters.first ?? keyName.lowercased().first {
            self.keyName = keyName.uppercased()
            written = character
        } else {
            self.keyName = keyName
        }
    }

    /// What a key typed, from its SDL name: a character key's letter (capital with Shift), a
    /// named key's character (SwiftUI's, as `character` gives it); empty for a key that types
    /// none (a modifier, F1).
    public static func characters(forKeyName name: String, shift: Bool) -> String {
        if name.count == 1 { return shift ? name.uppercased() : name.lowercased() }
        let named = KeyEquivalent(named: name)
        let character = named.character
        return character == name.first && name.count > 1 ? "" : String(character)
    }

    public static let `return` = KeyEquivalent(named: "Return")
    public static let escape = KeyEquivalent(named: "Escape")
    public static let space = KeyEquivalent(named: "Space")
    public static let tab = KeyEquivalent(named: "Tab")
    public static let delete = KeyEquivalent(named: "Backspace")
    public static let deleteForward = KeyEquivalent(named: "Delete")
    public static let upArrow = KeyEquivalent(named: "Up")
    public static let downArrow = KeyEquivalent(named: "Down")
    public static let leftArrow = KeyEquivalent(named: "Left")
    public static let rightArrow = KeyEquivalent(named: "Right")
    public static let home = KeyEquivalent(named: "Home")
    public static let end = KeyEquivalent(named: "End")
    public static let pageUp = KeyEquivalent(named: "PageUp")
    public static let pageDown = KeyEquivalent(named: "PageDown")
    public static let clear = KeyEquivalent(named: "Clear")

    /// The key's character: itself for a character key, the character SwiftUI gives a named key
    /// (the private-use characters of AppKit's function keys, a control character for Return,
    /// Tab, Space, Escape and Delete).
    public var character: Character {
        if let written { return written }
        return switch keyName {
        case "Return": "\r"
        case "Escape": "\u{1B}"
        case "Space": " "
        case "Tab": "\t"
        case "Backspace": "\u{7F}"
        case "Delete": "\u{F728}"
        case "Up": "\u{F700}"
        case "Down": "\u{F701}"
        case "Left": "\u{F702}"
        case "Right": "\u{F703}"
        case "Home": "\u{F729}"
        case "End": "\u{F72B}"
        case "PageUp": "\u{F72C}"
        case "PageDown": "\u{F72D}"
        case "Clear": "\u{F739}"
        default: keyName.first ?? " "
        }
    }
}

/// Modifier keys, as SwiftUI's `EventModifiers`. On Linux `.command` is Ctrl.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = EventModifiers(rawValue: 1)
    public static let control = EventModifiers(rawValue: 2)
    /// Ctrl, as Linux desktop apps use it where macOS uses ⌘.
    public static let command = EventModifiers.control
    /// Alt, the key in Option's place on a PC keyboard.
    public static let option = EventModifiers(rawValue: 4)
    public static let capsLock = EventModifiers(rawValue: 8)
    public static let numericPad = EventModifiers(rawValue: 16)
    public static let function = EventModifiers(rawValue: 32)
    public static let all: EventModifiers = [.shift, .control, .option, .capsLock, .numericPad, .function]
}

/// A key with its modifiers that triggers a control, as SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Equatable, Hashable, Sendable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the default action of a window (SwiftUI's `.defaultAction`).
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: cancel.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Whether a key press (its SDL name and modifiers) is this shortcut: the same key with
    /// Shift, Ctrl and Alt held exactly as it asks (Caps Lock and the others do not count).
    public func matches(keyName: String, shift: Bool, control: Bool, option: Bool = false) -> Bool {
        keyName.uppercased() == key.keyName.uppercased() && shift == modifiers.contains(.shift) && control == modifiers.contains(.control)
            && option == modifiers.contains(.option)
    }
}

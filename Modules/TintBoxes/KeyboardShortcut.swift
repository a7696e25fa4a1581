/// A key for a keyboard shortcut, as SwiftUI's `KeyEquivalent`: a character, or a named key.
public struct KeyEquivalent: Equatable, Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's name as SDL reports it ("S", "Return", "Escape").
    public let keyName: String

    public init(_ character: Character) {
        keyName = String(character).uppercased()
    }

    public init(extendedGraphemeClusterLiteral character: Character) {
        self.init(character)
    }

    private init(named name: String) {
        keyName = name
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
}

/// Modifier keys, as SwiftUI's `EventModifiers`. On Linux `.command` is Ctrl.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = EventModifiers(rawValue: 1)
    public static let control = EventModifiers(rawValue: 2)
    /// Ctrl, as Linux desktop apps use it where macOS uses ⌘.
    public static let command = EventModifiers.control
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

    /// Whether a key press (its SDL name and modifiers) is this shortcut.
    public func matches(keyName: String, shift: Bool, control: Bool) -> Bool {
        keyName.uppercased() == key.keyName.uppercased() && shift == modifiers.contains(.shift) && control == modifiers.contains(.control)
    }
}

import Foundation
import TintBoxes

/// A key press the focused view (or one around it) hears, as SwiftUI's `KeyPress`.
public struct KeyPress: Sendable {
    /// The phases of a key press, as SwiftUI's `KeyPress.Phases`.
    public struct Phases: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The key went down.
        public static let down = Phases(rawValue: 1)
        /// The keyboard repeats a held key.
        public static let `repeat` = Phases(rawValue: 2)
        /// The key came up.
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// What a handler did with the press, as SwiftUI's `KeyPress.Result`.
    public enum Result: Sendable, Equatable {
        /// The press is dealt with: no one else hears it.
        case handled
        /// The press goes on to the views around this one, then to the default handling.
        case ignored
    }

    /// The key.
    public let key: KeyEquivalent
    /// The characters the key types.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers
    /// Which phase of the press this is.
    public let phase: Phases

    init(_ event: KeyPressEvent) {
        key = KeyEquivalent(keyName: event.keyName, characters: event.characters)
        characters = event.characters
        modifiers = event.modifiers
        phase = switch event.phase {
        case .down: .down
        case .repeat: .repeat
        case .up: .up
        }
    }
}

/// A direction a move command (an arrow key) goes, as SwiftUI's `MoveCommandDirection`.
public enum MoveCommandDirection: Sendable, Equatable, Hashable {
    case up
    case down
    case left
    case right
}

/// The key handler a box carries: it hears the focused view's presses.
package struct _KeyPressModifier: ViewModifier, Equatable {
    package typealias Body = Never
    package let handle: @MainActor (KeyPressEvent) -> Bool

    package nonisolated static func == (a: Self, b: Self) -> Bool { false }
}

extension View {
    /// Performs an action if the user presses a key on a hardware keyboard while the view (or one
    /// inside it) has focus.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        onKeyPress(keys: [key], phases: [.down, .repeat]) { _ in action() }
    }

    /// Performs an action for the given phases of a key's presses.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        onKeyPress(keys: [key], phases: phases, action: action)
    }

    /// Performs an action for presses of any of `keys`.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        onKeyPress(phases: phases) { press in keys.contains(press.key) ? action(press) : .ignored }
    }

    /// Performs an action for presses of keys that type characters in `characters`.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        onKeyPress(phases: phases) { press in
            guard !press.characters.isEmpty, press.characters.unicodeScalars.allSatisfy(characters.contains) else { return .ignored }
            return action(press)
        }
    }

    /// Performs an action for every key press in `phases`.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier { event in
            let press = KeyPress(event)
            guard phases.contains(press.phase) else { return false }
            return action(press) == .handled
        })
    }

    /// Adds an action to perform in response to a move command (an arrow key without modifiers)
    /// while the view has focus; `nil` adds none.
    public func onMoveCommand(perform action: (@MainActor (MoveCommandDirection) -> Void)?) -> some View {
        modifier(_KeyPressModifier { event in
            guard let action, event.phase != .up, event.modifiers.isDisjoint(with: [.control, .option]) else { return false }
            let direction: MoveCommandDirection? = switch event.keyName {
            case "Up": .up
            case "Down": .down
            case "Left": .left
            case "Right": .right
            default: nil
            }
            guard let direction else { return false }
            action(direction)
            return true
        })
    }

    /// Sets up an action that runs in response to the exit command (Escape) while the view has
    /// focus.
    public func onExitCommand(perform action: (@MainActor () -> Void)?) -> some View {
        modifier(_KeyPressModifier { event in
            guard let action, event.phase == .down, event.keyName == "Escape" else { return false }
            action()
            return true
        })
    }

    /// Sets up an action that runs in response to the delete command (Delete or Backspace)
    /// while the view has focus.
    public func onDeleteCommand(perform action: (@MainActor () -> Void)?) -> some View {
        modifier(_KeyPressModifier { event in
            guard let action, event.phase != .up, event.keyName == "Backspace" || event.keyName == "Delete" else { return false }
            action()
            return true
        })
    }
}

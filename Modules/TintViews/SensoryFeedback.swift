/// Haptic feedback a view asks for when a value changes, as SwiftUI's `SensoryFeedback`. A
/// Linux desktop has no haptic device to play it on, so `.sensoryFeedback` is accepted and plays
/// nothing; the feedback chosen is still computed, so a closure form runs as in SwiftUI.
public struct SensoryFeedback: Equatable, Hashable, Sendable {
    let name: String

    /// How heavy an impact is.
    public struct Weight: Equatable, Hashable, Sendable {
        let value: Int
        public static let light = Weight(value: 0)
        public static let medium = Weight(value: 1)
        public static let heavy = Weight(value: 2)
    }

    /// How flexible the objects of an impact are.
    public struct Flexibility: Equatable, Hashable, Sendable {
        let value: Int
        public static let rigid = Flexibility(value: 0)
        public static let solid = Flexibility(value: 1)
        public static let soft = Flexibility(value: 2)
    }

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")

    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact weight \(weight.value) intensity \(intensity)")
    }

    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact flexibility \(flexibility.value) intensity \(intensity)")
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes: nothing to play it on a desktop.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        self
    }

    /// Plays `feedback` when `trigger` changes and `condition` holds: nothing to play it on a
    /// desktop.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View {
        self
    }

    /// Plays the feedback `feedback` chooses when `trigger` changes: it is asked, as in
    /// SwiftUI, and what it chooses is not played (a desktop has no haptics).
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View {
        onChange(of: trigger) { old, new in _ = feedback(old, new) }
    }

    /// Hides the system's overlays (the home indicator): a desktop window shows none.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        self
    }
}

/// A modifier that changes nothing, as SwiftUI's `EmptyModifier`.
public struct EmptyModifier: ViewModifier {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> Content { content }
}

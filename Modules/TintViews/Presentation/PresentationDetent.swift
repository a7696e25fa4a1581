import Foundation

/// A height a sheet rests at, as SwiftUI's `PresentationDetent`: half the window (`medium`), all
/// of it (`large`), a fraction, a height in points, or an app's own (`custom`). A sheet with
/// detents sits at the bottom of the window at the selected one; its drag indicator moves it
/// between them.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(Double)
        case height(Double)
        case custom(ObjectIdentifier)
    }

    let kind: Kind
    /// A custom detent's type, which works out its height (not compared: the kind is).
    private let resolve: (any CustomDetentResolving)?

    init(_ kind: Kind, resolve: (any CustomDetentResolving)? = nil) {
        self.kind = kind
        self.resolve = resolve
    }

    public static func == (lhs: PresentationDetent, rhs: PresentationDetent) -> Bool { lhs.kind == rhs.kind }
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// Half the height the sheet may take.
    public static let medium = PresentationDetent(.medium)
    /// All the height the sheet may take.
    public static let large = PresentationDetent(.large)

    /// `fraction` of the height the sheet may take (clamped to 0...1).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(.fraction(fraction.isFinite ? Double(Swift.min(1, Swift.max(0, fraction))) : 1))
    }

    /// A fixed height in points (not above what the sheet may take).
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(.height(height.isFinite ? Double(Swift.max(0, height)) : 0))
    }

    /// The height `D` works out for the sheet.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(.custom(ObjectIdentifier(type)), resolve: CustomDetentResolver<D>())
    }

    /// The height in points when the sheet may take `maximum`, in `environment`.
    func height(maximum: CGFloat, environment: EnvironmentValues) -> CGFloat {
        let value: CGFloat
        switch kind {
        case .medium: value = maximum / 2
        case .large: value = maximum
        case .fraction(let fraction): value = maximum * fraction
        case .height(let height): value = height
        case .custom:
            let answer = resolve?.height(in: Context(maxDetentValue: maximum, environment: environment)) ?? maximum
            value = answer.isFinite ? answer : maximum
        }
        return Swift.min(maximum, Swift.max(0, value))
    }

    /// What a custom detent works from, as SwiftUI's `PresentationDetent.Context`: the most the
    /// sheet may take, and the environment's values by key path.
    @dynamicMemberLookup
    public struct Context: Sendable {
        /// The most height the sheet may take, in points.
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
            environment[keyPath: keyPath]
        }
    }
}

/// An app's own sheet height, as SwiftUI's `CustomPresentationDetent`.
public protocol CustomPresentationDetent {
    typealias Context = PresentationDetent.Context
    /// The height for `context`; nil hides the detent (Tint then uses the most it may take).
    static func height(in context: Context) -> CGFloat?
}

/// A custom detent's type, kept in its detent (a value, not a captured metatype).
protocol CustomDetentResolving: Sendable {
    func height(in context: PresentationDetent.Context) -> CGFloat?
}

struct CustomDetentResolver<D: CustomPresentationDetent>: CustomDetentResolving {
    func height(in context: PresentationDetent.Context) -> CGFloat? { D.height(in: context) }
}

/// Whether the views under a sheet take clicks while it is up, as SwiftUI's
/// `PresentationBackgroundInteraction`: by default they do not (the backdrop is dimmed).
public struct PresentationBackgroundInteraction: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, disabled, enabled(upThrough: PresentationDetent?)
    }

    let kind: Kind

    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
    /// The views under the sheet take clicks, and the backdrop is not dimmed.
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled(upThrough: nil))

    /// As `enabled` while the sheet is at `detent` or lower.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabled(upThrough: detent))
    }
}

/// What a swipe in a resizable sheet does, as SwiftUI's `PresentationContentInteraction`:
/// resize the sheet first, or scroll its content. Tint's sheets resize from their drag
/// indicator only, so a swipe in the content always scrolls it.
public struct PresentationContentInteraction: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, resizes, scrolls }
    let kind: Kind

    public static let automatic = PresentationContentInteraction(kind: .automatic)
    public static let resizes = PresentationContentInteraction(kind: .resizes)
    public static let scrolls = PresentationContentInteraction(kind: .scrolls)
}

/// How a presentation adapts where the window is compact, as SwiftUI's `PresentationAdaptation`.
/// A desktop window is of the regular size class: presentations keep their own kind there.
public struct PresentationAdaptation: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, none, popover, sheet, fullScreenCover }
    let kind: Kind

    public static let automatic = PresentationAdaptation(kind: .automatic)
    public static let none = PresentationAdaptation(kind: .none)
    public static let popover = PresentationAdaptation(kind: .popover)
    public static let sheet = PresentationAdaptation(kind: .sheet)
    public static let fullScreenCover = PresentationAdaptation(kind: .fullScreenCover)
}

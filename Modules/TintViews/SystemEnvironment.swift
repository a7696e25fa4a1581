import Foundation

// The environment values SwiftUI's system sets: display, accessibility settings, type size,
// scene phase, the undo manager. The host sets those it knows (the display's scale, the
// window's phase); the accessibility settings are the desktop's defaults until an assistive
// technology is connected, and apps may set any of them for a subtree, as in SwiftUI.

/// Whether the user asked for more contrast, as SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard
    case increased
}

/// Whether the user asked for bolder text, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
    case regular
    case bold
}

/// Whether a window is in front and taking input, as SwiftUI's `ScenePhase`.
public enum ScenePhase: Hashable, Sendable, Comparable {
    /// Not shown (minimized, or the app is closing).
    case background
    /// Shown, but another window takes the input.
    case inactive
    /// Shown and taking input.
    case active
}

/// How prominent a section header is, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    case standard
    case increased
}

/// The size of text the user chose, as SwiftUI's `DynamicTypeSize`, smallest first. macOS
/// keeps the `.large` default; `@ScaledMetric` scales by the size set here.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// How much larger than `.large` the body text of this size is (the system's steps).
    var scale: CGFloat {
        switch self {
        case .xSmall: 14 / 17
        case .small: 15 / 17
        case .medium: 16 / 17
        case .large: 1
        case .xLarge: 19 / 17
        case .xxLarge: 21 / 17
        case .xxxLarge: 23 / 17
        case .accessibility1: 28 / 17
        case .accessibility2: 33 / 17
        case .accessibility3: 40 / 17
        case .accessibility4: 47 / 17
        case .accessibility5: 53 / 17
        }
    }
}

/// The older name of the text size (deprecated in SwiftUI, still common), as
/// `ContentSizeCategory`.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { DynamicTypeSize(self).isAccessibilitySize }
}

extension DynamicTypeSize {
    /// The size of a content size category.
    public init(_ category: ContentSizeCategory) {
        self = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
    }
}

extension ContentSizeCategory {
    /// The category of a dynamic type size.
    public init(_ size: DynamicTypeSize) {
        self = ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }
}

/// One value of the environment, kept under its own type (`SystemValue<Tag, Value>` per
/// field): the system values need no key of their own each.
private struct SystemKey<Tag, Value>: EnvironmentKey {
    static var defaultValue: Value { SystemDefaults.value(for: Tag.self) }
}

private enum DisplayScaleTag {}
private enum ContrastTag {}
private enum LegibilityTag {}
private enum TypeSizeTag {}
private enum PhaseTag {}
private enum UndoTag {}
private enum ProminenceTag {}
private enum RowHeightTag {}
private enum HeaderHeightTag {}
private enum SearchingTag {}
private enum MultipleWindowsTag {}
private enum ReduceTransparencyTag {}
private enum WithoutColorTag {}
private enum InvertColorsTag {}
private enum AccessibilityEnabledTag {}
private enum VoiceOverTag {}

/// The defaults of the system values, by tag.
private enum SystemDefaults {
    static func value<Value>(for tag: Any.Type) -> Value {
        let value: Any = switch ObjectIdentifier(tag) {
        case ObjectIdentifier(DisplayScaleTag.self): CGFloat(1)
        case ObjectIdentifier(ContrastTag.self): ColorSchemeContrast.standard
        case ObjectIdentifier(LegibilityTag.self): Optional<LegibilityWeight>.none as Any
        case ObjectIdentifier(TypeSizeTag.self): DynamicTypeSize.large
        case ObjectIdentifier(PhaseTag.self): ScenePhase.active
        case ObjectIdentifier(UndoTag.self): UndoManagerBox(manager: nil)
        case ObjectIdentifier(ProminenceTag.self): Prominence.standard
        case ObjectIdentifier(RowHeightTag.self): CGFloat(0)
        case ObjectIdentifier(HeaderHeightTag.self): CGFloat(0)
        default: false
        }
        // Each tag's default is of the type its property declares.
        return value as! Value
    }
}

/// An undo manager compared by identity (`UndoManager` is a class that is not `Sendable`).
struct UndoManagerBox: Equatable, @unchecked Sendable {
    let manager: UndoManager?
    static func == (a: UndoManagerBox, b: UndoManagerBox) -> Bool { a.manager === b.manager }
}

extension EnvironmentValues {
    /// Pixels per point of the display the views are drawn on (the host's scale).
    public var displayScale: CGFloat {
        get { self[SystemKey<DisplayScaleTag, CGFloat>.self] }
        set { self[SystemKey<DisplayScaleTag, CGFloat>.self] = newValue.isFinite && newValue > 0 ? newValue : 1 }
    }

    /// The width of one pixel, in points: the thinnest line the display can draw.
    public var pixelLength: CGFloat { 1 / displayScale }

    /// Whether the user asked for more contrast (`.standard` on Tint's desktops by default).
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[SystemKey<ContrastTag, ColorSchemeContrast>.self] }
        set { self[SystemKey<ContrastTag, ColorSchemeContrast>.self] = newValue }
    }

    /// Whether the user asked for bolder text; nil when unknown.
    public var legibilityWeight: LegibilityWeight? {
        get { self[SystemKey<LegibilityTag, LegibilityWeight?>.self] }
        set { self[SystemKey<LegibilityTag, LegibilityWeight?>.self] = newValue }
    }

    /// The text size here (`.large`, unless `.dynamicTypeSize(_:)` set another).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[SystemKey<TypeSizeTag, DynamicTypeSize>.self] }
        set { self[SystemKey<TypeSizeTag, DynamicTypeSize>.self] = newValue }
    }

    /// The text size as a content size category (deprecated in SwiftUI, still common).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }

    /// Whether the window is in front and taking input (the host's window focus).
    public var scenePhase: ScenePhase {
        get { self[SystemKey<PhaseTag, ScenePhase>.self] }
        set { self[SystemKey<PhaseTag, ScenePhase>.self] = newValue }
    }

    /// The window's undo manager: actions registered with it are undone in order by `undo()`.
    public var undoManager: UndoManager? {
        get { self[SystemKey<UndoTag, UndoManagerBox>.self].manager }
        set { self[SystemKey<UndoTag, UndoManagerBox>.self] = UndoManagerBox(manager: newValue) }
    }

    /// How prominent the section headers here are (`.headerProminence(_:)`).
    public var headerProminence: Prominence {
        get { self[SystemKey<ProminenceTag, Prominence>.self] }
        set { self[SystemKey<ProminenceTag, Prominence>.self] = newValue }
    }

    /// The least height of a list's rows here, in points (0: each row's own height).
    public var defaultMinListRowHeight: CGFloat {
        get { self[SystemKey<RowHeightTag, CGFloat>.self] }
        set { self[SystemKey<RowHeightTag, CGFloat>.self] = newValue.isFinite ? Swift.max(0, newValue) : 0 }
    }

    /// The least height of a list's section headers here, in points.
    public var defaultMinListHeaderHeight: CGFloat {
        get { self[SystemKey<HeaderHeightTag, CGFloat>.self] }
        set { self[SystemKey<HeaderHeightTag, CGFloat>.self] = newValue.isFinite ? Swift.max(0, newValue) : 0 }
    }

    /// Whether a search field around the views is being searched in.
    public var isSearching: Bool {
        get { self[SystemKey<SearchingTag, Bool>.self] }
        set { self[SystemKey<SearchingTag, Bool>.self] = newValue }
    }

    /// Whether the app can open more than one window.
    public var supportsMultipleWindows: Bool {
        get { self[SystemKey<MultipleWindowsTag, Bool>.self] }
        set { self[SystemKey<MultipleWindowsTag, Bool>.self] = newValue }
    }

    /// Whether the user asked for fewer see-through backgrounds.
    public var accessibilityReduceTransparency: Bool {
        get { self[SystemKey<ReduceTransparencyTag, Bool>.self] }
        set { self[SystemKey<ReduceTransparencyTag, Bool>.self] = newValue }
    }

    /// Whether the user asked that differences be shown by more than colour.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[SystemKey<WithoutColorTag, Bool>.self] }
        set { self[SystemKey<WithoutColorTag, Bool>.self] = newValue }
    }

    /// Whether the display's colours are inverted.
    public var accessibilityInvertColors: Bool {
        get { self[SystemKey<InvertColorsTag, Bool>.self] }
        set { self[SystemKey<InvertColorsTag, Bool>.self] = newValue }
    }

    /// Whether an assistive technology (a screen reader) is connected.
    public var accessibilityEnabled: Bool {
        get { self[SystemKey<AccessibilityEnabledTag, Bool>.self] }
        set { self[SystemKey<AccessibilityEnabledTag, Bool>.self] = newValue }
    }

    /// Whether a screen reader is running.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[SystemKey<VoiceOverTag, Bool>.self] }
        set { self[SystemKey<VoiceOverTag, Bool>.self] = newValue }
    }
}

extension View {
    /// Sets the text size of the views here.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the text size of the views here within `range`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            let all = DynamicTypeSize.allCases
            let allowed = all.filter { range.contains($0) }
            guard let low = allowed.first, let high = allowed.last else { return }
            size = Swift.min(Swift.max(size, low), high)
        }
    }

    /// Sets the prominence of the section headers here.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }

    /// Changes the environment value at `keyPath` for the views here with `transform`.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentTransformModifier(transform: { environment in transform(&environment[keyPath: keyPath]) }))
    }
}

/// `.transformEnvironment(_:transform:)`: the environment below, changed.
package struct _EnvironmentTransformModifier: ViewModifier {
    public typealias Body = Never
    public let transform: (inout EnvironmentValues) -> Void
}

/// The values a view inherits from its ancestors, as SwiftUI's `EnvironmentValues`: the
/// built-in keys below, and any custom `EnvironmentKey` through `self[Key.self]`.
public struct EnvironmentValues: Equatable, Sendable {
    /// The font of text that sets none itself; `nil` means `.body`.
    public var font: Font? {
        get { storage.values.font }
        set { modify { $0.font = newValue } }
    }
    /// The colour of text and foreground content; `nil` means primary.
    public var foregroundColor: Color? {
        get { storage.values.foregroundColor }
        set { modify { $0.foregroundColor = newValue } }
    }
    /// The most lines a text may take (`nil`: as many as it needs).
    public var lineLimit: Int? {
        get { storage.values.lineLimit }
        set { modify { $0.lineLimit = newValue } }
    }
    /// Where text here is cut when it does not fit (`.truncationMode`). A field of its own,
    /// not a custom key: every text reads it when it makes its content, and a custom key's
    /// read hashed its type and cast its value (500 instructions a label).
    public var truncationMode: Text.TruncationMode {
        get { storage.values.truncationMode }
        set { modify { $0.truncationMode = newValue } }
    }
    /// The case text here is shown in (`.textCase(.uppercase)`); nil shows it as written. A
    /// field of its own for the reason `truncationMode` is: every text reads it.
    public var textCase: Text.Case? {
        get { storage.values.textCase }
        set { modify { $0.textCase = newValue } }
    }
    /// Why the views here are redacted (empty: they are not). A field of its own: every text
    /// reads it.
    public var redactionReasons: RedactionReasons {
        get { storage.values.redactionReasons }
        set { modify { $0.redactionReasons = newValue } }
    }
    /// What text here does when it does not fit, its least lines, its lines and whether it
    /// can be selected (`TextOptions`). A field of its own: every text reads it.
    package var textOptions: TextOptions {
        get { storage.values.textOptions }
        set { modify { $0.textOptions = newValue } }
    }
    /// How the lines of a wrapped text are aligned.
    public var multilineTextAlignment: TextAlignment {
        get { storage.values.multilineTextAlignment }
        set { modify { $0.multilineTextAlignment = newValue } }
    }
    /// Extra space between the lines of a text, in points.
    public var lineSpacing: CGFloat {
        get { storage.values.lineSpacing }
        // Checked here, where every write passes (`.lineSpacing(_:)` and `.environment`).
        set { modify { $0.lineSpacing = LayoutInput.length(newValue, name: "Text line spacing") } }
    }
    /// Whether the views here get a fresh random tint each time their body runs, whatever the
    /// host's setting (`.debugTint()`).
    public var debugTint: Bool {
        get { storage.values.debugTint }
        set { modify { $0.debugTint = newValue } }
    }
    /// The light or dark appearance the views here draw in (`@Environment(\.colorScheme)`):
    /// the host's, a window's `.preferredColorScheme`, or `.environment(\.colorScheme, .dark)`.
    public var colorScheme: ColorScheme {
        get { storage.values.colorScheme }
        set { modify { $0.colorScheme = newValue } }
    }
    /// The direction layouts run in (`@Environment(\.layoutDirection)`): the host's, or
    /// `.environment(\.layoutDirection, .rightToLeft)` for a subtree, which then lays out
    /// mirrored (a stack's first child on the right, `.leading` on the right).
    public var layoutDirection: LayoutDirection {
        get { storage.values.layoutDirection }
        set { modify { $0.layoutDirection = newValue } }
    }
    /// The axis of the nearest stack around the view (a `Divider`'s orientation follows it
    /// through modifiers, as in SwiftUI); `nil` outside stacks.
    package var _stackAxis: Axis? {
        get { storage.values._stackAxis }
        set { modify { $0._stackAxis = newValue } }
    }

    /// The values, shared between copies until one is written (copy on write). Every node of
    /// the graph keeps the environment it was given, and most pass it on unchanged: a copy is
    /// then one retain rather than one per field, and comparing two copies of one environment
    /// is a pointer comparison.
    private var storage: Storage

    public init() {
        storage = Storage(Values())
    }

    private mutating func modify(_ change: (inout Values) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.values) }
        change(&storage.values)
    }

    public static func == (a: EnvironmentValues, b: EnvironmentValues) -> Bool {
        a.storage === b.storage || a.storage.values == b.storage.values
    }

    /// The value of a custom key: its default until an ancestor sets it.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // Most environments set no custom key: no hashing then.
            if storage.values.custom.isEmpty { return Key.defaultValue }
            return (storage.values.custom[ObjectIdentifier(key)]?.value as? Key.Value) ?? Key.defaultValue
        }
        set { modify { $0.custom[ObjectIdentifier(key)] = CustomValue(newValue) } }
    }

    /// The fields, stored once per distinct environment.
    private struct Values: Equatable {
        var font: Font? = nil
        var foregroundColor: Color? = nil
        var lineLimit: Int? = nil
        var truncationMode = Text.TruncationMode.tail
        var textCase: Text.Case? = nil
        var redactionReasons: RedactionReasons = []
        var textOptions = TextOptions()
        var multilineTextAlignment: TextAlignment = .leading
        var lineSpacing: CGFloat = 0
        var debugTint = false
        var colorScheme = ColorScheme.light
        var layoutDirection = LayoutDirection.leftToRight
        var _stackAxis: Axis? = nil
        /// Values of custom keys, by key type.
        var custom: [ObjectIdentifier: CustomValue] = [:]
    }

    /// `@unchecked Sendable`: written only through `modify`, on a storage no other copy
    /// shares, so a storage two threads can see is never written.
    private final class Storage: @unchecked Sendable {
        /// Unchecked: written only while uniquely referenced (copy-on-write), never during a read.
        @exclusivity(unchecked) var values: Values
        init(_ values: Values) { self.values = values }
    }

    /// A custom key's value with its equality, captured while the static type is known.
    /// Values that are not `Equatable` count as changed whenever they are set.
    private struct CustomValue: @unchecked Sendable, Equatable {
        let value: Any
        let equals: @Sendable (Any) -> Bool

        init<Value>(_ value: Value) {
            self.value = value
            nonisolated(unsafe) let captured = value
            equals = { other in
                guard let other = other as? Value else { return false }
                return ValueEquality.equal(captured, other) ?? false
            }
        }

        static func == (a: CustomValue, b: CustomValue) -> Bool { a.equals(b.value) }
    }
}

/// A key for a custom environment value, as SwiftUI's `EnvironmentKey`: expose it with an
/// `EnvironmentValues` property that reads and writes `self[Key.self]`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Writes one environment value for a subtree.
package struct _EnvironmentKeyWritingModifier<Value: Equatable & Sendable>: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public let keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable
    public let value: Value

    public nonisolated static func == (a: Self, b: Self) -> Bool {
        a.keyPath == b.keyPath && a.value == b.value
    }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V: Equatable & Sendable>(_ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Sets an environment value that cannot be compared (`.environment(\.editMode, $mode)`, a
    /// closure): the views below that read it run again whenever this view's body does.
    @_disfavoredOverload
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        nonisolated(unsafe) let value = value
        nonisolated(unsafe) let keyPath = keyPath
        return transformEnvironment(keyPath) { $0 = value }
    }

    /// The font of the text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// The colour of the text and foreground content in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundColor, color)
    }

    /// At most `limit` lines for the text in this view; the last ends in an ellipsis when text
    /// is left over.
    public func lineLimit(_ limit: Int?) -> some View {
        environment(\.lineLimit, limit.map { max(1, $0) })
    }

    /// Shows the text in this view in `textCase` (nil: as written), in the environment's
    /// locale.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }

    /// How the lines of wrapped text in this view are aligned.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Extra space between the lines of text in this view.
    public func lineSpacing(_ spacing: CGFloat) -> some View {
        environment(\.lineSpacing, spacing)
    }
}

extension View {
    /// Makes the text below bold (SwiftUI's `View.bold()`).
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(_FontTransformModifier(weight: isActive ? .bold : nil, italic: false, monospaced: false))
    }

    /// Makes the text below slanted (SwiftUI's `View.italic()`).
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(_FontTransformModifier(weight: nil, italic: isActive, monospaced: false))
    }

    /// Sets the weight of the text below (SwiftUI's `View.fontWeight`).
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(_FontTransformModifier(weight: weight, italic: false, monospaced: false))
    }

    /// Sets the design of the text below (SwiftUI's `View.fontDesign`).
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(_FontTransformModifier(weight: nil, italic: false, monospaced: design == .monospaced, design: design))
    }

    /// Makes the text below monospaced (SwiftUI's `View.monospaced()`).
    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(_FontTransformModifier(weight: nil, italic: false, monospaced: isActive))
    }
}

/// `.bold()`, `.italic()`, `.fontWeight`, `.fontDesign`, `.monospaced()` on a view: the font of
/// the environment below, changed.
package struct _FontTransformModifier: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public let weight: Font.Weight?
    public let italic: Bool
    public let monospaced: Bool
    public var design: Font.Design? = nil
    /// `.tracking`/`.kerning`, `.baselineOffset` and `.fontWidth` on a view.
    public var tracking: CGFloat? = nil
    public var baselineOffset: CGFloat? = nil
    public var width: Font.Width? = nil

    /// The environment's font with the change applied.
    public func apply(to font: Font?) -> Font {
        var result = font ?? .body
        if let weight { result = result.weight(weight) }
        if italic { result = result.italic() }
        if monospaced { result = result.monospaced() }
        if let design, !monospaced { result.design = design }
        if let tracking { result.tracking = tracking }
        if let baselineOffset { result.baselineOffset = baselineOffset }
        if let width { result.widthValue = width.value }
        return result
    }
}

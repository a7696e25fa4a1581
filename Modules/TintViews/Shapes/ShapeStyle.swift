/// What shapes, backgrounds and foregrounds are painted with, as SwiftUI's `ShapeStyle`: a
/// colour, a gradient, the foreground's own style at a level (`.primary`, `.secondary`), or an
/// app's style that resolves to another in the environment of the view it paints
/// (`resolve(in:)`).
public protocol ShapeStyle: Sendable {
    /// What the style resolves to (`Never` for Tint's own styles, which need no resolving).
    associatedtype Resolved: ShapeStyle = Never
    /// The style to paint with in `environment` (a colour for the dark scheme, say).
    func resolve(in environment: EnvironmentValues) -> Resolved
    /// The style as the render tree paints it.
    var _style: _ShapeStyle { get }
    /// The shadows and blend mode the style adds to the shapes it paints (`nil`: none).
    var _effects: _StyleEffects? { get }
}

extension ShapeStyle {
    public var _effects: _StyleEffects? { nil }
}

extension ShapeStyle where Resolved == Never {
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) has no resolve(in:); Tint paints it through _style")
    }
}

extension ShapeStyle {
    /// An app's style: painted as what `resolve(in:)` gives in the environment of the view it
    /// paints.
    public var _style: _ShapeStyle { .resolving(StyleResolver(self)) }
}

extension Color: ShapeStyle {
    public var _style: _ShapeStyle { .color(self) }
}

/// `Never` resolves nothing: the `Resolved` of styles that need no resolving.
extension Never: ShapeStyle {
    public var _style: _ShapeStyle { .color(.clear) }
}

/// A style that is decided only in a view's environment: an app's `resolve(in:)`, or a style
/// made from another (`.opacity`, `.secondary` of a colour). Equal when made from equal styles.
public struct StyleResolver: Equatable, @unchecked Sendable {
    let resolve: @MainActor (EnvironmentValues) -> _ShapeStyle
    /// The style it was made from, for equality (an `Equatable` style compares by value).
    private let source: Any
    private let tag: String

    /// The resolver of an app's style.
    init<S: ShapeStyle>(_ style: S) {
        source = style
        tag = "resolve"
        resolve = { environment in
            // A style that declares neither `_style` nor `resolve(in:)` paints nothing.
            guard S.Resolved.self != Never.self else {
                RuntimeWarnings.emit("\(S.self) is a ShapeStyle without resolve(in:); it paints nothing", fix: "implement resolve(in:) to return a Color, gradient or another style")
                return .color(.clear)
            }
            return style.resolve(in: environment)._style
        }
    }

    /// A style made from `base`, changed by `change` once resolved; `tag` names the change
    /// and its arguments (two resolvers are equal when their bases and tags are).
    init(base: _ShapeStyle, tag: String, change: @escaping @MainActor (_ShapeStyle, EnvironmentValues) -> _ShapeStyle) {
        source = base
        self.tag = tag
        resolve = { environment in change(base.resolved(in: environment), environment) }
    }

    public static func == (a: StyleResolver, b: StyleResolver) -> Bool {
        a.tag == b.tag && (ValueEquality.equalDynamic(a.source, b.source) ?? false)
    }
}

extension _ShapeStyle {
    /// The style with everything the environment decides filled in: hierarchical levels of the
    /// foreground become colours, and resolving styles what they resolve to. `.foreground`
    /// (the primary level) stays for the painter, which knows the foreground colour.
    @MainActor
    package func resolved(in environment: EnvironmentValues) -> _ShapeStyle {
        var style = self
        // A style that resolves to another resolving style: a few steps at most in practice; the
        // bound keeps a style that resolves to itself from looping.
        for _ in 0..<16 {
            switch style {
            case .foreground, .color, .gradient, .image:
                return style
            case .hierarchical(let level):
                return .color(HierarchicalShapeStyle.color(level: level, in: environment))
            case .resolving(let resolver):
                style = resolver.resolve(environment)
            }
        }
        RuntimeWarnings.emit("A ShapeStyle kept resolving to another after 16 steps; it paints nothing", fix: "make resolve(in:) return a built-in style (a Color or gradient), not one that resolves back to itself")
        return .color(.clear)
    }

    /// The style as one colour (a gradient lends its first stop); `nil` for the foreground.
    @MainActor
    package func color(in environment: EnvironmentValues) -> Color? {
        switch resolved(in: environment) {
        case .color(let color): color
        case .gradient(let gradient): gradient.gradient.stops.first?.color
        default: nil
        }
    }

    /// The style with every colour in it at `opacity` times its own.
    func multiplyingOpacity(by opacity: Double) -> _ShapeStyle {
        switch self {
        case .color(let color):
            return .color(color.opacity(color.alpha * opacity))
        case .gradient(var gradient):
            for index in gradient.gradient.stops.indices {
                let color = gradient.gradient.stops[index].color
                gradient.gradient.stops[index].color = color.opacity(color.alpha * opacity)
            }
            return .gradient(gradient)
        default:
            return self
        }
    }
}

/// The foreground's style at a level of emphasis, as SwiftUI's `HierarchicalShapeStyle`: the
/// foreground colour itself at the primary level, fainter at each level after (or the level
/// given by `.foregroundStyle(_:_:)`).
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public var _style: _ShapeStyle { level == 0 ? .foreground : .hierarchical(level) }
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// How much of the foreground each level keeps, as the system's label colours do.
    static let opacities: [Double] = [1, 0.5, 0.3, 0.18, 0.1]

    /// The colour of `level` in `environment`.
    @MainActor
    static func color(level: Int, in environment: EnvironmentValues) -> Color {
        let level = Swift.min(Swift.max(level, 0), opacities.count - 1)
        let styles = environment._foregroundLevels
        if level < styles.count, let color = styles[level].color(in: environment) { return color }
        guard let foreground = environment.foregroundColor else { return defaults[level] }
        return foreground.opacity(foreground.alpha * opacities[level])
    }

    /// The levels of the default (primary) foreground.
    static let defaults: [Color] = [
        .primary, .secondary,
        Color(light: Color(rgb: 0x3C3C43, opacity: 0.3), dark: Color(rgb: 0xEBEBF5, opacity: 0.3)),
        Color(light: Color(rgb: 0x3C3C43, opacity: 0.18), dark: Color(rgb: 0xEBEBF5, opacity: 0.18)),
        Color(light: Color(rgb: 0x3C3C43, opacity: 0.1), dark: Color(rgb: 0xEBEBF5, opacity: 0.1)),
    ]
}

/// The environment's foreground style, as SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
    public var _style: _ShapeStyle { .foreground }
}

/// The tint colour of the views here (`.tint(_:)`), else the accent colour, as SwiftUI's
/// `TintShapeStyle`.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public var _style: _ShapeStyle {
        .resolving(StyleResolver(base: .color(.accentColor), tag: "tint") { _, environment in .color(environment._tint ?? .accentColor) })
    }
}

/// Any style, its type erased, as SwiftUI's `AnyShapeStyle`: one type for styles chosen at run
/// time (`flag ? AnyShapeStyle(.red) : AnyShapeStyle(.thinMaterial)`).
public struct AnyShapeStyle: ShapeStyle, Equatable {
    public let _style: _ShapeStyle
    /// The erased style's shadows and blend mode.
    private let erasedEffects: _StyleEffects?
    public init<S: ShapeStyle>(_ style: S) {
        _style = style._style
        erasedEffects = style._effects
    }

    public var _effects: _StyleEffects? { erasedEffects }
}

/// A style changed once resolved (`.opacity`, `.secondary` of a style).
public struct _ModifiedShapeStyle: ShapeStyle {
    public let _style: _ShapeStyle
}

extension ShapeStyle {
    /// This style with its colours at `opacity` times their own.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        let opacity = opacity.isFinite ? Swift.min(Swift.max(opacity, 0), 1) : 1
        return _ModifiedShapeStyle(_style: .resolving(StyleResolver(base: _style, tag: "opacity \(opacity)") { style, environment in
            // The primary foreground is a colour only here, where the environment is known.
            let resolved = style == .foreground ? .color(environment.foregroundColor ?? .primary) : style
            return resolved.multiplyingOpacity(by: opacity)
        }))
    }

    /// This style at the primary level (itself).
    public var primary: some ShapeStyle { _ModifiedShapeStyle(_style: _style) }
    /// This style at the secondary level: as `.secondary` is to the foreground.
    public var secondary: some ShapeStyle { level(1) }
    public var tertiary: some ShapeStyle { level(2) }
    public var quaternary: some ShapeStyle { level(3) }
    public var quinary: some ShapeStyle { level(4) }

    private func level(_ level: Int) -> _ModifiedShapeStyle {
        _ModifiedShapeStyle(_style: .resolving(StyleResolver(base: _style, tag: "level \(level)") { style, environment in
            let resolved = style == .foreground ? .color(environment.foregroundColor ?? .primary) : style
            return resolved.multiplyingOpacity(by: HierarchicalShapeStyle.opacities[level])
        }))
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

// The colours as shape styles: `.fill(.red)`, `.background(.blue)`.
extension ShapeStyle where Self == Color {
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var accentColor: Color { Color.accentColor }
}

/// How a shape's inside is decided, as SwiftUI's `FillStyle` (Tint fills by the non-zero rule).
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension Shape {
    /// The shape filled with `content` (a colour, a gradient, `.secondary`...).
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, painting: content, stroke: nil)
    }

    /// The shape's outline in `content`, `lineWidth` wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, painting: content, stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline in `content`, drawn in `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, painting: content, stroke: style)
    }

    /// The shape's outline in the foreground style, drawn in `style`: a shape, as
    /// `stroke(lineWidth:)`.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(base: self, style: style)
    }
}

extension View {
    /// Paints `style` behind the view, over its whole frame (`.background(.blue)`).
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style))
    }

    /// Paints `style` behind the view, in `shape` laid over its frame.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style))
    }

    /// Sets the style of text and shapes below (`.foregroundStyle(.secondary)`), resolved in
    /// the environment here; a gradient colours text with its first stop.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_ForegroundStyleModifier(styles: [style._style]))
    }

    /// Sets the primary and secondary styles below: `.secondary` there is `secondary`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(_ForegroundStyleModifier(styles: [primary._style, secondary._style]))
    }

    /// Sets the primary, secondary and tertiary styles below.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(_ForegroundStyleModifier(styles: [primary._style, secondary._style, tertiary._style]))
    }
}

/// `.foregroundStyle(_:)` and its two- and three-level forms: the styles resolved in the
/// environment here become the foreground colour and the levels below it.
package struct _ForegroundStyleModifier: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public let styles: [_ShapeStyle]

    /// `environment` with the styles set.
    @MainActor
    package func apply(to environment: EnvironmentValues) -> EnvironmentValues {
        var result = environment
        guard let first = styles.first else { return result }
        let resolved = styles.map { $0.resolved(in: environment) }
        // `.foreground` keeps the foreground there is.
        if first != .foreground { result.foregroundColor = resolved[0].color(in: environment) }
        result._foregroundLevels = styles.count > 1 ? resolved : []
        return result
    }
}

private struct ForegroundLevelsKey: EnvironmentKey {
    static let defaultValue: [_ShapeStyle] = []
}

extension EnvironmentValues {
    /// The styles of the foreground's levels set by `.foregroundStyle(_:_:)` (primary first);
    /// empty when each level is the foreground colour, fainter.
    package var _foregroundLevels: [_ShapeStyle] {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }
}

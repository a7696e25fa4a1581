/// What shapes, backgrounds and foregrounds are painted with, as SwiftUI's `ShapeStyle`: a
/// colour, a gradient, or the foreground's own style (`.primary`, `.secondary`, `.foreground`).
public protocol ShapeStyle: Sendable {
    /// The style as the render tree paints it.
    var _style: _ShapeStyle { get }
}

extension Color: ShapeStyle {
    public var _style: _ShapeStyle { .color(self) }
}

/// The foreground's style at a level of emphasis, as SwiftUI's `HierarchicalShapeStyle`.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public var _style: _ShapeStyle {
        switch level {
        case 0: .foreground
        case 1: .color(.secondary)
        case 2: .color(Color(light: Color(rgb: 0x3C3C43, opacity: 0.3), dark: Color(rgb: 0xEBEBF5, opacity: 0.3)))
        default: .color(Color(light: Color(rgb: 0x3C3C43, opacity: 0.18), dark: Color(rgb: 0xEBEBF5, opacity: 0.18)))
        }
    }
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

/// The environment's foreground style, as SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
    public var _style: _ShapeStyle { .foreground }
}

/// The accent (tint) colour, as SwiftUI's `TintShapeStyle`.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public var _style: _ShapeStyle { .color(.accentColor) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
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
        _ShapeView(shape: self, style: content._style, stroke: nil)
    }

    /// The shape's outline in `content`, `lineWidth` wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content._style, stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline in `content`, drawn in `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content._style, stroke: style)
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

    /// Sets the style of text and shapes below (`.foregroundStyle(.secondary)`); a gradient
    /// colours them with its first stop until gradient text arrives.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let color: Color? = switch style._style {
        case .foreground: nil
        case .color(let color): color
        case .gradient(let gradient): gradient.gradient.stops.first?.color
        }
        return environment(\.foregroundColor, color)
    }
}

import TintBoxes

/// A gradient as a style and a view, as SwiftUI's gradient types: a view fills the space it is
/// offered with it, and shapes can be filled with it (`.fill(RadialGradient(...))`).
@MainActor
protocol GradientView: View, ShapeStyle where Body == _ShapeView<Rectangle> {
    nonisolated var fill: GradientFill { get }
}

extension GradientView {
    public var body: _ShapeView<Rectangle> { _ShapeView(shape: Rectangle(), style: .gradient(fill), stroke: nil) }
    public nonisolated var _style: _ShapeStyle { .gradient(fill) }
}

/// A linear gradient between two unit points of the frame, as SwiftUI's `LinearGradient`.
public struct LinearGradient: GradientView, Equatable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public nonisolated init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public nonisolated init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public nonisolated init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    nonisolated var fill: GradientFill { GradientFill(gradient: gradient, geometry: .linear(startPoint: startPoint, endPoint: endPoint)) }
}

/// A gradient between two circles around a unit point of the frame, radii in points, as
/// SwiftUI's `RadialGradient`; the end colours continue beyond them.
public struct RadialGradient: GradientView, Equatable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat

    public nonisolated init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public nonisolated init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    nonisolated var fill: GradientFill { GradientFill(gradient: gradient, geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius)) }
}

/// A gradient between two ellipses shaped like the frame, radii as fractions of its size, as
/// SwiftUI's `EllipticalGradient`.
public struct EllipticalGradient: GradientView, Equatable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadiusFraction: CGFloat
    public var endRadiusFraction: CGFloat

    public nonisolated init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public nonisolated init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    nonisolated var fill: GradientFill {
        GradientFill(gradient: gradient, geometry: .elliptical(center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction))
    }
}

/// A gradient swept clockwise around a unit point of the frame, as SwiftUI's `AngularGradient`:
/// between two angles (equal angles sweep the whole turn), or a whole turn from one angle (the
/// `angle:` forms, SwiftUI's conic gradient).
public struct AngularGradient: GradientView, Equatable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle

    public nonisolated init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    public nonisolated init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn starting at `angle`.
    public nonisolated init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public nonisolated init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    nonisolated var fill: GradientFill { GradientFill(gradient: gradient, geometry: .angular(center: center, startAngle: startAngle, endAngle: endAngle)) }
}

/// A colour's standard gradient, as SwiftUI's `AnyGradient` (`Color.blue.gradient`): the colour
/// a little lighter at the top down to the colour itself at the bottom. Other gradient styles
/// take it in place of a `Gradient` (`.linearGradient(Color.blue.gradient, ...)`).
public struct AnyGradient: ShapeStyle, Hashable {
    let gradient: Gradient

    public nonisolated init(_ gradient: Gradient) {
        self.gradient = gradient
    }

    public var _style: _ShapeStyle { .gradient(GradientFill(gradient: gradient, startPoint: .top, endPoint: .bottom)) }
}

extension Color {
    /// The colour's standard gradient: a little lighter at the top, the colour at the bottom.
    public var gradient: AnyGradient {
        func lighter(_ c: Color) -> Color {
            Color(red: c.red + (1 - c.red) * 0.22, green: c.green + (1 - c.green) * 0.22, blue: c.blue + (1 - c.blue) * 0.22, opacity: c.alpha)
        }
        let top = isSemantic ? Color(light: lighter(resolved(in: .light)), dark: lighter(resolved(in: .dark))) : lighter(self)
        return AnyGradient(Gradient(colors: [top, self]))
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A whole turn from `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}

/// A gradient style from an `AnyGradient` (`.linearGradient(Color.blue.gradient, ...)`).
public struct _AnyGradientStyle: ShapeStyle {
    let fill: GradientFill
    public var _style: _ShapeStyle { .gradient(fill) }
}

extension ShapeStyle where Self == _AnyGradientStyle {
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> _AnyGradientStyle {
        _AnyGradientStyle(fill: GradientFill(gradient: gradient.gradient, geometry: .linear(startPoint: startPoint, endPoint: endPoint)))
    }
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat) -> _AnyGradientStyle {
        _AnyGradientStyle(fill: GradientFill(gradient: gradient.gradient, geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius)))
    }
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> _AnyGradientStyle {
        _AnyGradientStyle(fill: GradientFill(gradient: gradient.gradient, geometry: .elliptical(center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)))
    }
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle) -> _AnyGradientStyle {
        _AnyGradientStyle(fill: GradientFill(gradient: gradient.gradient, geometry: .angular(center: center, startAngle: startAngle, endAngle: endAngle)))
    }
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> _AnyGradientStyle {
        _AnyGradientStyle(fill: GradientFill(gradient: gradient.gradient, geometry: .angular(center: center, startAngle: angle, endAngle: angle + .degrees(360))))
    }
}

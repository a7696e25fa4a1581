import Foundation
import TintBoxes

extension GraphicsContext {
    /// How a path is painted, as SwiftUI's `GraphicsContext.Shading`: a colour, a style, a
    /// gradient over points of the drawing's space, or the foreground.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case color(Color)
            case style(_ShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
            case palette([Shading])
        }
        let kind: Kind

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .style(.foreground)) }
        /// What is behind the canvas: Tint paints it as the foreground, said once.
        public static var backdrop: Shading {
            RuntimeWarnings.emitOnce("GraphicsContext.Shading.backdrop is painted as the foreground: a canvas cannot read what is behind it", fix: "paint with a colour, gradient or style")
            return foreground
        }
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }
        /// A shape style, resolved in the canvas's environment; a gradient style is laid over
        /// the bounds of the path it paints.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style._style)) }
        /// Several shadings: the first paints (the others are for multi-layer symbols).
        public static func palette(_ array: [Shading]) -> Shading { Shading(kind: .palette(array)) }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center, angle))
        }

        /// The shading as render paints it, over a path's bounds; nil: it paints nothing.
        @MainActor
        func canvasShading(over bounds: CGRect, in environment: EnvironmentValues) -> CanvasShading? {
            let scheme = environment.colorScheme
            func resolvedGradient(_ gradient: Gradient) -> Gradient {
                Gradient(stops: gradient.stops.map { Gradient.Stop(color: $0.color.resolved(in: scheme), location: $0.location) })
            }
            switch kind {
            case .color(let color): return .color(color.resolved(in: scheme))
            case .linear(let gradient, let start, let end): return .linearGradient(resolvedGradient(gradient), start: start, end: end)
            case .radial(let gradient, let center, let start, let end):
                return .radialGradient(resolvedGradient(gradient), center: center, startRadius: start, endRadius: end)
            case .conic(let gradient, let center, let angle): return .conicGradient(resolvedGradient(gradient), center: center, angle: angle)
            case .palette(let shadings): return shadings.first?.canvasShading(over: bounds, in: environment)
            case .style(let style):
                switch style.resolved(in: environment) {
                case .color(let color): return .color(color.resolved(in: scheme))
                case .foreground, .hierarchical, .resolving:
                    return .color((environment.foregroundColor ?? .primary).resolved(in: scheme))
                case .image:
                    RuntimeWarnings.emitOnce("An ImagePaint shading in a Canvas is painted as the foreground", fix: "draw the image with context.draw, clipped to the shape")
                    return .color((environment.foregroundColor ?? .primary).resolved(in: scheme))
                case .gradient(let fill):
                    func point(_ unit: UnitPoint) -> CGPoint {
                        CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
                    }
                    let gradient = resolvedGradient(fill.gradient)
                    switch fill.geometry {
                    case .linear(let start, let end): return .linearGradient(gradient, start: point(start), end: point(end))
                    case .radial(let center, let start, let end): return .radialGradient(gradient, center: point(center), startRadius: start, endRadius: end)
                    case .elliptical(let center, let start, let end):
                        let side = Swift.min(bounds.width, bounds.height)
                        return .radialGradient(gradient, center: point(center), startRadius: start * side, endRadius: end * side)
                    case .angular(let center, let start, _): return .conicGradient(gradient, center: point(center), angle: start)
                    }
                }
            }
        }

        /// The one colour a text or template image is drawn in, when the shading has one.
        @MainActor
        func color(in environment: EnvironmentValues) -> Color? {
            switch canvasShading(over: .zero, in: environment) {
            case .color(let color): color
            case .linearGradient(let gradient, _, _), .radialGradient(let gradient, _, _, _), .conicGradient(let gradient, _, _):
                gradient.stops.first?.color
            case nil: nil
            }
        }
    }

    /// Options of a gradient shading.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}

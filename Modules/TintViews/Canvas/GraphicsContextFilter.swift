import Foundation
import TintBoxes

extension GraphicsContext {
    /// A filter each later drawing goes through, as SwiftUI's `GraphicsContext.Filter`: blurs,
    /// shadows and colour matrices. The ones that need a GPU shader or a projection
    /// (`projectionTransform`, `alphaThreshold`, shaders) leave the drawing as it is, said once.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case filter(CanvasFilter)
            case shadow(Color, CGFloat, CGFloat, CGFloat, ShadowOptions)
            case unsupported(String)
        }
        let kind: Kind

        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .filter(.blur(radius: radius.isFinite ? Swift.max(0, radius) : 0)))
        }
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color, radius.isFinite ? Swift.max(0, radius) : 0, x.isFinite ? x : 0, y.isFinite ? y : 0, options))
        }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .filter(.colorMatrix(.multiply(color)))) }
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(kind: .filter(.colorMatrix(matrix))) }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .filter(.colorMatrix(.hueRotation(angle.radians)))) }
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .filter(.colorMatrix(.saturation(amount)))) }
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .filter(.colorMatrix(.brightness(amount)))) }
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .filter(.colorMatrix(.contrast(amount)))) }
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let amount = amount.isFinite ? Swift.min(1, Swift.max(0, amount)) : 1
            return Filter(kind: .filter(.colorMatrix(ColorMatrix(zip(ColorMatrix.identity.m, ColorMatrix.invert.m).map { $0 + ($1 - $0) * amount }))))
        }
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .filter(.colorMatrix(.saturation(1 - amount)))) }
        public static var luminanceToAlpha: Filter { Filter(kind: .filter(.colorMatrix(.luminanceToAlpha))) }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .unsupported("alphaThreshold"))
        }
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter(kind: .unsupported("projectionTransform")) }

        @MainActor
        func made(in environment: EnvironmentValues) -> CanvasFilter? {
            switch kind {
            case .filter(let filter): return filter
            case .shadow(let color, let radius, let x, let y, let options):
                return .shadow(color: color.resolved(in: environment.colorScheme), radius: radius, x: x, y: y, shadowOnly: options.contains(.shadowOnly))
            case .unsupported(let name):
                RuntimeWarnings.emitOnce("GraphicsContext.Filter.\(name) is not drawn by Tint: the drawing is left as it is", fix: "leave the filter out, or use the filters Tint draws (blur, shadow, colour matrix)")
                return nil
            }
        }
    }

    /// Options of a filter.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Options of a shadow filter.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Options of a blur filter.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }
}

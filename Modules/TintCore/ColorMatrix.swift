import Foundation

/// A linear map of premultiplied RGBA: what `.brightness`, `.contrast`, `.saturation`,
/// `.grayscale`, `.colorMultiply`, `.colorInvert` and `.hueRotation` do to every pixel of a
/// group. Each of them is linear in premultiplied colour (brightness adds its amount times the
/// alpha), so a chain of them composes into one matrix, applied in one pass.
public struct ColorMatrix: Equatable, Sendable {
    /// Row-major 4x4: `red' = m[0] r + m[1] g + m[2] b + m[3] a`, and so on for green, blue, alpha.
    public var m: [Double]

    public init(_ m: [Double]) {
        precondition(m.count == 16, "a colour matrix has 16 entries")
        self.m = m
    }

    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// Adds `amount` (−1...1) to each colour channel.
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, amount, 0, 1, 0, amount, 0, 0, 1, amount, 0, 0, 0, 1])
    }

    /// Stretches each channel away from (`amount` > 1) or toward (< 1) middle grey.
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let shift = 0.5 * (1 - amount)
        return ColorMatrix([amount, 0, 0, shift, 0, amount, 0, shift, 0, 0, amount, shift, 0, 0, 0, 1])
    }

    /// Colour intensity: 0 is grey (by luminance), 1 unchanged, above 1 more vivid (the
    /// weights of the SVG and CSS saturate filter).
    public static func saturation(_ amount: Double) -> ColorMatrix {
        let s = amount
        return ColorMatrix([
            0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0,
            0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0,
            0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0,
            0, 0, 0, 1,
        ])
    }

    /// Multiplies each channel by `color`'s.
    public static func multiply(_ color: Color) -> ColorMatrix {
        ColorMatrix([color.red, 0, 0, 0, 0, color.green, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, color.alpha])
    }

    /// Black, at an alpha of the colour's luminance (the SVG luminanceToAlpha filter, in
    /// premultiplied terms: a transparent pixel stays transparent).
    public static let luminanceToAlpha = ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0])

    /// Each colour channel turned to its opposite (`alpha - c` in premultiplied terms).
    public static let invert = ColorMatrix([-1, 0, 0, 1, 0, -1, 0, 1, 0, 0, -1, 1, 0, 0, 0, 1])

    /// Hues turned by `radians` about the grey axis (the SVG and CSS hue-rotate filter).
    public static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = cos(radians), s = sin(radians)
        return ColorMatrix([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0,
            0, 0, 0, 1,
        ])
    }

    /// This map, then `next`.
    public func then(_ next: ColorMatrix) -> ColorMatrix {
        var result = [Double](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += next.m[row * 4 + k] * m[k * 4 + column] }
                result[row * 4 + column] = sum
            }
        }
        return ColorMatrix(result)
    }
}

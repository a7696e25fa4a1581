/// `.brightness`, `.contrast`, `.saturation`, `.grayscale`, `.colorMultiply`, `.colorInvert`
/// and `.hueRotation`: the view's pixels, as one group, mapped by a colour matrix.
package struct _ColorEffect: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public let matrix: ColorMatrix
    /// The modifier's name, for diagnostics and warnings.
    public let name: String
}

extension View {
    /// Brightens (positive, up to 1) or darkens (negative) the view's colours.
    public func brightness(_ amount: Double) -> some View {
        modifier(_ColorEffect(matrix: .brightness(_ColorEffect.finite(amount, "brightness", fallback: 0)), name: "brightness"))
    }

    /// Stretches (above 1) or flattens (below 1) the view's contrast.
    public func contrast(_ amount: Double) -> some View {
        modifier(_ColorEffect(matrix: .contrast(_ColorEffect.finite(amount, "contrast", fallback: 1)), name: "contrast"))
    }

    /// The view's colour intensity: 0 grey, 1 as drawn.
    public func saturation(_ amount: Double) -> some View {
        modifier(_ColorEffect(matrix: .saturation(_ColorEffect.finite(amount, "saturation", fallback: 1)), name: "saturation"))
    }

    /// Takes `amount` (0...1) of the colour out of the view.
    public func grayscale(_ amount: Double) -> some View {
        modifier(_ColorEffect(matrix: .saturation(1 - _ColorEffect.finite(amount, "grayscale", fallback: 0)), name: "grayscale"))
    }

    /// Multiplies the view's colours by `color`.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(_ColorEffect(matrix: .multiply(color), name: "colorMultiply"))
    }

    /// Inverts the view's colours.
    public func colorInvert() -> some View {
        modifier(_ColorEffect(matrix: .invert, name: "colorInvert"))
    }

    /// Makes the view a mask of its own luminance: black transparent, white opaque, colours
    /// between by their brightness; the colour channels become black.
    public func luminanceToAlpha() -> some View {
        modifier(_ColorEffect(matrix: .luminanceToAlpha, name: "luminanceToAlpha"))
    }

    /// Turns the view's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(_ColorEffect(matrix: .hueRotation(_ColorEffect.finite(angle.radians, "hueRotation", fallback: 0)), name: "hueRotation"))
    }
}

extension _ColorEffect {
    /// `value`, or `fallback` with a warning when it is NaN or infinite.
    static func finite(_ value: Double, _ name: String, fallback: Double) -> Double {
        guard !value.isFinite else { return value }
        RuntimeWarnings.emit("\(name)(\(value)) is not a finite amount; using \(fallback)", fix: "pass a finite amount")
        return fallback
    }
}

/// `.blur(radius:opaque:)`: the view, as one group, blurred.
package struct _BlurEffect: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public let radius: CGFloat
    public let opaque: Bool
}

extension View {
    /// Blurs the view by `radius` points; `opaque` keeps its edges hard (no fading into what
    /// is behind).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_BlurEffect(radius: radius, opaque: opaque))
    }
}

/// `.zIndex(_:)`: where the view is drawn among its siblings (higher over lower), and so which
/// of overlapping siblings takes a click.
package struct _ZIndexModifier: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public let value: Double
}

extension View {
    /// Draws the view over siblings of lower index and under those of higher (default 0).
    public func zIndex(_ value: Double) -> some View {
        modifier(_ZIndexModifier(value: value))
    }
}

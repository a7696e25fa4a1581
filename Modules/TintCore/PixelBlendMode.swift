/// How a layer's pixels combine with the pixels beneath them (`.blendMode`), as the W3C
/// compositing and blending modes and CoreGraphics's `plusDarker`/`plusLighter`: the separable
/// modes work channel by channel, the non-separable ones (hue, saturation, color, luminosity) on
/// the whole colour, the Porter-Duff ones on coverage.
public enum PixelBlendMode: Int, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut,
         plusDarker, plusLighter

    /// One pixel: `source` (premultiplied, its alpha already scaled by the layer's opacity)
    /// over `backdrop` (premultiplied), components 0...1, as (r, g, b, a).
    public func blend(_ s: SIMD4<Float>, over b: SIMD4<Float>) -> SIMD4<Float> {
        let sa = s.w, ba = b.w
        switch self {
        case .normal:
            return s + b * (1 - sa)
        case .sourceAtop:
            let c = s * ba + b * (1 - sa)
            return SIMD4(c.x, c.y, c.z, ba)
        case .destinationOver:
            return b + s * (1 - ba)
        case .destinationOut:
            return b * (1 - sa)
        case .plusLighter:
            return pointwiseMin(s + b, SIMD4(repeating: 1))
        case .plusDarker:
            let a = Swift.min(1, sa + ba)
            let c = SIMD4<Float>(repeating: a) - ((SIMD4(repeating: ba) - b) + (SIMD4(repeating: sa) - s))
            let clamped = pointwiseMax(c, SIMD4(repeating: 0))
            return SIMD4(clamped.x, clamped.y, clamped.z, a)
        default:
            // The W3C formula: the blended colour where both show, each alone where only it does.
            let cs = sa > 0 ? SIMD3(s.x, s.y, s.z) / sa : SIMD3<Float>(repeating: 0)
            let cb = ba > 0 ? SIMD3(b.x, b.y, b.z) / ba : SIMD3<Float>(repeating: 0)
            let mixed = mix(cb, cs)
            let c = SIMD3(s.x, s.y, s.z) * (1 - ba) + SIMD3(b.x, b.y, b.z) * (1 - sa) + mixed * (sa * ba)
            return SIMD4(c.x, c.y, c.z, sa + ba - sa * ba)
        }
    }

    /// The blend function B(backdrop, source) on unpremultiplied colours.
    private func mix(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float> {
        func each(_ f: (Float, Float) -> Float) -> SIMD3<Float> { SIMD3(f(cb.x, cs.x), f(cb.y, cs.y), f(cb.z, cs.z)) }
        switch self {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return each { b, s in Self.hardLight(s: b, b: s) }
        case .darken: return pointwiseMin(cb, cs)
        case .lighten: return pointwiseMax(cb, cs)
        case .colorDodge: return each { b, s in b == 0 ? 0 : s >= 1 ? 1 : Swift.min(1, b / (1 - s)) }
        case .colorBurn: return each { b, s in b >= 1 ? 1 : s <= 0 ? 0 : 1 - Swift.min(1, (1 - b) / s) }
        case .hardLight: return each { b, s in Self.hardLight(s: s, b: b) }
        case .softLight:
            return each { b, s in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (d - b)
            }
        case .difference: return pointwiseMax(cb - cs, cs - cb)
        case .exclusion: return cb + cs - 2 * cb * cs
        case .hue: return Self.setLum(Self.setSat(cs, Self.sat(cb)), Self.lum(cb))
        case .saturation: return Self.setLum(Self.setSat(cb, Self.sat(cs)), Self.lum(cb))
        case .color: return Self.setLum(cs, Self.lum(cb))
        case .luminosity: return Self.setLum(cb, Self.lum(cs))
        default: return cs
        }
    }

    private static func hardLight(s: Float, b: Float) -> Float {
        s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1)
    }

    private static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    private static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = lum(c), n = Swift.min(c.x, c.y, c.z), x = Swift.max(c.x, c.y, c.z)
        var c = c
        if n < 0, l - n > 0 { c = SIMD3(repeating: l) + (c - SIMD3(repeating: l)) * l / (l - n) }
        if x > 1, x - l > 0 { c = SIMD3(repeating: l) + (c - SIMD3(repeating: l)) * (1 - l) / (x - l) }
        return c
    }

    private static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        clipColor(c + SIMD3(repeating: l - lum(c)))
    }

    private static func sat(_ c: SIMD3<Float>) -> Float { Swift.max(c.x, c.y, c.z) - Swift.min(c.x, c.y, c.z) }

    /// The colour with its largest component `s` above its smallest, the middle one in
    /// proportion (the W3C SetSat).
    private static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let high = Swift.max(c.x, c.y, c.z), low = Swift.min(c.x, c.y, c.z)
        guard high > low else { return SIMD3(repeating: 0) }
        return (c - SIMD3(repeating: low)) * s / (high - low)
    }
}

import TintCore

/// One pixel with straight (non-premultiplied) alpha, 8 bits a channel: what tests compare and
/// PNG files hold.
public struct RGBA8: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Un-premultiplies an ARGB8888 pixel, rounding to nearest.
    public init(premultiplied p: UInt32) {
        let a = UInt32(p >> 24)
        func channel(_ c: UInt32) -> UInt8 {
            guard a > 0 else { return 0 }
            return UInt8(Swift.min(255, (c * 255 + a / 2) / a))
        }
        self.init(r: channel((p >> 16) & 0xFF), g: channel((p >> 8) & 0xFF), b: channel(p & 0xFF), a: UInt8(a))
    }

    /// This colour premultiplied, as an ARGB8888 pixel.
    public var premultiplied: UInt32 {
        let a = UInt32(self.a)
        func channel(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
        return a << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
    }

    public var description: String { "RGBA8(\(r), \(g), \(b), \(a))" }
}

extension RGBA8 {
    /// A colour quantized to 8 bits a channel.
    public init(_ color: Color) {
        func q(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
        self.init(r: q(color.red), g: q(color.green), b: q(color.blue), a: q(color.alpha))
    }
}

import Foundation
import TintViews

/// The largest canvas a host draws into: 16,384 pixels a side and 64 Mi pixels (256 MiB of
/// colour) in all, a 4K display at twice the density with room to spare. A request beyond them
/// (a huge size, a scale of 1000) is brought within them with a warning that names it, rather
/// than asking the system for gigabytes.
public enum CanvasLimits {
    public static let maximumSide = 16_384
    public static let maximumPixels = 64 * 1024 * 1024

    /// The scale to draw `width` x `height` points at when `requested` pixels a point are
    /// asked for: `requested` if the canvas fits, else the largest that fits.
    static func scale(_ requested: CGFloat, width: Int, height: Int) -> CGFloat {
        let w = CGFloat(Swift.max(width, 1)), h = CGFloat(Swift.max(height, 1))
        let fitting = Swift.min(CGFloat(maximumSide) / w, CGFloat(maximumSide) / h, (CGFloat(maximumPixels) / (w * h)).squareRoot())
        guard requested > fitting else { return requested }
        let pixels = "\(Int((CGFloat(width) * requested).rounded()))x\(Int((CGFloat(height) * requested).rounded()))"
        RuntimeWarnings.emit("a \(width)x\(height)-point canvas at scale \(requested) would be \(pixels) pixels, over Tint's limit of \(maximumSide) a side and \(maximumPixels) in all; drawing at scale \(fitting) instead", fix: "make the window smaller, or draw at a lower scale")
        return fitting
    }

    /// `width` x `height` points at `scale`, shrunk (keeping the proportions) to fit the limits.
    static func size(width: Int, height: Int, scale: CGFloat) -> (width: Int, height: Int) {
        let fitting = Self.scale(scale, width: width, height: height)
        guard fitting < scale else { return (width, height) }
        let factor = fitting / scale
        return (Int((CGFloat(width) * factor).rounded(.down)), Int((CGFloat(height) * factor).rounded(.down)))
    }

    /// The scale `TINT_SCALE` asks for: 1 when unset; an entry that is not a decimal number
    /// from 1 to 4 is reported once and ignored.
    static func environmentScale(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> CGFloat {
        guard let text = environment["TINT_SCALE"], !text.isEmpty else { return 1 }
        // Decimal digits only: `Double` also reads "0x2" (hexadecimal), "inf" and "2e0".
        let decimal = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") } && text.filter { $0 == "." }.count <= 1
        if decimal, let value = Double(text), value.isFinite, value >= 1, value <= 4 { return CGFloat(value) }
        if ReportedSettings.first("TINT_SCALE=\(text)") { RuntimeWarnings.emit("TINT_SCALE=\(text) is not a scale from 1 to 4; drawing at scale 1", fix: "set TINT_SCALE to a number from 1 to 4, or unset it") }
        return 1
    }
}

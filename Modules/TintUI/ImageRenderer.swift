import Foundation
import OpenCombine
import TintRaster
import TintViews

/// Renders a view to an image, as SwiftUI's `ImageRenderer`: the view laid out at its size for
/// `proposedSize`, drawn at `scale` pixels a point by the same pipeline as a window, on a clear
/// background unless `isOpaque` (then on the window's background). Each read of `cgImage`
/// renders the content as it is then.
@MainActor
public final class ImageRenderer<Content: View>: @preconcurrency ObservableObject {
    public let objectWillChange = ObservableObjectPublisher()

    /// The view rendered.
    public var content: Content { willSet { objectWillChange.send() } }
    /// A name for the image, for accessibility.
    public var label: Text? { willSet { objectWillChange.send() } }
    /// The size offered to the view; it takes its ideal size where a dimension is unspecified.
    public var proposedSize: ProposedViewSize = .unspecified { willSet { objectWillChange.send() } }
    /// Pixels per point of the image.
    public var scale: CGFloat = 1 { willSet { objectWillChange.send() } }
    /// Whether the image is opaque: drawn on the window's background rather than clear.
    public var isOpaque = false { willSet { objectWillChange.send() } }
    /// The working colour space (Tint draws in sRGB).
    public var colorMode: ColorRenderingMode = .nonLinear { willSet { objectWillChange.send() } }

    /// The largest side rendered, in pixels: a view asking for more is not drawn (nil), said once.
    static var maximumSide: Int { 16_384 }

    public init(content view: Content) {
        content = view
    }

    /// The view as a bitmap; nil when it has no size (or a size too large to draw).
    public var cgImage: CGImage? {
        let scale = self.scale.isFinite && self.scale > 0 ? Swift.min(self.scale, 16) : 1
        let host = HeadlessHost(rootView: content, width: 1, height: 1, scale: scale)
        let size = host.sizeThatFits(proposedSize)
        guard size.width.isFinite, size.height.isFinite else { return nil }
        let width = Int(size.width.rounded(.up)), height = Int(size.height.rounded(.up))
        guard width > 0, height > 0 else { return nil }
        guard CGFloat(width) * scale <= CGFloat(Self.maximumSide), CGFloat(height) * scale <= CGFloat(Self.maximumSide) else {
            RuntimeWarnings.emit("ImageRenderer: a view of \(width)x\(height) points at scale \(scale) is larger than \(Self.maximumSide) pixels a side; no image was made", fix: "render a smaller view, or at a lower scale")
            return nil
        }
        host.resize(width: width, height: height)
        if !isOpaque { host.options.backgroundColor = .clear }
        host.renderFrame()
        let buffer = host.pixelBuffer
        var pixels: [UInt32] = []
        pixels.reserveCapacity(buffer.width * buffer.height)
        for y in 0..<buffer.height {
            pixels.append(contentsOf: UnsafeBufferPointer(start: buffer.pixels + y * buffer.stride, count: buffer.width))
        }
        return CGImage(width: buffer.width, height: buffer.height, pixels: pixels)
    }

    /// The view as a `UIImage` (of `cgImage`).
    public var uiImage: UIImage? { cgImage.map(UIImage.init(cgImage:)) }
}

import Foundation
import TintBoxes

/// An image, as SwiftUI's `Image`: a picture from the app's resources (PNG or JPEG, decoded by
/// SDL2_image and cached), a file, or a system symbol.
///
/// At its natural size unless `.resizable()`, when it takes the size it is offered (use
/// `.scaledToFit()` / `.scaledToFill()` or `.aspectRatio` to keep its proportions). A name no
/// resource has draws nothing, with a warning, as in SwiftUI.
///
/// `Image(name)` looks for `name` (with `.png`, `.jpg` or `.jpeg`, or as given) in the
/// `bundle` when one is passed (SwiftPM's `Bundle.module`), in the folders of `TINT_IMAGE_PATH`
/// (separated by `:`), in the main bundle's resources, and in `Resources/` of the current
/// folder. `Image(systemName:)` draws Tint's own symbol set (`SystemSymbols`); a name it does
/// not have draws a placeholder, with a warning.
public struct Image: View, Equatable, Sendable {
    public typealias Body = Never

    /// How an image is scaled, as SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// Whether an image keeps its colours or is a shape filled with the foreground colour, as
    /// SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case original, template
    }

    /// How a resizable image fills its frame, as SwiftUI's `Image.ResizingMode`.
    public enum ResizingMode: Hashable, Sendable {
        case stretch, tile
    }

    package var _source: ImageSource
    package var _isResizable = false
    package var _interpolation = Interpolation.high
    package var _renderingMode: TemplateRenderingMode?
    /// Pixels per point of the picture (an `@2x` image: 2): its natural size is its pixels over this.
    package var _scale: CGFloat = 1
    /// An image drawn by code (`Image(size:renderer:)`): its size and renderer; nil for a picture.
    package var _drawn: _DrawnImage?
    /// What assistive technology reads it as (`Image(_:label:)`), and whether it carries no
    /// meaning and is not read at all (`Image(decorative:)`).
    package var _accessibilityLabel: String?
    package var _isDecorative = false

    package init(source: ImageSource) {
        _source = source
    }

    /// The image `name` from the app's resources (or `bundle`).
    public init(_ name: String, bundle: Bundle? = nil) {
        _source = .named(name, bundlePath: bundle?.resourceURL?.path ?? bundle?.bundlePath)
    }

    /// The same, for an image that carries no meaning for accessibility.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        _isDecorative = true
    }

    /// The image `name` from the app's resources (or `bundle`), which assistive technologies
    /// read as `label`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        _accessibilityLabel = label.content
    }

    /// The system symbol `systemName` ("star.fill", "trash").
    public init(systemName: String) {
        _source = .system(systemName)
    }

    /// The pixels of a bitmap, `scale` pixels a point; `label` names it for accessibility.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        self.init(decorative: cgImage, scale: scale, orientation: orientation)
        _isDecorative = false
        _accessibilityLabel = label.content
    }

    /// The pixels of a bitmap, `scale` pixels a point, as decoration. Only `.up` is drawn as
    /// oriented; other orientations draw the pixels as they are, said once.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        _source = .bitmap(cgImage)
        _scale = scale.isFinite && scale > 0 ? scale : 1
        _isDecorative = true
        if orientation != .up {
            RuntimeWarnings.emitOnce("Image(decorative:scale:orientation:) draws orientation .\(orientation) as .up",
                                     fix: "turn the pixels upright before making the image, or turn the view with rotationEffect")
        }
    }

    /// How an image's pixels are turned, as SwiftUI's `Image.Orientation`.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }

    /// An image of `size` drawn by `renderer` with a `GraphicsContext`, as SwiftUI's: drawn
    /// again whenever it is shown anew, stretched when `.resizable()`.
    public init(size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
                renderer: @escaping (inout GraphicsContext) -> Void) {
        // The source is never read for a drawn image (its node draws `_drawn`).
        _source = .named("", bundlePath: nil)
        let size = CGSize(width: size.width.isFinite ? Swift.max(0, size.width) : 0, height: size.height.isFinite ? Swift.max(0, size.height) : 0)
        _drawn = _DrawnImage(size: size, renderer: renderer)
        _accessibilityLabel = label?.content
        _isDecorative = label == nil
    }

    /// The image in the file at `path` (Tint's own: SwiftUI makes images from `NSImage`).
    public init(contentsOfFile path: String) {
        _source = .file(path)
    }

    /// The image drawn at the size it is offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy._isResizable = true
        return copy
    }

    /// How the image is scaled: `.none` keeps hard pixel edges.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy._interpolation = interpolation
        return copy
    }

    /// Whether the image keeps its colours (`.original`) or is filled with the foreground
    /// colour through its alpha (`.template`).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy._renderingMode = renderingMode
        return copy
    }

    /// Accepted for source compatibility: Tint always smooths scaled images unless the
    /// interpolation is `.none`.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public nonisolated static func == (a: Image, b: Image) -> Bool {
        a._source == b._source && a._isResizable == b._isResizable && a._interpolation == b._interpolation && a._renderingMode == b._renderingMode
            && a._scale == b._scale && a._drawn === b._drawn
    }
}

extension View {
    /// Scales the view to fit the space offered, keeping its proportions.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to fill the space offered, keeping its proportions (it may overflow).
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}

/// The code an `Image(size:renderer:)` is drawn by: one object, so images compare by identity.
package final class _DrawnImage: @unchecked Sendable {
    package let size: CGSize
    package let renderer: (inout GraphicsContext) -> Void

    init(size: CGSize, renderer: @escaping (inout GraphicsContext) -> Void) {
        self.size = size
        self.renderer = renderer
    }
}

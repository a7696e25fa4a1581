import Foundation
import TintBoxes

/// An image object as UIKit's `UIImage`, for the iOS code that makes images this way: a named
/// resource, a file, a system symbol or encoded bytes, drawn by `Image(uiImage:)`. An empty
/// `UIImage()` draws nothing.
public final class UIImage: @unchecked Sendable {
    let source: ImageSource?

    /// An empty image.
    public init() {
        source = nil
    }

    /// The resource image `name`; `nil` when the app has none by that name here is not known
    /// until it is drawn, so this never fails (a missing image draws nothing, with a warning).
    public init?(named name: String) {
        source = .named(name, bundlePath: nil)
    }

    /// The image in the file at `path`; `nil` when there is no file there.
    public init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        source = .file(path)
    }

    /// The system symbol `name`.
    public init?(systemName name: String) {
        source = .system(name)
    }

    /// An image from encoded bytes (PNG, JPEG...); `nil` for no bytes. Bytes that do not decode
    /// draw nothing, with a warning.
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        source = .encoded(EncodedImage(bytes: data, name: "UIImage(data:) of \(data.count) bytes"))
    }

    /// An image of a bitmap (`ImageRenderer`'s).
    public init(cgImage: CGImage) {
        source = .bitmap(cgImage)
    }

    /// The bitmap the image was made from, if it was made from one.
    public var cgImage: CGImage? {
        if case .bitmap(let image)? = source { return image }
        return nil
    }
}

extension Image {
    /// The image of a `UIImage`.
    public init(uiImage: UIImage) {
        if let source = uiImage.source {
            _source = source
        } else {
            // Nothing to draw: no bytes, which the loader takes as a zero-sized image.
            _source = .encoded(Image.emptyImage)
        }
    }

    /// No bytes, shared by every empty `UIImage`.
    private static let emptyImage = EncodedImage(bytes: Data(), name: "an empty UIImage")
}

import Foundation
import TintCore

/// Where an image's pixels come from: a resource by name (in a bundle's folder, or the
/// places `Image(_:)` searches), a file, one of Tint's system symbols, or encoded bytes held in
/// memory, or a bitmap.
public enum ImageSource: Hashable, Sendable {
    case named(String, bundlePath: String?)
    case file(String)
    case system(String)
    case encoded(EncodedImage)
    /// Pixels already decoded (`Image(decorative: cgImage, scale:)`, `ImageRenderer`'s output).
    case bitmap(CGImage)
}

/// An encoded image (PNG, JPEG...) held in memory: one object, compared and hashed by identity,
/// so the image cache never hashes its bytes.
public final class EncodedImage: Hashable, Sendable {
    public let bytes: Data
    /// Where the bytes came from, for warnings ("UIImage(data:)", a URL).
    public let name: String

    public init(bytes: Data, name: String) {
        self.bytes = bytes
        self.name = name
    }

    public static func == (a: EncodedImage, b: EncodedImage) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

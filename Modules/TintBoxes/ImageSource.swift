/// Where an image's pixels come from: a resource by name (in a bundle's folder, or the
/// places `Image(_:)` searches), a file, or one of Tint's system symbols.
public enum ImageSource: Hashable, Sendable {
    case named(String, bundlePath: String?)
    case file(String)
    case system(String)
}

import Foundation
import TintBoxes
import TintImageIO
import TintRaster
import TintRender
import TintViews

/// Finds and decodes the images views name, for the render tree (which caches them).
///
/// `Image(name)` is looked for, as given and with `.png`, `.jpg` and `.jpeg`, in the `bundle`
/// the view passed, in each folder of `TINT_IMAGE_PATH` (separated by `:`), in the main
/// bundle's resources and in `Resources/` of the current folder.
enum ImageLoading {
    static func load(_ source: ImageSource) -> Result<PixelBuffer, ImageLoadError> {
        switch source {
        case .file(let path):
            return read(path)
        case .named(let name, let bundlePath):
            let folders = searchFolders(bundlePath: bundlePath)
            for folder in folders {
                for candidate in [name, name + ".png", name + ".jpg", name + ".jpeg"] {
                    let path = (folder as NSString).appendingPathComponent(candidate)
                    if FileManager.default.fileExists(atPath: path) { return read(path) }
                }
            }
            return .failure(ImageLoadError(description: "No image named '\(name)' found in \(folders.joined(separator: ", ")); it draws nothing",
                                           fix: "put \(name).png (or .jpg) in the app's resources or an asset catalog's \(name).imageset, or correct the name"))
        case .system(let name):
            return .failure(ImageLoadError(description: "system symbol \(name) is not available yet", fix: "draw it with Image(systemName:)"))
        case .bitmap(let image):
            let buffer = PixelBuffer(width: image.width, height: image.height)
            for y in 0..<(image.width > 0 ? image.height : 0) {
                image.pixels.withUnsafeBufferPointer { pixels in
                    (buffer.pixels + y * buffer.stride).update(from: pixels.baseAddress! + y * image.width, count: image.width)
                }
            }
            return .success(buffer)
        case .encoded(let image):
            // An empty `UIImage()`: nothing to draw, and nothing wrong.
            if image.bytes.isEmpty { return .success(PixelBuffer(width: 0, height: 0)) }
            // An `AsyncImage`'s image was decoded when it loaded.
            if let pixels = RemoteImages.shared.pixels(of: image) { return .success(pixels) }
            do {
                return .success(try ImageFile.decode(image.bytes, named: image.name))
            } catch {
                return .failure(ImageLoadError(description: "Image: \(error.description); it draws nothing", fix: ImageLoading.decodingFix))
            }
        }
    }

    /// What to do about an image that could not be read or decoded.
    static let decodingFix = "give a complete PNG or JPEG file (convert other formats first)"

    private static func read(_ path: String) -> Result<PixelBuffer, ImageLoadError> {
        do {
            return .success(try ImageFile.read(from: path))
        } catch {
            return .failure(ImageLoadError(description: "Image: \(error.description); it draws nothing", fix: ImageLoading.decodingFix))
        }
    }

    static func searchFolders(bundlePath: String?) -> [String] {
        var folders: [String] = []
        if let bundlePath { folders.append(bundlePath) }
        if let path = ProcessInfo.processInfo.environment["TINT_IMAGE_PATH"] {
            folders += path.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        }
        if let resources = Bundle.main.resourcePath { folders.append(resources) }
        folders.append((FileManager.default.currentDirectoryPath as NSString).appendingPathComponent("Resources"))
        return folders
    }
}

import CSDL2
import Foundation
import TintCore
import TintRaster

/// Image files of any format SDL2_image reads (PNG, JPEG, ...), for `Image`.
///
/// The file is read whole first (`RegularFile`: a named pipe or device is refused, not waited
/// on), its header is read for the size it declares (`ImageHeader`), and only an image within
/// the limits is handed to the decoder, from memory: a small file declaring a huge image is
/// refused before a pixel is allocated.
public enum ImageFile {
    /// The largest side read: a larger image is refused rather than filling memory.
    public static let maximumSide = 16_384
    /// The most pixels read: 64 Mi, 256 MiB decoded, the render tree's whole image budget (a
    /// larger image could never be kept, and would be decoded again at every frame).
    public static let maximumPixels = 64 << 20
    /// The largest file read.
    public static let maximumFileBytes = 256 << 20
    /// The largest file read in a format whose header Tint does not read (the decoded size is
    /// known only after decoding, so only small files are decoded to find it).
    public static let maximumUncheckedFileBytes = 2 << 20

    /// Reads the image at `path` into a premultiplied buffer; a missing, unreadable, damaged or
    /// oversized file throws an error that says which and why. A truncated file draws what it
    /// holds, with a warning.
    public static func read(from path: String) throws(ImageIOError) -> PixelBuffer {
        let data: Data
        do {
            data = try RegularFile.read(path, limit: maximumFileBytes)
        } catch {
            throw ImageIOError(description: "cannot read image \(path): \(error)")
        }
        let bytes = [UInt8](data)
        let fileExtension = (path as NSString).pathExtension.lowercased()
        guard let header = ImageHeader.read(bytes, fileExtension: fileExtension) else {
            throw ImageIOError(description: "cannot read image \(path): its header is damaged")
        }
        if let size = header.size {
            try checkSize(width: size.width, height: size.height, path: path, declared: true)
        } else if bytes.count > maximumUncheckedFileBytes {
            throw ImageIOError(description: "cannot read image \(path): Tint reads the size of PNG, JPEG, GIF, BMP, WebP, QOI, TIFF, PNM, PCX, TGA and SVG files before decoding them; a file of another format is read only up to \(RegularFile.describe(bytes: maximumUncheckedFileBytes)), and this one is \(RegularFile.describe(bytes: bytes.count))")
        }
        if header.isTruncated {
            RuntimeWarnings.emit("Image: \(path) is truncated (its \(header.format.rawValue) data stops before the end); it draws the part it holds")
        }
        let decodable = header.decodableBytes(of: bytes)
        let decoded: UnsafeMutablePointer<SDL_Surface>? = decodable.withUnsafeBytes { raw in
            guard let stream = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else { return nil }
            // The extension names the formats that carry no signature (TGA); the others are
            // recognised by their bytes.
            return IMG_LoadTyped_RW(stream, 1, fileExtension.uppercased())
        }
        guard let loaded = decoded else {
            throw ImageIOError(description: "cannot read image \(path): \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(loaded) }
        // The decoder's own size is checked too: for formats whose header Tint does not read,
        // and against a header that said one thing and held another.
        try checkSize(width: Int(loaded.pointee.w), height: Int(loaded.pointee.h), path: path, declared: false)
        guard let rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
            throw ImageIOError(description: "cannot convert image \(path): \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(rgba) }
        let w = Int(rgba.pointee.w), h = Int(rgba.pointee.h), pitch = Int(rgba.pointee.pitch)
        let buffer = PixelBuffer(width: w, height: h)
        let pixels = rgba.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<h {
            for x in 0..<w {
                let i = y * pitch + x * 4
                buffer[x, y] = RGBA8(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3]).premultiplied
            }
        }
        return buffer
    }

    private static func checkSize(width: Int, height: Int, path: String, declared: Bool) throws(ImageIOError) {
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
            throw ImageIOError(description: "image \(path) \(declared ? "declares" : "is") \(width)x\(height) pixels; Tint reads images of 1 to \(maximumSide) pixels a side and \(maximumPixels >> 20) Mi pixels in all")
        }
    }
}

import CSDL2
import Foundation
import TintCore
import TintRaster

/// Image files of any format SDL2_image reads (PNG, JPEG, ...), for `Image`.
///
/// The file is read whole first (`RegularFile`: a named pipe or device is refused, not waited
/// on), its header is read for its format and the size it declares (`ImageHeader`), and only an
/// image within the limits is handed to its format's decoder, from memory: a small file
/// declaring a huge image is refused before a pixel is allocated, and a file whose size Tint
/// cannot read is not decoded at all.
public enum ImageFile {
    /// The largest side read: a larger image is refused rather than filling memory.
    public static let maximumSide = 16_384
    /// The most pixels read: 64 Mi, 256 MiB decoded, the render tree's whole image budget (a
    /// larger image could never be kept, and would be decoded again at every frame).
    public static let maximumPixels = 64 << 20
    /// The largest file read.
    public static let maximumFileBytes = 256 << 20

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
        return try decode(data, named: path, fileExtension: (path as NSString).pathExtension.lowercased())
    }

    /// Decodes an encoded image held in memory (`UIImage(data:)`, a downloaded image), checked
    /// as a file is; `name` says which in the errors.
    public static func decode(_ data: Data, named name: String) throws(ImageIOError) -> PixelBuffer {
        guard data.count <= maximumFileBytes else {
            throw ImageIOError(description: "cannot read image \(name): \(data.count) bytes is more than the \(maximumFileBytes) an image may have")
        }
        return try decode(data, named: name, fileExtension: "")
    }

    private static func decode(_ data: Data, named path: String, fileExtension: String) throws(ImageIOError) -> PixelBuffer {
        let bytes = [UInt8](data)
        guard let header = ImageHeader.read(bytes, fileExtension: fileExtension) else {
            throw ImageIOError(description: "cannot read image \(path): its header is damaged")
        }
        guard header.format != .other else {
            throw ImageIOError(description: "cannot read image \(path): it is not in a format Tint reads (\(ImageHeader.Format.readable))")
        }
        // An SVG that declares no size is drawn within the size the web gives such an image.
        let size = header.size ?? (width: 300, height: 150)
        try checkSize(width: size.width, height: size.height, path: path, declared: true)
        if header.isTruncated {
            RuntimeWarnings.emit("Image: \(path) is truncated (its \(header.format.rawValue) data stops before the end); it draws the part it holds", fix: "write the image file again in full")
        }
        let decodable = header.decodableBytes(of: bytes)
        let decoded: UnsafeMutablePointer<SDL_Surface>? = decodable.withUnsafeBytes { raw in
            guard let stream = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else { return nil }
            defer { SDL_RWclose(stream) }
            return decode(stream, as: header.format, size: size)
        }
        guard let loaded = decoded else {
            throw ImageIOError(description: "cannot read image \(path): \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(loaded) }
        // The decoder's own size is checked too, against a header that said one thing and held
        // another.
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

    /// The loader of the format the header named: SDL2_image's own guess goes by signatures in
    /// an order of its own (and takes any file named .tga for a TGA), and could pick a decoder
    /// whose size was never checked. An SVG is rasterized at the checked size, whatever units
    /// its rasterizer reads.
    private static func decode(_ stream: UnsafeMutablePointer<SDL_RWops>, as format: ImageHeader.Format, size: (width: Int, height: Int)) -> UnsafeMutablePointer<SDL_Surface>? {
        switch format {
        case .png: IMG_LoadPNG_RW(stream)
        case .jpeg: IMG_LoadJPG_RW(stream)
        case .gif: IMG_LoadGIF_RW(stream)
        case .bmp: IMG_LoadBMP_RW(stream)
        case .webp: IMG_LoadWEBP_RW(stream)
        case .qoi: IMG_LoadQOI_RW(stream)
        case .tiff: IMG_LoadTIF_RW(stream)
        case .pnm: IMG_LoadPNM_RW(stream)
        case .pcx: IMG_LoadPCX_RW(stream)
        case .tga: IMG_LoadTGA_RW(stream)
        case .svg: IMG_LoadSizedSVG_RW(stream, Int32(size.width), Int32(size.height))
        case .ico: IMG_LoadICO_RW(stream)
        case .cur: IMG_LoadCUR_RW(stream)
        case .xpm: IMG_LoadXPM_RW(stream)
        case .other: nil
        }
    }

    private static func checkSize(width: Int, height: Int, path: String, declared: Bool) throws(ImageIOError) {
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
            throw ImageIOError(description: "image \(path) \(declared ? "declares" : "is") \(width)x\(height) pixels; Tint reads images of 1 to \(maximumSide) pixels a side and \(maximumPixels >> 20) Mi pixels in all")
        }
    }
}

import CSDL2
import TintRaster

/// Why an image could not be read or written.
public struct ImageIOError: Error, CustomStringConvertible, Equatable {
    public let description: String
}

/// PNG files for goldens and screenshots, through SDL2_image. Files hold straight (not
/// premultiplied) RGBA, 8 bits a channel.
public enum PNGFile {
    /// Writes `buffer` to `path` as an RGBA PNG.
    public static func write(_ buffer: PixelBuffer, to path: String) throws(ImageIOError) {
        guard buffer.width > 0, buffer.height > 0 else {
            throw ImageIOError(description: "cannot write an empty \(buffer.width)x\(buffer.height) image to \(path)")
        }
        if let reason = FileAccess.writeProblem(path) {
            throw ImageIOError(description: "cannot write PNG \(path): \(reason)")
        }
        var bytes = [UInt8](repeating: 0, count: buffer.width * buffer.height * 4)
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let p = RGBA8(premultiplied: buffer[x, y])
                let i = (y * buffer.width + x) * 4
                bytes[i] = p.r
                bytes[i + 1] = p.g
                bytes[i + 2] = p.b
                bytes[i + 3] = p.a
            }
        }
        let result: Int32 = bytes.withUnsafeMutableBytes { raw in
            // ABGR8888 is R, G, B, A in memory on little-endian machines.
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                raw.baseAddress, Int32(buffer.width), Int32(buffer.height), 32, Int32(buffer.width * 4),
                SDL_PIXELFORMAT_ABGR8888.rawValue)
            else { return -2 }
            defer { SDL_FreeSurface(surface) }
            return IMG_SavePNG(surface, path)
        }
        if result != 0 {
            throw ImageIOError(description: "cannot write PNG \(path): \(String(cString: SDL_GetError()))")
        }
    }

    /// Reads the PNG at `path` into a premultiplied buffer.
    public static func read(from path: String) throws(ImageIOError) -> PixelBuffer {
        try ImageFile.read(from: path)
    }
}

/// Image files of any format SDL2_image reads (PNG, JPEG, ...), for `Image`.
public enum ImageFile {
    /// The largest side read: a larger image is refused rather than filling memory.
    public static let maximumSide = 16_384

    /// Reads the image at `path` into a premultiplied buffer; a missing, unreadable, truncated
    /// or oversized file throws an error that says which and why.
    public static func read(from path: String) throws(ImageIOError) -> PixelBuffer {
        if let reason = FileAccess.readProblem(path) {
            throw ImageIOError(description: "cannot read image \(path): \(reason)")
        }
        guard let loaded = IMG_Load(path) else {
            throw ImageIOError(description: "cannot read image \(path): \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(loaded) }
        guard let rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
            throw ImageIOError(description: "cannot convert image \(path): \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(rgba) }
        let w = Int(rgba.pointee.w), h = Int(rgba.pointee.h), pitch = Int(rgba.pointee.pitch)
        guard w > 0, h > 0, w <= maximumSide, h <= maximumSide else {
            throw ImageIOError(description: "image \(path) is \(w)x\(h) pixels; Tint reads images of 1 to \(maximumSide) pixels a side")
        }
        let buffer = PixelBuffer(width: w, height: h)
        let bytes = rgba.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<h {
            for x in 0..<w {
                let i = y * pitch + x * 4
                buffer[x, y] = RGBA8(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3]).premultiplied
            }
        }
        return buffer
    }
}

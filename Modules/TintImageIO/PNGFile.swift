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

import Foundation
import Testing
import TintCore
@testable import TintImageIO
import TintRaster

/// Image files under abuse: a header declaring a huge image is refused before decoding (a
/// decompression bomb), a file that is not a regular file is refused without waiting on it, a
/// truncated file draws with a warning; every format's header gives its size.
@Suite struct ImageFileTests {
    /// A 3x2 red image in each format with a header Tint reads (made by ImageMagick).
    static let samples: [(String, String)] = [
        ("png", "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACAQMAAACnuvRZAAAABGdBTUEAALGPC/xhBQAAACBjSFJNAAB6JgAAgIQAAPoAAACA6AAAdTAAAOpgAAA6mAAAF3CculE8AAAABlBMVEX/AAD///9BHTQRAAAAAWJLR0QB/wIt3gAAAAd0SU1FB+oLGxYNNul8R90AAAAMSURBVAjXY2BgYAAAAAQAASc0JwoAAAAldEVYdGRhdGU6Y3JlYXRlADIwMjYtMTEtMjdUMjI6MTM6NTQrMDA6MDDyCdCMAAAAJXRFWHRkYXRlOm1vZGlmeQAyMDI2LTExLTI3VDIyOjEzOjU0KzAwOjAwg1RoMAAAAABJRU5ErkJggg=="),
        ("jpg", "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wAARCAACAAMDAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAACP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAVAQEBAAAAAAAAAAAAAAAAAAAHCf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ADoDFU3/2Q=="),
        ("gif", "R0lGODlhAwACAPAAAP8AAAAAACH5BAAAAAAALAAAAAADAAIAAAIChF8AOw=="),
        ("bmp", "Qk2iAAAAAAAAAIoAAAB8AAAAAwAAAAIAAAABABgAAAAAABgAAAAAAAAAAAAAAAAAAAAAAAAAAAD/AAD/AAD/AAAAAAAA/0JHUnMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAD/AAD/AAD/AAAAAAD/AAD/AAD/AAAA"),
        ("webp", "UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoDAAIAAgA0JaACdLoB+AADsAD+8MQL/yC5YXXI1/8gP+QH/ID/+PIAAAA="),
        ("tga", "AAACAAAAAAAAAAAAAwACABgAAAD/AAD/AAD/AAD/AAD/AAD/"),
        ("ppm", "UDYKMyAyCjI1NQr/AAD/AAD/AAD/AAD/AAD/AAA="),
        ("tif", "SUkqACwAAAD//wAAAAD//wAAAAD//wAAAAD//wAAAAD//wAAAAD//wAAAAAPAAABAwABAAAAAwAAAAEBAwABAAAAAgAAAAIBAwADAAAA5gAAAAMBAwABAAAAAQAAAAYBAwABAAAAAgAAAAoBAwABAAAAAQAAABEBBAABAAAACAAAABIBAwABAAAAAQAAABUBAwABAAAAAwAAABYBAwABAAAAAgAAABcBBAABAAAAJAAAABwBAwABAAAAAQAAACkBAwACAAAAAAABAD4BBQACAAAAHAEAAD8BBQAGAAAA7AAAAAAAAAAQABAAEACF61EAAACAAMP1qAAAAAACzcxMAAAAAAHNzEwAAACAAM3MTAAAAAACj8L1AAAAABA3GqAAAAAAAiuHCgAAACAA"),
        ("pcx", "CgUBCAAAAAACAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAADAwABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAADD/8MAwwDD/8MAwwA="),
        ("ico", "AAABAAEAAwIAAAEAIABIAAAAFgAAACgAAAADAAAABAAAAAEAIAAAAAAAGAAAAAAAAAAAAAAAAAAAAAAAAAAAAP//AAD//wAA//8AAP//AAD//wAA//8AAAAAAAAAAA=="),
        ("cur", "AAACAAEAAwIAAAEAIABIAAAAFgAAACgAAAADAAAABAAAAAEAIAAAAAAAGAAAAAAAAAAAAAAAAAAAAAAAAAAAAP//AAD//wAA//8AAP//AAD//wAA//8AAAAAAAAAAA=="),
        ("xpm", "LyogWFBNICovCnN0YXRpYyBjaGFyICpyZWRbXSA9IHsKLyogY29sdW1ucyByb3dzIGNvbG9ycyBjaGFycy1wZXItcGl4ZWwgKi8KIjMgMiAxIDEgIiwKIiAgYyByZWQiLAovKiBwaXhlbHMgKi8KIiAgICIsCiIgICAiCn07Cg=="),
    ]

    /// A 16x16 gradient as a JPEG, long enough to be cut inside its compressed data.
    static let gradientJPEG = "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAQABADAREAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAcI/8QAGBAAAgMAAAAAAAAAAAAAAAAAABUBUmL/xAAWAQEBAQAAAAAAAAAAAAAAAAAACAT/xAAWEQADAAAAAAAAAAAAAAAAAAAAFmL/2gAMAwEAAhEDEQA/AMsPYsZkuS+G6g9iwS5DdRPHui80uSLG6g90EuQ3Uf/Z"

    private func scratch(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tint-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name).path
    }

    @Test(arguments: samples)
    func eachFormatsHeaderGivesItsSizeAndItDecodes(sample: (String, String)) throws {
        let bytes = [UInt8](Data(base64Encoded: sample.1)!)
        let header = try #require(ImageHeader.read(bytes, fileExtension: sample.0))
        #expect(header.size?.width == 3 && header.size?.height == 2, "\(sample.0): \(header)")
        #expect(!header.isTruncated, "\(sample.0)")
        let path = try scratch("red.\(sample.0)")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let image = try ImageFile.read(from: path)
        #expect(image.width == 3 && image.height == 2)
        let pixel = try #require(image.straightPixel(x: 1, y: 1))
        #expect(pixel.r > 240 && pixel.g < 16 && pixel.b < 16 && pixel.a == 255, "\(sample.0): \(pixel)")
    }

    @Test func qoiAndSVGHeadersGiveTheirSize() {
        var qoi = Array("qoif".utf8) + [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30, 4, 0]
        qoi += [UInt8](repeating: 0, count: 7) + [1]
        #expect(ImageHeader.read(qoi, fileExtension: "")?.size.map { [$0.width, $0.height] } == [30_000, 30_000])
        let svg = Array(#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="30000" height="200.5px"></svg>"#.utf8)
        #expect(ImageHeader.read(svg, fileExtension: "")?.size.map { [$0.width, $0.height] } == [30_000, 201])
        let boxed = Array(#"<svg viewBox="0 0 640 480"/>"#.utf8)
        #expect(ImageHeader.read(boxed, fileExtension: "svg")?.size.map { [$0.width, $0.height] } == [640, 480])
    }

    /// A PNG of a few hundred bytes declaring 30,000 x 30,000 pixels: refused from its header,
    /// before the decoder allocates the 3.6 GB it declares.
    @Test func aHeaderDeclaringAHugeImageIsRefusedBeforeDecoding() throws {
        var png = [UInt8](Data(base64Encoded: Self.samples[0].1)!)
        // IHDR's width and height (its CRC is not checked: the decoder never sees the file).
        png.replaceSubrange(16..<24, with: [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30])
        let path = try scratch("bomb.png")
        try Data(png).write(to: URL(fileURLWithPath: path))
        #expect {
            _ = try ImageFile.read(from: path)
        } throws: { error in
            let text = "\(error)"
            return text.contains("declares 30000x30000 pixels") && text.contains(path)
        }
    }

    /// At the side limit a square image would be 1 GiB decoded: more than the image budget.
    @Test func anImageOverThePixelLimitIsRefused() throws {
        var png = [UInt8](Data(base64Encoded: Self.samples[0].1)!)
        png.replaceSubrange(16..<24, with: [0, 0, 0x40, 0, 0, 0, 0x40, 0])
        let path = try scratch("square.png")
        try Data(png).write(to: URL(fileURLWithPath: path))
        #expect { _ = try ImageFile.read(from: path) } throws: { "\($0)".contains("16384x16384") && "\($0)".contains("64 Mi pixels") }
    }

    /// A named pipe would block `open` and `read` on the main thread until a writer came.
    @Test func aNamedPipeOrDirectoryIsRefusedAtOnce() throws {
        let pipe = try scratch("pipe.png")
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect { _ = try ImageFile.read(from: pipe) } throws: { "\($0)".contains("it is a named pipe, not a file") }
        let folder = (pipe as NSString).deletingLastPathComponent
        #expect { _ = try ImageFile.read(from: folder) } throws: { "\($0)".contains("it is a directory, not a file") }
    }

    /// A JPEG or GIF cut short decodes to what it holds, and says so.
    @Test func aTruncatedFileDrawsWithAWarning() throws {
        let gif = Self.samples.first { $0.0 == "gif" }!.1
        for (format, base64, cut, side) in [("jpg", Self.gradientJPEG, 16, 16), ("gif", gif, 1, 3)] {
            let whole = [UInt8](Data(base64Encoded: base64)!)
            let header = try #require(ImageHeader.read(Array(whole.dropLast(cut)), fileExtension: format))
            #expect(header.isTruncated, "\(format)")
            let path = try scratch("cut.\(format)")
            try Data(whole.dropLast(cut)).write(to: URL(fileURLWithPath: path))
            _ = RuntimeWarnings.drain()
            let image = try ImageFile.read(from: path)
            #expect(image.width == side)
            #expect(RuntimeWarnings.drain().contains { $0.contains("\(path) is truncated") }, "\(format)")
        }
    }

    /// A PNG without its last chunk is truncated too; whether the decoder still gives its
    /// pixels or refuses it, it says so.
    @Test func aTruncatedPNGSaysSo() throws {
        let whole = [UInt8](Data(base64Encoded: Self.samples[0].1)!)
        #expect(ImageHeader.read(Array(whole.dropLast(12)), fileExtension: "png")?.isTruncated == true)
        #expect(ImageHeader.read(whole, fileExtension: "png")?.isTruncated == false)
    }

    /// Found by the image fuzzer: a PNG whose tIME chunk declares 16 MB in a 280-byte file made
    /// the decoder loop for ever (SDL2_image hands libpng stale bytes past the end). The whole
    /// chunks before it are decoded, closed by an IEND: here they hold no image data, so the
    /// read fails and says why, at once.
    @Test func aPNGChunkRunningPastTheEndIsCutNotFollowed() throws {
        let hang = "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACAQMAAACnuvRZAAAABGdBTUEAALGPC/xhBQAAACBjSFJNAAB6JgAAgIQAAPoAAACA6AAAdTAAAOpgAAA6mAAAF3CculE8AAAABlBMVEX/AAD///9BHTQRAAAAAWJLR0QB/wIt3gEAQAB0SU1FB+oLGxYNNul8R35+ft0AAAAMSURBVAjXY2BgYAAAAAQAASc0JwoAAAAldEVYdGRhdGU6Y3JlYXRlADIwMjYtMTEtMjdUMjI6MTM6NTQrMDA6MENMT1VEX1NES19WRVJTSU9OOm1vZGlmeQAyMDI2LTExLTI3VDIyOjEzOjU0KzAwOjAwgwEAAAAAAElDRU5ErkJggg=="
        let bytes = [UInt8](Data(base64Encoded: hang)!)
        let header = try #require(ImageHeader.read(bytes, fileExtension: "png"))
        #expect(header.isTruncated)
        #expect(header.wholeChunksEnd == 124)
        let path = try scratch("hang.png")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect { _ = try ImageFile.read(from: path) } throws: { "\($0)".contains(path) }
    }

    /// Every prefix of a PNG reads or fails with an error, and a prefix holding its image data
    /// still draws: the decoder is never handed a chunk it would read past the end of.
    @Test func everyPrefixOfAPNGReadsOrSaysWhy() throws {
        let whole = [UInt8](Data(base64Encoded: Self.samples[0].1)!)
        let path = try scratch("prefix.png")
        var drawn = 0
        for count in 8...whole.count {
            try Data(whole.prefix(count)).write(to: URL(fileURLWithPath: path))
            if let image = try? ImageFile.read(from: path) {
                #expect(image.width > 0 && image.height > 0)
                drawn += 1
            }
        }
        _ = RuntimeWarnings.drain()
        // The file without its IEND (the last 12 bytes) holds all of its pixels.
        #expect(drawn >= 12)
    }

    /// Found by the image fuzzer: a GIF whose frame declares an LZW code size of 247 wrote
    /// past SDL2_image's decoding tables (a segmentation fault). Refused from its header.
    @Test func aGIFFrameWithAnImpossibleCodeSizeIsRefused() throws {
        let crash = "R0lGODlhAwACAPACAAAAIfkEAAAAAAAsYQMAAgDwAgAAACH5BAAAAAAALAAAAAADAAIAAAD39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/f39/cAAwACAAACAoRfADM="
        let path = try scratch("crash.gif")
        try Data(base64Encoded: crash)!.write(to: URL(fileURLWithPath: path))
        #expect { _ = try ImageFile.read(from: path) } throws: { "\($0)".contains("header is damaged") }
        // The same frame with a code size of 2 reads.
        var good = [UInt8](Data(base64Encoded: Self.samples.first { $0.0 == "gif" }!.1)!)
        #expect(ImageHeader.read(good, fileExtension: "gif") != nil)
        let codeSize = try #require(good.indices.first { good[$0] == 0x2C }) + 10
        #expect(good[codeSize] == 2)
        good[codeSize] = 12
        #expect(ImageHeader.read(good, fileExtension: "gif") == nil)
    }

    /// A GIF's first frame is allocated as its image descriptor declares it, whatever the
    /// logical screen says: a 3x2 screen holding a 60,000 x 60,000 frame is refused.
    @Test func aGIFFrameLargerThanItsScreenCountsAsTheSize() throws {
        var gif = [UInt8](Data(base64Encoded: Self.samples.first { $0.0 == "gif" }!.1)!)
        let descriptor = try #require(gif.indices.first { gif[$0] == 0x2C })
        gif.replaceSubrange((descriptor + 5)..<(descriptor + 9), with: [0x60, 0xEA, 0x60, 0xEA])
        #expect(ImageHeader.read(gif, fileExtension: "gif")?.size.map { [$0.width, $0.height] } == [60_000, 60_000])
    }

    /// A file in no format Tint reads is not decoded, however small: found by the image fuzzer,
    /// a 400-byte GIMP XCF file named .jpg had SDL2_image allocate the 4 GB its header declared.
    @Test func aFileInAFormatTintDoesNotReadIsRefused() throws {
        var xcf = Array("gimp xcf file\0".utf8)
        xcf += [0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00] + [UInt8](repeating: 0, count: 64)
        #expect(ImageHeader.read(xcf, fileExtension: "jpg")?.format == .other)
        let path = try scratch("layers.jpg")
        try Data(xcf).write(to: URL(fileURLWithPath: path))
        #expect { _ = try ImageFile.read(from: path) } throws: { "\($0)".contains("not in a format Tint reads") }
    }

    /// The decoder is the one of the format the bytes show, whatever the file is named: SDL2_image
    /// takes any file named .tga for a TGA, whose header here (bytes 12-15 of a PNG) was never
    /// checked.
    @Test func aPNGNamedTGADecodesAsAPNG() throws {
        let path = try scratch("red.tga")
        try Data(base64Encoded: Self.samples[0].1)!.write(to: URL(fileURLWithPath: path))
        let image = try ImageFile.read(from: path)
        #expect(image.width == 3 && image.height == 2)
        let pixel = try #require(image.straightPixel(x: 0, y: 0))
        #expect(pixel.r == 255 && pixel.g == 0 && pixel.b == 0 && pixel.a == 255)
    }

    /// An SVG's size is read in the units its rasterizer reads (96 pixels an inch): 200 inches
    /// is 19,200 pixels a side, past the limit, though the number alone is 200. It is drawn at
    /// the size checked; one declaring none is drawn within 300 x 150.
    @Test func anSVGIsSizedInItsUnitsAndDrawnAtTheCheckedSize() throws {
        func svg(_ attributes: String) -> [UInt8] {
            Array("<svg xmlns='http://www.w3.org/2000/svg' \(attributes)><rect width='100%' height='100%' fill='red'/></svg>".utf8)
        }
        #expect(ImageHeader.read(svg("width='200in' height='1in'"), fileExtension: "svg")?.size.map { [$0.width, $0.height] } == [19_200, 96])
        #expect(ImageHeader.read(svg("width='10mm' height='12pt'"), fileExtension: "svg")?.size.map { [$0.width, $0.height] } == [38, 16])
        let huge = try scratch("huge.svg")
        try Data(svg("width='200in' height='1in'")).write(to: URL(fileURLWithPath: huge))
        #expect { _ = try ImageFile.read(from: huge) } throws: { "\($0)".contains("declares 19200x96") }
        let inches = try scratch("inch.svg")
        try Data(svg("width='1in' height='0.5in'")).write(to: URL(fileURLWithPath: inches))
        let drawn = try ImageFile.read(from: inches)
        #expect(drawn.width == 96 && drawn.height == 48)
        let unsized = try scratch("unsized.svg")
        try Data(Array("<svg xmlns='http://www.w3.org/2000/svg'><rect x='0' y='0' width='1000000' height='500000' fill='red'/></svg>".utf8)).write(to: URL(fileURLWithPath: unsized))
        let fitted = try ImageFile.read(from: unsized)
        #expect(fitted.width == 300 && fitted.height == 150)
    }

    /// An XPM whose colour count is more than its file could hold is damaged: the decoder would
    /// allocate a table for them all.
    @Test func anXPMDeclaringMoreColoursThanItHoldsIsRefused() throws {
        let xpm = "/* XPM */\nstatic char *x[] = {\n\"3 2 2000000000 1 \",\n};\n"
        #expect(ImageHeader.read(Array(xpm.utf8), fileExtension: "xpm") == nil)
    }

    /// Headers cut anywhere, or with random bytes, give an answer or nil; never a trap.
    @Test func damagedHeadersNeverTrap() {
        var generator = SystemRandomNumberGenerator()
        for (format, base64) in Self.samples {
            let whole = [UInt8](Data(base64Encoded: base64)!)
            for cut in 0...whole.count { _ = ImageHeader.read(Array(whole.prefix(cut)), fileExtension: format) }
            for _ in 0..<200 {
                var damaged = whole
                for _ in 0..<4 { damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
                _ = ImageHeader.read(damaged, fileExtension: format)
            }
        }
    }
}

import Foundation
import FuzzSupport
import TintUI

/// libFuzzer's entry: the input is an image file (its first byte picks the file's extension,
/// the rest is the file), drawn by `Image(contentsOfFile:)` in a headless host.
///
/// Header fields, truncation and sizes all come from the bytes: whatever they declare, the
/// frame must render without a trap, within the fuzzer's memory limit (a header declaring a
/// huge image is refused before it is decoded), and an image that draws is within the limits.
@_cdecl("LLVMFuzzerTestOneInput")
public func imageFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runCase(ImageFuzzCase.self, data, size)
}

struct ImageFuzzCase: FuzzCase {
    static let extensions = ["png", "jpg", "gif", "bmp", "webp", "tga", "ppm", "tif", "pcx", "qoi", "svg", "xpm"]
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tint-image-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    let fileExtension: String
    let file: [UInt8]

    init(_ bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        fileExtension = Self.extensions[Int(reader.next()) % Self.extensions.count]
        file = Array(reader.rest())
    }

    func run() {
        let path = Self.folder.appendingPathComponent("image.\(fileExtension)").path
        guard FileManager.default.createFile(atPath: path, contents: Data(file)) else { fuzzFailure("cannot write \(path)") }
        let host = HeadlessHost(rootView: Image(contentsOfFile: path).accessibilityIdentifier("image"), width: 64, height: 64)
        host.renderFrame()
        _ = RuntimeWarnings.drain()
        if let frame = host.frame(of: "image"), frame.width > 16_384 || frame.height > 16_384 {
            fuzzFailure("an image of \(frame.size) drew, past the limit")
        }
    }
}

/// SwiftPM names an executable's entry `ImageFuzz_main`; libFuzzer's driver runs from it.
@_cdecl("ImageFuzz_main")
func imageFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    runFuzzer(argc, argv) { data, size in imageFuzz(data!, size) }
}

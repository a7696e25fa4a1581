import Benchmark
import Foundation
import TintImageIO
import TintRaster
import TintUI

/// Images in a lazy grid: 1,000 distinct PNGs in a `LazyVGrid` of adaptive columns
/// in a `ScrollView` at 1280x800. The first frame mounts, decodes, lays out and paints the lines
/// in view; a scroll by one screen (10 per sample) builds and decodes the next lines, and on the
/// way back up decodes nothing (the decoded images are kept).
func imageGridBenchmarks() {
    let files = ImageGridFixture.files
    scrollingViewBenchmarks("Layout: LazyVGrid of 1k images", scrollView: "grid") { ImageGrid(files: files) }
}

/// 1,000 distinct 96x64 PNGs in one temporary folder that every run shares: the harness starts
/// the benchmark program once per benchmark, and a folder per process left hundreds behind. The
/// images are the same in every run, so a file already there is kept; one is written under
/// another name and renamed, so a run stopped half way leaves no half-written image.
enum ImageGridFixture {
    static let files: [String] = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tint-bench-images").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return (0..<1_000).map { index in
            let path = (folder as NSString).appendingPathComponent("image-\(index).png")
            if FileManager.default.fileExists(atPath: path) { return path }
            let buffer = PixelBuffer(width: 96, height: 64)
            for y in 0..<64 {
                for x in 0..<96 {
                    buffer[x, y] = RGBA8(Color(red: Double(x) / 96, green: Double(y) / 64, blue: Double(index) / 1_000)).premultiplied
                }
            }
            let partial = path + ".\(ProcessInfo.processInfo.processIdentifier).partial"
            do {
                try PNGFile.write(buffer, to: partial)
                try? FileManager.default.removeItem(atPath: path)
                try FileManager.default.moveItem(atPath: partial, toPath: path)
            } catch {
                fatalError("cannot write the benchmark's images in \(folder): \(error)")
            }
            return path
        }
    }()
}

private struct ImageGrid: View {
    let files: [String]
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 110))], spacing: 10) {
                ForEach(files.indices, id: \.self) { index in
                    Image(contentsOfFile: files[index]).resizable().scaledToFill().frame(width: 110, height: 74).clipped()
                }
            }
        }
        .accessibilityIdentifier("grid")
    }
}

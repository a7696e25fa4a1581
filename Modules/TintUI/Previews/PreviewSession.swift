import Foundation
import TintViews

/// Runs a program's previews instead of the app, when `tint-preview` starts it: the
/// environment variable `TINT_PREVIEW` is `png` (write each preview to
/// `TINT_PREVIEW_OUTPUT/<module>-<file>-<line>.png` and list them on standard output) or
/// `window` (show them all in a window). `TINT_PREVIEW_FILES` and `TINT_PREVIEW_PROVIDERS`
/// (lines of `Module/File.swift` and `Module/TypeName`) keep only those previews.
@MainActor
enum PreviewSession {
    static func runIfRequested() {
        let environment = ProcessInfo.processInfo.environment
        guard let mode = environment["TINT_PREVIEW"] else { return }
        let wanted = Set(["TINT_PREVIEW_FILES", "TINT_PREVIEW_PROVIDERS"].flatMap { key in
            (environment[key] ?? "").split(separator: "\n").map(String.init)
        })
        let entries = PreviewCatalog.previews().filter { wanted.isEmpty || wanted.contains($0.fileID) }
        switch mode {
        case "png":
            exit(writeImages(entries, to: environment["TINT_PREVIEW_OUTPUT"] ?? "previews"))
        case "window":
            exit(showWindow(entries, title: environment["TINT_PREVIEW_TITLE"] ?? "Previews"))
        default:
            fail("TINT_PREVIEW is \"\(mode)\": expected png or window")
            exit(2)
        }
    }

    /// Writes each preview as a PNG; lists `preview<TAB>path<TAB>WxH<TAB>title` lines.
    static func writeImages(_ entries: [PreviewEntry], to folder: String) -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            fail("cannot make the folder \(folder): \(error)")
            return 1
        }
        var status: Int32 = 0
        for entry in entries {
            let host = entry.makeHost()
            _ = host.renderFrame()
            let path = (folder as NSString).appendingPathComponent(entry.imageName)
            do {
                try host.writePNG(to: path)
                let buffer = host.pixelBuffer
                print("preview\t\(path)\t\(buffer.width)x\(buffer.height)\t\(entry.title)")
            } catch {
                fail("\(entry.title): cannot write \(path): \(error)")
                status = 1
            }
        }
        return status
    }

    static func showWindow(_ entries: [PreviewEntry], title: String) -> Int32 {
        do {
            let host = try WindowHost(rootView: PreviewGallery(entries: entries), title: title, width: 900, height: 700)
            print("preview\twindow\t\(entries.count) previews")
            try host.run()
            return 0
        } catch {
            fail("\(error)")
            return 1
        }
    }

    private static func fail(_ message: String) {
        FileHandle.standardError.write(Data("tint-preview: \(message)\n".utf8))
    }
}

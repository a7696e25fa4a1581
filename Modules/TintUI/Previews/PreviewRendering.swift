import Foundation
import TintViews

extension PreviewEntry {
    /// The device's size, offered to `.device` and `.sizeThatFits` previews: a default window.
    public static let deviceSize = CGSize(width: 800, height: 600)

    /// A headless host showing the preview in its container: a fixed layout's size, or the size
    /// the view takes when offered the device's (on the desktop `.device` fits too, as on macOS).
    public func makeHost(scale: CGFloat = 1) -> HeadlessHost {
        let view = AnyView(erasing: preview._makeView())
        switch preview._layout {
        case .fixed(let width, let height):
            let w = PreviewCanvas.points(width, "width"), h = PreviewCanvas.points(height, "height")
            return HeadlessHost(rootView: view.frame(width: CGFloat(w), height: CGFloat(h)), width: w, height: h, scale: scale)
        case .device, .sizeThatFits:
            let device = Self.deviceSize
            let host = HeadlessHost(rootView: view, width: Int(device.width), height: Int(device.height), scale: scale)
            let fit = host.sizeThatFits(ProposedViewSize(device))
            host.resize(width: PreviewCanvas.points(fit.width, "fitting width"), height: PreviewCanvas.points(fit.height, "fitting height"))
            return host
        }
    }

    /// The PNG's file name: module, file and line (`NotesKit-NotesView-42.png`), or module and
    /// provider type.
    public var imageName: String {
        var stem = fileID.replacingOccurrences(of: ".swift", with: "")
        if line > 0 { stem += "-\(line)" }
        let safe = stem.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "-" }
        return String(safe) + ".png"
    }
}

/// Canvas sizes for previews: whole points, at least 1, at most 8,192; a size that is not a
/// number is the device's, with a warning.
enum PreviewCanvas {
    static func points(_ value: CGFloat, _ what: String) -> Int {
        guard value.isFinite else {
            RuntimeWarnings.emit("preview \(what) \(value) is not a finite number; using 800", fix: "give the preview a finite width and height")
            return 800
        }
        return Int(Swift.min(8192, Swift.max(1, value.rounded(.up))))
    }
}

import Foundation
import TintViews
import UniformTypeIdentifiers

/// A file dialog the app asked for (`.fileImporter`, `.fileExporter`), as a test sees it.
public struct FileDialog: Equatable, Sendable {
    /// Whether it asks where to save (`.fileExporter`) rather than what to open.
    public let isSave: Bool
    public let allowsMultipleSelection: Bool
    public let allowedContentTypes: [UTType]
    /// The name a save suggests.
    public let defaultFilename: String?
    /// Whether it asks for a folder (to save several documents in) rather than a file.
    public var choosesFolder: Bool = false
}

extension HeadlessHost {
    /// The file dialog waiting for an answer, if the app asked for one.
    public var fileDialog: FileDialog? {
        guard let request = pipeline.fileDialogs.pending else { return nil }
        switch request.kind {
        case .open(let multiple):
            return FileDialog(isSave: false, allowsMultipleSelection: multiple, allowedContentTypes: request.contentTypes, defaultFilename: nil)
        case .save(let name):
            return FileDialog(isSave: true, allowsMultipleSelection: false, allowedContentTypes: request.contentTypes, defaultFilename: name)
        case .chooseFolder:
            return FileDialog(isSave: true, allowsMultipleSelection: false, allowedContentTypes: request.contentTypes, defaultFilename: nil, choosesFolder: true)
        }
    }

    /// Answers the file dialog with `urls`, as if they were chosen in it (for a save, the one
    /// URL to write to). Bodies run at the next `renderFrame()`.
    public func chooseInFileDialog(_ urls: [URL]) {
        pipeline.fileDialogs.answer(urls)
    }

    /// The folder a file dialog opens in (nil: the current directory). A dialog answered with
    /// a file opens the next one in that file's folder.
    public var fileDialogFolder: URL? {
        get { pipeline.fileDialogs.slot.startFolder }
        set { pipeline.fileDialogs.slot.startFolder = newValue }
    }

    /// Cancels the file dialog.
    public func cancelFileDialog() {
        pipeline.fileDialogs.answer(nil)
    }
}

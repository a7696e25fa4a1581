import Foundation
import TintViews
import UniformTypeIdentifiers

/// What File > New, Open…, Open Recent, Save, Save As… and Revert to Saved do in an app with
/// a `DocumentGroup`.
extension AppSession {
    /// Opens a window on a new, untitled document of `scene` (nothing for a viewer).
    func newDocument(scene: Int) {
        guard let kind = scenes.definitions[scene].documents, let make = kind.makeNew else {
            RuntimeWarnings.emit("A DocumentGroup(viewing:) makes no new documents; nothing opens",
                                 fix: "open a document (File > Open…), or use DocumentGroup(newDocument:) to make new ones")
            return
        }
        untitledCount += 1
        let type = kind.writableTypes.first ?? kind.readableTypes.first ?? .data
        let document = OpenDocument(storage: make(), fileURL: nil, contentType: type, isEditable: true, untitledNumber: untitledCount, file: nil)
        makeWindow(scene: scene, value: nil, document: document)
    }

    /// Every type the app's documents open.
    var readableDocumentTypes: [UTType] {
        scenes.documentScenes.flatMap { scenes.definitions[$0].documents?.readableTypes ?? [] }
    }

    /// File > Open…: asks for documents to open, then opens each chosen one.
    func showOpenDialog() {
        let request = _FileDialogRequest(kind: .open(allowsMultipleSelection: true), contentTypes: readableDocumentTypes) { [weak self] urls in
            for url in urls ?? [] { self?.openDocument(at: url) }
        }
        present(request)
    }

    /// Opens the document at `url` in a window of the document group that reads its type (or
    /// brings forward the window already showing it). A file that cannot be read, or that the
    /// document rejects, opens nothing: the key window says why.
    func openDocument(at url: URL) {
        let url = url.standardizedFileURL
        if let existing = windows.last(where: { $0.document?.fileURL?.standardizedFileURL == url }) {
            bringToFront(existing)
            return
        }
        let candidates = scenes.documentScenes
        guard let first = candidates.first else {
            RuntimeWarnings.emit("No DocumentGroup in the app opens “\(url.lastPathComponent)”", fix: "add a DocumentGroup to the App's body")
            return
        }
        let scene = candidates.first { index in
            DocumentKind.type(of: url, among: scenes.definitions[index].documents?.readableTypes ?? []) != nil
        } ?? first
        guard let kind = scenes.definitions[scene].documents, let type = kind.readableType(for: url) else { return }
        do {
            let file = try FileWrapper(url: url, options: .immediate)
            let storage = try kind.read(file, type)
            let editable = kind.makeNew != nil && FileManager.default.isWritableFile(atPath: url.deletingLastPathComponent().path)
            let document = OpenDocument(storage: storage, fileURL: url, contentType: type, isEditable: editable, untitledNumber: 0, file: file)
            makeWindow(scene: scene, value: nil, document: document)
            recentDocuments.note(url)
        } catch {
            if (error as? CocoaError)?.code == .fileReadNoSuchFile { recentDocuments.forget(url) }
            report("The document “\(url.lastPathComponent)” could not be opened.", error: error)
        }
    }

    /// File > Save: writes the key window's document to its file, or asks where first (a
    /// document never saved); `then` runs once it is saved.
    func save(_ window: OpenWindow, then: (@MainActor () -> Void)? = nil) {
        guard let document = window.document, document.isEditable else { return }
        guard let url = document.fileURL else { return saveAs(window, then: then) }
        write(document, to: url, as: document.contentType, in: window, then: then)
    }

    /// File > Save As…: asks where to save the document (suggesting its name with the type's
    /// extension), then writes it there; from then on the window shows that file.
    func saveAs(_ window: OpenWindow, then: (@MainActor () -> Void)? = nil) {
        guard let document = window.document, document.isEditable, let kind = scenes.definitions[window.scene].documents else { return }
        let types = kind.writableTypes.isEmpty ? [document.contentType] : kind.writableTypes
        let suggested = document.fileURL?.lastPathComponent
            ?? (types.first?.preferredFilenameExtension.map { "\(document.displayName).\($0)" } ?? document.displayName)
        let request = _FileDialogRequest(kind: .save(defaultFilename: suggested), contentTypes: types) { [weak self] urls in
            guard let self, let url = urls?.first else { return }
            let type = DocumentKind.type(of: url, among: types)
                ?? (types.contains(document.contentType) ? document.contentType : types[0])
            self.write(document, to: url, as: type, in: window, then: then)
        }
        present(request)
    }

    /// File > Revert to Saved: reads the document's file again, dropping its changes.
    func revert(_ window: OpenWindow) {
        guard let document = window.document else { return }
        do {
            try document.revert()
        } catch {
            report("The document “\(document.displayName)” could not be reverted.", error: error, in: window)
        }
    }

    private func write(_ document: OpenDocument, to url: URL, as type: UTType, in window: OpenWindow, then: (@MainActor () -> Void)?) {
        do {
            try document.save(to: url, as: type)
            recentDocuments.note(url)
            then?()
        } catch {
            report("The document “\(document.displayName)” could not be saved.", error: error, in: window)
        }
    }

    /// Shows `request` in the key window, or as the app shows dialogs with no window open.
    func present(_ request: _FileDialogRequest) {
        if let key = windows.last { return key.host.pipeline.fileDialogs.service.present(request) }
        if let presentWindowlessDialog { return presentWindowlessDialog(request) }
        RuntimeWarnings.emit("No window is open to show a file dialog in; the request is answered as cancelled", fix: "open a window first")
        request.finish(nil)
    }

    /// Says why a document could not be opened or saved: in `window` (else the key window),
    /// or as a warning when no window is open.
    func report(_ title: String, error: any Error, in window: OpenWindow? = nil) {
        let reason = AppSession.reason(of: error)
        guard let target = window ?? windows.last else {
            return RuntimeWarnings.emit("\(title) \(reason)", fix: "check the file named; the error says what is wrong with it")
        }
        target.prompt.tell(title, message: reason)
    }

    /// An error as people read it: its description when it has one, else what its code means.
    static func reason(of error: any Error) -> String {
        let info = (error as NSError).userInfo
        if let described = info[NSLocalizedDescriptionKey] as? String { return described }
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileReadCorruptFile: return "The file isn’t in the correct format."
            case .fileReadNoSuchFile: return "The file doesn’t exist."
            case .fileReadNoPermission: return "You don’t have permission to read it."
            case .fileReadTooLarge: return "The file is too large."
            case .fileWriteOutOfSpace: return "There isn’t enough space on the disk."
            case .fileWriteNoPermission: return "You don’t have permission to save it there."
            default: break
            }
        }
        if let described = (error as? LocalizedError)?.errorDescription { return described }
        return String(describing: error)
    }
}

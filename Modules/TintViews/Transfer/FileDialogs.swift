import CoreTransferable
import Foundation
import UniformTypeIdentifiers

/// A file dialog a view asks the host for (`.fileImporter`, `.fileExporter`): what it opens or
/// saves, and what to do with the answer.
package struct _FileDialogRequest {
    package enum Kind: Equatable {
        /// Choosing files to open.
        case open(allowsMultipleSelection: Bool)
        /// Choosing where to save, suggesting a name.
        case save(defaultFilename: String?)
        /// Choosing a folder to save several files in (`fileExporter(documents:)`).
        case chooseFolder
    }

    package let kind: Kind
    package let contentTypes: [UTType]
    /// Called once with the URLs chosen; nil when the dialog was cancelled.
    package let finish: @MainActor ([URL]?) -> Void

    package init(kind: Kind, contentTypes: [UTType], finish: @escaping @MainActor ([URL]?) -> Void) {
        self.kind = kind
        self.contentTypes = contentTypes
        self.finish = finish
    }
}

/// The host's file dialogs, as views reach them: the host puts one in the environment.
package struct _FileDialogs: Equatable {
    package let present: @MainActor (_FileDialogRequest) -> Void

    package init(present: @escaping @MainActor (_FileDialogRequest) -> Void) {
        self.present = present
    }

    /// One service: any two are equal, so setting it changes nothing to diff.
    package static func == (a: _FileDialogs, b: _FileDialogs) -> Bool { true }

    /// Outside a host that shows file dialogs: every request is cancelled, with a warning.
    static let unavailable = _FileDialogs { request in
        RuntimeWarnings.emit("No file dialog can be shown here; the request is answered as cancelled", fix: "show file dialogs from a view in a window (WindowHost), or answer them in a HeadlessHost")
        request.finish(nil)
    }
}

private struct FileDialogsKey: EnvironmentKey { static let defaultValue = _FileDialogs.unavailable }

extension EnvironmentValues {
    package var _fileDialogs: _FileDialogs {
        get { self[FileDialogsKey.self] }
        set { self[FileDialogsKey.self] = newValue }
    }
}

/// Asks for a file dialog each time `isPresented` turns true, and turns it false once the
/// dialog is answered.
struct _FileDialogModifier: ViewModifier {
    @Binding var isPresented: Bool
    let kind: _FileDialogRequest.Kind
    let contentTypes: [UTType]
    /// What the answer does: the URLs chosen (nil: cancelled).
    let answer: @MainActor ([URL]?) -> Void
    @Environment(\._fileDialogs) private var dialogs

    func body(content: Content) -> some View {
        let isPresented = $isPresented, answer = answer, dialogs = dialogs
        let request = _FileDialogRequest(kind: kind, contentTypes: contentTypes) { urls in
            isPresented.wrappedValue = false
            answer(urls)
        }
        return content.onChange(of: self.isPresented, initial: true) { _, shown in
            if shown { dialogs.present(request) }
        }
    }
}

extension View {
    /// Asks for one file of `allowedContentTypes` to open while `isPresented` is true; a cancel
    /// completes with `CocoaError.userCancelled`.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        modifier(_FileDialogModifier(isPresented: isPresented, kind: .open(allowsMultipleSelection: false), contentTypes: allowedContentTypes) { urls in
            if let url = urls?.first { onCompletion(.success(url)) } else { onCompletion(.failure(CocoaError(.userCancelled))) }
        })
    }

    /// Asks for files of `allowedContentTypes` to open (several when
    /// `allowsMultipleSelection`); a cancel completes with `CocoaError.userCancelled`.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View {
        modifier(_FileDialogModifier(isPresented: isPresented, kind: .open(allowsMultipleSelection: allowsMultipleSelection),
                                     contentTypes: allowedContentTypes) { urls in
            if let urls { onCompletion(.success(urls)) } else { onCompletion(.failure(CocoaError(.userCancelled))) }
        })
    }

    /// Asks for files to open; a cancel runs `onCancellation`.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void) -> some View {
        modifier(_FileDialogModifier(isPresented: isPresented, kind: .open(allowsMultipleSelection: allowsMultipleSelection),
                                     contentTypes: allowedContentTypes) { urls in
            if let urls { onCompletion(.success(urls)) } else { onCancellation() }
        })
    }

    /// Asks where to save `item` while `isPresented` is true, then writes it there in its first
    /// content type of `contentTypes` (or of its own): written whole or not at all, an existing
    /// file left intact when writing fails. A cancel runs `onCancellation`.
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View {
        let types = contentTypes.isEmpty ? (item?.exportedContentTypes() ?? []) : contentTypes
        return modifier(_FileDialogModifier(isPresented: isPresented, kind: .save(defaultFilename: defaultFilename), contentTypes: types) { urls in
            guard let url = urls?.first else { return onCancellation() }
            guard let item else {
                return onCompletion(.failure(CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "There is no item to export."])))
            }
            let box = _ExportJob(item: item, type: types.first, url: url, completion: onCompletion)
            Task { @MainActor in await box.run() }
        })
    }
}

/// One export: the item's data in its type, written atomically to the chosen URL.
private struct _ExportJob<T: Transferable>: @unchecked Sendable {
    let item: T
    let type: UTType?
    let url: URL
    let completion: (Result<URL, any Error>) -> Void

    @MainActor func run() async {
        do {
            let data = try await item.exported(as: type)
            try data.write(to: url, options: .atomic)
            completion(.success(url))
        } catch {
            completion(.failure(error))
        }
    }
}

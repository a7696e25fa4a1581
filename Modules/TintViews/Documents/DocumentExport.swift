import Foundation
import UniformTypeIdentifiers

extension FileDocument {
    /// The document as a file, written whole to `url` or not at all (an existing file is
    /// left intact when the document or the disk fails).
    package func write(to url: URL, contentType: UTType, existingFile: FileWrapper? = nil) throws -> FileWrapper {
        let wrapper = try fileWrapper(configuration: WriteConfiguration(contentType: contentType, existingFile: existingFile))
        try wrapper.write(to: url, options: .atomic, originalContentsURL: nil)
        return wrapper
    }
}

extension ReferenceFileDocument {
    /// The same for a reference document: its snapshot, taken now, written whole or not at all.
    package func write(to url: URL, contentType: UTType, existingFile: FileWrapper? = nil) throws -> FileWrapper {
        let wrapper = try fileWrapper(snapshot: snapshot(contentType: contentType),
                                      configuration: WriteConfiguration(contentType: contentType, existingFile: existingFile))
        try wrapper.write(to: url, options: .atomic, originalContentsURL: nil)
        return wrapper
    }
}

/// The URLs documents exported together are written to: one per document in the chosen
/// folder, named "Untitled", "Untitled 2"... with the type's extension, none over a file that
/// is there.
private func exportURLs(count: Int, in folder: URL, contentType: UTType) -> [URL] {
    let ext = contentType.preferredFilenameExtension.map { ".\($0)" } ?? ""
    var urls: [URL] = []
    var number = 1
    while urls.count < count {
        let url = folder.appendingPathComponent(number == 1 ? "Untitled\(ext)" : "Untitled \(number)\(ext)")
        if !FileManager.default.fileExists(atPath: url.path) { urls.append(url) }
        number += 1
    }
    return urls
}

extension View {
    /// Asks where to save `document` while `isPresented` is true, then writes it there as
    /// `contentType`: whole or not at all, an existing file left intact when writing fails. A
    /// cancel completes with `CocoaError.userCancelled`.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        documentExporter(isPresented: isPresented, write: document.map { document in { try document.write(to: $0, contentType: contentType) } },
                         contentType: contentType, defaultFilename: defaultFilename, onCompletion: onCompletion,
                         onCancellation: { onCompletion(.failure(CocoaError(.userCancelled))) })
    }

    /// The same, with a cancel running `onCancellation`.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void) -> some View {
        documentExporter(isPresented: isPresented, write: document.map { document in { try document.write(to: $0, contentType: contentType) } },
                         contentType: contentType, defaultFilename: defaultFilename, onCompletion: onCompletion, onCancellation: onCancellation)
    }

    /// Asks where to save a reference document; its snapshot is taken when the answer comes.
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                                       onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        documentExporter(isPresented: isPresented, write: document.map { document in { try document.write(to: $0, contentType: contentType) } },
                         contentType: contentType, defaultFilename: defaultFilename, onCompletion: onCompletion,
                         onCancellation: { onCompletion(.failure(CocoaError(.userCancelled))) })
    }

    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                                       onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                                       onCancellation: @escaping () -> Void) -> some View {
        documentExporter(isPresented: isPresented, write: document.map { document in { try document.write(to: $0, contentType: contentType) } },
                         contentType: contentType, defaultFilename: defaultFilename, onCompletion: onCompletion, onCancellation: onCancellation)
    }

    /// Asks for a folder to save `documents` in, then writes each there as `contentType`
    /// ("Untitled", "Untitled 2"...), stopping at the first that fails.
    public func fileExporter<C: RandomAccessCollection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                                        onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    where C.Element: FileDocument {
        let writes: [(URL) throws -> Void] = documents.map { document in { _ = try document.write(to: $0, contentType: contentType) } }
        return documentsExporter(isPresented: isPresented, writes: writes, contentType: contentType, onCompletion: onCompletion)
    }

    public func fileExporter<C: RandomAccessCollection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                                        onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    where C.Element: ReferenceFileDocument {
        let writes: [(URL) throws -> Void] = documents.map { document in { _ = try document.write(to: $0, contentType: contentType) } }
        return documentsExporter(isPresented: isPresented, writes: writes, contentType: contentType, onCompletion: onCompletion)
    }

    private func documentExporter(isPresented: Binding<Bool>, write: ((URL) throws -> FileWrapper)?, contentType: UTType, defaultFilename: String?,
                                  onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void) -> some View {
        modifier(_FileDialogModifier(isPresented: isPresented, kind: .save(defaultFilename: defaultFilename), contentTypes: [contentType]) { urls in
            guard let url = urls?.first else { return onCancellation() }
            guard let write else {
                return onCompletion(.failure(CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "There is no document to export."])))
            }
            do {
                _ = try write(url)
                onCompletion(.success(url))
            } catch {
                onCompletion(.failure(error))
            }
        })
    }

    private func documentsExporter(isPresented: Binding<Bool>, writes: [(URL) throws -> Void], contentType: UTType,
                                   onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View {
        modifier(_FileDialogModifier(isPresented: isPresented, kind: .chooseFolder, contentTypes: [contentType]) { urls in
            guard let folder = urls?.first else { return onCompletion(.failure(CocoaError(.userCancelled))) }
            let targets = exportURLs(count: writes.count, in: folder, contentType: contentType)
            do {
                for (write, url) in zip(writes, targets) { try write(url) }
                onCompletion(.success(targets))
            } catch {
                onCompletion(.failure(error))
            }
        })
    }
}

import Foundation
import Observation
import UniformTypeIdentifiers

/// What a drawn file dialog shows and where it is: a folder's entries (folders first, then the
/// files of the allowed types, by name, hidden ones left out), the selection, the name a save
/// is given, and what went wrong (a folder that cannot be listed, a path that names nothing).
/// The dialog's views read it and call it; it touches the file system only when told to go
/// somewhere.
@MainActor @Observable
package final class _FileBrowser {
    package struct Entry: Identifiable, Equatable {
        package let url: URL
        package let name: String
        package let isFolder: Bool
        package var id: URL { url }
    }

    package let request: _FileDialogRequest
    package private(set) var folder: URL
    package private(set) var entries: [Entry] = []
    package var selection: Set<URL> = []
    /// The file name a save writes (the request's suggestion at first).
    package var name: String
    /// The path field's text: the folder shown, or what was typed.
    package var pathText: String
    /// Why the folder or path cannot be shown or used; nil when all is well.
    package private(set) var problem: String?
    /// The file a save would replace, waiting for the user to say Replace.
    package private(set) var replacing: URL?

    /// The most entries a folder shows: a folder of millions lists its first ones and says so.
    package static let entryLimit = 5_000

    /// Answers the request (the dialog's owner takes it down): the URLs chosen, nil to cancel.
    private let answer: @MainActor ([URL]?) -> Void

    package init(request: _FileDialogRequest, folder: URL? = nil, answer: @escaping @MainActor ([URL]?) -> Void) {
        self.request = request
        self.answer = answer
        if case .save(let suggested) = request.kind { name = suggested ?? "Untitled" } else { name = "" }
        let start = folder ?? _FileBrowser.startFolder
        self.folder = start
        pathText = start.path
        load(start)
    }

    /// Where a dialog opens: the current directory, else the home folder.
    static var startFolder: URL {
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }

    package var title: String {
        switch request.kind {
        case .open: "Open"
        case .save: "Save"
        case .chooseFolder: "Choose a Folder"
        }
    }

    package var confirmTitle: String {
        switch request.kind {
        case .open: "Open"
        case .save: replacing == nil ? "Save" : "Replace"
        case .chooseFolder: "Choose"
        }
    }

    package var isSave: Bool { if case .save = request.kind { true } else { false } }

    /// Shows `url`'s entries; a folder that cannot be listed shows none and says why.
    package func load(_ url: URL) {
        let url = url.standardizedFileURL
        replacing = nil
        do {
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
            folder = url
            pathText = url.path
            selection = []
            problem = nil
            var found: [Entry] = []
            for name in names where !name.hasPrefix(".") {
                let child = url.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue { found.append(Entry(url: child, name: name, isFolder: true)) }
                else if shows(file: child) { found.append(Entry(url: child, name: name, isFolder: false)) }
            }
            found.sort { a, b in a.isFolder != b.isFolder ? a.isFolder : a.name.localizedStandardCompare(b.name) == .orderedAscending }
            if found.count > _FileBrowser.entryLimit {
                problem = "This folder holds \(found.count) items; the first \(_FileBrowser.entryLimit) are shown. Type a path to reach the others."
                found.removeLast(found.count - _FileBrowser.entryLimit)
            }
            entries = found
        } catch {
            problem = "“\(url.lastPathComponent.isEmpty ? url.path : url.lastPathComponent)” cannot be opened: \(FileBrowserErrors.reason(error))."
        }
    }

    /// Whether a file is listed: files of an allowed type (any, with none given); none when
    /// choosing a folder.
    private func shows(file: URL) -> Bool {
        if case .chooseFolder = request.kind { return false }
        let types = request.contentTypes
        if types.isEmpty || types.contains(where: { $0 == .item || $0 == .data || $0 == .content }) { return true }
        guard let type = UTType(filenameExtension: file.pathExtension) else { return false }
        return types.contains { type.conforms(to: $0) }
    }

    /// The folder above.
    package func goUp() {
        let parent = folder.deletingLastPathComponent()
        if parent.path != folder.path { load(parent) }
    }

    /// Goes where the path field says: a folder opens; a file is chosen (to open) or named (to
    /// save); "~" is the home folder. A path naming nothing says so.
    package func goToTypedPath() {
        var text = pathText.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("~") { text = NSString(string: text).expandingTildeInPath }
        if !text.hasPrefix("/") { text = folder.appendingPathComponent(text).path }
        let url = URL(fileURLWithPath: text).standardizedFileURL
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue { return load(url) }
        if isSave, FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path) {
            load(url.deletingLastPathComponent())
            name = url.lastPathComponent
            return
        }
        if exists {
            load(url.deletingLastPathComponent())
            selection = [url]
            return
        }
        problem = "There is nothing at “\(url.path)”."
    }

    /// Selects `entry` (with `adding`, to the selection, when several may be chosen).
    package func select(_ entry: Entry, adding: Bool = false) {
        let multiple: Bool = if case .open(let many) = request.kind { many } else { false }
        if adding, multiple { selection.formSymmetricDifference([entry.url]) } else { selection = [entry.url] }
        if isSave, !entry.isFolder { name = entry.name }
        replacing = nil
    }

    /// Moves the selection `offset` entries down (up when negative), as the arrow keys do.
    package func moveSelection(by offset: Int) {
        guard !entries.isEmpty else { return }
        let current = entries.firstIndex { selection.contains($0.url) }
        let next = current.map { min(max($0 + offset, 0), entries.count - 1) } ?? (offset > 0 ? 0 : entries.count - 1)
        select(entries[next])
    }

    /// Opens `entry`: a folder shows its entries, a file is chosen (as a double click does).
    package func open(_ entry: Entry) {
        if entry.isFolder { return load(entry.url) }
        select(entry)
        confirm()
    }

    /// Cancel: answers that nothing was chosen.
    package func cancel() { answer(nil) }

    /// Whether the confirming button may be pressed now.
    package var canConfirm: Bool {
        switch request.kind {
        case .open: !selection.isEmpty
        case .save: !name.trimmingCharacters(in: .whitespaces).isEmpty && !name.contains("/")
        case .chooseFolder: true
        }
    }

    /// Open, Save, Replace or Choose: answers the request with the chosen URLs. A selected
    /// folder is entered instead of opened; a save over an existing file first asks to
    /// replace it.
    package func confirm() {
        switch request.kind {
        case .open:
            let chosen = entries.filter { selection.contains($0.url) }
            if chosen.count == 1, chosen[0].isFolder { return load(chosen[0].url) }
            let files = chosen.filter { !$0.isFolder }.map(\.url)
            guard !files.isEmpty else { return }
            answer(files)
        case .save:
            guard canConfirm else { return }
            let url = folder.appendingPathComponent(name.trimmingCharacters(in: .whitespaces))
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
                if isDirectory.boolValue { return load(url) }
                if replacing != url {
                    replacing = url
                    problem = "“\(url.lastPathComponent)” already exists. Saving replaces it."
                    return
                }
            }
            answer([url])
        case .chooseFolder:
            let chosen = entries.first { selection.contains($0.url) && $0.isFolder }
            answer([chosen?.url ?? folder])
        }
    }
}

/// How a file system error reads in a dialog.
enum FileBrowserErrors {
    static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileReadNoSuchFile: return "it does not exist"
            case .fileReadNoPermission: return "permission denied"
            default: break
            }
        }
        return error.localizedDescription
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file, a directory of files or a symbolic link, held in memory, as Foundation's
/// `FileWrapper` on Apple's systems (Foundation on Linux has none; every `FileDocument` uses
/// one): read from a URL whole, built by the app, written back to a URL.
///
/// Reading is bounded, because a document is read on the main thread and held whole: a
/// regular file of more than `contentsLimit` bytes, or a tree of more than that in all, of more
/// than `entriesLimit` entries or deeper than `depthLimit`, is refused with an error that says
/// so; named pipes and devices are refused, not read. Symbolic links are kept as links, never
/// followed, so a link loop cannot recurse. Writing with `.atomic` replaces the old node only
/// once the new one is whole: a failed write leaves what was there intact.
open class FileWrapper {
    /// How a wrapper reads its node (`init(url:options:)`): Tint reads every node at once, so
    /// both are accepted and change nothing.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read the contents at once rather than when asked (Tint always does).
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Read into memory rather than mapping the file (Tint always does).
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How a wrapper writes its node (`write(to:options:originalContentsURL:)`).
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write to a temporary node beside the destination, then put it in place: the
        /// destination is either the old node or the whole new one.
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Set each wrapper's `filename` to the name it was written under.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    private enum Node {
        case regular(Data)
        case directory([String: FileWrapper])
        case link(URL)
    }

    private var node: Node

    /// The name the wrapper would like in a directory (the key its parent gives it when free).
    open var preferredFilename: String?
    /// The name of the node it was read from or last written to.
    open var filename: String?
    /// The node's attributes, as `FileManager.attributesOfItem(atPath:)` gives them.
    open var fileAttributes: [String: Any] = [:]

    /// The largest regular file, and the most bytes of a whole tree, a wrapper reads: 512 MiB.
    package static let contentsLimit = 512 << 20
    /// The most nodes a directory tree may hold.
    package static let entriesLimit = 100_000
    /// The deepest a directory tree may nest.
    package static let depthLimit = 64

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        node = .regular(contents)
    }

    /// A directory holding `childrenByPreferredName`; each child's preferred name becomes its
    /// key where it had none.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
        node = .directory(childrenByPreferredName)
    }

    /// A symbolic link to `url`.
    public init(symbolicLinkWithDestinationURL url: URL) {
        node = .link(url)
    }

    /// The node at `url`, read whole: a regular file, a directory (with everything in it) or
    /// a symbolic link (not followed).
    public init(url: URL, options: ReadingOptions = []) throws {
        var budget = ReadBudget()
        node = try FileWrapper.readNode(at: url, depth: 0, budget: &budget)
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
        fileAttributes = (try? FileManager.default.attributesOfItem(atPath: url.path)).map { Dictionary(uniqueKeysWithValues: $0.map { ($0.key.rawValue, $0.value) }) } ?? [:]
    }

    /// The same, spelled as Objective-C's initializer reads in Swift.
    public convenience init(URL url: URL, options: ReadingOptions = []) throws {
        try self.init(url: url, options: options)
    }

    // MARK: What it is

    open var isRegularFile: Bool { if case .regular = node { true } else { false } }
    open var isDirectory: Bool { if case .directory = node { true } else { false } }
    open var isSymbolicLink: Bool { if case .link = node { true } else { false } }

    /// A regular file's bytes (nil for a directory or link).
    open var regularFileContents: Data? {
        if case .regular(let data) = node { data } else { nil }
    }

    /// A directory's children by key (nil for a file or link).
    open var fileWrappers: [String: FileWrapper]? {
        if case .directory(let children) = node { children } else { nil }
    }

    /// A link's destination (nil for a file or directory).
    open var symbolicLinkDestinationURL: URL? {
        if case .link(let url) = node { url } else { nil }
    }

    // MARK: Changing a directory

    /// Adds `child` to this directory under its preferred name, or a free name made from it
    /// ("name 2.ext"); the key it was given. A wrapper that is not a directory adds nothing
    /// (Apple's raises an exception) and gives "".
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = node else { return "" }
        let key = FileWrapper.freeKey(for: child.preferredFilename ?? child.filename ?? "Untitled", in: children)
        if child.preferredFilename == nil { child.preferredFilename = key }
        children[key] = child
        node = .directory(children)
        return key
    }

    /// Adds a regular file holding `data`, preferring `fileName`; the key it was given.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from this directory.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = node, let key = keyForChildFileWrapper(child) else { return }
        children[key] = nil
        node = .directory(children)
    }

    /// The key `child` has in this directory.
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
        fileWrappers?.first { $0.value === child }?.key
    }

    private static func freeKey(for name: String, in children: [String: FileWrapper]) -> String {
        guard children[name] != nil else { return name }
        let base = (name as NSString).deletingPathExtension, ext = (name as NSString).pathExtension
        var number = 2
        while true {
            let key = ext.isEmpty ? "\(base) \(number)" : "\(base) \(number).\(ext)"
            if children[key] == nil { return key }
            number += 1
        }
    }

    // MARK: Reading

    /// Reads the node at `url` again, in place of what the wrapper holds.
    open func read(from url: URL, options: ReadingOptions = []) throws {
        var budget = ReadBudget()
        node = try FileWrapper.readNode(at: url, depth: 0, budget: &budget)
        filename = url.lastPathComponent
    }

    /// Whether the node at `url` holds what this wrapper holds (compared byte for byte).
    open func matchesContents(of url: URL) -> Bool {
        guard let other = try? FileWrapper(url: url) else { return false }
        return FileWrapper.same(self, other)
    }

    private static func same(_ a: FileWrapper, _ b: FileWrapper) -> Bool {
        switch (a.node, b.node) {
        case (.regular(let x), .regular(let y)): return x == y
        case (.link(let x), .link(let y)): return x.path == y.path
        case (.directory(let x), .directory(let y)):
            return x.count == y.count && x.allSatisfy { key, child in y[key].map { same(child, $0) } ?? false }
        default: return false
        }
    }

    /// What a read may still take: bytes and nodes, shared by a whole tree.
    private struct ReadBudget {
        var bytes = FileWrapper.contentsLimit
        var entries = FileWrapper.entriesLimit
    }

    private static func readNode(at url: URL, depth: Int, budget: inout ReadBudget) throws -> Node {
        let path = url.path
        budget.entries -= 1
        guard budget.entries >= 0 else {
            throw readError(.fileReadTooLarge, path, "it holds more than \(entriesLimit) files and folders")
        }
        var status = stat()
        guard lstat(path, &status) == 0 else {
            let code = errno
            throw readError(code == ENOENT ? .fileReadNoSuchFile : (code == EACCES ? .fileReadNoPermission : .fileReadUnknown),
                            path, String(cString: strerror(code)))
        }
        switch status.st_mode & S_IFMT {
        case S_IFLNK:
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: path)
            return .link(URL(fileURLWithPath: destination))
        case S_IFDIR:
            guard depth < depthLimit else { throw readError(.fileReadTooLarge, path, "its folders nest deeper than \(depthLimit)") }
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: path) } catch {
                throw readError(.fileReadNoPermission, path, "its folder cannot be listed (\(error.localizedDescription))")
            }
            var children: [String: FileWrapper] = [:]
            for name in names {
                let child = FileWrapper(node: try readNode(at: url.appendingPathComponent(name), depth: depth + 1, budget: &budget))
                child.filename = name
                child.preferredFilename = name
                children[name] = child
            }
            return .directory(children)
        default:
            do {
                let data = try RegularFile.read(path, limit: budget.bytes)
                budget.bytes -= data.count
                return .regular(data)
            } catch .tooLarge(let bytes, _) {
                throw readError(.fileReadTooLarge, path, "it is \(RegularFile.describe(bytes: bytes)), more than the \(RegularFile.describe(bytes: contentsLimit)) a document may hold")
            } catch .missing {
                throw readError(.fileReadNoSuchFile, path, "No such file or directory")
            } catch {
                throw readError(.fileReadUnknown, path, error.description)
            }
        }
    }

    private init(node: Node) {
        self.node = node
    }

    private static func readError(_ code: CocoaError.Code, _ path: String, _ reason: String) -> CocoaError {
        CocoaError(code, userInfo: [NSFilePathErrorKey: path,
                                    NSLocalizedDescriptionKey: "The file “\((path as NSString).lastPathComponent)” could not be read: \(reason)."])
    }

    // MARK: Writing

    /// Writes the wrapper's node to `url`: a file, a directory with its children, or a link.
    /// With `.atomic`, the new node is written whole beside `url` first and then put in its
    /// place, so a failure leaves the old node as it was. `originalContentsURL` is accepted
    /// (Apple's uses it to copy unchanged children; Tint writes every child).
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        if options.contains(.atomic) {
            let folder = url.deletingLastPathComponent()
            let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tint-\(UUID().uuidString.prefix(8))")
            do {
                try writeNode(to: temporary, options: options)
                try FileWrapper.replace(url, with: temporary)
            } catch {
                try? FileManager.default.removeItem(at: temporary)
                throw FileWrapper.writeError(error, url)
            }
        } else {
            do {
                if FileManager.default.fileExists(atPath: url.path) || (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil {
                    try FileManager.default.removeItem(at: url)
                }
                try writeNode(to: url, options: options)
            } catch {
                throw FileWrapper.writeError(error, url)
            }
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }

    private func writeNode(to url: URL, options: WritingOptions) throws {
        switch node {
        case .regular(let data):
            try data.write(to: url)
        case .link(let destination):
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination.path)
        case .directory(let children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            for (key, child) in children {
                try child.writeNode(to: url.appendingPathComponent(key), options: options)
                if options.contains(.withNameUpdating) { child.filename = key }
            }
        }
    }

    /// Puts the node at `temporary` in the place of `url`: a rename over a file or link, and for
    /// a directory (which `rename` cannot replace) the old one moved aside first and back if
    /// the new one cannot take its place.
    private static func replace(_ url: URL, with temporary: URL) throws {
        if rename(temporary.path, url.path) == 0 { return }
        let code = errno
        guard code == EISDIR || code == ENOTEMPTY || code == EEXIST || code == ENOTDIR else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
        let aside = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tint-old-\(UUID().uuidString.prefix(8))")
        guard rename(url.path, aside.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        guard rename(temporary.path, url.path) == 0 else {
            let failure = errno
            _ = rename(aside.path, url.path)
            throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
        }
        try? FileManager.default.removeItem(at: aside)
    }

    private static func writeError(_ error: any Error, _ url: URL) -> CocoaError {
        if let cocoa = error as? CocoaError, cocoa.userInfo[NSLocalizedDescriptionKey] != nil { return cocoa }
        let reason: String
        if let posix = error as? POSIXError { reason = String(cString: strerror(posix.code.rawValue)) } else { reason = error.localizedDescription }
        return CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path,
                                                        NSLocalizedDescriptionKey: "“\(url.lastPathComponent)” could not be saved: \(reason)."])
    }
}

import Foundation

/// Every type this process knows: the system's table, the types the app declared with
/// `UTType(exportedAs:)`/`UTType(importedAs:)`, and dynamic types made for tags nothing declares
/// (named from the MIME database where it knows the tag). Shared by all threads behind a lock.
final class TypeRegistry: @unchecked Sendable {
    struct Declaration {
        var identifier: String
        var parents: [String]
        var extensions: [String]
        var mimeTypes: [String]
        var description: String?
        var isDynamic: Bool
        var isSystem: Bool
    }

    static let shared = TypeRegistry(mime: .shared)

    private let lock = NSLock()
    private var declarations: [String: Declaration] = [:]
    private var byExtension: [String: [String]] = [:]
    private var byMIMEType: [String: [String]] = [:]
    private var ancestry: [String: Set<String>] = [:]
    private let mime: MIMEDatabase

    init(mime: MIMEDatabase) {
        self.mime = mime
        for entry in SystemTypes.entries {
            add(Declaration(identifier: entry.identifier, parents: entry.parents, extensions: entry.extensions,
                            mimeTypes: entry.mimeTypes, description: entry.description, isDynamic: false, isSystem: true))
        }
    }

    func declaration(_ identifier: String) -> Declaration? {
        lock.lock(); defer { lock.unlock() }
        return declarations[identifier]
    }

    /// Declares an app's type once; a second declaration of the same identifier keeps the first,
    /// as a type's declaration cannot change while the app runs.
    func declare(_ identifier: String, parent: String?) {
        lock.lock(); defer { lock.unlock() }
        guard declarations[identifier] == nil else { return }
        add(Declaration(identifier: identifier, parents: [parent ?? "public.data"], extensions: [], mimeTypes: [],
                        description: nil, isDynamic: false, isSystem: false))
    }

    /// Every ancestor of a type, itself excluded.
    func ancestors(of identifier: String) -> Set<String> {
        lock.lock(); defer { lock.unlock() }
        return ancestorsLocked(identifier)
    }

    /// The declared types carrying a tag, conforming to `parent`; with none, a dynamic type for
    /// the tag (nil when the tag cannot name a type).
    func types(tag: String, tagClass: UTTagClass, conformingTo parent: String?) -> [String] {
        lock.lock(); defer { lock.unlock() }
        let conforming = { (id: String) in parent.map { id == $0 || self.ancestorsLocked(id).contains($0) } ?? true }
        var found: [String] = []
        switch tagClass {
        case .filenameExtension:
            found = (byExtension[tag] ?? byExtension[tag.lowercased()] ?? []).filter(conforming)
            if found.isEmpty {
                for type in mime.types(forExtension: tag) {
                    if let id = typeLocked(forMIME: type), conforming(id), !found.contains(id) { found.append(id) }
                }
            }
        case .mimeType:
            let canonical = mime.canonical(tag)
            found = (byMIMEType[tag.lowercased()] ?? byMIMEType[canonical] ?? []).filter(conforming)
            if found.isEmpty, let id = typeLocked(forMIME: canonical), conforming(id) { found = [id] }
        default:
            break
        }
        if found.isEmpty {
            // Nothing declares the tag: a dynamic type of it alone, under the wanted parent.
            let id = "dyn.\(tagClass == .mimeType ? "mime" : tagClass == .filenameExtension ? "ext" : tagClass.rawValue):\(tag)"
            if declarations[id] == nil {
                add(Declaration(identifier: id, parents: [parent ?? "public.data"],
                                extensions: tagClass == .filenameExtension ? [tag] : [],
                                mimeTypes: tagClass == .mimeType ? [tag.lowercased()] : [],
                                description: nil, isDynamic: true, isSystem: false))
            }
            found = [id]
        }
        return found
    }

    /// The type a MIME type stands for: a declared one carrying it, else a dynamic type made from
    /// the database's entry for it (its parents, extensions and description), else nil.
    private func typeLocked(forMIME type: String) -> String? {
        if let id = byMIMEType[type]?.first { return id }
        guard mime.knows(type) else { return nil }
        let id = "dyn.mime:\(type)"
        if declarations[id] != nil { return id }
        var parents = mime.parents(of: type).compactMap { typeLocked(forMIME: $0) }
        if parents.isEmpty {
            parents = [Self.mediaParent(of: type)]
        } else if let implied = Optional(Self.mediaParent(of: type)), implied != "public.data", !parents.contains(implied) {
            // image/x-foo under application/octet-stream is still an image.
            parents.append(implied)
        }
        add(Declaration(identifier: id, parents: parents, extensions: mime.extensionsByType[type] ?? [],
                        mimeTypes: [type], description: mime.description(of: type), isDynamic: true, isSystem: false))
        return id
    }

    private static func mediaParent(of mimeType: String) -> String {
        switch mimeType.split(separator: "/").first {
        case "text": "public.plain-text"
        case "image": "public.image"
        case "audio": "public.audio"
        case "video": "public.movie"
        case "font": "public.font"
        case "inode": "public.item"
        default: "public.data"
        }
    }

    private func ancestorsLocked(_ identifier: String) -> Set<String> {
        if let known = ancestry[identifier] { return known }
        var result: Set<String> = []
        var pending = declarations[identifier]?.parents ?? []
        while let next = pending.popLast() {
            if next != identifier, result.insert(next).inserted { pending += declarations[next]?.parents ?? [] }
        }
        if declarations[identifier] != nil { ancestry[identifier] = result }
        return result
    }

    private func add(_ declaration: Declaration) {
        declarations[declaration.identifier] = declaration
        for ext in declaration.extensions { byExtension[ext, default: []].append(declaration.identifier) }
        for type in declaration.mimeTypes { byMIMEType[type, default: []].append(declaration.identifier) }
        ancestry = [:]
    }
}

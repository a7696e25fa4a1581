import Foundation

/// A uniform type identifier: the kind of a file or of transferred data (`public.png`,
/// `public.plain-text`, an app's own `com.example.note`), with its place in the conformance
/// hierarchy and its filename extensions and MIME types, as Apple's `UniformTypeIdentifiers`.
///
/// The system's types are a table of Tint's; tags it does not know are looked up in the
/// freedesktop.org MIME database (shared-mime-info) when it is installed, so
/// `UTType(filenameExtension: "odt")` is the OpenDocument type the desktop knows. An app declares
/// its own types with `UTType(exportedAs:)` and `UTType(importedAs:)`; there is no Info.plist, so
/// the declaration is the call itself.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier (`"public.png"`).
    public let identifier: String

    private init(declared identifier: String) { self.identifier = identifier }

    /// The declared type with this identifier, or nil when nothing declares it.
    public init?(_ identifier: String) {
        guard TypeRegistry.shared.declaration(identifier) != nil else { return nil }
        self.identifier = identifier
    }

    /// A type the app owns and declares: it conforms to `parentType` (to `.data` when none is given).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        TypeRegistry.shared.declare(identifier, parent: parentType?.identifier)
        self.identifier = identifier
    }

    /// A type another app owns, which this app uses: declared here in the same way.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        TypeRegistry.shared.declare(identifier, parent: parentType?.identifier)
        self.identifier = identifier
    }

    /// The type a tag names, conforming to `supertype`: the first declared one, else a dynamic type.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard Self.isValidTag(tag, tagClass),
              let first = TypeRegistry.shared.types(tag: tag, tagClass: tagClass, conformingTo: supertype?.identifier).first
        else { return nil }
        self.identifier = first
    }

    /// The type of files with this extension (`"md"`, without the dot).
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type of data with this MIME type (`"image/png"`).
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// Every type a tag names, conforming to `supertype`.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        guard isValidTag(tag, tagClass) else { return [] }
        return TypeRegistry.shared.types(tag: tag, tagClass: tagClass, conformingTo: supertype?.identifier)
            .map(UTType.init(declared:))
    }

    // MARK: What the type is

    /// The type's tags, by class: its filename extensions and MIME types.
    public var tags: [UTTagClass: [String]] {
        guard let declaration else { return [:] }
        var tags: [UTTagClass: [String]] = [:]
        if !declaration.extensions.isEmpty { tags[.filenameExtension] = declaration.extensions }
        if !declaration.mimeTypes.isEmpty { tags[.mimeType] = declaration.mimeTypes }
        return tags
    }

    /// The extension files of this type are saved with (`"png"`), if the type has one.
    public var preferredFilenameExtension: String? { declaration?.extensions.first }

    /// The MIME type data of this type is sent with (`"image/png"`), if the type has one.
    public var preferredMIMEType: String? { declaration?.mimeTypes.first }

    /// A description of the type for people ("PNG image").
    public var localizedDescription: String? { declaration?.description }

    /// The version of the type's declaration: Tint's declarations carry none.
    public var version: Int? { nil }

    /// Where the type is documented: Tint's declarations carry no reference.
    public var referenceURL: URL? { nil }

    /// Whether the type was made for a tag nothing declares.
    public var isDynamic: Bool { declaration?.isDynamic ?? true }

    /// Whether the type is declared (by the system or by the app).
    public var isDeclared: Bool { declaration.map { !$0.isDynamic } ?? false }

    /// Whether the type is one of the public ones (`public.*`).
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// Whether the system declares the type.
    public var isSystemDeclared: Bool { declaration?.isSystem ?? false }

    /// Every type this one conforms to, directly or through its parents.
    public var supertypes: Set<UTType> {
        Set(TypeRegistry.shared.ancestors(of: identifier).map(UTType.init(declared:)))
    }

    /// Whether this type is `type` or conforms to it through its parents (PNG conforms to image,
    /// data and item).
    public func conforms(to type: UTType) -> Bool {
        type.identifier == identifier || TypeRegistry.shared.ancestors(of: identifier).contains(type.identifier)
    }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }

    /// Whether `type` conforms to this type and is not it.
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    public var description: String { identifier }
    public var debugDescription: String {
        localizedDescription.map { "\(identifier) (\($0))" } ?? identifier
    }

    // MARK: Codable: the identifier alone

    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        guard !identifier.isEmpty else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "An empty type identifier"))
        }
        self.identifier = identifier
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    private var declaration: TypeRegistry.Declaration? { TypeRegistry.shared.declaration(identifier) }

    private static func isValidTag(_ tag: String, _ tagClass: UTTagClass) -> Bool {
        guard !tag.isEmpty, !tag.contains(where: { $0.isWhitespace || $0.isNewline }) else { return false }
        switch tagClass {
        case .filenameExtension: return !tag.hasPrefix(".") && !tag.contains("/")
        case .mimeType: return tag.split(separator: "/", omittingEmptySubsequences: false).count == 2
        default: return true
        }
    }

    /// A system type from the table (its identifier is known to be there).
    static func system(_ identifier: String) -> UTType { UTType(declared: identifier) }
}

extension URL {
    /// This URL with a path component added, given the preferred extension of `contentType`.
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
        let url = appendingPathComponent(partialName)
        guard let ext = contentType.preferredFilenameExtension, url.pathExtension != ext else { return url }
        return url.appendingPathExtension(ext)
    }

    /// This URL with the preferred extension of `contentType` added.
    public func appendingPathExtension(for contentType: UTType) -> URL {
        guard let ext = contentType.preferredFilenameExtension, pathExtension != ext else { return self }
        return appendingPathExtension(ext)
    }

    /// This URL with a component added, given the preferred extension of `contentType`.
    public func appending(component: some StringProtocol, conformingTo contentType: UTType) -> URL {
        appendingPathComponent(String(component), conformingTo: contentType)
    }
}

extension String {
    /// This file name with the preferred extension of `contentType` added.
    public func appendingPathExtension(for contentType: UTType) -> String {
        guard let ext = contentType.preferredFilenameExtension, (self as NSString).pathExtension != ext else { return self }
        return self + "." + ext
    }
}

import Foundation

/// An item provider for conveying data or a file between processes during drag-and-drop or
/// copy-and-paste activities, as Foundation's `NSItemProvider` (which Foundation on Linux does
/// not have): representations registered by type, loaded on request. Tint's drags and pastes
/// hand `.onDrop` and `.onPasteCommand` providers whose representations are the dragged or
/// copied items' forms.
///
/// Unchecked `Sendable`: representations are registered before a provider is handed on, and
/// read only after.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// The loader of a representation: it calls its completion handler with the data.
    public typealias DataLoader = @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    /// The handler `loadItem(forTypeIdentifier:options:completionHandler:)` calls.
    public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void

    private var representations: [(typeIdentifier: String, load: DataLoader)] = []
    /// A file or item name the receiver may use.
    open var suggestedName: String?

    public override init() {
        super.init()
    }

    /// A provider of `object`'s representations.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of a file's contents, typed by its extension; nil without a URL.
    public convenience init?(contentsOf fileURL: URL?) {
        guard let fileURL else { return nil }
        self.init()
        suggestedName = fileURL.lastPathComponent
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        registerDataRepresentation(forTypeIdentifier: UTType.fileURL.identifier, visibility: .all) { completion in
            completion(Data(fileURL.absoluteString.utf8), nil)
            return nil
        }
        registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
            do { completion(try Data(contentsOf: fileURL), nil) } catch { completion(nil, error) }
            return nil
        }
    }

    /// A provider of `item` (a string, a URL or data) under `typeIdentifier`.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        let data: Data?
        if let string = item as? NSString {
            data = Data((string as String).utf8)
        } else if let url = item as? NSURL {
            data = Data(url.absoluteString.utf8)
        } else if let bytes = item as? NSData {
            data = bytes.subdata(with: NSRange(location: 0, length: bytes.length))
        } else {
            data = nil
        }
        guard let data else { return }
        registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
    }

    /// The type identifiers of the registered representations, in order of fidelity.
    open var registeredTypeIdentifiers: [String] {
        representations.map(\.typeIdentifier)
    }

    /// Registers a representation that `loadHandler` loads on request.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping DataLoader) {
        representations.append((typeIdentifier, loadHandler))
    }

    /// Registers the representations `object` writes.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        let writer = UncheckedWriter(object: object)
        for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: identifier, visibility: visibility) { completion in
                writer.object.loadData(withTypeIdentifier: identifier, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Whether a representation conforms to `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether a representation conforms to `typeIdentifier`.
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// Whether an object of `aClass` can be made from a representation.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Loads the data of the first representation that conforms to `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            completionHandler(nil, ItemProviderError.noRepresentation(typeIdentifier))
            return progress
        }
        _ = representation.load { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, error)
        }
        return progress
    }

    /// Loads an object of `aClass` from the first representation it reads.
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        guard let identifier = aClass.readableTypeIdentifiersForItemProvider.first(where: { hasItemConformingToTypeIdentifier($0) }) else {
            completionHandler(nil, ItemProviderError.noRepresentation(String(describing: aClass)))
            return Progress(totalUnitCount: 1)
        }
        let reader = UncheckedReader(type: aClass)
        return loadDataRepresentation(forTypeIdentifier: identifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do { completionHandler(try reader.type.object(withItemProviderData: data, typeIdentifier: identifier), nil) } catch { completionHandler(nil, error) }
        }
    }

    /// Loads the item for `typeIdentifier`: a URL for URL types, a string for text, else data.
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: CompletionHandler? = nil) {
        let type = UTType(typeIdentifier)
        loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { completionHandler?(nil, error); return }
            if type?.conforms(to: .url) == true, let text = String(data: data, encoding: .utf8), let url = NSURL(string: text) {
                completionHandler?(url, nil)
            } else if type?.conforms(to: .plainText) == true, let text = String(data: data, encoding: .utf8) {
                completionHandler?(NSString(string: text), nil)
            } else {
                completionHandler?(NSData(data: data), nil)
            }
        }
    }

    /// Loads a value of a `Transferable` type from the first representation it imports.
    @discardableResult
    public func loadTransferable<T: Transferable>(type transferableType: T.Type,
                                                  completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void) -> Progress {
        guard let (identifier, contentType) = T.importedContentTypes().lazy.compactMap({ wanted in
            self.registeredTypeIdentifiers.first { UTType($0)?.conforms(to: wanted) == true }.map { ($0, UTType($0) ?? wanted) }
        }).first else {
            completionHandler(.failure(ItemProviderError.noRepresentation(String(describing: T.self))))
            return Progress(totalUnitCount: 1)
        }
        return loadDataRepresentation(forTypeIdentifier: identifier) { data, error in
            guard let data else { return completionHandler(.failure(error ?? ItemProviderError.noRepresentation(identifier))) }
            Task {
                do { completionHandler(.success(try await T(importing: data, contentType: contentType))) } catch { completionHandler(.failure(error)) }
            }
        }
    }

    /// The first representation whose type conforms to `typeIdentifier` (or is it).
    private func representation(conformingTo typeIdentifier: String) -> (typeIdentifier: String, load: DataLoader)? {
        let wanted = UTType(typeIdentifier)
        return representations.first { $0.typeIdentifier == typeIdentifier }
            ?? representations.first { candidate in wanted.map { UTType(candidate.typeIdentifier)?.conforms(to: $0) == true } ?? false }
    }

    /// The forms of an item of a drag or a clipboard, as a provider.
    convenience init(contents: [ClipboardContent]) {
        self.init()
        for content in contents {
            let data = content.data
            registerDataRepresentation(forTypeIdentifier: content.type.identifier, visibility: .all) { completion in
                completion(data, nil)
                return nil
            }
        }
    }

    /// Every representation's data, as an item's forms.
    func contents() async -> [ClipboardContent] {
        var result: [ClipboardContent] = []
        for representation in representations {
            let data: Data? = await withCheckedContinuation { continuation in
                let once = ResumeOnce(continuation)
                _ = representation.load { data, _ in once.resume(data) }
            }
            if let data { result.append(ClipboardContent(type: UTType(representation.typeIdentifier) ?? .data, data: data)) }
        }
        return result
    }
}

/// Resumes a continuation at most once (a loader that answers twice).
private final class ResumeOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Data?, Never>?

    init(_ continuation: CheckedContinuation<Data?, Never>) {
        self.continuation = continuation
    }

    func resume(_ data: Data?) {
        lock.lock()
        let pending = continuation
        continuation = nil
        lock.unlock()
        pending?.resume(returning: data)
    }
}

/// An object a writer was made from. Unchecked `Sendable`: the writers Tint knows are immutable
/// (strings, URLs).
private struct UncheckedWriter: @unchecked Sendable {
    let object: any NSItemProviderWriting
}

/// A class to read objects of. Unchecked `Sendable`: a metatype holds no state.
private struct UncheckedReader: @unchecked Sendable {
    let type: any NSItemProviderReading.Type
}

/// Why an item provider could not load.
enum ItemProviderError: Error, CustomStringConvertible {
    case noRepresentation(String)

    var description: String {
        switch self {
        case .noRepresentation(let type): "the item provider has no representation of \(type)"
        }
    }
}

/// Who may see a representation, as Foundation's `NSItemProviderRepresentationVisibility`.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0
    case team = 1
    case group = 2
    case ownProcess = 3
}

/// Options for a file representation, as Foundation's `NSItemProviderFileOptions`.
public struct NSItemProviderFileOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

/// A type whose objects an item provider can write, as Foundation's `NSItemProviderWriting`.
public protocol NSItemProviderWriting: AnyObject {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

/// A type an item provider can make objects of, as Foundation's `NSItemProviderReading`.
public protocol NSItemProviderReading: AnyObject {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier, UTType.plainText.identifier] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8), let object = NSString(string: text) as? Self else {
            throw ItemProviderError.noRepresentation(typeIdentifier)
        }
        return object
    }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier, UTType.utf8PlainText.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.fileURL.identifier, UTType.url.identifier, UTType.plainText.identifier] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8), let object = NSURL(string: text.trimmingCharacters(in: .whitespacesAndNewlines)) as? Self else {
            throw ItemProviderError.noRepresentation(typeIdentifier)
        }
        return object
    }
}

import Foundation
import TintViews
import UniformTypeIdentifiers

/// Windows that each show a document, as SwiftUI's `DocumentGroup`: File > New makes one
/// (`newDocument`), File > Open… reads one from a file of the document's readable types, Save
/// and Save As… write it (whole or not at all), Revert to Saved reads it again, and closing a
/// window with unsaved changes asks first. A viewer (`DocumentGroup(viewing:)`) opens
/// documents and never saves them. The app starts with a new document (a viewer, with none).
public struct DocumentGroup<Document, Content: View>: Scene, PrimitiveScene {
    var definition: SceneDefinition

    public var body: Never { fatalError("DocumentGroup has no body") }

    func appendDefinitions(to list: inout SceneList) { list.definitions.append(definition) }

    init(kind: DocumentKind) {
        definition = SceneDefinition(kind: .documentGroup, id: nil, title: AppIdentity.name, content: { _ in AnyView(EmptyView()) })
        definition.documents = kind
    }
}

extension DocumentGroup where Document: FileDocument {
    /// Editable documents of a value type, new ones made by `newDocument`.
    public init(newDocument: @autoclosure @escaping @MainActor () -> Document,
                @ViewBuilder editor: @escaping @MainActor (FileDocumentConfiguration<Document>) -> Content) {
        self.init(kind: DocumentKind.value(Document.self, makeNew: newDocument, content: editor))
    }

    /// Documents of a value type opened to be read, never saved.
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping @MainActor (FileDocumentConfiguration<Document>) -> Content) {
        self.init(kind: DocumentKind.value(Document.self, makeNew: nil, content: viewer))
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// Editable documents of a class, new ones made by `newDocument`.
    public init(newDocument: @escaping @MainActor () -> Document,
                @ViewBuilder editor: @escaping @MainActor (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        self.init(kind: DocumentKind.reference(Document.self, makeNew: newDocument, content: editor))
    }

    /// Documents of a class opened to be read, never saved.
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping @MainActor (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        self.init(kind: DocumentKind.reference(Document.self, makeNew: nil, content: viewer))
    }
}

/// What a `DocumentGroup` says of its documents, with their type erased: the types it reads
/// and writes, how to make a new one and read one, and a window's content for one.
@MainActor
struct DocumentKind {
    let readableTypes: [UTType]
    let writableTypes: [UTType]
    /// Makes a new document; nil for a viewer.
    let makeNew: (@MainActor () -> any DocumentStorage)?
    /// Reads a document from a file, as a type.
    let read: @MainActor (FileWrapper, UTType) throws -> any DocumentStorage
    /// A window's content for an open document.
    let content: @MainActor (OpenDocument) -> AnyView

    static func value<D: FileDocument, C: View>(_ type: D.Type, makeNew: (@MainActor () -> D)?,
                                                 content: @escaping @MainActor (FileDocumentConfiguration<D>) -> C) -> DocumentKind {
        var makeStorage: (@MainActor () -> any DocumentStorage)?
        if let makeNew { makeStorage = { ValueDocumentStorage<D>(makeNew()) } }
        let read: @MainActor (FileWrapper, UTType) throws -> any DocumentStorage = { file, type in
            ValueDocumentStorage<D>(try D(configuration: FileDocumentReadConfiguration(contentType: type, file: file)))
        }
        let window: @MainActor (OpenDocument) -> AnyView = { document in AnyView(_ValueDocumentContent<D, C>(document: document, content: content)) }
        return DocumentKind(readableTypes: D.readableContentTypes, writableTypes: D.writableContentTypes, makeNew: makeStorage, read: read, content: window)
    }

    static func reference<D: ReferenceFileDocument, C: View>(_ type: D.Type, makeNew: (@MainActor () -> D)?,
                                                              content: @escaping @MainActor (ReferenceFileDocumentConfiguration<D>) -> C) -> DocumentKind {
        var makeStorage: (@MainActor () -> any DocumentStorage)?
        if let makeNew { makeStorage = { ReferenceDocumentStorage<D>(makeNew()) } }
        let read: @MainActor (FileWrapper, UTType) throws -> any DocumentStorage = { file, type in
            ReferenceDocumentStorage<D>(try D(configuration: FileDocumentReadConfiguration(contentType: type, file: file)))
        }
        let window: @MainActor (OpenDocument) -> AnyView = { document in AnyView(_ReferenceDocumentContent<D, C>(document: document, content: content)) }
        return DocumentKind(readableTypes: D.readableContentTypes, writableTypes: D.writableContentTypes, makeNew: makeStorage, read: read, content: window)
    }

    /// The type a file is read as: the first readable type its extension's type conforms to,
    /// else the first readable type (the document's reader then decides).
    func readableType(for url: URL) -> UTType? {
        DocumentKind.type(of: url, among: readableTypes) ?? readableTypes.first
    }

    /// The first of `types` the type a file's extension names conforms to (nil: none, or no
    /// extension).
    static func type(of url: URL, among types: [UTType]) -> UTType? {
        guard !url.pathExtension.isEmpty, let own = UTType(filenameExtension: url.pathExtension) else { return nil }
        return types.first { own.conforms(to: $0) }
    }
}

/// A value document's window content: the app's editor, given the document's binding, URL
/// and editability (read here, so a save under a new name or a revert runs it again).
struct _ValueDocumentContent<Document: FileDocument, Content: View>: View {
    let document: OpenDocument
    let content: @MainActor (FileDocumentConfiguration<Document>) -> Content

    var body: some View {
        if let storage = document.storage as? ValueDocumentStorage<Document> {
            content(FileDocumentConfiguration(document: storage.binding, fileURL: document.fileURL, isEditable: document.isEditable))
        }
    }
}

/// A reference document's window content: the app's editor, given the object (observed here,
/// so the editor runs again when it changes), its URL and editability.
struct _ReferenceDocumentContent<Document: ReferenceFileDocument, Content: View>: View {
    let document: OpenDocument
    let content: @MainActor (ReferenceFileDocumentConfiguration<Document>) -> Content

    var body: some View {
        if let storage = document.storage as? ReferenceDocumentStorage<Document> {
            _ObservedDocument(object: storage.document) { object in
                content(ReferenceFileDocumentConfiguration(document: object, fileURL: document.fileURL, isEditable: document.isEditable))
            }
        }
    }
}

/// Runs `content` again whenever `object` announces a change.
struct _ObservedDocument<Object: ObservableObject, Content: View>: View {
    @ObservedObject var object: Object
    let content: (Object) -> Content

    var body: some View { content(object) }
}

import Foundation
import TintUI
import UniformTypeIdentifiers

/// A note as a plain text file, for Import… and Export…: the text alone, the title taken from
/// the file's name.
public struct NoteFile: FileDocument {
    public static var readableContentTypes: [UTType] { [.plainText] }

    public var text: String

    public init(text: String) {
        self.text = text
    }

    public init(configuration: ReadConfiguration) throws {
        try self.init(file: configuration.file)
    }

    /// Reads a text file; one that is not UTF-8 text is rejected.
    public init(file: FileWrapper) throws {
        guard let data = file.regularFileContents, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "it is not UTF-8 text"])
        }
        self.text = text
    }

    public func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

import Foundation
import UniformTypeIdentifiers

/// Text travels as UTF-8 plain text, and is read from any plain text.
extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) { Data($0.utf8) } importing: { try decode($0) }
        DataRepresentation(importedContentType: .plainText) { try decode($0) }
    }

    private static func decode(_ data: Data) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The data is not UTF-8 text"))
        }
        return text
    }
}

/// Bytes travel as themselves.
extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data) { $0 } importing: { $0 }
    }
}

/// A URL travels as its absolute string (a file URL as a file URL), and is read from a URL or
/// from text holding one URL.
extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .url) { Data($0.absoluteString.utf8) } importing: { try parse($0) }
            .exportingCondition { !$0.isFileURL }
        DataRepresentation(contentType: .fileURL) { Data($0.absoluteString.utf8) } importing: { try parse($0) }
            .exportingCondition { $0.isFileURL }
        DataRepresentation(exportedContentType: .utf8PlainText) { (url: URL) in Data((url.isFileURL ? url.path : url.absoluteString).utf8) }
        DataRepresentation(importedContentType: .plainText) { try parse($0) }
    }

    private static func parse(_ data: Data) throws -> URL {
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        if line.hasPrefix("/") { return URL(fileURLWithPath: line) }
        guard !line.isEmpty, let url = URL(string: line), url.scheme != nil else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The text is not a URL"))
        }
        return url
    }
}

/// Attributed text travels as its plain characters.
extension AttributedString: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { String($0.characters) }, importing: { AttributedString($0) })
    }
}

import Foundation

/// One note: a title and a text, and when it was last changed.
public struct Note: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public var title: String
    public var text: String
    public var modified: Date

    public init(id: Int, title: String = "", text: String = "", modified: Date = Date()) {
        self.id = id
        self.title = title
        self.text = text
        self.modified = modified
    }

    /// What the list shows for the note.
    public var displayTitle: String {
        title.isEmpty ? "Untitled" : title
    }
}

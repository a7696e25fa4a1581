import TintBoxes
import TintCore
import TintLayout

/// Change sets written by hand, as the reconciler sends them: a render test builds its boxes
/// from the contract alone, with no views and no view graph.
@MainActor
struct BoxScript {
    private var changes = ChangeSet()
    private var nextID = 1

    /// A new box showing `content` over `children`, in order; its id.
    mutating func box(_ content: BoxContent, _ children: [BoxID] = []) -> BoxID {
        let id = BoxID(rawValue: nextID)
        nextID += 1
        changes.append(.insert(id, content))
        if !children.isEmpty { changes.append(.setChildren(id, children)) }
        return id
    }

    /// New content for the box `id`.
    mutating func update(_ id: BoxID, _ content: BoxContent) {
        changes.append(.update(id, content, visual: true))
    }

    /// The boxes at the window's root.
    mutating func root(_ ids: BoxID...) {
        changes.append(.setRoot(ids))
    }

    /// The changes written since the last take.
    mutating func take() -> ChangeSet {
        defer { changes = ChangeSet() }
        return changes
    }
}

extension BoxContent {
    /// A leaf filled with `color`.
    static func fill(_ color: Color, identifier: String? = nil) -> BoxContent {
        BoxContent(name: "Color", drawing: .fill(color), identifier: identifier)
    }

    /// A line (or lines) of text in the body font, in black.
    static func text(_ string: String, identifier: String? = nil, lineLimit: Int? = nil) -> BoxContent {
        BoxContent(name: "Text", drawing: .text(TextContent(string: string, font: .body, color: .black, lineLimit: lineLimit)),
                   identifier: identifier)
    }

    /// A container of one child, framed at a fixed size (`.frame(width:height:)`).
    static func frame(width: CGFloat, height: CGFloat, identifier: String? = nil) -> BoxContent {
        BoxContent(name: "frame", layout: FixedFrameLayout(width: width, height: height), identifier: identifier)
    }

    /// A vertical stack.
    static func vStack(spacing: CGFloat? = nil) -> BoxContent {
        BoxContent(name: "VStack", layout: VStackLayout(spacing: spacing))
    }
}

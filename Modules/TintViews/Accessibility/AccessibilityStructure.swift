import Foundation
import TintBoxes

/// A pair's role in `.accessibilityLabeledPair`, as SwiftUI's `AccessibilityLabeledPairRole`.
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    /// The view that names the pair (a `Text("Volume")`).
    case label
    /// The view the label names (the slider).
    case content
}

extension View {
    /// Reads the view as `representation` reads instead (a custom control as the `Toggle` it
    /// behaves like): the representation is laid out over the view, never drawn and never
    /// hit, and its elements stand for the view's.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        let representation = representation()
        return accessibilityHidden(true)
            .overlay { representation.opacity(0).allowsHitTesting(false)._accessibility { $0.operatesWithoutHits = true } }
    }

    /// Makes the view a container whose elements are `children`'s (a chart drawn as one shape
    /// read as its bars): they are laid out over the view, never drawn and never hit.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        let children = children()
        return accessibilityHidden(true)
            .overlay { children.opacity(0).allowsHitTesting(false) }
            .accessibilityElement(children: .contain)
    }

    /// Pairs a label with the content it names: the content is read by the label's text, and
    /// the label is not read again beside it.
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View {
        let key = "\(AnyHashable(id))#\(AnyHashable(namespace))"
        return _accessibility { $0.labeledPair = (key, role == .label) }
    }

    /// Joins the view to the group `id` in `namespace`: assistive technology moves between
    /// the group's elements as one.
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        let key = "\(AnyHashable(id))#\(AnyHashable(namespace))"
        return _accessibility { $0.linkedGroup = key }
    }

    /// What kind of text the view holds (source code, a spreadsheet...), for the reader's
    /// speech (AT-SPI's attribute `text-content-type`).
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View {
        _accessibility { $0.attributes["text-content-type"] = value.name }
    }

    /// Leaves the view's colours as they are when the desktop inverts colours (a photo).
    /// Tint inverts no colours; the view says so to assistive technology.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
        _accessibility { $0.attributes["ignores-invert-colors"] = active ? "true" : "false" }
    }

    /// Whether the user can interact with the view (false: it is read, not operated).
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
        _accessibility { mark in
            mark.attributes["responds-to-user-interaction"] = respondsToUserInteraction ? "true" : "false"
            if !respondsToUserInteraction { mark.removedTraits.insert(.isButton) }
        }
    }

    /// Shows the view enlarged to a user of large text sizes; the desktop has no large
    /// content viewer, so the view says so to assistive technology.
    public func accessibilityShowsLargeContentViewer() -> some View {
        _accessibility { $0.attributes["shows-large-content-viewer"] = "true" }
    }
}

extension Text {
    /// Makes the text a heading of `level`, as SwiftUI's `Text.accessibilityHeading(_:)`.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
        var copy = self
        copy[mark: \.accessibilityHeading] = Int(level.rawValue)
        return copy
    }
}

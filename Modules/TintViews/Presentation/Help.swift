import Foundation

/// `.help`: a tooltip, shown under the view once the pointer has rested on it for a second, as
/// macOS shows a view's help tag; gone when the pointer leaves.
struct _HelpModifier: ViewModifier {
    let text: Text
    @State private var hovering = false
    /// When the current hover began, as the host's clock told the tooltip's timeline.
    @State private var hoverStart = _HelpHoverStart()

    /// How long the pointer rests before the tooltip shows (macOS's initial tool tip delay).
    nonisolated static let delay: TimeInterval = 1

    func body(content: Content) -> some View {
        let start = hoverStart, text = text
        return content
            .onHover { inside in
                if inside { hoverStart = _HelpHoverStart() }
                hovering = inside
            }
            .overlay(alignment: .bottomLeading) {
                if hovering {
                    TimelineView(_HelpSchedule(start: start)) { context in
                        if let began = start.date, context.date >= began.addingTimeInterval(_HelpModifier.delay) {
                            text.font(.caption).lineLimit(1).fixedSize()
                                .padding(.horizontal, 6).padding(.vertical, 3)
                                .background(RoundedRectangle(cornerRadius: 4).fill(Color._cardBackground))
                                .overlay(RoundedRectangle(cornerRadius: 4).stroke(Color(white: 0, opacity: 0.25), lineWidth: 1))
                                // Its top a little under the view's bottom.
                                .alignmentGuide(.bottom) { $0[.top] - 4 }
                                .allowsHitTesting(false)
                                .accessibilityIdentifier("help-tooltip")
                        }
                    }
                }
            }
            // While hovered, over its siblings: the tooltip hangs below the view, over them.
            .zIndex(hovering ? 1 : 0)
    }
}

/// The start of a hover, set when its timeline first asks for its dates (the host's clock,
/// which tests set).
@MainActor
final class _HelpHoverStart {
    var date: Date?
}

/// Two dates: the hover's start and, a delay later, the tooltip's.
struct _HelpSchedule: TimelineSchedule {
    let start: _HelpHoverStart

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        let began = MainActor.assumeIsolated { () -> Date in
            if start.date == nil { start.date = startDate }
            return start.date ?? startDate
        }
        return [began, began.addingTimeInterval(_HelpModifier.delay)]
    }
}

extension View {
    /// Adds help text to a view using a localized string that you provide: a tooltip after the
    /// pointer rests on the view.
    public func help(_ textKey: LocalizedStringKey) -> some View {
        modifier(_HelpModifier(text: Text(textKey)))
    }

    /// Adds help text to a view using a text view that you provide.
    public func help(_ text: Text) -> some View {
        modifier(_HelpModifier(text: text))
    }

    /// Adds help text to a view using a string that you provide.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        modifier(_HelpModifier(text: Text(text)))
    }
}

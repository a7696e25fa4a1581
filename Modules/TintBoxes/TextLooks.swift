import TintCore

/// Hands texts that look alike one shared `TextLook` cell (`RecentCells`): rows of a list, made
/// one after another in the same environment, share one cell; a text that looks different
/// makes its own (one comparison of about 90 bytes per text made).
package enum TextLooks {
    private static let recent = RecentCells<TextLook>()

    package static func shared(_ look: TextLook) -> OutOfLine<TextLook> {
        recent.cell(look)
    }
}

import TintCore
import TintViews

/// Hands texts that look alike one shared `TextLook` box: the last look made is kept, and a
/// text asking for an equal one gets it. Rows of a list, made one after another in the same
/// environment, share one box; a text that looks different makes its own (one comparison of
/// about 90 bytes per text made).
@MainActor
enum TextLooks {
    private static var last: OutOfLine<TextLook>?

    static func shared(_ look: TextLook) -> OutOfLine<TextLook> {
        if let last, last.value == look { return last }
        let made = OutOfLine(look)
        last = made
        return made
    }
}

/// How the caret steps on screen in a line holding right-to-left text: given the line, the
/// caret's character offset in it, the direction of the step (rightward), the font and
/// whether the layout runs right to left, the offset it goes to, or nil where the logical
/// step is the visual one. The host puts one in the environment (it knows the text engine;
/// views do not); without one, the arrows move through the text in logical order.
package struct _CaretMotion: Equatable, Sendable {
    public let step: @MainActor @Sendable (_ line: String, _ caret: Int, _ rightward: Bool, _ font: Font, _ rightToLeft: Bool) -> Int?

    public init(step: @escaping @MainActor @Sendable (_ line: String, _ caret: Int, _ rightward: Bool, _ font: Font, _ rightToLeft: Bool) -> Int?) {
        self.step = step
    }

    /// One service: any two are equal, so setting it changes nothing to diff.
    package static func == (a: _CaretMotion, b: _CaretMotion) -> Bool { true }
}

private struct CaretMotionKey: EnvironmentKey { static let defaultValue: _CaretMotion? = nil }

extension EnvironmentValues {
    package var _caretMotion: _CaretMotion? {
        get { self[CaretMotionKey.self] }
        set { self[CaretMotionKey.self] = newValue }
    }
}

/// The visual caret step of one editor, bound to its font and direction.
struct VisualCaretStep {
    let motion: _CaretMotion
    let font: Font
    let rightToLeft: Bool

    /// Characters either side of the caret that decide its step: a line of 100,000 characters
    /// is not shaped whole at every arrow key.
    static let window = 256

    /// The new caret for a step from `caret` (whole-text offset) within `line` (the range of
    /// the line holding it), or nil to step logically.
    @MainActor
    func target(from caret: Int, in characters: [Character], line: Range<Int>, rightward: Bool) -> Int? {
        let lower = Swift.max(line.lowerBound, caret - VisualCaretStep.window)
        let upper = Swift.min(line.upperBound, caret + VisualCaretStep.window)
        guard lower < upper else { return nil }
        let text = String(characters[lower..<upper])
        return motion.step(text, caret - lower, rightward, font, rightToLeft).map { lower + $0 }
    }
}

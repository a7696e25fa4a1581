/// The report's sections, one per benchmark group, in the order a reader wants them: the
/// diffing question first, then what supports it. Groups the list does not know come last.
public struct ReportSection: Sendable {
    public var group: String
    /// What the group measures, in a sentence or two, under the section's heading.
    public var summary: String

    public static let known: [ReportSection] = [
        ReportSection(group: "Update", summary: "Whole trees after state writes, the view graph's update pass alone (no layout or paint), under each way of diffing: `alwaysEvaluate` (no diffing), reflection with the `Mirror` engine and with the compiled engine, and `Equatable` rows wrapped in `.equatable()`. `bodies` counts the bodies that ran per update."),
        ReportSection(group: "Compare", summary: "One comparison of two equal values built separately (the skip case, a full walk), per view shape: the hand-written `==`, the compiled engine and the `Mirror` engine. The budget ratios row measures compiled / `==` (x100) and mirror / compiled inside each sample."),
        ReportSection(group: "Keyed diff", summary: "The keyed diff of `ForEach` beside its floors on the same data: a dictionary of the old ids with one look-up per new id, a linear `==` scan, and the standard library's `difference(from:)` + `inferringMoves()` where it finishes (Myers is O(n·d))."),
        ReportSection(group: "Raster", summary: "Tint's rasterizer and cairo drawing the same 1920x1080 scene in the same run."),
        ReportSection(group: "Text", summary: "Text measured from cached glyph advances."),
        ReportSection(group: "Frame", summary: "The whole pipeline after one change in a 1,000-row list at 1280x800: update, layout, damage and paint; against repainting the whole window, and against rasterizing the damage alone. And a whole 1920x1080 window painted again on one thread and shared between two (`HostOptions.paintThreads`), and the speed-up of two threads over one measured on one host, the two alternated (x100: 170 is 1.70x)."),
        ReportSection(group: "Animation", summary: "Animation frames at 1280x800 (update, layout, damage and paint on a stepped clock; no body runs): many views moving or fading at once, and one moving view among few or many static ones."),
        ReportSection(group: "Layout", summary: "Layout at scale: the first frame of a large tree, one leaf changed in trees of growing size, and lazy stacks (first frame, scrolling by one screen)."),
        ReportSection(group: "Counter", summary: "The smallest app: a tap that changes a count, and a frame where nothing changed."),
        ReportSection(group: "Window", summary: "The SDL2 window host (under Xvfb when no display exists): presenting a small damage, and CPU used by an idle event loop."),
    ]

    /// The section for `group`: a known one, or one without a summary.
    public static func named(_ group: String) -> ReportSection {
        known.first { $0.group == group } ?? ReportSection(group: group, summary: "")
    }

    /// Known groups in their order, then the others by name.
    public static func order(_ groups: Set<String>) -> [String] {
        known.map(\.group).filter(groups.contains) + groups.subtracting(known.map(\.group)).sorted()
    }
}

import Foundation
import TintBoxes
import TintCore
import TintLayout
import TintRaster
import TintText

/// Text measurement: faces for fonts, and the sizes, baselines and blocks of text boxes,
/// shared between boxes showing the same text (`TextLayoutCache`).
extension RenderTree {
    func face(for font: Font) -> FontFace? {
        if let last = lastFace, last.font == font { return last.face }
        let face = opening { () throws(FontError) in try fonts.face(for: font, scale: scale) }
        if let face { lastFace = (font, face) }
        return face
    }


    /// The symbol font with an em of `size` points (`SystemSymbols`).
    func symbolFace(size: CGFloat) -> FontFace? {
        opening { () throws(FontError) in try fonts.symbolFace(size: size, scale: scale) }
    }

    /// The face `open` opens, or nil with its error warned once.
    private func opening(_ open: () throws(FontError) -> FontFace) -> FontFace? {
        do {
            return try open()
        } catch {
            if reportedFontErrors.insert(error.description).inserted { RuntimeWarnings.emit(error.problem, fix: error.fix) }
            return nil
        }
    }

    /// The size of `text` under `proposal`: its single-line size when the width is unspecified,
    /// else wrapped to the width, and cut (with an ellipsis) to the lines the height allows.
    func textSize(of box: RenderBox, _ text: TextContent, proposal: ProposedViewSize) -> CGSize {
        if let size = oneLineText(of: box, text).size(for: proposal) { return size }
        guard let block = textBlock(of: box, text, width: proposal.width, height: proposal.height) else { return .zero }
        return size(of: block, leastLines: text.minimumLines)
    }

    /// The size of a text box's text under `proposal` once its shared text is known.
    func textSize(of box: RenderBox, in shared: SharedText, proposal: ProposedViewSize) -> CGSize {
        if let size = box.oneLineText.size(for: proposal) { return size }
        return size(of: textBlock(in: shared, of: box, width: proposal.width, height: proposal.height), leastLines: box.text?.minimumLines)
    }

    /// How far below the box's top the baseline of the first or the last line of `text` lies
    /// under `proposal`, in points (the text's own guide, `.firstTextBaseline`).
    func textBaseline(of box: RenderBox, _ text: TextContent, proposal: ProposedViewSize, line: AlignmentKey.TextBaseline) -> CGFloat? {
        guard let block = textBlock(of: box, text, width: proposal.width, height: proposal.height), let shared = box.sharedText,
              !block.lineWidths.isEmpty else { return nil }
        let index = line == .first ? 0 : block.lineWidths.count - 1
        // A line of one style sits on its face's ascent; a styled line on its highest piece's.
        // (A squeezed text's block may be in a smaller face than the shared one.)
        let ascent = shared.spans == nil && !text.fitsBySqueezing ? shared.face.ascent : block.lines[index].ascent
        return CGFloat(index * block.lineAdvance + ascent) / scale
    }

    /// A block's size; at least `leastLines` lines tall (`lineLimit(2...4)`), the lines it
    /// lacks as tall as its own.
    private func size(of block: TextBlock, leastLines: Int? = nil) -> CGSize {
        var height = block.height
        if let leastLines, block.lineWidths.count < leastLines {
            let lines = block.lineWidths.count
            height = lines == 0 ? leastLines * block.lineAdvance : block.height + (leastLines - lines) * block.lineAdvance
        }
        return CGSize(width: CGFloat(block.width) / scale, height: CGFloat(height) / scale)
    }

    /// What `box` knows of `text` without laying it out (`OneLineText`), worked out once per
    /// content.
    func oneLineText(of box: RenderBox, _ text: TextContent) -> OneLineText {
        if box.oneLineText.isUnknown {
            // Styled text is measured by its block (its pieces have faces of their own).
            // So is text that may squeeze to fit or must hold several lines.
            if text.runs != nil || text.string.utf8.contains(UInt8(ascii: "\n")) || text.fitsBySqueezing || text.minimumLines != nil {
                box.oneLineText = .multiline
            } else if let face = box.textFace ?? face(for: text.font) {
                box.textFace = face
                let width = face.width(of: text.string)
                box.oneLineText = .oneLine(widthInPixels: width, heightInPixels: face.height, scale: scale)
            } else {
                box.oneLineText = .multiline
            }
        }
        return box.oneLineText
    }

    private func pixels(_ points: CGFloat?) -> Int? {
        OneLineText.pixels(points, scale: scale)
    }

    /// The lines of `text` for a width and height in points (`nil`: unconstrained), from the
    /// box's shared text (`SharedText`). Sizes go to whole pixels with a small tolerance, so a
    /// frame measured from a block gives back the same block when painted.
    func textBlock(of box: RenderBox, _ text: TextContent, width: CGFloat?, height: CGFloat?) -> TextBlock? {
        guard let shared = box.sharedText ?? sharedText(for: box, text) else { return nil }
        return textBlock(in: shared, of: box, width: width, height: height)
    }

    /// The block of a box whose shared text is known: no read of its content.
    func textBlock(in shared: SharedText, of box: RenderBox, width: CGFloat?, height: CGFloat?) -> TextBlock {
        let before = shared.layouts
        var natural: Int?
        if let width = box.oneLineText.widthInPixels { natural = width }
        let block = shared.block(width: pixels(width), height: pixels(height), naturalWidth: natural)
        if shared.layouts != before { textLayouts.noteLayouts(shared.layouts - before, in: shared) }
        if block.isTruncated, let text = box.text, text.fitsBySqueezing,
           let squeezed = squeezedBlock(of: text, squeezing: shared, width: pixels(width), height: pixels(height)) {
            return squeezed
        }
        return block
    }

    /// The pixels `font`'s leading (`Font.leading`) adds between lines (negative: takes).
    func leading(of font: Font) -> Int {
        switch font.leadingStyle {
        case .standard: 0
        case .loose: Int((font.size * scale * 0.1).rounded())
        case .tight: -Int((font.size * scale * 0.1).rounded())
        }
    }

    /// Finds (or makes) the shared text of `box` for its content, and keeps it in the box.
    private func sharedText(for box: RenderBox, _ text: TextContent) -> SharedText? {
        guard let face = box.textFace ?? face(for: text.font) else { return nil }
        box.textFace = face
        // The content has no NaN or negative spacing (`LayoutInput`), but a finite one can be any
        // size: bounded before it becomes an `Int`. A font's leading adds or takes a tenth of
        // its size.
        let spacing = Swift.max(0, PixelRect.wholePixels(text.lineSpacing * scale)) + leading(of: text.font)
        let shared: SharedText
        if let runs = text.runs {
            // Styled text is laid out for its box alone: its styles are not in the shared key.
            var spans: [TextSpan] = []
            spans.reserveCapacity(runs.count)
            for (index, run) in runs.enumerated() {
                spans.append(TextSpan(length: run.length, face: self.face(for: run.font) ?? face, style: index))
            }
            shared = SharedText(string: text.string, face: face, spans: spans, lineSpacing: spacing, lineLimit: text.lineLimit,
                                rightToLeft: text.rightToLeft, truncation: text.truncation, strut: !text.font.smallCapitals.isEmpty)
        } else {
            shared = textLayouts.entry(for: text.string, face: face, lineSpacing: spacing, lineLimit: text.lineLimit,
                                       rightToLeft: text.rightToLeft, truncation: text.truncation)
        }
        box.sharedText = shared
        return shared
    }
}

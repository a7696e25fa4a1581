import TintBoxes
import TintCore
import TintRaster
import TintText

extension RenderTree {
    /// Draws the system symbol `name` (under the image's `symbolVariants`) as a glyph of the
    /// symbol font, its em square centred in `frame` and sized so the ink fills the frame's
    /// shorter side. A name Tint does not know, or a missing symbol font, draws a placeholder
    /// (an outlined square), with a warning once per name.
    func drawSymbol(_ name: String, _ image: ImageDrawing, in frame: CGRect, on canvas: Canvas) {
        let side = Swift.min(frame.width, frame.height)
        guard side > 0, side.isFinite, frame.minX.isFinite, frame.minY.isFinite else { return }
        let color = image.template ?? .primary
        // A symbol without variants is its own name: no list of candidates made per draw.
        let variants = image.symbolVariants
        let found = variants == .none ? SystemSymbols.codePoint(for: name)
            : variants.candidates(for: name).lazy.compactMap(SystemSymbols.codePoint(for:)).first
        guard let codePoint = found else {
            if images.reportedSymbols.insert(name).inserted {
                RuntimeWarnings.emit("Image(systemName: \"\(name)\"): Tint has no symbol of that name (it draws \(SystemSymbols.names.count), listed by SystemSymbols.names); drawing a placeholder", fix: "use a name from SystemSymbols.names, or an image file")
            }
            drawPlaceholder(in: frame, side: side, color: color, on: canvas)
            return
        }
        guard let face = symbolFace(size: side * SystemSymbols.emPerInk), let glyph = face.glyph(codePoint) else {
            drawPlaceholder(in: frame, side: side, color: color, on: canvas)
            return
        }
        // The glyph's line box (advance by line height, in pixels) centred on the frame's centre.
        // Whole pixels clamped as every position is: a frame can lie anywhere a finite number reaches.
        let penX = PixelRect.wholePixels(frame.midX * scale - CGFloat(face.advance(of: codePoint)) / 2)
        let lineTop = PixelRect.wholePixels(frame.midY * scale - CGFloat(face.height) / 2)
        canvas.draw(mask: glyph.mask, x: penX + glyph.offsetX, y: lineTop + glyph.offsetY, color: color)
    }

    private func drawPlaceholder(in frame: CGRect, side: CGFloat, color: Color, on canvas: Canvas) {
        let inset = side * 0.15
        let square = CGRect(x: frame.midX - side / 2 + inset, y: frame.midY - side / 2 + inset,
                            width: side - 2 * inset, height: side - 2 * inset)
        canvas.stroke(roundedRect: square, radii: RectangleCornerRadii(side * 0.1), lineWidth: Swift.max(1, side / 14), color: color)
    }
}

import TintCore

/// Anti-aliased filling and stroking of paths and the standard shapes, with exact-area
/// coverage (see `ScanlineCells`): interiors are composited as whole spans, only the pixels an
/// edge crosses one by one.
extension Canvas {
    /// Fills `path` (in points) with `color` under `rule`.
    public func fill(_ path: VectorPath, color: Color, rule: FillRule = .nonZero) {
        guard color.alpha > 0 else { return }
        fill(path, paint: .solid(color), rule: rule)
    }

    /// Fills `path` (in points) with `paint` under `rule`.
    public func fill(_ path: VectorPath, paint: Paint, rule: FillRule = .nonZero) {
        guard !path.isEmpty else { return }
        guard path.isFinite else {
            RuntimeWarnings.emit("a path with a NaN or infinite coordinate was not drawn", fix: "check the numbers the path is built from (a division by zero, a size that is not finite)")
            return
        }
        if recorded(.fillPath(path, paint, rule), reach: reach(of: path.controlBounds, outset: 0)) { return }
        // Flatten in pixels: the tolerance is a pixel quantity.
        var polygons = path.flattened(tolerance: 0.1 / Swift.max(scale, 1e-6))
        for index in polygons.points.indices {
            polygons.points[index] = CGPoint(x: polygons.points[index].x * scale, y: polygons.points[index].y * scale)
        }
        fillPolygons(polygons, paint: paint, rule: rule)
    }

    /// Fills a rounded rectangle (in points) with per-corner radii.
    public func fill(roundedRect rect: CGRect, radii: RectangleCornerRadii, color: Color) {
        guard color.alpha > 0 else { return }
        fill(roundedRect: rect, radii: radii, paint: .solid(color))
    }

    /// Fills a rounded rectangle (in points) with per-corner radii with `paint`.
    ///
    /// Only the rows of the corners go through the scanline cells: the whole rows between them
    /// are a plain rectangle's (two partly covered columns and a span), which is the same
    /// coverage for a fraction of the work on any rectangle taller than its corners.
    public func fill(roundedRect rect: CGRect, radii: RectangleCornerRadii, paint: Paint) {
        guard rect.isFiniteRect, rect.width != 0, rect.height != 0 else { return }
        if recorded(.fillRoundedRect(rect, radii, paint), reach: reach(of: rect, outset: 0)) { return }
        let whole = pixelRect(rect)
        let fitted = scaled(radii).clamped(to: whole.size)
        let r = cropped(whole, radii: fitted)
        guard r.width > 0, r.height > 0 else { return }
        let topRows = Swift.max(fitted.topLeading, fitted.topTrailing), bottomRows = Swift.max(fitted.bottomLeading, fitted.bottomTrailing)
        let splitTop = PixelRect.wholePixels(r.minY + topRows, .up), splitBottom = PixelRect.wholePixels(r.maxY - bottomRows, .down)
        let leftTop = PixelRect.wholePixels(r.minX + fitted.topLeading, .up), rightTop = PixelRect.wholePixels(r.maxX - fitted.topTrailing, .down)
        let leftBottom = PixelRect.wholePixels(r.minX + fitted.bottomLeading, .up)
        let rightBottom = PixelRect.wholePixels(r.maxX - fitted.bottomTrailing, .down)
        // Which way it is drawn is decided on the whole rectangle, not the cropped one: the
        // same shape must be drawn the same way whatever the clip (a repaint in strips, or of
        // any damage, equals one of the whole window), and the two ways differ at the edges.
        let topSplit = (whole.minY + topRows).rounded(.up), bottomSplit = (whole.maxY - bottomRows).rounded(.down)
        let wholeSplits = bottomSplit - topSplit >= 2
            && (whole.maxX - fitted.topTrailing).rounded(.down) > (whole.minX + fitted.topLeading).rounded(.up)
            && (whole.maxX - fitted.bottomTrailing).rounded(.down) > (whole.minX + fitted.bottomLeading).rounded(.up)
        guard case .solid(let color) = paint, r.isWithinWholePixelRange, wholeSplits, splitBottom - splitTop >= 2, rightTop > leftTop, rightBottom > leftBottom else {
            var polygons = PolygonList()
            polygons.points = ShapeOutlines.roundedRect(r, radii: fitted)
            polygons.finish()
            fillPolygons(polygons, paint: paint, rule: .nonZero)
            return
        }
        // Nine pieces on whole-pixel cuts, each pixel drawn by exactly one: the four corner
        // boxes, with the circle's exact coverage (`CircularCorner`), and five plain rectangles
        // (between the top corners, between the bottom ones, and the whole rows between).
        let top = CGFloat(splitTop), bottom = CGFloat(splitBottom)
        let firstRow = Int(r.minY.rounded(.down)), endRow = Int(r.maxY.rounded(.up))
        let firstColumn = Int(r.minX.rounded(.down)), endColumn = Int(r.maxX.rounded(.up))
        let source = RGBA8(color).premultiplied
        func box(_ center: CGPoint, _ radius: CGFloat, _ xSign: CGFloat, _ ySign: CGFloat, _ columns: Range<Int>, _ rows: Range<Int>) -> CircularCorner.Box {
            CircularCorner.Box(corner: CircularCorner(center: center, radius: radius, xSign: xSign, ySign: ySign), columns: columns, rows: rows,
                               edgeX: xSign < 0 ? r.minX : r.maxX, edgeY: ySign < 0 ? r.minY : r.maxY)
        }
        fillPixels(x: CGFloat(leftTop), y: r.minY, width: CGFloat(rightTop - leftTop), height: top - r.minY, color: color)
        fillPixels(x: r.minX, y: top, width: r.width, height: bottom - top, color: color)
        fillPixels(x: CGFloat(leftBottom), y: bottom, width: CGFloat(rightBottom - leftBottom), height: r.maxY - bottom, color: color)
        CircularCorner.forEachPixel(of: (box(CGPoint(x: r.minX + fitted.topLeading, y: r.minY + fitted.topLeading), fitted.topLeading, -1, -1,
                                             firstColumn..<leftTop, firstRow..<splitTop),
                                         box(CGPoint(x: r.maxX - fitted.topTrailing, y: r.minY + fitted.topTrailing), fitted.topTrailing, 1, -1,
                                             rightTop..<endColumn, firstRow..<splitTop),
                                         box(CGPoint(x: r.maxX - fitted.bottomTrailing, y: r.maxY - fitted.bottomTrailing), fitted.bottomTrailing, 1, 1,
                                             rightBottom..<endColumn, splitBottom..<endRow),
                                         box(CGPoint(x: r.minX + fitted.bottomLeading, y: r.maxY - fitted.bottomLeading), fitted.bottomLeading, -1, 1,
                                             firstColumn..<leftBottom, splitBottom..<endRow)),
                                     clip: clip, memory: scratch, into: CornerTarget(canvas: self, source: source))
    }

    /// A rectangle given in pixels.
    private func fillPixels(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat, color: Color) {
        fill(CGRect(x: x / scale, y: y / scale, width: width / scale, height: height / scale), color: color)
    }

    /// Fills the ellipse inscribed in `rect` (in points); a square gives a circle.
    public func fill(ellipseIn rect: CGRect, color: Color) {
        guard color.alpha > 0 else { return }
        fill(ellipseIn: rect, paint: .solid(color))
    }

    /// Fills the ellipse inscribed in `rect` (in points) with `paint`.
    public func fill(ellipseIn rect: CGRect, paint: Paint) {
        guard rect.isFiniteRect, rect.width != 0, rect.height != 0 else { return }
        if recorded(.fillEllipse(rect, paint), reach: reach(of: rect, outset: 0)) { return }
        let pixels = pixelRect(rect)
        // A circle in one colour: its exact coverage (`DiscCoverage`), the pixels inside as spans.
        if case .solid(let color) = paint, abs(pixels.width - pixels.height) <= 1e-9 * pixels.width, pixels.isWithinWholePixelRange {
            let source = RGBA8(color).premultiplied
            DiscCoverage(centerX: Double(pixels.midX), centerY: Double(pixels.midY), radius: Double(pixels.width) / 2)
                .forEachPixel(clip: clip, memory: scratch, rowStarts: { y, columns in
                    self.prefetchRow(y + 3, columns.lowerBound, columns.upperBound)
                }, span: { y, x0, x1 in SpanBlending.blend(source, into: self.row(y) + x0, count: x1 - x0) }) { y, x0, coverage, count in
                    SpanBlending.blend(source, into: self.row(y) + x0, coverage: coverage, count: count)
                }
            return
        }
        var polygons = PolygonList()
        polygons.points = ShapeOutlines.ellipse(in: pixels)
        polygons.finish()
        fillPolygons(polygons, paint: paint, rule: .nonZero)
    }

    /// Fills a capsule: a rounded rectangle whose shorter side is a half circle at each end.
    public func fill(capsuleIn rect: CGRect, color: Color) {
        let r = rect.standardized
        fill(roundedRect: r, radii: RectangleCornerRadii(Swift.min(r.width, r.height) / 2), color: color)
    }

    /// Strokes a rounded rectangle's outline with a line `lineWidth` points wide, centred on the
    /// outline (SwiftUI's `.stroke`): the ring between the outline grown and shrunk by half the
    /// width, filled as one shape.
    public func stroke(roundedRect rect: CGRect, radii: RectangleCornerRadii, lineWidth: CGFloat, color: Color) {
        guard color.alpha > 0 else { return }
        stroke(roundedRect: rect, radii: radii, lineWidth: lineWidth, paint: .solid(color))
    }

    /// Strokes a rounded rectangle's outline with `paint`.
    public func stroke(roundedRect rect: CGRect, radii: RectangleCornerRadii, lineWidth: CGFloat, paint: Paint) {
        guard rect.isFiniteRect, lineWidth.isFinite, lineWidth > 0 else { return }
        if recorded(.strokeRoundedRect(rect, radii, lineWidth, paint), reach: reach(of: rect, outset: lineWidth / 2)) { return }
        let pixels = pixelRect(rect), half = lineWidth * scale / 2
        let radii = scaled(radii).clamped(to: pixels.size)
        var polygons = PolygonList()
        polygons.points = ShapeOutlines.roundedRect(pixels.insetBy(dx: -half, dy: -half), radii: radii.inset(by: -half))
        polygons.finish()
        let inner = pixels.insetBy(dx: half, dy: half)
        if inner.width > 0, inner.height > 0 {
            polygons.points += ShapeOutlines.roundedRect(inner, radii: radii.inset(by: half), reversed: true)
            polygons.finish()
        }
        fillPolygons(polygons, paint: paint, rule: .nonZero)
    }

    /// Strokes an ellipse's outline, centred on it.
    public func stroke(ellipseIn rect: CGRect, lineWidth: CGFloat, color: Color) {
        guard color.alpha > 0 else { return }
        stroke(ellipseIn: rect, lineWidth: lineWidth, paint: .solid(color))
    }

    /// Strokes an ellipse's outline with `paint`.
    public func stroke(ellipseIn rect: CGRect, lineWidth: CGFloat, paint: Paint) {
        guard rect.isFiniteRect, lineWidth.isFinite, lineWidth > 0 else { return }
        if recorded(.strokeEllipse(rect, lineWidth, paint), reach: reach(of: rect, outset: lineWidth / 2)) { return }
        let pixels = pixelRect(rect), half = lineWidth * scale / 2
        var polygons = PolygonList()
        polygons.points = ShapeOutlines.ellipse(in: pixels.insetBy(dx: -half, dy: -half))
        polygons.finish()
        let inner = pixels.insetBy(dx: half, dy: half)
        if inner.width > 0, inner.height > 0 {
            polygons.points += ShapeOutlines.ellipse(in: inner, reversed: true)
            polygons.finish()
        }
        fillPolygons(polygons, paint: paint, rule: .nonZero)
    }

    /// Strokes a capsule's outline, centred on it.
    public func stroke(capsuleIn rect: CGRect, lineWidth: CGFloat, color: Color) {
        let r = rect.standardized
        stroke(roundedRect: r, radii: RectangleCornerRadii(Swift.min(r.width, r.height) / 2), lineWidth: lineWidth, color: color)
    }

    // MARK: Core

    /// The pixels a shape drawn over `rect` (points) grown by `outset` points can touch, with a
    /// pixel to spare; `nil` (any) when they do not fit whole pixels.
    func reach(of rect: CGRect, outset: CGFloat) -> PixelRect? {
        let pixels = pixelRect(rect).insetBy(dx: -outset * scale - 1, dy: -outset * scale - 1)
        guard pixels.isWithinWholePixelRange else { return nil }
        return PixelRect(covering: pixels)
    }

    private func pixelRect(_ rect: CGRect) -> CGRect {
        let r = rect.standardized
        return CGRect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale)
    }

    /// `rect` (in pixels) with each side that lies beyond the clip by more than its corners'
    /// reach and a million pixels moved to a million pixels past the clip: nothing that shows
    /// changes, and a shape 1e300 points across becomes one whose pixel coordinates fit an
    /// `Int`. The corners stay wholly outside, so `radii` (fitted to the whole rectangle) still
    /// hold. The million keeps every shape of a real window as it is (a shape cut to the clip
    /// could be drawn another way than the same shape under another clip: a repaint in strips
    /// must equal one of the whole window).
    private func cropped(_ rect: CGRect, radii: RectangleCornerRadii) -> CGRect {
        let margin: CGFloat = 1_048_576
        let left = Swift.max(radii.topLeading, radii.bottomLeading) + margin, right = Swift.max(radii.topTrailing, radii.bottomTrailing) + margin
        let top = Swift.max(radii.topLeading, radii.topTrailing) + margin, bottom = Swift.max(radii.bottomLeading, radii.bottomTrailing) + margin
        let minX = Swift.max(rect.minX, CGFloat(clip.x) - left), maxX = Swift.min(rect.maxX, CGFloat(clip.maxX) + right)
        let minY = Swift.max(rect.minY, CGFloat(clip.y) - top), maxY = Swift.min(rect.maxY, CGFloat(clip.maxY) + bottom)
        return CGRect(x: minX, y: minY, width: Swift.max(0, maxX - minX), height: Swift.max(0, maxY - minY))
    }

    private func scaled(_ radii: RectangleCornerRadii) -> RectangleCornerRadii {
        RectangleCornerRadii(topLeading: radii.topLeading * scale, bottomLeading: radii.bottomLeading * scale,
                    bottomTrailing: radii.bottomTrailing * scale, topTrailing: radii.topTrailing * scale)
    }

    func fillPolygons(_ polygons: PolygonList, color: Color, rule: FillRule) {
        fillPolygons(polygons, paint: .solid(color), rule: rule)
    }

    /// Rasterizes closed polygons (pixel coordinates) and composites `paint` through their
    /// coverage, inside `clip` only.
    func fillPolygons(_ polygons: PolygonList, paint: Paint, rule: FillRule, rows: Range<Int> = Int.min..<Int.max,
                      columns: Range<Int> = Int.min..<Int.max) {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for p in polygons.points {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        guard minX <= maxX, minY <= maxY, (minX + maxX + minY + maxY).isFinite else { return }
        // Rows and columns the shape can touch, within the clip. Edges left of the area still
        // count (they cover the row to their right), so the area's left side is the clip's.
        let touched = PixelRect(covering: CGRect(x: minX, y: minY, width: Swift.max(maxX - minX, 1e-9), height: Swift.max(maxY - minY, 1e-9)))
        let firstRow = Swift.max(touched.y, rows.lowerBound), endRow = Swift.min(touched.maxY, rows.upperBound)
        guard endRow > firstRow else { return }
        // Only `columns` are drawn: edges left of them are moved onto their left side by the
        // cells, and still cover what lies to their right.
        let left = Swift.max(clip.x, columns.lowerBound), right = Swift.min(touched.maxX, columns.upperBound)
        guard right > left else { return }
        let area = PixelRect(x: left, y: firstRow, width: right - left, height: endRow - firstRow).intersection(clip)
        guard !area.isEmpty else { return }
        let cells = scratch.cells
        cells.reset(clip: area)
        polygons.forEachEdge { cells.addEdge($0, $1) }
        switch paint {
        case .solid(let color):
            let source = RGBA8(color).premultiplied
            cells.sweep(rule: rule, span: { y, x0, x1, coverage in
                let s = coverage == 255 ? source : Compositing.scale(source, by: coverage)
                SpanBlending.blend(s, into: row(y) + x0, count: x1 - x0)
            }, pixel: { y, x, coverage in
                let row = self.row(y)
                row[x] = Compositing.over(source, coverage: coverage, row[x])
            })
        case .linearGradient, .radialGradient, .angularGradient:
            // Not nil: the paint is a gradient.
            guard let shader = GradientShader(paint) else { return }
            cells.sweep(rule: rule, span: { y, x0, x1, coverage in
                shader.shade(row: row(y), y: y, x: x0, count: x1 - x0, coverage: coverage)
            }, pixel: { y, x, coverage in
                shader.shade(row: row(y), y: y, x: x, count: 1, coverage: coverage)
            })
        case .pattern(let pattern):
            guard let shader = PatternShader(pattern) else { return }
            cells.sweep(rule: rule, span: { y, x0, x1, coverage in
                shader.shade(row: row(y), y: y, x: x0, count: x1 - x0, coverage: coverage)
            }, pixel: { y, x, coverage in
                shader.shade(row: row(y), y: y, x: x, count: 1, coverage: coverage)
            })
        }
    }
}

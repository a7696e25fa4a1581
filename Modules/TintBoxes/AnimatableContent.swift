import TintCore

/// The numbers of a box's content that animate (SwiftUI's `animatableData` of the built-in
/// views and effects): colours of fills, text, shapes, borders and template images, stroke
/// widths and corner radii, and the group's opacity, scale, rotation, shadow and blur.
/// Everything else changes at once.
extension BoxContent {
    /// The animatable numbers, in a fixed order for contents of one kind.
    public var animatableValues: [Double] {
        var values: [Double] = []
        if let drawing { BoxContent.append(drawing, to: &values) }
        if let overlay { BoxContent.append(overlay, to: &values) }
        let effect = self.effect ?? GroupEffect()
        values += [effect.opacity]
        let transform = effect.transform ?? GroupEffect.Transform(anchor: .center)
        values += [Double(transform.scaleX), Double(transform.scaleY), transform.radians, transform.rotation3D?.radians ?? 0,
                   Double(transform.translationX), Double(transform.translationY)]
        if let shadow = effect.shadow {
            BoxContent.append(shadow.color, to: &values)
            values += [Double(shadow.radius), Double(shadow.x), Double(shadow.y)]
        }
        values.append(Double(effect.blur?.radius ?? 0))
        return values
    }

    /// This content with its animatable numbers replaced by `values` (from `animatableValues`
    /// of a content of the same kind); nil when they do not fit.
    public func withAnimatableValues(_ values: [Double]) -> BoxContent? {
        var copy = self
        return copy.setAnimatableValues(values) ? copy : nil
    }

    /// Where the group's opacity is among `animatableValues` (after the drawing's and the
    /// overlay's numbers); nil without a group.
    public var opacityValueIndex: Int? {
        guard effect != nil else { return nil }
        var values: [Double] = []
        if let drawing { BoxContent.append(drawing, to: &values) }
        if let overlay { BoxContent.append(overlay, to: &values) }
        return values.count
    }

    /// Sets the group's opacity in place (an animation step of a fade).
    public mutating func setOpacity(_ opacity: Double) {
        setEffectOpacity(Swift.min(1, Swift.max(0, opacity)))
    }

    /// A content that holds nothing, to stand in for a content being changed in place.
    public static let placeholder = BoxContent(name: "")

    /// Whether what the content paints covers the same pixels whatever its animatable
    /// numbers (no stroke whose width could change).
    public var hasFixedPaintArea: Bool {
        switch drawing {
        case .shape(let shape): return shape.stroke == nil
        case .border: return false
        default: return true
        }
    }

    /// Replaces the animatable numbers in place; false (content unchanged or partly changed)
    /// when they do not fit.
    public mutating func setAnimatableValues(_ values: [Double]) -> Bool {
        var index = 0
        func next() -> Double? {
            guard index < values.count else { return nil }
            defer { index += 1 }
            return values[index]
        }
        if let current = drawing {
            guard let changed = BoxContent.replacing(current, next) else { return false }
            drawing = changed
        }
        if let current = overlay {
            guard let changed = BoxContent.replacing(current, next) else { return false }
            overlay = changed
        }
        guard let opacity = next(), let scaleX = next(), let scaleY = next(), let radians = next(), let turn = next(),
              let moveX = next(), let moveY = next() else { return false }
        var effect = self.effect ?? GroupEffect()
        effect.opacity = Swift.min(1, Swift.max(0, opacity))
        let identity = scaleX == 1 && scaleY == 1 && radians == 0 && turn == 0 && moveX == 0 && moveY == 0
        if effect.transform != nil || !identity {
            var transform = effect.transform ?? GroupEffect.Transform(anchor: .center)
            transform.scaleX = CGFloat(scaleX)
            transform.scaleY = CGFloat(scaleY)
            transform.radians = radians
            transform.rotation3D?.radians = turn
            transform.translationX = CGFloat(moveX)
            transform.translationY = CGFloat(moveY)
            effect.transform = transform
        }
        if var shadow = effect.shadow {
            guard let color = BoxContent.color(next), let radius = next(), let x = next(), let y = next() else { return false }
            shadow.color = color
            shadow.radius = CGFloat(Swift.max(0, radius))
            shadow.x = CGFloat(x)
            shadow.y = CGFloat(y)
            effect.shadow = shadow
        }
        guard let blur = next() else { return false }
        if effect.blur != nil { effect.blur?.radius = CGFloat(Swift.max(0, blur)) }
        guard index == values.count else { return false }
        // No group where none is needed: a group costs a layer when painting.
        let newEffect = self.effect == nil && !effect.needsLayer ? nil : effect
        if newEffect != self.effect { self.effect = newEffect }
        return true
    }

    /// Whether `self` and `other` differ only in their animatable numbers (then the change can
    /// be animated; otherwise it is made at once).
    public func differsOnlyInAnimatableValues(from other: BoxContent) -> Bool {
        let values = other.animatableValues
        guard values.count == animatableValues.count, let moved = withAnimatableValues(values) else { return false }
        return moved.drawing == other.drawing && moved.overlay == other.overlay && (moved.effect ?? GroupEffect()) == (other.effect ?? GroupEffect())
    }

    private static func append(_ color: Color, to values: inout [Double]) {
        values += [color.red, color.green, color.blue, color.alpha]
    }

    private static func color(_ next: () -> Double?) -> Color? {
        guard let r = next(), let g = next(), let b = next(), let a = next() else { return nil }
        return Color(red: r, green: g, blue: b, opacity: a)
    }

    private static func append(_ drawing: Drawing, to values: inout [Double]) {
        switch drawing {
        case .fill(let color): append(color, to: &values)
        case .text(let text): append(text.color, to: &values)
        case .bezel(let fill, let border, _):
            append(fill, to: &values)
            append(border, to: &values)
        case .border(let color, let width):
            append(color, to: &values)
            values.append(Double(width))
        case .shape(let shape):
            if case .color(let color) = shape.fill { append(color, to: &values) }
            if let stroke = shape.stroke { values.append(Double(stroke.lineWidth)) }
            if case .builtIn(.roundedRectangle(let radii)) = shape.outline {
                values += [radii.topLeading, radii.bottomLeading, radii.bottomTrailing, radii.topTrailing].map(Double.init)
            }
        case .image(let image):
            if let template = image.template { append(template, to: &values) }
        case .canvas:
            // An app's drawing has no numbers to animate: it draws what its state says.
            break
        }
    }

    private static func replacing(_ drawing: Drawing, _ next: () -> Double?) -> Drawing? {
        switch drawing {
        case .fill: return color(next).map { .fill($0) }
        case .text(var text):
            guard let color = color(next) else { return nil }
            text.color = color
            return .text(text)
        case .bezel(_, _, let corners):
            guard let fill = color(next), let border = color(next) else { return nil }
            return .bezel(fill: fill, border: border, corners: corners)
        case .border:
            guard let color = color(next), let width = next() else { return nil }
            return .border(color, width: CGFloat(Swift.max(0, width)))
        case .shape(var shape):
            if case .color = shape.fill {
                guard let color = color(next) else { return nil }
                shape.fill = .color(color)
            }
            if shape.stroke != nil {
                guard let width = next() else { return nil }
                shape.stroke?.lineWidth = CGFloat(Swift.max(0, width))
            }
            if case .builtIn(.roundedRectangle) = shape.outline {
                guard let a = next(), let b = next(), let c = next(), let d = next() else { return nil }
                shape.outline = .builtIn(.roundedRectangle(RectangleCornerRadii(
                    topLeading: CGFloat(Swift.max(0, a)), bottomLeading: CGFloat(Swift.max(0, b)),
                    bottomTrailing: CGFloat(Swift.max(0, c)), topTrailing: CGFloat(Swift.max(0, d)))))
            }
            return .shape(shape)
        case .image(var image):
            if image.template != nil {
                guard let color = color(next) else { return nil }
                image.template = color
            }
            return .image(image)
        case .canvas:
            return drawing
        }
    }
}

import TintBoxes
import TintCore
import TintViews

/// Semantic colours (`.primary`, `.blue`, a control's bezel) taken in the environment's colour
/// scheme as a box's content is made: the render tree only ever sees fixed colours. In the
/// light scheme there is nothing to do (a colour's components are its light ones).
extension BoxContent {
    /// The content as the environment makes it: colours in its scheme, and mirrored placement
    /// and right-to-left text under a right-to-left layout direction.
    func resolved(in environment: EnvironmentValues) -> BoxContent {
        var content = resolvingColors(in: environment.colorScheme)
        guard environment.layoutDirection == .rightToLeft else { return content }
        if content.layout != nil { content.mirrorsChildren = true }
        if case .text(var text) = content.drawing, !text.rightToLeft {
            text.rightToLeft = true
            content.drawing = .text(text)
        }
        return content
    }

    func resolvingColors(in scheme: ColorScheme) -> BoxContent {
        guard scheme == .dark else { return self }
        var content = self
        if let drawing, let resolved = drawing.resolved(in: scheme) { content.drawing = resolved }
        if let overlay, let resolved = overlay.resolved(in: scheme) { content.overlay = resolved }
        if var effect, let shadow = effect.shadow, shadow.color.isSemantic {
            effect.shadow?.color = shadow.color.resolved(in: scheme)
            content.effect = effect
        }
        return content
    }
}

@MainActor
extension Drawing {
    /// This drawing with its colours in `scheme`; nil when it has no semantic colour.
    func resolved(in scheme: ColorScheme) -> Drawing? {
        switch self {
        case .fill(let color):
            return color.isSemantic ? .fill(color.resolved(in: scheme)) : nil
        case .text(var text):
            let editingIsSemantic = text.editing.map { $0.selectionColor.isSemantic || $0.caretColor.isSemantic } ?? false
            guard text.color.isSemantic || text.underline?.isSemantic == true || text.strikethrough?.isSemantic == true || editingIsSemantic else { return nil }
            text.color = text.color.resolved(in: scheme)
            if var marks = text.editing {
                marks.selectionColor = marks.selectionColor.resolved(in: scheme)
                marks.caretColor = marks.caretColor.resolved(in: scheme)
                text.editing = marks
            }
            text.underline = text.underline?.resolved(in: scheme)
            text.strikethrough = text.strikethrough?.resolved(in: scheme)
            return .text(text)
        case .bezel(let fill, let border, let corners):
            guard fill.isSemantic || border.isSemantic else { return nil }
            return .bezel(fill: fill.resolved(in: scheme), border: border.resolved(in: scheme), corners: corners)
        case .shape(var shape):
            switch shape.fill {
            case .color(let color):
                guard color.isSemantic else { return nil }
                shape.fill = .color(color.resolved(in: scheme))
            case .gradient(var gradient):
                guard gradient.gradient.stops.contains(where: { $0.color.isSemantic }) else { return nil }
                for index in gradient.gradient.stops.indices {
                    gradient.gradient.stops[index].color = gradient.gradient.stops[index].color.resolved(in: scheme)
                }
                shape.fill = .gradient(gradient)
            case .image:
                return nil
            }
            return .shape(shape)
        case .border(let color, let width):
            return color.isSemantic ? .border(color.resolved(in: scheme), width: width) : nil
        case .image(var image):
            guard let template = image.template, template.isSemantic else { return nil }
            image.template = template.resolved(in: scheme)
            return .image(image)
        case .canvas:
            // A canvas's colours are resolved as it records, in its own environment.
            return nil
        }
    }
}

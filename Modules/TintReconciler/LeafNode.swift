import Foundation
import TintBoxes
import TintViews

/// A primitive with no children that draws itself: text, colours.
@MainActor
protocol LeafPrimitive: PrimitiveView {
    func boxContent(environment: EnvironmentValues) -> BoxContent
}

extension LeafPrimitive {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        LeafNode(view, parent: parent, graph: graph, environment: environment)
    }
}

/// The node of a leaf primitive: owns one render box and refreshes it when its content changes.
final class LeafNode<V: LeafPrimitive>: TypedNode<V> {
    private var view: V
    private let box: BoxID
    private var content: BoxContent

    init(_ view: V, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        self.view = view
        content = view.boxContent(environment: environment).resolved(in: environment)
        box = graph.insertBox(content)
        super.init(graph: graph, parent: parent, environment: environment)
    }

    override func update(_ newView: V, environment: EnvironmentValues) {
        if environment == self.environment, ValueEquality.equal(view, newView) == true { return }
        view = newView
        self.environment = environment
        refreshBox(box, &content, with: newView.boxContent(environment: environment).resolved(in: environment))
    }

    override var updatesEnvironmentAlone: Bool { true }

    // The value is the one it holds: only the environment can differ (no comparison of the
    // value with itself, as `update` would make).
    override func updateEnvironment(_ environment: EnvironmentValues) {
        guard environment != self.environment else { return }
        self.environment = environment
        refreshBox(box, &content, with: view.boxContent(environment: environment).resolved(in: environment))
    }

    override func appendBoxes(to list: inout [BoxID]) {
        list.append(box)
    }

    override func unmount(removeBoxes: Bool) {
        if removeBoxes { graph.removeBox(box) }
    }
}

extension Text: LeafPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        let color = colorOverride ?? environment.foregroundColor ?? .primary
        // The look as `resolved(in:)` would leave it (colour in the scheme, direction), so it is
        // shared as it stays.
        let look = TextLook(
            font: _resolvedFont(environment.font), color: environment.colorScheme == .dark ? color.resolved(in: .dark) : color,
            alignment: environment.multilineTextAlignment, rightToLeft: environment.layoutDirection == .rightToLeft,
            truncation: environment.truncationMode, lineLimit: environment.lineLimit,
            redacted: environment.redactionReasons.contains(.placeholder))
        // `.textCase`: the shown string in the case (a field's text keeps its own: its marks
        // count the characters as typed).
        let textCase = _editingMarks == nil ? environment.textCase : nil
        var text = TextContent(string: textCase.map { Self.cased(content, $0, environment.locale) } ?? content, look: TextLooks.shared(look))
        if environment.lineSpacing != 0 { text.lineSpacing = environment.lineSpacing }
        if let underline = _underline { text.underline = underline ?? color }
        if let strikethrough = _strikethrough { text.strikethrough = strikethrough ?? color }
        if let marks = _editingMarks { text.editing = marks }
        if _runs != nil {
            let pieces = _pieces
            // Casing can change a piece's length ("ß" is "SS"): the string is the cased pieces.
            let shown = pieces.map { piece in textCase.map { Self.cased(piece.content, $0, environment.locale) } ?? piece.content }
            if textCase != nil { text.string = shown.joined() }
            text.runs = zip(pieces, shown).map { piece, string in
                let color = piece.colorOverride ?? environment.foregroundColor ?? .primary
                var run = TextRunStyle(length: string.unicodeScalars.count, font: piece._resolvedFont(environment.font), color: color)
                if let underline = piece._underline { run.underline = underline ?? color }
                if let strikethrough = piece._strikethrough { run.strikethrough = strikethrough ?? color }
                run.link = piece._link
                return run
            }
            if text.runs?.contains(where: { $0.link != nil }) == true { text.openURL = URLOpener(environment.openURL) }
        }
        return BoxContent(name: "Text", drawing: .text(text))
    }
}

extension Text {
    /// `string` in `textCase`, by `locale`'s rules.
    static func cased(_ string: String, _ textCase: Text.Case, _ locale: Locale) -> String {
        switch textCase {
        case .uppercase: string.uppercased(with: locale)
        case .lowercase: string.lowercased(with: locale)
        }
    }
}

extension Image: LeafPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        let isSymbol = if case .system = _source { true } else { false }
        // Symbols are templates unless told otherwise; pictures keep their colours.
        let template = (_renderingMode ?? (isSymbol ? .template : .original)) == .template
        let drawing = ImageDrawing(source: _source, resizable: _isResizable, smooth: _interpolation != .none,
                                   template: template ? (environment.foregroundColor ?? .primary) : nil,
                                   // Only symbols read the image scale (a custom key: a look-up per image).
                                   symbolSize: isSymbol ? (environment.font ?? .body).size * environment.imageScale._factor : 0,
                                   symbolVariants: isSymbol ? environment.symbolVariants : .none)
        return BoxContent(name: "Image", drawing: .image(drawing))
    }
}

extension Color: LeafPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        BoxContent(name: "Color", drawing: .fill(self))
    }
}

extension _ShapeView: LeafPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        let fill: ShapeDrawing.Fill = switch style.resolved(in: environment) {
        case .color(let color): .color(color)
        case .gradient(let fill): .gradient(fill)
        // `resolved` leaves only the primary foreground.
        default: .color(environment.foregroundColor ?? .primary)
        }
        let name = TypeNames.name(of: Content.self)
        var stroke = stroke
        if let width = stroke?.lineWidth { stroke?.lineWidth = LayoutInput.length(width, name: "\(name) stroke lineWidth") }
        let inset = LayoutInput.length(inset, name: "\(name) strokeBorder inset")
        return BoxContent(name: name, drawing: .shape(ShapeDrawing(outline: .of(shape), fill: fill, stroke: stroke, inset: inset)))
    }
}

extension Spacer: LeafPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        var content = BoxContent(name: "Spacer")
        let length: CGFloat = minLength ?? defaultStackSpacing
        let clean: CGFloat = LayoutInput.length(length, name: "Spacer minLength")
        content.stackRole = .spacer(minLength: clean)
        return content
    }
}

extension Divider: LeafPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        var content = BoxContent(name: "Divider", drawing: .fill(Divider.color))
        content.stackRole = .divider(thickness: 1, enclosingAxis: environment._stackAxis)
        return content
    }
}

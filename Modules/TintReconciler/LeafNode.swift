import Foundation
import TintBoxes
import TintViews

/// A primitive with no children that draws itself: text, colours.
@MainActor
protocol LeafPrimitive: PrimitiveView {
    func boxContent(environment: EnvironmentValues) -> BoxContent
    /// Whether what it shows changes with time (a text of a relative date, a timer).
    var changesWithTime: Bool { get }
    /// The view as it shows at `now`, and when that next changes (nil: never); asked only of
    /// views that change with time.
    func shown(at now: Date, environment: EnvironmentValues) -> (Self, Date?)
}

extension LeafPrimitive {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        LeafNode(view, parent: parent, graph: graph, environment: environment)
    }

    var changesWithTime: Bool { false }

    func shown(at now: Date, environment: EnvironmentValues) -> (Self, Date?) { (self, nil) }
}

/// The node of a leaf primitive: owns one render box and refreshes it when its content changes.
/// A leaf that changes with time is shown as it reads now and asks the graph to wake it when
/// it next reads differently (`TimerDriven`).
final class LeafNode<V: LeafPrimitive>: TypedNode<V>, TimerDriven {
    private var view: V
    private let box: BoxID
    private var content: BoxContent

    init(_ view: V, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        self.view = view
        let (initial, next) = LeafNode.content(of: view, at: view.changesWithTime ? graph.now() : nil, environment: environment)
        content = initial
        box = graph.insertBox(content)
        super.init(graph: graph, parent: parent, environment: environment)
        if let next { graph.scheduleTimer(at: next, for: self) }
    }

    /// The box content of `view`, as it reads at `now` when it changes with time, and when it
    /// next reads differently.
    private static func content(of view: V, at now: Date?, environment: EnvironmentValues) -> (BoxContent, Date?) {
        guard let now else { return (view.boxContent(environment: environment).resolved(in: environment), nil) }
        let (shown, next) = view.shown(at: now, environment: environment)
        return (shown.boxContent(environment: environment).resolved(in: environment), next)
    }

    /// The box content of `view`, its next change scheduled when it changes with time.
    private func makeContent(_ view: V, environment: EnvironmentValues) -> BoxContent {
        guard view.changesWithTime else { return view.boxContent(environment: environment).resolved(in: environment) }
        let (made, next) = LeafNode.content(of: view, at: graph.now(), environment: environment)
        if let next { graph.scheduleTimer(at: next, for: self) } else { graph.cancelTimer(for: self) }
        return made
    }

    override func update(_ newView: V, environment: EnvironmentValues) {
        if environment == self.environment, ValueEquality.equal(view, newView) == true { return }
        if view.changesWithTime, !newView.changesWithTime { graph.cancelTimer(for: self) }
        view = newView
        self.environment = environment
        refreshBox(box, &content, with: makeContent(newView, environment: environment))
    }

    override var updatesEnvironmentAlone: Bool { true }

    // The value is the one it holds: only the environment can differ (no comparison of the
    // value with itself, as `update` would make).
    override func updateEnvironment(_ environment: EnvironmentValues) {
        guard environment != self.environment else { return }
        self.environment = environment
        refreshBox(box, &content, with: makeContent(view, environment: environment))
    }

    func timerFired(now: Date) -> Date? {
        graph.enqueueDirty(self)
        return nil
    }

    override func runScheduledWork() {
        guard view.changesWithTime else { return }
        refreshBox(box, &content, with: makeContent(view, environment: environment))
    }

    override func appendBoxes(to list: inout [BoxID]) {
        list.append(box)
    }

    override func unmount(removeBoxes: Bool) {
        if view.changesWithTime { graph.cancelTimer(for: self) }
        if removeBoxes { graph.removeBox(box) }
    }
}

extension Text: LeafPrimitive {
    var changesWithTime: Bool { isLive }

    func shown(at now: Date, environment: EnvironmentValues) -> (Text, Date?) {
        reading(at: now, in: environment)
    }

    func boxContent(environment: EnvironmentValues) -> BoxContent {
        let color = colorOverride ?? environment.foregroundColor ?? .primary
        let options = environment.textOptions
        let font = _resolvedFont(environment.font)
        // The look as `resolved(in:)` would leave it (colour in the scheme, direction), so it is
        // shared as it stays.
        var look = TextLook(
            font: font, color: environment.colorScheme == .dark ? color.resolved(in: .dark) : color,
            alignment: environment.multilineTextAlignment, rightToLeft: environment.layoutDirection == .rightToLeft,
            truncation: environment.truncationMode, lineLimit: environment.lineLimit,
            redacted: environment.redactionReasons.contains(.placeholder))
        look.minimumScaleFactor = options.minimumScaleFactor
        look.allowsTightening = options.allowsTightening
        look.minimumLines = options.minimumLines
        // `.textCase`: the shown string in the case (a field's text keeps its own: its marks
        // count the characters as typed; so do its small capitals).
        let textCase = _editingMarks == nil ? environment.textCase : nil
        var text = TextContent(string: textCase.map { Self.cased(content, $0, environment.locale) } ?? content, look: TextLooks.shared(look))
        if environment.lineSpacing != 0 { text.lineSpacing = environment.lineSpacing }
        let marks = _marks
        if let (lineColor, dashes) = Self.line(_underline, marks?.underlinePattern, options.underline, textColor: color) {
            text.underline = lineColor
            if !dashes.isEmpty { text.underlineDashes = dashes }
        }
        if let (lineColor, dashes) = Self.line(_strikethrough, marks?.strikethroughPattern, options.strikethrough, textColor: color) {
            text.strikethrough = lineColor
            if !dashes.isEmpty { text.strikethroughDashes = dashes }
        }
        if let marks = _editingMarks { text.editing = marks }
        let smallCapitals = _editingMarks == nil && !font.smallCapitals.isEmpty
        if _runs != nil || smallCapitals || marks?.background != nil {
            var strings: [String] = []
            var runs: [TextRunStyle] = []
            for piece in _runs == nil ? [self] : _pieces {
                // Casing can change a piece's length ("ß" is "SS"): the string is the cased pieces.
                let shown = textCase.map { Self.cased(piece.content, $0, environment.locale) } ?? piece.content
                let color = piece.colorOverride ?? environment.foregroundColor ?? .primary
                let pieceFont = piece._resolvedFont(environment.font)
                var run = TextRunStyle(length: shown.unicodeScalars.count, font: pieceFont, color: color)
                let pieceMarks = piece._marks
                if let (lineColor, dashes) = Self.line(piece._underline, pieceMarks?.underlinePattern, options.underline, textColor: color) {
                    run.underline = lineColor
                    run.underlineDashes = dashes
                }
                if let (lineColor, dashes) = Self.line(piece._strikethrough, pieceMarks?.strikethroughPattern, options.strikethrough, textColor: color) {
                    run.strikethrough = lineColor
                    run.strikethroughDashes = dashes
                }
                run.link = piece._link
                run.background = pieceMarks?.background
                guard _editingMarks == nil, !pieceFont.smallCapitals.isEmpty else {
                    strings.append(shown)
                    runs.append(run)
                    continue
                }
                for (segment, small) in Self.smallCapitalSegments(of: shown, pieceFont.smallCapitals) {
                    var segmentRun = run
                    let drawn = small ? segment.uppercased(with: environment.locale) : segment
                    segmentRun.length = drawn.unicodeScalars.count
                    if small { segmentRun.font.size = Swift.max(1, pieceFont.size * Self.smallCapitalScale) }
                    strings.append(drawn)
                    runs.append(segmentRun)
                }
            }
            text.string = strings.joined()
            text.runs = runs
            if runs.contains(where: { $0.link != nil }) { text.openURL = URLOpener(environment.openURL) }
        }
        var box = BoxContent(name: "Text", drawing: .text(text))
        if let swap = environment.contentTransition._swap { box.contentSwap = swap }
        if let marks, let mark = AccessibilityText.mark(heading: marks.accessibilityHeading, speech: marks.speech) { box.accessibility = mark }
        return box
    }

    /// Small capitals are capitals at this fraction of the font's size: about its lowercase
    /// letters' height. (Synthesized: DejaVu has no small-capital glyphs.)
    static let smallCapitalScale: CGFloat = 0.8

    /// The stretches of `string` that are drawn as small capitals (`true`) or as they are.
    static func smallCapitalSegments(of string: String, _ kinds: Font.SmallCapitals) -> [(String, Bool)] {
        var segments: [(String, Bool)] = []
        for character in string {
            let small = (kinds.contains(.lowercase) && character.isLowercase) || (kinds.contains(.uppercase) && character.isUppercase)
            if let last = segments.last, last.1 == small {
                segments[segments.count - 1].0.append(character)
            } else {
                segments.append((String(character), small))
            }
        }
        return segments
    }

    /// The colour and dashes of a line under or through a text: its own (`Text.underline`),
    /// else the one the views around it ask for (`View.underline`), in the text's colour when
    /// they name none.
    static func line(_ own: Color??, _ ownPattern: Text.LineStyle.Pattern?, _ around: Text.LineStyle?, textColor: Color) -> (Color, [UInt8])? {
        if let own { return (own ?? textColor, ownPattern?.dashes ?? []) }
        if let around { return (around.color ?? textColor, around.pattern.dashes) }
        return nil
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
        if let drawn = _drawn {
            // An image drawn by code: a canvas at the image's size, stretched when resizable.
            let renderer = drawn.renderer
            var box = BoxContent(name: "Image", drawing: .canvas(CanvasRecording.drawing(
                designSize: drawn.size, resizable: _isResizable, environment: environment,
                renderer: { context, _ in renderer(&context) })))
            box.accessibility = accessibilityMark
            return box
        }
        let isSymbol = if case .system = _source { true } else { false }
        // Symbols are templates unless told otherwise; pictures keep their colours.
        let template = (_renderingMode ?? (isSymbol ? .template : .original)) == .template
        var drawing = ImageDrawing(source: _source, resizable: _isResizable, smooth: _interpolation != .none,
                                   template: template ? (environment.foregroundColor ?? .primary) : nil,
                                   // Only symbols read the image scale (a custom key: a look-up per image).
                                   symbolSize: isSymbol ? (environment.font ?? .body).size * environment.imageScale._factor : 0,
                                   symbolVariants: isSymbol ? environment.symbolVariants : .none)
        drawing.pixelScale = _scale
        var box = BoxContent(name: "Image", drawing: .image(drawing))
        if let swap = environment.contentTransition._swap { box.contentSwap = swap }
        box.accessibility = accessibilityMark
        return box
    }

    /// An image is read by its label, else by its name (a symbol's name, a resource's), as
    /// SwiftUI reads an image it has no label for; a decorative one is not read.
    private var accessibilityMark: AccessibilityMark {
        var mark = AccessibilityMark(role: .image, label: _accessibilityLabel ?? Self.accessibilityName(of: _source))
        if _isDecorative { mark.isHidden = true }
        return mark
    }

    private static func accessibilityName(of source: ImageSource) -> String? {
        switch source {
        case .named(let name, _): name.isEmpty ? nil : name
        case .system(let name): name
        case .file(let path): (path as NSString).lastPathComponent
        case .encoded, .bitmap: nil
        }
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
        case .image(let fill): .image(fill)
        // `resolved` leaves only the primary foreground.
        default: .color(environment.foregroundColor ?? .primary)
        }
        let name = TypeNames.name(of: Content.self)
        var stroke = stroke
        if let width = stroke?.lineWidth { stroke?.lineWidth = LayoutInput.length(width, name: "\(name) stroke lineWidth") }
        let inset = LayoutInput.length(inset, name: "\(name) strokeBorder inset")
        var content = BoxContent(name: name, drawing: .shape(ShapeDrawing(outline: .of(shape, in: environment), fill: fill, stroke: stroke, inset: inset)))
        if let effects { content.effect = Self.groupEffect(effects, name: name) }
        return content
    }

    /// A style's shadows and blend mode, as the shape's group effect.
    private static func groupEffect(_ effects: _StyleEffects, name: String) -> GroupEffect? {
        func shadow(_ style: ShadowStyle?) -> GroupEffect.Shadow? {
            guard let style else { return nil }
            return GroupEffect.Shadow(color: style.color, radius: GroupEffect.blurRadius(style.radius, name: "\(name) shadow radius"),
                                      x: LayoutInput.finite(style.x, name: "\(name) shadow x"), y: LayoutInput.finite(style.y, name: "\(name) shadow y"))
        }
        var effect = GroupEffect(shadow: shadow(effects.dropShadow), blendMode: effects.blendMode?.pixelMode)
        effect.innerShadow = shadow(effects.innerShadow)
        return effect.needsLayer ? effect : nil
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

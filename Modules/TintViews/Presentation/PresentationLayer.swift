import TintBoxes

/// How a presentation sits over the window.
package enum _PresentationStyle: Equatable, Sendable {
    /// A sheet: a card at the top centre of the window, over a dimmed backdrop.
    case sheet
    /// An alert or confirmation dialog: a narrow card in the centre, over a dimmed backdrop.
    case alert
    /// A popover or menu: a card near where it was opened from, over a clear backdrop that
    /// dismisses it when clicked.
    case popover(anchor: CGPoint, attachedTo: CGRect? = nil)
}

/// One presentation layer: a backdrop over the whole window that takes every click (views
/// beneath take none while it is up), the presented view on a card, and Escape to dismiss.
package struct _PresentationLayer<Content: View>: View {
    let style: _PresentationStyle
    let content: Content
    @DiffIgnored var dismiss: @MainActor () -> Void
    /// Where the presented content says it may not be dismissed by Escape or a click outside
    /// (`.interactiveDismissDisabled`).
    @State private var dismissDisabled = _Board<Bool>()
    /// Where the presented content says how it is presented (`.presentationDetents` and the
    /// rest).
    @State private var configurations = _Board<_PresentationConfiguration>()
    /// The detent a sheet rests at, when no selection binding holds it.
    @State private var restingDetent: PresentationDetent?
    /// How far the drag indicator has been pulled (up: negative).
    @GestureState private var pull: CGFloat = 0
    @Environment(\.self) private var environment

    public init(style: _PresentationStyle, content: Content, dismiss: @escaping @MainActor () -> Void) {
        self.style = style
        self.content = content
        self.dismiss = dismiss
    }

    public var body: some View {
        let board = dismissDisabled, dismiss = dismiss, configurations = configurations
        // Read here, in the body, so that a change runs it again (the reader's closure runs
        // apart from it).
        let state = SheetState(resting: restingDetent, pull: pull)
        // Dismissing interactively unless the content disabled it (the last to say wins).
        let interactiveDismiss: @MainActor () -> Void = { if board.values.last != true { dismiss() } }
        return _BoardReader(configurations) { posts in
            let configuration = _PresentationConfiguration.merged(posts)
            GeometryReader { proxy in
                ZStack(alignment: alignment(configuration)) {
                    backdrop(interactiveDismiss, configuration, state, maximum: Swift.max(0, proxy.size.height - 28))
                        .accessibilityHidden(true)
                    card(configuration, state, window: proxy.size)
                        // A sheet is a reader's dialog, and while it is up the window beneath
                        // is not read (an alert's card says what it is itself).
                        ._accessibility { mark in
                            guard style == .sheet else { return }
                            mark.role = .dialog
                            mark.children = .contain
                        }
                        .environment(\._interactiveDismissDisabled, board)
                        .environment(\._presentationConfiguration, configurations)
                }
                .frame(width: proxy.size.width, height: proxy.size.height)
            }
        }
        .background(alignment: .topLeading) {
            _KeyCommand(.escape) { interactiveDismiss() }
        }
    }

    /// A sheet with detents rests on the window's bottom edge; other sheets hang from the top,
    /// or float in the middle as the iPad's cards do.
    private func alignment(_ configuration: _PresentationConfiguration) -> Alignment {
        switch style {
        case .sheet: configuration.detents?.isEmpty == false ? .bottom : environment._interfaceIdiom == .pad ? .center : .top
        case .alert: .center
        case .popover: .topLeading
        }
    }

    @ViewBuilder private func backdrop(_ interactiveDismiss: @escaping @MainActor () -> Void, _ configuration: _PresentationConfiguration,
                                       _ state: SheetState, maximum: CGFloat) -> some View {
        switch style {
        case .popover:
            // Clicking outside a popover or menu closes it.
            Color.clear.onTapGesture { interactiveDismiss() }
        default:
            if passesClicksThrough(configuration, state, maximum: maximum) {
                // The views beneath take clicks, and are not dimmed.
                Color.clear.allowsHitTesting(false)
            } else {
                Color(white: 0, opacity: 0.25).onTapGesture {}
            }
        }
    }

    /// Whether the views under the sheet take clicks (`.presentationBackgroundInteraction`).
    private func passesClicksThrough(_ configuration: _PresentationConfiguration, _ state: SheetState, maximum: CGFloat) -> Bool {
        guard case .enabled(let limit)? = configuration.backgroundInteraction?.kind else { return false }
        guard let limit, let detents = configuration.detents, !detents.isEmpty else { return true }
        return detent(configuration, state, maximum: maximum).height(maximum: maximum, environment: environment)
            <= limit.height(maximum: maximum, environment: environment)
    }

    /// The detent the sheet is at when it may take `maximum` points: the selection's, the one
    /// it was moved to, or the smallest.
    private func detent(_ configuration: _PresentationConfiguration, _ state: SheetState, maximum: CGFloat) -> PresentationDetent {
        let detents = configuration.detents ?? []
        if let selected = configuration.selected, detents.contains(selected) { return selected }
        if let resting = state.resting, detents.contains(resting) { return resting }
        return detents.min { $0.height(maximum: maximum, environment: environment) < $1.height(maximum: maximum, environment: environment) } ?? .large
    }

    private func background(_ configuration: _PresentationConfiguration, default fallback: Color) -> AnyView {
        configuration.background?.view ?? AnyView(fallback)
    }

    @ViewBuilder private func card(_ configuration: _PresentationConfiguration, _ state: SheetState, window: CGSize) -> some View {
        let radius = (configuration.cornerRadius ?? nil) ?? 10
        switch style {
        case .sheet:
            if let detents = configuration.detents, !detents.isEmpty {
                detentSheet(configuration, state, detents: detents, window: window, radius: radius)
            } else if environment._interfaceIdiom == .pad {
                // The iPad's form sheet: a card of its own size in the middle, the content
                // filling it.
                let radius = (configuration.cornerRadius ?? nil) ?? 12
                content
                    .frame(width: Swift.max(0, Swift.min(540, window.width - 40)), height: Swift.max(0, Swift.min(620, window.height - 40)))
                    .background(background(configuration, default: Color._cardBackground))
                    .clipShape(RoundedRectangle(cornerRadius: radius))
                    .accessibilityIdentifier("presentation-sheet")
            } else {
                content
                    .frame(minWidth: 300, maxWidth: 640, minHeight: 80, maxHeight: 520)
                    .fixedSize()
                    .background(background(configuration, default: Color._sheetBackground))
                    .clipShape(RoundedRectangle(cornerRadius: radius))
                    .overlay(RoundedRectangle(cornerRadius: radius).stroke(Color(white: 0, opacity: 0.2), lineWidth: 1))
                    .padding(.top, 28)
            }
        case .alert:
            content
                .frame(width: 260)
                .background(Color._sheetBackground)
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color(white: 0, opacity: 0.2), lineWidth: 1))
                .padding(20)
        case .popover(let anchor, let view):
            let radius = (configuration.cornerRadius ?? nil) ?? 6
            PopoverPlacementLayout(anchor: anchor, attachedTo: view) {
                content
                    .fixedSize()
                    .background(background(configuration, default: Color._cardBackground))
                    .clipShape(RoundedRectangle(cornerRadius: radius))
                    .overlay(RoundedRectangle(cornerRadius: radius).stroke(Color(white: 0, opacity: 0.2), lineWidth: 1))
            }
        }
    }

    /// A sheet at the height of its detent, on the window's bottom edge, as wide as the window
    /// allows (at most 640 points); its drag indicator moves it to the detent nearest where it
    /// is let go.
    @ViewBuilder private func detentSheet(_ configuration: _PresentationConfiguration, _ state: SheetState, detents: [PresentationDetent],
                                          window: CGSize, radius: CGFloat) -> some View {
        let maximum = Swift.max(0, window.height - 28)
        let environment = self.environment
        let resting = detent(configuration, state, maximum: maximum).height(maximum: maximum, environment: environment)
        let height = Swift.min(maximum, Swift.max(0, resting - state.pull))
        let showsIndicator = configuration.dragIndicator == .visible || (configuration.dragIndicator != .hidden && detents.count > 1)
        let selection = configuration.selection
        let rest = $restingDetent
        VStack(spacing: 0) {
            if showsIndicator {
                Capsule().fill(Color(white: 0.5, opacity: 0.6)).frame(width: 36, height: 5)
                    .frame(maxWidth: .infinity).frame(height: 16)
                    .contentShape(Rectangle())
                    .gesture(DragGesture(coordinateSpace: .global)
                        .updating($pull) { value, pull, _ in pull = value.translation.height }
                        .onEnded { value in
                            // The detent nearest the height it was let go at.
                            let released = resting - value.translation.height
                            let nearest = detents.min {
                                abs($0.height(maximum: maximum, environment: environment) - released)
                                    < abs($1.height(maximum: maximum, environment: environment) - released)
                            } ?? .large
                            rest.wrappedValue = nearest
                            selection?.wrappedValue = nearest
                        })
                    .accessibilityIdentifier("presentation-drag-indicator")
            }
            content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
        .frame(width: Swift.min(window.width, 640), height: height)
        .background(background(configuration, default: Color._sheetBackground))
        .clipShape(UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius))
        .overlay(UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius).stroke(Color(white: 0, opacity: 0.2), lineWidth: 1))
        .accessibilityIdentifier("presentation-sheet")
    }
}

/// A sheet's own state, as its layer's body read it.
private struct SheetState {
    let resting: PresentationDetent?
    let pull: CGFloat
}

extension _Presentation {
    /// The layer that shows `content` in `style` while `isPresented` is true (`nil` otherwise):
    /// `content` is in an environment whose `dismiss` sets the binding to false (and, with
    /// `buttonsClose`, whose buttons do too after their action); Escape runs `onEscape`, then
    /// closes it.
    @MainActor
    static func layer<V: View>(_ style: _PresentationStyle, isPresented: Binding<Bool>, id: String, buttonsClose: Bool = false,
                               onEscape: (@MainActor () -> Void)? = nil, content: () -> V) -> _Presentation? {
        guard isPresented.wrappedValue else { return nil }
        let close: @MainActor () -> Void = { isPresented.wrappedValue = false }
        let card = content()
            .environment(\._afterButtonAction, buttonsClose ? _ButtonHook(id: id, run: close) : nil)
            .environment(\.dismiss, DismissAction(id: id, action: close))
            .environment(\.isPresented, true)
        return _Presentation(view: AnyView(_PresentationLayer(style: style, content: card) {
            onEscape?()
            close()
        }))
    }
}

private struct InteractiveDismissDisabledKey: EnvironmentKey {
    static let defaultValue: _Board<Bool>? = nil
}

extension EnvironmentValues {
    /// Where `.interactiveDismissDisabled` posts, inside a presentation.
    package var _interactiveDismissDisabled: _Board<Bool>? {
        get { self[InteractiveDismissDisabledKey.self] }
        set { self[InteractiveDismissDisabledKey.self] = newValue }
    }
}

extension View {
    /// Conditionally prevents interactive dismissal of presentations like popovers and sheets:
    /// Escape and a click outside leave it up (its own buttons and `dismiss` still close it).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_BoardPostModifier(board: \._interactiveDismissDisabled, value: isDisabled))
    }
}

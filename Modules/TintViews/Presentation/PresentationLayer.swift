/// How a presentation sits over the window.
package enum _PresentationStyle: Equatable, Sendable {
    /// A sheet: a card at the top centre of the window, over a dimmed backdrop.
    case sheet
    /// An alert or confirmation dialog: a narrow card in the centre, over a dimmed backdrop.
    case alert
    /// A popover or menu: a card near where it was opened from, over a clear backdrop that
    /// dismisses it when clicked.
    case popover(anchor: CGPoint)
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

    public init(style: _PresentationStyle, content: Content, dismiss: @escaping @MainActor () -> Void) {
        self.style = style
        self.content = content
        self.dismiss = dismiss
    }

    public var body: some View {
        let board = dismissDisabled, dismiss = dismiss
        // Dismissing interactively unless the content disabled it (the last to say wins).
        let interactiveDismiss: @MainActor () -> Void = { if board.values.last != true { dismiss() } }
        return ZStack(alignment: alignment) {
            backdrop(interactiveDismiss)
            card.environment(\._interactiveDismissDisabled, board)
        }
        .background(alignment: .topLeading) {
            _KeyCommand(.escape) { interactiveDismiss() }
        }
    }

    private var alignment: Alignment {
        switch style {
        case .sheet: .top
        case .alert: .center
        case .popover: .topLeading
        }
    }

    @ViewBuilder private func backdrop(_ interactiveDismiss: @escaping @MainActor () -> Void) -> some View {
        switch style {
        case .popover:
            // Clicking outside a popover or menu closes it.
            Color.clear.onTapGesture { interactiveDismiss() }
        default:
            Color(white: 0, opacity: 0.25).onTapGesture {}
        }
    }

    @ViewBuilder private var card: some View {
        switch style {
        case .sheet:
            content
                .frame(minWidth: 300, maxWidth: 640, minHeight: 80, maxHeight: 520)
                .fixedSize()
                .background(Color._sheetBackground)
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color(white: 0, opacity: 0.2), lineWidth: 1))
                .padding(.top, 28)
        case .alert:
            content
                .frame(width: 260)
                .background(Color._sheetBackground)
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color(white: 0, opacity: 0.2), lineWidth: 1))
                .padding(20)
        case .popover(let anchor):
            PopoverPlacementLayout(anchor: anchor) {
                content
                    .fixedSize()
                    .background(Color._cardBackground)
                    .clipShape(RoundedRectangle(cornerRadius: 6))
                    .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color(white: 0, opacity: 0.2), lineWidth: 1))
            }
        }
    }
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

/// A row or button that pushes a view onto the enclosing navigation stack, as SwiftUI's
/// `NavigationLink`: a value (shown by the stack's `.navigationDestination` for its type) or a
/// destination view. In a list row it is the row; elsewhere it is drawn as a button.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let target: Target

    enum Target {
        case value(AnyHashable?)
        case destination(Destination)
    }

    @Environment(\._navigation) private var navigation
    @Environment(\._isListRow) private var isListRow
    @Environment(\._listRowSelect) private var rowSelect
    @Environment(\._navigationDestinations) private var destinations
    @Environment(\._interfaceIdiom) private var idiom

    /// In a list, the row itself (a click on the row pushes, as on macOS); elsewhere a button.
    /// In the iPad idiom a row that pushes ends in a chevron, as iOS draws one (a selectable
    /// sidebar's rows have none).
    public var body: some View {
        if isListRow {
            if idiom == .pad, rowSelect == nil {
                HStack(spacing: 8) {
                    label
                    Spacer(minLength: 0)
                    Image(systemName: "chevron.right").font(.footnote).foregroundStyle(Color._disabledText)
                        .accessibilityIdentifier("navigation-chevron")
                }
                .contentShape(Rectangle())
                .onTapGesture { activate() }
            } else {
                label.onTapGesture { activate() }
            }
        } else {
            Button(action: activate) { label }
        }
    }

    private func activate() {
        // In a selectable list (a split view's sidebar) the link selects its row, as in
        // SwiftUI; a value is pushed as well only where a destination is declared for it.
        if let rowSelect {
            rowSelect.select()
            guard case .value(let value?) = target,
                  destinations?.values.contains(where: { ObjectIdentifier($0.type) == ObjectIdentifier(type(of: value.base)) }) == true else { return }
        }
        guard let navigation else {
            RuntimeWarnings.emit("NavigationLink used outside a NavigationStack, NavigationSplitView or NavigationView; it does nothing", fix: "put the link inside a NavigationStack, NavigationSplitView or NavigationView")
            return
        }
        switch target {
        case .value(let value?): navigation.pushValue(value)
        case .value(nil): break
        case .destination(let destination): navigation.pushView(AnyView(destination))
        }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` (nothing when `nil`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(label: label(), target: .value(value.map { AnyHashable($0) }))
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link titled `title` that pushes `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(label: Text(title), target: .value(value.map { AnyHashable($0) }))
    }
}

extension NavigationLink {
    /// A link that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), target: .destination(destination()))
    }

    /// The older form, with the destination first (deprecated in SwiftUI, still common).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), target: .destination(destination))
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title), target: .destination(destination()))
    }

    /// The older form: a title and a destination view.
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(label: Text(title), target: .destination(destination))
    }
}

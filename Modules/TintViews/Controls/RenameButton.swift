/// A button that starts renaming, as SwiftUI's `RenameButton`: labelled "Rename" with a pencil,
/// it runs the rename action set above it (`.renameAction`); with none it is disabled.
public struct RenameButton<Label: View>: View {
    @Environment(\._renameAction) private var rename

    public var body: some View {
        Button(action: { rename?.run() }) {
            TintViews.Label("Rename", systemImage: "pencil")
        }
        .disabled(rename == nil)
    }
}

extension RenameButton where Label == TintViews.Label<Text, Image> {
    /// The rename button.
    public init() {}
}

/// What a `RenameButton` runs: an app's action, or focusing a field.
package struct _RenameAction: Equatable {
    let run: @MainActor () -> Void
    private let identity = _ValueIdentity()

    init(run: @escaping @MainActor () -> Void) {
        self.run = run
    }

    /// Closures cannot be compared: each action made is new, and equal only to itself (an
    /// environment value unequal to itself would count as changed at every update).
    package static func == (a: Self, b: Self) -> Bool { a.identity === b.identity }
}

private struct RenameActionKey: EnvironmentKey {
    static let defaultValue: _RenameAction? = nil
}

extension EnvironmentValues {
    package var _renameAction: _RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

extension View {
    /// What a `RenameButton` inside this view does.
    public func renameAction(_ action: @escaping @MainActor () -> Void) -> some View {
        environment(\._renameAction, _RenameAction(run: action))
    }

    /// A `RenameButton` inside this view focuses the field bound to `isFocused`, to edit a name
    /// in place.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\._renameAction, _RenameAction(run: { isFocused.wrappedValue = true }))
    }
}

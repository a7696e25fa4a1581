import Observation

/// Whether the user is editing a view's content, as SwiftUI's `EditMode` (an iOS notion: on the
/// desktop, the window holds one, which `EditButton` toggles and views read through
/// `@Environment(\.editMode)`).
public enum EditMode: Hashable, Sendable {
    case inactive
    /// Editing for a moment (a swipe to delete).
    case transient
    case active

    public var isEditing: Bool { self != .inactive }
}

/// The window's edit mode: observable, so the views that read it run again when it changes.
@MainActor
package final class _EditModeStore: Observable, Equatable {
    private let registrar = ObservationRegistrar()
    private var stored = EditMode.inactive

    package init() {}

    package var mode: EditMode {
        get {
            registrar.access(self, keyPath: \.mode)
            return stored
        }
        set {
            guard newValue != stored else { return }
            registrar.withMutation(of: self, keyPath: \.mode) { stored = newValue }
        }
    }

    /// A binding to the mode, as `@Environment(\.editMode)` hands it out.
    package var binding: Binding<EditMode> {
        Binding(get: { self.mode }, set: { self.mode = $0 })
    }

    package nonisolated static func == (a: _EditModeStore, b: _EditModeStore) -> Bool { a === b }
}

private struct EditModeBindingKey: EnvironmentKey {
    static let defaultValue: Binding<EditMode>? = nil
}

private struct EditModeStoreKey: EnvironmentKey {
    static let defaultValue: _EditModeStore? = nil
}

extension EnvironmentValues {
    /// The edit mode here: the one an ancestor set with `.environment(\.editMode, $mode)`, else
    /// the window's; `nil` outside a host.
    public var editMode: Binding<EditMode>? {
        get {
            if let binding = self[EditModeBindingKey.self] { return binding }
            // The window's store is kept, not a binding to it: a binding cannot be compared, and
            // a value unequal to itself would count as changed at every update. Views read the
            // environment on the main actor.
            guard let store = _editModeStore else { return nil }
            return MainActor.assumeIsolated { store.binding }
        }
        set { self[EditModeBindingKey.self] = newValue }
    }

    /// The window's edit mode, set by the host.
    package var _editModeStore: _EditModeStore? {
        get { self[EditModeStoreKey.self] }
        set { self[EditModeStoreKey.self] = newValue }
    }
}

/// A button that turns editing on and off, as SwiftUI's `EditButton`: "Edit" while the edit
/// mode is inactive, "Done" while it is active.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing ?? false
        Button(editing ? "Done" : "Edit") {
            editMode?.wrappedValue = editing ? .inactive : .active
        }
        .disabled(editMode == nil)
    }
}

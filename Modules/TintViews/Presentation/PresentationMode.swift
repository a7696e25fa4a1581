/// Whether a view is presented, and how to close it, as SwiftUI's deprecated `PresentationMode`
/// (`@Environment(\.presentationMode) var presentationMode`, then
/// `presentationMode.wrappedValue.dismiss()`): the older spelling of `\.isPresented` and
/// `\.dismiss`.
public struct PresentationMode: Sendable {
    let dismissAction: DismissAction
    /// Whether the view is inside a presentation or a pushed navigation view.
    public let isPresented: Bool

    /// Closes the presentation or pops the navigation level the view is in.
    @MainActor
    public mutating func dismiss() {
        dismissAction()
    }
}

extension EnvironmentValues {
    /// The view's presentation, as a binding (SwiftUI's deprecated form of `\.dismiss`).
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(dismissAction: dismiss, isPresented: isPresented)
        return MainActor.assumeIsolated { Binding.constant(mode) }
    }
}

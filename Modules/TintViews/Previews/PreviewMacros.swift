#if Previews
// Declared only with the package trait `Previews`: a macro's declaration must see its
// implementation, which is built on swift-syntax, and apps without previews should not build it.

/// A preview of the view `body` makes, as SwiftUI's `#Preview`. `swift run tint-preview` draws
/// every preview of a package to PNG files, or in a window that reloads when a file is saved.
/// Needs the package trait: `.package(path: "...", traits: ["Previews"])`.
///
/// ```swift
/// #Preview("Empty list") {
///     NotesView(store: NoteStore(notes: []))
/// }
/// ```
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TintPreviewMacros", type: "PreviewMacro")

/// A preview with traits, as SwiftUI's `#Preview(_:traits:_:body:)`: `.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TintPreviewMacros", type: "PreviewMacro")

/// Makes a dynamic property of a `#Preview` body a property of the previewed view, as SwiftUI's
/// `@Previewable`: `@Previewable @State var isOn = true` at the top of the body. Used anywhere
/// else, it is an error.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TintPreviewMacros", type: "PreviewableMacro")

/// Declares a custom environment value in one line, as SwiftUI's `@Entry`, in an extension of
/// `EnvironmentValues`: `@Entry var accent: Color = .orange`, then
/// `@Environment(\.accent)` and `.environment(\.accent, .blue)`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TintPreviewMacros", type: "EntryMacro")
#endif

/// `.sheet(isPresented:)`: posts the sheet to the window's presentation layers while the
/// binding is true.
package struct _SheetModifier<Sheet: View>: ViewModifier {
    @Binding var isPresented: Bool
    let onDismiss: (@MainActor () -> Void)?
    let sheet: @MainActor () -> Sheet

    public func body(content: Content) -> some View {
        content
            .modifier(_BoardPostModifier(board: \._presentations, value: presentation))
            .onChange(of: isPresented) { old, new in
                if old, !new { onDismiss?() }
            }
    }

    private var presentation: _Presentation? {
        _Presentation.layer(.sheet, isPresented: $isPresented, id: "sheet", content: sheet)
    }
}

/// `.sheet(item:)`: presents the sheet for the item while the binding holds one.
package struct _ItemSheetModifier<Item: Identifiable, Sheet: View>: ViewModifier {
    @Binding var item: Item?
    let onDismiss: (@MainActor () -> Void)?
    let sheet: @MainActor (Item) -> Sheet

    public func body(content: Content) -> some View {
        content
            .modifier(_BoardPostModifier(board: \._presentations, value: presentation))
            .onChange(of: item?.id) { old, new in
                if old != nil, new == nil { onDismiss?() }
            }
    }

    private var presentation: _Presentation? {
        guard let item else { return nil }
        let binding = $item
        let isPresented = Binding<Bool>(get: { binding.wrappedValue != nil }, set: { if !$0 { binding.wrappedValue = nil } })
        // A new item is a new sheet (its state starts afresh), as in SwiftUI.
        return _Presentation.layer(.sheet, isPresented: isPresented, id: "sheet") { sheet(item).id(item.id) }
    }
}

extension View {
    /// Presents `content` as a sheet over the window while `isPresented` is true; Escape or
    /// the sheet's `dismiss` sets it back to false, and `onDismiss` runs.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                     @ViewBuilder content: @escaping @MainActor () -> Content) -> some View {
        modifier(_SheetModifier(isPresented: isPresented, onDismiss: onDismiss, sheet: content))
    }

    /// Presents a sheet for `item` while it is not `nil`; dismissing sets it to `nil`.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
                                                         @ViewBuilder content: @escaping @MainActor (Item) -> Content) -> some View {
        modifier(_ItemSheetModifier(item: item, onDismiss: onDismiss, sheet: content))
    }
}

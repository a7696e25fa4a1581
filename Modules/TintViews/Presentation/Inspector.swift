import Foundation

/// `.inspector`: a trailing column beside the view while `isPresented`, as a macOS window's
/// inspector: separated by a line that can be dragged to resize it within the widths the
/// inspector's content asks for (`.inspectorColumnWidth`).
struct _InspectorModifier<Inspector: View>: ViewModifier {
    @Binding var isPresented: Bool
    let inspector: Inspector
    @State private var widths = _Board<_InspectorWidth>()
    /// The width a drag of the separator left the column at.
    @State private var dragged: CGFloat?
    /// How far the separator is being dragged (left: negative).
    @GestureState private var pull: CGFloat = 0
    @Environment(\._windowCommands) private var windowCommands

    func body(content: Content) -> some View {
        // View > Show Inspector (`InspectorCommands`) shows or hides it through the binding.
        let shown = $isPresented, commands = windowCommands, owner = widths
        commands?.register(.toggleInspector, owner: owner, isOn: { shown.wrappedValue }) { shown.wrappedValue.toggle() }
        // Read here, in the body, so that a change runs it again.
        let board = widths, inspector = inspector, dragged = self.dragged, pull = self.pull, drag = $dragged
        return HStack(spacing: 0) {
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
            if isPresented {
                _BoardReader(board) { posts in
                    let range = posts.last ?? .standard
                    let width = range.clamped((dragged ?? range.ideal) - pull)
                    Color._separator.frame(width: 1)
                        .frame(maxHeight: .infinity)
                        .overlay {
                            // A wider grip than the line, for the pointer.
                            Color.clear.frame(width: 7).contentShape(Rectangle())
                                .gesture(DragGesture(coordinateSpace: .global)
                                    .updating($pull) { value, pull, _ in pull = range.isFixed ? 0 : value.translation.width }
                                    .onEnded { value in
                                        guard !range.isFixed else { return }
                                        drag.wrappedValue = range.clamped((dragged ?? range.ideal) - value.translation.width)
                                    })
                                .accessibilityIdentifier("inspector-separator")
                        }
                    inspector
                        .frame(width: width)
                        .frame(maxHeight: .infinity, alignment: .top)
                        .background(Color._barBackground)
                        .environment(\._inspectorWidth, board)
                }
            }
        }
        .onDisappear { commands?.unregister(owner: owner) }
    }
}

/// The widths an inspector's content asks for.
struct _InspectorWidth: Equatable {
    var min: CGFloat
    var ideal: CGFloat
    var max: CGFloat

    /// A column of 250 points, from 200 to 400.
    static let standard = _InspectorWidth(min: 200, ideal: 250, max: 400)

    var isFixed: Bool { min == max }

    func clamped(_ width: CGFloat) -> CGFloat {
        Swift.min(max, Swift.max(min, width.isFinite ? width : ideal))
    }
}

private struct InspectorWidthKey: EnvironmentKey {
    static let defaultValue: _Board<_InspectorWidth>? = nil
}

extension EnvironmentValues {
    /// Where `.inspectorColumnWidth` posts, inside an inspector.
    var _inspectorWidth: _Board<_InspectorWidth>? {
        get { self[InspectorWidthKey.self] }
        set { self[InspectorWidthKey.self] = newValue }
    }
}

extension View {
    /// Shows `content` in an inspector column at the trailing side of this view while
    /// `isPresented` is true.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        modifier(_InspectorModifier(isPresented: isPresented, inspector: content()))
    }

    /// A fixed width for the inspector column this view is in.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        let width = LayoutInput.length(width, name: "inspectorColumnWidth")
        return modifier(_BoardPostModifier(board: \._inspectorWidth, value: _InspectorWidth(min: width, ideal: width, max: width)))
    }

    /// The widths the inspector column this view is in may take: it opens at `ideal`, and
    /// dragging its separator resizes it from `min` to `max` (each bound that is nil: the
    /// column's own).
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        let ideal = LayoutInput.length(ideal, name: "inspectorColumnWidth")
        let low = Swift.min(ideal, min.map { LayoutInput.length($0, name: "inspectorColumnWidth") } ?? Swift.min(ideal, _InspectorWidth.standard.min))
        let high = Swift.max(ideal, max.map { LayoutInput.length($0, name: "inspectorColumnWidth") } ?? Swift.max(ideal, _InspectorWidth.standard.max))
        return modifier(_BoardPostModifier(board: \._inspectorWidth, value: _InspectorWidth(min: low, ideal: ideal, max: high)))
    }
}

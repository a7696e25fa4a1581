/// A switch bound to a Boolean, as SwiftUI's `Toggle`: its label, then a switch; clicking
/// anywhere on it flips the value.
///
/// Built from Tint's own views (a capsule track and a circular knob), so it is diffed, laid
/// out and drawn like any app view.
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

    public var body: some View {
        HStack(spacing: 8) {
            label
            Spacer(minLength: 0)
            ZStack(alignment: isOn ? .trailing : .leading) {
                Capsule().fill(isOn ? Color.accentColor : Color(white: 0.78)).frame(width: 34, height: 20)
                Circle().fill(Color.white).frame(width: 16, height: 16).padding(2)
            }
        }
        .onTapGesture { isOn.toggle() }
    }
}

extension Toggle where Label == Text {
    /// A toggle whose label is `title`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

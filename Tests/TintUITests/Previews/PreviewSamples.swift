#if Previews
import TintUI

// Previews in every form SwiftUI code writes them; PreviewTests finds and draws them.

#Preview {
    Color.red.frame(width: 30, height: 20)
}

#Preview("Named, fixed layout", traits: .fixedLayout(width: 120, height: 80)) {
    Color.blue.frame(width: 40, height: 40)
}

#Preview("Two traits", traits: .landscapeLeft, .sizeThatFitsLayout) {
    Color.green.frame(width: 50, height: 10)
}

#Preview("Previewable state") {
    @Previewable @State var isOn = false
    VStack(spacing: 0) {
        Button("Switch") { isOn.toggle() }
            .accessibilityIdentifier("switch")
        (isOn ? Color.green : Color.red).frame(width: 60, height: 30)
    }
}

#Preview("Explicit return") {
    @Previewable @State var count = 3
    return Text("Count \(count)")
}

struct SampleSwatch_Previews: PreviewProvider {
    static var previews: some View {
        Color.orange
            .frame(width: 70, height: 35)
            .previewLayout(.fixed(width: 90, height: 45))
            .previewDisplayName("Provider swatch")
    }
}
#endif

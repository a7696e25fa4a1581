import TintBoxes

/// A control that picks a colour, as SwiftUI's `ColorPicker`: its label and a swatch of the
/// colour; a click opens a popover with a palette (the system colours in both appearances,
/// their lighter and darker shades, and greys) and, when `supportsOpacity`, an opacity slider.
public struct ColorPicker<Label: View>: View {
    let label: Label
    @Binding var selection: Color
    let supportsOpacity: Bool
    @State private var isOpen = false
    @Environment(\._labelsHidden) private var labelsHidden

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        _selection = selection
        self.supportsOpacity = supportsOpacity
    }

    /// The palette, a row per hue: the system colour, then lighter and darker shades.
    static var palette: [[Color]] {
        let hues: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]
        let shades = hues.map { hue in
            let base = hue.resolved(in: .light)
            func mix(_ other: Double, _ amount: Double) -> Color {
                Color(red: base.red + (other - base.red) * amount, green: base.green + (other - base.green) * amount,
                      blue: base.blue + (other - base.blue) * amount)
            }
            return [hue, mix(1, 0.45), mix(0, 0.35)]
        }
        let greys = [Color.black, Color(white: 0.25), Color(white: 0.5), Color(white: 0.75), Color.white]
        return (0..<3).map { shade in shades.map { $0[shade] } } + [greys]
    }

    public var body: some View {
        HStack(spacing: 8) {
            if !labelsHidden { label }
            RoundedRectangle(cornerRadius: 3).fill(selection)
                .frame(width: 38, height: 18)
                .overlay(RoundedRectangle(cornerRadius: 3).stroke(Color._controlBorder, lineWidth: 1))
                .padding(3)
                .background(RoundedRectangle(cornerRadius: 5).fill(Color._controlBackground))
                .onTapGesture { isOpen = true }
                .accessibilityIdentifier("color-picker-swatch")
                // The well opens the colours: a reader's button named by the picker's label.
                ._accessibility { mark in
                    mark.role = .pushButton
                    mark.label = AccessibilityText.plain(label) ?? "Color"
                    mark.attributes["haspopup"] = "dialog"
                }
                .popover(isPresented: $isOpen) { panel }
        }
    }

    private var panel: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(Self.palette.indices, id: \.self) { row in
                HStack(spacing: 4) {
                    ForEach(Self.palette[row].indices, id: \.self) { column in
                        let color = Self.palette[row][column]
                        RoundedRectangle(cornerRadius: 3).fill(color)
                            .frame(width: 18, height: 18)
                            .overlay(RoundedRectangle(cornerRadius: 3).stroke(Color._separator, lineWidth: 1))
                            .onTapGesture {
                                // The palette picks the hue; the opacity stays as chosen.
                                selection = supportsOpacity ? color._withOpacity(selection.alpha) : color
                                isOpen = false
                            }
                            .accessibilityIdentifier("color-\(row)-\(column)")
                    }
                }
            }
            if supportsOpacity {
                HStack {
                    Text("Opacity").font(.caption)
                    Slider(value: Binding(get: { selection.alpha }, set: { selection = selection._withOpacity($0) }), in: 0...1)
                        .frame(width: 140)
                }
            }
        }
        .padding(10)
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

import TintUI

/// Transitions between places and values: a swatch clicked in the strip flies to the detail
/// and back (`matchedGeometryEffect` in a `@Namespace`), a score whose digits roll up or down
/// (`contentTransition(.numericText(value:))`), a sheet that rests at a detent and is pulled
/// to the other by its drag indicator (`presentationDetents`), and an inspector column whose
/// width its separator sets between its bounds (`inspector`, `inspectorColumnWidth`).
public struct TransitionsScene: View {
    struct Swatch: Identifiable, Sendable {
        let id: Int
        let name: String
        let color: Color
    }

    static let swatches = [
        Swatch(id: 0, name: "Coral", color: Color(red: 0.96, green: 0.45, blue: 0.36)),
        Swatch(id: 1, name: "Sky", color: Color(red: 0.3, green: 0.62, blue: 0.95)),
        Swatch(id: 2, name: "Leaf", color: Color(red: 0.35, green: 0.72, blue: 0.4)),
        Swatch(id: 3, name: "Plum", color: Color(red: 0.55, green: 0.36, blue: 0.75)),
        Swatch(id: 4, name: "Sand", color: Color(red: 0.9, green: 0.76, blue: 0.45)),
    ]

    @Namespace private var swatchSpace
    @State private var chosen: Int?
    @State private var score = 42
    @State private var showsDetails = false
    @State private var showsInspector = false
    @State private var detent = PresentationDetent.medium

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            SceneHeader(title: "Transitions", caption: "click a swatch: it flies to the detail and back; the score's digits roll; a sheet at a detent; an inspector")
            HStack(spacing: 10) {
                Button("Details") { showsDetails = true }.accessibilityIdentifier("details")
                Button(showsInspector ? "Hide inspector" : "Inspector") { showsInspector.toggle() }.accessibilityIdentifier("inspector")
            }
            HStack(spacing: 10) {
                ForEach(Self.swatches) { swatch in
                    ZStack {
                        // The chosen swatch leaves the strip: its place stays, empty.
                        if chosen != swatch.id {
                            RoundedRectangle(cornerRadius: 8).fill(swatch.color)
                                .matchedGeometryEffect(id: swatch.id, in: swatchSpace)
                                .onTapGesture { withAnimation(.spring(duration: 0.5)) { chosen = swatch.id } }
                        }
                    }
                    .frame(width: 56, height: 56)
                    .accessibilityIdentifier("swatch-\(swatch.id)")
                    .accessibilityLabel(swatch.name)
                }
            }
            ZStack(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: 16).stroke(Color.demoGrey(0.85), style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
                if let chosen, let swatch = Self.swatches.first(where: { $0.id == chosen }) {
                    RoundedRectangle(cornerRadius: 16).fill(swatch.color)
                        .matchedGeometryEffect(id: swatch.id, in: swatchSpace)
                        .overlay(alignment: .bottomLeading) {
                            Text(swatch.name).font(.title3).foregroundColor(.white).padding(12)
                        }
                        .onTapGesture { withAnimation(.spring(duration: 0.5)) { self.chosen = nil } }
                        .accessibilityIdentifier("detail")
                }
            }
            .frame(width: 316, height: 120)
            HStack(spacing: 12) {
                Button("−") { withAnimation(.snappy) { score -= 1 } }.accessibilityIdentifier("score-down")
                Text("\(score)").font(.largeTitle).monospacedDigit()
                    .contentTransition(.numericText(value: Double(score)))
                    .frame(width: 90)
                    .accessibilityIdentifier("score")
                Button("+") { withAnimation(.snappy) { score += 1 } }.accessibilityIdentifier("score-up")
                Button("+10") { withAnimation(.snappy) { score += 10 } }.accessibilityIdentifier("score-ten")
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .sheet(isPresented: $showsDetails) {
            DetailsSheet(detent: detent) { showsDetails = false }
                .presentationDetents([.medium, .large], selection: $detent)
                .presentationDragIndicator(.visible)
        }
        .inspector(isPresented: $showsInspector) {
            VStack(alignment: .leading, spacing: 8) {
                Text("Inspector").font(.headline)
                Text("Score \(score)").font(.caption)
                Text(chosen.map { "Swatch \(Self.swatches[$0].name)" } ?? "No swatch chosen").font(.caption)
                Text("Drag the separator: 160 to 280 points wide.").font(.caption).foregroundColor(Color.demoGrey(0.45))
            }
            .padding(12)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .inspectorColumnWidth(min: 160, ideal: 200, max: 280)
        }
    }
}

/// The sheet at its detent: what it is at, and a button to close it.
private struct DetailsSheet: View {
    let detent: PresentationDetent
    let close: @MainActor @Sendable () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Details").font(.title2)
            Text(detent == .large ? "At the large detent: pull the indicator down for the medium one." : "At the medium detent: pull the indicator up for the large one.")
                .font(.caption)
            Button("Done", action: close).accessibilityIdentifier("details-done")
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

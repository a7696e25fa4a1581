import Foundation
import TintUI

/// Images from the app's resources (a JPEG and PNGs, scaled to fit and fill), system symbols in
/// a lazy grid, the effects (shadow, blur, colour, a mask, a turn in space), radial, angular and
/// elliptical gradients, shapes combined (a square less a circle, two circles as one) and
/// painted with inner and drop shadows, a sparkline drawn by a `Canvas`, and the controls that pick dates and colours and edit
/// paragraphs.
public struct GalleryScene: View {
    @State var due = Date(timeIntervalSince1970: 1_795_498_920)
    @State var accent = Color.purple
    @State var notes = "Pack the camera.\nCharge the batteries.\nBook the hut."
    @State var turn = 35.0

    public init() {}

    static let symbols = ["star.fill", "heart.fill", "gear", "trash", "folder", "doc.text", "pencil", "magnifyingglass",
                          "person.2", "house", "bell", "envelope", "calendar", "clock", "camera", "photo",
                          "play.circle.fill", "checkmark.circle", "xmark.circle", "plus.circle", "exclamationmark.triangle",
                          "lock", "cloud", "bolt.fill"]

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            SceneHeader(title: "Gallery", caption: "Images from resources, symbols, effects, and more controls")
            HStack(spacing: 10) {
                Image("mountains", bundle: .module).resizable().scaledToFill().frame(width: 120, height: 80).clipped().cornerRadius(8)
                Image("sunset", bundle: .module).resizable().scaledToFit().frame(width: 120, height: 80)
                Image("tiles", bundle: .module).resizable().interpolation(.none).frame(width: 80, height: 80)
                    .shadow(radius: 4, y: 2)
                Image("mountains", bundle: .module).resizable().frame(width: 90, height: 60).grayscale(1).blur(radius: 1.5)
                Image(systemName: "star.fill").font(.system(size: 40)).foregroundColor(accent)
                    .rotation3DEffect(.degrees(turn), axis: (x: 0, y: 1, z: 0))
                    .onTapGesture { turn = turn == 35 ? -35 : 35 }
                    .accessibilityIdentifier("turning-star")
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 28))], spacing: 8) {
                ForEach(Self.symbols, id: \.self) { name in
                    Image(systemName: name).imageScale(.large).foregroundColor(accent)
                }
            }
            .frame(width: 420)
            HStack(alignment: .top, spacing: 16) {
                VStack(alignment: .leading, spacing: 10) {
                    DatePicker("Due", selection: $due, displayedComponents: .date).accessibilityIdentifier("due")
                    ColorPicker("Accent", selection: $accent)
                    Text("Masked").font(.system(size: 28, weight: .heavy))
                        .foregroundColor(.clear)
                        .background(LinearGradient(colors: [accent, .orange], startPoint: .leading, endPoint: .trailing))
                        .mask { Text("Masked").font(.system(size: 28, weight: .heavy)) }
                    HStack(spacing: 8) {
                        Circle().fill(RadialGradient(colors: [.white, accent], center: .init(x: 0.35, y: 0.35), startRadius: 1, endRadius: 20)).frame(width: 28)
                        Circle().fill(.conicGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center)).frame(width: 28)
                        Capsule().fill(EllipticalGradient(colors: [.yellow, .orange, .orange.opacity(0)])).frame(width: 56)
                        RoundedRectangle(cornerRadius: 6).fill(accent.gradient).frame(width: 56)
                    }
                    .frame(height: 28)
                    .accessibilityIdentifier("gradients")
                    HStack(spacing: 8) {
                        Rectangle().subtracting(Circle().inset(by: 5)).fill(accent).frame(width: 28)
                        Circle().union(Circle().offset(x: 14)).fill(Color.orange).frame(width: 28)
                            .frame(width: 42, alignment: .leading)
                        RoundedRectangle(cornerRadius: 6).fill(Color.white.shadow(.inner(radius: 3, y: 1))).frame(width: 56)
                        RoundedRectangle(cornerRadius: 6).fill(Color.white.shadow(.drop(radius: 2, y: 1))).frame(width: 56)
                    }
                    .frame(height: 28)
                    .accessibilityIdentifier("combined-shapes")
                }
                VStack(alignment: .leading, spacing: 10) {
                    TextEditor(text: $notes).frame(width: 240, height: 90).accessibilityIdentifier("notes").accessibilityLabel("Notes")
                    Canvas { context, size in
                        // A week of readings as a filled sparkline, drawn by code.
                        let readings: [CGFloat] = [0.3, 0.5, 0.4, 0.8, 0.6, 0.9, 0.7]
                        var line = Path()
                        for (index, value) in readings.enumerated() {
                            let point = CGPoint(x: size.width * CGFloat(index) / CGFloat(readings.count - 1), y: size.height * (1 - value))
                            if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
                        }
                        var area = line
                        area.addLine(to: CGPoint(x: size.width, y: size.height))
                        area.addLine(to: CGPoint(x: 0, y: size.height))
                        area.closeSubpath()
                        context.fill(area, with: .linearGradient(Gradient(colors: [accent.opacity(0.5), accent.opacity(0)]),
                                                                 startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
                        context.stroke(line, with: .color(accent), style: StrokeStyle(lineWidth: 2, lineJoin: .round))
                        context.draw(Text("7 days").font(.caption), at: CGPoint(x: size.width - 2, y: 2), anchor: .topTrailing)
                    }
                    .frame(width: 240, height: 40)
                    .accessibilityIdentifier("sparkline")
                }
            }
        }
        .padding(16)
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .environment(\.locale, Locale(identifier: "en_US"))
    }
}

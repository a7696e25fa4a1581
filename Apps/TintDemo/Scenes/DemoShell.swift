import TintUI

/// The demo window: a sidebar of scenes, and beside it the switches (debug tint, badges,
/// heads-up display, diffing policy and engine; also on the keys T, B and H) over the chosen
/// scene.
public struct DemoShell: View {
    @State var selected = "controls"

    public init() {}

    public var body: some View {
        HStack(spacing: 0) {
            VStack(alignment: .leading, spacing: 6) {
                Text("Tint").font(.title2)
                ForEach(DemoScene.all.map(\.name), id: \.self) { name in
                    Button(DemoScene.named(name)?.title ?? name) { selected = name }
                        .accessibilityIdentifier("scene-\(name)")
                }
                Spacer()
                Text("T tint · B badges · H display").font(.caption).foregroundColor(Color.demoGrey(0.4))
            }
            .padding(12)
            .frame(width: 170, alignment: .leading)
            .frame(maxHeight: .infinity, alignment: .top)
            .background(Color.demoGrey(0.94))
            Divider()
            VStack(spacing: 0) {
                DemoToolbar()
                Divider()
                (DemoScene.named(selected)?.view() ?? AnyView(Text("No scene \(selected)")))
                    .id(selected)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
            // The window's width less the sidebar's, whatever the toolbar asks: a column wider
            // than that made the whole row wider than the window, and the row was centred in
            // it, the sidebar cut at the left.
            .frame(minWidth: 0, maxWidth: .infinity)
        }
    }
}

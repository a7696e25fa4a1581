import Foundation
import TintViews

/// The previews one under another, each with its name and where it is written: the window
/// `tint-preview --window` opens.
struct PreviewGallery: View {
    let entries: [PreviewEntry]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                if entries.isEmpty {
                    Text("No previews found").foregroundStyle(.secondary)
                }
                ForEach(entries.indices, id: \.self) { index in
                    PreviewCard(entry: entries[index])
                }
            }
            .padding(20)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// One preview in the gallery: its title, its place, and the view in its container.
private struct PreviewCard: View {
    let entry: PreviewEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(entry.title).font(.headline)
            Text(entry.line > 0 ? "\(entry.fileID):\(entry.line)" : entry.fileID)
                .font(.caption)
                .foregroundStyle(.secondary)
            container
                .border(Color.gray.opacity(0.5))
        }
    }

    @ViewBuilder private var container: some View {
        switch entry.preview._layout {
        case .fixed(let width, let height):
            AnyView(erasing: entry.preview._makeView())
                .frame(width: CGFloat(PreviewCanvas.points(width, "width")), height: CGFloat(PreviewCanvas.points(height, "height")))
                .clipped()
        case .device, .sizeThatFits:
            DeviceFit { AnyView(erasing: entry.preview._makeView()) }
        }
    }
}

/// Offers its content the device's size and takes the size the content answers, as a preview
/// rendered alone is sized.
private struct DeviceFit: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(ProposedViewSize(PreviewEntry.deviceSize)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(PreviewEntry.deviceSize))
    }
}

import TintUI

/// Layout: stacks, frames, padding, alignment, a custom `Layout` (a flow of tags) and text
/// wrapping.
public struct LayoutGalleryScene: View {
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            SceneHeader(title: "Layout gallery", caption: "A flow layout (an app's own Layout):")
            FlowLayout(spacing: 6) {
                ForEach(["SwiftUI", "proposal protocol", "diffing", "Equatable", "reflection", "keyed identity", "damage", "software raster", "Linux", "SDL2"], id: \.self) { tag in
                    Text(tag)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 3)
                        .background(Capsule().fill(Color(red: 0.9, green: 0.94, blue: 1)))
                }
            }
            .frame(width: 340, alignment: .leading)
            HStack(alignment: .top, spacing: 12) {
                ForEach([Alignment.topLeading, .center, .bottomTrailing], id: \.self) { alignment in
                    Color.orange.frame(width: 24, height: 24)
                        .frame(width: 80, height: 60, alignment: alignment)
                        .background(Color.demoGrey(0.93))
                }
            }
            Text("Text wraps at word boundaries inside its frame, and a line limit ends it with an ellipsis when there is more to say than room to say it.")
                .lineLimit(2)
                .frame(width: 300, alignment: .leading)
                .padding(8)
                .border(Color.demoGrey(0.8))
        }
        .padding(16)
    }
}

/// Children left to right at their ideal sizes, wrapping to a new line when the width runs out:
/// an app's own `Layout` (RULES 3.8), used by the demo and by the layout tests.
public struct FlowLayout: Layout, Equatable {
    public var spacing: CGFloat

    public init(spacing: CGFloat = 8) {
        self.spacing = spacing
    }

    private func rows(_ width: CGFloat, _ subviews: Subviews) -> [CGRect] {
        var frames: [CGRect] = []
        var x: CGFloat = 0, y: CGFloat = 0, lineHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > width {
                x = 0
                y += lineHeight + spacing
                lineHeight = 0
            }
            frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
            x += size.width + spacing
            lineHeight = Swift.max(lineHeight, size.height)
        }
        return frames
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? .infinity
        let frames = rows(width, subviews)
        return CGSize(width: Swift.min(frames.map(\.maxX).max() ?? 0, width), height: frames.map(\.maxY).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, rows(bounds.width, subviews)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
        }
    }
}

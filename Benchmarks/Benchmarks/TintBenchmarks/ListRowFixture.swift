import Observation
import TintUI

/// The row of the list benchmarks (frame pipeline, lazy stacks): a title at the leading edge,
/// a figure at the trailing edge, a fixed height.
struct TitleAndFigureRow: View {
    let title: String
    let figure: String
    let height: CGFloat

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(figure)
        }
        .padding(.horizontal, 12)
        .frame(height: height)
    }
}

/// The observed 1,000-row list of the frame and accessibility benchmarks: a model of items, each
/// shown as a title and a figure.
struct FrameItem: Identifiable, Sendable {
    let id: Int
    var title: String
    var value: Int
}

@MainActor
@Observable
final class FrameListModel {
    var items = (0..<1_000).map { FrameItem(id: $0, title: "Item \($0)", value: 0) }
}

struct FrameList: View {
    let model: FrameListModel
    var body: some View {
        VStack(spacing: 0) {
            ForEach(model.items) { TitleAndFigureRow(title: $0.title, figure: "\($0.value)", height: 20) }
        }
        // The list overflows the window downwards; rows 0-39 show.
        .frame(width: 1280, height: 800, alignment: .top)
    }
}

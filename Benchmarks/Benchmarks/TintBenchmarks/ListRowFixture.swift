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

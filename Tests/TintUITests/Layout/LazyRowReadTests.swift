import Testing
import TintUI

private struct SelectionCell: View {
    let value: Int
    var body: some View { Text("\(value)") }
}

/// Rows that show whether they are selected, reading the selection only in the row closure of
/// a lazy stack or a `List` (which builds its rows later, outside this body).
private struct LazySelectable: View {
    @State var selected = 3
    let inList: Bool

    var body: some View {
        VStack(spacing: 0) {
            if inList {
                List(0..<10, id: \.self) { value in
                    SelectionCell(value: value == selected ? -1 : value)
                }
                .frame(height: 300)
            } else {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<10, id: \.self) { value in
                            SelectionCell(value: value == selected ? -1 : value)
                        }
                    }
                }
                .frame(height: 300)
            }
            Button("Select") { selected = 7 }.accessibilityIdentifier("select")
        }
    }
}

/// A state read only inside a lazy row closure still reaches the rows: the two rows whose
/// view changed run their body, the others do not.
@MainActor
struct LazyRowReadTests {
    @Test(arguments: [false, true])
    func aStateReadOnlyInTheRowClosureUpdatesTheRows(inList: Bool) {
        let host = HeadlessHost(rootView: LazySelectable(inList: inList), width: 320, height: 500)
        host.renderFrame()
        host.tap("select")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations["SelectionCell"] == 2)
        #expect(report.bodyEvaluations["ForEach content"] == 1)
        #expect(report.bodyEvaluations["LazySelectable"] == nil)
    }
}

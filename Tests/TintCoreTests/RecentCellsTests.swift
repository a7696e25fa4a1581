import Foundation
import Testing
import TintCore

/// `RecentCells`: values made one after another alike share one cell; a different value gets
/// a cell of its own, and values stay what they were made with.
@Suite struct RecentCellsTests {
    @Test func equalValuesInARowShareOneBox() {
        let recent = RecentCells<String>()
        let first = recent.cell("caption")
        let second = recent.cell("caption")
        #expect(first === second)
        let other = recent.cell("title")
        #expect(other !== first)
        #expect(other.value == "title")
        // Only the last cell is handed out again: back to the first value, a new cell (equal).
        let again = recent.cell("caption")
        #expect(again !== first)
        #expect(again == first)
        #expect(first.value == "caption")
    }

    @Test func updatingSharesTheBoxAndKeepsEmptyAsNone() {
        let recent = RecentCells<Int>()
        let a = OutOfLine<Int>.updating(nil, empty: 0, sharing: recent) { $0 = 7 }
        let b = OutOfLine<Int>.updating(nil, empty: 0, sharing: recent) { $0 += 7 }
        #expect(a != nil && a === b)
        #expect(OutOfLine<Int>.updating(a, empty: 0, sharing: recent) { $0 = 0 } == nil)
    }

    /// Cells made on several threads at once hold the values they were made for.
    @Test func cellsMadeOnManyThreadsHoldTheirValues() async {
        let recent = RecentCells<Int>()
        let wrong = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var wrong = 0
                    for index in 0..<2_000 where recent.cell(task * 10 + index % 3).value != task * 10 + index % 3 { wrong += 1 }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
    }
}

import Foundation
import Testing
import TintCore

/// `RecentBoxes`: values made one after another alike share one box; a different value gets
/// a box of its own, and values stay what they were made with.
@Suite struct RecentBoxesTests {
    @Test func equalValuesInARowShareOneBox() {
        let recent = RecentBoxes<String>()
        let first = recent.box("caption")
        let second = recent.box("caption")
        #expect(first === second)
        let other = recent.box("title")
        #expect(other !== first)
        #expect(other.value == "title")
        // Only the last box is handed out again: back to the first value, a new box (equal).
        let again = recent.box("caption")
        #expect(again !== first)
        #expect(again == first)
        #expect(first.value == "caption")
    }

    @Test func updatingSharesTheBoxAndKeepsEmptyAsNone() {
        let recent = RecentBoxes<Int>()
        let a = OutOfLine<Int>.updating(nil, empty: 0, sharing: recent) { $0 = 7 }
        let b = OutOfLine<Int>.updating(nil, empty: 0, sharing: recent) { $0 += 7 }
        #expect(a != nil && a === b)
        #expect(OutOfLine<Int>.updating(a, empty: 0, sharing: recent) { $0 = 0 } == nil)
    }

    /// Boxes made on several threads at once hold the values they were made for.
    @Test func boxesMadeOnManyThreadsHoldTheirValues() async {
        let recent = RecentBoxes<Int>()
        let wrong = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var wrong = 0
                    for index in 0..<2_000 where recent.box(task * 10 + index % 3).value != task * 10 + index % 3 { wrong += 1 }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
    }
}

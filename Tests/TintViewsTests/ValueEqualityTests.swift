import Testing
import TintViews

/// An element whose `==` says false for equal bytes: what the in-place comparison of arrays
/// must still ask.
private struct NeverEqual: Equatable {
    var value = 1
    static func == (a: Self, b: Self) -> Bool { false }
}

/// An element whose `==` looks at one field only.
private struct Named: Equatable {
    var name: String
    var ignored: Int
    static func == (a: Self, b: Self) -> Bool { a.name == b.name }
}

/// `ValueEquality.equal` on arrays compares elements in place: it must answer exactly as the
/// standard library's `==` does.
@Suite struct ValueEqualityTests {
    private func expectSameAsStandard<E: Equatable>(_ a: [E], _ b: [E], _ note: Comment) {
        #expect(ValueEquality.equal(a, b) == (a == b), note)
    }

    @Test func arraysAnswerAsTheirEqualityDoes() {
        let rows = (0..<100).map { Named(name: "row \($0)", ignored: $0) }
        var copy = rows
        copy[50].ignored = -1  // new storage, elements equal by `==`
        expectSameAsStandard(rows, copy, "equal by ==, different bytes")
        copy[50].name = "changed"
        expectSameAsStandard(rows, copy, "one element differs")
        expectSameAsStandard(rows, Array(rows.prefix(99)), "lengths differ")
        expectSameAsStandard([Named](), [], "empty")
        #expect(ValueEquality.equal(rows, copy) == false)
    }

    @Test func elementsWhoseEqualitySaysFalseAreAsked() {
        let a = [NeverEqual(), NeverEqual()]
        var b = a
        b[0].value = 1  // the same bytes in new storage
        expectSameAsStandard(a, b, "== says false for equal bytes")
        #expect(ValueEquality.equal(a, b) == false)
        // The same storage is equal without asking, as `==` answers for arrays.
        expectSameAsStandard(a, a, "one storage")
        #expect(ValueEquality.equal(a, a) == true)
        let nan = [1.0, .nan]
        expectSameAsStandard(nan, nan.map { $0 }, "NaN in new storage")
        expectSameAsStandard(nan, nan, "NaN in one storage")
    }
}

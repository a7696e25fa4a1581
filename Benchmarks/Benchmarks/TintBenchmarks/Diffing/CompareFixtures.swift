import TintUI

// Views of the per-comparison benchmarks: each has a hand-written `==` (the baseline) and is
// compared by the engines under the `reflection` policy, which ignores that `==`.

struct OneField: View, Equatable {
    var count: Int
    var body: some View { Text("\(count)") }
    nonisolated static func == (a: Self, b: Self) -> Bool { a.count == b.count }
}

/// Seed 000's ComplexView without the closure: title, subtitle, count, enabled, score, id.
struct SixFields: View, Equatable {
    var title: String
    var subtitle: String
    var count: Int
    var isEnabled: Bool
    var score: Double
    var id: Int
    var body: some View { Text(title) }
    nonisolated static func == (a: Self, b: Self) -> Bool {
        a.title == b.title && a.subtitle == b.subtitle && a.count == b.count && a.isEnabled == b.isEnabled
            && a.score == b.score && a.id == b.id
    }
    static func make(_ seed: Int) -> SixFields {
        SixFields(title: "Row \(seed)", subtitle: "detail", count: seed, isEnabled: true, score: 0.5, id: seed)
    }
}

struct TwentyFields: View, Equatable {
    var f0: Int, f1: Int, f2: Int, f3: Int, f4: Int
    var b0: Bool, b1: Bool, b2: Bool, b3: Bool
    var d0: Double, d1: Double, d2: Double
    var s0: String, s1: String, s2: String, s3: String
    var i0: Int32, i1: Int32, u0: UInt8, u1: UInt8
    var body: some View { Text(s0) }
    nonisolated static func == (a: Self, b: Self) -> Bool {
        a.f0 == b.f0 && a.f1 == b.f1 && a.f2 == b.f2 && a.f3 == b.f3 && a.f4 == b.f4
            && a.b0 == b.b0 && a.b1 == b.b1 && a.b2 == b.b2 && a.b3 == b.b3
            && a.d0 == b.d0 && a.d1 == b.d1 && a.d2 == b.d2
            && a.s0 == b.s0 && a.s1 == b.s1 && a.s2 == b.s2 && a.s3 == b.s3
            && a.i0 == b.i0 && a.i1 == b.i1 && a.u0 == b.u0 && a.u1 == b.u1
    }
    static func make(_ seed: Int) -> TwentyFields {
        TwentyFields(f0: seed, f1: 1, f2: 2, f3: 3, f4: 4, b0: true, b1: false, b2: true, b3: false,
                     d0: 0.25, d1: 0.5, d2: 0.75, s0: "a\(seed)", s1: "b", s2: "c", s3: "d",
                     i0: 7, i1: 8, u0: 9, u1: 10)
    }
}

/// Not Equatable: compared field by field by the engines, by hand in the baseline.
struct Location {
    var street: String
    var city: String
    var zip: Int
    var latitude: Double
    var longitude: Double
}

struct NestedFields: View, Equatable {
    var name: String
    var home: Location
    var work: Location
    var body: some View { Text(name) }
    nonisolated static func == (a: Self, b: Self) -> Bool {
        func same(_ x: Location, _ y: Location) -> Bool {
            x.street == y.street && x.city == y.city && x.zip == y.zip && x.latitude == y.latitude && x.longitude == y.longitude
        }
        return a.name == b.name && same(a.home, b.home) && same(a.work, b.work)
    }
    static func make(_ seed: Int) -> NestedFields {
        let home = Location(street: "1 Main St", city: "Springfield", zip: 12345, latitude: 1, longitude: 2)
        return NestedFields(name: "N\(seed)", home: home, work: Location(street: "2 Side St", city: "Shelbyville", zip: 54321, latitude: 3, longitude: 4))
    }
}

/// One 200-character string, rebuilt by every parent body (a new buffer with equal contents).
struct LongString: View, Equatable {
    var text: String
    var body: some View { Text(text) }
    nonisolated static func == (a: Self, b: Self) -> Bool { a.text == b.text }
    static func make(_ seed: Int) -> LongString {
        LongString(text: String(repeating: "lorem ipsum ", count: 16) + "\(seed % 1)" + String(repeating: ".", count: 7))
    }
}

/// 100 Ints, rebuilt by every parent body.
struct IntArray: View, Equatable {
    var values: [Int]
    var body: some View { Text("\(values.count)") }
    nonisolated static func == (a: Self, b: Self) -> Bool { a.values == b.values }
    static func make(_ seed: Int) -> IntArray { IntArray(values: Array(0..<100)) }
}

/// 20 non-Equatable structs, rebuilt by every parent body.
struct StructArray: View, Equatable {
    var rows: [Location]
    var body: some View { Text("\(rows.count)") }
    nonisolated static func == (a: Self, b: Self) -> Bool {
        a.rows.count == b.rows.count && zip(a.rows, b.rows).allSatisfy {
            $0.street == $1.street && $0.city == $1.city && $0.zip == $1.zip && $0.latitude == $1.latitude && $0.longitude == $1.longitude
        }
    }
    static func make(_ seed: Int) -> StructArray {
        StructArray(rows: (0..<20).map { Location(street: "Street \($0)", city: "City", zip: $0, latitude: 0, longitude: 0) })
    }
}

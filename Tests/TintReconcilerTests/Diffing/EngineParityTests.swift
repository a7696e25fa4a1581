import PropertyBased
import Testing
import TintReconciler
import TintViews

/// RULES 1.5: the compiled and mirror engines agree on every value without closures; a
/// value equals its copy and a fresh rebuild from the same data; one mutated field makes it
/// unequal. Property-tested over generated data for every view shape of `DiffFixtures`.
@MainActor
@Suite struct EngineParityTests {
    /// The data a view is built from. Building twice from equal data gives equal views with
    /// different buffers (arrays, long strings), which is what a parent's `body` does.
    struct Seed: Sendable {
        var ints: [Int]
        var short: String
        var long: String
        var flag: Bool
        var real: Double
    }

    static let seeds: Generator<Seed, some SendableSequenceType> = zip(
        Gen.int(in: -3...3).array(of: 6),
        Gen.letterOrNumber.string(of: 0...6),
        Gen.letterOrNumber.string(of: 20...80),
        Gen.bool,
        Gen.double(in: -2...2)
    ).map { ints, short, long, flag, real in Seed(ints: ints, short: short, long: long, flag: flag, real: real.rounded()) }

    /// Class instances come from a pool, so equal seeds share instances, as a parent passing a
    /// stable model does.
    static let pool = [Settings(theme: "dark"), Settings(theme: "light"), Settings(theme: "dark")]

    static func address(_ s: Seed, _ i: Int) -> Address {
        Address(street: s.long, city: s.short, zip: s.ints[i % 6])
    }

    static func mode(_ s: Seed) -> Mode {
        switch abs(s.ints[0]) {
        case 0: .off
        case 1: .text(s.short)
        case 2: .pair(s.ints[1], address(s, 2))
        default: .settings(pool[abs(s.ints[1]) % 3])
        }
    }

    /// Every fixture, built from a seed, with mutations that each change one field.
    struct Subject {
        let name: String
        let check: @MainActor (Seed, Seed) -> Void
    }

    static func subject<V: View>(_ name: String, _ make: @escaping @MainActor (Seed) -> V, _ mutations: [@MainActor (inout V) -> Void]) -> Subject {
        Subject(name: name) { s, t in
            let a = make(s), again = make(s), copy = a, other = make(t)
            #expect(Engines.compiled(a, copy) && Engines.mirror(a, copy), "\(name): a copy must be equal")
            #expect(Engines.compiled(a, again) && Engines.mirror(a, again), "\(name): a rebuild from equal data must be equal")
            #expect(Engines.compiled(a, other) == Engines.mirror(a, other), "\(name): engines disagree")
            for (index, mutate) in mutations.enumerated() {
                var changed = a
                mutate(&changed)
                #expect(!Engines.compiled(a, changed) && !Engines.mirror(a, changed), "\(name): mutation \(index) must be unequal")
            }
        }
    }

    static let subjects: [Subject] = [
        subject("ScalarsView", { s in ScalarsView(a: s.ints[0], b: s.flag, c: s.real, d: s.short, e: UInt8(abs(s.ints[1])), f: Int32(s.ints[2])) }, [
            { $0.a += 1 }, { $0.b.toggle() }, { $0.c += 0.5 }, { $0.d += "x" }, { $0.e &+= 1 }, { $0.f += 1 },
        ]),
        subject("NestedView", { s in NestedView(title: s.short, address: address(s, 0), tags: [s.short, s.long], count: s.flag ? s.ints[3] : nil) }, [
            { $0.title += "!" }, { $0.address.city += "!" }, { $0.address.zip += 1 }, { $0.tags.append("t") },
            { $0.count = $0.count == nil ? 1 : nil },
        ]),
        subject("EnumView", { s in EnumView(mode: mode(s), flag: s.flag) }, [
            { $0.flag.toggle() },
            { if case .off = $0.mode { $0.mode = .text("") } else { $0.mode = .off } },
            { if case .pair(let n, let a) = $0.mode { $0.mode = .pair(n, Address(street: a.street + "!", city: a.city, zip: a.zip)) } else { $0.mode = .pair(0, address(EngineParityTests.fixed, 0)) } },
        ]),
        subject("ClassView", { s in ClassView(settings: pool[abs(s.ints[0]) % 3]) }, [
            // An equal but new instance is a different identity.
            { $0.settings = Settings(theme: $0.settings.theme) },
        ]),
        subject("CollectionsView", { s in CollectionsView(rows: (0..<abs(s.ints[4])).map { address(s, $0) }, lookup: ["key " + s.short: address(s, 1), "k": address(s, 2)], maybe: s.flag ? address(s, 3) : nil) }, [
            { $0.rows.append(address(EngineParityTests.fixed, 0)) }, { $0.lookup["new"] = address(EngineParityTests.fixed, 1) },
            { $0.lookup["k"]?.zip += 1 }, { $0.maybe = $0.maybe == nil ? address(EngineParityTests.fixed, 1) : nil },
        ]),
        subject("ExistentialView", { s in ExistentialView(anything: s.flag ? s.ints[0] as Any : s.short as Any, shape: s.ints[1] > 0 ? Square(side: s.ints[2]) : Label(title: s.long, address: address(s, 3))) }, [
            { $0.anything = [1, 2, 3] }, { $0.shape = Square(side: 99) },
        ]),
        subject("TupleView2", { s in TupleView2(pair: (s.ints[0], s.short), labelled: (x: s.real, address: address(s, 5))) }, [
            { $0.pair.0 += 1 }, { $0.pair.1 += "!" }, { $0.labelled.address.street += "!" },
        ]),
        subject("GenericView<Address>", { s in GenericView(value: address(s, 1), note: s.long) }, [
            { $0.value.zip += 1 }, { $0.note = "" + $0.note + "." },
        ]),
        subject("GenericView<[Mode]>", { s in GenericView(value: [mode(s), .off], note: s.short) }, [
            { $0.value.append(.off) }, { $0.value[1] = .text("on") },
        ]),
        subject("GenericView<[Int]>", { s in GenericView(value: s.ints + [s.flag ? 1 : 0], note: s.short) }, [
            { $0.value[0] += 1 }, { $0.value.removeLast() }, { $0.value[5] = $0.value[5] == 0 ? 1 : 0 },
        ]),
        subject("StateView", { s in StateView(hidden: s.ints[0], shown: s.ints[1]) }, [
            { $0.shown += 1 },
        ]),
        subject("TreeView", { s in TreeView(label: s.short, children: [TreeView(label: s.long, children: [])]) }, [
            { $0.children[0].label += "!" }, { $0.children.append(TreeView(label: "", children: [])) },
        ]),
    ]

    static let fixed = Seed(ints: [1, 2, 3, 4, 5, 6], short: "s", long: String(repeating: "l", count: 30), flag: true, real: 1)

    @Test(arguments: 0..<12)
    func rule1_5_enginesAgreeOverGeneratedViews(subject: Int) async {
        #expect(Self.subjects.count == 12)
        await propertyCheck(count: 400, input: Self.seeds, Self.seeds) { s, t in
            Self.subjects[subject].check(s, t)
        }
    }

    /// Equal data in different memory: a long string rebuilt, an array rebuilt, are still equal.
    @Test func equalContentInNewBuffersIsEqual() {
        let long = String(repeating: "é", count: 40)
        let a = NestedView(title: long, address: Address(street: long, city: "c", zip: 1), tags: [long], count: 1)
        let b = NestedView(title: String(long.reversed().reversed()), address: Address(street: "\(long)", city: "c", zip: 1), tags: [String(long)], count: 1)
        #expect(Engines.compiled(a, b))
        #expect(Engines.mirror(a, b))
    }

    /// Unicode equality, not bytes: precomposed and decomposed "é" are equal strings.
    @Test func stringsCompareByUnicodeEquality() {
        let a = GenericView(value: "caf\u{E9}", note: "")
        let b = GenericView(value: "cafe\u{301}", note: "")
        #expect(Engines.compiled(a, b))
        #expect(Engines.mirror(a, b))
    }

    /// Floating point compares with `==`: NaN is never equal, 0.0 equals -0.0, in both engines.
    @Test func floatingPointUsesEquality() {
        let nan = ScalarsView(a: 0, b: false, c: .nan, d: "", e: 0, f: 0)
        #expect(!Engines.compiled(nan, nan))
        #expect(!Engines.mirror(nan, nan))
        let zero = ScalarsView(a: 0, b: false, c: 0.0, d: "", e: 0, f: 0)
        var negative = zero
        negative.c = -0.0
        #expect(Engines.compiled(zero, negative))
        #expect(Engines.mirror(zero, negative))
    }
}

/// RULES 1.5's one allowed disagreement: closures. Under `compiled` a closure compares by
/// function and context, so a copied view is equal and a rebuilt capturing closure is not;
/// under `mirror` every closure differs. `@DiffIgnored` takes the closure out of both.
@MainActor
@Suite struct ClosureParityTests {
    @Test func rule1_5_closuresDifferOnlyWhereTheRuleSays() async {
        await propertyCheck(count: 200, input: Gen.letterOrNumber.string(of: 0...20), Gen.int(in: 0...100)) { title, seed in
            let tally = Tally(seed)
            let a = Self.make(title, tally), copy = a, rebuilt = Self.make(title, tally)
            #expect(Engines.compiled(a, copy), "a copy shares function and context")
            #expect(!Engines.mirror(a, copy), "mirror counts every closure as changed")
            #expect(!Engines.compiled(a, rebuilt) && !Engines.mirror(a, rebuilt), "a rebuilt capturing closure is a new context")

            let ignored = Self.makeIgnored(title, tally), ignoredAgain = Self.makeIgnored(title, tally)
            #expect(Engines.compiled(ignored, ignoredAgain) && Engines.mirror(ignored, ignoredAgain), "@DiffIgnored skips the closure")
            var renamed = ignoredAgain
            renamed.title += "!"
            #expect(!Engines.compiled(ignored, renamed) && !Engines.mirror(ignored, renamed))
        }
    }

    /// Something for the closures to capture. They capture the title too: a closure capturing
    /// one object alone may use that object as its context (then a rebuild is the same
    /// closure); two captures always make a new context box.
    final class Tally {
        var count: Int
        init(_ count: Int) { self.count = count }
    }

    static func make(_ title: String, _ tally: Tally) -> ClosureView {
        ClosureView(title: title) { tally.count += title.count }
    }

    static func makeIgnored(_ title: String, _ tally: Tally) -> IgnoredClosureView {
        IgnoredClosureView(title: title) { tally.count += title.count }
    }

    static func makeNonCapturing(_ title: String) -> ClosureView {
        ClosureView(title: title) {}
    }

    /// A closure that captures nothing has no context: rebuilt from the same literal it is the
    /// same closure, under `compiled` only. Two different literals are different functions.
    @Test func nonCapturingClosureIsStableUnderCompiled() {
        let a = Self.makeNonCapturing("t"), b = Self.makeNonCapturing("t")
        #expect(Engines.compiled(a, b))
        #expect(!Engines.mirror(a, b))
        let other = ClosureView(title: "t") {}
        #expect(!Engines.compiled(a, other))
    }
}

import Foundation
import Testing
import TintUI

/// `@Environment(Model.self)` with `.environment(model)`: SwiftUI's way to hand an `@Observable`
/// model to a subtree, required or optional.
@Observable final class Catalog {
    var count = 0
    var name = "Main"
}

@MainActor
@Suite struct ObservableEnvironmentTests {
    struct Reader: View {
        @Environment(Catalog.self) var library
        var body: some View { Text("Count \(library.count)").accessibilityIdentifier("count-\(library.count)") }
    }

    struct OptionalReader: View {
        @Environment(Catalog.self) var library: Catalog?
        var body: some View {
            Text("x").accessibilityIdentifier(library.map { "has-\($0.name)" } ?? "none")
        }
    }

    struct Bystander: View {
        var body: some View { Text("static") }
    }

    @Test func anObservableModelReachesDescendantsAndItsChangesRerunOnlyItsReaders() throws {
        let library = Catalog()
        let host = HeadlessHost(rootView: VStack { Reader(); Bystander() }.environment(library), width: 300, height: 200)
        host.renderFrame()
        #expect(host.frame(of: "count-0") != nil)
        library.count = 3
        let report = host.renderFrame()
        #expect(host.frame(of: "count-3") != nil)
        #expect(report.bodyEvaluations["Reader"] == 1)
        #expect(host.bodyEvaluationCount(of: Bystander.self) == 1)
    }

    @Test func theNearestAncestorsModelWinsAndNilTakesItAway() throws {
        let outer = Catalog(), inner = Catalog()
        inner.name = "Inner"
        let host = HeadlessHost(rootView: VStack {
            OptionalReader()
            VStack { OptionalReader() }.environment(inner).accessibilityIdentifier("innerStack")
            VStack { OptionalReader() }.environment(nil as Catalog?)
        }.environment(outer), width: 300, height: 200)
        host.renderFrame()
        #expect(host.frame(of: "has-Main") != nil)
        #expect(host.frame(of: "has-Inner") != nil)
        #expect(host.frame(of: "none") != nil)
    }

    @Test func anOptionalReaderWithoutAModelReadsNil() throws {
        let host = HeadlessHost(rootView: OptionalReader(), width: 300, height: 100)
        let report = host.renderFrame()
        #expect(host.frame(of: "none") != nil)
        #expect(report.warnings.isEmpty)
    }

    @Test func aRequiredModelNoAncestorProvidesWarnsAndShowsNothing() throws {
        let host = HeadlessHost(rootView: VStack { Reader(); Text("after").accessibilityIdentifier("after") }, width: 300, height: 100)
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("No Observable object of type Catalog found") })
        #expect(host.frame(of: "count-0") == nil)
        #expect(host.frame(of: "after") != nil)
    }

    @Test func anEnvironmentObjectIsNotFoundByEnvironmentOfItsType() throws {
        // SwiftUI keeps the two apart: `.environmentObject` feeds `@EnvironmentObject` only.
        struct BothReader: View {
            @Environment(Both.self) var both: Both?
            var body: some View { Text("x").accessibilityIdentifier(both == nil ? "none" : "found") }
        }
        let host = HeadlessHost(rootView: BothReader().environmentObject(Both()), width: 300, height: 100)
        host.renderFrame()
        #expect(host.frame(of: "none") != nil)
        let given = HeadlessHost(rootView: BothReader().environment(Both()), width: 300, height: 100)
        given.renderFrame()
        #expect(given.frame(of: "found") != nil)
    }

    @Test func replacingTheModelRerunsTheReader() throws {
        struct Root: View {
            @State var second = false
            let first: Catalog, other: Catalog
            var body: some View {
                VStack {
                    Reader()
                    Button("swap") { second = true }.accessibilityIdentifier("swap")
                }.environment(second ? other : first)
            }
        }
        let first = Catalog(), other = Catalog()
        other.count = 9
        let host = HeadlessHost(rootView: Root(first: first, other: other), width: 300, height: 200)
        host.renderFrame()
        #expect(host.frame(of: "count-0") != nil)
        host.tap("swap")
        host.renderFrame()
        #expect(host.frame(of: "count-9") != nil)
    }
}

/// Both kinds of model at once, to show the two environments stay apart.
@Observable final class Both: ObservableObject {}

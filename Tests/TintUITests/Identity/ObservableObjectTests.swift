import Foundation
import Testing
import TintUI

/// `ObservableObject` with `@Published`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`
/// and `.onReceive`, through OpenCombine (re-exported by TintUI, as SwiftUI re-exports Combine).
final class Bookshelf: ObservableObject {
    @Published var title = "Books"
    @Published var count = 0
    var untracked = 0
}

@MainActor
@Suite struct ObservableObjectTests {
    struct TitleView: View {
        @ObservedObject var shelf: Bookshelf
        var body: some View { Text(shelf.title).accessibilityIdentifier("title-\(shelf.title)") }
    }

    struct Bystander: View {
        let label: String
        var body: some View { Text(label) }
    }

    struct Root: View {
        let shelf: Bookshelf
        var body: some View {
            VStack {
                TitleView(shelf: shelf)
                Bystander(label: "static")
            }
        }
    }

    @Test func aPublishedChangeRerunsOnlyTheViewsThatObserveTheObject() throws {
        let shelf = Bookshelf()
        let host = HeadlessHost(rootView: Root(shelf: shelf), width: 300, height: 200)
        host.renderFrame()
        shelf.title = "Novels"
        let report = host.renderFrame()
        #expect(report.bodyEvaluations == ["TitleView": 1])
        #expect(host.frame(of: "title-Novels") != nil)
        // A property that is not @Published announces nothing.
        shelf.untracked += 1
        #expect(host.renderFrame().bodyEvaluations.isEmpty)
    }

    @Test func anObservedObjectIsComparedByIdentity() throws {
        struct Switcher: View {
            @State var useSecond = false
            let first: Bookshelf
            let second: Bookshelf
            var body: some View {
                VStack {
                    Button("Switch") { useSecond = true }.accessibilityIdentifier("switch")
                    TitleView(shelf: useSecond ? second : first)
                }
            }
        }
        let first = Bookshelf(), second = Bookshelf()
        second.title = "Other"
        let host = HeadlessHost(rootView: Switcher(first: first, second: second), width: 300, height: 200)
        host.renderFrame()
        host.tap("switch")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations["TitleView"] == 1)
        #expect(host.frame(of: "title-Other") != nil)
        // The old object no longer drives the view.
        first.title = "Ignored"
        #expect(host.renderFrame().bodyEvaluations["TitleView"] == nil)
    }

    @Test func aStateObjectIsMadeOnceAndOwnedByItsView() throws {
        final class Counter: ObservableObject {
            nonisolated(unsafe) static var made = 0
            @Published var value = 0
            init() { Counter.made += 1 }
        }
        struct Owner: View {
            @StateObject var counter = Counter()
            var body: some View {
                Button("Count \(counter.value)") { counter.value += 1 }.accessibilityIdentifier("count-\(counter.value)")
            }
        }
        struct Parent: View {
            @State var ticks = 0
            var body: some View {
                VStack {
                    Button("Tick") { ticks += 1 }.accessibilityIdentifier("tick")
                    Text("\(ticks)")
                    Owner()
                }
            }
        }
        Counter.made = 0
        let host = HeadlessHost(rootView: Parent(), width: 300, height: 200)
        host.renderFrame()
        host.tap("count-0")
        host.renderFrame()
        host.tap("tick")
        host.renderFrame()
        host.tap("count-1")
        host.renderFrame()
        #expect(host.frame(of: "count-2") != nil)
        #expect(Counter.made == 1)
    }

    @Test func anEnvironmentObjectReachesDescendantsAndAMissingOneWarns() throws {
        struct Reader: View {
            @EnvironmentObject var shelf: Bookshelf
            var body: some View { Text("Count \(shelf.count)").accessibilityIdentifier("count-\(shelf.count)") }
        }
        let shelf = Bookshelf()
        let host = HeadlessHost(rootView: VStack { Reader() }.environmentObject(shelf), width: 300, height: 200)
        host.renderFrame()
        shelf.count = 4
        host.renderFrame()
        #expect(host.frame(of: "count-4") != nil)
        let orphan = HeadlessHost(rootView: VStack { Reader() }, width: 300, height: 200)
        let report = orphan.renderFrame()
        #expect(report.warnings.contains { $0.contains("No ObservableObject of type Bookshelf found") })
        #expect(orphan.frame(of: "count-0") == nil)
    }

    @Test func onReceiveRunsTheActionWithEachValue() throws {
        struct Listener: View {
            let subject: PassthroughSubject<String, Never>
            @State var heard: [String] = []
            var body: some View {
                Text("heard").accessibilityIdentifier("heard-" + heard.joined(separator: ","))
                    .onReceive(subject) { heard.append($0) }
            }
        }
        let subject = PassthroughSubject<String, Never>()
        let host = HeadlessHost(rootView: Listener(subject: subject), width: 300, height: 100)
        host.renderFrame()
        subject.send("a")
        subject.send("b")
        host.renderFrame()
        #expect(host.frame(of: "heard-a,b") != nil)
        // From another thread too.
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let remote = subject
        DispatchQueue.global().async { remote.send("c"); done.signal() }
        done.wait()
        host.renderFrame()
        #expect(host.frame(of: "heard-a,b,c") != nil)
    }

    @Test func aChangeFromAnotherThreadIsAppliedOnTheMainActor() throws {
        let shelf = Bookshelf()
        let host = HeadlessHost(rootView: Root(shelf: shelf), width: 300, height: 200)
        host.renderFrame()
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let remote = shelf
        DispatchQueue.global().async { remote.title = "Remote"; done.signal() }
        done.wait()
        host.renderFrame()
        #expect(host.frame(of: "title-Remote") != nil)
    }
}

/// `Timer.publish(...).autoconnect()` with `.onReceive`, and `@Observable` with `import TintUI`
/// alone (SwiftUI re-exports Combine and Observation).
@MainActor
@Suite struct CombineAndObservationExportTests {
    @Observable final class Model {
        var value = 1
    }

    @Test func aTimerPublisherDrivesAView() throws {
        struct Ticker: View {
            // The run loop of the thread this test runs on, which the test runs by hand (the
            // window host runs the main one between events).
            let timer = Timer.publish(every: 0.01, on: .current, in: .default).autoconnect()
            @State var ticks = 0
            var body: some View {
                Text("ticks").accessibilityIdentifier(ticks >= 2 ? "ticked" : "waiting")
                    .onReceive(timer) { _ in ticks += 1 }
            }
        }
        let host = HeadlessHost(rootView: Ticker(), width: 200, height: 100)
        host.renderFrame()
        #expect(host.frame(of: "waiting") != nil)
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        host.renderFrame()
        #expect(host.frame(of: "ticked") != nil)
    }

    @Test func observableWorksWithTintUIAlone() throws {
        struct Reader: View {
            let model: Model
            var body: some View { Text("\(model.value)").accessibilityIdentifier("value-\(model.value)") }
        }
        let model = Model()
        let host = HeadlessHost(rootView: Reader(model: model), width: 200, height: 100)
        host.renderFrame()
        model.value = 2
        host.renderFrame()
        #expect(host.frame(of: "value-2") != nil)
    }
}

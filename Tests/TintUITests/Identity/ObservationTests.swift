import Foundation
import Observation
import Testing
import TintUI

@Observable
private final class Library {
    var title = "Books"
    var count = 0
    @ObservationIgnored var visits = 0
}

/// Reads `title` only.
private struct TitleView: View {
    let library: Library
    var body: some View { Text(library.title).accessibilityIdentifier("title") }
}

/// Reads `count` only.
private struct CountView: View {
    let library: Library
    var body: some View { Text("\(library.count) books").accessibilityIdentifier("count") }
}

/// Reads the ignored property.
private struct VisitsView: View {
    let library: Library
    var body: some View { Text("\(library.visits) visits") }
}

/// Edits the title through `@Bindable`.
private struct TitleEditor: View {
    @Bindable var library: Library
    var body: some View {
        Button("Rename") { $library.title.wrappedValue += "!" }.accessibilityIdentifier("rename")
    }
}

private struct LibraryRoot: View {
    let library: Library
    var body: some View {
        VStack {
            TitleView(library: library)
            CountView(library: library)
            VisitsView(library: library)
            TitleEditor(library: library)
        }
    }
}

/// RULES 1.8: `@Observable` models, tracked per body evaluation.
@MainActor
@Suite struct ObservationTests {
    /// A view re-runs only when a property it read changes, though the model is a plain `let`.
    @Test func rule1_8_onlyReadersOfTheChangedPropertyRerun() {
        let library = Library()
        let host = HeadlessHost(rootView: LibraryRoot(library: library), width: 320, height: 240)
        host.renderFrame()
        library.count = 3
        let report = host.renderFrame()
        #expect(report.bodyEvaluations == ["CountView": 1])
        #expect(report.explanations == ["CountView: @observable changed."])
        #expect(host.renderFrame().totalBodyEvaluations == 0, "one change, one re-run")
    }

    /// `@ObservationIgnored` never triggers an update.
    @Test func rule1_8_ignoredPropertyNeverTriggers() {
        let library = Library()
        let host = HeadlessHost(rootView: LibraryRoot(library: library), width: 320, height: 240)
        host.renderFrame()
        library.visits = 10
        #expect(host.renderFrame().totalBodyEvaluations == 0)
    }

    /// A change made on another thread is applied on the main actor at the next frame.
    @Test func rule1_8_changeFromAnotherThread() async {
        let library = Library()
        let host = HeadlessHost(rootView: LibraryRoot(library: library), width: 320, height: 240)
        host.renderFrame()
        nonisolated(unsafe) let shared = library
        await Task.detached { shared.title = "Archive" }.value
        let report = host.renderFrame()
        #expect(report.bodyEvaluations == ["TitleView": 1])
    }

    /// `@Bindable` hands out bindings to the model's properties.
    @Test func bindableWritesTheModel() {
        let library = Library()
        let host = HeadlessHost(rootView: LibraryRoot(library: library), width: 320, height: 240)
        host.renderFrame()
        host.tap("rename")
        let report = host.renderFrame()
        #expect(library.title == "Books!")
        #expect(report.bodyEvaluations == ["TitleView": 1])
    }
}

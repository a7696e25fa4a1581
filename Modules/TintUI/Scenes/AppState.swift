import Foundation
import Observation
import TintReconciler
import TintViews

/// An app's own dynamic properties (`@State`, `@StateObject`, `@Environment`,
/// `@AppStorage` in the `App`), linked once to storages kept here, and what has changed since
/// the app's body was last read: a write to its state, an observed object's
/// `objectWillChange`, a change to an `@Observable` value its body read. Each change makes the
/// session read the body again and hand its windows their scenes' new content.
@MainActor
final class AppState<A: App>: StateGraph, CompositePropertyLinking {
    private var app: A
    private var slots: [AnyObject?] = []
    /// Set from any thread (an object's `objectWillChange`, an observation's change).
    private let pending = ChangeMark()
    /// Wakes the loop that reads the body (the desktop's event wait), from any thread.
    nonisolated let wake: @Sendable () -> Void

    init(_ app: A, wake: @escaping @Sendable () -> Void) {
        self.app = app
        self.wake = wake
        linkDynamicProperties(of: &self.app, slots: &slots, graph: self, owner: self, environment: EnvironmentValues())
    }

    /// The app, its dynamic properties linked.
    var linkedApp: A { app }

    /// The app's scenes, read from its body now; the `@Observable` values the body reads are
    /// watched, so a change to one is a change of the app's.
    func readScenes() -> SceneList {
        let flag = pending, wake = wake
        return withObservationTracking {
            SceneList(app.body)
        } onChange: {
            flag.mark()
            wake()
        }
    }

    /// Whether something the body depends on changed since the last call.
    func takeChange() -> Bool { pending.take() }

    // MARK: StateGraph

    func stateWrite(name: String, apply: @escaping @MainActor () -> [AnyObject]?) {
        guard let readers = apply() else { return }
        for reader in readers { ViewGraph.invalidate(reader: reader, because: name) }
        pending.mark()
        wake()
    }

    /// The graphs of the app's windows, whose bodies read the app's state.
    var windowGraphs: @MainActor () -> [ViewGraph] = { [] }

    /// The body a window's graph is running, if any: a write runs it again, as a view's own
    /// state would. The app's body itself registers no reader: any write to the app's state
    /// reads it again.
    var currentReader: StateReader? {
        for graph in windowGraphs() {
            if let reader = graph.currentReader { return reader }
        }
        return nil
    }

    nonisolated func objectWillChange(owner: AnyObject, name: String) {
        pending.mark()
        wake()
    }

    func linkFields(at field: UnsafeMutableRawPointer, of type: Any.Type, storage: inout AnyObject?, context: DynamicPropertyContext) {
        linkNestedDynamicProperties(at: field, of: type, storage: &storage, context: context)
    }
}

import TintReconciler
import TintViews

// View types for the comparison tests: every shape RULES 1.3 names. None is Equatable at
// the top level, so both engines compare their stored properties.

struct Address {  // not Equatable: compared field by field
    var street: String
    var city: String
    var zip: Int
}

final class Settings: Equatable {  // Equatable, yet compared by identity (RULES 1.3)
    var theme: String
    init(theme: String) { self.theme = theme }
    nonisolated static func == (a: Settings, b: Settings) -> Bool { a.theme == b.theme }
}

enum Mode {  // not Equatable, with and without payloads
    case off
    case text(String)
    case pair(Int, Address)
    case settings(Settings)
}

protocol Shape {}
struct Square: Shape { var side: Int }
struct Label: Shape { var title: String; var address: Address }

struct ScalarsView: View {
    var a: Int
    var b: Bool
    var c: Double
    var d: String
    var e: UInt8
    var f: Int32
    var body: some View { EmptyView() }
}

struct NestedView: View {
    var title: String
    var address: Address
    var tags: [String]
    var count: Int?
    var body: some View { EmptyView() }
}

struct EnumView: View {
    var mode: Mode
    var flag: Bool
    var body: some View { EmptyView() }
}

struct ClassView: View {
    var settings: Settings
    var body: some View { EmptyView() }
}

struct CollectionsView: View {
    var rows: [Address]
    var lookup: [String: Address]
    var maybe: Address?
    var body: some View { EmptyView() }
}

struct ExistentialView: View {
    var anything: Any
    var shape: any Shape
    var body: some View { EmptyView() }
}

struct TupleView2: View {
    var pair: (Int, String)
    var labelled: (x: Double, address: Address)
    var body: some View { EmptyView() }
}

struct GenericView<T>: View {
    var value: T
    var note: String
    var body: some View { EmptyView() }
}

struct StateView: View {
    @State var hidden = 0
    var shown: Int
    var body: some View { EmptyView() }
}

struct ClosureView: View {
    var title: String
    var action: () -> Void
    var body: some View { EmptyView() }
}

struct IgnoredClosureView: View {
    var title: String
    @DiffIgnored var action: () -> Void
    var body: some View { EmptyView() }
}

/// A recursive type: the plan builder must terminate.
struct TreeView: View {
    var label: String
    var children: [TreeView]
    var body: some View { EmptyView() }
}

@MainActor
enum Engines {
    static func compiled<V: View>(_ a: V, _ b: V) -> Bool {
        ViewComparator(policy: .reflection, engine: .compiled).areEqual(a, b)
    }

    static func mirror<V: View>(_ a: V, _ b: V) -> Bool {
        ViewComparator(policy: .reflection, engine: .mirror).areEqual(a, b)
    }
}

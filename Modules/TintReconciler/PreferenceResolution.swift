import TintCore
import TintViews

/// What one node writes for a preference key in place of its subtree's value.
enum PreferenceWrite<Value> {
    /// The node writes nothing for the key: its children's values count.
    case none
    case value(Value)
}

/// The values of preferences in subtrees, and the readers kept up to date with them
/// (`onPreferenceChange`, `overlayPreferenceValue`). RULES 1.12.
///
/// Values are pulled, not pushed: a reader walks its subtree for the writers of its key after
/// an update in which some writer mounted, changed, moved or unmounted (`noteChange`), and
/// never otherwise. Writers are few and readers fewer; a pushed value would cost every node a
/// table of preferences on every update.
@MainActor
final class PreferenceResolution {
    /// Counts the changes of writers; readers are refreshed when it moved since they last were.
    private var generation = 0
    private var resolvedGeneration = 0
    private var readers: [ObjectIdentifier: any PreferenceReading] = [:]

    /// The most rounds of refreshing readers in one update: a reader whose own decoration
    /// writes the key it reads could otherwise go on for ever.
    static let maximumRounds = 8

    /// A writer mounted, changed, moved or unmounted.
    func noteChange() { generation &+= 1 }

    func add(_ reader: any PreferenceReading) {
        readers[ObjectIdentifier(reader)] = reader
        noteChange()
    }

    func remove(_ reader: any PreferenceReading) {
        readers[ObjectIdentifier(reader)] = nil
    }

    /// Refreshes the readers, deepest first (an inner reader's new decoration can change what an
    /// outer one reads), and runs the work their changes scheduled; again while writers change.
    func resolve(runScheduledWork: () -> Void) {
        var rounds = 0
        while generation != resolvedGeneration {
            guard rounds < Self.maximumRounds else {
                RuntimeWarnings.emit("Preferences still changed after \(Self.maximumRounds) rounds of readers in one update (a view read by overlayPreferenceValue or onPreferenceChange may write the value it reads); the last values are shown.", fix: "make the reader write only values it does not read, or write in onPreferenceChange only when the value differs")
                resolvedGeneration = generation
                return
            }
            rounds += 1
            resolvedGeneration = generation
            if readers.isEmpty { return }
            for reader in readers.values.sorted(by: { $0.readerDepth > $1.readerDepth }) {
                reader.refreshPreference()
            }
            runScheduledWork()
        }
    }

    /// The value of `key` written in the subtrees below `node`, combined in tree order by the
    /// key's `reduce`; nil when no view there writes it. An explicit stack, so a deep tree
    /// cannot overflow the call stack.
    static func value<K: PreferenceKey>(of key: K.Type, below node: ViewNode) -> K.Value? {
        var result: K.Value?
        var stack: [ViewNode] = []
        node.forEachChild { stack.append($0) }
        stack.reverse()
        while let next = stack.popLast() {
            if case .value(let written) = next.preferenceWrite(for: key) {
                if var combined = result {
                    K.reduce(value: &combined) { written }
                    result = combined
                } else {
                    result = written
                }
                continue
            }
            let mark = stack.count
            next.forEachChild { stack.append($0) }
            stack[mark...].reverse()
        }
        return result
    }
}

extension PreferenceResolution {
    /// What a writer of `K` at `node` writes when asked for `key`: its subtree's value (the
    /// default when nothing below writes it) changed by `change`; `.none` for another key.
    static func write<Key: PreferenceKey, K: PreferenceKey>(_ key: Key.Type, of writerKey: K.Type, at node: ViewNode,
                                                           change: (inout K.Value) -> Void) -> PreferenceWrite<Key.Value> {
        guard Key.self == K.self else { return .none }
        var value = self.value(of: K.self, below: node) ?? K.defaultValue
        change(&value)
        // `Key` is `K` (checked above).
        return .value(value as! Key.Value)
    }
}

/// A node that reads a preference of its subtree.
@MainActor
protocol PreferenceReading: AnyObject {
    var readerDepth: Int { get }
    /// Reads the value again and acts on a change.
    func refreshPreference()
}

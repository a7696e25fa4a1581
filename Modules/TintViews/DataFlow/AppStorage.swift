import Foundation
import OpenCombine

/// A value kept in the app's settings file and shared by every view that names its key, as
/// SwiftUI's `@AppStorage`: reading it in a body makes the body depend on it, writing it saves
/// the file (atomically) and re-runs every view that uses the key.
///
/// The file is `$XDG_CONFIG_HOME/<app>/settings.json` (`~/.config` when the variable is not
/// set), one per app. A file that cannot be read as settings is kept aside (renamed with
/// `.corrupt` and the time), the defaults are used, and a warning names it; nothing is lost.
/// A `UserDefaults` suite passed as `store:` is accepted for source compatibility and not used:
/// every value goes to the app's settings file.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let store: _AppStorageStore?
    private let decode: (Any) -> Value?
    private let encode: (Value) -> Any

    private init(key: String, defaultValue: Value, store: _AppStorageStore?, decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
        self.decode = decode
        self.encode = encode
    }

    private var resolvedStore: _AppStorageStore { store ?? .standard }

    public var wrappedValue: Value {
        get { resolvedStore.value(for: key).flatMap(decode) ?? defaultValue }
        nonmutating set { resolvedStore.set(encode(newValue), for: key) }
    }

    public var projectedValue: Binding<Value> {
        let store = resolvedStore, key = self.key, defaultValue = self.defaultValue, decode = self.decode, encode = self.encode
        return Binding(get: { store.value(for: key).flatMap(decode) ?? defaultValue },
                       set: { store.set(encode($0), for: key) })
    }

    public static func _linkStorage(at field: UnsafeMutableRawPointer, storage: inout AnyObject?, context: DynamicPropertyContext) {
        let property = field.assumingMemoryBound(to: AppStorage<Value>.self)
        guard storage == nil else { return }
        let subscription = _ObjectSubscription()
        storage = subscription
        subscription.observe(property.pointee.resolvedStore.publisher(for: property.pointee.key), context: context)
    }
}

extension AppStorage where Value: _AppStorageValue {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(wrappedValue: wrappedValue, key, _store: nil)
    }

    /// A value kept in `_store` (tests keep their settings apart).
    public init(wrappedValue: Value, _ key: String, _store: _AppStorageStore?) {
        self.init(key: key, defaultValue: wrappedValue, store: _store, decode: { Value(storedValue: $0) }, encode: { $0.storedValue })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(wrappedValue: wrappedValue, key, _store: nil)
    }

    public init(wrappedValue: Value, _ key: String, _store: _AppStorageStore?) {
        self.init(key: key, defaultValue: wrappedValue, store: _store,
                  decode: { Int(storedValue: $0).flatMap { Value(rawValue: $0) } }, encode: { $0.rawValue })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(wrappedValue: wrappedValue, key, _store: nil)
    }

    public init(wrappedValue: Value, _ key: String, _store: _AppStorageStore?) {
        self.init(key: key, defaultValue: wrappedValue, store: _store,
                  decode: { ($0 as? String).flatMap { Value(rawValue: $0) } }, encode: { $0.rawValue })
    }
}

/// A type `@AppStorage` can keep: booleans, integers, doubles, strings, URLs and data (and,
/// through their own initializers, `RawRepresentable` types with integer or string raw values).
public protocol _AppStorageValue {
    init?(storedValue: Any)
    var storedValue: Any { get }
}

extension Bool: _AppStorageValue {
    public init?(storedValue: Any) { guard let value = storedValue as? Bool else { return nil }; self = value }
    public var storedValue: Any { self }
}

extension Int: _AppStorageValue {
    public init?(storedValue: Any) {
        if let value = storedValue as? Int { self = value } else if let value = storedValue as? Double, let exact = Int(exactly: value) { self = exact } else { return nil }
    }
    public var storedValue: Any { self }
}

extension Double: _AppStorageValue {
    public init?(storedValue: Any) {
        if let value = storedValue as? Double { self = value } else if let value = storedValue as? Int { self = Double(value) } else { return nil }
    }
    public var storedValue: Any { self }
}

extension String: _AppStorageValue {
    public init?(storedValue: Any) { guard let value = storedValue as? String else { return nil }; self = value }
    public var storedValue: Any { self }
}

extension URL: _AppStorageValue {
    public init?(storedValue: Any) { guard let string = storedValue as? String, let url = URL(string: string) else { return nil }; self = url }
    public var storedValue: Any { absoluteString }
}

extension Data: _AppStorageValue {
    public init?(storedValue: Any) { guard let string = storedValue as? String, let data = Data(base64Encoded: string) else { return nil }; self = data }
    public var storedValue: Any { base64EncodedString() }
}

/// One settings file: its values, read once, and written whole and atomically on each change.
@MainActor
public final class _AppStorageStore {
    /// The app's store: `$XDG_CONFIG_HOME/<process name>/settings.json`.
    public static let standard = _AppStorageStore(file: _AppStorageStore.defaultFile())

    public let file: URL
    private var values: [String: Any]?
    private let changes = PassthroughSubject<String, Never>()

    public init(file: URL) {
        self.file = file
    }

    static func defaultFile() -> URL {
        let environment = ProcessInfo.processInfo.environment
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        return config.appendingPathComponent(ProcessInfo.processInfo.processName).appendingPathComponent("settings.json")
    }

    func value(for key: String) -> Any? {
        loaded()[key]
    }

    func set(_ value: Any, for key: String) {
        var current = loaded()
        current[key] = value
        values = current
        save(current)
        changes.send(key)
    }

    /// Sends when `key` changes (an `ObservableObject`'s announcement, for `_ObjectSubscription`).
    func publisher(for key: String) -> _KeyPublisher {
        _KeyPublisher(changes: changes, key: key)
    }

    private func loaded() -> [String: Any] {
        if let values { return values }
        var read: [String: Any] = [:]
        if let data = try? Data(contentsOf: file) {
            if let object = try? JSONSerialization.jsonObject(with: data), let dictionary = object as? [String: Any] {
                read = dictionary
            } else {
                keepAside()
            }
        }
        values = read
        return read
    }

    /// Moves an unreadable file out of the way, so that saving cannot overwrite what it held.
    private func keepAside() {
        let aside = file.appendingPathExtension("corrupt-\(Int(Date().timeIntervalSince1970))")
        do {
            try FileManager.default.moveItem(at: file, to: aside)
            RuntimeWarnings.emit("AppStorage: \(file.path) is not a settings file; it was kept as \(aside.path) and the defaults are used")
        } catch {
            RuntimeWarnings.emit("AppStorage: \(file.path) is not a settings file and could not be moved aside (\(error)); the defaults are used and nothing is saved over it")
            saveBlocked = true
        }
    }

    private var saveBlocked = false

    private func save(_ values: [String: Any]) {
        guard !saveBlocked else { return }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = try JSONSerialization.data(withJSONObject: values, options: [.sortedKeys, .prettyPrinted])
            try data.write(to: file, options: .atomic)
        } catch {
            RuntimeWarnings.emit("AppStorage: could not save \(file.path): \(error)")
        }
    }
}

/// The changes of one key, seen as an `ObservableObject`, so `@AppStorage` subscribes to it as
/// the object wrappers do.
final class _KeyPublisher: ObservableObject {
    let objectWillChange: Publishers.Map<Publishers.Filter<PassthroughSubject<String, Never>>, Void>

    init(changes: PassthroughSubject<String, Never>, key: String) {
        objectWillChange = changes.filter { $0 == key }.map { _ in () }
    }
}

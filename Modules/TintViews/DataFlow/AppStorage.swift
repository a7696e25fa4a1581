import Foundation
import OpenCombine

/// A value kept in the app's settings file and shared by every view that names its key, as
/// SwiftUI's `@AppStorage`: reading it in a body makes the body depend on it, writing it saves
/// the file (atomically) and re-runs every view that uses the key.
///
/// The file is `$XDG_CONFIG_HOME/<app>/settings.json` (`~/.config` when the variable is not
/// set), one per app, saved off the main thread (`_AppStorageStore`). A file that holds no
/// settings is kept aside (renamed with `.corrupt` and the time); one that cannot be read is
/// left alone and never saved over; either way the defaults are used, a warning says why, and
/// nothing is lost.
/// A `UserDefaults` suite passed as `store:` is accepted for source compatibility and not used:
/// every value goes to the app's settings file.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let store: _AppStorageStore?
    private let decode: (Any) -> Value?
    /// nil removes the key (an optional set to nil).
    private let encode: (Value) -> Any?

    private init(key: String, defaultValue: Value, store: _AppStorageStore?, decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any?) {
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

extension AppStorage {
    /// An optional setting: nil until set, and setting nil removes it.
    public init<R: _AppStorageValue>(_ key: String, store: UserDefaults? = nil) where Value == R? {
        self.init(key, _store: nil)
    }

    public init<R: _AppStorageValue>(_ key: String, _store: _AppStorageStore?) where Value == R? {
        self.init(key: key, defaultValue: nil, store: _store, decode: { R(storedValue: $0) }, encode: { $0?.storedValue })
    }

    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: nil, decode: { ($0 as? String).flatMap { R(rawValue: $0) } }, encode: { $0?.rawValue })
    }

    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: nil, decode: { Int(storedValue: $0).flatMap { R(rawValue: $0) } }, encode: { $0?.rawValue })
    }

    /// The same storage under another store (`SceneStorage` keeps its values apart).
    func stored(in store: _AppStorageStore) -> AppStorage {
        AppStorage(key: key, defaultValue: defaultValue, store: store, decode: decode, encode: encode)
    }
}

extension View {
    /// The defaults `@AppStorage` uses below, as SwiftUI's: accepted for source compatibility;
    /// every setting goes to the app's settings file.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        self
    }
}

/// A type `@AppStorage` can keep: booleans, integers, doubles, strings, URLs and data (and,
/// through their own initializers, `RawRepresentable` types with integer or string raw values).
/// Public because it constrains `@AppStorage`'s public initializers (SwiftUI spells one overload
/// per type); apps never spell it.
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

/// The changes of one key, seen as an `ObservableObject`, so `@AppStorage` subscribes to it as
/// the object wrappers do.
final class _KeyPublisher: ObservableObject {
    let objectWillChange: Publishers.Map<Publishers.Filter<PassthroughSubject<String, Never>>, Void>

    init(changes: PassthroughSubject<String, Never>, key: String) {
        objectWillChange = changes.filter { $0 == key }.map { _ in () }
    }
}

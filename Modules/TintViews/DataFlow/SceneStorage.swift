import Foundation

/// A value of the window's state that the app finds again when it is opened next, as
/// SwiftUI's `@SceneStorage` (the selected tab, a draft): kept as `@AppStorage` keeps settings,
/// in the window's own file (`scene-state.json` beside `settings.json`), apart from the
/// settings. Views of the window that name the key share it.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private var storage: AppStorage<Value>
    /// Whether the store was given (`_store:`): else the window's is used, once the property
    /// is installed in a view of it.
    private let storeGiven: Bool

    private init(_ storage: AppStorage<Value>, store: _AppStorageStore?) {
        self.storage = storage.stored(in: store ?? .scene)
        storeGiven = store != nil
    }

    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { storage.projectedValue }

    public static func _linkStorage(at field: UnsafeMutableRawPointer, storage: inout AnyObject?, context: DynamicPropertyContext) {
        let property = field.assumingMemoryBound(to: SceneStorage<Value>.self)
        // Each window of an app keeps its own (`_sceneStorageStore`, set by the app's window).
        if !property.pointee.storeGiven, let window = context.environment._sceneStorageStore {
            property.pointee.storage = property.pointee.storage.stored(in: window)
        }
        withUnsafeMutablePointer(to: &property.pointee.storage) { inner in
            AppStorage<Value>._linkStorage(at: UnsafeMutableRawPointer(inner), storage: &storage, context: context)
        }
    }
}

extension SceneStorage where Value: _AppStorageValue {
    public init(wrappedValue: Value, _ key: String) {
        self.init(AppStorage(wrappedValue: wrappedValue, key, _store: nil), store: nil)
    }

    /// A value kept in `_store` (tests keep their state apart).
    public init(wrappedValue: Value, _ key: String, _store: _AppStorageStore?) {
        self.init(AppStorage(wrappedValue: wrappedValue, key, _store: nil), store: _store)
    }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == Int {
    public init(wrappedValue: Value, _ key: String) {
        self.init(AppStorage(wrappedValue: wrappedValue, key, _store: nil), store: nil)
    }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == String {
    public init(wrappedValue: Value, _ key: String) {
        self.init(AppStorage(wrappedValue: wrappedValue, key, _store: nil), store: nil)
    }
}

extension SceneStorage {
    /// An optional value: nil until set.
    public init<R: _AppStorageValue>(_ key: String) where Value == R? {
        self.init(AppStorage(key, _store: nil), store: nil)
    }

    public init<R: _AppStorageValue>(_ key: String, _store: _AppStorageStore?) where Value == R? {
        self.init(AppStorage(key, _store: nil), store: _store)
    }

    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(AppStorage(key), store: nil)
    }
}

private struct SceneStorageStoreKey: EnvironmentKey {
    static let defaultValue: _AppStorageStore? = nil
}

extension EnvironmentValues {
    /// The window's `@SceneStorage` store, when an app gives its windows one each (nil: the
    /// shared `scene-state.json`).
    package var _sceneStorageStore: _AppStorageStore? {
        get { self[SceneStorageStoreKey.self] }
        set { self[SceneStorageStoreKey.self] = newValue }
    }
}

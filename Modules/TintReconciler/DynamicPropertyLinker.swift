import TintViews

/// The storages of the properties inside a composite dynamic property.
final class NestedSlots {
    var slots: [AnyObject?] = []
}

extension ViewGraph: CompositePropertyLinking {
    package func linkFields(at field: UnsafeMutableRawPointer, of type: Any.Type, storage: inout AnyObject?, context: DynamicPropertyContext) {
        linkNestedDynamicProperties(at: field, of: type, storage: &storage, context: context)
    }
}

/// Links the dynamic properties (`@State`, ...) of a view value to the storage its node keeps,
/// before every `body`. Which fields are dynamic is found once per type.
@MainActor
struct DynamicPropertyLinker {
    struct Property {
        let offset: Int
        let type: any DynamicProperty.Type
        let name: String
    }

    @exclusivity(unchecked) private static var cache: [ObjectIdentifier: [Property]] = [:]

    let properties: [Property]

    init(for type: Any.Type) {
        let key = ObjectIdentifier(type)
        if let cached = DynamicPropertyLinker.cache[key] {
            properties = cached
            stateNames = cached.compactMap { $0.type is any _StateProperty.Type ? $0.name : nil }
            return
        }
        let inspected = (type as? any ForwardsFields.Type)?.fieldsType ?? type
        let found = (FieldLayout.fields(of: inspected) ?? []).compactMap { field -> Property? in
            guard let dynamic = field.type as? any DynamicProperty.Type else { return nil }
            return Property(offset: field.offset, type: dynamic, name: field.name)
        }
        DynamicPropertyLinker.cache[key] = found
        properties = found
        stateNames = found.compactMap { $0.type is any _StateProperty.Type ? $0.name : nil }
    }

    var isEmpty: Bool { properties.isEmpty }

    /// The names of the view's `@State` properties (`_count`), which `_printChanges` lists on
    /// a first body; found once per type, with the properties.
    let stateNames: [String]

    /// Why the body of `view` cannot run in `environment` (an `@EnvironmentObject` or an
    /// `@Environment(Model.self)` no ancestor provides); `nil` when it can.
    func missingEnvironmentValue<V: View>(of view: inout V, in environment: EnvironmentValues) -> String? {
        withUnsafeBytes(of: &view) { raw in
            guard let base = raw.baseAddress else { return nil }
            for property in properties {
                if let required = property.type as? any _RequiredEnvironmentProperty.Type,
                   let missing = required._missingValue(at: base + property.offset, in: environment) {
                    return missing
                }
            }
            return nil
        }
    }

    /// The `@Environment` properties of `view` (`_theme`) whose values an environment change
    /// from `old` to `new` changes (RULES 1.9); empty when the change concerns none of them.
    func changedEnvironmentProperties<V: View>(_ view: inout V, from old: EnvironmentValues, to new: EnvironmentValues) -> [String] {
        withUnsafeBytes(of: &view) { raw in
            guard let base = raw.baseAddress else { return [] }
            return properties.compactMap { property in
                guard let reader = property.type as? any EnvironmentReading.Type,
                      reader._readsChange(at: base + property.offset, from: old, to: new) else { return nil }
                return property.name
            }
        }
    }

    /// Links every dynamic property of `view` to `slots` (one per property, created on first use).
    func link<V: View>(_ view: inout V, slots: inout [AnyObject?], graph: ViewGraph, owner: AnyObject, environment: EnvironmentValues) {
        withUnsafeMutableBytes(of: &view) { raw in
            guard let base = raw.baseAddress else { return }
            link(at: base, slots: &slots, graph: graph, owner: owner, environment: environment)
        }
    }

    /// Links the dynamic properties of the value at `base` (a view, or a composite dynamic
    /// property inside one).
    func link(at base: UnsafeMutableRawPointer, slots: inout [AnyObject?], graph: any StateGraph, owner: AnyObject, environment: EnvironmentValues) {
        if slots.count < properties.count { slots += [AnyObject?](repeating: nil, count: properties.count - slots.count) }
        for (index, property) in properties.enumerated() {
            let context = DynamicPropertyContext(graph: graph, owner: owner, name: property.name, environment: environment)
            property.type._linkStorage(at: base + property.offset, storage: &slots[index], context: context)
        }
    }
}

/// Links the dynamic properties of a value that is no view to storages kept in `slots`: an
/// `App`'s `@State`, `@StateObject` and `@Environment`, whose writes `graph` hears.
@MainActor
package func linkDynamicProperties<Value>(of value: inout Value, slots: inout [AnyObject?], graph: any StateGraph & CompositePropertyLinking,
                                          owner: AnyObject, environment: EnvironmentValues) {
    let linker = DynamicPropertyLinker(for: Value.self)
    guard !linker.isEmpty else { return }
    withUnsafeMutableBytes(of: &value) { raw in
        guard let base = raw.baseAddress else { return }
        linker.link(at: base, slots: &slots, graph: graph, owner: owner, environment: environment)
    }
}

/// Links the properties inside a composite dynamic property of a value that is no view (see
/// `linkDynamicProperties(of:slots:graph:owner:environment:)`), as `ViewGraph.linkFields` does
/// for a view's.
@MainActor
package func linkNestedDynamicProperties(at field: UnsafeMutableRawPointer, of type: Any.Type, storage: inout AnyObject?, context: DynamicPropertyContext) {
    let nested = (storage as? NestedSlots) ?? NestedSlots()
    storage = nested
    DynamicPropertyLinker(for: type).link(at: field, slots: &nested.slots, graph: context.graph, owner: context.owner, environment: context.environment)
}

import TintViews

/// The mirror engine: the reflective comparison of RULES 1.3 written the obvious way, by
/// walking `Mirror` children recursively. Slow (a `Mirror` per value), and the reference the
/// compiled engine is tested against (1.5).
///
/// Closures always count as changed here: `Mirror` hands out re-abstracted copies, whose
/// identity means nothing.
@MainActor
public enum MirrorComparison {
    /// The first difference between two views' stored properties, ignoring the view's own
    /// `Equatable`; `nil` when they are equal.
    public static func propertyDifference<V>(_ a: V, _ b: V) -> ViewDifference? {
        walkChildren(Mirror(reflecting: a), Mirror(reflecting: b))
    }

    /// The first difference between two values of any types, applying `Equatable` where the
    /// dynamic type has it.
    public static func difference(_ a: Any, _ b: Any) -> ViewDifference? {
        let valueType = type(of: a)
        guard valueType == type(of: b) else { return ViewDifference(path: "", rule: .dynamicType) }
        if valueType is any DynamicProperty.Type, !(valueType is any _IdentityComparedProperty.Type) { return nil }
        switch MetadataKind(of: valueType) {
        case .function:
            return ViewDifference(path: "", rule: .closureUnderMirror)
        case .metatype, .existentialMetatype:
            guard let x = a as? Any.Type, let y = b as? Any.Type else { return ViewDifference(path: "", rule: .uninspectable) }
            return x == y ? nil : ViewDifference(path: "", rule: .equatable)
        default:
            break
        }
        if let x = a as? AnyView, let y = b as? AnyView {
            // What is erased, as for the compiled engine (the storage object is new each body).
            return difference(x.view, y.view)?.prefixed("view")
        }
        if valueType is AnyObject.Type {
            return (a as AnyObject) === (b as AnyObject) ? nil : ViewDifference(path: "", rule: .referenceIdentity)
        }
        if let binding = a as? any BindingShape {
            return binding.currentValueEquals(b) ? nil : ViewDifference(path: "", rule: .bindingValue)
        }
        if let x = a as? any Equatable {
            return equalByWitness(x, b) ? nil : ViewDifference(path: "", rule: .equatable)
        }
        let mirrorA = Mirror(reflecting: a), mirrorB = Mirror(reflecting: b)
        switch mirrorA.displayStyle {
        case .enum?:
            let caseA = EnumCase.name(of: a), caseB = EnumCase.name(of: b)
            guard let caseA, caseA == caseB else { return ViewDifference(path: "", rule: caseA == nil ? .uninspectable : .shape) }
            return walkChildren(mirrorA, mirrorB).map { $0.prefixed(caseA) }
        case .dictionary?:
            return dictionaryDifference(mirrorA, mirrorB)
        case .struct?, .tuple?, .optional?, .collection?, .set?:
            return walkChildren(mirrorA, mirrorB)
        default:
            return ViewDifference(path: "", rule: .uninspectable)
        }
    }

    private static func equalByWitness<E: Equatable>(_ a: E, _ b: Any) -> Bool {
        a == (b as! E)  // same dynamic type, checked by the caller
    }

    /// Child by child, in declaration order (elements in order for collections and optionals).
    private static func walkChildren(_ a: Mirror, _ b: Mirror) -> ViewDifference? {
        guard a.children.count == b.children.count else { return ViewDifference(path: "", rule: .shape) }
        let collection = a.displayStyle == .collection
        for (index, (x, y)) in zip(a.children, b.children).enumerated() {
            guard let found = difference(x.value, y.value) else { continue }
            if a.displayStyle == .optional { return found }
            let name = collection ? "[\(index)]" : (x.label.map { $0.isEmpty ? ".\(index)" : $0 } ?? ".\(index)")
            return found.prefixed(name)
        }
        return nil
    }

    /// Equal dictionaries may list their pairs in different orders: each old pair is looked for
    /// by key among the new ones.
    private static func dictionaryDifference(_ a: Mirror, _ b: Mirror) -> ViewDifference? {
        guard a.children.count == b.children.count else { return ViewDifference(path: "", rule: .shape) }
        let newPairs = b.children.map { Mirror(reflecting: $0.value).children.map(\.value) }
        for pair in a.children {
            let old = Mirror(reflecting: pair.value).children.map(\.value)
            guard old.count == 2 else { return ViewDifference(path: "", rule: .uninspectable) }
            guard let match = newPairs.first(where: { $0.count == 2 && difference(old[0], $0[0]) == nil }) else {
                return ViewDifference(path: "[\(old[0])]", rule: .shape)
            }
            if let found = difference(old[1], match[1]) { return found.prefixed("[\(old[0])]") }
        }
        return nil
    }
}

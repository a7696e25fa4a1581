/// The rule of RULES 1.3 that decided a comparison: reported in explanations
/// (`"ItemRow: onTap changed (closure identity)"`) and by the diffability audit.
public enum DiffRule: String, Sendable, CaseIterable {
    /// The view is wrapped in `EquatableView` / `.equatable()`: its `==` decided.
    case equatableView = ".equatable() =="
    /// The view or the property is `Equatable`: `==` decided.
    case equatable = "=="
    /// A class instance, compared with `===` even when the class is `Equatable`.
    case referenceIdentity = "reference identity"
    /// A closure, compared by function pointer and context (the compiled engine).
    case closureIdentity = "closure identity"
    /// A closure under the mirror engine, which cannot compare closures: always changed.
    case closureUnderMirror = "closure, always changed under mirror"
    /// A `Binding`, compared by its current value (`==`, or changed when not `Equatable`).
    case bindingValue = "binding value"
    /// A different enum case, a different optional presence, or a different element count.
    case shape = "case or count"
    /// An existential (`Any`, `any P`) holding values of different dynamic types.
    case dynamicType = "dynamic type"
    /// A value whose representation cannot be inspected: counted as changed.
    case uninspectable = "layout cannot be read"
    /// The `alwaysEvaluate` policy: nothing is compared.
    case alwaysEvaluate = "alwaysEvaluate policy"
}

/// Where two values of a view first differ, and which rule said so.
public struct ViewDifference: Sendable, Hashable, CustomStringConvertible {
    /// The stored property's path from the view, as declared (`onTap`, `address.city`,
    /// `items[3].title`); empty when the view as a whole was compared (its own `==`).
    public var path: String
    public var rule: DiffRule

    public init(path: String, rule: DiffRule) {
        self.path = path
        self.rule = rule
    }

    /// `"onTap changed (closure identity)"`; `"@self changed (==)"` for a whole-view comparison.
    public var description: String {
        "\(path.isEmpty ? "@self" : path) changed (\(rule.rawValue))"
    }

    /// The path below the first component: a wrapper's difference as its one stored value
    /// sees it (`modifier.title` of `_ModifierBody` is the modifier's `title`).
    func droppingFirstComponent() -> ViewDifference {
        guard let end = path.firstIndex(where: { $0 == "." || $0 == "[" }) else { return ViewDifference(path: "", rule: rule) }
        return ViewDifference(path: String(path[path[end] == "." ? path.index(after: end)... : end...]), rule: rule)
    }

    func prefixed(_ name: String) -> ViewDifference {
        ViewDifference(path: path.isEmpty ? name : path.hasPrefix("[") ? name + path : "\(name).\(path)", rule: rule)
    }
}

import TintViews

/// Short type names for reports, computed once per type: `String(describing:)` costs about a
/// microsecond, too much to pay per body evaluation.
@MainActor
enum TypeNames {
    private static var names: [ObjectIdentifier: String] = [:]

    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        let name = String(describing: (type as? any ForwardsFields.Type)?.fieldsType ?? type)
        names[key] = name
        return name
    }
}

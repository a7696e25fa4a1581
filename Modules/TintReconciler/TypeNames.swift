import TintViews

/// Short type names for reports, computed once per type: `String(describing:)` costs about a
/// microsecond, too much to pay per body evaluation.
@MainActor
enum TypeNames {
    @exclusivity(unchecked) private static var names: [ObjectIdentifier: String] = [:]
    @exclusivity(unchecked) private static var identityLines: [ObjectIdentifier: String] = [:]

    /// The explanation of a body that ran because its view is new (`"Row: @identity changed."`),
    /// made once per type: a first frame explains every one of its bodies this way.
    static func identityExplanation(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let line = identityLines[key] { return line }
        let line = "\(name(of: type)): \(BodyCause.identity.explanation)"
        identityLines[key] = line
        return line
    }

    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        let name = String(describing: (type as? any ForwardsFields.Type)?.fieldsType ?? type)
        names[key] = name
        return name
    }
}

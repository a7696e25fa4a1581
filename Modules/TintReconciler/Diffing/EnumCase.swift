/// The runtime's name for an enum value's case, the one `String(describing:)` prints for cases
/// without payload. Declared as the standard library declares it internally.
@_silgen_name("swift_EnumCaseName")
private func runtimeEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

enum EnumCase {
    /// The case name of `value`, an enum; `nil` when the runtime has no field records for it.
    static func name<T>(of value: T) -> String? {
        runtimeEnumCaseName(value).map { String(cString: $0) }
    }
}

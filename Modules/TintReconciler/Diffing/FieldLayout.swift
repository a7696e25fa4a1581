@_spi(Reflection) import Swift
import TintViews

/// The stored fields of a type, read once from its metadata with `_forEachField` and cached
/// per type: offsets and types, so values can be walked without `Mirror`.
struct FieldInfo {
    let name: String
    let offset: Int
    let type: Any.Type
}

@MainActor
enum FieldLayout {
    private static var cache: [ObjectIdentifier: [FieldInfo]?] = [:]

    /// The fields of a struct or tuple type; `nil` for other kinds (classes, enums, existentials),
    /// whose layout is not walked, and for a struct whose field records cannot be read.
    static func fields(of type: Any.Type) -> [FieldInfo]? {
        let key = ObjectIdentifier(type)
        if let cached = cache[key] { return cached }
        var fields: [FieldInfo] = []
        let walked: Bool
        switch MetadataKind(of: type) {
        case .struct, .tuple:
            walked = _forEachField(of: type) { name, offset, fieldType, _ in
                fields.append(FieldInfo(name: String(cString: name), offset: offset, type: fieldType))
                return true
            }
        default:
            walked = false
        }
        let result = walked ? fields : nil
        cache[key] = result
        return result
    }
}

/// The kind of a type's runtime metadata: the first word of the metadata record, whose values
/// are part of Swift's stable ABI (MetadataKind.def). `_forEachField` crashes on existential
/// metatypes, so only structs and tuples are walked; the other kinds pick a comparison rule.
enum MetadataKind: Equatable {
    case `struct`, `enum`, optional, tuple, function, existential, metatype, existentialMetatype, other

    init(of type: Any.Type) {
        let kind = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
        switch kind {
        case 0x200: self = .struct
        case 0x201: self = .enum
        case 0x202: self = .optional
        case 0x301: self = .tuple
        case 0x302: self = .function
        case 0x303: self = .existential
        case 0x304: self = .metatype
        case 0x306: self = .existentialMetatype
        default: self = .other
        }
    }
}

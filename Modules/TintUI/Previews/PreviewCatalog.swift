import CTintSections
import TintViews

/// A preview found in the running program: a `#Preview` or a `PreviewProvider`.
@MainActor
public struct PreviewEntry {
    /// Where it is written, as `#fileID` writes it (`Module/File.swift`); a provider's is
    /// `Module/TypeName`, its file being unknown at run time.
    public let fileID: String
    /// Its line (0 for a provider).
    public let line: Int
    public let preview: Preview
    /// The provider's type name, for a `PreviewProvider`.
    public let providerName: String?

    /// The preview's name, or where it is written.
    public var title: String {
        if let name = preview._name { return name }
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return providerName ?? "\(file):\(line)"
    }
}

/// The previews of the running program, found in the Swift runtime's conformance records: each
/// type that `#Preview` declared (`PreviewRegistry`) and each `PreviewProvider`, as Xcode finds
/// them in a built program. Swift packages link their targets statically, so the records of an
/// app's libraries are the program's. Previews are found in debug builds (release builds strip
/// unreferenced types).
@MainActor
public enum PreviewCatalog {
    /// Every preview, by file and line.
    public static func previews() -> [PreviewEntry] {
        var entries: [PreviewEntry] = []
        for record in ConformanceRecord.all() {
            guard record.protocolModule == "TintViews", let type = record.type() else { continue }
            if record.protocolName == "PreviewRegistry", let registry = type as? any PreviewRegistry.Type {
                entries.append(PreviewEntry(fileID: registry.fileID, line: registry.line,
                                            preview: registry.preview, providerName: nil))
            } else if record.protocolName == "PreviewProvider", let provider = type as? any PreviewProvider.Type {
                entries.append(entry(for: provider, module: record.typeModule, name: record.typeName))
            }
        }
        return entries.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }

    /// A provider's preview: its `previews`, named and laid out by their outermost preview modifiers.
    private static func entry<Provider: PreviewProvider>(for provider: Provider.Type, module: String, name: String) -> PreviewEntry {
        var displayName: String?
        var traits: [PreviewTrait<Preview.ViewTraits>] = []
        var view: any View = provider.previews
        while let carrier = view as? _PreviewSettingCarrier {
            let (setting, content) = carrier._previewSetting
            switch setting {
            // Outermost first: an inner modifier does not replace the outer one's choice.
            case .displayName(let value): if displayName == nil { displayName = value }
            case .trait(let kind): traits.insert(PreviewTrait(_kind: kind), at: 0)
            case .device: break
            }
            view = content
        }
        let preview = Preview(_name: displayName, _traits: traits, _makeView: { provider.previews })
        return PreviewEntry(fileID: "\(module)/\(name)", line: 0, preview: preview, providerName: name)
    }
}

/// One protocol conformance record of the program, read as the Swift runtime lays it out
/// (its ABI, stable since Swift 5): a conformance descriptor names the protocol and the type.
struct ConformanceRecord {
    let descriptor: UnsafeRawPointer

    static func all() -> [ConformanceRecord] {
        var count = 0
        guard let start = tint_protocol_conformance_records(&count) else { return [] }
        return (0..<count).map { index in
            let slot = UnsafeRawPointer(start + index)
            return ConformanceRecord(descriptor: relative(slot))
        }
    }

    /// The protocol's context descriptor (an indirectable relative pointer: the low bit says
    /// the field points at a pointer to it).
    private var protocolDescriptor: UnsafeRawPointer? { Self.indirectable(descriptor) }

    var protocolName: String { protocolDescriptor.map(Self.name) ?? "" }
    var protocolModule: String { protocolDescriptor.map(Self.moduleName) ?? "" }

    /// The conforming type's context descriptor, when the record names one directly or
    /// through a pointer (not an Objective-C class, which Linux has none of).
    private var typeDescriptor: UnsafeRawPointer? {
        let flags = (descriptor + 12).load(as: UInt32.self)
        switch (flags >> 3) & 7 {
        case 0: return Self.relative(descriptor + 4)
        case 1: return Self.relative(descriptor + 4).load(as: UnsafeRawPointer?.self)
        default: return nil
        }
    }

    var typeName: String { typeDescriptor.map(Self.name) ?? "" }
    var typeModule: String { typeDescriptor.map(Self.moduleName) ?? "" }

    /// The conforming type, through its metadata accessor; nil for generic types (whose
    /// accessor needs arguments) and anything that is not a struct, enum or class.
    func type() -> Any.Type? {
        guard let descriptor = typeDescriptor else { return nil }
        let flags = descriptor.load(as: UInt32.self)
        let kind = flags & 0x1F, isGeneric = flags & 0x80 != 0
        guard (16...18).contains(kind), !isGeneric else { return nil }
        let accessorField = descriptor + 12
        guard accessorField.load(as: Int32.self) != 0 else { return nil }
        // A metadata accessor takes the request (0: complete metadata) and returns the
        // metadata first: the C calling convention reads both the same way.
        typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer
        let accessor = unsafeBitCast(Self.relative(accessorField), to: Accessor.self)
        return unsafeBitCast(accessor(0), to: Any.Type.self)
    }

    /// The target of a 32-bit offset stored at `field`, relative to `field`.
    private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer {
        field + Int(field.load(as: Int32.self))
    }

    private static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.load(as: Int32.self)
        let target = field + Int(offset & ~1)
        return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
    }

    /// A context descriptor's name (flags, parent, then the name's relative pointer).
    private static func name(_ context: UnsafeRawPointer) -> String {
        String(cString: relative(context + 8).assumingMemoryBound(to: CChar.self))
    }

    /// The name of the module a context is declared in: its parents up to a module (kind 0).
    private static func moduleName(_ context: UnsafeRawPointer) -> String {
        var current = context
        for _ in 0..<64 {
            if current.load(as: UInt32.self) & 0x1F == 0 { return name(current) }
            guard let parent = indirectable(current + 4) else { return "" }
            current = parent
        }
        return ""
    }
}

import TintViews

/// The compiled engine: builds a comparer per type once, from the type's metadata, and caches
/// it (RULES 1.3, 1.5).
///
/// The rules, in the order of the decision tree: dynamic properties are skipped; closures by
/// identity (function pointer and context bits); class instances by identity, even when
/// `Equatable`; bitwise-equatable scalars as byte runs; `String` on a fast path; other
/// `Equatable` types through their `==`; a `Binding` by its current value; then the shapes
/// without `==`: optionals, arrays,
/// dictionaries, existentials, enums, and structs or tuples field by field.
@MainActor
public enum CompiledPlans {
    private static var cache: [ObjectIdentifier: ValueComparer] = [:]
    private static var propertyCache: [ObjectIdentifier: ValueComparer] = [:]
    private static var fallbackTypes: Set<ObjectIdentifier> = []

    /// Types whose field layout could not be read and that are compared by `mirror` instead.
    public static var mirrorFallbacks: Int { fallbackTypes.count }

    /// The comparer of a whole value of `type`, applying its own `Equatable` when it has one.
    static func comparer(for type: Any.Type) -> ValueComparer {
        let key = ObjectIdentifier(type)
        if let cached = cache[key] { return cached }
        let forward = ForwardingComparer()
        cache[key] = forward
        let built = build(type)
        forward.target = built
        cache[key] = built
        return built
    }

    /// The comparer of a view's stored properties, ignoring the view's own `Equatable` (the
    /// reflective comparison of RULES 1.3; the decision tree applies `==` before it).
    static func propertyComparer(for type: Any.Type) -> ValueComparer {
        let key = ObjectIdentifier(type)
        if let cached = propertyCache[key] { return cached }
        let built: ValueComparer
        switch MetadataKind(of: type) {
        case .struct, .tuple: built = type == AnyView.self ? comparer(for: type) : structComparer(type) ?? comparer(for: type)
        default: built = comparer(for: type)
        }
        propertyCache[key] = built
        return built
    }

    /// The first difference between two values of any types, as the fields of an existential or
    /// an enum payload are compared; `nil` when equal.
    public static func difference(_ a: Any, _ b: Any) -> ViewDifference? {
        guard type(of: a) == type(of: b) else { return ViewDifference(path: "", rule: .dynamicType) }
        // Opened through the metatype: `_openExistential` on `Any` can bind `T` to `Any` itself.
        func compareOpened<T>(_: T.Type) -> ViewDifference? {
            var x = a as! T, y = b as! T  // the dynamic type, checked above
            let comparer = comparer(for: T.self)
            return withUnsafePointer(to: &x) { px in
                withUnsafePointer(to: &y) { py in comparer.difference(px, py) }
            }
        }
        let dynamicType: Any.Type = type(of: a)
        return compareOpened(dynamicType)
    }

    private static func build(_ type: Any.Type) -> ValueComparer {
        let kind = MetadataKind(of: type)
        switch kind {
        case .function:
            return BytesComparer(count: size(of: type), rule: .closureIdentity)
        case .metatype, .existentialMetatype:
            return BytesComparer(count: size(of: type), rule: .equatable)
        case .existential:
            func existential<T>(_: T.Type) -> ValueComparer { ExistentialComparer<T>() }
            return existential(type)
        default:
            break
        }
        if type == AnyView.self { return ErasedViewComparer() }
        if type is AnyObject.Type { return BytesComparer(count: size(of: type), rule: .referenceIdentity) }
        if let binding = type as? any BindingShape.Type { return binding.makeComparer() }
        if BitwiseEquatable.contains(type) { return BytesComparer(count: size(of: type), rule: .equatable) }
        if type == String.self { return StringComparer() }
        if let array = type as? any ArrayShape.Type, let fast = array.makeEquatableFastPath() { return fast }
        if let equatable = type as? any Equatable.Type {
            func witness<E: Equatable>(_: E.Type) -> ValueComparer { EquatableComparer<E>() }
            return witness(equatable)
        }
        if let optional = type as? any OptionalShape.Type { return optional.makeComparer() }
        if let array = type as? any ArrayShape.Type { return array.makeComparer() }
        if let dictionary = type as? any DictionaryShape.Type { return dictionary.makeComparer() }
        switch kind {
        case .struct, .tuple:
            if let plan = structComparer(type) { return plan }
            fallbackTypes.insert(ObjectIdentifier(type))
            func fallback<T>(_: T.Type) -> ValueComparer { MirrorFallbackComparer<T>() }
            return fallback(type)
        case .enum:
            func enumeration<E>(_: E.Type) -> ValueComparer { EnumComparer<E>() }
            return enumeration(type)
        default:
            return UninspectableComparer()
        }
    }

    /// The field-by-field plan of a struct or tuple; `nil` when its layout cannot be read.
    private static func structComparer(_ type: Any.Type) -> StructComparer? {
        guard let fields = FieldLayout.fields(of: type) else { return nil }
        var leaves: [StructComparer.Leaf] = []
        for (index, field) in fields.enumerated() {
            // Dynamic properties have their own update path; those holding an object are
            // compared by the object's identity (their stored fields).
            if field.type is any DynamicProperty.Type, !(field.type is any _IdentityComparedProperty.Type) { continue }
            let name = field.name.isEmpty ? ".\(index)" : field.name
            let comparer = comparer(for: field.type)
            if let nested = comparer as? StructComparer {
                // Flatten, so byte runs can merge across the nesting.
                for leaf in nested.leaves {
                    leaves.append(.init(offset: field.offset + leaf.offset, path: "\(name).\(leaf.path)", comparer: leaf.comparer))
                }
            } else {
                leaves.append(.init(offset: field.offset, path: name, comparer: comparer))
            }
        }
        return StructComparer(leaves: leaves)
    }

    private static func size(of type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return size(type)
    }
}

/// `Optional`, seen through a protocol so its `Wrapped` can be opened at plan-build time.
protocol OptionalShape {
    @MainActor static func makeComparer() -> ValueComparer
}

extension Optional: OptionalShape {
    @MainActor static func makeComparer() -> ValueComparer {
        OptionalComparer<Wrapped>(wrapped: CompiledPlans.comparer(for: Wrapped.self))
    }
}

protocol ArrayShape {
    @MainActor static func makeComparer() -> ValueComparer
    @MainActor static func makeEquatableFastPath() -> ValueComparer?
}

extension Array: ArrayShape {
    @MainActor static func makeComparer() -> ValueComparer {
        ArrayComparer<Element>(element: CompiledPlans.comparer(for: Element.self))
    }

    /// Same answer as the array's `==`, faster: one byte run for integer elements, the string
    /// fast path per element for `[String]`. `nil` for other elements, which keep `==`.
    @MainActor static func makeEquatableFastPath() -> ValueComparer? {
        if BitwiseEquatable.contains(Element.self) { return BitwiseArrayComparer<Element>() }
        if Element.self == String.self { return ArrayComparer<String>(element: StringComparer()) }
        return nil
    }
}

protocol DictionaryShape {
    @MainActor static func makeComparer() -> ValueComparer
}

extension Dictionary: DictionaryShape {
    @MainActor static func makeComparer() -> ValueComparer {
        DictionaryComparer<Key, Value>(value: CompiledPlans.comparer(for: Value.self))
    }
}

/// A list's selection binding: one optional value, or a set.
@MainActor
enum _ListSelection<Value: Hashable> {
    case single(Binding<Value?>)
    case multiple(Binding<Set<Value>>)

    func contains(_ tag: AnyHashable) -> Bool {
        guard let value = tag.base as? Value else { return false }
        switch self {
        case .single(let binding): return binding.wrappedValue == value
        case .multiple(let binding): return binding.wrappedValue.contains(value)
        }
    }

    var selectedTags: Set<AnyHashable> {
        switch self {
        case .single(let binding): binding.wrappedValue.map { [AnyHashable($0)] } ?? []
        case .multiple(let binding): Set(binding.wrappedValue.map { AnyHashable($0) })
        }
    }

    func clear() {
        switch self {
        case .single(let binding): binding.wrappedValue = nil
        case .multiple(let binding): binding.wrappedValue = []
        }
    }

    /// A click on the row tagged `tag`, with `modifiers` held: selects it alone;
    /// Ctrl toggles it; Shift (a set) selects the rows from the anchor to it. A row whose tag is
    /// not of the selection's type is not selectable (as in SwiftUI), with a warning.
    func click(_ tag: AnyHashable, modifiers: EventModifiers, anchor: Binding<AnyHashable?>, tags: (() -> [AnyHashable])?) {
        guard let value = tag.base as? Value else {
            RuntimeWarnings.emit("List: a row's tag \(tag.base) is not a \(Value.self), the selection's type; the row cannot be selected", fix: "tag the rows with values of \(Value.self)")
            return
        }
        switch self {
        case .single(let binding):
            if modifiers.contains(.control), binding.wrappedValue == value {
                binding.wrappedValue = nil
            } else {
                binding.wrappedValue = value
            }
            anchor.wrappedValue = tag
        case .multiple(let binding):
            if modifiers.contains(.shift), let from = anchor.wrappedValue, let tags = tags?() {
                binding.wrappedValue = Set(Self.range(from: from, to: tag, in: tags).compactMap { $0.base as? Value })
            } else if modifiers.contains(.control) {
                if binding.wrappedValue.contains(value) { binding.wrappedValue.remove(value) } else { binding.wrappedValue.insert(value) }
                anchor.wrappedValue = tag
            } else {
                binding.wrappedValue = [value]
                anchor.wrappedValue = tag
            }
        }
    }

    /// Up (`-1`) or Down (`1`): selects the row before or after the anchor (the first or last
    /// row when nothing is selected); `extending` (Shift, a set) keeps what is selected.
    func step(_ direction: Int, extending: Bool, anchor: Binding<AnyHashable?>, tags: [AnyHashable]) {
        guard !tags.isEmpty else { return }
        let current: AnyHashable? = switch self {
        case .single(let binding): binding.wrappedValue.map { AnyHashable($0) }
        case .multiple: anchor.wrappedValue
        }
        let next: Int
        if let current, let index = tags.firstIndex(of: current) {
            next = Swift.min(Swift.max(index + direction, 0), tags.count - 1)
        } else {
            next = direction > 0 ? 0 : tags.count - 1
        }
        let tag = tags[next]
        guard let value = tag.base as? Value else { return }
        switch self {
        case .single(let binding): binding.wrappedValue = value
        case .multiple(let binding):
            if extending { binding.wrappedValue.insert(value) } else { binding.wrappedValue = [value] }
        }
        anchor.wrappedValue = tag
    }

    /// The tags from `from` to `to` in list order (either way round); `to` alone when `from`
    /// is no longer in the list.
    static func range(from: AnyHashable, to: AnyHashable, in tags: [AnyHashable]) -> ArraySlice<AnyHashable> {
        guard let a = tags.firstIndex(of: from), let b = tags.firstIndex(of: to) else { return [to] }
        return tags[Swift.min(a, b)...Swift.max(a, b)]
    }
}

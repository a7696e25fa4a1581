/// A preview of a view, as DeveloperToolsSupport's `Preview`: what `#Preview` declares and
/// `tint-preview` draws. Write `#Preview { ... }` rather than calling the initializer.
@MainActor @preconcurrency
public struct Preview {
    /// The kind of traits a view's preview takes: `PreviewTrait<Preview.ViewTraits>`.
    public enum ViewTraits {}

    /// The name shown with the preview; nil shows where it is written instead.
    package let _name: String?
    /// The traits in the order written: a later layout replaces an earlier one.
    package let _traits: [PreviewTrait<ViewTraits>]
    /// Makes the previewed view (each time it is shown: a reloaded preview starts afresh).
    package let _makeView: @MainActor () -> any View

    /// A preview of the view `body` makes, with a name and traits (`.fixedLayout(width:height:)`,
    /// `.sizeThatFitsLayout`). `#Preview` expands into a call of this initializer.
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        _name = name
        _traits = traits
        _makeView = body
    }

    /// A preview from parts already gathered (a `PreviewProvider`'s).
    public init(_name: String?, _traits: [PreviewTrait<ViewTraits>], _makeView: @escaping @MainActor () -> any View) {
        self._name = _name
        self._traits = _traits
        self._makeView = _makeView
    }

    /// The layout the traits ask for: the last one written, or `.device`.
    package var _layout: PreviewLayout {
        var layout = PreviewLayout.device
        for trait in _traits {
            if case .layout(let chosen) = trait._kind { layout = chosen }
        }
        return layout
    }
}

/// What `#Preview` declares for each preview, as DeveloperToolsSupport's `PreviewRegistry`:
/// where the preview is written, and the preview. `tint-preview` finds the conforming types in
/// a built program (their conformance records), so a preview needs no list of its own.
public protocol PreviewRegistry {
    /// The file, as `#fileID` writes it: `Module/File.swift`.
    static var fileID: String { get }
    static var line: Int { get }
    static var column: Int { get }
    @MainActor static var preview: Preview { get }
}

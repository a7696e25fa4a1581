/// A type that produces previews, as SwiftUI's `PreviewProvider` (the form before `#Preview`,
/// still common): `tint-preview` finds conforming types as it finds `#Preview`s. The modifiers
/// `previewDisplayName(_:)` and `previewLayout(_:)` applied to `previews` name and size the
/// preview; `previews` draws as one preview.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on: a hint Tint does not need (it draws for the desktop).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms a preview may ask for, as SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// A device to preview on, as SwiftUI's `PreviewDevice`: a name, which Tint keeps and ignores.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// Carries a preview setting from a `PreviewProvider`'s `previews` to the preview: the content
/// draws unchanged (as in SwiftUI, these modifiers do nothing in a running app).
package struct _PreviewSettingModifier: ViewModifier {
    /// The display name set, or a trait.
    public enum Setting: Sendable, Equatable {
        case displayName(String?)
        case trait(_PreviewTraitKind)
        case device(PreviewDevice?)
    }

    public let setting: Setting

    public func body(content: Content) -> Content { content }
}

/// A view whose outermost modifiers are preview settings: how a provider's preview reads them.
@MainActor
package protocol _PreviewSettingCarrier {
    /// The setting of the outermost modifier, then the view it modifies.
    var _previewSetting: (_PreviewSettingModifier.Setting, any View) { get }
}

extension ModifiedContent: _PreviewSettingCarrier where Content: View, Modifier == _PreviewSettingModifier {
    package var _previewSetting: (_PreviewSettingModifier.Setting, any View) { (modifier.setting, content) }
}

extension View {
    /// The preview's name, shown with it (a `PreviewProvider`'s preview).
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(_PreviewSettingModifier(setting: .displayName(value)))
    }

    /// The size of the preview's container (a `PreviewProvider`'s preview).
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(_PreviewSettingModifier(setting: .trait(.layout(value))))
    }

    /// The device to preview on: kept, and ignored on the desktop.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(_PreviewSettingModifier(setting: .device(value)))
    }

    /// The device orientation to preview in: kept, and ignored on the desktop.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(_PreviewSettingModifier(setting: .trait(.orientation(value))))
    }
}

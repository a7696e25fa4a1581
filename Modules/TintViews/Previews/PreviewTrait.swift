import Foundation

/// A customization of a preview, as DeveloperToolsSupport's `PreviewTrait`: its layout or the
/// device orientation. Orientation traits change nothing on the desktop (as on macOS).
@MainActor @preconcurrency
public struct PreviewTrait<T> {
    /// What the trait sets.
    package let _kind: _PreviewTraitKind

    package init(_kind: _PreviewTraitKind) {
        self._kind = _kind
    }
}

/// What a preview trait sets.
package enum _PreviewTraitKind: Sendable, Equatable {
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview in a container the size of the device: on the desktop, as on macOS, sized to
    /// fit the view when offered a default window (800 x 600 points).
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { .init(_kind: .layout(.device)) }

    /// The container sized to the view when offered the device's size (800 x 600 points).
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { .init(_kind: .layout(.sizeThatFits)) }

    /// The view centred in a container of this size, in points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        .init(_kind: .layout(.fixed(width: width, height: height)))
    }

    public static var portrait: PreviewTrait<Preview.ViewTraits> { .init(_kind: .orientation(.portrait)) }
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { .init(_kind: .orientation(.landscapeLeft)) }
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { .init(_kind: .orientation(.landscapeRight)) }
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { .init(_kind: .orientation(.portraitUpsideDown)) }
}

/// The size of a preview's container, as DeveloperToolsSupport's `PreviewLayout`.
public enum PreviewLayout: Sendable, Equatable {
    /// The device's size; on the desktop the view is sized to fit, as `.sizeThatFits`.
    case device
    /// The container fits the view when offered the device's size (800 x 600 points).
    case sizeThatFits
    /// The view centred in a container of this size, in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation of a device's interface, as SwiftUI's `InterfaceOrientation`. Desktop windows
/// have none: previews take the value and draw the same.
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Hashable, Sendable {
    public let id: String

    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}

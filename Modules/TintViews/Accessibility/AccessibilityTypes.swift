import Foundation
import TintBoxes

/// What a view is to assistive technology beyond its role, as SwiftUI's `AccessibilityTraits`:
/// added with `.accessibilityAddTraits`, taken away with `.accessibilityRemoveTraits`.
/// `isHeader` makes an element a heading, `isButton` a push button, `isLink` a link, `isImage`
/// an image, `isToggle` a toggle button, `isSelected` selected; the others are kept and
/// change no role.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    package var bits: AccessibilityTraitBits

    package init(bits: AccessibilityTraitBits) { self.bits = bits }
    public init() { bits = [] }

    public static let isButton = Self(bits: .isButton)
    public static let isHeader = Self(bits: .isHeader)
    public static let isSelected = Self(bits: .isSelected)
    public static let isLink = Self(bits: .isLink)
    public static let isSearchField = Self(bits: .isSearchField)
    public static let isImage = Self(bits: .isImage)
    public static let playsSound = Self(bits: .playsSound)
    public static let isKeyboardKey = Self(bits: .isKeyboardKey)
    public static let isStaticText = Self(bits: .isStaticText)
    public static let isSummaryElement = Self(bits: .isSummaryElement)
    public static let updatesFrequently = Self(bits: .updatesFrequently)
    public static let startsMediaSession = Self(bits: .startsMediaSession)
    public static let allowsDirectInteraction = Self(bits: .allowsDirectInteraction)
    public static let causesPageTurn = Self(bits: .causesPageTurn)
    public static let isModal = Self(bits: .isModal)
    public static let isToggle = Self(bits: .isToggle)
    public static let isTabBar = Self(bits: .isTabBar)

    public func union(_ other: Self) -> Self { Self(bits: bits.union(other.bits)) }
    public func intersection(_ other: Self) -> Self { Self(bits: bits.intersection(other.bits)) }
    public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits.symmetricDifference(other.bits)) }
    public func contains(_ member: Self) -> Bool { bits.isSuperset(of: member.bits) }
    @discardableResult
    public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let had = contains(newMember)
        bits.formUnion(newMember.bits)
        return (!had, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: Self) -> Self? {
        guard contains(member) else { return nil }
        bits.subtract(member.bits)
        return member
    }
    @discardableResult
    public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember)
        bits.formUnion(newMember.bits)
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { bits.formUnion(other.bits) }
    public mutating func formIntersection(_ other: Self) { bits.formIntersection(other.bits) }
    public mutating func formSymmetricDifference(_ other: Self) { bits.formSymmetricDifference(other.bits) }
}

/// How an accessibility element is made of the views inside it, as SwiftUI's
/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    package let children: AccessibilityChildren

    /// The children are not read: the element says only what its modifiers say.
    public static let ignore = Self(children: .ignore)
    /// The children become one element: their labels read together, their actions its own.
    public static let combine = Self(children: .combine)
    /// The element holds the children, each an element of its own.
    public static let contain = Self(children: .contain)
}

/// A heading's level, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Sendable, Hashable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// The kind of an accessibility action, as SwiftUI's `AccessibilityActionKind`: `.default`
/// is the element's activation ("click"), `.escape` dismisses, `.magicTap` does the app's
/// most important thing, `.delete` deletes, `.showMenu` opens its menu.
public struct AccessibilityActionKind: Hashable, Sendable {
    package let name: String

    public init(named name: Text) { self.name = name.content }

    package init(actionName: String) { self.name = actionName }

    public static let `default` = Self(actionName: "click")
    public static let escape = Self(actionName: "escape")
    public static let magicTap = Self(actionName: "magic tap")
    public static let delete = Self(actionName: "delete")
    public static let showMenu = Self(actionName: "show menu")
}

/// Which way an adjustable element is moved, as SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
    case increment, decrement
}

/// A zoom asked for by assistive technology, as SwiftUI's `AccessibilityZoomGestureAction`.
public struct AccessibilityZoomGestureAction: Sendable {
    /// Which way to zoom.
    public enum Direction: Sendable, Hashable {
        case zoomIn, zoomOut
    }

    public let direction: Direction
    /// Where the zoom centres, in the view's points (its centre here).
    public let location: CGPoint
    /// The same point in the window.
    public let point: UnitPoint
}

/// How much a custom content entry matters, as SwiftUI's `AXCustomContent.Importance`.
public enum _AccessibilityCustomContentImportance: Sendable, Hashable {
    case `default`, high
}

/// SwiftUI spells the importance `AXCustomContent.Importance` (Accessibility framework).
public enum AXCustomContent {
    public typealias Importance = _AccessibilityCustomContentImportance
}

/// What kind of text a view holds, as SwiftUI's `AccessibilityTextContentType`: screen readers
/// read source code or a spreadsheet differently from prose.
public struct AccessibilityTextContentType: Hashable, Sendable {
    package let name: String

    public static let plain = Self(name: "plain")
    public static let console = Self(name: "console")
    public static let fileSystem = Self(name: "file system")
    public static let messaging = Self(name: "messaging")
    public static let narrative = Self(name: "narrative")
    public static let sourceCode = Self(name: "source code")
    public static let spreadsheet = Self(name: "spreadsheet")
    public static let wordProcessing = Self(name: "word processing")
}

// iOS-only API that real SwiftUI files carry, given the nearest desktop meaning so that they
// compile and behave sensibly on Linux: keyboard traits are kept in the environment (a desktop
// keyboard has no layouts to pick), a full-screen cover is a sheet, the size classes follow
// the window's size (compact below the widths and heights an iPad's split views use), the
// wheel and navigation-link picker styles are menus.

/// The on-screen keyboard a field asks for, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How a field capitalizes what is typed, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// When scrolling hides the on-screen keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// A pointer effect over a view, as SwiftUI's `HoverEffect` (iPadOS's pointer).
public struct HoverEffect: Hashable, Sendable {
    let name: String
    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

/// How wide or tall the space is, as SwiftUI's `UserInterfaceSizeClass`: on the desktop, from
/// the window's size (`EnvironmentValues.horizontalSizeClass`).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular

    /// The class of a window `length` points wide (or tall), split where iPadOS splits.
    package static func of(width: CGFloat) -> UserInterfaceSizeClass { width < 600 ? .compact : .regular }
    package static func of(height: CGFloat) -> UserInterfaceSizeClass { height < 450 ? .compact : .regular }
}

private struct KeyboardTypeKey: EnvironmentKey { static let defaultValue = UIKeyboardType.default }
private struct AutocapitalizationKey: EnvironmentKey { static let defaultValue: TextInputAutocapitalization? = nil }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }

extension EnvironmentValues {
    /// Whether the window is narrow (`.compact`, under 600 points) or wide: the host sets it
    /// from the window's width as it is resized.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// Whether the window is short (`.compact`, under 450 points) or tall.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The keyboard the fields here ask for.
    package var _keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }

    /// How the fields here capitalize.
    package var _autocapitalization: TextInputAutocapitalization? {
        get { self[AutocapitalizationKey.self] }
        set { self[AutocapitalizationKey.self] = newValue }
    }
}

extension View {
    /// Asks for an on-screen keyboard for the fields here (kept; a desktop keyboard has one
    /// layout).
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environment(\._keyboardType, type)
    }

    /// Sets how the fields here capitalize (kept; Tint's fields insert what is typed).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environment(\._autocapitalization, autocapitalization)
    }

    /// When scrolling here hides an on-screen keyboard: there is none on the desktop.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        self
    }

    /// Hides the status bar: a desktop window has none.
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        self
    }

    /// A pointer effect over the view (iPadOS): a desktop pointer shows the hover state of the
    /// controls themselves.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        self
    }

    /// Lets the view take edge swipes before the system: a desktop has no edge gestures.
    public func defersSystemGestures(on edges: Edge.Set) -> some View {
        self
    }

    /// Presents `content` over the whole window while `isPresented` is true: on the desktop,
    /// a sheet (Escape dismisses it).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                               @ViewBuilder content: @escaping @MainActor () -> Content) -> some View {
        sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a cover for `item` while it is not `nil`: a sheet on the desktop.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping @MainActor (Item) -> Content) -> some View {
        sheet(item: item, onDismiss: onDismiss, content: content)
    }
}

/// iOS's spinning wheel of options: a menu on the desktop, as SwiftUI's `WheelPickerStyle`
/// is on macOS's nearest control.
public struct WheelPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .menu } }
/// iOS's picker that pushes a list of options: a menu on the desktop, as SwiftUI's
/// `NavigationLinkPickerStyle`.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .menu } }

extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }

import Foundation
import TintViews

/// What an app's delegate is told and asked as the app runs, whichever adaptor holds it
/// (`@NSApplicationDelegateAdaptor`, `@UIApplicationDelegateAdaptor`): found among the `App`'s
/// stored properties when the app starts.
@MainActor
protocol ApplicationLifecycle {
    /// Before the first window opens.
    func willLaunch()
    /// After the first window opened.
    func didLaunch()
    /// Whether the app ends when its last window closes.
    func endsAfterLastWindowClosed() -> Bool
    /// Whether Quit may end the app now.
    func mayTerminate() -> Bool
    /// As the app ends.
    func willTerminate()
    /// A window's content with the delegate in its environment, when it is observable.
    func environment(_ content: AnyView) -> AnyView
}

extension ApplicationLifecycle {
    /// Puts `delegate` in the environment as SwiftUI does: an `ObservableObject` as an
    /// environment object, an `@Observable` one by its type.
    func environment(_ content: AnyView, delegate: AnyObject) -> AnyView {
        var content = content
        if let object = delegate as? any ObservableObject { content = Self.inject(object, into: content) }
        if let observable = delegate as? any Observable & AnyObject { content = Self.inject(observable, into: content) }
        return content
    }

    private static func inject<O: ObservableObject>(_ object: O, into content: AnyView) -> AnyView {
        AnyView(content.environmentObject(object))
    }

    private static func inject<O: Observable & AnyObject>(_ object: O, into content: AnyView) -> AnyView {
        AnyView(content.environment(object))
    }
}

/// A property of an `App` that holds a delegate: the adaptors.
@MainActor
protocol ApplicationDelegateHolder {
    var lifecycle: any ApplicationLifecycle { get }
}

enum ApplicationDelegates {
    /// The lifecycle of the delegate `app` holds, if it has an adaptor among its stored
    /// properties.
    @MainActor
    static func lifecycle<A: App>(of app: A) -> (any ApplicationLifecycle)? {
        for child in Mirror(reflecting: app).children {
            if let holder = child.value as? any ApplicationDelegateHolder { return holder.lifecycle }
        }
        return nil
    }
}

// MARK: AppKit

/// The running application, as much of AppKit's `NSApplication` as SwiftUI apps touch:
/// `NSApplication.shared` (or `NSApp`), `terminate(_:)`, activation and the activation policy.
@MainActor
public final class NSApplication {
    /// What `applicationShouldTerminate(_:)` answers.
    public enum TerminateReply: UInt, Sendable {
        case terminateCancel = 0
        case terminateNow = 1
        /// Treated as Cancel: Tint does not wait for a later `reply(toApplicationShouldTerminate:)`.
        case terminateLater = 2
    }

    /// How the app shows itself: accepted and kept; every Tint app has windows and a menu bar.
    public enum ActivationPolicy: Int, Sendable {
        case regular = 0
        case accessory = 1
        case prohibited = 2
    }

    public static let shared = NSApplication()

    public static let willFinishLaunchingNotification = Notification.Name("NSApplicationWillFinishLaunchingNotification")
    public static let didFinishLaunchingNotification = Notification.Name("NSApplicationDidFinishLaunchingNotification")
    public static let willTerminateNotification = Notification.Name("NSApplicationWillTerminateNotification")
    public static let didBecomeActiveNotification = Notification.Name("NSApplicationDidBecomeActiveNotification")

    /// The app's delegate (the adaptor's, once the app has started).
    public weak var delegate: (any NSApplicationDelegate)?
    /// Whether the app is running and in front (true once it has started, until it ends).
    public private(set) var isActive = false
    private var policy = ActivationPolicy.regular
    /// Asks the running app to quit, as its Quit item does.
    var quit: (@MainActor () -> Void)?

    private init() {}

    /// Quits as the Quit item does: the delegate may refuse, and unsaved documents ask first.
    public func terminate(_ sender: Any?) {
        guard let quit else {
            RuntimeWarnings.emit("NSApplication.terminate: no Tint app is running; nothing ends", fix: "call it from an App started with App.main() or HeadlessApp")
            return
        }
        quit()
    }

    /// Brings the app forward: its windows are the desktop's, so this asks nothing of them.
    public func activate(ignoringOtherApps flag: Bool) { isActive = true }
    public func activate() { isActive = true }
    public func deactivate() {}
    public func hide(_ sender: Any?) {}
    public func unhide(_ sender: Any?) {}

    @discardableResult
    public func setActivationPolicy(_ activationPolicy: ActivationPolicy) -> Bool {
        policy = activationPolicy
        return true
    }

    public func activationPolicy() -> ActivationPolicy { policy }

    func started(quit: @escaping @MainActor () -> Void) {
        self.quit = quit
        isActive = true
    }

    func ended() {
        quit = nil
        isActive = false
    }
}

/// The running application, as `NSApplication.shared`.
@MainActor
public var NSApp: NSApplication! { NSApplication.shared }

/// An AppKit application delegate, as AppKit's `NSApplicationDelegate`: every method is
/// optional (an extension gives each a default). `applicationShouldTerminateAfterLastWindowClosed`
/// defaults to true here (macOS's is false): a Linux desktop has no Dock to bring a windowless
/// app back from, so an app without a delegate's answer ends with its last window.
@MainActor
public protocol NSApplicationDelegate: NSObjectProtocol {
    func applicationWillFinishLaunching(_ notification: Notification)
    func applicationDidFinishLaunching(_ notification: Notification)
    func applicationDidBecomeActive(_ notification: Notification)
    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool
    func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply
    func applicationWillTerminate(_ notification: Notification)
}

extension NSApplicationDelegate {
    public func applicationWillFinishLaunching(_ notification: Notification) {}
    public func applicationDidFinishLaunching(_ notification: Notification) {}
    public func applicationDidBecomeActive(_ notification: Notification) {}
    public func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { true }
    public func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply { .terminateNow }
    public func applicationWillTerminate(_ notification: Notification) {}
}

/// Makes an app's AppKit delegate and keeps it for the app's life, as SwiftUI's
/// `@NSApplicationDelegateAdaptor`: Tint calls it as the app launches (will/did finish
/// launching, did become active), when the last window closes (should terminate after last
/// window closed) and on Quit (should terminate, will terminate). A delegate that is an
/// `ObservableObject` or `@Observable` is also in the views' environment.
@MainActor @propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType: NSObject & NSApplicationDelegate>: ApplicationDelegateHolder {
    public let wrappedValue: DelegateType

    #if Previews
    /// Makes the delegate with its class's `init()`. `makeDelegate` is expanded where the
    /// adaptor is written, where the class is concrete (see `#_makeDelegate`).
    public init(_ delegateType: DelegateType.Type = DelegateType.self, _makeDelegate makeDelegate: () -> DelegateType = #_makeDelegate) {
        wrappedValue = makeDelegate()
    }
    #else
    @available(*, unavailable, message: "the adaptor makes its delegate through a macro: turn on Tint's package trait Previews (on by default)")
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        fatalError("unavailable")
    }
    #endif

    var lifecycle: any ApplicationLifecycle { AppKitLifecycle(delegate: wrappedValue) }
}

extension NSApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// `$delegate`: bindings to the delegate's published properties.
    public var projectedValue: ObservedObject<DelegateType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

@MainActor
private struct AppKitLifecycle: ApplicationLifecycle {
    let delegate: any NSApplicationDelegate

    func willLaunch() {
        NSApplication.shared.delegate = delegate
        delegate.applicationWillFinishLaunching(Notification(name: NSApplication.willFinishLaunchingNotification))
    }

    func didLaunch() {
        delegate.applicationDidFinishLaunching(Notification(name: NSApplication.didFinishLaunchingNotification))
        delegate.applicationDidBecomeActive(Notification(name: NSApplication.didBecomeActiveNotification))
    }

    func endsAfterLastWindowClosed() -> Bool { delegate.applicationShouldTerminateAfterLastWindowClosed(.shared) }
    func mayTerminate() -> Bool { delegate.applicationShouldTerminate(.shared) == .terminateNow }
    func willTerminate() { delegate.applicationWillTerminate(Notification(name: NSApplication.willTerminateNotification)) }
    func environment(_ content: AnyView) -> AnyView { environment(content, delegate: delegate) }
}

// MARK: UIKit

/// The running application, as much of UIKit's `UIApplication` as SwiftUI apps touch:
/// `UIApplication.shared`, its state, opening URLs and the idle timer.
@MainActor
public final class UIApplication {
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    /// The keys of the options an app is launched with: Tint launches with none.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }

    /// The keys of `open(_:options:completionHandler:)`'s options: accepted, unused.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    public static let shared = UIApplication()

    public weak var delegate: (any UIApplicationDelegate)?
    public private(set) var applicationState: State = .background
    /// Accepted and kept: Tint does not hold the screen saver off.
    public var isIdleTimerDisabled = false
    public var applicationIconBadgeNumber = 0

    private init() {}

    /// Opens `url` with the desktop's opener (`xdg-open`); `completion` hears whether it did.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        OpenURLAction { _ in .systemAction }(url) { opened in completion?(opened) }
    }

    /// Whether a URL has a scheme the desktop could open.
    public func canOpenURL(_ url: URL) -> Bool { !(url.scheme ?? "").isEmpty }

    func started(with delegate: (any UIApplicationDelegate)?) {
        if let delegate { self.delegate = delegate }
        applicationState = .active
    }

    func ended() { applicationState = .background }
}

/// A UIKit application delegate, as UIKit's `UIApplicationDelegate`: every method optional.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
}

/// Makes an app's UIKit delegate and keeps it for the app's life, as SwiftUI's
/// `@UIApplicationDelegateAdaptor`: told as the app launches and as it ends.
@MainActor @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: ApplicationDelegateHolder {
    public let wrappedValue: DelegateType

    #if Previews
    /// Makes the delegate with its class's `init()`. `makeDelegate` is expanded where the
    /// adaptor is written, where the class is concrete (see `#_makeDelegate`).
    public init(_ delegateType: DelegateType.Type = DelegateType.self, _makeDelegate makeDelegate: () -> DelegateType = #_makeDelegate) {
        wrappedValue = makeDelegate()
    }
    #else
    @available(*, unavailable, message: "the adaptor makes its delegate through a macro: turn on Tint's package trait Previews (on by default)")
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        fatalError("unavailable")
    }
    #endif

    var lifecycle: any ApplicationLifecycle { UIKitLifecycle(delegate: wrappedValue) }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    public var projectedValue: ObservedObject<DelegateType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

@MainActor
private struct UIKitLifecycle: ApplicationLifecycle {
    let delegate: any UIApplicationDelegate

    func willLaunch() {
        UIApplication.shared.started(with: delegate)
        _ = delegate.application(.shared, willFinishLaunchingWithOptions: nil)
    }

    func didLaunch() {
        _ = delegate.application(.shared, didFinishLaunchingWithOptions: nil)
        delegate.applicationDidBecomeActive(.shared)
    }

    /// An iOS app has no last window to close: it ends with it here, as every Tint app.
    func endsAfterLastWindowClosed() -> Bool { true }
    func mayTerminate() -> Bool { true }
    func willTerminate() {
        delegate.applicationWillTerminate(.shared)
        UIApplication.shared.ended()
    }

    func environment(_ content: AnyView) -> AnyView { environment(content, delegate: delegate) }
}

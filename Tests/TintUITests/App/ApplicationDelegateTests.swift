import Foundation
import Testing
@testable import TintUI

/// What the delegate was told, in order (a class of the test, as an app's own delegate).
private final class LifecycleDelegate: NSObject, NSApplicationDelegate, ObservableObject {
    var calls: [String] = []
    var keepsRunning = false
    var refusesToQuit = false
    @Published var greeting = "Hello from the delegate"

    func applicationWillFinishLaunching(_ notification: Notification) { calls.append("willFinishLaunching") }
    func applicationDidFinishLaunching(_ notification: Notification) { calls.append("didFinishLaunching") }
    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool {
        calls.append("shouldTerminateAfterLastWindowClosed")
        return !keepsRunning
    }
    func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply {
        calls.append("shouldTerminate")
        return refusesToQuit ? .terminateCancel : .terminateNow
    }
    func applicationWillTerminate(_ notification: Notification) { calls.append("willTerminate") }
}

private struct GreetingView: View {
    @EnvironmentObject var delegate: LifecycleDelegate
    var body: some View { Text(delegate.greeting) }
}

private struct LifecycleApp: App {
    @NSApplicationDelegateAdaptor(LifecycleDelegate.self) var appDelegate
    var body: some Scene {
        WindowGroup("Main") { GreetingView() }
    }
}

/// The short form real files use: the type from the property's annotation.
private struct AnnotatedApp: App {
    @NSApplicationDelegateAdaptor private var appDelegate: LifecycleDelegate
    var body: some Scene { WindowGroup { Text("x") } }
    var delegate: LifecycleDelegate { appDelegate }
}

private final class PhoneDelegate: NSObject, UIApplicationDelegate {
    var calls: [String] = []
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        calls.append("didFinishLaunching")
        return true
    }
    func applicationWillTerminate(_ application: UIApplication) { calls.append("willTerminate") }
}

private struct PhoneApp: App {
    @UIApplicationDelegateAdaptor(PhoneDelegate.self) var appDelegate
    var body: some Scene { WindowGroup { Text("phone") } }
}

@MainActor struct ApplicationDelegateTests {
    @Test func theDelegateHearsTheLaunchAndTheEnd() {
        let app = LifecycleApp()
        let headless = HeadlessApp(app)
        #expect(app.appDelegate.calls == ["willFinishLaunching", "didFinishLaunching"])
        #expect(NSApplication.shared.delegate === app.appDelegate)
        headless.closeWindow(headless.windows[0])
        #expect(app.appDelegate.calls.suffix(3) == ["shouldTerminateAfterLastWindowClosed", "shouldTerminate", "willTerminate"])
        #expect(!headless.isRunning)
    }

    @Test func aDelegateThatAnswersFalseKeepsTheAppRunningWithoutAWindow() {
        let app = LifecycleApp()
        app.appDelegate.keepsRunning = true
        let headless = HeadlessApp(app)
        headless.closeWindow(headless.windows[0])
        #expect(headless.isRunning)
        #expect(headless.windows.isEmpty)
        #expect(!app.appDelegate.calls.contains("willTerminate"))
        // NSApp.terminate ends it, as Quit does.
        NSApp.terminate(nil)
        #expect(!headless.isRunning)
        #expect(app.appDelegate.calls.suffix(2) == ["shouldTerminate", "willTerminate"])
    }

    @Test func aDelegateCanCancelQuit() {
        let app = LifecycleApp()
        app.appDelegate.refusesToQuit = true
        let headless = HeadlessApp(app)
        let quit = try! #require(headless.menuItems.first { $0.hasSuffix("/Quit \(AppIdentity.name)") || $0.hasSuffix("/Quit") })
        headless.performMenuItem(quit)
        #expect(headless.isRunning)
        #expect(headless.windows.count == 1)
        #expect(!app.appDelegate.calls.contains("willTerminate"))
        app.appDelegate.refusesToQuit = false
        NSApplication.shared.terminate(nil)
        #expect(!headless.isRunning)
    }

    @Test func anObservableDelegateIsAnEnvironmentObject() {
        let app = LifecycleApp()
        let headless = HeadlessApp(app)
        headless.renderFrame()
        #expect(headless.windows[0].texts().contains("Hello from the delegate"))
        app.appDelegate.greeting = "Changed"
        headless.renderFrame()
        #expect(headless.windows[0].texts().contains("Changed"))
    }

    @Test func theAdaptorMakesOneDelegateOfTheAnnotatedType() {
        let app = AnnotatedApp()
        _ = HeadlessApp(app)
        #expect(app.delegate.calls == ["willFinishLaunching", "didFinishLaunching"])
    }

    @Test func aUIKitDelegateHearsTheLaunchAndTheEnd() {
        let app = PhoneApp()
        let headless = HeadlessApp(app)
        #expect(app.appDelegate.calls == ["didFinishLaunching"])
        #expect(UIApplication.shared.applicationState == .active)
        headless.closeWindow(headless.windows[0])
        #expect(app.appDelegate.calls == ["didFinishLaunching", "willTerminate"])
        #expect(UIApplication.shared.applicationState == .background)
    }
}

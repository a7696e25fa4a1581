import Foundation
import TintSDL
import TintViews

/// A Tint application, as SwiftUI's `App`: mark it `@main` and describe its window in `body`.
///
/// ```swift
/// @main
/// struct Notes: App {
///     var body: some Scene {
///         WindowGroup("Notes") { NotesView() }
///             .defaultSize(width: 800, height: 600)
///     }
/// }
/// ```
///
/// `main()` opens the window and runs its event loop until the window closes (exit status 0).
/// With no display it prints what to install or set and exits with status 1.
@MainActor
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// Opens the app's window and runs it; never returns.
    public static func main() {
        // Started by `tint-preview`: the previews instead of the app.
        PreviewSession.runIfRequested()
        let app = Self()
        let window = app.body._window
        do {
            let host = try window.open()
            try host.run()
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("\(window.title): \(error)\n".utf8))
            exit(1)
        }
    }
}

/// A part of an app's interface, as SwiftUI's `Scene`. Tint apps have one window.
@MainActor
public protocol Scene {
    /// The window this scene describes.
    /// Public because it is the requirement of the public `Scene` protocol, as SwiftUI's `Scene`
    /// carries underscored requirements (`_makeScene`); apps never spell it.
    var _window: WindowDescription { get }
}

/// What a scene's window is: its title, size and content.
@MainActor
public struct WindowDescription {
    public var title: String
    public var width: Int = 800
    public var height: Int = 600
    public var minimumSize: (width: Int, height: Int)?
    public var resizability: WindowResizability = .automatic
    /// Opens the window with the content.
    let makeHost: @MainActor (WindowDescription) throws(SDLError) -> WindowHost

    /// Opens the window; throws, saying what to install or set, when there is no display.
    public func open() throws(SDLError) -> WindowHost {
        let host = try makeHost(self)
        host.window.isResizable = resizability != .contentSize
        if let minimumSize { host.window.setMinimumSize(width: minimumSize.width, height: minimumSize.height) }
        return host
    }
}

/// Whether the user may resize a window, as SwiftUI's `WindowResizability`.
public enum WindowResizability: Sendable {
    /// Resizable (Tint's default).
    case automatic
    /// Fixed at its size.
    case contentSize
    /// Resizable, but not below its size.
    case contentMinSize
}

/// The app's window with its content, as SwiftUI's `WindowGroup` (one window in Tint).
public struct WindowGroup<Content: View>: Scene {
    public var _window: WindowDescription

    public init(_ title: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        _window = WindowDescription(title: title) { description throws(SDLError) in
            try WindowHost(rootView: content(), title: description.title, width: description.width, height: description.height)
        }
    }

    public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init("Tint", content: content)
    }
}

/// A scene with changed window settings.
package struct _ModifiedScene: Scene {
    public var _window: WindowDescription
}

extension Scene {
    /// The window's size when it opens, in points.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        var window = _window
        window.width = width.isFinite ? Swift.max(1, Int(width.rounded())) : window.width
        window.height = height.isFinite ? Swift.max(1, Int(height.rounded())) : window.height
        return _ModifiedScene(_window: window)
    }

    /// Whether and how far the window can be resized. `.contentMinSize` keeps it at least
    /// as large as its default size.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        var window = _window
        window.resizability = resizability
        if resizability == .contentMinSize { window.minimumSize = (window.width, window.height) }
        return _ModifiedScene(_window: window)
    }
}

/// Builds an app's scenes, as SwiftUI's `SceneBuilder` (one scene in Tint).
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
}

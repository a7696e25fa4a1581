import Foundation
import TintSDL
import TintViews

/// A Tint application, as SwiftUI's `App`: mark it `@main` and describe its scenes in `body`.
///
/// ```swift
/// @main
/// struct Notes: App {
///     var body: some Scene {
///         WindowGroup("Notes") { NotesView() }
///             .defaultSize(width: 800, height: 600)
///         Settings { NotesSettings() }
///     }
/// }
/// ```
///
/// `main()` opens the first window scene's window and runs until the app ends: its last window
/// closed, or Quit (exit status 0).
/// With no display it prints what to install or set and exits with status 1.
@MainActor
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// Opens the app's first window and runs it; never returns.
    public static func main() {
        // Started by `tint-preview`: the previews instead of the app.
        PreviewSession.runIfRequested()
        do {
            try DesktopApp(Self()).run()
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("\(AppIdentity.name): \(error)\n".utf8))
            exit(1)
        }
    }
}

extension App {
    /// Opens the window of the scene the app starts with (nil: the app has none), at the
    /// scene's size and resizability; throws, saying what to install or set, when there is no
    /// display.
    package func openLaunchWindow() throws(SDLError) -> WindowHost? {
        let scenes = SceneList(body)
        guard let launch = scenes.launchScene else { return nil }
        let definition = scenes.definitions[launch]
        var content = definition.content(definition.valueType == nil ? nil : WindowValue(definition.defaultValue?()))
        for wrap in definition.wrappers { content = wrap(content) }
        let host = try WindowHost(rootView: content, title: definition.title, width: definition.width, height: definition.height)
        host.window.isResizable = definition.resizability != .contentSize
        if let minimumSize = definition.minimumSize { host.window.setMinimumSize(width: minimumSize.width, height: minimumSize.height) }
        return host
    }
}

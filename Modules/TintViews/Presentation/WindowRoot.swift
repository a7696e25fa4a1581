/// What a window shows: the app's view, and over it the sheets, alerts, dialogs, popovers and
/// menus its views present, each on its own layer (the host wraps the root view in it).
package struct _WindowRoot<Content: View>: View {
    public typealias Body = Never
    public var content: Content
    /// The window's presentations board, when the host posts on it too (its file dialog);
    /// nil: the root keeps its own.
    package var presentations: _Board<_Presentation>?

    public init(_ content: Content, presentations: _Board<_Presentation>? = nil) {
        self.content = content
        self.presentations = presentations
    }
}

/// A view presented over the window (a sheet with its backdrop, an alert), posted by the
/// presenting view to `EnvironmentValues._presentations`.
package struct _Presentation: _EnvironmentCapturing {
    /// The layer: the backdrop and the presented view, laid out over the whole window.
    public var view: AnyView
    /// The presenter's environment: the presented view inherits it, as in SwiftUI.
    public var environment = EnvironmentValues()

    public init(view: AnyView) {
        self.view = view
    }

    package mutating func _capture(_ environment: EnvironmentValues) {
        self.environment = environment
    }
}

private struct PresentationLevelKey: EnvironmentKey {
    static let defaultValue = 0
}

private struct PresentationsKey: EnvironmentKey {
    static let defaultValue: _Board<_Presentation>? = nil
}

extension EnvironmentValues {
    /// How many presentations the view is inside (0: the window's own views).
    package var _presentationLevel: Int {
        get { self[PresentationLevelKey.self] }
        set { self[PresentationLevelKey.self] = newValue }
    }

    /// The window's presentation layers; `nil` outside a window host.
    package var _presentations: _Board<_Presentation>? {
        get { self[PresentationsKey.self] }
        set { self[PresentationsKey.self] = newValue }
    }
}

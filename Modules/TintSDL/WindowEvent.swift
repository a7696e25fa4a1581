import TintCore

/// An input or window event, translated from SDL into points.
public enum WindowEvent: Equatable, Sendable {
    /// The app is asked to end (the session is ending, or SDL's quit request).
    case quit
    /// The window's close button was pressed.
    case closeRequested
    case mouseDown(CGPoint)
    case mouseUp(CGPoint)
    case mouseMoved(CGPoint)
    /// The secondary (right) button was released at a point: a context click.
    case secondaryClick(CGPoint)
    /// The window's drawable size changed, in pixels.
    case resized(width: Int, height: Int)
    /// The window must be drawn again (uncovered, restored).
    case exposed
    /// The window took or lost the keyboard focus, or was minimized or restored.
    case activation(WindowActivation)
    /// The mouse wheel turned over `at` (the pointer's position): `dx`, `dy` in points to
    /// scroll the content by (positive `dy` shows what is further down).
    case wheel(at: CGPoint, dx: CGFloat, dy: CGFloat)
    /// Two or more fingers moved on a touch surface around `at` (the pointer's position): the
    /// distance between them grew by the factor `scale` and they turned by `radians`
    /// (clockwise) since the last such event.
    case touchTransform(at: CGPoint, scale: CGFloat, radians: Double)
    /// A key went down: its SDL key name ("T", "Escape", "Left") and whether Ctrl and Shift
    /// were held.
    /// `isRepeat`: the keyboard's repeat of a held key; `alt`: Alt was held (SwiftUI's Option).
    case keyDown(name: String, control: Bool, shift: Bool, isRepeat: Bool, alt: Bool = false)
    /// Files were dropped on the window from a file manager, over `at` (the pointer's position).
    case filesDropped([String], at: CGPoint)
    /// A key came up: its SDL key name.
    case keyUp(name: String)
    /// Text typed (after the keyboard layout and any input method), in UTF-8.
    case textInput(String)
    /// An input method's pre-edit text (composition under way; empty: it ended).
    case textEditing(String)
    /// The app asked for a frame from outside an event (a model changed, maybe on another
    /// thread): `SDLWindow.pushWake()`.
    case wake
}

/// Whether a window is in front: what `ScenePhase` reports to its views.
public enum WindowActivation: Equatable, Sendable {
    /// It has the keyboard focus.
    case focused
    /// Shown, without the focus.
    case unfocused
    /// Minimized: not shown.
    case minimized
}

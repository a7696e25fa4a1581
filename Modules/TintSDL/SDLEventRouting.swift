import CSDL2
import Foundation
import TintCore

/// SDL has one event queue for all of a program's windows: each event names its window by id.
/// These read the queue for several windows and hand each event to the window it is for.
extension SDLWindow {
    /// SDL's id of the window, as its events name it.
    public var windowID: UInt32 { SDL_GetWindowID(window) }

    /// Waits up to `timeout` seconds (forever when nil) for the next event for one of `windows`:
    /// the window it is for (nil for an event of no window: the app's quit request, a wake)
    /// and the event. nil on timeout.
    public static func nextEvent(for windows: [SDLWindow], timeout: Double?) -> (window: SDLWindow?, event: WindowEvent)? {
        var event = SDL_Event()
        while true {
            let got: Int32
            if let timeout { got = SDL_WaitEventTimeout(&event, Int32(Swift.max(0, timeout * 1000))) } else { got = SDL_WaitEvent(&event) }
            guard got != 0 else { return nil }
            if let routed = route(event, among: windows) { return routed }
            if timeout != nil { return nil }
        }
    }

    /// The next already-queued event for one of `windows`, without waiting.
    public static func pollEvent(for windows: [SDLWindow]) -> (window: SDLWindow?, event: WindowEvent)? {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let routed = route(event, among: windows) { return routed }
        }
        return nil
    }

    /// The event translated by the window it names; events that name none (a touch gesture)
    /// go to the window with the keyboard focus, else the first.
    private static func route(_ event: SDL_Event, among windows: [SDLWindow]) -> (window: SDLWindow?, event: WindowEvent)? {
        let type = SDL_EventType(event.type)
        if type == SDL_QUIT { return (nil, .quit) }
        if type == SDL_USEREVENT { return (nil, .wake) }
        let id: UInt32? = switch type {
        case SDL_WINDOWEVENT: event.window.windowID
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: event.button.windowID
        case SDL_MOUSEMOTION: event.motion.windowID
        case SDL_MOUSEWHEEL: event.wheel.windowID
        case SDL_KEYDOWN, SDL_KEYUP: event.key.windowID
        case SDL_TEXTINPUT: event.text.windowID
        case SDL_TEXTEDITING: event.edit.windowID
        case SDL_TEXTEDITING_EXT: event.editExt.windowID
        case SDL_DROPBEGIN, SDL_DROPFILE, SDL_DROPCOMPLETE: event.drop.windowID
        default: nil
        }
        let focused = SDL_GetKeyboardFocus().map { SDL_GetWindowID($0) }
        let open = windows.filter { !$0.isClosed }
        let target = open.first { $0.windowID == (id ?? focused) } ?? (id == nil ? open.first : nil)
        guard let target, let translated = target.translate(event) else { return nil }
        return (target, translated)
    }
}

extension SDLWindow {
    /// Moves the window to `point` of the usable area of the display it is on, as a fraction
    /// of the room around it (0, 0: the top-left corner; 0.5, 0.5: centred).
    public func place(at point: UnitPoint) {
        guard !isClosed else { return }
        var bounds = SDL_Rect()
        let display = SDL_GetWindowDisplayIndex(window)
        guard display >= 0, SDL_GetDisplayUsableBounds(display, &bounds) == 0 else { return }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        let x = bounds.x + Int32((CGFloat(Swift.max(0, bounds.w - w)) * point.x.clamped01).rounded())
        let y = bounds.y + Int32((CGFloat(Swift.max(0, bounds.h - h)) * point.y.clamped01).rounded())
        SDL_SetWindowPosition(window, x, y)
    }
}

private extension CGFloat {
    var clamped01: CGFloat { isFinite ? Swift.min(1, Swift.max(0, self)) : 0.5 }
}

import TintBoxes

import Foundation

/// How large controls are, as SwiftUI's `ControlSize`. Accepted for source compatibility: Tint
/// draws every control at the regular size for now.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// How text fields draw, as SwiftUI's `TextFieldStyle` values: `.roundedBorder` and
/// `.automatic` draw the bordered field, `.plain` the text alone.
/// Public because it is the requirement of the public `TextFieldStyle` protocol, as SwiftUI's
/// `TextFieldStyle` carries an underscored requirement (`_body(configuration:)`); apps never spell
/// it.
public struct _TextFieldStyleKind: Equatable, Hashable, Sendable {
    let rawValue: Int
    public static let bordered = _TextFieldStyleKind(rawValue: 0)
    public static let plain = _TextFieldStyleKind(rawValue: 1)
}

/// A text field style, as SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle: Sendable {
    var _kind: _TextFieldStyleKind { get }
}

/// The platform's text field style, as SwiftUI's `DefaultTextFieldStyle`: bordered.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {}; public var _kind: _TextFieldStyleKind { .bordered } }
/// A text field with a border, as SwiftUI's `RoundedBorderTextFieldStyle` (Tint draws every
/// border alike).
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {}; public var _kind: _TextFieldStyleKind { .bordered } }
/// A text field with a square border, as SwiftUI's `SquareBorderTextFieldStyle` (drawn as the
/// bordered one).
public struct SquareBorderTextFieldStyle: TextFieldStyle { public init() {}; public var _kind: _TextFieldStyleKind { .bordered } }
/// A text field without a border, as SwiftUI's `PlainTextFieldStyle`.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {}; public var _kind: _TextFieldStyleKind { .plain } }

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }
extension TextFieldStyle where Self == SquareBorderTextFieldStyle { public static var squareBorder: SquareBorderTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }

/// What Return in a text field triggers, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The `.onSubmit` actions around a text field, innermost first.
package struct _SubmitActions: Equatable, @unchecked Sendable {
    let actions: [@MainActor () -> Void]
    /// Compared by count: a new closure each body must not re-run every field below.
    package static func == (a: _SubmitActions, b: _SubmitActions) -> Bool { a.actions.count == b.actions.count }

    @MainActor
    func run() { for action in actions { action() } }
}

private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = _TextFieldStyleKind.bordered }
private struct SubmitKey: EnvironmentKey { static let defaultValue = _SubmitActions(actions: []) }

extension EnvironmentValues {
    /// The tint of the controls here (`.tint`, `.accentColor`); `nil`: the accent colour.
    package var _tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The controls' size (`.controlSize`).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    package var _textFieldStyle: _TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }

    package var _onSubmit: _SubmitActions {
        get { self[SubmitKey.self] }
        set { self[SubmitKey.self] = newValue }
    }
}

/// `.onSubmit`: adds an action to the ones Return runs in the text fields below.
package struct _SubmitModifier: ViewModifier {
    let action: @MainActor () -> Void
    @Environment(\._onSubmit) private var outer

    public func body(content: Content) -> some View {
        content.environment(\._onSubmit, _SubmitActions(actions: [action] + outer.actions))
    }
}

extension View {
    /// Colours the controls here (switches, checkboxes, sliders, progress bars, prominent
    /// buttons, list selections) with `tint` instead of the accent colour.
    public func tint(_ tint: Color?) -> some View {
        environment(\._tint, tint)
    }

    /// The older spelling of `.tint` (deprecated in SwiftUI, still common).
    public func accentColor(_ accentColor: Color?) -> some View {
        environment(\._tint, accentColor)
    }

    /// Sets the size of the controls here (accepted; Tint draws the regular size).
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// Sets how the text fields here draw.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\._textFieldStyle, style._kind)
    }

    /// Runs `action` when Return is pressed in a text field below.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(_SubmitModifier(action: action))
    }
}

/// Opens URLs, as SwiftUI's `OpenURLAction`: read it with `@Environment(\.openURL)`, or set
/// one to handle the URLs a `Link` opens. By default the desktop opens them (`xdg-open`).
public struct OpenURLAction: Equatable, @unchecked Sendable {
    /// What a handler did with a URL, as SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, system(URL?) }
        let kind: Kind
        public static let handled = Result(kind: .handled)
        public static let discarded = Result(kind: .discarded)
        public static let systemAction = Result(kind: .system(nil))
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
    }

    let handler: @MainActor (URL) -> Result
    package let id: Int

    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
        id = OpenURLAction.nextID()
    }

    private static let counter = Counter()
    private final class Counter: @unchecked Sendable {
        let lock = NSLock()
        var value = 0
    }
    private static func nextID() -> Int {
        counter.lock.lock()
        defer { counter.lock.unlock() }
        counter.value += 1
        return counter.value
    }

    @MainActor
    public func callAsFunction(_ url: URL) {
        switch handler(url).kind {
        case .handled, .discarded: break
        case .system(let other): Self.openWithDesktop(other ?? url)
        }
    }

    /// Opens `url`, then tells `completion` whether it was opened: true when a handler took it
    /// or the desktop's opener ran and succeeded, false when it was discarded or could not be
    /// opened. The desktop's answer comes when its opener exits, on the main actor.
    @MainActor
    public func callAsFunction(_ url: URL, completion: @escaping @MainActor (_ accepted: Bool) -> Void) {
        switch handler(url).kind {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .system(let other):
            guard let process = Self.openWithDesktop(other ?? url) else {
                completion(false)
                return
            }
            let previous = process.terminationHandler
            process.terminationHandler = { finished in
                previous?(finished)
                let accepted = finished.terminationStatus == 0
                Task { @MainActor in completion(accepted) }
            }
        }
    }

    /// Hands `url` to the desktop (`xdg-open`, found in `searchPath`); says so when it cannot,
    /// and returns the process started, if one was.
    ///
    /// Only an absolute URL is handed over: a relative one (`-x`, `notes.txt`) means nothing to
    /// the desktop, and one beginning with `-` would reach xdg-open as an option. xdg-open is
    /// looked for on the search path rather than run through `env`, so a desktop without it is
    /// told apart from one that could not open the URL (its exit status, warned about too).
    @discardableResult
    package static func openWithDesktop(_ url: URL, searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? "") -> Process? {
        guard let scheme = url.scheme, !scheme.isEmpty, !url.absoluteString.hasPrefix("-") else {
            RuntimeWarnings.emit("openURL: \(url.absoluteString) is not an absolute URL (with a scheme such as https: or file:); it was not opened", fix: "pass an absolute URL, such as https://example.org or file:///home/me/notes.txt")
            return nil
        }
        let folders = searchPath.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        guard let opener = folders.map({ ($0 as NSString).appendingPathComponent("xdg-open") }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            RuntimeWarnings.emit("openURL: xdg-open was not found (install xdg-utils); \(url.absoluteString) was not opened", fix: "install xdg-utils (apt-get install xdg-utils)")
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url.absoluteString]
        let shown = url.absoluteString
        process.terminationHandler = { finished in
            if finished.terminationStatus != 0 {
                RuntimeWarnings.emit("openURL: xdg-open could not open \(shown) (exit status \(finished.terminationStatus))", fix: "set a default application for this kind of URL (xdg-mime default)")
            }
        }
        do {
            try process.run()
            return process
        } catch {
            RuntimeWarnings.emit("openURL: could not run \(opener) for \(shown): \(error.localizedDescription)", fix: "install xdg-utils, or check that \(opener) can run")
            return nil
        }
    }

    public static func == (a: OpenURLAction, b: OpenURLAction) -> Bool { a.id == b.id }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .systemAction }
}

extension EnvironmentValues {
    /// Opens a URL: the desktop's handler unless a view set its own.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

/// A control that opens a URL, as SwiftUI's `Link`: its label in the tint colour; a click hands
/// the URL to `openURL`.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL
    @Environment(\._tint) private var tint

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        label
            .foregroundColor(tint ?? .accentColor)
            .onTapGesture { openURL(destination) }
            // A reader's link, saying where it goes; Tab reaches it and Space follows it.
            ._accessibility { mark in
                mark.role = .link
                mark.attributes["url"] = destination.absoluteString
            }
    }
}

extension Link where Label == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

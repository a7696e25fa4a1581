// What a text field tells an on-screen keyboard or an autocorrector: the label of the Return
// key, the kind of content, whether to correct spelling. A desktop keyboard has no Return label
// and Tint's fields correct nothing, so these are kept in the environment for views that read
// them and change nothing else; `submitScope` does act: it keeps a Return inside from reaching
// the `onSubmit` actions outside.

/// The label of the Return key while a field is edited, as SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// The kind of text a field holds, as UIKit's and AppKit's content types (`.username`,
/// `.password`, `.emailAddress`...): for autofill, which Tint does not offer.
public struct TextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = TextContentType(rawValue: "name")
    public static let givenName = TextContentType(rawValue: "givenName")
    public static let familyName = TextContentType(rawValue: "familyName")
    public static let username = TextContentType(rawValue: "username")
    public static let password = TextContentType(rawValue: "password")
    public static let newPassword = TextContentType(rawValue: "newPassword")
    public static let oneTimeCode = TextContentType(rawValue: "oneTimeCode")
    public static let emailAddress = TextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = TextContentType(rawValue: "telephoneNumber")
    public static let URL = TextContentType(rawValue: "URL")
    public static let fullStreetAddress = TextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = TextContentType(rawValue: "postalCode")
    public static let organizationName = TextContentType(rawValue: "organizationName")
}

private struct SubmitLabelKey: EnvironmentKey { static let defaultValue = SubmitLabel.return }
private struct AutocorrectionKey: EnvironmentKey { static let defaultValue = false }
private struct ContentTypeKey: EnvironmentKey { static let defaultValue: TextContentType? = nil }

extension EnvironmentValues {
    /// The Return key's label for the fields here (`.submitLabel(_:)`).
    public var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }

    /// Whether the fields here ask not to be autocorrected.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionKey.self] }
        set { self[AutocorrectionKey.self] = newValue }
    }

    /// The kind of content of the fields here.
    package var _textContentType: TextContentType? {
        get { self[ContentTypeKey.self] }
        set { self[ContentTypeKey.self] = newValue }
    }
}

extension View {
    /// Sets the Return key's label for the fields here.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environment(\.submitLabel, submitLabel)
    }

    /// Asks the fields here not to be autocorrected (Tint's never are).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }

    /// The older spelling of `autocorrectionDisabled` (deprecated in SwiftUI, still common).
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        environment(\.autocorrectionDisabled, disable ?? false)
    }

    /// Says what kind of text the fields here hold.
    public func textContentType(_ textContentType: TextContentType?) -> some View {
        environment(\._textContentType, textContentType)
    }

    /// Keeps a Return pressed in a field here from reaching the `onSubmit` actions outside
    /// (`isBlocking`); those inside still run.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        transformEnvironment(\._onSubmit) { actions in
            if isBlocking { actions = _SubmitActions(actions: []) }
        }
    }
}

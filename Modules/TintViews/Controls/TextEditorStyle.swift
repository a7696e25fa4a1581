import Foundation

/// How text editors draw, as SwiftUI's `TextEditorStyle`: `.automatic` draws the bordered
/// editor on its text background, `.plain` the text alone (for an editor inside a card of
/// the app's own).
public protocol TextEditorStyle: Sendable {
    var _kind: _TextFieldStyleKind { get }
}

/// The platform's text editor style: bordered, on the text background.
public struct AutomaticTextEditorStyle: TextEditorStyle { public init() {}; public var _kind: _TextFieldStyleKind { .bordered } }
/// A text editor without a border or background.
public struct PlainTextEditorStyle: TextEditorStyle { public init() {}; public var _kind: _TextFieldStyleKind { .plain } }

extension TextEditorStyle where Self == AutomaticTextEditorStyle { public static var automatic: AutomaticTextEditorStyle { .init() } }
extension TextEditorStyle where Self == PlainTextEditorStyle { public static var plain: PlainTextEditorStyle { .init() } }

private struct TextEditorStyleKey: EnvironmentKey {
    static let defaultValue = _TextFieldStyleKind.bordered
}

extension EnvironmentValues {
    package var _textEditorStyle: _TextFieldStyleKind {
        get { self[TextEditorStyleKey.self] }
        set { self[TextEditorStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the text editors here draw.
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
        environment(\._textEditorStyle, style._kind)
    }
}

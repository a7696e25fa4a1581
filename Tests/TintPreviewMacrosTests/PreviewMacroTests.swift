import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TintPreviewMacros

/// The text `#Preview` expands into, and its errors (what the compiler shows for bad use).
struct PreviewMacroTests {
    private let macros: [String: MacroSpec] = [
        "Preview": MacroSpec(type: PreviewMacro.self),
        "Previewable": MacroSpec(type: PreviewableMacro.self),
    ]

    private func expand(_ source: String, into expected: String, diagnostics: [DiagnosticSpec] = [],
                        sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expected, diagnostics: diagnostics, macroSpecs: macros) { failure in
            Issue.record("\(failure.message)", sourceLocation: sourceLocation)
        }
    }

    @Test func aPlainPreviewRegistersItsBody() {
        expand(
            """
            #Preview("Card", traits: .sizeThatFitsLayout, .portrait) {
                Card()
            }
            """,
            into: """
            struct __macro_local_7PreviewfMu_: TintViews.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let line: Int = 1
                static let column: Int = 1
                @MainActor static var preview: TintViews.Preview {
                    TintViews.Preview("Card", traits: .sizeThatFitsLayout, .portrait) {
                        Card()
                    }
                }
            }
            """)
    }

    @Test func previewablePropertiesBecomeTheViewsOwn() {
        expand(
            """
            #Preview {
                @Previewable @State var isOn = true
                Toggle("Loud", isOn: $isOn)
            }
            """,
            into: """
            struct __macro_local_7PreviewfMu_: TintViews.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let line: Int = 1
                static let column: Int = 1
                @MainActor static var preview: TintViews.Preview {
                    TintViews.Preview(nil) {
                        Content()
                    }
                }

                @MainActor struct Content: TintViews.View {
                    @State var isOn = true

                    var body: some TintViews.View {
                        Toggle("Loud", isOn: $isOn)
                    }
                }
            }
            """)
    }

    @Test func aPreviewWithoutABodyIsAnError() {
        expand(
            "#Preview(\"Empty\")",
            into: "#Preview(\"Empty\")",
            diagnostics: [DiagnosticSpec(message: "#Preview needs a body: #Preview { MyView() }", line: 1, column: 1)])
    }

    @Test func previewableOutsideAPreviewIsAnError() {
        expand(
            """
            struct Settings {
                @Previewable var isOn = true
            }
            """,
            into: """
            struct Settings {
                var isOn = true
            }
            """,
            diagnostics: [DiagnosticSpec(message: "@Previewable belongs on a property at the top of a #Preview body", line: 2, column: 5)])
    }
}

import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TintPreviewMacros

/// The text `@Entry` expands into, and its error for a value without a default.
struct EntryMacroExpansionTests {
    private let macros: [String: MacroSpec] = ["Entry": MacroSpec(type: EntryMacro.self)]

    @Test func anEntryBecomesAKeyAndAComputedProperty() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var accent: Color = .orange
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var accent: Color {
                    get {
                        self[__Key_accent.self]
                    }
                    set {
                        self[__Key_accent.self] = newValue
                    }
                }

                private struct __Key_accent: EnvironmentKey {
                    static var defaultValue: Color {
                        .orange
                    }
                }
            }
            """, macroSpecs: macros) { failure in Issue.record("\(failure.message)") }
    }

    @Test func anEntryWithoutADefaultIsAnError() {
        assertMacroExpansion(
            """
            @Entry var count: Int
            """,
            expandedSource: """
            var count: Int {
                get {
                    self[__Key_count.self]
                }
                set {
                    self[__Key_count.self] = newValue
                }
            }
            """,
            diagnostics: [DiagnosticSpec(message: "@Entry needs a default value: give the property an initial value (or an optional type)", line: 1, column: 1)],
            macroSpecs: macros) { failure in Issue.record("\(failure.message)") }
    }
}

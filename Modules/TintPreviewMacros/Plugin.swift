import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin holding Tint's macros.
@main
struct TintPreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self, AnimatableMacro.self, AnimatableIgnoredMacro.self, MakeDelegateMacro.self]
}

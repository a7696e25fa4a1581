import SwiftSyntax
import SwiftSyntaxMacros

/// `#_makeDelegate`: the default argument of the application delegate adaptors, expanded where
/// the adaptor is written, so the delegate's own class is concrete there. A generic adaptor
/// cannot call `DelegateType()` itself: `NSObject.init()` is not `required` in Foundation on
/// Linux, and a protocol `init()` would make every non-final `class AppDelegate: NSObject`
/// declare a `required init()`.
public struct MakeDelegateMacro: ExpressionMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        "{ .init() }"
    }
}

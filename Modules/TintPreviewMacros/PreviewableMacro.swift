import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: a marker that `#Preview` reads and removes. It adds nothing itself, and is an
/// error outside a `#Preview` body (where nothing would read it).
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let insidePreview = context.lexicalContext.contains { syntax in
            guard let expansion = syntax.asProtocol(FreestandingMacroExpansionSyntax.self) else { return false }
            return expansion.macroName.text == "Preview"
        }
        guard insidePreview else {
            throw MacroExpansionErrorMessage("@Previewable belongs on a property at the top of a #Preview body")
        }
        return []
    }
}

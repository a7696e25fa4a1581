import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview`: declares a uniquely named type conforming to `TintViews.PreviewRegistry`, which
/// says where the preview is written and makes it. `tint-preview` finds such types in the built
/// program, so previews need no list of their own.
///
/// A body whose first statements are `@Previewable` properties becomes a view of its own (as
/// SwiftUI does): those properties are the view's, the other statements its `body`.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let arguments = try PreviewArguments(node)
        let registry = context.makeUniqueName("Preview")
        // Unknown locations (never in a compiler's expansion) still make a valid declaration.
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file ?? "\"\""
        let line = location?.line ?? "0"
        let column = location?.column ?? "0"

        var call = "TintViews.Preview(\(arguments.name.map { $0.trimmedDescription } ?? "nil")"
        if !arguments.traits.isEmpty {
            call += ", traits: " + arguments.traits.map(\.trimmedDescription).joined(separator: ", ")
        }
        call += ")"

        let split = PreviewableSplit(arguments.body)
        let members: String
        if split.properties.isEmpty {
            members = """
                    @MainActor static var preview: TintViews.Preview {
                        \(call) \(reindented(arguments.body.trimmedDescription, by: "        "))
                    }
                """
        } else {
            // The previewed view: a type nested in the registry, so its name cannot clash.
            members = """
                    @MainActor static var preview: TintViews.Preview {
                        \(call) { Content() }
                    }

                    @MainActor struct Content: TintViews.View {
                \(split.properties.map { reindented($0.trimmedDescription, by: "        ", first: true) }.joined(separator: "\n"))

                        var body: some TintViews.View {
                \(split.statements.map { reindented($0.trimmedDescription, by: "            ", first: true) }.joined(separator: "\n"))
                        }
                    }
                """
        }
        let declaration: DeclSyntax = """
            struct \(registry): TintViews.PreviewRegistry {
                static let fileID: String = \(file)
                static let line: Int = \(line)
                static let column: Int = \(column)
            \(raw: members)
            }
            """
        return [declaration]
    }
}

/// The arguments of a `#Preview`: an optional name, traits, and the body closure.
struct PreviewArguments {
    var name: ExprSyntax?
    var traits: [ExprSyntax] = []
    var body: ClosureExprSyntax

    init(_ node: some FreestandingMacroExpansionSyntax) throws {
        var name: ExprSyntax?
        var closure = node.trailingClosure
        var inTraits = false
        for (index, argument) in node.arguments.enumerated() {
            switch argument.label?.text {
            case "traits":
                inTraits = true
                traits.append(argument.expression)
            case "body":
                guard let given = argument.expression.as(ClosureExprSyntax.self) else {
                    throw MacroExpansionErrorMessage("#Preview's body must be a closure written in place")
                }
                closure = given
            case nil where inTraits:
                traits.append(argument.expression)
            case nil where index == 0:
                name = argument.expression
            default:
                throw MacroExpansionErrorMessage("#Preview takes a name, traits and a body; '\(argument.trimmedDescription)' is none of them")
            }
        }
        guard let closure else {
            throw MacroExpansionErrorMessage("#Preview needs a body: #Preview { MyView() }")
        }
        self.name = name
        self.body = closure
    }
}

/// A `#Preview` body taken apart: its `@Previewable` properties, and the other statements.
struct PreviewableSplit {
    var properties: [VariableDeclSyntax] = []
    var statements: [CodeBlockItemSyntax] = []

    init(_ closure: ClosureExprSyntax) {
        // A closure with a signature (`{ () -> some View in ... }`) is kept as written.
        guard closure.signature == nil else { return }
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                var property = variable
                property.attributes = variable.attributes.filter { !isPreviewable($0) }
                properties.append(property)
            } else {
                statements.append(item)
            }
        }
    }
}

/// `text` with its lines after the first moved to start at `prefix` (keeping their indentation
/// relative to each other), and the first too when `first`: written code moved into the
/// expansion reads as if written there.
func reindented(_ text: String, by prefix: String, first: Bool = false) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let rest = lines.dropFirst().filter { !$0.allSatisfy(\.isWhitespace) }
    // The closing brace of a closure sits at the statement's own indentation.
    let common = rest.map { $0.prefix(while: { $0 == " " || $0 == "\t" }).count }.min() ?? 0
    let moved = lines.enumerated().map { index, line -> String in
        if index == 0 { return (first ? prefix : "") + line }
        if line.allSatisfy(\.isWhitespace) { return "" }
        return prefix + line.dropFirst(common)
    }
    return moved.joined(separator: "\n")
}

/// Whether an attribute is `@Previewable` (or `@TintViews.Previewable`).
func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
    guard case .attribute(let attribute) = element else { return false }
    let name = attribute.attributeName.trimmedDescription
    return name == "Previewable" || name.hasSuffix(".Previewable")
}

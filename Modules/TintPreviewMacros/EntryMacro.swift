import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: a custom value of `EnvironmentValues` from one declaration, as SwiftUI's macro.
/// `@Entry var accent: Color = .orange` becomes a computed property reading and writing
/// `self[__Key_accent.self]`, and a key type `__Key_accent` whose default is the initializer
/// (nil for an optional without one).
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let name = try propertyName(of: declaration)
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let name = try propertyName(of: declaration)
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first else { return [] }
        let type = binding.typeAnnotation?.type.trimmedDescription
        let value = binding.initializer?.value.trimmedDescription
        let defaultValue: String
        switch (type, value) {
        case let (type?, value?):
            defaultValue = "static var defaultValue: \(type) { \(value) }"
        case let (nil, value?):
            defaultValue = "static let defaultValue = \(value)"
        case let (type?, nil) where type.hasSuffix("?") || type.hasPrefix("Optional<"):
            defaultValue = "static var defaultValue: \(type) { nil }"
        default:
            throw MacroExpansionErrorMessage("@Entry needs a default value: give the property an initial value (or an optional type)")
        }
        return ["private struct __Key_\(raw: name): EnvironmentKey { \(raw: defaultValue) }"]
    }

    private static func propertyName(of declaration: some DeclSyntaxProtocol) throws -> String {
        guard let variable = declaration.as(VariableDeclSyntax.self),
              variable.bindings.count == 1,
              let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self) else {
            throw MacroExpansionErrorMessage("@Entry belongs on one 'var' in an extension of EnvironmentValues")
        }
        return pattern.identifier.trimmedDescription
    }
}

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Animatable`: the `Animatable` conformance of a struct, class or enum and its
/// `animatableData`, as SwiftUI's macro. The data is the stored `var`s' own `animatableData`,
/// nested in `AnimatablePair`s in declaration order (one property: its data alone; none:
/// `EmptyAnimatableData`). Constants, static and computed properties take no part, nor a
/// property marked `@AnimatableIgnored`.
///
/// A macro sees syntax, not types: each property taking part needs its type written out, and
/// that type must be `Animatable` (the numbers, `Angle`, `CGPoint`, `CGSize`, `CGRect`...);
/// the compiler names a property whose type is not.
public struct AnimatableMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self)
                || declaration.is(EnumDeclSyntax.self) else {
            throw MacroExpansionErrorMessage("@Animatable belongs on a struct, class or enum")
        }
        // A public type's conformance needs a public witness; main-actor isolated, as the
        // protocol and the properties' own data are.
        let modifier = declaration.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        // A type that declares its own animatableData keeps it.
        if declaration.memberBlock.members.contains(where: { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.trimmedDescription == "animatableData" } ?? false
        }) {
            return []
        }
        var properties: [(name: String, type: String)] = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), takesPart(variable) else { continue }
            for binding in variable.bindings where isStored(binding) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else { continue }
                // `var a, b: Double` gives both its type.
                let shared = binding.initializer == nil ? variable.bindings.last?.typeAnnotation : nil
                guard let type = (binding.typeAnnotation ?? shared)?.type.trimmedDescription else {
                    context.diagnose(Diagnostic(node: binding, message: MacroExpansionErrorMessage(
                        "@Animatable needs the type of '\(name)' written out (a macro cannot infer it), or '\(name)' marked @AnimatableIgnored")))
                    continue
                }
                properties.append((name, type))
            }
        }
        guard !properties.isEmpty else {
            return ["@MainActor \(raw: modifier)var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }"]
        }
        // The pairs nest to the right: (a, (b, c)); `path` reaches each property's part.
        func dataType(_ rest: ArraySlice<(name: String, type: String)>) -> String {
            let head = "\(rest.first!.type).AnimatableData"
            return rest.count == 1 ? head : "AnimatablePair<\(head), \(dataType(rest.dropFirst()))>"
        }
        func dataValue(_ rest: ArraySlice<(name: String, type: String)>) -> String {
            let head = "\(rest.first!.name).animatableData"
            return rest.count == 1 ? head : "AnimatablePair(\(head), \(dataValue(rest.dropFirst())))"
        }
        let setters = properties.indices.map { index -> String in
            let path = String(repeating: ".second", count: index) + (index < properties.count - 1 ? ".first" : "")
            return "\(properties[index].name).animatableData = newValue\(path)"
        }
        return ["""
            @MainActor \(raw: modifier)var animatableData: \(raw: dataType(properties[...])) {
                get { \(raw: dataValue(properties[...])) }
                set {
                    \(raw: setters.joined(separator: "\n"))
                }
            }
            """]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // The compiler lists only the protocols the type does not conform to yet: a `Shape`
        // (already `Animatable`) gets no extension.
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): Animatable {}")]
    }

    /// A `var` that is not static and not marked `@AnimatableIgnored`.
    private static func takesPart(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var) else { return false }
        if variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { return false }
        return !variable.attributes.contains { attribute in
            attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "AnimatableIgnored"
        }
    }

    /// Stored: no accessors, or only observers (`willSet`, `didSet`).
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        switch accessors {
        case .getter:
            return false
        case .accessors(let list):
            return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }
}

/// `@AnimatableIgnored`: leaves a stored property out of the `animatableData` that
/// `@Animatable` makes. It adds no accessor; `@Animatable` reads the attribute.
public struct AnimatableIgnoredMacro: AccessorMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        []
    }
}

#if Previews
// Declared only with the package trait `Previews`, as the other macros: a macro's declaration
// must see its implementation, which is built on swift-syntax.

/// Makes a type `Animatable` from its stored properties, as SwiftUI's `@Animatable`: its
/// `animatableData` is every stored `var`'s own, in declaration order, but those marked
/// `@AnimatableIgnored`. Each such property's type is written out and is `Animatable`.
///
/// ```swift
/// @Animatable
/// struct Ring: Shape {
///     var trim: CGFloat
///     var start: Angle
///     @AnimatableIgnored var closed: Bool
///     func path(in rect: CGRect) -> Path { ... }
/// }
/// ```
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "TintPreviewMacros", type: "AnimatableMacro")

/// Leaves a stored property out of the `animatableData` that `@Animatable` makes, as SwiftUI's
/// `@AnimatableIgnored`.
@attached(accessor, names: named(willSet))
public macro AnimatableIgnored() = #externalMacro(module: "TintPreviewMacros", type: "AnimatableIgnoredMacro")
#endif

/// The variant of system symbols drawn here, as SwiftUI's `SymbolVariants`: `.fill`, a
/// `.circle` or `.square` around, a `.slash` across. A symbol that has no such variant is drawn
/// as named.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: Hashable, Sendable { case circle, square, rectangle }
    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: .circle)
    public static let square = SymbolVariants(shape: .square)
    public static let rectangle = SymbolVariants(shape: .rectangle)
    public static let fill = SymbolVariants(isFilled: true)
    public static let slash = SymbolVariants(isSlashed: true)

    public var circle: SymbolVariants { var copy = self; copy.shape = .circle; return copy }
    public var square: SymbolVariants { var copy = self; copy.shape = .square; return copy }
    public var rectangle: SymbolVariants { var copy = self; copy.shape = .rectangle; return copy }
    public var fill: SymbolVariants { var copy = self; copy.isFilled = true; return copy }
    public var slash: SymbolVariants { var copy = self; copy.isSlashed = true; return copy }

    /// Whether every part of `other` is in this variant.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// The names to try for `name` under this variant, most specific first, in SF Symbols'
    /// order of suffixes ("bell.slash.circle.fill"); `name` itself is always the last.
    public func candidates(for name: String) -> [String] {
        guard self != .none else { return [name] }
        var suffixes: [String] = []
        if isSlashed, !name.contains(".slash") { suffixes.append("slash") }
        if let shape, !name.contains(".\(shape)") { suffixes.append("\(shape)") }
        if isFilled, !name.hasSuffix(".fill") { suffixes.append("fill") }
        var candidates: [String] = []
        // Drop the outermost parts first: a filled circle that does not exist falls back to
        // the circle, then to the name.
        for count in stride(from: suffixes.count, to: 0, by: -1) {
            candidates.append(([name] + suffixes.prefix(count)).joined(separator: "."))
        }
        return candidates + [name]
    }
}

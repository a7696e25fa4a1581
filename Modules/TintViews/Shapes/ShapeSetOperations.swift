/// Two shapes combined by a set operation, as the shapes SwiftUI's `Shape.union(_:eoFill:)`
/// and its siblings return: the path of each in the same frame, combined (`Path.union` and the
/// rest). Equal when the operands and the operation are, so an unchanged combination is not
/// drawn again.
public struct _ShapeSetOperation<First: Shape, Second: Shape>: Shape {
    /// Which combination.
    package enum Operation: Sendable, Equatable {
        case union, intersection, subtracting, symmetricDifference, lineIntersection, lineSubtraction
    }

    package let first: First
    package let second: Second
    package let operation: Operation
    package let eoFill: Bool

    public func path(in rect: CGRect) -> Path {
        let a = first.path(in: rect), b = second.path(in: rect)
        return switch operation {
        case .union: a.union(b, eoFill: eoFill)
        case .intersection: a.intersection(b, eoFill: eoFill)
        case .subtracting: a.subtracting(b, eoFill: eoFill)
        case .symmetricDifference: a.symmetricDifference(b, eoFill: eoFill)
        case .lineIntersection: a.lineIntersection(b, eoFill: eoFill)
        case .lineSubtraction: a.lineSubtraction(b, eoFill: eoFill)
        }
    }
}

extension _ShapeSetOperation: Equatable where First: Equatable, Second: Equatable {}

extension Shape {
    /// The area this shape or `other` covers.
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(first: self, second: other, operation: .union, eoFill: eoFill)
    }

    /// The area this shape and `other` both cover.
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(first: self, second: other, operation: .intersection, eoFill: eoFill)
    }

    /// The area this shape covers and `other` does not.
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(first: self, second: other, operation: .subtracting, eoFill: eoFill)
    }

    /// The area one of the shapes covers and the other does not.
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(first: self, second: other, operation: .symmetricDifference, eoFill: eoFill)
    }

    /// The parts of this shape's line inside `other` (to stroke).
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(first: self, second: other, operation: .lineIntersection, eoFill: eoFill)
    }

    /// The parts of this shape's line outside `other` (to stroke).
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(first: self, second: other, operation: .lineSubtraction, eoFill: eoFill)
    }
}

import TintUI

// The benchmark trees' types, built at run time. Spelled in source, a balanced tree of generic
// `Pair`s ten levels deep makes the type checker's availability pass walk an exponential tree
// of conformances (minutes); opened metatypes build the same types in microseconds.

/// `Pair<Pair<...<Row, Row>...>>`, `levels` deep: 2^levels rows.
@MainActor
func pairTree(_ row: any RowTree.Type, levels: Int, closures: Bool) -> any RowTree.Type {
    var type = row
    for _ in 0..<levels {
        func pair<A: RowTree>(_: A.Type) -> any RowTree.Type {
            closures ? ClosurePair<A, A>.self : Pair<A, A>.self
        }
        type = pair(type)
    }
    return type
}

/// `Level<Level<...<ChainEnd>>>`, `depth` levels.
@MainActor
func chain(depth: Int, equatable: Bool) -> any Chain.Type {
    var type: any Chain.Type = ChainEnd.self
    for _ in 0..<depth {
        func level<Inner: Chain>(_: Inner.Type) -> any Chain.Type {
            guard equatable, let inner = Inner.self as? any (Chain & Equatable).Type else { return Level<Inner>.self }
            func equatableLevel<E: Chain & Equatable>(_: E.Type) -> any Chain.Type { EquatableLevel<E>.self }
            return equatableLevel(inner)
        }
        type = level(type)
    }
    return type
}

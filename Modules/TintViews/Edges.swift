import TintCore

/// The top and bottom edges, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom

    /// A set of vertical edges, as SwiftUI's `VerticalEdge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// The leading and trailing edges, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    case leading, trailing

    /// A set of horizontal edges, as SwiftUI's `HorizontalEdge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let leading = Set(rawValue: 1)
        public static let trailing = Set(rawValue: 2)
        public static let all: Set = [.leading, .trailing]
    }
}

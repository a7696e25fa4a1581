import Observation

/// A coordinate space a `GeometryProxy` can express frames in, as SwiftUI's `CoordinateSpace`:
/// the window's, the view's own, or one a view around it named (`.coordinateSpace(.named(...))`).
///
/// Unchecked `Sendable`: a name is a hashable value the app made (a string, an enum case),
/// read, never mutated, through `AnyHashable`.
public enum CoordinateSpace: Equatable, Hashable, @unchecked Sendable {
    /// The window's: the origin is the window's top-left corner.
    case global
    /// The reader's own: the origin is the reader's top-left corner.
    case local
    /// The space of the view around it given this name; the origin is that view's top-left corner.
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

/// A frame of reference, as SwiftUI's `CoordinateSpaceProtocol`: `.global`, `.local`,
/// `.named(_:)`, `.scrollView`.
public protocol CoordinateSpaceProtocol {
    /// The space it resolves to.
    var coordinateSpace: CoordinateSpace { get }
}

/// The window's coordinate space, as SwiftUI's `GlobalCoordinateSpace`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space, as SwiftUI's `LocalCoordinateSpace`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A coordinate space named by a view around it, as SwiftUI's `NamedCoordinateSpace`; the
/// innermost scroll view names its viewport `.scrollView`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable, Hashable, @unchecked Sendable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The name the innermost scroll view gives its viewport.
struct _ScrollViewSpaceName: Hashable, Sendable {}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { .init() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { .init() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space of the view around it named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// The innermost scroll view's viewport.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(_ScrollViewSpaceName())) }

    /// The innermost scroll view along `axis`'s viewport (Tint: the innermost scroll view's).
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { scrollView }
}

/// Where a named space's view was last placed, in window coordinates. Observable: a body that
/// reads it (`containerRelativeFrame`) runs again when the space moves or resizes.
///
/// Equatable by identity: the environment compares the values it carries, and one that cannot
/// be compared counts as changed at every update (a presentation capturing it re-posted itself
/// forever).
@MainActor
package final class _SpaceFrame: Observable, Equatable {
    package nonisolated static func == (a: _SpaceFrame, b: _SpaceFrame) -> Bool { a === b }

    private let registrar = ObservationRegistrar()
    private var storedFrame = CGRect.zero

    package init() {}

    package var frame: CGRect {
        get {
            registrar.access(self, keyPath: \.frame)
            return storedFrame
        }
        set {
            guard newValue != storedFrame else { return }
            registrar.withMutation(of: self, keyPath: \.frame) { storedFrame = newValue }
        }
    }

    /// The frame, without recording the read (for a proxy made after layout).
    package var untrackedFrame: CGRect { storedFrame }
}

/// The named spaces around a view, outermost first.
/// Unchecked `Sendable`: the environment carries it; its frames are read and written on the
/// main actor only.
package struct _CoordinateSpaces: Equatable, @unchecked Sendable {
    var entries: [(name: AnyHashable, frame: _SpaceFrame)] = []

    package func adding(_ name: AnyHashable, _ frame: _SpaceFrame) -> _CoordinateSpaces {
        var copy = self
        copy.entries.append((name, frame))
        return copy
    }

    /// The innermost space of that name.
    package func space(named name: AnyHashable) -> _SpaceFrame? {
        entries.last { $0.name == name }?.frame
    }

    /// `point` (window points) in `space`, for a view framed at `frame` (window points): the
    /// view's own (its top-leading corner the origin), the window's, or a named view's around it;
    /// a name no view around it gives is the window's, with a warning naming `user`.
    @MainActor package func point(_ point: CGPoint, in space: CoordinateSpace, viewFrame frame: CGRect, user: String) -> CGPoint {
        let origin: CGPoint
        switch space {
        case .global:
            return point
        case .local:
            origin = frame.origin
        case .named(let name):
            guard let named = self.space(named: name)?.untrackedFrame else {
                RuntimeWarnings.emitOnce("\(user): no view around it names the coordinate space \(name); locations are the window's",
                                         fix: "name the space with .coordinateSpace(.named(\(name))) on a view around this one")
                return point
            }
            origin = named.origin
        }
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// Every name's frame now (the innermost of a name wins).
    @MainActor package func frames() -> [AnyHashable: CGRect] {
        var frames: [AnyHashable: CGRect] = [:]
        for entry in entries { frames[entry.name] = entry.frame.untrackedFrame }
        return frames
    }

    package static func == (a: Self, b: Self) -> Bool {
        a.entries.count == b.entries.count && zip(a.entries, b.entries).allSatisfy { $0.name == $1.name && $0.frame === $1.frame }
    }
}

private struct CoordinateSpacesKey: EnvironmentKey {
    static let defaultValue = _CoordinateSpaces()
}

private struct WindowSpaceKey: EnvironmentKey {
    static let defaultValue: _SpaceFrame? = nil
}

extension EnvironmentValues {
    /// The named coordinate spaces around the view.
    package var _coordinateSpaces: _CoordinateSpaces {
        get { self[CoordinateSpacesKey.self] }
        set { self[CoordinateSpacesKey.self] = newValue }
    }

    /// The window's frame, kept by the host: the container of `containerRelativeFrame` outside
    /// any scroll view.
    package var _windowSpace: _SpaceFrame? {
        get { self[WindowSpaceKey.self] }
        set { self[WindowSpaceKey.self] = newValue }
    }

    /// The scroll view's name for its viewport, for the scroll view's node.
    package static var _scrollViewSpaceName: AnyHashable { AnyHashable(_ScrollViewSpaceName()) }
}

/// Tells `observe` where layout placed the view, each time that changes (after layout).
package struct _PlacementObserver: ViewModifier, Equatable {
    public typealias Body = Never
    package let observe: @MainActor (CGRect) -> Void

    /// A closure cannot be compared; a new one replaces the old (it changes no pixel).
    package nonisolated static func == (a: Self, b: Self) -> Bool { false }
}

/// `.coordinateSpace(...)`: names the view's space for the views inside it.
struct _CoordinateSpaceModifier: ViewModifier {
    let name: AnyHashable
    @State private var space = _SpaceFrame()
    @Environment(\._coordinateSpaces) private var spaces

    func body(content: Content) -> some View {
        let space = space
        return content
            .modifier(_PlacementObserver { space.frame = $0 })
            .environment(\._coordinateSpaces, spaces.adding(name, space))
    }
}

extension View {
    /// Names this view's coordinate space, for `GeometryProxy.frame(in: .named(name))` inside it.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }

    /// The older form: names this view's coordinate space `name`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}

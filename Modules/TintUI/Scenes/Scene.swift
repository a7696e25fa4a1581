import TintViews

/// A part of an app's interface, as SwiftUI's `Scene`: a `WindowGroup`, a single `Window`, the
/// `Settings` window, a `MenuBarExtra`, or a scene of the app's own whose `body` is made of
/// others.
@MainActor
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene Tint shows itself rather than through a body: it adds its windows' definitions to
/// the app's list.
@MainActor
protocol PrimitiveScene {
    func appendDefinitions(to list: inout SceneList)
}

extension Scene {
    /// Adds this scene's definitions to `list`: a primitive scene's own, another's through its
    /// body.
    func appendDefinitions(to list: inout SceneList) {
        if let primitive = self as? any PrimitiveScene {
            primitive.appendDefinitions(to: &list)
        } else {
            body.appendDefinitions(to: &list)
        }
    }
}

/// Builds an app's scenes, as SwiftUI's `SceneBuilder`: one scene, several side by side, or one
/// under a condition.
@resultBuilder @MainActor
public enum SceneBuilder {
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _TupleScene<repeat each S> {
        _TupleScene(repeat each scenes)
    }
    public static func buildOptional<S: Scene>(_ scene: S?) -> _OptionalScene<S> { _OptionalScene(scene: scene) }
    public static func buildEither<First: Scene, Second: Scene>(first: First) -> _EitherScene<First, Second> { _EitherScene(first: first, second: nil) }
    public static func buildEither<First: Scene, Second: Scene>(second: Second) -> _EitherScene<First, Second> { _EitherScene(first: nil, second: second) }
    public static func buildLimitedAvailability<S: Scene>(_ scene: S) -> S { scene }
}

/// Several scenes side by side (`SceneBuilder`).
public struct _TupleScene<each S: Scene>: Scene, PrimitiveScene {
    let scenes: (repeat each S)

    init(_ scenes: repeat each S) {
        self.scenes = (repeat each scenes)
    }

    public var body: Never { fatalError("_TupleScene has no body") }

    func appendDefinitions(to list: inout SceneList) {
        for scene in repeat each scenes {
            scene.appendDefinitions(to: &list)
        }
    }
}

/// A scene under an `if` (`SceneBuilder`).
public struct _OptionalScene<S: Scene>: Scene, PrimitiveScene {
    let scene: S?
    public var body: Never { fatalError("_OptionalScene has no body") }
    func appendDefinitions(to list: inout SceneList) { scene?.appendDefinitions(to: &list) }
}

/// One of two scenes under an `if`/`else` (`SceneBuilder`).
public struct _EitherScene<First: Scene, Second: Scene>: Scene, PrimitiveScene {
    let first: First?
    let second: Second?
    public var body: Never { fatalError("_EitherScene has no body") }
    func appendDefinitions(to list: inout SceneList) {
        first?.appendDefinitions(to: &list)
        second?.appendDefinitions(to: &list)
    }
}

import Foundation

/// A library of Metal shaders, as SwiftUI's `ShaderLibrary`: `ShaderLibrary.ripple(...)` names a
/// function of the app's `.metal` files. There is no Metal on Linux: the effects that use a
/// shader (`colorEffect`, `distortionEffect`, `layerEffect`) draw their content unchanged and
/// say so once.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case main
        case bundle(String)
        case data(Data)
        case url(URL)
    }
    let source: Source

    /// The app's default library.
    public static let `default` = ShaderLibrary(source: .main)
    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: .bundle(bundle.bundlePath)) }
    /// A library from compiled shader data.
    public init(data: Data) { source = .data(data) }
    /// A library from a compiled shader file.
    public init(url: URL) { source = .url(url) }
    private init(source: Source) { self.source = source }

    /// The function `name` of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
}

/// A shader function of a library, called with its arguments to make a `Shader`.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    public var library: ShaderLibrary
    public var name: String

    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: args)
    }
}

/// A shader function with its arguments, as SwiftUI's `Shader`.
public struct Shader: Equatable, Sendable {
    public var function: ShaderFunction
    public var arguments: [Argument]
    public var dithersColor = false

    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// One argument of a shader.
    public struct Argument: Equatable, Sendable {
        enum Value: Equatable, Sendable {
            case floats([Float])
            case color(Color)
            case colors([Color])
            case image(Image)
            case data(Data)
            case boundingRect
        }
        let value: Value

        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Float(x)])) }
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(value: .floats([Float(x), Float(y)])) }
        public static func float2(_ point: CGPoint) -> Argument { .float2(point.x, point.y) }
        public static func float2(_ size: CGSize) -> Argument { .float2(size.width, size.height) }
        public static func float2(_ vector: CGVector) -> Argument { .float2(vector.dx, vector.dy) }
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument { Argument(value: .floats([Float(x), Float(y), Float(z)])) }
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z), Float(w)]))
        }
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floats(array)) }
        public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colors(array)) }
        public static func image(_ image: Image) -> Argument { Argument(value: .image(image)) }
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
        /// The bounds of the view the shader draws.
        public static var boundingRect: Argument { Argument(value: .boundingRect) }
    }
}

extension View {
    /// A shader run on each pixel's colour. Drawn unchanged on Linux (no Metal), said once.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        modifier(_ShaderEffect(kind: "colorEffect", shader: shader, isEnabled: isEnabled))
    }

    /// A shader moving each pixel. Drawn unchanged on Linux (no Metal), said once.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(_ShaderEffect(kind: "distortionEffect", shader: shader, isEnabled: isEnabled))
    }

    /// A shader reading the whole layer. Drawn unchanged on Linux (no Metal), said once.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(_ShaderEffect(kind: "layerEffect", shader: shader, isEnabled: isEnabled))
    }
}

/// A shader effect: its content as it is, and one warning for each shader function named.
public struct _ShaderEffect: ViewModifier {
    let kind: String
    let shader: Shader
    let isEnabled: Bool

    public func body(content: Content) -> some View {
        if isEnabled {
            RuntimeWarnings.emitOnce("\(kind)(ShaderLibrary.\(shader.function.name)) draws its content unchanged: there is no Metal on Linux to run shaders", fix: "draw the effect with Tint's modifiers (colorEffect filters, blur, gradients), or leave it out on Linux")
        }
        return content
    }
}

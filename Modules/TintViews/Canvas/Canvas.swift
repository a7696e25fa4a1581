import Foundation
import TintBoxes

/// A view drawn by code, as SwiftUI's `Canvas`: `renderer` draws with a `GraphicsContext` at
/// the size the canvas is given (it takes all it is offered), each time the canvas is painted
/// after its view changed or its size did. Drawing goes through Tint's own rasterizer and is
/// clipped to the canvas's frame.
public struct Canvas<Symbols: View>: View {
    public typealias Body = Never
    /// Draws the canvas's contents.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// The views a renderer can draw by their tags.
    public var symbols: Symbols
    /// Whether the canvas paints every pixel opaque (a hint Tint does not need).
    public var isOpaque: Bool
    /// The working colour space (Tint draws in sRGB).
    public var colorMode: ColorRenderingMode
    /// Whether drawing may happen off the main thread (Tint records on the main thread and
    /// draws on its paint threads either way).
    public var rendersAsynchronously: Bool
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`. (Every initializer stores through the memberwise one.)
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(renderer: renderer, symbols: EmptyView(), isOpaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously)
    }
}


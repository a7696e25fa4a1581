import TintCore
import TintLayout

/// What a box draws inside its frame, before its children.
public enum Drawing: Equatable, Sendable {
    /// A solid colour over the whole frame (`Color`).
    case fill(Color)
    /// One line of text; the box measures it to size itself.
    ///
    /// Shapes and images are held in boxes of their own (`indirect`): a `Drawing` is stored
    /// inline in every box's content, and the largest case sets its size for all. A text is
    /// inline: its 40 bytes (its parts out of line, `TextContent`) fit in the 48 a colour and
    /// a width already take, where a box of its own cost every label an allocation of 64.
    case text(TextContent)
    /// A control's background: a fill with a hairline border (two colours, out of line like
    /// the others above a colour and a width).
    indirect case bezel(fill: Color, border: Color, corners: BezelCorners = .square)
    /// A shape filling or stroking the frame.
    indirect case shape(ShapeDrawing)
    /// A line `width` wide just inside the frame.
    case border(Color, width: CGFloat)
    /// A picture scaled into the frame.
    indirect case image(ImageDrawing)
    /// An app's drawing code (`Canvas`, `Image(size:renderer:)`), run for the frame when painted.
    indirect case canvas(CanvasDrawing)
}

/// The corners of a control's bezel (`.buttonBorderShape`).
public enum BezelCorners: Equatable, Sendable {
    /// Square: Tint's push button.
    case square
    /// Rounded by this many points (clamped to half the shorter side).
    case radius(CGFloat)
    /// Rounded by half the shorter side: a capsule, or a circle on a square frame.
    case round

    /// The radius on a frame of `size`.
    public func radius(in size: CGSize) -> CGFloat {
        let half = Swift.max(0, Swift.min(size.width, size.height) / 2)
        switch self {
        case .square: return 0
        case .radius(let radius): return radius.isFinite ? Swift.min(Swift.max(0, radius), half) : 0
        case .round: return half
        }
    }
}

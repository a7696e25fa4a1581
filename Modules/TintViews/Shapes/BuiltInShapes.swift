import TintBoxes
/// A rectangle filling its frame.
public struct Rectangle: _OutlinedShape, Equatable {
    public init() {}
    package var _outline: ShapeOutline { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners of one radius.
public struct RoundedRectangle: _OutlinedShape, Equatable {
    public var cornerRadius: CGFloat

    /// `style` is accepted: Tint draws `.continuous` corners as circular arcs.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = LayoutInput.radius(cornerRadius, name: "RoundedRectangle cornerRadius")
    }

    /// Corners of `cornerSize` (drawn with the smaller of its sides as the radius).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadius: Swift.min(cornerSize.width, cornerSize.height), style: style)
    }

    package var _outline: ShapeOutline { .roundedRectangle(RectangleCornerRadii(cornerRadius)) }

    public func path(in rect: CGRect) -> Path {
        UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(cornerRadius)).path(in: rect)
    }
}

/// A rectangle with its own radius at each corner.
public struct UnevenRoundedRectangle: _OutlinedShape, Equatable {
    public var cornerRadii: RectangleCornerRadii

    public init(cornerRadii: RectangleCornerRadii) {
        self.cornerRadii = cornerRadii
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0) {
        func checked(_ radius: CGFloat, _ corner: String) -> CGFloat {
            LayoutInput.radius(radius, name: "UnevenRoundedRectangle \(corner)Radius")
        }
        self.init(cornerRadii: RectangleCornerRadii(
            topLeading: checked(topLeadingRadius, "topLeading"), bottomLeading: checked(bottomLeadingRadius, "bottomLeading"),
            bottomTrailing: checked(bottomTrailingRadius, "bottomTrailing"), topTrailing: checked(topTrailingRadius, "topTrailing")))
    }

    package var _outline: ShapeOutline { .roundedRectangle(cornerRadii) }

    public func path(in rect: CGRect) -> Path {
        Path { $0.addRoundedRect(in: rect, cornerRadii: cornerRadii) }
    }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: _OutlinedShape, Equatable {
    public init() {}
    package var _outline: ShapeOutline { .circle }
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path { $0.addEllipse(in: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)) }
    }
}

/// An ellipse filling its frame.
public struct Ellipse: _OutlinedShape, Equatable {
    public init() {}
    package var _outline: ShapeOutline { .ellipse }
    public func path(in rect: CGRect) -> Path { Path { $0.addEllipse(in: rect) } }
}

/// A rounded rectangle whose shorter sides are half circles.
public struct Capsule: _OutlinedShape, Equatable {
    public init(style: RoundedCornerStyle = .continuous) {}
    package var _outline: ShapeOutline { .capsule }
    public func path(in rect: CGRect) -> Path {
        RoundedRectangle(cornerRadius: min(rect.width, rect.height) / 2).path(in: rect)
    }
}

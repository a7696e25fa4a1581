/// A path is a shape drawn as it is, in the frame it gets (its coordinates are the frame's own).
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}

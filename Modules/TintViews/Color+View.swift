/// A colour is a view that fills the space it is offered, as in SwiftUI (ideal size 10x10).
extension Color: View {
    public typealias Body = Never
}

extension LayoutRunner {
    /// A runner for `layout`, compiled for its concrete type when it is one of the built-in
    /// layouts most boxes have; any other layout (an app's own) runs through generic code.
    ///
    /// The built-in types are named here, in the runner's own module, because a generic
    /// initializer called from another module is not specialized (it is not inlinable): the
    /// render tree named them itself, and every size question of every stack still ran
    /// unspecialized, with a run-time look-up of `Optional<Cache>`'s metadata each time.
    package static func make(for layout: any Layout) -> LayoutRunner {
        switch layout {
        case let stack as VStackLayout: LayoutRunner(stack)
        case let stack as HStackLayout: LayoutRunner(stack)
        case let stack as ZStackLayout: LayoutRunner(stack)
        case let padding as PaddingLayout: LayoutRunner(padding)
        case let frame as FixedFrameLayout: LayoutRunner(frame)
        case let frame as FlexibleFrameLayout: LayoutRunner(frame)
        case let decoration as DecorationLayout: LayoutRunner(decoration)
        case let passthrough as PassthroughLayout: LayoutRunner(passthrough)
        default: opened(layout)
        }
    }

    private static func opened<L: Layout>(_ layout: L) -> LayoutRunner { LayoutRunner(layout) }
}

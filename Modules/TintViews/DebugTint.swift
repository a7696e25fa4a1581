extension View {
    /// Tints this view and every view inside it with a fresh random translucent colour each
    /// time its body runs, even when the host's debug tint is off (RULES 4.2): a
    /// well-diffed view flashes only when something it shows changed.
    public func debugTint(_ enabled: Bool = true) -> some View {
        environment(\.debugTint, enabled)
    }
}

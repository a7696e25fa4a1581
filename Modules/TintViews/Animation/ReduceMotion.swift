private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the user asked for less motion (`@Environment(\.accessibilityReduceMotion)`):
    /// the host's setting (`HostOptions.reduceMotion`, from `TINT_REDUCE_MOTION=1` or the
    /// desktop). Tint then draws moving, scaling and turning animations as fades or at once;
    /// a view can read it to choose gentler animations of its own.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
}

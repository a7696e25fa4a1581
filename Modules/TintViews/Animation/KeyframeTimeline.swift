import Foundation

/// A value's keyframe tracks, answerable at any time, as SwiftUI's `KeyframeTimeline`: what a
/// `KeyframeAnimator` plays, and what an app may sample itself (a chart of the motion, a test).
@MainActor
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    /// Each track planned from the initial value.
    private let tracks: [@MainActor (inout Value, Double) -> Void]
    /// The length of the longest track, in seconds.
    public let duration: TimeInterval

    /// A timeline of the tracks `content` builds, starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, lanes: content()._lanes)
    }

    init(initialValue: Value, lanes: [_KeyframeLane<Value>]) {
        self.initialValue = initialValue
        tracks = lanes.map { $0.plan(initialValue) }
        duration = lanes.map(\.duration).max() ?? 0
    }

    /// The value `time` seconds from the start (a track that ended holds its last value; before
    /// the start, the initial value's tracks at their start).
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track(&value, time) }
        return value
    }

    /// The value at `progress` of the duration (0: the start, 1: the end).
    public func value(progress: Double) -> Value {
        value(time: duration * (progress.isFinite ? Swift.min(1, Swift.max(0, progress)) : 0))
    }
}

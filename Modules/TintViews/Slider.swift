/// A control for picking a value from a range by dragging, as SwiftUI's `Slider`: a track with
/// the part up to the value filled, and a knob; pressing or dragging anywhere on it sets the
/// value there.
public struct Slider: View {
    @Binding var value: Double
    let bounds: ClosedRange<Double>
    let step: Double?
    @Environment(\._tint) private var tint

    public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil) {
        _value = value
        self.bounds = bounds
        self.step = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }

    /// The value as a fraction of the range, within 0...1 (a bad value counts as the start).
    private var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, value.isFinite else { return 0 }
        return Swift.min(1, Swift.max(0, (value - bounds.lowerBound) / span))
    }

    private static let knob: CGFloat = 18

    public var body: some View {
        GeometryReader { proxy in
            let travel = Swift.max(0, proxy.size.width - Slider.knob)
            ZStack(alignment: .leading) {
                Capsule().fill(Color._track).frame(height: 4)
                Capsule().fill(tint ?? .accentColor).frame(width: Slider.knob / 2 + travel * fraction, height: 4)
                Circle().fill(Color._knob)
                    .overlay { Circle().stroke(Color._disabledText, lineWidth: 1) }
                    .frame(width: Slider.knob, height: Slider.knob)
                    .offset(x: travel * fraction)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
            .gesture(DragGesture(minimumDistance: 0).onChanged { drag in
                set(fraction: travel > 0 ? Double((drag.location.x - Slider.knob / 2) / travel) : 0)
            })
        }
        .frame(minWidth: 40, idealWidth: 160, maxWidth: .infinity, minHeight: 22, maxHeight: 22)
    }

    /// Sets the value at `fraction` of the range, snapped to the step.
    private func set(fraction newFraction: Double) {
        let clamped = Swift.min(1, Swift.max(0, newFraction.isFinite ? newFraction : 0))
        var newValue = bounds.lowerBound + clamped * (bounds.upperBound - bounds.lowerBound)
        if let step { newValue = bounds.lowerBound + ((newValue - bounds.lowerBound) / step).rounded() * step }
        value = Swift.min(bounds.upperBound, Swift.max(bounds.lowerBound, newValue))
    }
}

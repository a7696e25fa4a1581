import Foundation

/// One track's motion, planned from the value it starts at: a piece per keyframe, each from
/// where the one before ended (its value and velocity) to its keyframe.
///
/// Velocities carry across pieces, so motion stays smooth where a keyframe leaves it to the
/// next: a cubic or spring keyframe without a start velocity starts at the velocity the track
/// had; a cubic one without an end velocity ends at the slope between its neighbours (a
/// Catmull-Rom tangent), or at rest when it is the last.
@MainActor
struct KeyframeCurve<Data: VectorArithmetic> {
    enum Motion {
        /// Along a unit curve from `from` to `to`.
        case curve(UnitCurve)
        /// A cubic Hermite segment with these velocities (units a second).
        case cubic(Data, Data)
        /// A spring released at `from` with `velocity`, pulling to `to`.
        case spring(Spring, velocity: Data)
        /// At `to` from the piece's start.
        case jump
    }

    struct Piece {
        let start: Double
        let duration: Double
        let from: Data
        let to: Data
        let motion: Motion
    }

    private(set) var pieces: [Piece] = []
    /// Where the track rests once its last piece ends.
    private(set) var end: Data
    let duration: Double

    init<Value: Animatable>(start: Data, keyframes: [_Keyframe<Value>]) where Value.AnimatableData == Data {
        let targets = keyframes.map(\.target.animatableData)
        var times: [Double] = [0]
        for keyframe in keyframes { times.append(times[times.count - 1] + keyframe.duration) }
        duration = times[times.count - 1]
        /// The slope through keyframe `i`'s neighbours (boundary `i + 1` of the pieces).
        func tangent(after i: Int) -> Data {
            guard i + 1 < keyframes.count else { return .zero }
            let before = i == 0 ? start : targets[i - 1]
            let span = times[i + 2] - times[i]
            return span > 0 ? (targets[i + 1] - before).scaled(by: 1 / span) : .zero
        }
        var value = start, velocity = Data.zero
        for (i, keyframe) in keyframes.enumerated() {
            let target = targets[i], length = keyframe.duration
            let motion: Motion
            switch keyframe.shape {
            case _ where length == 0:
                motion = .jump
            case .move:
                motion = .jump
            case .linear(let curve):
                motion = .curve(curve)
            case .cubic(let startVelocity, let endVelocity):
                motion = .cubic(startVelocity?.animatableData ?? velocity, endVelocity?.animatableData ?? tangent(after: i))
            case .spring(let spring, let startVelocity):
                motion = .spring(spring, velocity: startVelocity?.animatableData ?? velocity)
            }
            let piece = Piece(start: times[i], duration: length, from: value, to: target, motion: motion)
            pieces.append(piece)
            (value, velocity) = KeyframeCurve.state(of: piece, at: length)
        }
        end = value
    }

    /// The value `time` seconds into the track (before it: the start; after it: the end).
    func value(at time: Double) -> Data {
        guard let first = pieces.first, time < duration else { return end }
        guard time.isFinite, time > 0 else { return first.from }
        // The last piece started at or before `time` (pieces are few: a walk from the end).
        var index = pieces.count - 1
        while index > 0 && pieces[index].start > time { index -= 1 }
        return KeyframeCurve.state(of: pieces[index], at: time - pieces[index].start).value
    }

    /// A piece's value and velocity `t` seconds into it.
    private static func state(of piece: Piece, at t: Double) -> (value: Data, velocity: Data) {
        let length = piece.duration
        switch piece.motion {
        case .jump:
            return (piece.to, .zero)
        case .curve(let curve):
            let progress = length > 0 ? Swift.min(1, t / length) : 1
            let change = piece.to - piece.from
            return (piece.from + change.scaled(by: curve.value(at: progress)),
                    change.scaled(by: curve.velocity(at: progress) / Swift.max(length, 1e-9)))
        case .cubic(let v0, let v1):
            let u = length > 0 ? Swift.min(1, t / length) : 1
            let u2 = u * u, u3 = u2 * u
            let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
            let value = piece.from.scaled(by: h00) + v0.scaled(by: h10 * length) + piece.to.scaled(by: h01) + v1.scaled(by: h11 * length)
            let d00 = 6 * u2 - 6 * u, d10 = 3 * u2 - 4 * u + 1, d01 = -6 * u2 + 6 * u, d11 = 3 * u2 - 2 * u
            let rate = length > 0 ? 1 / length : 0
            let velocity = piece.from.scaled(by: d00 * rate) + v0.scaled(by: d10) + piece.to.scaled(by: d01 * rate) + v1.scaled(by: d11)
            return (value, velocity)
        case .spring(let spring, let v0):
            let displacement = piece.from - piece.to
            let now = spring.displacementWeights(at: t)
            let value = piece.to + displacement.scaled(by: now.position) + v0.scaled(by: now.velocity)
            // The velocity from two nearby instants (the weights have no closed derivative here).
            let step = 1e-4
            let later = spring.displacementWeights(at: t + step)
            let ahead = piece.to + displacement.scaled(by: later.position) + v0.scaled(by: later.velocity)
            return (value, (ahead - value).scaled(by: 1 / step))
        }
    }
}

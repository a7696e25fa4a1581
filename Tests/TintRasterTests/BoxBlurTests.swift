import Testing
@testable import TintRaster

/// The box blur behind `blur(radius:opaque:)` and shadows: each pass the floor of the mean over
/// its window, whatever the window (a reciprocal below 4,105 values, a division above).
@Suite struct BoxBlurTests {
    /// One pass the plain way: a division per value, the edges looked up one by one.
    private func reference(_ values: [UInt16], width: Int, height: Int, radius: Int, horizontal: Bool, extendEdges: Bool) -> [UInt16] {
        var out = values
        let lines = horizontal ? height : width, length = horizontal ? width : height
        let window = 2 * radius + 1
        for l in 0..<lines {
            func index(_ i: Int) -> Int { horizontal ? l * width + i : i * width + l }
            func at(_ i: Int) -> Int {
                if i >= 0 && i < length { return Int(values[index(i)]) }
                return extendEdges ? Int(values[index(i < 0 ? 0 : length - 1)]) : 0
            }
            for i in 0..<length {
                var sum = 0
                for j in (i - radius)...(i + radius) { sum += at(j) }
                out[index(i)] = UInt16(sum / window)
            }
        }
        return out
    }

    @Test func passesAreTheFloorOfTheMean() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        // Radii inside the plane, as wide as it and wider, and one past the reciprocal's reach.
        for (width, height, radius) in [(17, 9, 1), (30, 21, 4), (8, 40, 7), (12, 5, 12), (9, 9, 30), (3, 2, 2_100), (1, 7, 3)] {
            for extendEdges in [false, true] {
                let values = (0..<(width * height)).map { _ in UInt16(next(4) == 0 ? 255 : next(256)) }
                let blur = BoxBlur(width: width, height: height, radius: radius, extendEdges: extendEdges)
                var horizontal = [UInt16](repeating: 0, count: values.count), vertical = horizontal
                var sums = [UInt64](repeating: 0, count: width), zeros = [UInt16](repeating: 0, count: width)
                values.withUnsafeBufferPointer { source in
                    horizontal.withUnsafeMutableBufferPointer { blur.horizontal(source.baseAddress!, into: $0.baseAddress!) }
                    vertical.withUnsafeMutableBufferPointer { target in
                        sums.withUnsafeMutableBufferPointer { sums in
                            zeros.withUnsafeMutableBufferPointer { blur.vertical(source.baseAddress!, into: target.baseAddress!, sums: sums.baseAddress!, zeros: $0.baseAddress!) }
                        }
                    }
                }
                let what = "\(width)x\(height), radius \(radius), extended \(extendEdges)"
                #expect(horizontal == reference(values, width: width, height: height, radius: radius, horizontal: true, extendEdges: extendEdges), "\(what)")
                #expect(vertical == reference(values, width: width, height: height, radius: radius, horizontal: false, extendEdges: extendEdges), "\(what)")
            }
        }
    }

    /// The reciprocal gives the floor of every sum a window of values up to 255 can reach, at
    /// the widest window it serves and at windows on either side of powers of two.
    @Test func reciprocalIsExact() {
        for window in [3, 5, 7, 255, 257, 1_023, 1_025, 4_095, 4_097, 4_103] {
            let divide = BoxBlur.Reciprocal(window: window)
            #expect(divide.multiplier != 0)
            var sum = 0
            while sum <= 255 * window {
                #expect(Int(divide.mean(UInt64(sum))) == sum / window, "window \(window), sum \(sum)")
                // Every sum near a multiple of the window, and a stride through the rest.
                sum += sum % window == window - 1 || sum % window == 0 ? 1 : Swift.max(1, window / 7)
            }
        }
        #expect(BoxBlur.Reciprocal(window: 4_105).multiplier == 0)
    }
}

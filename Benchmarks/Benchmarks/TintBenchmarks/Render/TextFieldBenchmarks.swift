import Benchmark
import TintUI

/// Typing into a field that holds a long text: a keystroke in a 100,000-character
/// `TextField` (update, layout and paint of the part shown; 10 keystrokes a sample). The budget
/// is 2 ms a keystroke, whatever the text's length; the 1k field beside it is the reference.
func textFieldBenchmarks() {
    let configuration = Benchmark.Configuration.frames(10, "keystrokes")
    for (count, name) in [(1_000, "1k"), (100_000, "100k")] {
        Benchmark("Text: TextField of \(name) characters, keystroke", configuration: configuration) { benchmark in
            await onMainActor(benchmark) { benchmark in
                let host = HeadlessHost(rootView: LongField(text: String(repeating: "lorem ipsum ", count: count / 12)), width: 640, height: 80)
                host.renderFrame()
                host.tap("field")
                host.renderFrame()
                for _ in benchmark.scaledIterations {
                    benchmark.startMeasurement()
                    for _ in 0..<10 {
                        host.type("a")
                        blackHole(host.renderFrame().repaintedPixels)
                    }
                    benchmark.stopMeasurement()
                }
            }
        }
    }
}

private struct LongField: View {
    @State var text: String
    var body: some View {
        TextField("Log", text: $text).accessibilityIdentifier("field").padding()
    }
}

import TintDemoScenes
import TintUI

/// `TintDemo [--headless] [--out DIR]`: a window when a display exists; otherwise (or with
/// `--headless`) renders the demo offscreen and writes PNGs under DIR (default `out/demo`).
@main
struct DemoCommand {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var outDirectory = "out/demo"
        var headless = false
        while !arguments.isEmpty {
            let argument = arguments.removeFirst()
            switch argument {
            case "--headless": headless = true
            case "--out" where !arguments.isEmpty: outDirectory = arguments.removeFirst()
            case "-h", "--help":
                say("usage: TintDemo [--headless] [--out DIR]")
                return
            default:
                FileHandle.standardError.write(Data("TintDemo: unknown argument \(argument)\n".utf8))
                exit(2)
            }
        }
        MainActor.assumeIsolated {
            if !headless {
                do {
                    let host = try WindowHost(rootView: Counter(), title: "Tint Demo", width: 480, height: 320)
                    say("TintDemo: window open (video driver \(host.window.driverName)); close it to quit.")
                    try host.run()
                    return
                } catch {
                    say("TintDemo: \(error)")
                    say("TintDemo: rendering headless instead.")
                }
            }
            exit(HeadlessTour.run(outDirectory: outDirectory))
        }
    }
}

/// Writes a line to standard output at once (unbuffered), so messages show even when piped.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

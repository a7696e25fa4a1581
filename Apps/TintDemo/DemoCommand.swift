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
                print("usage: TintDemo [--headless] [--out DIR]")
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
                    print("TintDemo: window open (video driver \(host.window.driverName)); close it to quit.")
                    try host.run()
                    return
                } catch {
                    print("TintDemo: \(error)")
                    print("TintDemo: rendering headless instead.")
                }
            }
            exit(HeadlessTour.run(outDirectory: outDirectory))
        }
    }
}

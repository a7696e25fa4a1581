import TintDemoScenes
import TintUI

/// `TintDemo [--headless | --drive] [--out DIR]`: a window when a display exists; otherwise (or
/// with `--headless`) renders the demo offscreen and writes PNGs under DIR (default
/// `out/demo`). `--drive` opens the window and uses it with synthetic input, saving
/// screenshots under DIR.
@main
struct DemoCommand {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var outDirectory = "out/demo"
        var headless = false
        var drive = false
        while !arguments.isEmpty {
            let argument = arguments.removeFirst()
            switch argument {
            case "--headless": headless = true
            case "--drive": drive = true
            case "--out" where !arguments.isEmpty: outDirectory = arguments.removeFirst()
            case "-h", "--help":
                say("usage: TintDemo [--headless | --drive] [--out DIR]")
                return
            default:
                FileHandle.standardError.write(Data("TintDemo: unknown argument \(argument)\n".utf8))
                exit(2)
            }
        }
        MainActor.assumeIsolated {
            if drive { exit(WindowDrive.run(outDirectory: outDirectory)) }
            if !headless {
                do {
                    let desktop = DesktopApp(DemoApp())
                    // The demo is where T, B, H and Ctrl+S belong: an app has them only when asked.
                    desktop.configureWindow = { host in host.options.debugKeys = true }
                    DemoWindows.keyWindowOptions = { desktop.windows.last?.options }
                    DemoWindows.updateKeyWindow = { change in
                        if let host = desktop.windows.last { change(&host.options) }
                    }
                    try desktop.start()
                    say("TintDemo: window open (video driver \(desktop.windows.last?.window.driverName ?? "?")); Quit (Ctrl+Q) or close its windows to end.")
                    while try desktop.step(timeout: nil) {}
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

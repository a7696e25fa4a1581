import Foundation
import TintDemoScenes
import TintUI

/// `tint-audit [--policy P] [--engine E] [--tap ID]... [SCENE...]`: mounts demo scenes headless
/// and prints the diffability audit of every view type in them, then, for each `--tap`, which
/// bodies ran and why. With no scene, audits them all; `--list` names them.
@main
struct AuditCommand {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var options = HostOptions()
        var taps: [String] = []
        var names: [String] = []
        func fail(_ message: String) -> Never {
            FileHandle.standardError.write(Data("tint-audit: \(message)\n".utf8))
            exit(2)
        }
        while !arguments.isEmpty {
            let argument = arguments.removeFirst()
            switch argument {
            case "--policy":
                guard let value = arguments.first, let policy = DiffPolicy(rawValue: value) else {
                    fail("--policy takes one of \(DiffPolicy.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                arguments.removeFirst()
                options.diffPolicy = policy
            case "--engine":
                guard let value = arguments.first, let engine = ReflectionEngine(rawValue: value) else {
                    fail("--engine takes one of \(ReflectionEngine.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                arguments.removeFirst()
                options.reflection = engine
            case "--tap":
                guard !arguments.isEmpty else { fail("--tap takes an accessibility identifier") }
                taps.append(arguments.removeFirst())
            case "--list":
                MainActor.assumeIsolated {
                    for scene in DemoScene.all { print("\(scene.name): \(scene.summary)") }
                }
                return
            case "-h", "--help":
                print("usage: tint-audit [--policy automatic|reflection|alwaysEvaluate] [--engine compiled|mirror] [--tap ID]... [--list] [SCENE...]")
                return
            default:
                if argument.hasPrefix("-") { fail("unknown option \(argument)") }
                names.append(argument)
            }
        }
        let status: Int32 = MainActor.assumeIsolated {
            let unknown = names.filter { DemoScene.named($0) == nil }
            guard unknown.isEmpty else {
                FileHandle.standardError.write(Data("tint-audit: unknown scene \(unknown.joined(separator: ", ")); --list names them\n".utf8))
                return 2
            }
            let scenes = names.isEmpty ? DemoScene.all : names.compactMap(DemoScene.named)
            for scene in scenes {
                print("== \(scene.name) (policy \(options.diffPolicy.rawValue), engine \(options.reflection.rawValue))")
                let host = scene.makeHost()
                host.options = options
                host.renderFrame()
                for report in host.diffAudit() { print(report) }
                for tap in taps {
                    host.tap(tap)
                    let frame = host.renderFrame()
                    print("-- after tapping \(tap): \(frame.totalBodyEvaluations) bodies ran, \(frame.skippedBodies) skipped")
                    for line in frame.explanations { print("   \(line)") }
                    for warning in frame.warnings { print("   warning: \(warning)") }
                }
            }
            return 0
        }
        exit(status)
    }
}

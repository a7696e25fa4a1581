import ArgumentParser
import Foundation
import TintBenchReport

/// `BenchReport RESULTS OUT`: reads a stored run of the suite and writes `OUT/report.md` and
/// the charts (tools/bench calls it after the run).
struct BenchReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "BenchReport", abstract: "Writes the benchmark report and its charts from a stored run.")

    @Argument(help: "The stored run: .benchmarkBaselines/TintBenchmarks/<name>/results.json")
    var results: String

    @Argument(help: "The folder to write report.md and the charts into.")
    var out: String

    @Option(help: "The commit measured.")
    var commit = "unknown"

    @Flag(help: "The run was tools/bench --quick.")
    var quick = false

    func run() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: results))
        let stored = try JSONDecoder().decode(StoredRun.self, from: data)
        let figures = stored.results.map { BenchmarkFigures(name: $0.key.name, results: $0.value) }
        let machine = stored.machine
        let run = BenchmarkRun(
            commit: commit,
            date: Date().formatted(.iso8601),
            machine: "\(machine.hostname), \(machine.processors) \(machine.processorType) processors, \(machine.memory) GB, kernel \(machine.kernelVersion)",
            quick: quick,
            figures: figures
        )
        let written = try MainActor.assumeIsolated { try BenchmarkReport.write(run, to: out) }
        for path in written { print(path) }
    }
}

BenchReportCommand.main()

/// One run of the suite: its figures and where they were measured.
public struct BenchmarkRun: Sendable {
    /// The commit measured, as `git rev-parse --short HEAD` gives it.
    public var commit: String
    /// When the run finished, as written at the top of the report.
    public var date: String
    /// The machine, in a line: host, processors, memory, kernel.
    public var machine: String
    /// A quick run (`tools/bench --quick`): few short samples, figures only roughly right.
    public var quick: Bool
    public var figures: [BenchmarkFigures]

    public init(commit: String, date: String, machine: String, quick: Bool, figures: [BenchmarkFigures]) {
        self.commit = commit
        self.date = date
        self.machine = machine
        self.quick = quick
        self.figures = figures
    }
}

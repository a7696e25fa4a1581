import Benchmark

/// Runs a benchmark body on the main actor, where Tint's UI work lives.
///
/// `Benchmark` is not `Sendable`, but the harness awaits the body and does not touch the
/// benchmark meanwhile, so handing it to the main actor for the duration is safe.
func onMainActor(_ benchmark: Benchmark, _ body: @escaping @MainActor (Benchmark) -> Void) async {
    nonisolated(unsafe) let handle = benchmark
    await MainActor.run { body(handle) }
}

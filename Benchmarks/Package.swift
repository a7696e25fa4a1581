// swift-tools-version: 6.1
// Tint's benchmark suite, a separate package so the root builds without ordo-one/benchmark
// (a root build stays seconds instead of a minute). Run it with tools/bench from the root.

import Foundation
import PackageDescription

/// The root package is a path dependency, whose identity is its folder's name; that name differs
/// between clones, so it is derived from this file's location.
let rootIdentity = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TintBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        // No traits: the suite builds in release and needs no preview macros (swift-syntax).
        .package(path: "..", traits: []),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // cairo, compared with Tint's rasterizer in the same run (tools/bench installs it).
        .systemLibrary(name: "CCairo", path: "Benchmarks/CCairo"),
        // pixman's glyph compositing (what cairo's image backend and X servers draw text with),
        // compared with Tint's glyph blits in the labels benchmark.
        .systemLibrary(name: "CPixman", path: "Benchmarks/CPixman", pkgConfig: "pixman-1"),
        // Pango, compared with Tint's text engine on mixed-script labels in the same run.
        .systemLibrary(name: "CPangoCairo", path: "Benchmarks/CPangoCairo", pkgConfig: "pangocairo"),
        // glibc's `mallinfo2`: the heap a mounted tree holds, for the memory benchmarks.
        .systemLibrary(name: "CMallocInfo", path: "Benchmarks/CMallocInfo"),
        .executableTarget(
            name: "TintBenchmarks",
            dependencies: [
                .product(name: "TintUI", package: rootIdentity),
                .product(name: "TintReconciler", package: rootIdentity),
                .product(name: "TintDemoScenes", package: rootIdentity),
                .product(name: "TintBenchReport", package: rootIdentity),
                .product(name: "Benchmark", package: "benchmark"),
                "CCairo",
                "CPangoCairo",
                "CPixman",
                "CMallocInfo",
            ],
            path: "Benchmarks/TintBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Turns a stored run (the harness's baseline JSON) into out/bench/report.md and charts.
        // Not under Benchmarks/: the harness would take it for a benchmark target.
        .executableTarget(
            name: "BenchReport",
            dependencies: [
                .product(name: "TintBenchReport", package: rootIdentity),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/BenchReport",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)

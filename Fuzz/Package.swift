// swift-tools-version: 6.1
// Tint's fuzzing targets (libFuzzer, through Swift's -sanitize=fuzzer), a separate package so
// the root builds without the sanitizer. Run them with tools/fuzz from the root.

import Foundation
import PackageDescription

/// The root package is a path dependency, whose identity is its folder's name.
let rootIdentity = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TintFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "..")],
    targets: [
        // Text layout, wrapping and editing from random strings, widths and key sequences.
        .executableTarget(name: "TextFuzz", dependencies: [.product(name: "TintUI", package: rootIdentity)],
                          path: "Targets/TextFuzz", swiftSettings: [.swiftLanguageMode(.v6)]),
        // View trees built from random bytes (nesting, ids, sizes), rendered, edited and rendered again.
        .executableTarget(name: "ViewTreeFuzz", dependencies: [.product(name: "TintUI", package: rootIdentity)],
                          path: "Targets/ViewTreeFuzz", swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)

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
    // No traits: the fuzzers need neither the preview macros nor the debug-build flags.
    dependencies: [.package(path: "..", traits: [])],
    targets: [
        // libFuzzer's driver and the input reader every target uses.
        .target(name: "FuzzSupport", path: "Targets/FuzzSupport", swiftSettings: [.swiftLanguageMode(.v6)]),
        // Text layout, wrapping and editing from random strings, widths and key sequences.
        .executableTarget(name: "TextFuzz", dependencies: ["FuzzSupport", .product(name: "TintUI", package: rootIdentity)],
                          path: "Targets/TextFuzz", swiftSettings: [.swiftLanguageMode(.v6)]),
        // View trees built from random bytes (nesting, ids, sizes), rendered, edited and rendered again.
        .executableTarget(name: "ViewTreeFuzz", dependencies: ["FuzzSupport", .product(name: "TintUI", package: rootIdentity)],
                          path: "Targets/ViewTreeFuzz", swiftSettings: [.swiftLanguageMode(.v6)]),
        // A LocalizedStringKey's inline markdown: no trap, and time linear in the length.
        .executableTarget(name: "MarkdownFuzz", dependencies: ["FuzzSupport", .product(name: "TintUI", package: rootIdentity)],
                          path: "Targets/MarkdownFuzz", swiftSettings: [.swiftLanguageMode(.v6)]),
        // Image files (header fields, truncation, sizes) drawn by Image(contentsOfFile:).
        .executableTarget(name: "ImageFuzz", dependencies: ["FuzzSupport", .product(name: "TintUI", package: rootIdentity)],
                          path: "Targets/ImageFuzz", swiftSettings: [.swiftLanguageMode(.v6)]),
        // Settings files read and saved by @AppStorage: nothing the file held is lost.
        .executableTarget(name: "SettingsFuzz", dependencies: ["FuzzSupport", .product(name: "TintUI", package: rootIdentity)],
                          path: "Targets/SettingsFuzz", swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)

// swift-tools-version: 6.1
// A small app that depends on Tint as an app does (by path), timing the same frames in whatever
// configuration it is built: `tools/bench-debug` builds it in debug and in release and compares
// the two (how much slower an app's debug build runs Tint). Of the default traits it keeps
// `OptimizeInDebug` alone: `Previews` changes no frame, and would build swift-syntax twice.

import Foundation
import PackageDescription

/// The root package's identity is its folder's name, which differs between clones.
let tint = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "DebugSpeed",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: tint.path, traits: ["OptimizeInDebug"]),
    ],
    targets: [
        .executableTarget(
            name: "DebugSpeed",
            dependencies: [.product(name: "TintUI", package: tint.lastPathComponent)],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)

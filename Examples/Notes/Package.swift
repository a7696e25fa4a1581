// swift-tools-version: 6.1
// Notes: a small app built with Tint the way an app outside the repository builds it, by
// depending on Tint through a path. Run it with `swift run Notes`, test it with `swift test`.

import Foundation
import PackageDescription

/// Tint's package, two folders up. A path dependency's identity is its folder's name, which
/// differs between clones, so it is derived from this file's location.
let tint = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "Notes",
    platforms: [.macOS(.v14)],
    dependencies: [
        // A plain dependency, as an app's: Tint's default traits turn on #Preview (swift run
        // tint-preview draws them) and optimize Tint in this app's debug build.
        .package(path: tint.path),
    ],
    targets: [
        // The app's model and views, a library so the tests use what the app shows.
        .target(name: "NotesKit", dependencies: [.product(name: "TintUI", package: tint.lastPathComponent)],
                swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(name: "Notes", dependencies: ["NotesKit"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "NotesKitTests", dependencies: ["NotesKit"], swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)

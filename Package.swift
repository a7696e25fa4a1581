// swift-tools-version: 6.2
// Tint: a SwiftUI-style declarative UI framework for Linux.
// Module map and the one-way flow between modules: see README.md ("Architecture").

import CompilerPluginSupport
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6)
]

/// Tint's own modules are optimized in an app's debug build too (the trait `OptimizeInDebug`,
/// on by default): an app's developer builds in debug all day, and unoptimized, Tint draws a
/// dashboard 40 to 60 times slower than in release. The app's own code stays unoptimized and
/// debuggable. SwiftPM accepts these flags in a dependency from tools version 6.2 on.
let moduleSettings: [SwiftSetting] = swiftSettings + [
    .unsafeFlags(["-O"], .when(configuration: .debug, traits: ["OptimizeInDebug"])),
]

/// A library target whose sources live in `Modules/<name>`.
func module(_ name: String, _ dependencies: [Target.Dependency] = []) -> Target {
    .target(name: name, dependencies: dependencies, path: "Modules/\(name)", swiftSettings: moduleSettings)
}

/// The test target for `name`, in `Tests/<name>Tests`.
func tests(_ name: String, _ dependencies: [Target.Dependency] = []) -> Target {
    .testTarget(
        name: "\(name)Tests",
        dependencies: [.target(name: name)] + dependencies,
        path: "Tests/\(name)Tests",
        swiftSettings: swiftSettings
    )
}

let log: Target.Dependency = .product(name: "Logging", package: "swift-log")
let heap: Target.Dependency = .product(name: "HeapModule", package: "swift-collections")
let propertyBased: Target.Dependency = .product(name: "PropertyBased", package: "swift-property-based")
// Combine's API (ObservableObject, @Published, publishers, Timer.publish) from OpenCombine rather
// than a core of Tint's own: real SwiftUI code uses far more of Combine than a core would hold.
let combine: Target.Dependency = .product(name: "OpenCombine", package: "OpenCombine")
let combineFoundation: Target.Dependency = .product(name: "OpenCombineFoundation", package: "OpenCombine")
// `#Preview` and `@Previewable` are macros, built on swift-syntax (1-2.5 minutes of build). Only
// packages that turn on the `Previews` trait build it: an app that has no previews does not.
let previewMacros: Target.Dependency = .target(name: "TintPreviewMacros", condition: .when(traits: ["Previews"]))

let package = Package(
    name: "Tint",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "TintUI", targets: ["TintUI"]),
        // The view graph alone, for tools and benchmarks that measure the update pass.
        .library(name: "TintReconciler", targets: ["TintReconciler"]),
        .library(name: "TintDemoScenes", targets: ["TintDemoScenes"]),
        // The benchmark report (tables and charts drawn by Tint), for Benchmarks/ and tools/bench.
        .library(name: "TintBenchReport", targets: ["TintBenchReport"]),
        .executable(name: "TintDemo", targets: ["TintDemo"]),
        .executable(name: "tint-audit", targets: ["TintAudit"]),
        // `swift run tint-preview [FILE...]` in an app's package: its previews as PNGs, or in a window.
        .executable(name: "tint-preview", targets: ["TintPreviewTool"]),
    ],
    traits: [
        .trait(name: "Previews", description: "#Preview and @Previewable with `import TintUI` (builds swift-syntax for the macros)"),
        .trait(name: "OptimizeInDebug", description: "Tint's modules optimized (-O) in an app's debug build, so Tint runs at release speed while the app's own code stays debuggable"),
        .default(enabledTraits: ["Previews", "OptimizeInDebug"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
        // `swift package generate-documentation` (tools/docs): a command plugin, built only when
        // the documentation is.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
    ],
    targets: [
        // SDL2 with SDL2_ttf and SDL2_image; the providers name the apt-get line when missing.
        .systemLibrary(name: "CSDL2", path: "Modules/CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]),
        // FreeType, HarfBuzz, fontconfig and FriBidi; HarfBuzz's pkg-config file brings
        // FreeType's include folder.
        .systemLibrary(name: "CTintText", path: "Modules/CTintText", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev", "libfreetype-dev", "libfontconfig-dev", "libfribidi-dev"])]),
        // libdbus: the desktop's message bus (the XDG portal, status icons, AT-SPI).
        .systemLibrary(name: "CDBus", path: "Modules/CDBus", pkgConfig: "dbus-1",
                       providers: [.apt(["libdbus-1-dev"])]),
        // ICU's line break iterator behind one plain C function (see its header for why).
        .target(name: "CTintICU", path: "Modules/CTintICU", linkerSettings: [.linkedLibrary("icuuc")]),
        // The bounds of the Swift runtime's conformance records, where previews are found.
        .target(name: "CTintSections", path: "Modules/CTintSections"),
        // wmemset for opaque pixel runs (TintRaster's `SpanBlending.store`).
        .target(name: "CTintFill", path: "Modules/CTintFill"),
        .macro(
            name: "TintPreviewMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            path: "Modules/TintPreviewMacros",
            swiftSettings: swiftSettings
        ),
        module("TintCore"),
        module("TintLayout", ["TintCore"]),
        module("TintBoxes", ["TintCore", "TintLayout"]),
        // Apple's module names, so `import UniformTypeIdentifiers` and `import CoreTransferable` compile.
        module("UniformTypeIdentifiers"),
        module("CoreTransferable", ["UniformTypeIdentifiers", "TintCore", combine, combineFoundation]),
        module("TintViews", ["TintBoxes", "TintCore", "TintLayout", "UniformTypeIdentifiers", "CoreTransferable", log, combine, combineFoundation, previewMacros]),
        module("TintReconciler", ["TintViews", "TintBoxes", "TintLayout", "TintCore", heap, log, combine]),
        module("TintRaster", ["TintCore", "CTintFill"]),
        module("TintText", ["TintCore", "TintRaster", "CTintText", "CTintICU"]),
        module("TintRender", ["TintBoxes", "TintLayout", "TintText", "TintRaster", "TintCore"]),
        module("TintImageIO", ["TintRaster", "TintCore", "CSDL2"]),
        module("TintSDL", ["TintRaster", "TintCore", "CSDL2"]),
        module("TintDBus", ["TintCore", "CDBus"]),
        module("TintUI", ["TintViews", "UniformTypeIdentifiers", "CoreTransferable", "TintBoxes", "TintReconciler", "TintRender", "TintImageIO", "TintSDL", "TintDBus", "TintText", "TintRaster", "TintCore", "CTintSections", log]),
        module("TintBenchReport", ["TintUI", "TintImageIO"]),
        // The demo's scenes are a library so tests and benchmarks use the very views it shows.
        .target(name: "TintDemoScenes", dependencies: ["TintUI"], path: "Apps/TintDemo/Scenes",
                resources: [.process("Resources")], swiftSettings: swiftSettings),
        .executableTarget(
            name: "TintDemo",
            dependencies: ["TintUI", "TintDemoScenes"],
            path: "Apps/TintDemo/App",
            swiftSettings: swiftSettings
        ),
        // The diffability audit as a command: audits the demo scenes' views.
        .executableTarget(name: "TintAudit", dependencies: ["TintUI", "TintDemoScenes"], path: "Apps/TintAudit", swiftSettings: swiftSettings),
        // Builds a package's previews and shows them: see Apps/TintPreview/main.swift.
        .executableTarget(name: "TintPreviewTool", path: "Apps/TintPreview", swiftSettings: swiftSettings),
        tests("TintCore"),
        tests("UniformTypeIdentifiers"),
        tests("CoreTransferable"),
        tests("TintLayout", [propertyBased]),
        tests("TintViews"),
        tests("TintReconciler", [propertyBased]),
        tests("TintRaster", [propertyBased]),
        // SDL2_ttf is the reference the FreeType metrics are checked against.
        tests("TintText", ["CSDL2"]),
        tests("TintRender"),
        tests("TintImageIO"),
        tests("TintDBus"),
        tests("TintSDL", ["TintUI", "TintDemoScenes", "TintImageIO", "TintRaster"]),
        tests("TintUI", ["TintDemoScenes", "TintImageIO", "TintRaster", "TintReconciler", "TintBenchReport"]),
        .testTarget(
            name: "TintPreviewMacrosTests",
            dependencies: [
                "TintPreviewMacros",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ],
            path: "Tests/TintPreviewMacrosTests",
            swiftSettings: swiftSettings
        ),
    ]
)

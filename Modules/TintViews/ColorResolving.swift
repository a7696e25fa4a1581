import Foundation
import TintCore

extension Color {
    /// A colour's components as drawn in one environment, as SwiftUI's `Color.Resolved`.
    public struct Resolved: Hashable, Sendable, ShapeStyle {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let color = Color(colorSpace, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(opacity))
            self.red = Float(color.red)
            self.green = Float(color.green)
            self.blue = Float(color.blue)
            self.opacity = Float(color.alpha)
        }

        /// The components without the sRGB transfer curve.
        public var linearRed: Float { Float(Color.decode(Double(red))) }
        public var linearGreen: Float { Float(Color.decode(Double(green))) }
        public var linearBlue: Float { Float(Color.decode(Double(blue))) }

        public var _style: _ShapeStyle { .color(Color(self)) }
    }

    /// The colour as drawn in `environment` (its colour scheme).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let color = resolved(in: environment.colorScheme)
        return Resolved(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), opacity: Float(color.alpha))
    }

    /// A colour with resolved components.
    public init(_ resolved: Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue), opacity: Double(resolved.opacity))
    }

    /// The colour named `name` in an asset catalog of `bundle` (the main bundle when nil): a
    /// `name.colorset` folder (with its `Contents.json`) copied among the bundle's resources, as
    /// Xcode's asset catalogs hold colours, with its dark appearance when it has one. A colour no
    /// catalog holds is clear, with a warning, as SwiftUI draws it.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = ColorAssets.color(named: name, in: bundle ?? .main)
    }
}

/// How colours are blended and composited, as SwiftUI's `ColorRenderingMode` (Tint composites in
/// non-linear sRGB whatever is asked).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear
    case linear
    case extendedLinear
}

/// Colours of asset catalogs (`Brand.colorset/Contents.json`), read once per bundle and name.
enum ColorAssets {
    nonisolated(unsafe) private static var cache: [String: Color] = [:]
    private static let lock = NSLock()

    static func color(named name: String, in bundle: Bundle) -> Color {
        let key = "\(bundle.bundlePath)\u{0}\(name)"
        if let cached = lock.withLock({ cache[key] }) { return cached }
        let color: Color
        do {
            color = try read(named: name, in: bundle)
        } catch {
            RuntimeWarnings.emit("No color named '\(name)' found in asset catalog for \(bundle.bundlePath) (\(error)); it is drawn clear", fix: "add a colour set of that name to the asset catalog (\(name).colorset), or correct the name")
            color = .clear
        }
        lock.withLock { cache[key] = color }
        return color
    }

    struct Missing: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    private static func read(named name: String, in bundle: Bundle) throws -> Color {
        guard let root = bundle.resourceURL ?? URL(string: "file://" + bundle.bundlePath) else { throw Missing(reason: "the bundle has no resources") }
        guard let folder = find("\(name).colorset", under: root) else { throw Missing(reason: "no \(name).colorset among its resources") }
        let data = try Data(contentsOf: folder.appendingPathComponent("Contents.json"))
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else { throw Missing(reason: "\(name).colorset/Contents.json lists no colours") }
        var light: Color?, dark: Color?
        for entry in entries {
            guard let color = entry["color"] as? [String: Any], let parsed = parse(color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
            let isOther = !appearances.isEmpty && !isDark
            if isDark { dark = dark ?? parsed } else if !isOther { light = light ?? parsed }
        }
        guard let light else { throw Missing(reason: "\(name).colorset/Contents.json has no colour for any appearance") }
        guard let dark else { return light }
        return Color(light: light, dark: dark)
    }

    /// A colour entry: its space and components, each written as a fraction ("0.5"), a byte
    /// ("128") or a hexadecimal byte ("0x80").
    private static func parse(_ color: [String: Any]) -> Color? {
        // A system colour ("platform": "osx", "reference": ...) has no components: skipped.
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            guard let raw = components[key] else { return nil }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x"), let byte = UInt8(text.dropFirst(2), radix: 16) { return Double(byte) / 255 }
            guard let number = Double(text), number.isFinite else { return nil }
            // Whole numbers over 1 are bytes.
            return number > 1 && number == number.rounded() ? number / 255 : number
        }
        let alpha = value("alpha") ?? 1
        let space: Color.RGBColorSpace = switch (color["color-space"] as? String ?? "srgb").lowercased() {
        case "display-p3": .displayP3
        case "extended-linear-srgb": .sRGBLinear
        default: .sRGB
        }
        if let white = value("white") { return Color(space, white: white, opacity: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return Color(space, red: red, green: green, blue: blue, opacity: alpha)
    }

    /// The first folder named `name` under `root`, breadth first, at most 6 levels down.
    private static func find(_ name: String, under root: URL) -> URL? {
        var level = [root]
        let files = FileManager.default
        for _ in 0..<6 {
            var next: [URL] = []
            for folder in level {
                guard let items = try? files.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { continue }
                for item in items where (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    if item.lastPathComponent == name { return item }
                    next.append(item)
                }
            }
            if next.isEmpty { return nil }
            level = next
        }
        return nil
    }
}

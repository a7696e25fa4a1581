import Foundation
import TintCore
import TintReconciler

/// Per-host settings; set them before the first `renderFrame()` to apply from the first frame.
/// Changing `diffPolicy` or `reflection` later applies from the next update.
public struct HostOptions: Equatable, Sendable {
    public var diffPolicy: DiffPolicy = .automatic
    public var reflection: ReflectionEngine = .compiled
    /// The random-tint debug mode (RULES 4.2): every view whose body ran in a frame gets a
    /// fresh random translucent colour over its frame; skipped views keep theirs. Default from
    /// the environment variable `TINT_DEBUG_TINT=1`.
    public var debugTint = HostOptions.environmentFlag("TINT_DEBUG_TINT")
    /// Each view's body count in a badge at its top-leading corner (`TINT_BADGES=1`). Counts
    /// show for views whose body ran since the badges were turned on.
    public var renderCountBadges = HostOptions.environmentFlag("TINT_BADGES")
    /// A heads-up display at the top-right: the last frame's time, bodies run and skipped,
    /// and the share of the window repainted (`TINT_HUD=1`).
    public var headsUpDisplay = HostOptions.environmentFlag("TINT_HUD")
    /// The debug keys of a window: T the debug tint, B the badges, H the heads-up display (when
    /// no text field or shortcut takes the key), Ctrl+S a screenshot in the current folder
    /// (when no shortcut takes it). Off, so that an app's users never meet them; the demo turns
    /// them on, and `TINT_DEBUG_KEYS=1` does for any app.
    public var debugKeys = HostOptions.environmentFlag("TINT_DEBUG_KEYS")
    /// Less motion (`\.accessibilityReduceMotion`): animations that move, scale or turn views
    /// are drawn as fades or at once (`TINT_REDUCE_MOTION=1`; a window also follows the
    /// desktop's "enable animations" setting).
    public var reduceMotion = HostOptions.environmentFlag("TINT_REDUCE_MOTION")
    /// The debug tint's colours come from this seed: the same updates give the same colours.
    public var debugTintSeed: UInt64 = 0x7EA5_EED
    /// Record why each body ran (`FrameReport.explanations`): the first property that differed
    /// and the rule that decided it. Costs a second comparison walk and a string per body run.
    public var recordExplanations = true
    /// Repaint the whole window every frame that changed anything, instead of only the damage:
    /// the baseline damage-only repaint is measured against.
    public var repaintsEverything = false
    /// The window's background, painted under everything (in the window's colour scheme:
    /// white, or macOS's dark window grey).
    public var backgroundColor: Color = ._windowBackground
    /// The appearance the views draw in; `nil`: the system's (a window host reads the desktop's
    /// preference, `SystemAppearance`; a headless host draws light, so renders stay the same
    /// on every machine). A view's `.preferredColorScheme` overrides both for its window.
    public var colorScheme: ColorScheme? = nil
    /// The direction the window's layouts run in (`\.layoutDirection`): right to left mirrors
    /// the whole window, as a right-to-left language's desktop does.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// How many threads may draw a large repaint (a quarter of a 1280x800 window or more:
    /// `RenderTree.pixelsWorthThreads`): the processor's cores, at most 4, or
    /// `TINT_PAINT_THREADS`. The pixels are the same for any number; 1 draws on the main
    /// thread alone.
    public var paintThreads = HostOptions.environmentCount("TINT_PAINT_THREADS") ?? Swift.min(4, ProcessInfo.processInfo.activeProcessorCount)

    /// The kind of device the automatic styles draw for, app-wide: `.mac` (macOS's controls,
    /// the default) or `.pad` (the iPad's, for code written for iOS first: buttons without a
    /// bezel, their labels in the accent colour). Default from `TINT_IDIOM` (`mac` or `pad`).
    public var idiom: Idiom = HostOptions.environmentIdiom()

    /// The kinds of device `idiom` names.
    public enum Idiom: String, Equatable, Hashable, Sendable, CaseIterable {
        case mac
        case pad
    }

    public init() {}

    /// The idiom `TINT_IDIOM` names; another value is reported, once a process, and taken as
    /// `mac`.
    static func environmentIdiom(environment: [String: String] = ProcessInfo.processInfo.environment) -> Idiom {
        guard let value = environment["TINT_IDIOM"]?.lowercased(), !value.isEmpty else { return .mac }
        if let idiom = Idiom(rawValue: value) { return idiom }
        if ReportedSettings.first("TINT_IDIOM") {
            RuntimeWarnings.emit("TINT_IDIOM=\(value) is neither mac nor pad; taken as mac", fix: "set TINT_IDIOM to mac or pad")
        }
        return .mac
    }

    /// The whole number from 1 to 64 in the environment variable `name`; another value is
    /// reported, once a process, and taken as unset.
    static func environmentCount(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Int? {
        guard let value = environment[name], !value.isEmpty else { return nil }
        if let count = Int(value), (1...64).contains(count) { return count }
        if ReportedSettings.first(name) {
            RuntimeWarnings.emit("\(name)=\(value) is not a whole number from 1 to 64; taken as unset", fix: "set \(name) to a whole number from 1 to 64, or unset it")
        }
        return nil
    }

    /// Whether the environment variable `name` is set to 1 (or true, yes, on). Any other value
    /// than those and 0, false, no, off (or empty) is reported, once a process, and taken as off.
    static func environmentFlag(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment[name]?.lowercased() else { return false }
        if ["1", "true", "yes", "on"].contains(value) { return true }
        if !["", "0", "false", "no", "off"].contains(value), ReportedSettings.first(name) {
            RuntimeWarnings.emit("\(name)=\(value) is neither on (1, true, yes, on) nor off (0, false, no, off); taken as off", fix: "set \(name) to 1 or 0")
        }
        return false
    }
}

/// The environment settings already reported as invalid, so each is said once a process.
enum ReportedSettings {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var names: Set<String> = []

    /// True the first time `name` is passed.
    static func first(_ name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return names.insert(name).inserted
    }
}

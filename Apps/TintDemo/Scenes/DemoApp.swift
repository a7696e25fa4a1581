import TintUI

/// The demo as an app: its window (New Window opens more, each with its own switches), a
/// Debug menu whose items switch the key window's debug tint, badges and heads-up display (the
/// keys T, B and H do the same in the window), and a Settings window with the appearance.
public struct DemoApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup("Tint Demo") {
            DemoAppearance { DemoShell() }
        }
        .defaultSize(width: 960, height: 640)
        .commands {
            CommandMenu("Debug") {
                Toggle("Random Tint", isOn: DemoWindows.binding(\.debugTint))
                    .keyboardShortcut("t", modifiers: [.command, .shift])
                Toggle("Render Count Badges", isOn: DemoWindows.binding(\.renderCountBadges))
                    .keyboardShortcut("b", modifiers: [.command, .shift])
                Toggle("Heads-Up Display", isOn: DemoWindows.binding(\.headsUpDisplay))
                    .keyboardShortcut("h", modifiers: [.command, .shift])
            }
        }
        Settings {
            DemoSettings()
        }
        .defaultSize(width: 420, height: 220)
    }
}

/// The key window's options, as whatever runs the demo app reaches them (the desktop app's
/// front window, or a headless app's in tests): the Debug menu's items read and change them.
@MainActor
public enum DemoWindows {
    /// The key window's options; nil while no window is open.
    public static var keyWindowOptions: (@MainActor () -> HostOptions?)?
    /// Changes the key window's options.
    public static var updateKeyWindow: (@MainActor (_ change: (inout HostOptions) -> Void) -> Void)?

    /// A binding to one switch of the key window's options.
    static func binding(_ key: WritableKeyPath<HostOptions, Bool>) -> Binding<Bool> {
        Binding(get: { keyWindowOptions?()?[keyPath: key] ?? false },
                set: { value in updateKeyWindow? { $0[keyPath: key] = value } })
    }
}

/// The appearance chosen in Settings, applied to a window's content.
struct DemoAppearance<Content: View>: View {
    @AppStorage("demo.appearance") private var appearance = DemoSettings.Appearance.system.rawValue
    @ViewBuilder let content: Content

    var body: some View {
        content.preferredColorScheme(DemoSettings.Appearance(rawValue: appearance)?.colorScheme)
    }
}

/// The demo's Settings window: the appearance of its windows.
public struct DemoSettings: View {
    enum Appearance: String, CaseIterable {
        case system, light, dark

        var title: String {
            switch self {
            case .system: "System"
            case .light: "Light"
            case .dark: "Dark"
            }
        }

        var colorScheme: ColorScheme? {
            switch self {
            case .system: nil
            case .light: .light
            case .dark: .dark
            }
        }
    }

    @AppStorage("demo.appearance") private var appearance = Appearance.system.rawValue

    public init() {}

    public var body: some View {
        DemoAppearance {
            Form {
                Picker("Appearance", selection: $appearance) {
                    ForEach(Appearance.allCases, id: \.rawValue) { choice in
                        Text(choice.title).tag(choice.rawValue)
                    }
                }
                .pickerStyle(.segmented)
                .accessibilityIdentifier("appearance")
                Text("Applies to every window of the demo at once.")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }
}

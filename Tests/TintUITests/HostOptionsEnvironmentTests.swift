import Testing
import TintUI

/// `\.hostOptions`: views read the host's options and change them; readers run again when the
/// options change, however they changed.
@MainActor
@Suite struct HostOptionsEnvironmentTests {
    private struct Switches: View {
        @Environment(\.hostOptions) var host
        var body: some View {
            VStack {
                if let host {
                    Toggle("Tint", isOn: host.binding(\.debugTint)).accessibilityIdentifier("tint")
                    Text(host.options.diffPolicy == .alwaysEvaluate ? "always" : "diffing").accessibilityIdentifier("policy")
                }
            }
            .frame(width: 200)
        }
    }

    @Test func viewsReadAndChangeTheHostsOptions() throws {
        let host = HeadlessHost(rootView: Switches(), width: 220, height: 80)
        host.renderFrame()
        #expect(!host.options.debugTint)
        host.tap("tint")
        host.renderFrame()
        #expect(host.options.debugTint)
        // Changed from outside (a debug key, the app): the reader runs again and shows it.
        let before = try #require(host.frame(of: "policy")).width
        host.options.diffPolicy = .alwaysEvaluate
        let report = host.renderFrame()
        #expect(report.bodyEvaluations["Switches"] == 1)
        #expect(try #require(host.frame(of: "policy")).width != before)
        // Unchanged options run nothing.
        host.options = host.options
        #expect(host.renderFrame().totalBodyEvaluations == 0)
    }
}

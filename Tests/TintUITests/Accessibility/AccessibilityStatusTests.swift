import Foundation
import Testing
import TintDBus
@testable import TintUI

/// `\.accessibilityEnabled` and `\.accessibilityVoiceOverEnabled` from the desktop's
/// accessibility status.
@MainActor
@Suite struct AccessibilityStatusTests {
    @Test func theStatusIsReadFromTheAccessibilityBusLauncher() throws {
        let bus = try PrivateBus()
        let launcher = try bus.connect()
        #expect(try launcher.requestName("org.a11y.Bus"))
        launcher.export("/org/a11y/bus") { message in
            guard message.member == "Get", message.arguments.count == 2, message.arguments[0].string == "org.a11y.Status" else { return nil }
            switch message.arguments[1].string {
            case "IsEnabled": return .values([.variant(.boolean(true))])
            case "ScreenReaderEnabled": return .values([.variant(.boolean(true))])
            default: return nil
            }
        }
        let serving = ServingThread(launcher)
        defer { serving.stop() }
        let status = AccessibilityBus.status(session: try bus.connect())
        #expect(status.connected && status.screenReader)
        // No session bus: neither.
        let none = AccessibilityBus.status(session: nil)
        #expect(!none.connected && !none.screenReader)
    }

    @Test func aScreenReaderStartingLaterIsHeard() throws {
        let bus = try PrivateBus()
        let launcher = try bus.connect()
        #expect(try launcher.requestName("org.a11y.Bus"))
        let app = try bus.connect()
        var heard: [Bool] = []
        #expect(AccessibilityBus.followStatus(session: app) { heard.append($0) })
        // A change of another interface, and of another property, say nothing of a reader.
        try launcher.emit(path: "/org/a11y/bus", interface: "org.freedesktop.DBus.Properties", name: "PropertiesChanged",
                          arguments: [.string("org.a11y.Other"), .dictionary([("ScreenReaderEnabled", .boolean(true))]), .strings([])])
        try launcher.emit(path: "/org/a11y/bus", interface: "org.freedesktop.DBus.Properties", name: "PropertiesChanged",
                          arguments: [.string("org.a11y.Status"), .dictionary([("IsEnabled", .boolean(true))]), .strings([])])
        for running in [true, false] {
            try launcher.emit(path: "/org/a11y/bus", interface: "org.freedesktop.DBus.Properties", name: "PropertiesChanged",
                              arguments: [.string("org.a11y.Status"), .dictionary([("ScreenReaderEnabled", .boolean(running))]), .strings([])])
        }
        let deadline = Date().addingTimeInterval(5)
        while heard.count < 2, Date() < deadline { app.process(waitingUpTo: 0.05) }
        #expect(heard == [true, false])
        #expect(!AccessibilityBus.followStatus(session: nil) { _ in })
    }

    private struct Reads: View {
        @Environment(\.accessibilityEnabled) var enabled
        @Environment(\.accessibilityVoiceOverEnabled) var screenReader
        var body: some View { Text("\(enabled ? "read" : "unread") \(screenReader ? "spoken" : "silent")") }
    }

    @Test func viewsSeeWhetherAReaderIsThere() {
        let host = HeadlessHost(rootView: Reads(), width: 200, height: 40)
        host.renderFrame()
        #expect(host.texts() == ["unread silent"])
        host.pipeline.assistiveTechnology = (true, true)
        host.renderFrame()
        #expect(host.texts() == ["read spoken"])
    }
}

import Foundation
import Testing
@testable import TintDBus

struct DBusConnectionTests {
    /// Every kind of value, nested as the portal and AT-SPI nest them.
    static let everyKind: [DBusValue] = [
        .byte(7), .boolean(true), .int16(-3), .uint16(65_000), .int32(-70_000), .uint32(4_000_000_000),
        .int64(-1 << 40), .uint64(1 << 63), .double(2.5), .string("héllo wörld ✓"), .objectPath("/org/tint/a_1"),
        .signature("a{sv}"), .strings([]), .strings(["a", "b"]),
        .dictionary([("uris", .strings(["file:///tmp/x"])), ("choices", .array(element: "(ss)", [.structure([.string("k"), .string("v")])]))]),
        .structure([.string("name"), .objectPath("/a")]), .variant(.variant(.uint32(1))),
        .array(element: "ay", [.array(element: "y", [.byte(1), .byte(2)])]),
    ]

    @Test func valuesOfEveryKindCrossTheBusUnchanged() throws {
        let bus = try PrivateBus()
        let server = try bus.connect()
        server.export("/echo") { message in .values(message.arguments) }
        let serving = ServingThread(server)
        defer { serving.stop() }
        let client = try bus.connect()
        let echoed = try client.call(destination: server.uniqueName, path: "/echo", interface: "org.tint.Echo", method: "Echo",
                                     arguments: Self.everyKind)
        #expect(echoed == Self.everyKind)
        #expect(echoed[14]["uris"]?.items?.first?.string == "file:///tmp/x")
    }

    @Test func anErrorReplyIsThrownWithItsName() throws {
        let bus = try PrivateBus()
        let server = try bus.connect()
        server.export("/obj") { message in
            message.member == "Fail" ? .error(name: "org.tint.Error.Refused", message: "no, thanks") : nil
        }
        let serving = ServingThread(server)
        defer { serving.stop() }
        let client = try bus.connect()
        #expect(throws: DBusError("org.tint.Error.Refused", "no, thanks")) {
            try client.call(destination: server.uniqueName, path: "/obj", interface: "org.tint.T", method: "Fail")
        }
        // A method the object does not have, and a path no object has.
        let unknown = #expect(throws: DBusError.self) {
            try client.call(destination: server.uniqueName, path: "/obj/sub", interface: "org.tint.T", method: "Other")
        }
        #expect(unknown?.name == "org.freedesktop.DBus.Error.UnknownMethod")
        let nowhere = #expect(throws: DBusError.self) {
            try client.call(destination: server.uniqueName, path: "/elsewhere", interface: "org.tint.T", method: "Fail")
        }
        #expect(nowhere?.name == "org.freedesktop.DBus.Error.UnknownMethod")
    }

    @Test func aServiceThatNeverAnswersTimesOut() throws {
        let bus = try PrivateBus()
        let silent = try bus.connect()   // never processes its messages
        let client = try bus.connect()
        let started = Date()
        let error = #expect(throws: DBusError.self) {
            try client.call(destination: silent.uniqueName, path: "/x", interface: "org.tint.T", method: "Wait", timeout: 0.3)
        }
        #expect(error?.isTimeout == true, "\(String(describing: error))")
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func aNameNobodyOwnsFailsAtOnce() throws {
        let bus = try PrivateBus()
        let client = try bus.connect()
        let error = #expect(throws: DBusError.self) {
            try client.call(destination: "org.freedesktop.portal.Desktop", path: "/org/freedesktop/portal/desktop",
                            interface: "org.freedesktop.portal.Settings", method: "ReadOne", arguments: [.string("a"), .string("b")], timeout: 3)
        }
        #expect(error?.isServiceUnknown == true, "\(String(describing: error))")
    }

    @Test func signalsReachTheirHandlersOnly() throws {
        let bus = try PrivateBus()
        let sender = try bus.connect()
        let listener = try bus.connect()
        var heard: [String] = []
        let token = try listener.onSignal(interface: "org.tint.Test", member: "Changed") { message in
            heard.append(message.arguments.first?.string ?? "?")
        }
        try sender.emit(path: "/a", interface: "org.tint.Test", name: "Changed", arguments: [.string("one")])
        try sender.emit(path: "/a", interface: "org.tint.Test", name: "Other", arguments: [.string("not this")])
        try sender.emit(path: "/a", interface: "org.tint.Test", name: "Changed", arguments: [.string("two")])
        let deadline = Date().addingTimeInterval(5)
        while heard.count < 2, Date() < deadline { listener.process(waitingUpTo: 0.05) }
        #expect(heard == ["one", "two"])
        listener.removeSignalHandler(token)
        try sender.emit(path: "/a", interface: "org.tint.Test", name: "Changed", arguments: [.string("three")])
        for _ in 0..<5 { listener.process(waitingUpTo: 0.02) }
        #expect(heard == ["one", "two"])
    }

    @Test func badInputIsRefusedWithAnError() throws {
        let bus = try PrivateBus()
        let client = try bus.connect()
        let error = #expect(throws: DBusError.self) {
            try client.call(destination: client.uniqueName, path: "not/a path", interface: "org.tint.T", method: "M")
        }
        #expect(error?.name == "tint.BadMessage")
        #expect(throws: DBusError.self) { try DBusConnection(address: "unix:path=/nonexistent/bus") }
        #expect(DBusNames.isObjectPath("/org/a11y/atspi/accessible/root"))
        #expect(!DBusNames.isObjectPath("/a//b") && !DBusNames.isObjectPath("/a/") && !DBusNames.isObjectPath("/a-b"))
        #expect(DBusNames.pathElement("win 1/é") == "win_201_2f_c3_a9")
        // A closed connection throws instead of calling.
        client.close()
        #expect(throws: DBusError.self) {
            try client.call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus", method: "GetId")
        }
    }

    @Test func theWatcherWakesWhenTheBusSendsSomething() async throws {
        let bus = try PrivateBus()
        let sender = try bus.connect()
        let listener = try bus.connect()
        let woken = DispatchSemaphore(value: 0)
        _ = try listener.onSignal(interface: "org.tint.Test") { _ in }
        listener.startWatching { woken.signal() }
        try sender.emit(path: "/a", interface: "org.tint.Test", name: "Ping")
        #expect(woken.wait(timeout: .now() + 5) == .success)
        #expect(listener.process() >= 1)
    }
}

import Foundation

/// A message bus of its own (`dbus-daemon --session`), for tests: they need no desktop session
/// and touch none. Throws when dbus-daemon is not installed (Debian: dbus).
package final class PrivateBus: @unchecked Sendable {
    package let address: String
    private let process: Process

    package init() throws {
        let daemon = ["/usr/bin/dbus-daemon", "/bin/dbus-daemon"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let daemon else { throw DBusError("tint.NoBus", "dbus-daemon is not installed (Debian: dbus)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: daemon)
        process.arguments = ["--session", "--nofork", "--nopidfile", "--print-address=1"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // The first line it prints is its address.
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != 10 {
            line.append(first)
        }
        self.process = process
        address = String(decoding: line, as: UTF8.self)
    }

    deinit {
        // Not waited for: Foundation reaps it (its waitUntilExit can hang at this point).
        kill(process.processIdentifier, SIGKILL)
    }

    package func connect() throws -> DBusConnection { try DBusConnection(address: address) }
}

/// A connection answering on a thread of its own until stopped, as another program would
/// (a test's stand-in for the portal or a screen reader).
package final class ServingThread: @unchecked Sendable {
    package let connection: DBusConnection
    private let lock = NSLock()
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)

    package init(_ connection: DBusConnection) {
        self.connection = connection
        Thread.detachNewThread { [self] in
            while !isStopped { connection.process(waitingUpTo: 0.02) }
            finished.signal()
        }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    package func stop() {
        lock.withLock { stopped = true }
        finished.wait()
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests that load URLs: each path answers with its
/// status and bytes (unknown paths: 404), one connection at a time, closed after each answer.
final class LocalHTTPServer: @unchecked Sendable {
    struct Answer: Sendable {
        let status: Int
        let body: Data
    }

    let port: UInt16
    private let listener: Int32
    private let answers: [String: Answer]
    private let lock = NSLock()
    private var served: [String] = []

    /// The paths asked for so far, in order.
    var requests: [String] { lock.withLock { served } }

    init(answers: [String: Answer]) throws {
        self.answers = answers
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 16) == 0 else { close(listener); throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        self.listener = listener
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Stops accepting connections.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func serve() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            var request = [UInt8]()
            var chunk = [UInt8](repeating: 0, count: 4096)
            while !request.ends(with: Array("\r\n\r\n".utf8)) {
                let got = read(connection, &chunk, chunk.count)
                guard got > 0 else { break }
                request += chunk[0..<got]
            }
            let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self).split(separator: " ")
            let path = line.count > 1 ? String(line[1]) : "/"
            lock.withLock { served.append(path) }
            let answer = answers[path] ?? Answer(status: 404, body: Data("not found".utf8))
            var reply = Data("HTTP/1.1 \(answer.status) \(answer.status == 200 ? "OK" : "Error")\r\nContent-Length: \(answer.body.count)\r\nConnection: close\r\n\r\n".utf8)
            reply += answer.body
            reply.withUnsafeBytes { bytes in
                var sent = 0
                while sent < bytes.count {
                    let wrote = write(connection, bytes.baseAddress! + sent, bytes.count - sent)
                    guard wrote > 0 else { break }
                    sent += wrote
                }
            }
            close(connection)
        }
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}

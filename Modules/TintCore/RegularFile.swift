import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a file whole when it is a regular file no larger than a limit, and otherwise says why
/// not, without blocking or filling memory.
///
/// Opened non-blocking and checked with `fstat` on the open descriptor (not the path, which
/// could change between the check and the read): a named pipe would block the main thread in
/// `open` or `read`, a directory or device is not data, and a file's size is known before a
/// byte is read, so a settings file or image of gigabytes is refused rather than loaded.
package enum RegularFile {
    /// Why a file was not read.
    package enum ReadError: Error, Equatable, CustomStringConvertible {
        /// Nothing at the path.
        case missing
        /// Something other than a regular file: "a directory", "a named pipe"...
        case notARegularFile(kind: String)
        /// Larger than the reader allows.
        case tooLarge(bytes: Int, limit: Int)
        /// The system refused, in its words ("Permission denied").
        case unreadable(reason: String)

        package var description: String {
            switch self {
            case .missing: "No such file or directory"
            case .notARegularFile(let kind): "it is \(kind), not a file"
            case .tooLarge(let bytes, let limit): "it is \(RegularFile.describe(bytes: bytes)), more than the \(RegularFile.describe(bytes: limit)) allowed"
            case .unreadable(let reason): reason
            }
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    package static func read(_ path: String, limit: Int) throws(ReadError) -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw code == ENOENT ? .missing : .unreadable(reason: String(cString: strerror(code)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else { throw .notARegularFile(kind: kind(of: type)) }
        let size = Int(status.st_size)
        guard size <= limit else { throw .tooLarge(bytes: size, limit: limit) }
        // Read to the end, not to the size seen: a file may still be growing (bounded by the limit).
        var data = Data(count: size + 1)
        var filled = 0
        while true {
            if filled == data.count {
                guard data.count <= limit else { throw .tooLarge(bytes: data.count, limit: limit) }
                data.count = min(limit + 1, max(data.count * 2, 4096))
            }
            let room = data.count - filled
            let got = data.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, room) }
            if got < 0 {
                if errno == EINTR { continue }
                throw .unreadable(reason: String(cString: strerror(errno)))
            }
            if got == 0 { break }
            filled += got
        }
        guard filled <= limit else { throw .tooLarge(bytes: filled, limit: limit) }
        data.count = filled
        return data
    }

    /// Why the file at `path` could not be read whole, asked without opening it: for readers
    /// that open the file themselves (FreeType), which must not be handed a named pipe.
    package static func problem(at path: String) -> ReadError? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            return code == ENOENT ? .missing : .unreadable(reason: String(cString: strerror(code)))
        }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else { return .notARegularFile(kind: kind(of: type)) }
        return access(path, R_OK) == 0 ? nil : .unreadable(reason: String(cString: strerror(errno)))
    }

    private static func kind(of type: mode_t) -> String {
        switch type {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a named pipe"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    /// A byte count as people read it: "812 bytes", "3.4 MB", "16 MiB" for limits.
    package static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1_000_000 { return String(format: "%.1f MB", Double(bytes) / 1_000_000) }
        if bytes >= 10_000 { return "\(bytes / 1000) KB" }
        return "\(bytes) bytes"
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Why a file cannot be opened for writing, in the system's words ("No such file or
/// directory", "Permission denied"), asked of the kernel before SDL2_image (whose messages do
/// not say).
enum FileAccess {
    /// nil when `path` opens for writing (created if missing, left as it was otherwise);
    /// otherwise the reason.
    static func writeProblem(_ path: String) -> String? {
        let existed = FileManager.default.fileExists(atPath: path)
        let reason = problem { open(path, O_WRONLY | O_CREAT, 0o644) }
        // A probe leaves nothing behind it did not find.
        if reason == nil, !existed { unlink(path) }
        return reason
    }

    private static func problem(_ opening: () -> Int32) -> String? {
        let descriptor = opening()
        guard descriptor < 0 else {
            close(descriptor)
            return nil
        }
        return String(cString: strerror(errno))
    }
}

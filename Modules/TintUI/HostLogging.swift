import Logging
import TintCore

/// Routes Tint's runtime warnings to swift-log, so apps configure their output in one place.
enum HostLogging {
    private static let logger = Logger(label: "tint")
    private static let installed: Void = {
        RuntimeWarnings.setPrinter { message in
            HostLogging.logger.warning("\(message)")
        }
    }()

    static func installOnce() {
        _ = installed
    }
}

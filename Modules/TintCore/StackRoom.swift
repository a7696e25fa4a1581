#if canImport(Glibc)
import Glibc
#endif

/// How much of the current thread's stack is left: recursive work (layout, painting) checks it
/// before going one level deeper, so a deep tree stops being laid out where the stack would run
/// out, whatever the thread's stack size (a test runner's worker threads have less than the
/// main thread's 8 MiB) and whatever the build (a debug build's frames are several times
/// larger).
public struct StackRoom {
    private var thread: pthread_t?
    private var lowest: UInt = 0

    public init() {}

    /// Whether more than `bytes` of stack remain below the caller.
    public mutating func hasRoom(_ bytes: Int) -> Bool {
        let current = pthread_self()
        if thread.map({ pthread_equal($0, current) == 0 }) ?? true {
            thread = current
            lowest = StackRoom.lowestAddress()
        }
        guard lowest != 0 else { return true }
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        return here > lowest && here - lowest > UInt(bytes)
    }

    /// glibc's `pthread_getattr_np`, looked up at run time: Swift's Glibc module leaves out
    /// the GNU extensions.
    private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    private static let getAttributes: GetAttributes? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
        return unsafeBitCast(symbol, to: GetAttributes.self)
    }()

    /// The lowest address of this thread's stack (0 when the system does not say).
    private static func lowestAddress() -> UInt {
        var attributes = pthread_attr_t()
        guard let getAttributes, getAttributes(pthread_self(), &attributes) == 0 else { return 0 }
        defer { pthread_attr_destroy(&attributes) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return 0 }
        return UInt(bitPattern: base)
    }
}

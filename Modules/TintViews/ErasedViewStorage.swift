import Foundation

/// What an `AnyView` holds. A view value can only nest through an indirection, and the
/// existential box is the one every erased chain goes through; Swift destroys such a chain
/// by a recursion as deep as the chain (100,000 levels of `AnyView(v.padding(0))` overflowed
/// the stack when the graph let go of them). This object's `deinit` hands its view to a
/// per-thread queue instead, so the views below it are released one at a time by a loop.
final class ErasedViewStorage {
    private var held: (any View)?

    var view: any View { held! }

    init(_ view: any View) {
        held = view
    }

    deinit {
        // Moved, never bound to a name: a binding's copy would be released here, after the
        // drain, by the very recursion the drain avoids.
        if held != nil { ChainedRelease.release(held.take()!) }
    }
}

/// Releases erased views without recursion: the first release on a thread drains a queue;
/// a release that happens while the thread drains (a storage inside the view being freed)
/// only joins the queue.
enum ChainedRelease {
    static func release(_ view: consuming any View) {
        let queue = ReleaseQueue.current
        if queue.isDraining {
            queue.pending.append(consume view)
            return
        }
        queue.isDraining = true
        drop(consume view)
        while let next = queue.pending.popLast() { drop(consume next) }
        queue.isDraining = false
    }

    /// Ends the value's life here, inside the drain. Never inlined: inlined, the optimizer was
    /// free to move the release after the drain's end (`isDraining` already false), and in
    /// release builds each level's release recursed into the next again (100,000 levels
    /// overflowed the stack). A callee given ownership must release before it returns.
    @inline(never)
    private static func drop(_ view: consuming any View) {}
}

/// One per thread (a deinit runs on whichever thread lets go last), made at the thread's first
/// erased release and freed when the thread ends.
private final class ReleaseQueue {
    var isDraining = false
    var pending: [any View] = []

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<ReleaseQueue>.fromOpaque(pointer).release() }
        }
        return key
    }()

    static var current: ReleaseQueue {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<ReleaseQueue>.fromOpaque(pointer).takeUnretainedValue()
        }
        let queue = ReleaseQueue()
        pthread_setspecific(key, Unmanaged.passRetained(queue).toOpaque())
        return queue
    }
}

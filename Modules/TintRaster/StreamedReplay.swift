import Dispatch
import Foundation
import TintCore

/// A display list drawn while it is still being recorded: worker threads draw their strips of
/// the window from each chunk of items as the recording hands it over, and the recording
/// thread draws its own strip once it has finished recording. Recording a busy window took a
/// fifth of its one-thread repaint, and drawing waited for all of it (1,000 cards and 1,000
/// labels: 8.4 ms on one thread, 5.7 on two); streamed, the recording overlaps the drawing.
///
/// The strips are cut from the last frame's work per row, the recording thread's share made
/// smaller by as much as its recording took (it is adjusted after each frame from when each
/// thread finished).
final class ReplayStream: @unchecked Sendable {
    /// Items a chunk holds before it is handed over, once the first chunks (1, 2, 4... items:
    /// `DisplayList.handOffSize`) have started the workers.
    static let chunkSize = 256

    let buffer: PixelBuffer
    let clip: PixelRect
    /// The recording thread's strip, then each worker's.
    let strips: [PixelRect]
    let start = DispatchTime.now().uptimeNanoseconds
    private let condition = NSCondition()
    private var chunks: [[DisplayList.Item]] = []
    private var finished = false
    private let workers = DispatchGroup()
    /// Where each worker stopped before layers nested too deeply for its stack: the chunk and
    /// the item there. The recording thread draws the rest of that strip.
    private var stops: [Int: (chunk: Int, item: Int)] = [:]
    private var workersEnd: UInt64 = 0

    init(buffer: PixelBuffer, clip: PixelRect, strips: [PixelRect]) {
        self.buffer = buffer
        self.clip = clip
        self.strips = strips
    }

    /// Hands a chunk of items over to the workers.
    func publish(_ chunk: [DisplayList.Item]) {
        condition.lock()
        chunks.append(chunk)
        condition.broadcast()
        condition.unlock()
    }

    /// No more chunks will come.
    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// Starts the worker that draws strip `index` of `list`.
    func startWorker(_ index: Int, of list: DisplayList) {
        workers.enter()
        DispatchQueue.global(qos: .userInteractive).async { [self] in
            defer { workers.leave() }
            let canvas = Canvas(buffer: buffer, scale: list.scale, clip: strips[index])
            var next = 0
            while true {
                condition.lock()
                while next >= chunks.count && !finished { condition.wait() }
                let available = chunks[next...]
                condition.unlock()
                if available.isEmpty { break }
                for (offset, chunk) in zip(available.indices, available) {
                    if let stop = list.replay(chunk, on: canvas, onWorker: true) {
                        condition.lock()
                        stops[index] = (offset, stop)
                        condition.unlock()
                        return ended()
                    }
                }
                next += available.count
            }
            ended()
        }
    }

    private func ended() {
        let now = DispatchTime.now().uptimeNanoseconds
        condition.lock()
        workersEnd = Swift.max(workersEnd, now)
        condition.unlock()
    }

    /// Waits for every worker; where they stopped, and when the last one ended.
    func waitForWorkers() -> (stops: [Int: (chunk: Int, item: Int)], end: UInt64) {
        workers.wait()
        condition.lock()
        defer { condition.unlock() }
        return (stops, workersEnd)
    }
}

extension DisplayList {
    /// Starts drawing this list, still empty, into `buffer` within `clip` on `threads - 1`
    /// worker threads while it is recorded; `finishStreamedReplay()` draws the rest on the
    /// calling thread. The pixels are those of `replay(into:clip:threads:)`.
    public func beginStreamedReplay(into buffer: PixelBuffer, clip: PixelRect, threads: Int) {
        let stream = ReplayStream(buffer: buffer, clip: clip, strips: streamStrips(of: clip, count: Swift.max(1, Swift.min(threads, clip.height))))
        self.stream = stream
        handOffSize = 1
        for index in 1..<stream.strips.count { stream.startWorker(index, of: self) }
    }

    /// Ends the recording, draws the recording thread's strip (and what a worker left), and
    /// waits for the workers. Returns how many threads drew.
    @discardableResult
    public func finishStreamedReplay() -> Int {
        guard let stream else { return 0 }
        finishMasks()
        handOffItems()
        self.stream = nil
        stream.finish()
        if stream.strips.count > 1 { drawUnclaimedLayers() }
        let main = Canvas(buffer: stream.buffer, scale: scale, clip: stream.strips[0])
        for chunk in sealed { _ = replay(chunk, on: main, onWorker: false) }
        let mainEnd = DispatchTime.now().uptimeNanoseconds
        let (stops, workersEnd) = stream.waitForWorkers()
        for (index, stop) in stops.sorted(by: { $0.key < $1.key }) {
            let canvas = Canvas(buffer: stream.buffer, scale: scale, clip: stream.strips[index])
            for chunk in stop.chunk..<sealed.count { _ = replay(sealed[chunk], from: chunk == stop.chunk ? stop.item : 0, on: canvas, onWorker: false) }
        }
        // The next frame's cut: the recording thread's share moves by a quarter of its lead or
        // lag. By half, a window whose work is lumped in a band (the gallery's layers) swung
        // between two cuts, each thread slower by turns (0.36 and 0.5 of the work, every other
        // frame); by a quarter it settles within a few frames.
        let (rows, work) = rowWork(in: stream.clip)
        streamBalance.rows = rows
        streamBalance.clip = stream.clip
        let span = Double(Swift.max(mainEnd, workersEnd) - stream.start)
        if span > 0 {
            let lag = (Double(mainEnd) - Double(workersEnd)) / span
            streamBalance.share = Swift.min(0.5, Swift.max(0.05, streamBalance.share - lag / 4))
        }
        recordingWorthSharing = work >= Self.workWorthThreads * stream.clip.width * stream.clip.height
        return stream.strips.count
    }

    /// Horizontal strips of `clip`: the first, the recording thread's, with its share of the
    /// last frame's work, the others equal shares of the rest.
    private func streamStrips(of clip: PixelRect, count: Int) -> [PixelRect] {
        let rows = streamBalance.clip == clip ? streamBalance.rows : [Int](repeating: 1, count: clip.height)
        let total = Swift.max(1, rows.reduce(0, +))
        let first = Double(total) * streamBalance.share
        let goals = count < 2 ? [] : [first] + (1..<count - 1).map { first + Double(total) * (1 - streamBalance.share) * Double($0) / Double(count - 1) }
        let bounds = Self.cut(clip, rowWork: rows, goals: goals)
        return (0..<count).map { PixelRect(x: clip.x, y: bounds[$0], width: clip.width, height: bounds[$0 + 1] - bounds[$0]) }
    }
}

/// What the last streamed replay of a list learnt for cutting the next one's strips: its work
/// per row, and the recording thread's share.
struct StreamBalance {
    var rows: [Int] = []
    var clip = PixelRect(x: 0, y: 0, width: 0, height: 0)
    var share = 0.35
}

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TintBoxes
import TintCore
import TintImageIO
import TintRaster
import TintViews

/// Loads `AsyncImage`'s URLs and keeps what it loaded.
///
/// `http` and `https` go through `URLSession.shared` (as SwiftUI's `AsyncImage` does); `file`
/// URLs are read here (Foundation's `URLSession` on Linux has no file loader), through
/// `RegularFile`, so a pipe or a directory is refused rather than waited on. The bytes are
/// decoded off the main actor before a view hears of them: a corrupt image is a failure the
/// view can show, and the pixels decoded then are the ones drawn (the image loader asks here
/// first), so an image is decoded once.
///
/// Loaded images are kept by URL within a budget of decoded bytes, least recently used first
/// out; several views asking for one URL at once share one load.
final class RemoteImages: @unchecked Sendable {
    static let shared = RemoteImages()

    /// What the environment hands `AsyncImage`.
    static let fetcher = _ImageFetcher(fetch: { url in try await shared.image(at: url) },
                                       kept: { url in shared.kept(url) })

    private struct Entry {
        let encoded: EncodedImage
        let pixels: PixelBuffer
        var lastUse: Int
        var bytes: Int { pixels.stride * pixels.height * 4 }
    }

    private let lock = NSLock()
    private var entries: [URL: Entry] = [:]
    /// The URL each kept image came from, by the image's identity.
    private var urls: [ObjectIdentifier: URL] = [:]
    private var loads: [URL: Task<EncodedImage, any Error>] = [:]
    private var clock = 0
    private(set) var bytes = 0
    /// Decoded pixels kept, at most.
    let byteBudget: Int

    init(byteBudget: Int = 64 << 20) {
        self.byteBudget = byteBudget
    }

    /// The image at `url`, kept or loaded now.
    func image(at url: URL) async throws -> EncodedImage {
        let load: Task<EncodedImage, any Error> = lock.withLock {
            if let kept = keptLocked(url) { return Task { kept } }
            if let running = loads[url] { return running }
            let task = Task<EncodedImage, any Error> { [self] in
                defer { lock.withLock { loads[url] = nil } }
                let (encoded, pixels) = try await Self.load(url)
                lock.withLock { keep(encoded, pixels, for: url) }
                return encoded
            }
            loads[url] = task
            return task
        }
        return try await load.value
    }

    /// The image loaded before from `url`, if it is still kept.
    func kept(_ url: URL) -> EncodedImage? {
        lock.withLock { keptLocked(url) }
    }

    /// The pixels decoded for `image` when it was loaded, if it is still kept.
    func pixels(of image: EncodedImage) -> PixelBuffer? {
        lock.withLock {
            guard let url = urls[ObjectIdentifier(image)], let entry = entries[url], entry.encoded === image else { return nil }
            return entry.pixels
        }
    }

    /// Forgets every image (tests).
    func removeAll() {
        lock.withLock {
            entries = [:]
            urls = [:]
            bytes = 0
        }
    }

    private func keptLocked(_ url: URL) -> EncodedImage? {
        guard let entry = entries[url] else { return nil }
        clock += 1
        entries[url]?.lastUse = clock
        return entry.encoded
    }

    private func keep(_ encoded: EncodedImage, _ pixels: PixelBuffer, for url: URL) {
        clock += 1
        let entry = Entry(encoded: encoded, pixels: pixels, lastUse: clock)
        // An image larger than the whole budget is shown but not kept.
        guard entry.bytes <= byteBudget else { return }
        if let old = entries[url] { forget(url, old) }
        entries[url] = entry
        urls[ObjectIdentifier(encoded)] = url
        bytes += entry.bytes
        while bytes > byteBudget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            forget(oldest.key, oldest.value)
        }
    }

    private func forget(_ url: URL, _ entry: Entry) {
        entries[url] = nil
        urls[ObjectIdentifier(entry.encoded)] = nil
        bytes -= entry.bytes
    }

    /// Reads or downloads `url` and decodes it, throwing why not in words a developer can act on.
    private static func load(_ url: URL) async throws -> (EncodedImage, PixelBuffer) {
        let data: Data
        switch url.scheme?.lowercased() {
        case "file":
            do {
                data = try RegularFile.read(url.path, limit: ImageFile.maximumFileBytes)
            } catch {
                throw AsyncImageLoadError(url: url, reason: error.description)
            }
        case "http", "https":
            let response: URLResponse
            do {
                (data, response) = try await URLSession.shared.data(from: url)
            } catch let error as URLError where error.code == .cancelled {
                throw CancellationError()
            } catch {
                throw AsyncImageLoadError(url: url, reason: error.localizedDescription)
            }
            if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                throw AsyncImageLoadError(url: url, reason: "the server answered \(http.statusCode) (\(HTTPURLResponse.localizedString(forStatusCode: http.statusCode)))")
            }
        default:
            throw AsyncImageLoadError(url: url, reason: "Tint loads http, https and file URLs, not \(url.scheme.map { "'\($0):'" } ?? "a URL without a scheme")")
        }
        try Task.checkCancellation()
        guard !data.isEmpty else { throw AsyncImageLoadError(url: url, reason: "no bytes came") }
        do {
            let pixels = try ImageFile.decode(data, named: url.absoluteString)
            return (EncodedImage(bytes: data, name: url.absoluteString), pixels)
        } catch {
            throw AsyncImageLoadError(url: url, reason: error.description)
        }
    }
}

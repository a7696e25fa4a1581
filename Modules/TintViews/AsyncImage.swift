import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking  // URLRequest
#endif
import TintBoxes

/// Where an `AsyncImage`'s load stands, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
    /// Not loaded yet (or no URL).
    case empty
    /// Loaded and decoded.
    case success(Image)
    /// The load or the decode failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// Why the load failed, if it did.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that loads an image from a URL and shows it, as SwiftUI's `AsyncImage`: a grey
/// placeholder that fills the space offered until the image comes (and when it cannot), then the
/// image at its natural size (its pixels divided by `scale`).
///
/// `http` and `https` URLs load through Foundation's `URLSession`, `file` URLs from the disk;
/// the host decodes the bytes before the image shows, so a corrupt image is a `.failure`, not a
/// blank. Loaded images are kept (by URL) for the next view that asks: a list scrolled back
/// shows them at once, without a placeholder frame. The load starts when the view appears, is
/// cancelled when it goes, and starts again when the URL changes.
public struct AsyncImage<Content: View>: View {
    private let url: URL?
    private let scale: CGFloat
    private let transaction: Transaction
    private let content: @MainActor (AsyncImagePhase) -> Content
    /// The plain `AsyncImage(url:)`: its own grey placeholder stands in until the image loads.
    private let drawsPlaceholder: Bool

    @State private var loaded: LoadedPhase?
    @Environment(\._imageFetcher) private var fetcher

    /// Loads the image at `url` and shows it, with a grey placeholder until then.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        self.transaction = Transaction()
        self.content = { $0.image ?? Image(systemName: "photo") }
        self.drawsPlaceholder = true
    }

    /// Loads the image at `url` and shows `content(image)`, with `placeholder()` until then (and
    /// when it cannot be loaded).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1,
                                  @ViewBuilder content: @escaping @MainActor (Image) -> I,
                                  @ViewBuilder placeholder: @escaping @MainActor () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        self.transaction = Transaction()
        self.content = { phase in
            if let image = phase.image { return .trueContent(content(image)) }
            return .falseContent(placeholder())
        }
        self.drawsPlaceholder = false
    }

    /// Loads the image at `url` and shows `content(phase)` for each phase of the load; a change of
    /// phase animates as `transaction` says.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping @MainActor (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
        self.drawsPlaceholder = false
    }

    /// The same, for the URL of `request`.
    public init(request: URLRequest?, scale: CGFloat = 1) where Content == Image {
        self.init(url: request?.url, scale: scale)
    }

    /// The same, for the URL of `request`.
    public init<I: View, P: View>(request: URLRequest?, scale: CGFloat = 1,
                                  @ViewBuilder content: @escaping @MainActor (Image) -> I,
                                  @ViewBuilder placeholder: @escaping @MainActor () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: request?.url, scale: scale, content: content, placeholder: placeholder)
    }

    /// The same, for the URL of `request`.
    public init(request: URLRequest?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping @MainActor (AsyncImagePhase) -> Content) {
        self.init(url: request?.url, scale: scale, transaction: transaction, content: content)
    }

    public var body: some View {
        let phase = currentPhase
        Group {
            if drawsPlaceholder && phase.image == nil {
                _AsyncImagePlaceholder()
            } else {
                content(phase)
            }
        }
        .task(id: url) { await load() }
    }

    /// The phase for the URL now: what the last load of this URL gave, an image kept from an
    /// earlier load, or `.empty`.
    private var currentPhase: AsyncImagePhase {
        guard let url else { return .empty }
        if let loaded, loaded.url == url { return loaded.phase }
        if let kept = fetcher.kept(url) { return .success(image(kept)) }
        return .empty
    }

    private func image(_ encoded: EncodedImage) -> Image {
        var image = Image(source: .encoded(encoded))
        image._scale = scale.isFinite && scale > 0 ? scale : 1
        return image
    }

    private func load() async {
        guard let url else { return }
        if let loaded, loaded.url == url { return }
        let phase: AsyncImagePhase
        do {
            phase = .success(image(try await fetcher.fetch(url)))
        } catch is CancellationError {
            return
        } catch {
            phase = .failure(error)
        }
        guard !Task.isCancelled else { return }
        withTransaction(transaction) { loaded = LoadedPhase(url: url, phase: phase) }
    }
}

/// One load's result, for the URL it was for.
private struct LoadedPhase {
    let url: URL
    let phase: AsyncImagePhase
}

/// The grey that fills an `AsyncImage`'s space until its image comes.
struct _AsyncImagePlaceholder: View {
    var body: some View {
        Color.gray.opacity(0.25)
    }
}

/// How `AsyncImage` gets its bytes: the host puts one in the environment (it knows the network
/// and the image decoders; views do not). `fetch` loads and checks an image, throwing why not;
/// `kept` answers at once for an image loaded before.
package struct _ImageFetcher: Equatable, Sendable {
    package let fetch: @Sendable (URL) async throws -> EncodedImage
    package let kept: @Sendable (URL) -> EncodedImage?

    package init(fetch: @escaping @Sendable (URL) async throws -> EncodedImage,
                 kept: @escaping @Sendable (URL) -> EncodedImage?) {
        self.fetch = fetch
        self.kept = kept
    }

    /// One service: any two are equal, so setting it changes nothing to diff.
    package static func == (a: _ImageFetcher, b: _ImageFetcher) -> Bool { true }

    /// Outside a host: nothing can be loaded.
    static let unavailable = _ImageFetcher(
        fetch: { url in throw AsyncImageLoadError(url: url, reason: "no host loads images here") },
        kept: { _ in nil })
}

/// Why an `AsyncImage` could not show its URL's image (the phase's `error`).
package struct AsyncImageLoadError: Error, LocalizedError, CustomStringConvertible {
    package let url: URL
    package let reason: String

    package init(url: URL, reason: String) {
        self.url = url
        self.reason = reason
    }

    package var description: String { "AsyncImage \(url.absoluteString): \(reason)" }
    package var errorDescription: String? { description }
}

private struct ImageFetcherKey: EnvironmentKey { static let defaultValue = _ImageFetcher.unavailable }

extension EnvironmentValues {
    package var _imageFetcher: _ImageFetcher {
        get { self[ImageFetcherKey.self] }
        set { self[ImageFetcherKey.self] = newValue }
    }
}

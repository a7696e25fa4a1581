import Foundation
import Testing
import TintImageIO
import TintRaster
@testable import TintUI
import TintViews

/// `AsyncImage`: the placeholder until the image comes, the phases, file and http URLs, the
/// scale, the images kept by URL, and every way a load can fail (each a `.failure` the view can
/// show, never a crash).
@MainActor
@Suite(.serialized) struct AsyncImageTests {
    /// Renders frames until `done` holds (loads run off the main actor), for at most 10 seconds.
    private func wait(_ host: HeadlessHost, until done: () -> Bool) async {
        for _ in 0..<1000 where !done() {
            try? await Task.sleep(for: .milliseconds(10))
            host.renderFrame()
        }
    }

    private static func pngBytes() throws -> Data {
        let (_, file) = try ImageTests.fixture()
        return try Data(contentsOf: URL(fileURLWithPath: file))
    }

    @Test func thePlaceholderFillsTheSpaceUntilTheImageComesAtItsNaturalSize() async throws {
        RemoteImages.shared.removeAll()
        let (_, file) = try ImageTests.fixture()
        let view = AsyncImage(url: URL(fileURLWithPath: file)).accessibilityIdentifier("image")
        let host = HeadlessHost(rootView: view.frame(width: 40, height: 20), width: 40, height: 20)
        host.renderFrame()
        // Before the load: the grey placeholder takes the whole frame.
        #expect(host.frame(of: "image")?.size == CGSize(width: 40, height: 20))
        #expect(host.pixel(x: 2, y: 2) != RGBA8(Color.white))
        await wait(host) { host.frame(of: "image")?.size == CGSize(width: 4, height: 2) }
        let frame = try #require(host.frame(of: "image"))
        #expect(frame.size == CGSize(width: 4, height: 2))
        #expect(host.pixel(x: Int(frame.minX), y: Int(frame.minY)) == RGBA8(Color.red))
        #expect(host.pixel(x: Int(frame.maxX) - 1, y: Int(frame.minY)) == RGBA8(Color.blue))
        // The pixels decoded when it loaded are kept for drawing it.
        let kept = try #require(RemoteImages.shared.kept(URL(fileURLWithPath: file)))
        #expect(RemoteImages.shared.pixels(of: kept)?.width == 4)
    }

    @Test func theScaleDividesTheNaturalSize() async throws {
        let (_, file) = try ImageTests.fixture()
        let view = AsyncImage(url: URL(fileURLWithPath: file), scale: 2).accessibilityIdentifier("image")
        let host = HeadlessHost(rootView: view, width: 40, height: 20)
        host.renderFrame()
        await wait(host) { host.frame(of: "image")?.size == CGSize(width: 2, height: 1) }
        #expect(host.frame(of: "image")?.size == CGSize(width: 2, height: 1))
    }

    struct Phases: View {
        let url: URL?
        var body: some View {
            AsyncImage(url: url) { phase in
                switch phase {
                case .empty: Text("empty").accessibilityIdentifier("empty")
                case .success(let image): image.resizable().accessibilityIdentifier("success")
                case .failure(let error): Text(error.localizedDescription).accessibilityIdentifier("failure")
                @unknown default: EmptyView()
                }
            }
        }
    }

    @Test func thePhasesGoFromEmptyToSuccess() async throws {
        let (_, file) = try ImageTests.fixture()
        let host = HeadlessHost(rootView: Phases(url: URL(fileURLWithPath: file)), width: 40, height: 20)
        host.renderFrame()
        await wait(host) { host.frame(of: "success") != nil }
        // Resizable: the image takes the frame offered.
        #expect(host.frame(of: "success")?.size == CGSize(width: 40, height: 20))
        #expect(host.frame(of: "empty") == nil)
    }

    @Test func noURLStaysEmpty() async throws {
        let host = HeadlessHost(rootView: Phases(url: nil), width: 40, height: 20)
        host.renderFrame()
        // Time for a load, were one started.
        try? await Task.sleep(for: .milliseconds(100))
        host.renderFrame()
        #expect(host.frame(of: "empty") != nil)
    }

    /// The text a failed load shows, once it shows.
    private func failure(for url: URL) async -> String {
        let host = HeadlessHost(rootView: Phases(url: url), width: 600, height: 40)
        host.renderFrame()
        await wait(host) { host.frame(of: "failure") != nil }
        #expect(host.frame(of: "failure") != nil, "\(url) never failed")
        return host.texts().joined(separator: "\n")
    }

    @Test func everyFailureIsAPhaseThatSaysWhy() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tint-async-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let corrupt = folder.appendingPathComponent("corrupt.png")
        try Data("not a picture at all".utf8).write(to: corrupt)
        #expect(await failure(for: folder.appendingPathComponent("missing.png")).contains("No such file"))
        #expect(await failure(for: corrupt).contains("corrupt.png"))
        #expect(await failure(for: folder).contains("directory"))
        #expect(await failure(for: URL(string: "ftp://example.invalid/a.png")!).contains("'ftp:'"))
        // Nothing listens on port 1.
        #expect(await failure(for: URL(string: "http://127.0.0.1:1/a.png")!).contains("connect"))
    }

    @Test func httpImagesLoadAndServerErrorsFail() async throws {
        RemoteImages.shared.removeAll()
        let server = try LocalHTTPServer(answers: ["/flag.png": .init(status: 200, body: try Self.pngBytes()),
                                                   "/broken.png": .init(status: 500, body: Data("oops".utf8))])
        defer { server.stop() }
        let host = HeadlessHost(rootView: Phases(url: server.url("/flag.png")), width: 40, height: 20)
        host.renderFrame()
        await wait(host) { host.frame(of: "success") != nil }
        #expect(host.frame(of: "success") != nil)
        // Resized 4x2 to 40x20: the top row, between two red and two blue pixels.
        #expect(host.pixel(x: 5, y: 2) == RGBA8(Color.red))
        #expect(host.pixel(x: 25, y: 2) == RGBA8(Color.blue))
        #expect(await failure(for: server.url("/broken.png")).contains("500"))
        #expect(await failure(for: server.url("/gone.png")).contains("404"))
    }

    @Test func aLoadedImageIsKeptAndShowsAtOnceInTheNextView() async throws {
        RemoteImages.shared.removeAll()
        let server = try LocalHTTPServer(answers: ["/kept.png": .init(status: 200, body: try Self.pngBytes())])
        defer { server.stop() }
        let first = HeadlessHost(rootView: Phases(url: server.url("/kept.png")), width: 40, height: 20)
        first.renderFrame()
        await wait(first) { first.frame(of: "success") != nil }
        // A second view of the same URL: the image in its first frame, and no second request.
        let second = HeadlessHost(rootView: Phases(url: server.url("/kept.png")), width: 40, height: 20)
        second.renderFrame()
        #expect(second.frame(of: "success") != nil)
        #expect(server.requests == ["/kept.png"])
    }

    @Test func viewsAskingForOneURLAtOnceShareOneLoad() async throws {
        RemoteImages.shared.removeAll()
        let server = try LocalHTTPServer(answers: ["/shared.png": .init(status: 200, body: try Self.pngBytes())])
        defer { server.stop() }
        let url = server.url("/shared.png")
        let view = VStack {
            ForEach(0..<20, id: \.self) { index in
                AsyncImage(url: url).accessibilityIdentifier("image-\(index)")
            }
        }
        let host = HeadlessHost(rootView: view, width: 40, height: 400)
        host.renderFrame()
        await wait(host) { host.frame(of: "image-19")?.size == CGSize(width: 4, height: 2) }
        #expect((0..<20).allSatisfy { host.frame(of: "image-\($0)")?.size == CGSize(width: 4, height: 2) })
        #expect(server.requests == ["/shared.png"])
    }

    struct Switcher: View {
        let first: URL
        let second: URL
        @State var useSecond = false
        var body: some View {
            VStack(spacing: 0) {
                Button("Next") { useSecond = true }.accessibilityIdentifier("next")
                AsyncImage(url: useSecond ? second : first) { image in
                    image.accessibilityIdentifier("image")
                } placeholder: {
                    Text("Loading").accessibilityIdentifier("loading")
                }
            }
        }
    }

    @Test func aNewURLShowsThePlaceholderAndLoadsAgain() async throws {
        let (_, file) = try ImageTests.fixture()
        let small = FileManager.default.temporaryDirectory.appendingPathComponent("tint-async-\(UUID().uuidString).png")
        let pixels = PixelBuffer(width: 6, height: 3)
        try PNGFile.write(pixels, to: small.path)
        let host = HeadlessHost(rootView: Switcher(first: URL(fileURLWithPath: file), second: small), width: 200, height: 100)
        host.renderFrame()
        await wait(host) { host.frame(of: "image") != nil }
        #expect(host.frame(of: "image")?.size == CGSize(width: 4, height: 2))
        host.tap("next")
        host.renderFrame()
        #expect(host.frame(of: "loading") != nil)
        await wait(host) { host.frame(of: "image") != nil }
        #expect(host.frame(of: "image")?.size == CGSize(width: 6, height: 3))
    }
}

import Foundation
import FuzzSupport
import TintUI

/// libFuzzer's entry: the input is a program that builds a view tree (stacks, texts, colours,
/// frames with any sizes, padding, offsets, effects, lists with repeated ids, conditionals).
/// The tree is rendered; then the input with its last byte changed builds the tree again into
/// the same host, and that update renders too. Nothing may crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func viewTreeFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: min(size, 512)))
    MainActor.assumeIsolated {
        let source = FuzzSource(bytes: bytes)
        let host = HeadlessHost(rootView: FuzzRoot(source: source), width: 240, height: 180)
        host.renderFrame()
        if !bytes.isEmpty {
            var edited = bytes
            edited[edited.count - 1] &+= 1
            source.bytes = edited
            source.generation += 1
        }
        host.renderFrame()
        host.tap(at: CGPoint(x: 120, y: 90))
        host.renderFrame()
        // One input in four: the tree in a window large enough for its repaint to be recorded
        // and drawn on two threads, which must give the pixels of one.
        if bytes.first.map({ $0 & 3 == 3 }) ?? false {
            compareThreadedRepaint(bytes)
        }
    }
    return 0
}

@MainActor
private func compareThreadedRepaint(_ bytes: [UInt8]) {
    var buffers: [PixelBuffer] = []
    for threads in [1, 2] {
        let host = HeadlessHost(rootView: FuzzRoot(source: FuzzSource(bytes: bytes)), width: 600, height: 450)
        host.options.paintThreads = threads
        host.renderFrame()
        buffers.append(host.pixelBuffer)
    }
    let count = buffers[0].stride * buffers[0].height
    if memcmp(buffers[0].pixels, buffers[1].pixels, count * 4) != 0 {
        fatalError("the repaint drawn on two threads differs from the one drawn on one")
    }
}

/// The program, observed so that changing it updates the mounted tree.
@MainActor
@Observable
final class FuzzSource {
    var bytes: [UInt8]
    var generation = 0
    init(bytes: [UInt8]) { self.bytes = bytes }
}

private struct FuzzRoot: View {
    let source: FuzzSource
    var body: some View {
        var builder = TreeBuilder(bytes: source.bytes)
        return builder.view(depth: 0)
    }
}

/// Builds a view from the program, a byte per decision.
@MainActor
struct TreeBuilder {
    private let bytes: [UInt8]
    private var offset = 0
    init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func next() -> UInt8 {
        defer { offset += 1 }
        return offset < bytes.count ? bytes[offset] : 0
    }

    /// A length, sometimes one layout must repair.
    private mutating func length() -> CGFloat {
        let raw = next()
        return switch raw {
        case 255: .nan
        case 254: .infinity
        case 253: -.infinity
        case 252: -10
        case 251: 1e300
        default: CGFloat(raw)
        }
    }

    mutating func view(depth: Int) -> AnyView {
        guard depth < 12, offset < bytes.count else { return AnyView(Text("end")) }
        switch next() % 16 {
        case 0: return AnyView(VStack { children(depth) })
        case 1: return AnyView(HStack { children(depth) })
        case 2: return AnyView(ZStack { children(depth) })
        case 3: return AnyView(Text(String(repeating: "word ", count: Int(next() % 20))))
        case 4: return AnyView(Color(red: Double(next()) / 255, green: 0.5, blue: 0.5))
        case 5: return AnyView(view(depth: depth + 1).frame(width: length(), height: length()))
        case 6: return AnyView(view(depth: depth + 1).frame(minWidth: length(), maxWidth: length(), minHeight: length(), maxHeight: length()))
        case 7: return AnyView(view(depth: depth + 1).padding(length()))
        case 8: return AnyView(view(depth: depth + 1).offset(x: length(), y: length()))
        case 9:
            let count = Int(next() % 8)
            let ids = (0..<count).map { _ in Int(next() % 4) }
            return AnyView(VStack { ForEach(Array(ids.enumerated()), id: \.element) { Text("row \($0.offset)") } })
        case 10: return AnyView(view(depth: depth + 1).opacity(Double(length())))
        case 11: return AnyView(view(depth: depth + 1).scaleEffect(length() / 64).rotationEffect(.degrees(Double(length()))))
        case 12: return AnyView(view(depth: depth + 1).blur(radius: length() / 16))
        case 13: return AnyView(ScrollView { view(depth: depth + 1) })
        case 14: return AnyView(RoundedRectangle(cornerRadius: length()).stroke(Color.blue, style: StrokeStyle(lineWidth: length() / 8, dash: [length(), length()])))
        default: return AnyView(view(depth: depth + 1).id(Int(next() % 3)).layoutPriority(Double(length())))
        }
    }

    private mutating func children(_ depth: Int) -> some View {
        let count = Int(next() % 4)
        var views: [AnyView] = []
        for _ in 0..<count { views.append(view(depth: depth + 1)) }
        return ForEach(views.indices, id: \.self) { views[$0] }
    }
}

/// SwiftPM names an executable's entry `ViewTreeFuzz_main`; libFuzzer's driver runs from it (the
/// sanitizer's own `main` is not used).
@_cdecl("ViewTreeFuzz_main")
func viewTreeFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    runFuzzer(argc, argv) { data, size in viewTreeFuzz(data!, size) }
}

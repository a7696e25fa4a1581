import Foundation
import Testing
import TintUI

/// Environment actions and values: `\.refresh` with `.refreshable`, the deprecated
/// `\.presentationMode`, `openURL` with a completion, `\.symbolRenderingMode`; and
/// `ViewModifier.concat`.
@MainActor
@Suite struct EnvironmentActionTests {
    @Test func aRefreshActionIsRunByTheViewsThatReadIt() async throws {
        final class Counter: @unchecked Sendable { var count = 0 }
        let counter = Counter()
        struct Row: View {
            @Environment(\.refresh) var refresh
            var body: some View {
                Button(refresh == nil ? "none" : "Reload") { Task { await refresh?() } }.accessibilityIdentifier("reload")
            }
        }
        let host = HeadlessHost(rootView: VStack { Row().refreshable { counter.count += 1 }; Row() }, width: 300, height: 100)
        host.renderFrame()
        #expect(host.texts() == ["Reload", "none"], "only the views under .refreshable have the action")
        host.tap("reload")
        for _ in 0..<50 where counter.count == 0 { await Task.yield() }
        #expect(counter.count == 1)
    }

    @Test func presentationModeDismissesTheSheet() {
        struct Screen: View {
            @State var shown = true
            var body: some View {
                Text(shown ? "shown" : "gone")
                    .sheet(isPresented: $shown) { Sheet() }
            }
        }
        struct Sheet: View {
            @Environment(\.presentationMode) var presentationMode
            var body: some View {
                Button(presentationMode.wrappedValue.isPresented ? "Close" : "Not presented") {
                    presentationMode.wrappedValue.dismiss()
                }
                .accessibilityIdentifier("close")
            }
        }
        let host = HeadlessHost(rootView: Screen(), width: 300, height: 200)
        host.renderFrame()
        #expect(host.texts().contains("Close"))
        host.tap("close")
        host.renderFrame()
        #expect(host.texts() == ["gone"], "\(host.texts())")
    }

    @Test func openURLTellsItsCompletionWhetherTheURLWasTaken() {
        struct Opener: View {
            @Environment(\.openURL) var openURL
            @State var answers: [String] = []
            var body: some View {
                VStack {
                    Button("Open") {
                        openURL(URL(string: "tint://taken")!) { answers.append("\($0)") }
                        openURL(URL(string: "tint://dropped")!) { answers.append("\($0)") }
                    }
                    .accessibilityIdentifier("open")
                    Text(answers.joined(separator: " "))
                }
            }
        }
        let view = Opener().environment(\.openURL, OpenURLAction { url in url.host == "taken" ? .handled : .discarded })
        let host = HeadlessHost(rootView: view, width: 300, height: 100)
        host.renderFrame()
        host.tap("open")
        host.renderFrame()
        #expect(host.texts().contains("true false"), "\(host.texts())")
    }

    @Test func theSymbolRenderingModeIsReadable() {
        struct Reader: View {
            @Environment(\.symbolRenderingMode) var mode
            var body: some View { Text(mode == .hierarchical ? "hierarchical" : mode == nil ? "unset" : "other") }
        }
        let host = HeadlessHost(rootView: VStack { Reader().symbolRenderingMode(.hierarchical); Reader() }, width: 300, height: 100)
        host.renderFrame()
        #expect(host.texts() == ["hierarchical", "unset"])
    }

    @Test func concatenatedModifiersApplyInOrder() {
        struct Pad: ViewModifier { func body(content: Content) -> some View { content.padding(10) } }
        struct Fill: ViewModifier { func body(content: Content) -> some View { content.background(Color.red) } }
        let padThenFill = HeadlessHost(rootView: Color.clear.frame(width: 20, height: 20).modifier(Pad().concat(Fill())).accessibilityIdentifier("a"),
                                       width: 100, height: 100)
        padThenFill.renderFrame()
        let frame = padThenFill.frame(of: "a")!
        #expect(frame.size == CGSize(width: 40, height: 40))
        let corner = padThenFill.pixel(x: Int(frame.minX) + 2, y: Int(frame.minY) + 2)
        #expect(corner.r > 200 && corner.g < 100, "the fill covers the padding: the padding came first")
        let fillThenPad = HeadlessHost(rootView: Color.clear.frame(width: 20, height: 20).modifier(Fill().concat(Pad())).accessibilityIdentifier("a"),
                                       width: 100, height: 100)
        fillThenPad.renderFrame()
        let other = fillThenPad.frame(of: "a")!
        let edge = fillThenPad.pixel(x: Int(other.minX) + 2, y: Int(other.minY) + 2)
        #expect(!(edge.r > 200 && edge.g < 100), "the padding is outside the fill")
    }
}

import Foundation
import Testing
import TintUI

/// `.scrollTransition`: a view's phase follows where it is in its scroll view's viewport, and
/// `contentMargins(_: EdgeInsets)` insets the content.
@MainActor
@Suite struct ScrollTransitionTests {
    struct Rows: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10) { row in
                        Text("row \(row)")
                            .frame(height: 50)
                            .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3) }
                            .overlay { PhaseLabel(row: row) }
                    }
                }
            }
            .frame(height: 120)
            .accessibilityIdentifier("scroller")
        }
    }

    /// Shows each row's phase as text, through its own transition's effect.
    struct PhaseLabel: View {
        let row: Int
        var body: some View {
            // Identified inside the effect: its frame moves with the offset.
            Color.clear.accessibilityIdentifier("phase-\(row)")
                .scrollTransition { content, phase in content.offset(x: phase.value * 1000) }
        }
    }

    @Test func phasesFollowTheViewport() {
        let host = HeadlessHost(rootView: Rows(), width: 300, height: 200)
        host.renderFrame()
        host.renderFrame()
        // Rows 0 and 1 show whole in a viewport of 120; row 2 shows in part, row 3 not at all.
        func offset(_ row: Int) -> CGFloat? {
            guard let frame = host.frame(of: "phase-\(row)"), let base = host.frame(of: "scroller") else { return nil }
            return frame.minX - base.minX
        }
        #expect(offset(0) == 0 && offset(1) == 0, "whole rows are in the identity phase")
        #expect(offset(2) == 1000, "a row partly below is bottomTrailing")
        host.scroll("scroller", by: CGSize(width: 0, height: 125))
        host.renderFrame()
        host.renderFrame()
        #expect(offset(0) == -1000, "a row scrolled off the top is topLeading")
        #expect(offset(3) == 0, "rows 3 and 4 now show whole")
    }

    @Test func thePhaseRulesAtTheEdges() {
        let viewport = CGRect(x: 0, y: 100, width: 200, height: 100)
        func phase(_ frame: CGRect, _ configuration: ScrollTransitionConfiguration = .interactive) -> ScrollTransitionPhase {
            _ScrollTransitionPhaseProbe.phase(of: frame, in: viewport, configuration: configuration)
        }
        #expect(phase(CGRect(x: 0, y: 120, width: 200, height: 20)) == .identity)
        #expect(phase(CGRect(x: 0, y: 90, width: 200, height: 20)) == .topLeading)
        #expect(phase(CGRect(x: 0, y: 190, width: 200, height: 20)) == .bottomTrailing)
        #expect(phase(CGRect(x: 0, y: 190, width: 200, height: 20), .interactive.threshold(.visible(0.5))) == .identity)
        #expect(phase(CGRect(x: 0, y: 190, width: 200, height: 20), .interactive.threshold(.hidden)) == .identity)
        #expect(phase(CGRect(x: 0, y: 300, width: 200, height: 20), .interactive.threshold(.hidden)) == .bottomTrailing)
        #expect(phase(CGRect(x: 0, y: 300, width: 200, height: 20), .identity) == .identity)
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.bottomTrailing.value == 1)
    }

    @Test func edgeInsetMarginsInsetTheContent() {
        let view = ScrollView {
            Color.red.frame(height: 300).accessibilityIdentifier("content")
        }
        .contentMargins(EdgeInsets(top: 12, leading: 7, bottom: 0, trailing: 0), for: .scrollContent)
        .frame(width: 100, height: 100)
        .accessibilityIdentifier("scroller")
        let host = HeadlessHost(rootView: view, width: 200, height: 200)
        host.renderFrame()
        let content = host.frame(of: "content")!, scroller = host.frame(of: "scroller")!
        #expect(content.minY - scroller.minY == 12 && content.minX - scroller.minX == 7)
    }
}

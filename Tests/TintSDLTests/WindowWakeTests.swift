import Foundation
import Testing
@testable import TintUI

/// Work a frame's own actions schedule is drawn at once: a window's loop does not wait for
/// the next event to show it (a dialog presented from an `onChange`, state set in `onAppear`).
extension WindowTests {
    struct AppearingText: View {
        @State private var appeared = false
        var body: some View {
            Text(appeared ? "appeared" : "not yet").onAppear { appeared = true }
        }
    }

    @Test func workScheduledByAFrameIsDueAtOnce() throws {
        let host = try WindowHost(rootView: AppearingText(), title: "wake", width: 200, height: 100)
        defer { host.window.close() }
        try host.renderAndPresent()
        let due = try #require(host.nextFrameDue, "onAppear wrote state during the frame: another frame is due")
        #expect(due <= Date())
        try host.renderAndPresent()
        #expect(host.nextFrameDue == nil, "then nothing is due: the loop sleeps")
    }
}

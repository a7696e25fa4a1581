import Foundation
import Testing
import TintDemoScenes
import TintUI

/// The demo's People scene searched: Ctrl+F reaches the field in the window's toolbar, typing
/// filters the people, and a row expanded before the search is still expanded after it.
@MainActor
@Suite struct PeopleSearchTests {
    @Test func searchingFiltersThePeopleAndRowsKeepTheirState() throws {
        let host = HeadlessHost(rootView: PeopleScene(), width: 640, height: 480)
        host.renderFrame()
        host.renderFrame()
        #expect(host.texts().contains("Ada #0"))
        host.tap("person-1")
        host.renderFrame()
        #expect(host.texts().contains("lives in London"), "Grace #1 expanded: her city shows")
        host.pressKey("F", control: true)
        host.renderFrame()
        host.renderFrame()
        host.type("Grace")
        host.renderFrame()
        host.renderFrame()
        let texts = host.texts()
        #expect(texts.contains("Grace #1") && !texts.contains("Ada #0"), "only the Graces")
        #expect(texts.contains("lives in London"), "still expanded: its state followed her id through the filter")
        // Escape ends the search: the field empties and lets go of the keyboard, so a plain
        // key goes on to the window (the demo's overlay keys) instead of into the field.
        host.pressKey("Escape")
        host.renderFrame()
        host.renderFrame()
        #expect(host.texts().contains("Ada #0"), "every person again")
        #expect(!host.pressKey("T"), "no field takes the key")
        host.renderFrame()
        #expect(!host.texts().contains { $0.contains("T") && $0.count == 1 })
    }
}

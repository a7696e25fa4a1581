import Foundation
import Testing
import TintUI

/// In the iPad idiom a list row that pushes ends in a chevron, as iOS draws it, and a click
/// anywhere on the row (the chevron too) still pushes; on the Mac the row is its label alone.
@MainActor
@Suite struct IdiomNavigationRowTests {
    struct Fruits: View {
        var body: some View {
            NavigationStack {
                List(["Apple", "Pear"], id: \.self) { fruit in
                    NavigationLink(fruit, value: fruit).accessibilityIdentifier("row-\(fruit)")
                }
                .navigationDestination(for: String.self) { fruit in
                    Text("About \(fruit)").accessibilityIdentifier("detail")
                }
            }
        }
    }

    @Test func rowsEndInAChevronOnTheIPadOnly() throws {
        let mac = HeadlessHost(rootView: Fruits(), width: 400, height: 300)
        mac.renderFrame()
        #expect(mac.frame(of: "navigation-chevron") == nil)

        let pad = HeadlessHost(rootView: Fruits(), width: 400, height: 300)
        pad.options.idiom = .pad
        pad.renderFrame()
        let row = try #require(pad.frame(of: "row-Apple"))
        let chevron = try #require(pad.frame(of: "navigation-chevron"))
        #expect(chevron.maxX > row.maxX - 30 && row.contains(CGPoint(x: chevron.midX, y: chevron.midY)), "at the row's trailing end: \(chevron) in \(row)")
        pad.tap(at: CGPoint(x: chevron.midX, y: chevron.midY))
        pad.renderFrame()
        pad.renderFrame()
        #expect(pad.texts().contains("About Apple"))
    }
}

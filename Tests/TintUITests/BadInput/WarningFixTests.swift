import Foundation
import Testing
import TintUI

/// Every runtime warning says what happened, then what to do about it ("… . Fix: …"): misuse
/// from several corners of the framework, each warning carrying its remedy.
@MainActor
@Suite struct WarningFixTests {
    @Test func theTextIsTheMessageThenTheFix() {
        #expect(RuntimeWarnings.text("a thing happened.", fix: "do this") == "a thing happened. Fix: do this")
        #expect(RuntimeWarnings.text("a thing happened; it was ignored", fix: "do that") == "a thing happened; it was ignored. Fix: do that")
    }

    struct Misuse: View {
        @State var selection: String? = "missing"
        var body: some View {
            VStack {
                List(selection: $selection) {
                    Text("One").tag("one")
                }
                .frame(height: 80)
                Color.red.frame(width: .nan, height: 10)
                Image(systemName: "no.such.symbol.anywhere")
                NavigationLink("Orphan", value: 3).accessibilityIdentifier("orphan")
            }
        }
    }

    @Test func warningsFromAroundTheFrameworkNameTheirFix() throws {
        let host = HeadlessHost(rootView: Misuse(), width: 300, height: 300)
        var said = host.renderFrame().warnings
        host.tap("no-such-view")
        host.tap("orphan")
        said += host.renderFrame().warnings
        for expected in ["List: the selection", "frame width is nan", "no.such.symbol.anywhere", "NavigationLink used outside", "tap: no view"] {
            #expect(said.contains { $0.contains(expected) }, "\(expected) in \(said)")
        }
        for warning in said {
            let parts = warning.components(separatedBy: ". Fix: ")
            #expect(parts.count == 2 && parts[1].count > 10, "names its fix: \(warning)")
        }
    }
}

import Foundation
import Testing
import TintUI

/// A screen written for iOS first, as public SwiftUI code is: a tab view, a list of navigation
/// links, and a button whose label is white text on a coloured capsule. In the iPad idiom it
/// reads as on an iPad (golden `idiom-pad-ios-first`): the label white on its capsule with no
/// bezel around it, chevrons on the rows, the tabs along the bottom.
@MainActor
@Suite struct IOSFirstFileTests {
    struct Trip: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    struct TripsScreen: View {
        let trips = [Trip(id: 1, name: "Lisbon"), Trip(id: 2, name: "Kyoto"), Trip(id: 3, name: "Oaxaca")]
        @State private var booked = false

        var body: some View {
            TabView {
                NavigationStack {
                    VStack(spacing: 16) {
                        List(trips) { trip in
                            NavigationLink(trip.name, value: trip)
                        }
                        Button {
                            booked = true
                        } label: {
                            Text(booked ? "Booked" : "Book a trip")
                                .font(.headline)
                                .foregroundColor(.white)
                                .padding(.horizontal, 40)
                                .padding(.vertical, 12)
                                .background(Color.orange)
                                .clipShape(Capsule())
                        }
                        .accessibilityIdentifier("book")
                        .padding(.bottom, 16)
                    }
                    .navigationTitle("Trips")
                    .navigationDestination(for: Trip.self) { trip in Text("About \(trip.name)") }
                }
                .tabItem { Label("Trips", systemImage: "airplane") }
                Text("Profile").tabItem { Label("Profile", systemImage: "person") }
            }
        }
    }

    @Test func anIOSFirstScreenReadsAsOnTheIPad() throws {
        let host = HeadlessHost(rootView: TripsScreen(), width: 480, height: 400)
        host.options.idiom = .pad
        host.renderFrame()
        host.renderFrame()
        let book = try #require(host.frame(of: "book"))
        // No bezel: the button is the capsule, whose corners show the background.
        #expect(host.pixel(x: Int(book.minX) + 1, y: Int(book.minY) + 1) == RGBA8(Color.white), "no bezel around the capsule")
        #expect(host.pixel(x: Int(book.midX), y: Int(book.minY) + 3) == RGBA8(Color.orange))
        #expect(host.frame(of: "navigation-chevron") != nil && host.frame(of: "tab-bar") != nil)
        try GoldenImage.check(host.pixelBuffer, named: "idiom-pad-ios-first")
        host.tap("book")
        host.renderFrame()
        #expect(host.texts().contains("Booked"))
    }
}

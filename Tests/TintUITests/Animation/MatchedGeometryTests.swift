import Foundation
import Testing
import TintUI

/// `matchedGeometryEffect`: a member that is not the source takes the source's geometry, and a
/// member inserted as another leaves in an animated change flies from it.
@MainActor
@Suite struct MatchedGeometryTests {
    final class Model: ObservableObject {
        @Published var expanded = false
    }

    struct Hero: View {
        @ObservedObject var model: Model
        @Namespace var space
        var body: some View {
            VStack(spacing: 0) {
                if model.expanded {
                    Color.blue.frame(width: 200, height: 100)
                        .accessibilityIdentifier("big")
                        .matchedGeometryEffect(id: "card", in: space)
                } else {
                    HStack(spacing: 0) {
                        Color.blue.frame(width: 40, height: 20)
                            .accessibilityIdentifier("small")
                            .matchedGeometryEffect(id: "card", in: space)
                        Spacer()
                    }
                }
                Spacer()
            }
        }
    }

    func start<V: View>(_ view: V, width: Int = 300, height: Int = 200) -> HeadlessHost {
        let host = HeadlessHost(rootView: view, width: width, height: height)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 10)
        host.renderFrame()
        return host
    }

    @Test func anInsertedMemberFliesFromTheOneThatLeft() throws {
        let model = Model()
        let host = start(Hero(model: model))
        let small = try #require(host.frame(of: "small"))
        #expect(small == CGRect(x: 0, y: 0, width: 40, height: 20))
        withAnimation(.linear(duration: 1)) { model.expanded = true }
        host.renderFrame()
        let landing = CGRect(x: 50, y: 0, width: 200, height: 100)
        let first = try #require(host.frame(of: "big"))
        #expect(abs(first.width - 40) < 0.5 && abs(first.minX) < 0.5, "starts where the small one was: \(first)")
        host.advance(by: 0.5)
        let halfway = try #require(host.frame(of: "big"))
        #expect(abs(halfway.width - 120) < 0.5 && abs(halfway.height - 60) < 0.5 && abs(halfway.minX - 25) < 0.5, "\(halfway)")
        // The small one goes out towards the big one's place (and fades).
        if let leaving = host.frame(of: "small") {
            #expect(leaving.width > 40, "the one going out grows towards the new one: \(leaving)")
        }
        host.advance(by: 0.6)
        #expect(host.frame(of: "big") == landing)
        #expect(host.frame(of: "small") == nil)
    }

    @Test func withoutAnAnimationTheNewMemberIsInPlaceAtOnce() throws {
        let model = Model()
        let host = start(Hero(model: model))
        model.expanded = true
        host.renderFrame()
        #expect(host.frame(of: "big") == CGRect(x: 50, y: 0, width: 200, height: 100))
        #expect(!host.isAnimating)
    }

    struct Follower: View {
        var properties: MatchedGeometryProperties = .frame
        var anchor: UnitPoint = .center
        @Namespace var space
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 80, height: 40)
                    .accessibilityIdentifier("source")
                    .matchedGeometryEffect(id: 7, in: space, isSource: true)
                Spacer()
                // Flexible content in a fixed frame: laid out by its stack at 20 x 20, then given
                // the source's geometry.
                Color.green
                    .accessibilityIdentifier("follower")
                    .matchedGeometryEffect(id: 7, in: space, properties: properties, anchor: anchor, isSource: false)
                    .frame(width: 20, height: 20)
            }
            .frame(width: 300, height: 100)
        }
    }

    @Test func aMemberThatIsNotTheSourceTakesTheSourcesFrame() throws {
        let host = start(Follower())
        let source = try #require(host.frame(of: "source"))
        #expect(source == CGRect(x: 0, y: 80, width: 80, height: 40))
        #expect(host.frame(of: "follower") == source)
    }

    @Test func sharedPropertiesAndAnchor() throws {
        // Size only: resized about its own centre, where its stack put it (280...300, 90...110).
        let sized = start(Follower(properties: .size))
        #expect(sized.frame(of: "follower") == CGRect(x: 250, y: 80, width: 80, height: 40))
        // Position only, by the top-leading corners: its own size, at the source's corner.
        let placed = start(Follower(properties: .position, anchor: .topLeading))
        #expect(placed.frame(of: "follower") == CGRect(x: 0, y: 80, width: 20, height: 20))
    }

    /// The id can be any hashable value, and the namespace is passed down as `Namespace.ID`.
    struct Child: View {
        let namespace: Namespace.ID
        var body: some View {
            Circle()
                .accessibilityIdentifier("child")
                .matchedGeometryEffect(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001"), in: namespace, isSource: false)
                .frame(width: 10, height: 10)
        }
    }

    struct Parent: View {
        @Namespace var space
        var body: some View {
            VStack {
                Rectangle().frame(width: 60, height: 30)
                    .accessibilityIdentifier("parent")
                    .matchedGeometryEffect(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001"), in: space)
                Child(namespace: space)
            }
        }
    }

    @Test func aNamespacePassedToAChildJoinsItsGroups() throws {
        let host = start(Parent())
        #expect(host.frame(of: "child") == host.frame(of: "parent"))
    }
}

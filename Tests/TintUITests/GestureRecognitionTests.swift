import Foundation
import Testing
import TintUI

/// The `Gesture` protocol driven headless: taps and clicks counted, long presses in time,
/// drags with their values, pinches and rotations, compositions, `@GestureState`, and the
/// arbitration between the gestures of a view and those around and inside it.
@MainActor
@Suite struct GestureRecognitionTests {
    @MainActor final class Log {
        var events: [String] = []
        var drags: [DragGesture.Value] = []
    }

    @MainActor @Observable final class Visibility {
        var shown = true
    }

    private static let start = Date(timeIntervalSinceReferenceDate: 1_000_000)

    /// A host whose clock starts at `start`, with `view` laid out.
    private func host<V: View>(_ view: V, width: Int = 300, height: Int = 200) -> HeadlessHost {
        let host = HeadlessHost(rootView: view, width: width, height: height)
        host.currentDate = GestureRecognitionTests.start
        host.renderFrame()
        return host
    }

    private func later(_ host: HeadlessHost, by seconds: TimeInterval) {
        host.currentDate = host.currentDate.addingTimeInterval(seconds)
        host.renderFrame()
    }

    private func center(_ host: HeadlessHost, _ identifier: String) throws -> CGPoint {
        let frame = try #require(host.frame(of: identifier))
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    // MARK: Taps

    @Test func aDoubleTapNeedsTwoClicksWithinTheInterval() throws {
        let log = Log()
        let view = Color.gray.frame(width: 100, height: 60)
            .gesture(TapGesture(count: 2).onEnded { log.events.append("double") })
            .accessibilityIdentifier("target")
        let host = host(view)
        let point = try center(host, "target")
        host.tap(at: point)
        #expect(log.events.isEmpty)
        host.tap(at: point)
        #expect(log.events == ["double"])
        // Two clicks further apart in time than the double-click interval are two single clicks.
        host.tap(at: point)
        later(host, by: 0.6)
        host.tap(at: point)
        #expect(log.events == ["double"])
        // onTapGesture(count: 2) is the same gesture.
        let counted = Log()
        let other = self.host(Color.gray.frame(width: 100, height: 60).onTapGesture(count: 2) { counted.events.append("two") }
            .accessibilityIdentifier("target"))
        other.tap(at: point)
        other.tap(at: point)
        #expect(counted.events == ["two"])
    }

    @Test func aSingleTapWaitsOutTheDoubleTapItIsExclusiveWith() throws {
        let log = Log()
        let view = Color.gray.frame(width: 100, height: 60)
            .gesture(TapGesture(count: 2).onEnded { log.events.append("double") }
                .exclusively(before: TapGesture().onEnded { log.events.append("single") }))
            .accessibilityIdentifier("target")
        let host = host(view)
        let point = try center(host, "target")
        host.tap(at: point)
        host.renderFrame()
        // The double tap may still come: the single one waits.
        #expect(log.events.isEmpty)
        later(host, by: 0.6)
        #expect(log.events == ["single"])
        log.events = []
        host.tap(at: point)
        host.tap(at: point)
        later(host, by: 0.6)
        #expect(log.events == ["double"])
    }

    @Test func aSpatialTapReportsItsLocationInEachCoordinateSpace() throws {
        let log = Log()
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 20)
            HStack(spacing: 0) {
                Color.clear.frame(width: 30, height: 60)
                Color.gray.frame(width: 100, height: 60)
                    .simultaneousGesture(SpatialTapGesture().onEnded { log.events.append("local \(Int($0.location.x)),\(Int($0.location.y))") })
                    .simultaneousGesture(SpatialTapGesture(coordinateSpace: .global).onEnded {
                        log.events.append("global \(Int($0.location.x)),\(Int($0.location.y))")
                    })
                    .onTapGesture(coordinateSpace: .named("panel")) { log.events.append("panel \(Int($0.x)),\(Int($0.y))") }
                    .accessibilityIdentifier("target")
            }
            .coordinateSpace(.named("panel"))
        }
        .frame(width: 300, height: 200, alignment: .topLeading)
        let host = host(view)
        let frame = try #require(host.frame(of: "target"))
        host.tap(at: CGPoint(x: frame.minX + 10, y: frame.minY + 5))
        #expect(Set(log.events) == ["local 10,5", "global \(Int(frame.minX) + 10),\(Int(frame.minY) + 5)", "panel 40,5"])
    }

    @Test func aTapReleasedAwayFromTheViewOrAfterMovingIsNoTap() throws {
        let log = Log()
        let view = HStack(spacing: 0) {
            Color.gray.frame(width: 100, height: 60).gesture(TapGesture().onEnded { log.events.append("tap") }).accessibilityIdentifier("target")
            Color.blue.frame(width: 100, height: 60).accessibilityIdentifier("beside")
        }
        let host = host(view)
        let target = try center(host, "target"), beside = try center(host, "beside")
        host.drag(from: target, to: beside)
        host.drag(from: target, to: CGPoint(x: target.x + 20, y: target.y))
        #expect(log.events.isEmpty)
        host.drag(from: target, to: CGPoint(x: target.x + 3, y: target.y))
        #expect(log.events == ["tap"])
    }

    // MARK: Long press

    private struct Pressable: View {
        let log: Log
        @GestureState var pressing = false
        var body: some View {
            Color(red: pressing ? 1 : 0, green: 0, blue: 0).frame(width: 100, height: 60)
                .gesture(LongPressGesture(minimumDuration: 0.5)
                    .updating($pressing) { value, state, _ in state = value }
                    .onEnded { log.events.append("long \($0)") })
                .accessibilityIdentifier("target")
        }
    }

    @Test func aLongPressEndsOnceHeldLongEnoughAndItsGestureStateResets() throws {
        let log = Log()
        let host = host(Pressable(log: log))
        let point = try center(host, "target")
        host.pointerDown(at: point)
        host.renderFrame()
        // Pressing: the gesture state is true while the button is down.
        #expect(host.pixel(x: Int(point.x), y: Int(point.y)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        later(host, by: 0.3)
        #expect(log.events.isEmpty)
        later(host, by: 0.3)
        // It ends while still held, and its state goes back.
        #expect(log.events == ["long true"])
        #expect(host.pixel(x: Int(point.x), y: Int(point.y)) == RGBA8(r: 0, g: 0, b: 0, a: 255))
        host.pointerUp(at: point)
        #expect(log.events == ["long true"])
    }

    @Test func aLongPressReleasedEarlyOrMovedFailsAndResets() throws {
        let log = Log()
        let host = host(Pressable(log: log))
        let point = try center(host, "target")
        host.pointerDown(at: point)
        later(host, by: 0.2)
        host.pointerUp(at: point)
        later(host, by: 1)
        #expect(log.events.isEmpty)
        #expect(host.pixel(x: Int(point.x), y: Int(point.y)) == RGBA8(r: 0, g: 0, b: 0, a: 255))
        host.pointerDown(at: point)
        host.movePointer(to: CGPoint(x: point.x + 15, y: point.y))
        later(host, by: 1)
        host.pointerUp(at: point)
        #expect(log.events.isEmpty)
    }

    @Test func onLongPressGestureReportsPressingAndPerforms() throws {
        let log = Log()
        let view = Color.gray.frame(width: 100, height: 60)
            .onLongPressGesture(minimumDuration: 1, perform: { log.events.append("perform") },
                                onPressingChanged: { log.events.append("pressing \($0)") })
            .accessibilityIdentifier("target")
        let host = host(view)
        let point = try center(host, "target")
        host.pointerDown(at: point)
        later(host, by: 0.5)
        host.pointerUp(at: point)
        #expect(log.events == ["pressing true", "pressing false"])
        log.events = []
        host.pointerDown(at: point)
        later(host, by: 1.1)
        host.pointerUp(at: point)
        #expect(log.events == ["pressing true", "pressing false", "perform"])
    }

    // MARK: Drag

    @Test func aDragReportsItsValuesAndVelocity() throws {
        let log = Log()
        let view = Color.gray.frame(width: 200, height: 100)
            .gesture(DragGesture()
                .onChanged { log.drags.append($0) }
                .onEnded { log.events.append("ended \(Int($0.translation.width)),\(Int($0.translation.height))") })
            .accessibilityIdentifier("target")
        let host = host(view)
        let frame = try #require(host.frame(of: "target"))
        let start = CGPoint(x: frame.minX + 20, y: frame.minY + 20)
        host.pointerDown(at: start)
        // Less than the minimum distance (10): not yet a drag.
        host.movePointer(to: CGPoint(x: start.x + 5, y: start.y))
        #expect(log.drags.isEmpty)
        host.currentDate = host.currentDate.addingTimeInterval(0.05)
        host.movePointer(to: CGPoint(x: start.x + 30, y: start.y + 10))
        host.currentDate = host.currentDate.addingTimeInterval(0.05)
        host.movePointer(to: CGPoint(x: start.x + 60, y: start.y + 20))
        host.pointerUp(at: CGPoint(x: start.x + 60, y: start.y + 20))
        let last = try #require(log.drags.last)
        #expect(log.drags.count == 2)
        #expect(last.startLocation == CGPoint(x: 20, y: 20))
        #expect(last.location == CGPoint(x: 80, y: 40))
        #expect(last.translation == CGSize(width: 60, height: 20))
        #expect(last.time == host.currentDate)
        // 60 points right and 20 down in 0.1 s.
        #expect(abs(last.velocity.width - 600) < 1 && abs(last.velocity.height - 200) < 1)
        #expect(last.predictedEndLocation.x > last.location.x + 200)
        #expect(abs(last.predictedEndTranslation.width - (last.predictedEndLocation.x - 20)) < 0.001)
        #expect(log.events == ["ended 60,20"])
    }

    @Test func aDragInAGlobalOrNamedSpaceAndMapped() throws {
        let log = Log()
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 50)
            Color.gray.frame(width: 100, height: 100)
                .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .global).onEnded {
                    log.events.append("global \(Int($0.startLocation.x))")
                })
                .simultaneousGesture(DragGesture(coordinateSpace: .named("row")).map { $0.location.x }.onEnded {
                    log.events.append("row \(Int($0))")
                })
                .accessibilityIdentifier("target")
        }
        .coordinateSpace(name: "row")
        let host = host(view)
        let frame = try #require(host.frame(of: "target"))
        host.drag(from: CGPoint(x: frame.minX + 10, y: frame.midY), to: CGPoint(x: frame.minX + 40, y: frame.midY))
        // The row's space starts 50 points before the target.
        #expect(Set(log.events) == ["global \(Int(frame.minX) + 10)", "row 90"])
    }

    private struct Draggable: View {
        @GestureState var offset = CGSize.zero
        var visibility = Visibility()
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.white
                if visibility.shown {
                    Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40)
                        .offset(offset)
                        .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
                        .accessibilityIdentifier("square")
                }
            }
            .frame(width: 300, height: 200)
        }
    }

    @Test func gestureStateFollowsTheDragAndResetsAtItsEnd() throws {
        let host = host(Draggable())
        let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
        host.pointerDown(at: CGPoint(x: 20, y: 20))
        host.movePointer(to: CGPoint(x: 120, y: 70))
        host.renderFrame()
        #expect(host.pixel(x: 130, y: 80) == red)
        #expect(host.pixel(x: 20, y: 20) != red)
        host.pointerUp(at: CGPoint(x: 120, y: 70))
        host.renderFrame()
        #expect(host.pixel(x: 20, y: 20) == red)
        #expect(host.pixel(x: 130, y: 80) != red)
    }

    @Test func aViewThatGoesAwayMidDragCancelsItsGesture() throws {
        let visibility = Visibility()
        let host = host(Draggable(visibility: visibility))
        host.pointerDown(at: CGPoint(x: 20, y: 20))
        host.movePointer(to: CGPoint(x: 60, y: 60))
        host.renderFrame()
        visibility.shown = false
        host.renderFrame()
        #expect(host.frame(of: "square") == nil)
        host.movePointer(to: CGPoint(x: 90, y: 90))
        host.pointerUp(at: CGPoint(x: 90, y: 90))
        host.renderFrame()
        #expect(host.pixel(x: 20, y: 20) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    // MARK: Pinch and rotation

    @Test func aPinchMagnifiesAndARotationRotates() throws {
        let log = Log()
        let view = Color.gray.frame(width: 200, height: 100)
            .gesture(MagnifyGesture().onChanged { log.events.append(String(format: "scale %.2f", Double($0.magnification))) }
                .onEnded { log.events.append(String(format: "ended %.2f anchor %.2f,%.2f", Double($0.magnification), Double($0.startAnchor.x), Double($0.startAnchor.y))) })
            .simultaneousGesture(RotateGesture().onEnded { log.events.append("rotated \(Int($0.rotation.degrees.rounded()))") })
            .accessibilityIdentifier("target")
        let host = host(view)
        let frame = try #require(host.frame(of: "target"))
        host.pinch(at: CGPoint(x: frame.minX + 50, y: frame.minY + 50), scale: 16)
        #expect(log.events == ["scale 2.00", "scale 4.00", "scale 8.00", "scale 16.00", "ended 16.00 anchor 0.25,0.50"])
        log.events = []
        host.rotate(at: CGPoint(x: frame.midX, y: frame.midY), by: .degrees(90))
        #expect(log.events == ["rotated 90"])
        // A press is no pinch.
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(log.events == ["rotated 90"])
    }

    @Test func simultaneousMagnificationAndRotation() throws {
        let log = Log()
        let view = Color.gray.frame(width: 200, height: 100)
            .gesture(MagnificationGesture().simultaneously(with: RotationGesture()).onEnded { value in
                log.events.append("first \(value.first.map { String(format: "%.1f", Double($0)) } ?? "nil") second \(value.second.map { Int($0.degrees.rounded()) }.map(String.init) ?? "nil")")
            })
            .accessibilityIdentifier("target")
        let host = host(view)
        let point = try center(host, "target")
        host.pinch(at: point, scale: 2)
        #expect(log.events == ["first 2.0 second nil"])
    }

    // MARK: Composition

    @Test func aDragSequencedAfterALongPress() throws {
        let log = Log()
        let view = Color.gray.frame(width: 200, height: 100)
            .gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0))
                .onChanged { value in
                    switch value {
                    case .first(let pressing): log.events.append("first \(pressing)")
                    case .second(let pressed, let drag): log.events.append("second \(pressed) \(drag.map { "\(Int($0.translation.width))" } ?? "nil")")
                    }
                }
                .onEnded { _ in log.events.append("ended") })
            .accessibilityIdentifier("target")
        let host = host(view)
        let point = try center(host, "target")
        // Moved before the long press ended: the sequence fails.
        host.drag(from: point, to: CGPoint(x: point.x + 40, y: point.y))
        #expect(log.events == ["first true"])
        log.events = []
        host.pointerDown(at: point)
        later(host, by: 0.6)
        host.movePointer(to: CGPoint(x: point.x + 8, y: point.y))
        host.pointerUp(at: CGPoint(x: point.x + 8, y: point.y))
        #expect(log.events == ["first true", "second true nil", "second true 8", "ended"])
    }

    private struct DoubleTap: Gesture {
        var body: some Gesture { TapGesture(count: 2) }
    }

    @Test func aGestureOfTheAppsOwnAndAnErasedOne() throws {
        let log = Log()
        let view = HStack(spacing: 0) {
            Color.gray.frame(width: 100, height: 60).gesture(DoubleTap().onEnded { log.events.append("custom") })
                .accessibilityIdentifier("custom")
            Color.gray.frame(width: 100, height: 60).gesture(AnyGesture(TapGesture().map { "erased" }).onEnded { log.events.append($0) })
                .accessibilityIdentifier("erased")
        }
        let host = host(view)
        host.tap("custom")
        host.tap("custom")
        later(host, by: 1)
        host.tap("erased")
        #expect(log.events == ["custom", "erased"])
    }

    @Test func aGestureWithModifiersNeedsThemHeld() throws {
        let log = Log()
        let view = Color.gray.frame(width: 100, height: 60)
            .gesture(TapGesture().modifiers(.shift).onEnded { log.events.append("shift tap") })
            .accessibilityIdentifier("target")
        let host = host(view)
        host.tap("target")
        #expect(log.events.isEmpty)
        later(host, by: 1)
        host.tap("target", modifiers: .shift)
        #expect(log.events == ["shift tap"])
    }

    // MARK: Arbitration

    private struct Nested: View {
        let log: Log
        var parentPriority = GesturePlacement.normal
        var mask = GestureMask.all
        var body: some View {
            let inner = Color.gray.frame(width: 80, height: 40)
                .gesture(TapGesture().onEnded { log.events.append("child") })
                .accessibilityIdentifier("child")
            let outer = VStack { inner }.frame(width: 200, height: 100).background(Color.white)
            let parent = TapGesture().onEnded { log.events.append("parent") }
            switch parentPriority {
            case .normal: return AnyView(outer.gesture(parent, including: mask))
            case .high: return AnyView(outer.highPriorityGesture(parent))
            case .simultaneous: return AnyView(outer.simultaneousGesture(parent))
            }
        }
    }

    enum GesturePlacement { case normal, high, simultaneous }

    @Test func theInnermostGestureWinsUnlessItsParentsHasPriority() throws {
        for (placement, mask, expected) in [(GesturePlacement.normal, GestureMask.all, ["child"]), (.high, .all, ["parent"]),
                                            (.simultaneous, .all, ["child", "parent"]), (.normal, .gesture, ["parent"]),
                                            (.normal, .subviews, ["child"]), (.normal, .none, [])] {
            let log = Log()
            let host = host(Nested(log: log, parentPriority: placement, mask: mask))
            host.tap("child")
            #expect(log.events == expected, "\(placement) \(mask.rawValue)")
        }
        // Outside the child, the parent's gesture alone.
        let log = Log()
        let host = host(Nested(log: log))
        host.tap(at: CGPoint(x: 60, y: 60))
        #expect(log.events == ["parent"])
    }

    @Test func aButtonInsideATappableViewWinsAndADragAroundItTakesThePress() throws {
        let log = Log()
        let view = VStack {
            Button("Press") { log.events.append("button") }.accessibilityIdentifier("button")
        }
        .frame(width: 200, height: 100)
        .background(Color.white)
        .gesture(TapGesture().onEnded { log.events.append("tap") })
        .simultaneousGesture(DragGesture().onEnded { _ in log.events.append("drag") })
        let host = host(view)
        let point = try center(host, "button")
        host.tap(at: point)
        #expect(log.events == ["button"])
        log.events = []
        host.drag(from: point, to: CGPoint(x: point.x + 50, y: point.y))
        #expect(log.events == ["drag"])

        let dragged = Log()
        let other = self.host(VStack { Button("Press") { dragged.events.append("button") }.accessibilityIdentifier("button") }
            .frame(width: 200, height: 100)
            .gesture(DragGesture().onEnded { _ in dragged.events.append("drag") }))
        other.drag(from: point, to: CGPoint(x: point.x + 50, y: point.y))
        #expect(dragged.events == ["drag"])
    }

    @Test func aDisabledGestureIsNotRecognized() throws {
        let log = Log()
        let view = Color.gray.frame(width: 100, height: 60)
            .gesture(TapGesture().onEnded { log.events.append("tap") }, isEnabled: false)
            .accessibilityIdentifier("target")
        let host = host(view)
        host.tap("target")
        #expect(log.events.isEmpty)
    }

    // MARK: Hover

    @Test func continuousHoverReportsLocationsAndTheEnd() throws {
        let log = Log()
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 50)
            Color.gray.frame(width: 100, height: 60)
                .onContinuousHover { phase in
                    switch phase {
                    case .active(let location): log.events.append("local \(Int(location.x)),\(Int(location.y))")
                    case .ended: log.events.append("ended")
                    }
                }
                .onContinuousHover(coordinateSpace: .global) { phase in
                    if case .active(let location) = phase { log.events.append("global \(Int(location.x))") }
                }
                .accessibilityIdentifier("target")
        }
        let host = host(view)
        let frame = try #require(host.frame(of: "target"))
        host.movePointer(to: CGPoint(x: frame.minX + 5, y: frame.minY + 6))
        host.movePointer(to: CGPoint(x: frame.minX + 7, y: frame.minY + 6))
        host.movePointer(to: CGPoint(x: frame.minX - 20, y: frame.minY + 6))
        #expect(log.events == ["global \(Int(frame.minX) + 5)", "local 5,6", "global \(Int(frame.minX) + 7)", "local 7,6", "ended"])
    }
}

extension GestureRecognitionTests {
    @Test func theShortFormsOfLongPress() throws {
        let log = Log()
        let view = HStack(spacing: 0) {
            Color.gray.frame(width: 100, height: 60).onLongPressGesture { log.events.append("short") }.accessibilityIdentifier("short")
            Color.gray.frame(width: 100, height: 60).onLongPressGesture(minimumDuration: 2) { log.events.append("two") }.accessibilityIdentifier("two")
        }
        let host = host(view)
        let short = try center(host, "short"), two = try center(host, "two")
        host.pointerDown(at: short)
        later(host, by: 0.6)
        host.pointerUp(at: short)
        host.pointerDown(at: two)
        later(host, by: 1)
        host.pointerUp(at: two)
        #expect(log.events == ["short"])
    }
}

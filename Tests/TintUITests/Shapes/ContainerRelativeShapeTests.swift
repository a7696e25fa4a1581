import Testing
import TintUI

/// `ContainerRelativeShape` and `.containerShape(_:)`: the container's shape drawn in the
/// view's frame, inset on request, a rectangle where no container sets one; as a fill, a clip
/// and a hit shape.
@MainActor
@Suite struct ContainerRelativeShapeTests {
    @Test func withoutAContainerShapeItIsTheFrame() {
        let host = smallCanvas(ContainerRelativeShape().fill(Color.red))
        #expect(host.pixel(x: 0, y: 0) == RGBA8(Color.red))
        #expect(host.pixel(x: 39, y: 39) == RGBA8(Color.red))
    }

    @Test func itTakesTheShapeOfTheContainer() {
        let host = smallCanvas(ZStack { ContainerRelativeShape().fill(Color.red) }.containerShape(Circle()))
        #expect(host.pixel(x: 20, y: 20) == RGBA8(Color.red))
        #expect(host.pixel(x: 2, y: 2) == RGBA8(Color.white))
        #expect(host.pixel(x: 20, y: 1) == RGBA8(Color.red))
    }

    @Test func anInsetShapeLiesInsideTheFrame() {
        let host = smallCanvas(ContainerRelativeShape().inset(by: 10).fill(Color.red).containerShape(RoundedRectangle(cornerRadius: 4)))
        #expect(host.pixel(x: 20, y: 20) == RGBA8(Color.red))
        #expect(host.pixel(x: 5, y: 20) == RGBA8(Color.white))
        #expect(host.pixel(x: 12, y: 20) == RGBA8(Color.red))
        // Without a container, the inset frame.
        let plain = smallCanvas(ContainerRelativeShape().inset(by: 10).fill(Color.red))
        #expect(plain.pixel(x: 5, y: 20) == RGBA8(Color.white))
        #expect(plain.pixel(x: 10, y: 10) == RGBA8(Color.red))
    }

    @Test func itClipsToTheContainersShape() {
        let host = smallCanvas(Color.red.clipShape(ContainerRelativeShape()).containerShape(Capsule()).frame(width: 40, height: 20))
        // A 40x20 capsule: the corners are cut, the middle is red.
        #expect(host.pixel(x: 20, y: 20) == RGBA8(Color.red))
        #expect(host.pixel(x: 1, y: 11) == RGBA8(Color.white))
    }
}

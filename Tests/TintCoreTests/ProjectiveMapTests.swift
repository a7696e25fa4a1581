import Foundation
import Testing
import TintCore

/// A projective map's bounding box of a rectangle: the extent of its four mapped corners, and
/// none when a corner goes behind the viewer.
@Suite struct ProjectiveMapTests {
    @Test func theBoxHoldsTheFourMappedCorners() throws {
        let rect = CGRect(x: 10, y: 20, width: 40, height: 30)
        let map = try #require(ProjectiveMap.rotation3D(radians: 0.6, axis: (x: 0.3, y: 1, z: 0.2), anchor: CGPoint(x: 30, y: 35), anchorZ: 0, distance: 200))
        let corners = [CGPoint(x: 10, y: 20), CGPoint(x: 50, y: 20), CGPoint(x: 10, y: 50), CGPoint(x: 50, y: 50)].compactMap(map.apply)
        #expect(corners.count == 4)
        let box = try #require(map.boundingBox(of: rect))
        #expect(box.minX == corners.map(\.x).min() && box.maxX == corners.map(\.x).max())
        #expect(box.minY == corners.map(\.y).min() && box.maxY == corners.map(\.y).max())
        // Not the rectangle itself: the turn moved every side.
        #expect(box != rect)
        // A translation moves the box with it.
        let moved = ProjectiveMap([1, 0, 5, 0, 1, -3, 0, 0, 1])
        #expect(moved.boundingBox(of: rect) == CGRect(x: 15, y: 17, width: 40, height: 30))
    }

    @Test func aCornerBehindTheViewerHasNoBox() {
        // W = 1 - x / 20: the right side of the rectangle lies behind the viewer.
        let map = ProjectiveMap([1, 0, 0, 0, 1, 0, -0.05, 0, 1])
        #expect(map.boundingBox(of: CGRect(x: 0, y: 0, width: 30, height: 10)) == nil)
        #expect(map.boundingBox(of: CGRect(x: 0, y: 0, width: 10, height: 10)) != nil)
    }
}

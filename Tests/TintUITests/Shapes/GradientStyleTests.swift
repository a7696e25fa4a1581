import Foundation
import Testing
import TintUI

/// Radial, elliptical and angular gradients, the gradient style members and `Color.gradient`,
/// checked at pixels whose colour the geometry decides.
@MainActor
@Suite struct GradientStyleTests {
    /// Pure red to pure blue: the red channel falls from 255 as `t` grows.
    static let redToBlue: [Color] = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]

    /// How far along the red-to-blue gradient a pixel is, 0...1.
    func position(_ host: HeadlessHost, _ x: Int, _ y: Int) -> Double {
        Double(host.pixel(x: x, y: y).b) / 255
    }

    @Test func aRadialGradientGrowsWithTheDistanceFromItsCentreAndKeepsTheEndColourBeyond() {
        let host = HeadlessHost(rootView: RadialGradient(colors: Self.redToBlue, center: .center, startRadius: 10, endRadius: 50).frame(width: 120, height: 120), width: 120, height: 120)
        host.renderFrame()
        #expect(position(host, 60, 60) < 0.02)          // inside the start circle
        #expect(abs(position(host, 90, 60) - 0.5) < 0.03) // 30 points out: halfway
        #expect(abs(position(host, 60, 30) - 0.5) < 0.03) // the same in every direction
        #expect(position(host, 2, 2) > 0.98)            // beyond the end circle
    }

    @Test func anEllipticalGradientTakesTheFramesShape() {
        let host = HeadlessHost(rootView: EllipticalGradient(colors: Self.redToBlue).frame(width: 200, height: 100), width: 200, height: 100)
        host.renderFrame()
        // A quarter of the width to the side and a quarter of the height down are both halfway.
        let side = position(host, 150, 50), below = position(host, 100, 75)
        #expect(abs(side - 0.5) < 0.03)
        #expect(abs(below - 0.5) < 0.03)
        #expect(position(host, 100, 50) < 0.02)
    }

    @Test func anAngularGradientSweepsClockwiseAWholeTurnByDefault() {
        let host = HeadlessHost(rootView: AngularGradient(colors: Self.redToBlue, center: .center).frame(width: 100, height: 100), width: 100, height: 100)
        host.renderFrame()
        #expect(position(host, 95, 50) < 0.03)                // 0°: the start
        #expect(abs(position(host, 50, 95) - 0.25) < 0.03)    // 90°, below the centre on screen
        #expect(abs(position(host, 5, 50) - 0.5) < 0.03)      // 180°
        #expect(abs(position(host, 50, 5) - 0.75) < 0.03)     // 270°
    }

    @Test func aSweepShortOfATurnFillsTheGapWithTheEndColours() {
        let host = HeadlessHost(rootView: Rectangle().fill(.angularGradient(colors: Self.redToBlue, center: .center, startAngle: .zero, endAngle: .degrees(90))).frame(width: 100, height: 100), width: 100, height: 100)
        host.renderFrame()
        #expect(abs(position(host, 80, 80) - 0.5) < 0.03)   // 45°: inside the sweep
        #expect(position(host, 10, 60) > 0.97)              // ~166°: the first half of the gap, the last colour
        #expect(position(host, 90, 30) < 0.03)              // ~333°: the second half, the first colour
    }

    @Test func aConicGradientStartsAtItsAngle() {
        let host = HeadlessHost(rootView: Circle().fill(.conicGradient(colors: Self.redToBlue, center: .center, angle: .degrees(90))).frame(width: 100, height: 100), width: 100, height: 100)
        host.renderFrame()
        // Just past 90° (below the centre, a little to the left): the start.
        #expect(position(host, 46, 90) < 0.04)
        #expect(abs(position(host, 10, 50) - 0.25) < 0.03)
    }

    @Test func theGradientStyleMembersAreTheGradientTypes() {
        let linear: LinearGradient = .linearGradient(colors: Self.redToBlue, startPoint: .leading, endPoint: .trailing)
        #expect(linear == LinearGradient(colors: Self.redToBlue, startPoint: .leading, endPoint: .trailing))
        let radial: RadialGradient = .radialGradient(stops: [.init(color: .red, location: 0)], center: .top, startRadius: 1, endRadius: 2)
        #expect(radial.center == .top)
        let elliptical: EllipticalGradient = .ellipticalGradient(colors: Self.redToBlue)
        #expect(elliptical.endRadiusFraction == 0.5)
        let conic: AngularGradient = .conicGradient(Gradient(colors: Self.redToBlue), center: .center, angle: .degrees(30))
        #expect(abs(conic.endAngle.degrees - conic.startAngle.degrees - 360) < 1e-9)
    }

    @Test func aColorsGradientIsLighterAtTheTopAndTheColourAtTheBottom() {
        let host = HeadlessHost(rootView: Rectangle().fill(Color(red: 0, green: 0, blue: 1).gradient).frame(width: 40, height: 100), width: 40, height: 100)
        host.renderFrame()
        let top = host.pixel(x: 20, y: 0), bottom = host.pixel(x: 20, y: 99)
        #expect(top.r > 40 && top.b == 255)
        #expect(bottom.r < 5 && bottom.b >= 250)
        // Also as a style for other gradients.
        let radial = HeadlessHost(rootView: Rectangle().fill(.radialGradient(Color.red.gradient, endRadius: 30)).frame(width: 80, height: 80), width: 80, height: 80)
        radial.renderFrame()
        #expect(radial.pixel(x: 40, y: 40) != radial.pixel(x: 2, y: 2))
    }

    @Test func gradientsFollowTheColourScheme() {
        let view = Rectangle().fill(RadialGradient(colors: [.primary, .primary], center: .center, startRadius: 0, endRadius: 10)).frame(width: 20, height: 20)
        let light = HeadlessHost(rootView: view, width: 20, height: 20)
        light.renderFrame()
        let dark = HeadlessHost(rootView: view.environment(\.colorScheme, .dark), width: 20, height: 20)
        dark.renderFrame()
        #expect(light.pixel(x: 10, y: 10) != dark.pixel(x: 10, y: 10))
    }

    @Test func badGeometryDrawsTheFirstColourAndNeverCrashes() {
        let host = HeadlessHost(rootView: VStack(spacing: 0) {
            RadialGradient(colors: Self.redToBlue, center: .center, startRadius: .nan, endRadius: 10).frame(height: 20)
            RadialGradient(colors: Self.redToBlue, center: .center, startRadius: 5, endRadius: 5).frame(height: 20)
            AngularGradient(colors: Self.redToBlue, center: UnitPoint(x: .infinity, y: 0.5)).frame(height: 20)
            EllipticalGradient(colors: Self.redToBlue).frame(width: 0, height: 20)
            RadialGradient(colors: [], center: .center, startRadius: 0, endRadius: 10).frame(height: 20)
        }.frame(width: 40), width: 40, height: 100)
        host.renderFrame()
        #expect(position(host, 20, 10) < 0.02)
        #expect(position(host, 20, 30) < 0.02)
        #expect(position(host, 20, 50) < 0.02)
    }
}

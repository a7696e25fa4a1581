import Foundation
import Testing
@testable import TintCore

/// `Spring` in each of its forms, and `UnitCurve`: their parameters answer each other, their
/// motion reaches its target, and animations made from them are the ones the other forms make.
@Suite struct SpringAndUnitCurveTests {
    @Test func springFormsAnswerEachOther() {
        let spring = Spring(duration: 0.4, bounce: 0.2)
        #expect(abs(spring.duration - 0.4) < 1e-9 && abs(spring.bounce - 0.2) < 1e-9)
        #expect(abs(spring.response - 0.4) < 1e-9 && abs(spring.dampingRatio - 0.8) < 1e-9)
        let same = Spring(response: 0.4, dampingRatio: 0.8)
        #expect(abs(same.stiffness - spring.stiffness) < 1e-9 && abs(same.damping - spring.damping) < 1e-9)
        let physical = Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping)
        #expect(abs(physical.bounce - 0.2) < 1e-9)
        #expect(Spring(duration: 0.5, bounce: -0.5).bounce < 0, "overdamped")
        let settled = Spring(settlingDuration: 1, dampingRatio: 1)
        #expect(abs(settled.value(target: 1, time: 1) - 1) < 0.01, "settled within the time")
        #expect(Spring(mass: 1, stiffness: 100, damping: 1000).dampingRatio <= 1 + 1e-9, "critically damped unless allowed")
        #expect(Spring(mass: 1, stiffness: 100, damping: 1000, allowOverDamping: true).dampingRatio > 1)
        #expect(Spring.bouncy.bounce > Spring.snappy.bounce && Spring.snappy.bounce > Spring.smooth.bounce)
        #expect(Spring(duration: .nan, bounce: .infinity).response == 0.5, "bad input: the defaults")
    }

    @Test func aSpringMovesToItsTarget() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.value(target: 10, time: 0) == 0)
        #expect(spring.value(target: 10, time: 0.25) > 5)
        #expect(abs(spring.value(target: 10, time: spring.settlingDuration) - 10) < 0.02)
        #expect(spring.velocity(target: 10, time: 0.05) > 0)
        #expect(Animation.spring(spring) == Animation.spring(duration: 0.5, bounce: 0.3))
    }

    @Test func unitCurves() {
        #expect(abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 1e-6)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
        #expect(UnitCurve.easeIn.value(at: 0.25) < 0.25 && UnitCurve.easeOut.value(at: 0.25) > 0.25)
        #expect(UnitCurve.circularEaseIn.value(at: 0.5) < 0.3, "a quarter circle: 1 - sqrt(0.75) is 0.13")
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.6), endControlPoint: UnitPoint(x: 0.7, y: 0.9))
        let y = curve.value(at: 0.4)
        #expect(abs(curve.inverse.value(at: y) - 0.4) < 1e-3, "the inverse undoes it")
        #expect(UnitCurve.linear.velocity(at: 0.5) > 0.99 && UnitCurve.linear.velocity(at: 0.5) < 1.01)
        #expect(Animation.timingCurve(UnitCurve.easeInOut, duration: 0.5) == Animation.easeInOut(duration: 0.5))
        #expect(UnitCurve.easeIn.value(at: .nan) == 0)
    }
}

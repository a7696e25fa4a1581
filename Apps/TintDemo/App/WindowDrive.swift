import Foundation
import TintDemoScenes
import TintImageIO
import TintUI

/// `TintDemo --drive DIR`: opens the demo window and uses it as a person would, through SDL's
/// event queue (clicks, typing, keys, a drag, the wheel), saving what the window shows after
/// each step as `DIR/window-N-step.png`. Run it under `xvfb-run -a` when there is no display.
@MainActor
enum WindowDrive {
    static func run(outDirectory: String) -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: outDirectory, withIntermediateDirectories: true)
            let host = try WindowHost(rootView: DemoShell(), title: "Tint Demo", width: 960, height: 640)
            // The demo is where T, B, H and Ctrl+S belong: an app has them only when asked.
            host.options.debugKeys = true
            defer { host.window.close() }
            say("TintDemo: driving the window (video driver \(host.window.driverName))")
            var index = 0
            func settle() throws {
                _ = host.handlePendingEvents()
                try host.renderAndPresent()
            }
            /// Lets `frames` frames of animation go by, 25 ms apart.
            func play(frames: Int) throws {
                for _ in 0..<frames {
                    usleep(25_000)
                    try settle()
                }
            }
            func shot(_ name: String) throws {
                try settle()
                index += 1
                let path = (outDirectory as NSString).appendingPathComponent("window-\(index)-\(name).png")
                try PNGFile.write(try host.window.readPixels(), to: path)
                say("  \(path)")
            }
            // Frames are in points; the window's events are in pixels (TINT_SCALE=2: twice).
            func pixels(_ point: CGPoint) -> CGPoint {
                CGPoint(x: point.x * host.scale, y: point.y * host.scale)
            }
            func center(_ identifier: String) throws -> CGPoint {
                guard let frame = host.frame(of: identifier) else { throw DriveError("no view \(identifier) in the window") }
                return pixels(CGPoint(x: frame.midX, y: frame.midY))
            }
            /// Presses the overlay keys and checks the window took them (a key a focused view
            /// swallows would leave the overlays as they were, and the shots misleading).
            func overlays(_ on: Bool, keys: [String] = ["T", "H"]) throws {
                for key in keys { host.window.pushKey(key) }
                try settle()
                guard host.options.debugTint == on, host.options.headsUpDisplay == on else {
                    throw DriveError("the overlay keys did not turn the overlays \(on ? "on" : "off")")
                }
            }
            try settle()
            try shot("opened")
            host.window.pushClick(at: try center("name"))
            host.window.pushText("Ada Lovelace")
            try shot("typed-name")
            host.window.pushClick(at: try center("notify"))
            try shot("toggled")
            guard let volume = host.frame(of: "volume") else { throw DriveError("no slider") }
            host.window.warpPointer(to: pixels(CGPoint(x: volume.minX + 9, y: volume.midY)))
            host.window.pushMouseDown(at: pixels(CGPoint(x: volume.minX + 9, y: volume.midY)))
            host.window.pushMouseMove(to: pixels(CGPoint(x: volume.minX + volume.width * 0.8, y: volume.midY)))
            host.window.pushMouseUp(at: pixels(CGPoint(x: volume.minX + volume.width * 0.8, y: volume.midY)))
            try shot("dragged-volume")
            host.window.pushClick(at: try center("list"))
            host.window.pushKey("S", control: true)
            host.window.pushWheel(at: try center("list"), notches: 3)
            try shot("saved-and-scrolled")
            try overlays(true, keys: ["T", "B", "H"])
            host.window.pushClick(at: try center("scene-counter"))
            try shot("counter-with-overlays")
            host.window.pushClick(at: try center("add"))
            try shot("counter-tapped")
            // The toolbar's switches by mouse: badges off, the baseline policy on.
            host.window.pushClick(at: try center("switch-badges"))
            host.window.pushClick(at: try center("policy-always"))
            host.window.pushClick(at: try center("scene-people"))
            try shot("people-always-evaluate")
            host.window.pushClick(at: try center("person-3"))
            host.window.pushClick(at: try center("insert"))
            try shot("people-expanded-and-inserted")
            // Ctrl+F reaches the search field in the window's toolbar; typing filters the people.
            host.window.pushKey("F", control: true)
            try settle()
            host.window.pushText("Grace")
            try shot("people-searched")
            // Escape ends the search; the field lets go of the keyboard at the next frame.
            host.window.pushKey("Escape")
            try settle()
            // Every scene in turn, with the overlays off and the default policy.
            try overlays(false)
            host.window.pushClick(at: try center("policy-automatic"))
            for scene in DemoScene.all {
                host.window.pushClick(at: try center("scene-\(scene.name)"))
                try shot("scene-\(scene.name)")
            }
            // Animation, with the tint and the heads-up display on: mid-flight (the tint of the
            // tap's bodies stays: animation frames run none), then landed.
            host.window.pushClick(at: try center("scene-animation"))
            try overlays(true)
            host.window.pushClick(at: try center("move"))
            host.window.pushClick(at: try center("card"))
            host.window.pushClick(at: try center("add-row"))
            host.window.pushClick(at: try center("wiggle"))
            try settle()
            try play(frames: 3)
            guard host.isAnimating else { throw DriveError("the animation scene's animations did not start") }
            try shot("animation-mid-flight")
            try play(frames: 40)
            try shot("animation-landed")
            try overlays(false)
            // Transitions: a swatch in flight to the detail, the score rolling, the sheet at its
            // medium detent, the inspector open.
            host.window.pushClick(at: try center("scene-transitions"))
            try settle()
            host.window.pushClick(at: try center("swatch-1"))
            host.window.pushClick(at: try center("score-ten"))
            try settle()
            usleep(120_000)
            try shot("transitions-in-flight")
            try play(frames: 30)
            host.window.pushClick(at: try center("inspector"))
            host.window.pushClick(at: try center("details"))
            try settle()
            usleep(500_000)
            try shot("transitions-sheet-and-inspector")
            host.window.pushClick(at: try center("details-done"))
            host.window.pushClick(at: try center("inspector"))
            try settle()
            // Gestures: the card mid-drag and dropped, the button held past its long press, the
            // tile clicked twice, the photo pinched and turned on a touch surface, the pad hovered.
            host.window.pushClick(at: try center("scene-gestures"))
            try settle()
            let card = try center("gesture-card")
            let moved = CGPoint(x: card.x + 90 * host.scale, y: card.y + 40 * host.scale)
            // The X server reports a warp later, as a move: let it come before the press.
            host.window.warpPointer(to: card)
            usleep(50_000)
            try settle()
            host.window.pushMouseDown(at: card)
            host.window.pushMouseMove(to: CGPoint(x: card.x + 40 * host.scale, y: card.y + 20 * host.scale))
            host.window.pushMouseMove(to: moved)
            try shot("gestures-dragging")
            host.window.pushMouseUp(at: moved)
            try shot("gestures-dropped")
            let hold = try center("gesture-hold")
            host.window.warpPointer(to: hold)
            host.window.pushMouseDown(at: hold)
            try settle()
            usleep(300_000)
            try shot("gestures-holding")
            usleep(500_000)
            try shot("gestures-held")
            host.window.pushMouseUp(at: hold)
            let tile = try center("gesture-tile")
            host.window.pushClick(at: tile)
            host.window.pushClick(at: tile)
            try shot("gestures-double-clicked")
            let photo = try center("gesture-photo")
            for _ in 0..<3 { host.window.pushTouchTransform(at: photo, distance: 0.02, radians: 0.15) }
            try shot("gestures-pinching")
            usleep(400_000)
            try settle()
            guard let pad = host.frame(of: "gesture-hover") else { throw DriveError("no hover pad") }
            host.window.warpPointer(to: pixels(CGPoint(x: pad.minX + 40, y: pad.minY + 30)))
            host.window.pushMouseMove(to: pixels(CGPoint(x: pad.minX + 40, y: pad.minY + 30)))
            try shot("gestures-pinched-and-hovered")
            // Drag and drop: a fruit dragged into the basket, its preview following the pointer.
            let pear = try center("fruit-Pear"), basket = try center("basket")
            host.window.warpPointer(to: pear)
            usleep(50_000)
            try settle()
            host.window.pushMouseDown(at: pear)
            host.window.pushMouseMove(to: CGPoint(x: pear.x + 30 * host.scale, y: pear.y - 10 * host.scale))
            host.window.pushMouseMove(to: basket)
            try shot("dragging-fruit")
            host.window.pushMouseUp(at: basket)
            try settle()
            // The drop's import runs as a main-actor task: the run loop runs it, as the window's
            // loop does between frames.
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.2))
            try shot("dropped-fruit")
            // Keyboard navigation: Tab moves the focus ring through the window's controls.
            for _ in 0..<3 { host.window.pushKey("Tab") }
            try shot("tab-focus-ring")
            // World text: the multi-script field typed into and composed in, as with an IME.
            host.window.pushClick(at: try center("scene-world-text"))
            try settle()
            host.window.pushClick(at: try center("greeting"))
            host.window.pushText(" 日本")
            host.window.pushText(" עברית")
            host.window.pushComposition("にほんご")
            try shot("world-text-typed-and-composing")
            // The articles' panels, used: each Tick once, the child's state up to 2, then a new .id.
            host.window.pushClick(at: try center("scene-articles"))
            try settle()
            for panel in ["Child(value: 5)", "A capturing closure", ".equatable()"] {
                host.window.pushClick(at: try center("tick-\(panel)"))
            }
            host.window.pushClick(at: try center("id-child"))
            host.window.pushClick(at: try center("id-child"))
            try shot("articles-ticked")
            host.window.pushClick(at: try center("id-replace"))
            try shot("articles-replaced")
            // The Notes app, used with the debug tint on: pick a note, write a new one in the
            // sheet, then ask to delete it (the alert).
            host.window.pushClick(at: try center("scene-notes"))
            try settle()
            host.window.pushClick(at: try center("note-2"))
            try settle()
            // Tint on, then one more selection: only what that selection ran is tinted anew.
            host.window.pushKey("T")
            try settle()
            host.window.pushClick(at: try center("note-3"))
            try shot("notes-selected-tinted")
            host.window.pushKey("T")
            host.window.pushClick(at: try center("new-note"))
            try settle()
            host.window.pushClick(at: try center("new-title"))
            host.window.pushText("Shopping list")
            try shot("notes-sheet")
            host.window.pushClick(at: try center("add-note"))
            try settle()
            host.window.pushClick(at: try center("delete-note"))
            try shot("notes-alert")
            host.window.pushKey("Escape")
            try shot("notes-alert-cancelled")
            return 0
        } catch {
            say("TintDemo: \(error)")
            return 1
        }
    }

    struct DriveError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

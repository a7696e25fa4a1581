import Foundation
import TintBoxes
import TintCore
import TintLayout
import TintRaster
import TintText

/// Queries and hit tests: the boxes under a point that take taps, drags, hovers, scrolls,
/// text input and links, the focus links, shortcuts, and frames by identifier.
extension RenderTree {
    /// The frame of the view tagged `.accessibilityIdentifier(identifier)`.
    public func frame(ofIdentifier identifier: String) -> CGRect? {
        var found: CGRect?
        for root in roots {
            root.forEachInPaintOrder { box in
                if found == nil, box.content.identifier == identifier { found = box.frame }
            }
        }
        return found
    }

    /// The identifier of `box` or of the nearest box around it that has one.
    public func identifier(around box: RenderBox?) -> String? {
        var current = box
        while let candidate = current {
            if let identifier = candidate.content.identifier { return identifier }
            current = candidate.parent
        }
        return nil
    }

    /// Where the last layout put the box `id`, in window points; nil when it is not in the tree.
    public func layoutFrame(of id: BoxID) -> CGRect? {
        boxes[id].flatMap { $0.isInTree ? $0.layoutFrame : nil }
    }

    /// The strings of the texts shown, in paint order.
    public func shownTexts() -> [String] {
        var texts: [String] = []
        for root in roots {
            root.forEachInPaintOrder { box in
                if let text = box.text { texts.append(text.string) }
            }
        }
        return texts
    }

    /// The topmost box under `point` that reacts to taps: the last one painted.
    public func actionTarget(at point: CGPoint) -> RenderBox? {
        // Children may overflow their parent (RULES 3.4), so every subtree is searched.
        topmostBox(at: point) { $0.content.action != nil }
    }

    /// The boxes with a `.focused` link, in paint order, each with the first text field inside.
    public func focusLinks() -> [(box: RenderBox, field: RenderBox?)] {
        var links: [(box: RenderBox, field: RenderBox?)] = []
        guard containsFocusLinks else { return links }
        for root in roots {
            root.forEachInPaintOrder { box in
                guard box.content.focusLink != nil else { return }
                var field: RenderBox?
                box.forEachInPaintOrder { inner in if field == nil, inner.takesFocus { field = inner } }
                links.append((box, field))
            }
        }
        return links
    }

    /// Whether the box is on screen: in the tree, or removed and still going out with its
    /// removal transition.
    public func isShown(_ id: BoxID) -> Bool {
        boxes[id]?.isInTree == true
    }

    /// The root box that `id` hangs under (itself when it is a root); `nil` when it is not in
    /// the tree.
    public func root(of id: BoxID) -> RenderBox? {
        guard var box = boxes[id] else { return nil }
        while let parent = box.parent { box = parent }
        return box
    }

    /// The link of a text (markdown's `[text](url)`) drawn under `point`, and the action that
    /// opens it: the piece of the line whose stretch holds the point.
    public func link(at point: CGPoint) -> (url: URL, open: URLOpener)? {
        guard let box = topmostBox(at: point, where: { $0.text?.openURL != nil }), let text = box.text,
              let runs = text.runs, let open = text.openURL else { return nil }
        // The point in the box's own coordinates (transforms undone), in pixels.
        var local: CGPoint?
        for root in roots where local == nil {
            root.forEachHittable(at: point, scale: scale) { hit, at in if hit === box { local = at } }
        }
        guard let local else { return nil }
        let px = Int((local.x * scale).rounded(.down)), py = Int((local.y * scale).rounded(.down))
        var found: URL?
        forEachLine(of: box, text) { block, index, x, y in
            guard found == nil, py >= y, py < y + block.lineAdvance else { return }
            for run in block.lines[index].runs where px >= x + run.x && px < x + run.x + run.width {
                found = runs[Swift.min(Swift.max(0, run.style), runs.count - 1)].link
            }
        }
        return found.map { ($0, open) }
    }

    /// The topmost box under `point` that reacts to a secondary click (`.contextMenu`).
    public func secondaryActionTarget(at point: CGPoint) -> RenderBox? {
        topmostBox(at: point) { $0.content.secondaryAction != nil }
    }

    /// The scroll view to scroll for the view tagged `identifier`: the first inside it, else
    /// the nearest around it.
    public func scrollTarget(identifier: String) -> RenderBox? {
        var tagged: RenderBox?
        for root in roots where tagged == nil {
            root.forEachInPaintOrder { box in
                if tagged == nil, box.content.identifier == identifier { tagged = box }
            }
        }
        guard let tagged else { return nil }
        var inside: RenderBox?
        tagged.forEachInPaintOrder { box in
            if inside == nil, box.content.onScroll != nil { inside = box }
        }
        if let inside { return inside }
        var ancestor = tagged.parent
        while let box = ancestor, box.content.onScroll == nil { ancestor = box.parent }
        return ancestor
    }


    /// Marks `box` as pressed (or none).
    public func setPressed(_ box: RenderBox?) {
        pressedBox = box?.id
    }

    /// Damages the controls whose pressed look changes in this frame.
    func refreshPressedLook() {
        guard pressedBox != drawnPressedBox else { return }
        for id in [drawnPressedBox, pressedBox] {
            if let box = id.flatMap({ boxes[$0] }) { damage.add(box.shownBounds, clip: canvasBounds) }
        }
        drawnPressedBox = pressedBox
    }

    /// The boxes whose gestures follow a press at `point`, innermost first: the frontmost box
    /// under the point that has a gesture or an action, and the boxes around it that have a
    /// gesture (a view's gesture sees the presses inside it, even where a child overflows it).
    public func gestureChain(at point: CGPoint) -> [RenderBox] {
        guard let front = topmostBox(at: point, where: { $0.content.recognizer != nil || $0.content.action != nil }) else { return [] }
        var chain: [RenderBox] = []
        var box: RenderBox? = front
        while let current = box {
            if current.content.recognizer != nil { chain.append(current) }
            box = current.parent
        }
        return chain
    }

    /// The action a key press triggers (`.keyboardShortcut`, a list's keys): that of the first
    /// control inside the first box whose shortcut it is, in paint order; but when the key
    /// belongs to several (two lists' Delete), the one whose area holds `point` (the last
    /// click), as the view clicked last holds the keyboard on a desktop.
    /// `onlyRepeating`: only a shortcut whose action repeats (`BoxContent.repeatsAction`), for a
    /// held key's repeats.
    public func shortcutAction(keyName: String, shift: Bool, control: Bool, option: Bool = false, near point: CGPoint? = nil,
                               onlyRepeating: Bool = false) -> BoxAction? {
        // The topmost root first: a presentation's Escape wins over the window's.
        for root in roots.reversed() {
            var first: BoxAction?
            var near: BoxAction?
            root.forEachHittable { box in
                guard near == nil, let shortcut = box.content.shortcut, shortcut.matches(keyName: keyName, shift: shift, control: control, option: option),
                      let action = firstAction(in: box, onlyRepeating: onlyRepeating) else { return }
                if first == nil { first = action }
                if let point, RenderTree.area(of: box).contains(point) { near = action }
            }
            if let chosen = near ?? first { return chosen }
        }
        return nil
    }

    /// The first action in `box`'s subtree, in paint order; with `onlyRepeating`, nil unless
    /// that action repeats.
    private func firstAction(in box: RenderBox, onlyRepeating: Bool = false) -> BoxAction? {
        var action: BoxAction?
        var repeats = false
        box.forEachInPaintOrder { inner in
            if action == nil, let found = inner.content.action {
                action = found
                repeats = inner.content.repeatsAction
            }
        }
        return !onlyRepeating || repeats ? action : nil
    }

    /// The area a key command answers for: the frame of the nearest box around it that has one
    /// (a list's key commands take no space; the list around them does).
    private static func area(of box: RenderBox) -> CGRect {
        var current: RenderBox? = box
        while let candidate = current {
            if candidate.frame.width > 0, candidate.frame.height > 0 { return candidate.frame }
            current = candidate.parent
        }
        return .null
    }

    /// The first box in `root`, in paint order, that takes keyboard input (a text field): where
    /// the focus goes when a sheet opens.
    public func firstTextInput(in root: RenderBox) -> RenderBox? {
        var found: RenderBox?
        root.forEachInPaintOrder { box in
            if found == nil, box.content.textInput != nil { found = box }
        }
        return found
    }

    /// The topmost box under `point` that takes keyboard input (a text field).
    public func textInputTarget(at point: CGPoint) -> RenderBox? {
        topmostBox(at: point) { $0.content.textInput != nil }
    }

    /// The topmost box under `point` a click gives the keyboard focus: a text field, or a
    /// `.focusable()` view.
    public func clickFocusTarget(at point: CGPoint) -> RenderBox? {
        topmostBox(at: point) { $0.content.textInput != nil || $0.content.focusTarget?.takesClickFocus == true }
    }

    /// The boxes the keyboard focus may rest on in `root`, in the order Tab visits them: reading
    /// order (rows top to bottom, each leading to trailing), the boxes of a `.focusSection()`
    /// kept together where its first one comes.
    public func focusTargets(in root: RenderBox) -> [RenderBox] {
        // Each target with the section it belongs to (the innermost around it), in tree order.
        var found: [(box: RenderBox, section: Int)] = []
        var sections: [ObjectIdentifier: Int] = [:]
        func walk(_ box: RenderBox, section: Int, depth: Int) {
            var section = section
            if box.content.isFocusSection {
                section = sections.count + 1
                sections[ObjectIdentifier(box)] = section
            }
            // A disabled control takes no focus, nor do the parts of one that takes it by its
            // mark (a toggle's switch, a stepper's arrows).
            if box.content.blocksHits { return }
            if box.takesFocus, box.frame.width > 0 || box.frame.height > 0 {
                found.append((box, section))
                if box.takesFocusByMark { return }
            }
            guard depth < RenderTree.maximumDepth else { return }
            for child in box.children { walk(child, section: section, depth: depth + 1) }
        }
        walk(root, section: 0, depth: 0)
        let ordered = RenderTree.readingOrder(found.map(\.box))
        guard !sections.isEmpty else { return ordered }
        // Sections keep together, where their first member falls in reading order.
        let sectionOf = Dictionary(uniqueKeysWithValues: found.map { (ObjectIdentifier($0.box), $0.section) })
        var groups: [Int: [RenderBox]] = [:]
        var groupOrder: [Int] = []
        for box in ordered {
            let section = sectionOf[ObjectIdentifier(box)] ?? 0
            let key = section == 0 ? -(groupOrder.count + 1) : section
            if groups[key] == nil { groupOrder.append(key) }
            groups[key, default: []].append(box)
        }
        return groupOrder.flatMap { groups[$0] ?? [] }
    }

    /// Boxes in reading order: sorted by their tops, then gathered into rows (a box whose top is
    /// above the middle of the row's first box joins it), each row leading to trailing.
    static func readingOrder(_ boxes: [RenderBox]) -> [RenderBox] {
        let byTop = boxes.enumerated().sorted { ($0.element.frame.minY, $0.offset) < ($1.element.frame.minY, $1.offset) }.map(\.element)
        var rows: [[RenderBox]] = []
        for box in byTop {
            if let first = rows.last?.first, box.frame.minY < first.frame.midY {
                rows[rows.count - 1].append(box)
            } else {
                rows.append([box])
            }
        }
        return rows.flatMap { row in row.enumerated().sorted { ($0.element.frame.minX, $0.offset) < ($1.element.frame.minX, $1.offset) }.map(\.element) }
    }

    /// The first focus target inside the first box in `root` that asks for the focus when
    /// nothing has it (`.prefersDefaultFocus`).
    public func defaultFocusTarget(in root: RenderBox) -> RenderBox? {
        guard containsDefaultFocus else { return nil }
        var preferred: RenderBox?
        root.forEachInPaintOrder { box in
            if preferred == nil, box.content.prefersDefaultFocus { preferred = box }
        }
        var target: RenderBox?
        preferred?.forEachInPaintOrder { box in if target == nil, box.takesFocus { target = box } }
        return target
    }

    /// The focused values: the scene values of every box, then those of the boxes around the
    /// focused one, outermost first (the nearest to the focus wins).
    public func focusedValues(around focused: BoxID?) -> [ObjectIdentifier: Any] {
        var values: [ObjectIdentifier: Any] = [:]
        guard containsFocusedValues else { return values }
        for root in roots {
            root.forEachInPaintOrder { box in
                if let publication = box.content.focusedValue, publication.isSceneWide { publication.write(&values) }
            }
        }
        var chain: [RenderBox] = []
        var current = focused.flatMap { boxes[$0] }
        while let box = current {
            chain.append(box)
            current = box.parent
        }
        for box in chain.reversed() {
            if let publication = box.content.focusedValue, !publication.isSceneWide { publication.write(&values) }
        }
        return values
    }

    /// The key handlers of the focused box and the boxes around it, innermost first.
    public func keyHandlers(around focused: BoxID?) -> [@MainActor (KeyPressEvent) -> Bool] {
        var handlers: [@MainActor (KeyPressEvent) -> Bool] = []
        var current = focused.flatMap { boxes[$0] }
        while let box = current {
            if let handler = box.content.keyHandler { handlers.append(handler) }
            current = box.parent
        }
        return handlers
    }

    /// Where the caret of the edited text inside `field` is drawn, in points (a line's height
    /// tall): where an input method's candidate window goes. nil without a caret.
    public func caretRect(in field: RenderBox) -> CGRect? {
        var rect: CGRect?
        field.forEachInPaintOrder { box in
            guard rect == nil, let text = box.text, let marks = text.editing, let caret = marks.caret,
                  let face = box.textFace else { return }
            // Where the caret is drawn: the line's origin (aligned, and moved along with a
            // field's caret) plus the caret's offset in the shaped line.
            forEachLine(of: box, text) { block, index, x, y in
                let holder = block.line(holding: caret)
                guard holder.index == index else { return }
                let at = caretOffset(holder.offset, in: block.lineTexts[index], of: text, face: face)
                rect = CGRect(x: CGFloat(x + at) / scale, y: CGFloat(y) / scale, width: 1, height: CGFloat(face.height) / scale)
            }
        }
        return rect
    }

    /// The box painted last (topmost) among those under `point` that pass `test`.
    private func topmostBox(at point: CGPoint, where test: (RenderBox) -> Bool) -> RenderBox? {
        var hit: RenderBox?
        for root in roots {
            root.forEachHittable(at: point, scale: scale) { box, local in
                if box.frame.contains(local), test(box) { hit = box }
            }
        }
        return hit
    }

    /// The boxes under `point` that want to hear of the pointer (`.onHover`,
    /// `.onContinuousHover`), outermost first.
    public func hoverTargets(at point: CGPoint) -> [RenderBox] {
        var hits: [RenderBox] = []
        guard containsHoverTargets else { return hits }
        for root in roots {
            root.forEachHittable(at: point, scale: scale) { box, local in
                if box.content.onHover != nil || box.content.onHoverMove != nil, box.frame.contains(local) { hits.append(box) }
            }
        }
        return hits
    }

    /// The innermost scroll view under `point` (where a wheel turns).
    public func scrollTarget(at point: CGPoint) -> RenderBox? {
        topmostBox(at: point) { $0.content.onScroll != nil }
    }
}

extension RenderBox {
    /// Whether the keyboard focus may rest on the box: a text field, a button, a `.focusable()`
    /// view.
    public var takesFocus: Bool {
        content.textInput != nil || content.focusTarget != nil || takesFocusByMark
    }

    /// Whether the box takes the keyboard focus as a control a reader knows (a toggle, a
    /// slider, a tab...): its accessibility mark says so, on the box itself (not handed down).
    public var takesFocusByMark: Bool {
        guard let mark = content.accessibility, mark.describesChild != true, mark.isHidden != true else { return false }
        return mark.role?.takesKeyboardFocus ?? false
    }

    /// Whether `box` is this box or inside it.
    public func encloses(_ box: RenderBox) -> Bool {
        var current: RenderBox? = box
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.parent
        }
        return false
    }
}

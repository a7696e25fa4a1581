/// Records changes so they can be undone and redone, as Foundation's `UndoManager` on Apple's
/// systems (Foundation on Linux has none): `@Environment(\.undoManager)` hands each window's.
///
/// A change registers the action that reverts it (`registerUndo(withTarget:handler:)`);
/// `undo()` runs the last one, and what that action registers while undoing becomes the redo.
/// Actions registered between `beginUndoGrouping()` and `endUndoGrouping()` undo together.
@MainActor
public final class UndoManager {
    private struct Group {
        var actions: [@MainActor () -> Void] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []
    public private(set) var isUndoing = false
    public private(set) var isRedoing = false
    /// The most undo steps kept (0: no limit); the oldest are dropped past it.
    public var levelsOfUndo = 0 {
        didSet { trim() }
    }
    /// Whether registration is on (`disableUndoRegistration()` turns it off).
    public var isUndoRegistrationEnabled: Bool { disabled == 0 }
    private var disabled = 0
    /// Kept for source compatibility: Tint groups only what `beginUndoGrouping` groups.
    public var groupsByEvent = true

    public nonisolated init() {}

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }
    public var undoActionName: String { undoStack.last?.name ?? "" }
    public var redoActionName: String { redoStack.last?.name ?? "" }
    /// "Undo" followed by the action's name, for a menu item.
    public var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
    public var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }
    public var groupingLevel: Int { openGroups.count }

    /// Registers `handler`, called with `target`, to revert the change just made.
    public func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping @MainActor (Target) -> Void) {
        guard disabled == 0 else { return }
        let action: @MainActor () -> Void = { [weak target] in if let target { handler(target) } }
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions.append(action)
            return
        }
        record(Group(actions: [action]))
    }

    /// Names the last registered change ("Typing", "Delete").
    public func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = actionName
        } else if isUndoing {
            if !redoStack.isEmpty { redoStack[redoStack.count - 1].name = actionName }
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    public func beginUndoGrouping() {
        openGroups.append(Group())
    }

    public func endUndoGrouping() {
        guard let group = openGroups.popLast() else {
            RuntimeWarnings.emit("UndoManager: endUndoGrouping() without a beginUndoGrouping(); ignored", fix: "pair each endUndoGrouping() with a beginUndoGrouping()")
            return
        }
        guard !group.actions.isEmpty else { return }
        if openGroups.isEmpty {
            record(group)
        } else {
            openGroups[openGroups.count - 1].actions += group.actions
        }
    }

    /// Reverts the last change (its actions last first); what they register becomes the redo.
    public func undo() {
        while !openGroups.isEmpty { endUndoGrouping() }
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        run(group, into: &redoStack)
        isUndoing = false
    }

    /// Makes the last undone change again.
    public func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        var redone: [Group] = []
        run(group, into: &redone)
        isRedoing = false
        undoStack += redone
        trim()
    }

    public func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
    }

    public func disableUndoRegistration() { disabled += 1 }
    public func enableUndoRegistration() { disabled = Swift.max(0, disabled - 1) }

    /// Runs `group`'s actions, last first, collecting what they register into one group on
    /// `stack`, named as `group` was.
    private func run(_ group: Group, into stack: inout [Group]) {
        openGroups.append(Group())
        for action in group.actions.reversed() { action() }
        var registered = openGroups.removeLast()
        registered.name = group.name
        if !registered.actions.isEmpty { stack.append(registered) }
    }

    private func record(_ group: Group) {
        undoStack.append(group)
        // A new change (not an undo's or redo's) ends what could be redone.
        if !isUndoing && !isRedoing { redoStack.removeAll() }
        trim()
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}

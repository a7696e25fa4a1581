import Foundation
import TintBoxes

/// An accessibility modifier: what it says of the view, as a mark on a box around it. The
/// render tree lays the marks of nested modifiers over the element inside them.
package struct _AccessibilityMarkModifier: ViewModifier, Equatable {
    public typealias Body = Never
    package var mark: AccessibilityMark

    /// Marks hold actions, which cannot be compared: a rebuilt one always replaces the old
    /// (it changes no pixel).
    package nonisolated static func == (lhs: Self, rhs: Self) -> Bool { false }

    package init(_ mark: AccessibilityMark) { self.mark = mark }
    package init(_ edit: (inout AccessibilityMark) -> Void) {
        var mark = AccessibilityMark()
        edit(&mark)
        self.mark = mark
    }
}

extension View {
    package func _accessibility(_ edit: (inout AccessibilityMark) -> Void) -> some View {
        modifier(_AccessibilityMarkModifier(edit))
    }

    // MARK: Label, value, hint

    /// What a screen reader calls the view (its name), instead of the text inside it.
    public func accessibilityLabel(_ label: Text) -> some View { _accessibility { $0.label = label.content } }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { _accessibility { $0.label = labelKey._text } }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { _accessibility { $0.label = String(label) } }

    /// The view's value as a screen reader reads it (a slider's "50 percent").
    public func accessibilityValue(_ value: Text) -> some View { _accessibility { $0.value = value.content } }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { _accessibility { $0.value = valueKey._text } }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { _accessibility { $0.value = String(value) } }

    /// What happens when the view is used, read after its label (AT-SPI's description).
    public func accessibilityHint(_ hint: Text) -> some View { _accessibility { $0.hint = hint.content } }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { _accessibility { $0.hint = hintKey._text } }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { _accessibility { $0.hint = String(hint) } }

    /// Other names a user may say or type for the view (voice control).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { _accessibility { $0.inputLabels = inputLabels.map(\.content) } }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        _accessibility { $0.inputLabels = inputLabelKeys.map(\._text) }
    }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        _accessibility { $0.inputLabels = inputLabels.map { String($0) } }
    }

    // MARK: Structure

    /// Hides the view and everything in it from assistive technology (a decoration).
    public func accessibilityHidden(_ hidden: Bool) -> some View { _accessibility { $0.isHidden = hidden } }

    /// Makes the view one accessibility element: its children ignored (the default: the
    /// element says what its modifiers say), combined into it, or contained in it.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        _accessibility { $0.children = children.children }
    }

    /// Read before siblings of a lower priority, after those of a higher one (0 by default).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        _accessibility { $0.sortPriority = sortPriority.isFinite ? sortPriority : 0 }
    }

    /// Makes the view a heading of `level`.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        _accessibility { $0.headingLevel = Int(level.rawValue) }
    }

    /// Adds traits: `.isHeader` makes a heading, `.isButton` a button, `.isSelected` selected...
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { _accessibility { $0.addedTraits = traits.bits } }

    /// Takes traits away: `.isImage` off an image makes it read as its label alone.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { _accessibility { $0.removedTraits = traits.bits } }

    // MARK: Actions

    /// What the view does when assistive technology activates it (`.default`, AT-SPI's
    /// "click") or asks for another kind of action (`.escape`, `.magicTap`...).
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping @MainActor () -> Void) -> some View {
        _accessibility { $0.actions = [AccessibilityActionEntry(name: actionKind.name, run: handler)] }
    }

    /// An action of the app's own, listed by `name`.
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some View {
        _accessibility { $0.actions = [AccessibilityActionEntry(name: name.content, run: handler)] }
    }
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void) -> some View {
        _accessibility { $0.actions = [AccessibilityActionEntry(name: nameKey._text, run: handler)] }
    }
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping @MainActor () -> Void) -> some View {
        _accessibility { $0.actions = [AccessibilityActionEntry(name: String(name), run: handler)] }
    }

    /// An action named by `label`'s text (a `Text`, or a `Label`'s title).
    public func accessibilityAction<Label: View>(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) -> some View {
        let name = AccessibilityText.plain(label()) ?? "action"
        return _accessibility { $0.actions = [AccessibilityActionEntry(name: name, run: action)] }
    }

    /// The buttons (and toggles) of `content` as actions of the view, each named by its title.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        let items = _MenuItem.items(of: content())
        return _accessibility { mark in
            for item in items where !item.isDisabled && !item.title.isEmpty {
                switch item.kind {
                case .action(let run): mark.actions.append(AccessibilityActionEntry(name: item.title, run: run))
                case .toggle(let isOn): mark.actions.append(AccessibilityActionEntry(name: item.title) { isOn.wrappedValue.toggle() })
                case .submenu, .divider: break
                }
            }
        }
    }

    /// Makes the view adjustable: assistive technology's "increment" and "decrement" call
    /// `handler` with the direction.
    public func accessibilityAdjustableAction(_ handler: @escaping @MainActor (AccessibilityAdjustmentDirection) -> Void) -> some View {
        _accessibility {
            $0.actions = [AccessibilityActionEntry(name: "increment") { handler(.increment) },
                          AccessibilityActionEntry(name: "decrement") { handler(.decrement) }]
        }
    }

    /// Scrolls on assistive technology's request: "scroll up" and the like, each with the edge
    /// the content moves from.
    public func accessibilityScrollAction(_ handler: @escaping @MainActor (Edge) -> Void) -> some View {
        _accessibility {
            $0.actions = [Edge.top, .bottom, .leading, .trailing].map { edge in
                AccessibilityActionEntry(name: "scroll \(AccessibilityActionNames.scroll(edge))") { handler(edge) }
            }
        }
    }

    /// Zooms on assistive technology's request ("zoom in", "zoom out").
    public func accessibilityZoomAction(_ handler: @escaping @MainActor (AccessibilityZoomGestureAction) -> Void) -> some View {
        let centre = UnitPoint.center
        return _accessibility {
            $0.actions = [AccessibilityActionEntry(name: "zoom in") { handler(AccessibilityZoomGestureAction(direction: .zoomIn, location: .zero, point: centre)) },
                          AccessibilityActionEntry(name: "zoom out") { handler(AccessibilityZoomGestureAction(direction: .zoomOut, location: .zero, point: centre)) }]
        }
    }

    // MARK: More content

    /// A fact read on request ("Age: 3 years"), as SwiftUI's `accessibilityCustomContent`.
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View {
        _accessibility { $0.customContent = [AccessibilityCustomEntry(label: label.content, value: value.content, isImportant: importance == .high)] }
    }
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View {
        _accessibility { $0.customContent = [AccessibilityCustomEntry(label: labelKey._text, value: value.content, isImportant: importance == .high)] }
    }
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default) -> some View {
        _accessibility { $0.customContent = [AccessibilityCustomEntry(label: labelKey._text, value: String(value), isImportant: importance == .high)] }
    }
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> some View {
        _accessibility { $0.customContent = [AccessibilityCustomEntry(label: labelKey._text, value: valueKey._text, isImportant: importance == .high)] }
    }

    /// A fact read on request under `key`: it replaces an earlier entry of the key (one set
    /// further in), and a nil value takes that entry away.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default) -> some View {
        _accessibility { $0.customContent = [key.entry(value?.content, importance: importance)] }
    }
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> some View {
        _accessibility { $0.customContent = [key.entry(valueKey._text, importance: importance)] }
    }
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default) -> some View {
        _accessibility { $0.customContent = [key.entry(String(value), importance: importance)] }
    }
}

/// Names an entry of facts read on request (`accessibilityCustomContent`): its label, and the
/// identifier entries of the key share, so one set in one place can be replaced or taken away
/// in another.
public struct AccessibilityCustomContentKey: Equatable, Sendable {
    let label: String
    let id: String

    /// A key labelled `label`, identified by `id`.
    public init(_ label: Text, id: String) {
        self.label = label.content
        self.id = id
    }

    public init(_ labelKey: LocalizedStringKey, id: String) {
        label = labelKey._text
        self.id = id
    }

    /// A key labelled `labelKey`, which is also its identifier.
    public init(_ labelKey: LocalizedStringKey) {
        label = labelKey._text
        id = labelKey._text
    }

    func entry(_ value: String?, importance: AXCustomContent.Importance) -> AccessibilityCustomEntry {
        AccessibilityCustomEntry(label: label, value: value ?? "", isImportant: importance == .high, key: id, removes: value == nil)
    }
}

/// The words of AT-SPI action names Tint gives.
enum AccessibilityActionNames {
    static func scroll(_ edge: Edge) -> String {
        switch edge {
        case .top: "up"
        case .bottom: "down"
        case .leading: "left"
        case .trailing: "right"
        }
    }
}

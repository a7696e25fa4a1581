import Foundation
import TintBoxes

/// Drags inside the app, as views reach them: the host puts one in the environment over its
/// input, which follows the drag, draws its preview and finds the drop target under the pointer.
package struct _DragDrop: Equatable {
    /// A drag began from the box marked with `token`, at `start` (window points).
    package let begin: @MainActor (_ token: ObjectIdentifier, _ payload: DragPayload, _ start: CGPoint) -> Void
    /// The pointer moved to a point (window points).
    package let move: @MainActor (CGPoint) -> Void
    /// The pointer was released there: the drop.
    package let end: @MainActor (CGPoint) -> Void

    package init(begin: @escaping @MainActor (ObjectIdentifier, DragPayload, CGPoint) -> Void,
                 move: @escaping @MainActor (CGPoint) -> Void, end: @escaping @MainActor (CGPoint) -> Void) {
        self.begin = begin
        self.move = move
        self.end = end
    }

    /// One service: any two are equal, so setting it changes nothing to diff.
    package static func == (a: _DragDrop, b: _DragDrop) -> Bool { true }

    /// Outside a host: drags go nowhere.
    static let unavailable = _DragDrop(begin: { _, _, _ in }, move: { _ in }, end: { _ in })
}

private struct DragDropKey: EnvironmentKey { static let defaultValue = _DragDrop.unavailable }

extension EnvironmentValues {
    package var _dragDrop: _DragDrop {
        get { self[DragDropKey.self] }
        set { self[DragDropKey.self] = newValue }
    }
}

/// A drag's identity, kept by the view it starts from for its lifetime.
@MainActor
final class DragToken {
    var isDragging = false
}

/// Marks the box a drag starts from, or its preview.
package struct _DragSourceModifier: ViewModifier, Equatable {
    package typealias Body = Never
    package let mark: DragSourceMark
}

/// `.draggable`, `.onDrag`: a press that moves drags the payload; the preview (the view itself,
/// or the one given) follows the pointer, translucent; the release drops it on the drop target
/// under the pointer.
struct _DraggableModifier<Preview: View>: ViewModifier {
    let makePayload: @MainActor () -> DragPayload
    let preview: Preview?
    @State private var token = DragToken()
    @Environment(\._dragDrop) private var dragDrop

    /// A press moves this far (points) before it is a drag, as on a desktop.
    static var threshold: CGFloat { 4 }

    func body(content: Content) -> some View {
        let token = token, dragDrop = dragDrop, makePayload = makePayload
        let id = ObjectIdentifier(token)
        return content
            .overlay {
                if let preview {
                    preview.fixedSize()
                        .modifier(_DragSourceModifier(mark: DragSourceMark(token: id, isPreview: true)))
                        .opacity(0)
                        .allowsHitTesting(false)
                }
            }
            .modifier(_DragSourceModifier(mark: DragSourceMark(token: id, isPreview: false)))
            .gesture(DragGesture(minimumDistance: Self.threshold, coordinateSpace: .global)
                .onChanged { value in
                    if !token.isDragging {
                        token.isDragging = true
                        dragDrop.begin(id, makePayload(), value.startLocation)
                    }
                    dragDrop.move(value.location)
                }
                .onEnded { value in
                    token.isDragging = false
                    dragDrop.end(value.location)
                })
    }
}

extension DragPayload {
    /// The payload of Transferable items: their forms exported once, when the drop asks.
    @MainActor
    static func transferring<T: Transferable>(_ items: [T]) -> DragPayload {
        let export = ExportOnce(items)
        let types = items.first.map { $0.exportedContentTypes().map(\.identifier) } ?? []
        return DragPayload(typeIdentifiers: types, count: items.count) { await export.forms() }
    }

    /// Exports a drag's items at most once, however many times the drop asks.
    @MainActor
    private final class ExportOnce<T: Transferable> {
        private let items: [T]
        private var task: Task<[[ClipboardContent]], Never>?

        init(_ items: [T]) {
            self.items = items
        }

        func forms() async -> [Any] {
            if task == nil {
                let items = items
                task = Task { @MainActor in
                    var forms: [[ClipboardContent]] = []
                    for item in items { forms.append(await ClipboardTransfer.contents(of: [item])) }
                    return forms
                }
            }
            return await task!.value
        }
    }

    /// The payload of item providers.
    @MainActor
    static func providing(_ providers: [NSItemProvider]) -> DragPayload {
        DragPayload(typeIdentifiers: providers.first?.registeredTypeIdentifiers ?? [], count: providers.count) {
            var forms: [[ClipboardContent]] = []
            for provider in providers { forms.append(await provider.contents()) }
            return forms
        }
    }

    /// Whether any of the items' types conforms to one of `types`.
    func offers(_ types: [UTType]) -> Bool {
        typeIdentifiers.contains { identifier in
            guard let type = UTType(identifier) else { return false }
            return types.contains { type.conforms(to: $0) }
        }
    }

    /// Each item's forms.
    func forms() async -> [[ClipboardContent]] {
        await load().compactMap { $0 as? [ClipboardContent] }
    }
}

/// `.dropDestination`, `.onDrop`: the box takes drops of payloads that offer one of `types`.
package struct _DropTargetModifier: ViewModifier, Equatable {
    package typealias Body = Never
    package let target: DropTarget

    package nonisolated static func == (a: Self, b: Self) -> Bool { false }
}

extension View {
    /// Activates this view as the source of a drag and drop operation: a press that moves drags
    /// `payload`, the view following the pointer.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(_DraggableModifier<EmptyView>(makePayload: { .transferring([payload()]) }, preview: nil))
    }

    /// Activates this view as the source of a drag and drop operation, with `preview` following
    /// the pointer.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        modifier(_DraggableModifier(makePayload: { .transferring([payload()]) }, preview: preview()))
    }

    /// Provides a closure that vends the drag representation of this view.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        modifier(_DraggableModifier<EmptyView>(makePayload: { .providing([data()]) }, preview: nil))
    }

    /// Provides a closure that vends the drag representation of this view, with a preview.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        modifier(_DraggableModifier(makePayload: { .providing([data()]) }, preview: preview()))
    }

    /// Defines the destination of a drag and drop operation that handles the dropped content
    /// with a closure that you specify: it gets the dropped items (made from their forms) and
    /// where they were dropped, and returns whether it took them.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping @MainActor (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping @MainActor (Bool) -> Void = { _ in }) -> some View {
        let types = T.importedContentTypes()
        return modifier(_DropTargetModifier(target: DropTarget(
            accepts: { $0.offers(types) },
            targeted: { inside, _, _ in isTargeted(inside) },
            perform: { payload, location in
                Task { @MainActor in
                    var items: [T] = []
                    for forms in await payload.forms() { items += await ClipboardTransfer.items(T.self, from: forms) }
                    if !items.isEmpty { _ = action(items, location) }
                }
                return true
            })))
    }

    /// Defines the destination of a drag-and-drop operation that handles the dropped content
    /// with item providers.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping @MainActor (_ providers: [NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Defines the destination of a drag-and-drop operation that handles the dropped content
    /// with item providers and the drop's location.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping @MainActor (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View {
        modifier(_DropTargetModifier(target: DropTarget(
            accepts: { $0.offers(supportedContentTypes) },
            targeted: { inside, _, _ in if isTargeted?.wrappedValue != inside { isTargeted?.wrappedValue = inside } },
            perform: { payload, location in action(DropInfo.providers(for: payload), location) })))
    }

    /// The older form: supported types as identifiers.
    @available(*, deprecated, message: "Use onDrop(of:isTargeted:perform:) with UTType")
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping @MainActor (_ providers: [NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedTypes.compactMap { UTType($0) }, isTargeted: isTargeted, perform: action)
    }

    /// Defines the destination of a drag and drop operation using behavior controlled by the
    /// delegate that you provide.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        modifier(_DropTargetModifier(target: DropTarget(
            accepts: { payload in
                payload.offers(supportedContentTypes)
                    && delegate.validateDrop(info: DropInfo(location: .zero, payload: payload, supported: supportedContentTypes))
            },
            targeted: { inside, payload, location in
                let info = DropInfo(location: location, payload: payload, supported: supportedContentTypes)
                if inside { delegate.dropEntered(info: info) } else { delegate.dropExited(info: info) }
            },
            moved: { payload, location in
                _ = delegate.dropUpdated(info: DropInfo(location: location, payload: payload, supported: supportedContentTypes))
            },
            perform: { payload, location in
                let info = DropInfo(location: location, payload: payload, supported: supportedContentTypes)
                // A delegate that proposes to cancel or forbid the drop does not get it.
                if let proposal = delegate.dropUpdated(info: info), proposal.operation == .cancel || proposal.operation == .forbidden { return false }
                return delegate.performDrop(info: info)
            })))
    }
}

/// The current state of a drop, as SwiftUI's `DropInfo`.
@MainActor
public struct DropInfo {
    /// The location of the drag in the coordinate space of the drop view.
    public let location: CGPoint
    private let payload: DragPayload
    private let supported: [UTType]

    init(location: CGPoint, payload: DragPayload, supported: [UTType]) {
        self.location = location
        self.payload = payload
        self.supported = supported
    }

    /// Indicates whether at least one item conforms to at least one of the specified uniform
    /// type identifiers.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        payload.offers(contentTypes)
    }

    /// The older form, with identifiers.
    public func hasItemsConforming(to types: [String]) -> Bool {
        payload.offers(types.compactMap { UTType($0) })
    }

    /// Finds item providers that conform to at least one of the specified uniform type
    /// identifiers.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        guard payload.offers(contentTypes) else { return [] }
        return DropInfo.providers(for: payload)
    }

    /// The payload's items as item providers, each loading its forms when asked.
    static func providers(for payload: DragPayload) -> [NSItemProvider] {
        (0..<payload.count).map { index in
            let provider = NSItemProvider()
            for identifier in payload.typeIdentifiers {
                provider.registerDataRepresentation(forTypeIdentifier: identifier, visibility: .all) { completion in
                    Task { @MainActor in
                        let forms = await payload.forms()
                        let form = index < forms.count ? forms[index].first { $0.type.identifier == identifier } : nil
                        completion(form?.data, form == nil ? ItemProviderError.noRepresentation(identifier) : nil)
                    }
                    return nil
                }
            }
            return provider
        }
    }
}

/// Operation types that determine how a drag and drop operation handles the data, as SwiftUI's
/// `DropOperation`.
public enum DropOperation: Sendable, Equatable {
    case cancel
    case forbidden
    case copy
    case move
}

/// The behavior of a drop, as SwiftUI's `DropProposal`.
public struct DropProposal: Sendable, Equatable {
    /// The drop operation that the drop proposes to perform.
    public let operation: DropOperation

    public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// An interface that you implement to interact with a drop operation in a view modified to
/// accept drops, as SwiftUI's `DropDelegate`.
@MainActor @preconcurrency
public protocol DropDelegate {
    /// Tells the delegate that a drop containing items conforming to one of the expected types
    /// entered a view that accepts drops; returns whether the drop is valid.
    func validateDrop(info: DropInfo) -> Bool
    /// Tells the delegate it can request the item provider data from the given information.
    func performDrop(info: DropInfo) -> Bool
    /// Tells the delegate a validated drop has entered the modified view.
    func dropEntered(info: DropInfo)
    /// Tells the delegate that a validated drop moved inside the modified view.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// Tells the delegate a validated drop operation has exited the modified view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

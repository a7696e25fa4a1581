import Foundation

/// A control that shares items, as SwiftUI's `ShareLink`: its label opens a menu of the ways
/// Linux offers to share, as macOS's share button opens its services. **Copy** puts the items
/// on the clipboard in every form they export to (`Transferable`); **Open** opens a single URL
/// (`openURL`: the browser, or the file's app); **Email** opens a new message (a `mailto:` URL)
/// with the subject, the message and the items' text. A preview's title names the items in the
/// menu and is the message's subject when none is given.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let items: Data
    let subject: Text?
    let message: Text?
    let preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?
    let label: Label
    @Environment(\._pasteboard) private var pasteboard
    @Environment(\.openURL) private var openURL

    public var body: some View {
        Menu {
            if let title = previewTitle {
                Text(title)
                Divider()
            }
            Button("Copy", systemImage: "doc.on.doc") { copy() }
                .accessibilityIdentifier("share-copy")
            if let url = openableURL {
                Button("Open", systemImage: "safari") { openURL(url) }
                    .accessibilityIdentifier("share-open")
            }
            Button("Email", systemImage: "envelope") { email() }
                .accessibilityIdentifier("share-email")
        } label: {
            label
        }
        .menuIndicator(.hidden)
        .disabled(items.isEmpty)
    }

    /// The preview's title of the first item ("and N more" for several).
    private var previewTitle: String? {
        guard let preview, let first = items.first else { return nil }
        let title = ShareText.plain(preview(first).title)
        return items.count > 1 ? "\(title) and \(items.count - 1) more" : title
    }

    /// A URL to open: only when the one item is one.
    private var openableURL: URL? {
        guard items.count == 1, let url = items.first as? URL, url.scheme != nil else { return nil }
        return url
    }

    private func copy() {
        pasteboard.copy(Array(items))
    }

    private func email() {
        let items = Array(self.items)
        let subject = subject.map(ShareText.plain) ?? previewTitle
        let message = message.map(ShareText.plain)
        let openURL = openURL
        Task { @MainActor in
            let text = await ClipboardTransfer.contents(of: items).plainText
            if let url = ShareText.mailto(subject: subject, body: [message, text].compactMap { $0 }.joined(separator: "\n\n")) {
                openURL(url)
            }
        }
    }
}

/// The label a `ShareLink` shows by default: "Share" (or its title) with the share symbol.
public struct DefaultShareLinkLabel: View {
    let title: Text

    public var body: some View {
        TintViews.Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

/// What a share shows of an item: a title, and an image and icon (which Tint's share menu does not draw).
@MainActor
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text
    let image: Image?
    let icon: Icon?
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) { self.init(title: Text(titleKey), image: nil, icon: nil) }
    public init<S: StringProtocol>(_ title: S) { self.init(title: Text(title), image: nil, icon: nil) }
    public init(_ title: Text) { self.init(title: title, image: nil, icon: nil) }
}

extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(title: Text(titleKey), image: image, icon: nil) }
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(title: Text(title), image: image, icon: nil) }
    public init(_ title: Text, image: Image) { self.init(title: title, image: image, icon: nil) }
}

extension SharePreview where Image == Never {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(title: Text(titleKey), image: nil, icon: icon) }
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(title: Text(title), image: nil, icon: icon) }
    public init(_ title: Text, icon: Icon) { self.init(title: title, image: nil, icon: icon) }
}

extension SharePreview {
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { self.init(title: Text(titleKey), image: image, icon: icon) }
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.init(title: Text(title), image: image, icon: icon) }
    public init(_ title: Text, image: Image, icon: Icon) { self.init(title: title, image: image, icon: icon) }
}

/// The text a share sends.
enum ShareText {
    /// A `Text`'s characters (its pieces joined).
    static func plain(_ text: Text) -> String {
        text._runs.map { $0.map(\.content).joined() } ?? text.content
    }

    /// A new message's URL: `mailto:` with the subject and body percent-encoded.
    static func mailto(subject: String?, body: String) -> URL? {
        var components = URLComponents()
        components.scheme = "mailto"
        components.path = ""
        var query: [URLQueryItem] = []
        if let subject, !subject.isEmpty { query.append(URLQueryItem(name: "subject", value: subject)) }
        if !body.isEmpty { query.append(URLQueryItem(name: "body", value: body)) }
        components.queryItems = query.isEmpty ? nil : query
        return components.url
    }
}

extension ShareLink {
    /// Shares `items`, each described by its preview.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.init(_items: items, subject: subject, message: message, preview: preview, label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `items`, each described by its preview with the default label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(_items: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(title: Text("Share")))
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `items`, each described by its preview, titled.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(_items: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `items`, each described by its preview, titled.
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(_items: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(title: Text(title)))
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `items`, each described by its preview, titled.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(_items: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink {
    /// Shares `item`, described by `preview`.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `item`, described by `preview` with the default label.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel(title: Text("Share")))
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `item`, described by `preview`, titled.
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `item`, described by `preview`, titled.
    public init<I: Transferable, S: StringProtocol>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel(title: Text(title)))
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `item`, described by `preview`, titled.
    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    /// Shares URLs.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(_items: items, subject: subject, message: message, preview: nil, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL, Label == DefaultShareLinkLabel {
    /// Shares URLs with the default label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text("Share")))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL, Label == DefaultShareLinkLabel {
    /// Shares URLs, titled.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL, Label == DefaultShareLinkLabel {
    /// Shares URLs, titled.
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(title)))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL, Label == DefaultShareLinkLabel {
    /// Shares URLs, titled.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    /// Shares strings.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(_items: items, subject: subject, message: message, preview: nil, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String, Label == DefaultShareLinkLabel {
    /// Shares strings with the default label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text("Share")))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String, Label == DefaultShareLinkLabel {
    /// Shares strings, titled.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String, Label == DefaultShareLinkLabel {
    /// Shares strings, titled.
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(title)))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String, Label == DefaultShareLinkLabel {
    /// Shares strings, titled.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL> {
    /// Shares a URL.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL>, Label == DefaultShareLinkLabel {
    /// Shares a URL with the default label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text("Share")))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL>, Label == DefaultShareLinkLabel {
    /// Shares a URL, titled.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL>, Label == DefaultShareLinkLabel {
    /// Shares a URL, titled.
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(title)))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL>, Label == DefaultShareLinkLabel {
    /// Shares a URL, titled.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String> {
    /// Shares a string.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String>, Label == DefaultShareLinkLabel {
    /// Shares a string with the default label.
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text("Share")))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String>, Label == DefaultShareLinkLabel {
    /// Shares a string, titled.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String>, Label == DefaultShareLinkLabel {
    /// Shares a string, titled.
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(title)))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String>, Label == DefaultShareLinkLabel {
    /// Shares a string, titled.
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink {
    private init(_items items: Data, subject: Text?, message: Text?, preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?, label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.preview = preview
        self.label = label
    }
}

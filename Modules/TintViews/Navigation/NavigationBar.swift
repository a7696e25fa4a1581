/// The bar over a navigation level: a back button when there is a level beneath, the level's
/// title, and its toolbar items (leading placements after the back button, the others at the
/// trailing end), as a macOS window's toolbar area.
package struct _NavigationBar: View {
    let title: _Board<Text>
    var subtitle: _Board<Text>? = nil
    var document: _Board<URL>? = nil
    let toolbar: _Board<[_ToolbarEntry]>
    let canGoBack: Bool
    @DiffIgnored var back: @MainActor () -> Void

    public var body: some View {
        _BoardReader(title) { titles in
            _BoardReader(subtitle ?? _NavigationBar.noSubtitle) { subtitles in
                _BoardReader(document ?? _NavigationBar.noDocument) { documents in
                    _BoardReader(toolbar) { toolbars in
                        // A level without a title of its own is titled by its document's name.
                        bar(title: titles.last ?? documents.last.map { Text($0.lastPathComponent) }, subtitle: subtitles.last,
                            items: toolbars.flatMap { $0 })
                    }
                }
            }
        }
    }

    /// Boards nothing posts to, for bars without a subtitle or a document.
    private static let noSubtitle = _Board<Text>()
    private static let noDocument = _Board<URL>()

    private func bar(title: Text?, subtitle: Text?, items: [_ToolbarEntry]) -> some View {
        let shown = items.filter { $0.placement != .keyboard }
        let leading = shown.filter { $0.placement.isLeading }
        let trailing = shown.filter { !$0.placement.isLeading }
        return HStack(spacing: 8) {
            if canGoBack {
                Button(action: back) { Text("‹").font(.title3) }
                    .buttonStyle(.borderless)
                    .accessibilityIdentifier("navigation-back")
            }
            ForEach(Array(leading.enumerated()), id: \.offset) { $0.element.view.fixedSize() }
            if title != nil || subtitle != nil {
                VStack(alignment: .leading, spacing: 0) {
                    if let title { title.font(.headline).lineLimit(1) }
                    if let subtitle { subtitle.font(.caption).foregroundStyle(.secondary).lineLimit(1) }
                }
                .layoutPriority(1)
            }
            Spacer(minLength: 8)
            ForEach(Array(trailing.enumerated()), id: \.offset) { $0.element.view.fixedSize() }
        }
        .padding(.horizontal, 12)
        .frame(maxWidth: .infinity, minHeight: 38)
        .background(Color._barBackground)
        .overlay(alignment: .bottom) { Color._separator.frame(height: 1) }
        // Over the level's content: what hangs below the bar (a search field's suggestions)
        // is drawn over it and takes its clicks.
        .zIndex(1)
    }
}

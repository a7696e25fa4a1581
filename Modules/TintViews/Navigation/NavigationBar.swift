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
    @Environment(\._interfaceIdiom) private var idiom
    @Environment(\._windowCommands) private var windowCommands

    public var body: some View {
        // Read here, in the body, so that a customization runs it again (the readers' closures
        // run apart from it).
        let _ = _ToolbarCustomizations.shared.changes
        // View > Hide Toolbar hides every bar of the window; a window with a bar enables it.
        let commands = windowCommands, owner = toolbar
        let hiddenByUser = commands?.toolbar.isHidden ?? false
        commands?.register(.toggleToolbar, owner: owner, isOn: { !(commands?.toolbar.isHidden ?? false) }) {
            commands?.toolbar.isHidden.toggle()
        }
        return _BoardReader(title) { titles in
            _BoardReader(subtitle ?? _NavigationBar.noSubtitle) { subtitles in
                _BoardReader(document ?? _NavigationBar.noDocument) { documents in
                    _BoardReader(toolbar) { toolbars in
                        // A level without a title of its own is titled by its document's name.
                        bar(title: titles.last ?? documents.last.map { Text($0.lastPathComponent) }, subtitle: subtitles.last,
                            items: toolbars.flatMap { $0 }, hiddenByUser: hiddenByUser)
                    }
                }
            }
        }
        .onDisappear { commands?.unregister(owner: owner) }
    }

    /// Boards nothing posts to, for bars without a subtitle or a document.
    private static let noSubtitle = _Board<Text>()
    private static let noDocument = _Board<URL>()

    @ViewBuilder private func bar(title: Text?, subtitle: Text?, items: [_ToolbarEntry], hiddenByUser: Bool) -> some View {
        let configuration = _ToolbarConfiguration.merged(items)
        if configuration.visibility != .hidden, !hiddenByUser {
            bar(title: configuration.removesTitle ? nil : title, subtitle: subtitle, items: items.filter { $0.configuration == nil }, configuration: configuration)
        }
    }

    private func bar(title: Text?, subtitle: Text?, items: [_ToolbarEntry], configuration: _ToolbarConfiguration) -> some View {
        let customizations = _ToolbarCustomizations.shared
        // A customizable item shows unless the user hid it (or, not shown by default, until
        // the user shows it).
        let customizable = items.filter { $0.customization != nil && $0.id != nil }
        let shown = items.filter { entry in
            guard entry.placement != .keyboard else { return false }
            guard let toolbar = entry.customization, let id = entry.id else { return true }
            return customizations.isShown(id, in: toolbar, byDefault: entry.showsByDefault)
        }
        let leading = shown.filter { $0.placement.isLeading }
        let trailing = shown.filter { !$0.placement.isLeading }
        // The iPad's large title: under the row, in large type, unless the level asks for an
        // inline one (or its title opens a menu).
        let largeTitle = idiom == .pad && configuration.titleMenu == nil && configuration.largeTitle != false ? title : nil
        let title = largeTitle == nil ? title : nil
        let row = VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 8) {
                if canGoBack {
                    Button(action: back) { Text("‹").font(.title3) }
                        .buttonStyle(.borderless)
                        .accessibilityIdentifier("navigation-back")
                }
                ForEach(Array(leading.enumerated()), id: \.offset) { $0.element.view.fixedSize() }
                if title != nil || subtitle != nil {
                    let heading = VStack(alignment: .leading, spacing: 0) {
                        if let title { title.font(.headline).lineLimit(1) }
                        if let subtitle { subtitle.font(.caption).foregroundStyle(.secondary).lineLimit(1) }
                    }
                    if let menu = configuration.titleMenu {
                        // The title opens its menu (`.toolbarTitleMenu`).
                        Menu { menu } label: { heading }
                            .menuStyle(.borderlessButton)
                            .fixedSize()
                            .layoutPriority(1)
                            .accessibilityIdentifier("toolbar-title-menu")
                    } else {
                        heading.layoutPriority(1)
                    }
                }
                Spacer(minLength: 8)
                ForEach(Array(trailing.enumerated()), id: \.offset) { $0.element.view.fixedSize() }
            }
            .frame(minHeight: 38)
            if let largeTitle {
                // In line with a card's edge (20 points in, as iOS's iPad margins).
                largeTitle.font(.largeTitle.bold()).lineLimit(1)
                    .accessibilityIdentifier("navigation-large-title")
                    .padding(.leading, 8)
                    .padding(.bottom, 8)
            }
        }
        .padding(.horizontal, 12)
        .frame(maxWidth: .infinity, minHeight: 38)
        // A large title's bar is drawn on the level's content background with no line under
        // it, as iOS's bar at the top of its content; a background the level sets still wins.
        let onContent = largeTitle != nil && configuration.background == nil && configuration.backgroundVisibility != .visible
        let barBackground = onContent ? AnyView(configuration.contentBackground ?? Color._windowBackground) : configuration.background ?? AnyView(Color._barBackground)
        let framed = row
            .background {
                if configuration.backgroundVisibility != .hidden { barBackground }
            }
            .overlay(alignment: .bottom) { if configuration.backgroundVisibility != .hidden, !onContent { Color._separator.frame(height: 1) } }
            .transformEnvironment(\.colorScheme) { scheme in
                if case .some(.some(let chosen)) = configuration.colorScheme { scheme = chosen }
            }
            .accessibilityIdentifier("navigation-bar")
            // Over the level's content: what hangs below the bar (a search field's suggestions)
            // is drawn over it and takes its clicks.
            .zIndex(1)
        return Group {
            if customizable.isEmpty {
                framed
            } else {
                // A secondary click opens the customization menu.
                framed.contextMenu {
                    // Each customizable item, checked when shown.
                    ForEach(Array(customizable.enumerated()), id: \.offset) { _, entry in
                        if let toolbar = entry.customization, let id = entry.id {
                            let isShown = customizations.isShown(id, in: toolbar, byDefault: entry.showsByDefault)
                            Button((isShown ? "✓ " : "    ") + id) { customizations.setShown(!isShown, id, in: toolbar) }
                                .accessibilityIdentifier("toolbar-customize-\(id)")
                        }
                    }
                }
            }
        }
    }
}

import Foundation
import Observation

/// A window's file dialog, drawn by Tint: the request waiting for an answer and the browser
/// showing it, posted as a sheet on the window's presentations board. The host posts it
/// itself, so no view of the window's tree stands for it: it is the window's, not the app's,
/// and adds nothing to the app's views or body counts while no dialog is up.
@MainActor
package final class _FileDialogSlot {
    package private(set) var request: _FileDialogRequest?
    package private(set) var browser: _FileBrowser?
    /// Where a dialog opens (nil: the current directory).
    package var startFolder: URL?
    /// The window's presentations board, and the environment the panel is drawn in.
    private let board: _Board<_Presentation>
    private let environment: @MainActor () -> EnvironmentValues

    package init(board: _Board<_Presentation>, environment: @escaping @MainActor () -> EnvironmentValues) {
        self.board = board
        self.environment = environment
    }

    /// Shows `request`; one already up is cancelled.
    package func present(_ request: _FileDialogRequest) {
        let earlier = self.request
        self.request = request
        let browser = _FileBrowser(request: request, folder: startFolder) { [weak self] urls in self?.answer(urls) }
        self.browser = browser
        let shown = Binding(get: { [weak self] in self?.browser != nil }, set: { [weak self] in if !$0 { self?.answer(nil) } })
        if var layer = _Presentation.layer(.sheet, isPresented: shown, id: "file-dialog", content: { _FileDialogPanel(browser: browser) }) {
            layer.environment = environment()
            board.post(layer, from: self)
        }
        earlier?.finish(nil)
    }

    /// Answers the request up with `urls` (nil: cancelled) and takes the panel down.
    package func answer(_ urls: [URL]?) {
        guard let request else { return }
        self.request = nil
        browser = nil
        board.withdraw(from: self)
        // The next dialog opens where this one chose.
        if let first = urls?.first { startFolder = request.kind == .chooseFolder ? first : first.deletingLastPathComponent() }
        request.finish(urls)
    }
}

/// The dialog itself: a title, the name to save as, the path field with the folder above, the
/// folder's entries (a click selects, a double click opens; the arrow keys move, Return
/// opens, Escape cancels), what went wrong, and Cancel with Open, Save or Choose.
struct _FileDialogPanel: View {
    @Bindable var browser: _FileBrowser

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(browser.title).font(.headline)
            if browser.isSave {
                HStack {
                    Text("Save As:")
                    TextField("Name", text: $browser.name)
                        .onSubmit { browser.confirm() }
                        .accessibilityIdentifier("file-dialog-name")
                }
            }
            HStack(spacing: 6) {
                Button { browser.goUp() } label: { Image(systemName: "chevron.up") }
                    .accessibilityIdentifier("file-dialog-up")
                TextField("Path", text: $browser.pathText)
                    .onSubmit { browser.goToTypedPath() }
                    .accessibilityIdentifier("file-dialog-path")
            }
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(browser.entries) { entry in
                        row(entry)
                    }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color(white: 1))
            .border(Color(white: 0.8))
            .focusable()
            .onKeyPress(.downArrow) { browser.moveSelection(by: 1); return .handled }
            .onKeyPress(.upArrow) { browser.moveSelection(by: -1); return .handled }
            .onKeyPress(.return) { browser.confirm(); return .handled }
            .accessibilityIdentifier("file-dialog-list")
            if let problem = browser.problem {
                Text(problem).font(.caption).foregroundStyle(.red)
            }
            HStack {
                Spacer()
                Button("Cancel", role: .cancel) { browser.cancel() }
                    .keyboardShortcut(.cancelAction)
                    .accessibilityIdentifier("file-dialog-cancel")
                Button(browser.confirmTitle) { browser.confirm() }
                    .keyboardShortcut(.defaultAction)
                    .disabled(!browser.canConfirm)
                    .accessibilityIdentifier("file-dialog-confirm")
            }
        }
        .padding(16)
        .frame(width: 480, height: 360)
    }

    private func row(_ entry: _FileBrowser.Entry) -> some View {
        let selected = browser.selection.contains(entry.url)
        return HStack(spacing: 6) {
            Image(systemName: entry.isFolder ? "folder" : "doc")
            Text(entry.name).lineLimit(1)
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 6)
        .frame(height: 22)
        .foregroundStyle(selected ? Color.white : Color.primary)
        .background(selected ? Color.accentColor : Color.clear)
        .contentShape(Rectangle())
        // The first click selects at once (not after the double click's interval), as a
        // file manager's does; the second opens.
        .onTapGesture(count: 2) { browser.open(entry) }
        .simultaneousGesture(TapGesture().onEnded { browser.select(entry) })
        .accessibilityIdentifier("file-\(entry.name)")
    }
}

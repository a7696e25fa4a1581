import Foundation
import TintViews
import UniformTypeIdentifiers

/// The file dialogs the app asks a window for (`.fileImporter`, `.fileExporter`, File >
/// Open…): each is drawn over the window (`_FileDialogPanel`) until the user answers it, or a
/// test does (`HeadlessHost.chooseInFileDialog`, `HeadlessApp.fileDialogAnswer`).
@MainActor
final class FileDialogQueue {
    /// The dialog up, which the window's root shows.
    let slot: _FileDialogSlot

    init(board: _Board<_Presentation>, environment: @escaping @MainActor () -> EnvironmentValues) {
        slot = _FileDialogSlot(board: board, environment: environment)
    }
    /// Answers a request before it is shown, when it can (a `HeadlessApp`'s
    /// `fileDialogAnswer`): whether it did.
    var answersAtOnce: (@MainActor (_FileDialogRequest) -> Bool)?

    /// The request waiting for an answer (a new one replaces it, the old one cancelled).
    var pending: _FileDialogRequest? { slot.request }

    var service: _FileDialogs {
        _FileDialogs { [weak self] request in self?.present(request) }
    }

    /// Shows a request in the desktop's own dialog, when it can (the XDG portal's, in a
    /// window): whether it did.
    var desktopDialog: (@MainActor (_FileDialogRequest) -> Bool)?

    private func present(_ request: _FileDialogRequest) {
        if let answersAtOnce, answersAtOnce(request) { return }
        if let desktopDialog, desktopDialog(request) { return }
        slot.present(request)
    }

    /// Answers the pending request with `urls` (nil: cancelled).
    func answer(_ urls: [URL]?) {
        slot.answer(urls)
    }
}

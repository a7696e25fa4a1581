import Foundation
import TintViews
import UniformTypeIdentifiers

/// The file dialogs the app asked for (`.fileImporter`, `.fileExporter`), waiting for an
/// answer: a test answers them through `HeadlessHost.fileDialog`. A window has no dialog of its
/// own yet: there a request is answered as cancelled, with a warning.
@MainActor
final class FileDialogQueue {
    /// The request waiting for an answer (a new one replaces it, the old one cancelled).
    private(set) var pending: _FileDialogRequest?
    /// Whether requests wait for an answer (a headless host) or are cancelled at once.
    var waitsForAnswers = true
    /// Answers a request before it waits, when it can (a `HeadlessApp`'s `fileDialogAnswer`):
    /// whether it did.
    var answersAtOnce: (@MainActor (_FileDialogRequest) -> Bool)?

    var service: _FileDialogs {
        _FileDialogs { [weak self] request in self?.present(request) }
    }

    private func present(_ request: _FileDialogRequest) {
        if let answersAtOnce, answersAtOnce(request) { return }
        guard waitsForAnswers else {
            RuntimeWarnings.emit("This window cannot show a file dialog yet; the request is answered as cancelled", fix: "answer the request in the test (the headless host waits for answers unless told not to), or let the user type a path")
            request.finish(nil)
            return
        }
        let earlier = pending
        pending = request
        earlier?.finish(nil)
    }

    /// Answers the pending request with `urls` (nil: cancelled).
    func answer(_ urls: [URL]?) {
        guard let request = pending else { return }
        pending = nil
        request.finish(urls)
    }
}

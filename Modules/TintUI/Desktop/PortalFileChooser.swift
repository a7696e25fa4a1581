import Foundation
internal import TintDBus
import TintViews
import UniformTypeIdentifiers

/// File dialogs through the XDG desktop portal's FileChooser: the desktop's own dialog (GNOME's,
/// KDE's), as sandboxed and native apps show. The call returns at once with a request, whose
/// `Response` signal carries the choice when the user makes it; the app's loop hears it.
/// Without a portal, or with one that does not answer in two seconds, the request goes to
/// the dialog Tint draws (`fallback`), and the portal is not asked again.
extension DesktopPortal {
    /// Asks the portal for `request`'s dialog over the window named `parent` ("x11:..."):
    /// whether it took the request (it then finishes it when the user answers).
    func chooseFiles(_ request: _FileDialogRequest, parent: String, title: String) -> Bool {
        guard fileChooserAnswers, answers, let connection else { return false }
        requestCount += 1
        let token = "tint\(ProcessInfo.processInfo.processIdentifier)_\(requestCount)"
        // The request's path is known before the call, so its Response cannot be missed.
        let sender = connection.uniqueName.dropFirst().replacingOccurrences(of: ".", with: "_")
        let handle = "\(Self.path)/request/\(sender)/\(token)"
        var options: [(String, DBusValue)] = [("handle_token", .string(token)), ("modal", .boolean(true))]
        let filters = Self.filters(for: request.contentTypes)
        if !filters.isEmpty {
            options.append(("filters", .array(element: "(sa(us))", filters)))
            options.append(("current_filter", filters[0]))
        }
        let method: String
        switch request.kind {
        case .open(let multiple):
            method = "OpenFile"
            options.append(("multiple", .boolean(multiple)))
        case .chooseFolder:
            method = "OpenFile"
            options.append(("directory", .boolean(true)))
        case .save(let name):
            method = "SaveFile"
            if let name { options.append(("current_name", .string(name))) }
        }
        var listener: DBusConnection.SignalToken?
        do {
            listener = try connection.onSignal(interface: "org.freedesktop.portal.Request", member: "Response", path: handle) { [weak self] message in
                MainActor.assumeIsolated { self?.responded(message, to: request, handle: handle) }
            }
            if let listener { pendingChoices[handle] = listener }
            let reply = try connection.call(destination: Self.destination, path: Self.path, interface: "org.freedesktop.portal.FileChooser",
                                            method: method, arguments: [.string(parent), .string(title), .dictionary(options)], timeout: 2)
            // An older portal makes up its own path: listen there instead.
            if let actual = reply.first?.string, actual != handle, let old = pendingChoices.removeValue(forKey: handle) {
                connection.removeSignalHandler(old)
                pendingChoices[actual] = try connection.onSignal(interface: "org.freedesktop.portal.Request", member: "Response", path: actual) { [weak self] message in
                    MainActor.assumeIsolated { self?.responded(message, to: request, handle: actual) }
                }
            }
            return true
        } catch {
            if let listener { connection.removeSignalHandler(listener) }
            pendingChoices[handle] = nil
            fileChooserAnswers = false
            RuntimeWarnings.emit("The desktop's file dialog could not be shown (\(error)); Tint draws its own", fix: "nothing to do; a desktop with xdg-desktop-portal shows its own dialog")
            return false
        }
    }

    private func responded(_ message: DBusMessage, to request: _FileDialogRequest, handle: String) {
        guard let token = pendingChoices.removeValue(forKey: handle) else { return }
        connection?.removeSignalHandler(token)
        // 0: chosen; 1: cancelled by the user; 2: ended another way.
        let code = message.arguments.first?.number.map(Int.init) ?? 2
        let uris = message.arguments.count > 1 ? (message.arguments[1]["uris"]?.items ?? []).compactMap(\.string) : []
        let urls = uris.compactMap(URL.init(string:)).filter(\.isFileURL)
        request.finish(code == 0 && !urls.isEmpty ? urls : nil)
    }

    /// The portal's filters for `types`: a name and its patterns, each a glob (0) or a MIME
    /// type (1). The root types (`.item`, `.data`, `.content`), which every file conforms to,
    /// and a type with neither tag let every file through, so no filter is given then.
    static func filters(for types: [UTType]) -> [DBusValue] {
        guard !types.contains(where: { [UTType.item, .data, .content].contains($0) }) else { return [] }
        var filters: [DBusValue] = []
        for type in types {
            let globs = (type.tags[.filenameExtension] ?? []).map { DBusValue.structure([.uint32(0), .string("*.\($0)")]) }
            let mimes = (type.tags[.mimeType] ?? []).map { DBusValue.structure([.uint32(1), .string($0)]) }
            guard !globs.isEmpty || !mimes.isEmpty else { return [] }
            let name = type.localizedDescription ?? type.preferredFilenameExtension?.uppercased() ?? type.identifier
            filters.append(.structure([.string(name), .array(element: "(us)", globs + mimes)]))
        }
        return filters
    }
}

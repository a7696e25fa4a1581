import TintUI

/// The window's content: the notes in a sidebar, the selected one in an editor.
///
/// Ctrl+N makes a note, Ctrl+Backspace deletes the selected one (even while a field is being
/// edited, as Command shortcuts on a Mac); the list's order (newest first or by title) is a
/// setting kept across launches (`@AppStorage`).
public struct NotesView: View {
    let store: NoteStore
    @State private var selection: Int?
    @AppStorage("sortByTitle") private var sortByTitle = false
    @State private var importing = false
    @State private var exporting = false

    public init(store: NoteStore) {
        self.store = store
    }

    public var body: some View {
        VStack(spacing: 0) {
            if let problem = store.problem {
                Text(problem).foregroundStyle(.red).padding(8).accessibilityIdentifier("problem")
            }
            content
        }
    }

    private var content: some View {
        NavigationSplitView {
            List(shownNotes, selection: $selection) { note in
                NoteRow(title: note.displayTitle, modified: note.modified)
                    .accessibilityIdentifier("note-\(note.id)")
            }
            .navigationTitle("Notes")
        } detail: {
            // The toolbar on the detail column: Tint's split view reads it from its columns.
            detail.toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Button("New Note") { selection = store.add() }
                        .keyboardShortcut("n")
                        .accessibilityIdentifier("new")
                    Button("Delete") { deleteSelection() }
                        .keyboardShortcut(.delete)
                        .disabled(selection == nil)
                        .accessibilityIdentifier("delete")
                    Toggle("Sort by Title", isOn: $sortByTitle)
                        .accessibilityIdentifier("sort")
                    Button("Import…") { importing = true }
                        .accessibilityIdentifier("import")
                    Button("Export…") { exporting = true }
                        .disabled(selectedNote == nil)
                        .accessibilityIdentifier("export")
                }
            }
        }
        // Text files become notes titled by their names; the selected note is written as one.
        .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText], allowsMultipleSelection: true) { result in
            importNotes(result)
        }
        .fileExporter(isPresented: $exporting, document: selectedNote.map { NoteFile(text: $0.text) }, contentType: .plainText,
                      defaultFilename: "\(selectedNote?.displayTitle ?? "Note").txt") { result in
            if case .failure(let error) = result { store.problem = "The note could not be exported: \(error.localizedDescription)" }
        }
    }

    private var selectedNote: Note? {
        selection.flatMap { id in store.notes.first { $0.id == id } }
    }

    private func importNotes(_ result: Result<[URL], any Error>) {
        guard case .success(let urls) = result else { return }
        for url in urls {
            do {
                let file = try NoteFile(file: FileWrapper(url: url, options: .immediate))
                selection = store.add(title: url.deletingPathExtension().lastPathComponent, text: file.text)
            } catch {
                store.problem = "“\(url.lastPathComponent)” could not be imported: \((error as NSError).userInfo[NSLocalizedDescriptionKey] as? String ?? "it is not a text file")"
            }
        }
    }

    @ViewBuilder private var detail: some View {
        if let selection, let note = store.notes.first(where: { $0.id == selection }) {
            NoteEditor(note: note, store: store)
                // A new editor for each note: its fields' state starts from that note.
                .id(note.id)
        } else {
            Text(store.notes.isEmpty ? "No notes yet: press Ctrl+N" : "Select a note")
                .foregroundStyle(.secondary)
                .accessibilityIdentifier("placeholder")
        }
    }

    /// Newest first, or by title.
    private var shownNotes: [Note] {
        guard sortByTitle else { return store.notes }
        return store.notes.sorted { $0.displayTitle.localizedCaseInsensitiveCompare($1.displayTitle) == .orderedAscending }
    }

    private func deleteSelection() {
        guard let selection else { return }
        let index = shownNotes.firstIndex { $0.id == selection }
        store.delete(selection)
        // The next note in the list is selected, as in a Mac notes app.
        let rest = shownNotes
        self.selection = index.flatMap { rest.isEmpty ? nil : rest[min($0, rest.count - 1)].id }
    }
}

/// A row of the sidebar.
struct NoteRow: View, Equatable {
    let title: String
    let modified: Date

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).lineLimit(1)
            Text(modified.formatted(date: .abbreviated, time: .shortened)).font(.caption).foregroundStyle(.secondary)
        }
    }
}

/// The selected note: its title in a field, its text in an editor. Every keystroke is saved.
struct NoteEditor: View {
    let note: Note
    let store: NoteStore

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("Title", text: binding(\.title))
                .font(.title2)
                .accessibilityIdentifier("title")
            TextEditor(text: binding(\.text))
                .accessibilityIdentifier("text")
        }
        .padding()
    }

    private func binding(_ field: WritableKeyPath<Note, String>) -> Binding<String> {
        let id = note.id, store = store
        return Binding(get: { store.notes.first { $0.id == id }?[keyPath: field] ?? "" },
                       set: { value in store.update(id) { $0[keyPath: field] = value } })
    }
}

// Previews: `swift run tint-preview` draws them to .build/previews, `--window` in a window.

#Preview("Notes") {
    NotesView(store: .preview([("Groceries", "Eggs, flour, milk"), ("Trip", "Pack the tent"), ("", "")]))
}

#Preview("Row", traits: .sizeThatFitsLayout) {
    NoteRow(title: "Groceries", modified: Date(timeIntervalSince1970: 1_790_000_000))
        .padding()
}

#Preview("Editor", traits: .fixedLayout(width: 420, height: 260)) {
    @Previewable @State var store = NoteStore.preview([("Trip", "Pack the tent\nBuy a map")])
    NoteEditor(note: store.notes[0], store: store)
}

extension NoteStore {
    /// A store for previews, in a file of its own in the temporary folder: a preview never
    /// touches the user's notes.
    static func preview(_ notes: [(title: String, text: String)]) -> NoteStore {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("tint-notes-preview-\(UUID().uuidString).json")
        let store = NoteStore(fileURL: file)
        for note in notes.reversed() {
            let id = store.add(title: note.title)
            store.update(id) { $0.text = note.text }
        }
        return store
    }
}

import TintUI

/// A small real app built from lists, navigation and presentations, as a SwiftUI developer
/// writes one: folders in a sidebar (`List(selection:)`), their notes in a list with
/// `.onDelete`, the selected note's detail with a title and a toolbar, a sheet to write a new
/// note and an alert before deleting one.
public struct NotesScene: View {
    struct Note: Identifiable, Equatable, Sendable {
        let id: Int
        var title: String
        var body: String
    }

    struct Folder: Identifiable, Hashable, Sendable {
        let id: String
        let name: String
        let symbol: String
    }

    static let folders = [
        Folder(id: "notes", name: "Notes", symbol: "note.text"),
        Folder(id: "ideas", name: "Ideas", symbol: "lightbulb"),
        Folder(id: "trash", name: "Recently Deleted", symbol: "trash"),
    ]

    @State var folder: String? = "notes"
    @State var notes: [String: [Note]] = [
        "notes": [
            Note(id: 1, title: "Groceries", body: "Milk, eggs, bread, coffee."),
            Note(id: 2, title: "Diffing", body: "Equal children run no body: the tint shows it."),
            Note(id: 3, title: "Layout", body: "The parent proposes, the child chooses, the parent places."),
        ],
        "ideas": [Note(id: 4, title: "A lazy list", body: "100,000 rows at the cost of one screen.")],
        "trash": [],
    ]
    @State var selectedNote: Int? = 1
    @State var composing = false
    @State var confirmingDelete = false
    @State var nextID = 5

    public init() {}

    public var body: some View {
        NavigationSplitView {
            // Another folder's notes: its first is selected with it, in the same change, as
            // Notes does (the old selection would match none of its rows).
            List(Self.folders, selection: Binding(get: { folder }, set: { chosen in
                folder = chosen
                selectedNote = notes[chosen ?? "notes"]?.first?.id
            })) { folder in
                Label(folder.name, systemImage: folder.symbol).accessibilityIdentifier("folder-\(folder.id)")
            }
        } content: {
            List(selection: $selectedNote) {
                ForEach(currentNotes) { note in
                    NoteRow(note: note).accessibilityIdentifier("note-\(note.id)")
                }
                .onDelete { offsets in notes[folder ?? "notes", default: []].remove(atOffsets: offsets) }
            }
            .listStyle(.inset(alternatesRowBackgrounds: true))
        } detail: {
            NoteDetail(note: currentNotes.first { $0.id == selectedNote })
                .navigationTitle(currentNotes.first { $0.id == selectedNote }?.title ?? "Notes")
                .toolbar {
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("New Note") { composing = true }.accessibilityIdentifier("new-note")
                        Button("Delete", role: .destructive) { confirmingDelete = true }.accessibilityIdentifier("delete-note")
                    }
                }
        }
        .sheet(isPresented: $composing) {
            ComposeSheet { title in
                notes[folder ?? "notes", default: []].append(Note(id: nextID, title: title, body: ""))
                selectedNote = nextID
                nextID += 1
            }
        }
        .alert("Delete this note?", isPresented: $confirmingDelete) {
            Button("Delete", role: .destructive) { deleteSelected() }.accessibilityIdentifier("confirm-delete")
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("It moves to Recently Deleted.")
        }
    }

    private var currentNotes: [Note] { notes[folder ?? "notes"] ?? [] }

    private func deleteSelected() {
        guard let id = selectedNote, let key = folder, let note = notes[key]?.first(where: { $0.id == id }) else { return }
        notes[key]?.removeAll { $0.id == id }
        if key != "trash" { notes["trash", default: []].append(note) }
        selectedNote = notes[key]?.first?.id
    }

    struct NoteRow: View {
        let note: Note
        var body: some View {
            VStack(alignment: .leading, spacing: 2) {
                Text(note.title).font(.headline)
                Text(note.body.isEmpty ? "No text" : note.body).font(.caption).lineLimit(1)
            }
        }
    }

    struct NoteDetail: View {
        let note: Note?
        var body: some View {
            if let note {
                VStack(alignment: .leading, spacing: 12) {
                    Text(note.title).font(.title)
                    Text(note.body)
                    Spacer()
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(20)
            } else {
                Text("No note selected").foregroundColor(.secondary)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
    }

    struct ComposeSheet: View {
        let add: @MainActor (String) -> Void
        @State var title = ""
        @Environment(\.dismiss) var dismiss
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("New Note").font(.headline)
                TextField("Title", text: $title).frame(width: 260).accessibilityIdentifier("new-title")
                HStack {
                    Spacer()
                    Button("Cancel") { dismiss() }.accessibilityIdentifier("cancel-note")
                    Button("Add") {
                        add(title.isEmpty ? "Untitled" : title)
                        dismiss()
                    }
                    .buttonStyle(.borderedProminent)
                    .accessibilityIdentifier("add-note")
                }
            }
            .padding(20)
        }
    }
}

import TintUI

/// A dashboard of tiles, as an app draws one: rounded rectangles with a shadow, a title and a
/// value; `generation` changes every tile's value.
struct Tiles: View {
    let count: Int
    let generation: Int

    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.fixed(72), spacing: 6), count: 16), spacing: 6) {
            ForEach(0..<count, id: \.self) { index in
                Tile(index: index, value: (index * 7 + generation * 13) % 1000)
            }
        }
        .padding(8)
    }
}

struct Tile: View {
    let index: Int
    let value: Int

    var body: some View {
        VStack(spacing: 2) {
            Text("Tile \(index)").font(.caption)
            Text("\(value)").font(.headline)
        }
        .frame(width: 72, height: 22)
        .background(RoundedRectangle(cornerRadius: 6).fill(Color(hue: Double(index % 12) / 12, saturation: 0.3, brightness: 0.95)))
        .shadow(color: .black.opacity(0.2), radius: 2, x: 0, y: 1)
    }
}

/// A list of rows in a scroll view; `changed` gives row 500 another value.
struct Rows: View {
    let changed: Int

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<1000, id: \.self) { index in
                    Row(index: index, value: index == 500 ? changed : index)
                }
            }
        }
    }
}

struct Row: View, Equatable {
    let index: Int
    let value: Int

    var body: some View {
        HStack {
            Text("Row \(index)")
            Spacer()
            Text("\(value)").foregroundStyle(.secondary)
        }
        .padding(.horizontal, 8)
        .frame(height: 22)
    }
}

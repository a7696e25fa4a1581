import TintUI

/// A demo scene's title and the line that says what to do in it.
struct SceneHeader: View {
    let title: String
    let caption: String

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.title2)
            if !caption.isEmpty {
                Text(caption).font(.caption).foregroundColor(Color.demoGrey(0.4))
            }
        }
    }
}

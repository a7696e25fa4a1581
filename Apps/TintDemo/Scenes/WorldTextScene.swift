import TintUI

/// Text in the world's scripts: CJK, Hangul, kana, Devanagari, Thai, Arabic joined, Hebrew
/// right to left, colour emoji with their sequences, mixed-direction lines, CJK wrapping, a
/// right-to-left layout, styled text (markdown in a literal, `Text + Text`), and a text
/// field holding several scripts.
public struct WorldTextScene: View {
    @State var greeting = "こんにちは 안녕 مرحبا שלום 👋"

    public init() {}

    static let samples: [(String, String)] = [
        ("Japanese", "日本語のテキスト、ひらがなとカタカナ"),
        ("Chinese", "中文排版与换行"),
        ("Korean", "한국어 글자"),
        ("Hindi", "हिन्दी देवनागरी लिपि"),
        ("Thai", "ภาษาไทย สวัสดี"),
        ("Arabic", "العربية: مرحبا بالعالم"),
        ("Hebrew", "עברית: שלום עולם 123"),
        ("Greek, Cyrillic", "Ελληνικά, Кириллица"),
        ("Emoji", "😀 👍🏽 👨‍👩‍👧 🇫🇷 ❤️ 1️⃣"),
        ("Mixed", "Tint (טינט) says مرحبا 42!"),
    ]

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            SceneHeader(title: "World text", caption: "fallback fonts, shaping, bidi, colour emoji, Unicode line breaking")
            HStack(alignment: .top, spacing: 20) {
                VStack(alignment: .leading, spacing: 5) {
                    ForEach(WorldTextScene.samples, id: \.0) { name, sample in
                        HStack(spacing: 8) {
                            Text(name).font(.caption).foregroundColor(Color.demoGrey(0.45)).frame(width: 86, alignment: .leading)
                            Text(sample)
                        }
                    }
                    HStack(spacing: 8) {
                        Text("Markdown").font(.caption).foregroundColor(Color.demoGrey(0.45)).frame(width: 86, alignment: .leading)
                        Text("**bold** *italic* `code` ~~gone~~ [link](https://swift.org)")
                    }
                    HStack(spacing: 8) {
                        Text("Text + Text").font(.caption).foregroundColor(Color.demoGrey(0.45)).frame(width: 86, alignment: .leading)
                        Text("joined ") + Text("red").foregroundColor(.red) + Text(" and ") + Text("big").font(.title2).bold()
                            + Text(" عربي").italic()
                    }
                }
                VStack(alignment: .leading, spacing: 10) {
                    Text("吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。")
                        .frame(width: 190, alignment: .leading)
                        .accessibilityIdentifier("cjk-paragraph")
                    HStack(spacing: 6) {
                        Text("١").padding(4).background(Color.demoGrey(0.9))
                        Text("٢").padding(4).background(Color.demoGrey(0.9))
                        Text("الصفحة").font(.headline)
                    }
                    .environment(\.layoutDirection, .rightToLeft)
                    .accessibilityIdentifier("rtl-stack")
                    Text("Right to left: a stack mirrored, its first item on the right.")
                        .font(.caption).foregroundColor(Color.demoGrey(0.45)).frame(width: 190, alignment: .leading)
                    Text("大きい 😀 عربي").font(.title)
                }
            }
            TextField("Greeting", text: $greeting).frame(width: 300).accessibilityIdentifier("greeting")
        }
        .padding(16)
    }
}

import TintUI

extension Color {
    /// A grey of the demo's own chrome that follows the colour scheme, as an app's asset
    /// colour would: `white` in the light appearance, and in the dark one a grey that keeps
    /// its role (a light background turns dark, a dark text turns light).
    static func demoGrey(_ white: Double) -> Color {
        Color(light: Color(white: white), dark: Color(white: white > 0.6 ? 1.1 - white : 1 - white * 0.6))
    }

    /// The light blue of an expanded row, and its dark form.
    static let demoHighlight = Color(light: Color(red: 0.93, green: 0.96, blue: 1), dark: Color(red: 0.13, green: 0.2, blue: 0.3))
}

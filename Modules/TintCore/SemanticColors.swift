/// The colours of Tint's own chrome (windows, controls, bars, lists), each in the light and the
/// dark appearance, after macOS's. Named by role so that a control asks for "a control's
/// bezel", not a grey, and follows the colour scheme.
extension Color {
    private static func grey(_ light: Double, _ dark: Double, opacity: Double = 1) -> Color {
        Color(light: Color(white: light, opacity: opacity), dark: Color(white: dark, opacity: opacity))
    }

    /// Behind everything in a window.
    package static let _windowBackground = grey(1, 0.118)
    /// Behind text being edited (text fields, editors).
    package static let _textBackground = grey(1, 0.15)
    /// A push button's or a stepper's bezel.
    package static let _controlBackground = grey(0.95, 0.33)
    /// The line around a bezel or a field.
    package static let _controlBorder = grey(0.72, 0.42)
    /// A field's border when it has no focus ring.
    package static let _fieldBorder = grey(0.7, 0.4)
    /// The unfilled part of a slider, a progress bar, a switch that is off.
    package static let _track = grey(0.82, 0.32)
    /// A slider's knob, a switch's thumb, the inside of an unchecked box.
    package static let _knob = grey(1, 0.8)
    /// The chosen segment of a segmented picker or a tab bar.
    package static let _selectedSegment = grey(1, 0.4)
    /// The trough behind segments and tabs.
    package static let _segmentTrough = grey(0.88, 0.22)
    /// Bars, sidebars and grouped backgrounds.
    package static let _barBackground = grey(0.93, 0.17)
    /// A form's grouped background.
    package static let _groupedBackground = grey(0.95, 0.1)
    /// The card of a form section, a popover, a menu.
    package static let _cardBackground = grey(1, 0.2)
    /// A group box's panel.
    package static let _groupBoxFill = grey(0.965, 0.15)
    /// A sheet or an alert.
    package static let _sheetBackground = grey(0.96, 0.16)
    /// Thin lines between rows, bars and columns.
    package static let _separator = grey(0.85, 0.28)
    /// A list row's background in the alternate rows.
    package static let _alternateRow = grey(0.955, 0.14)
    /// A selected row in a list that does not have the focus.
    package static let _inactiveSelection = grey(0.88, 0.27)
    /// Text and marks of a disabled control, and placeholders.
    package static let _disabledText = grey(0.6, 0.45)
    /// A focused text field's ring.
    package static let _focusRing = Color(light: Color(red: 0.7, green: 0.83, blue: 1), dark: Color(red: 0.2, green: 0.4, blue: 0.7))
}

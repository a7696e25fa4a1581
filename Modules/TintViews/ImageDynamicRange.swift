extension Image {
    /// How much of a display's range beyond standard brightness an image may use, as SwiftUI's
    /// `Image.DynamicRange`. Tint draws into 8-bit sRGB windows, so every image shows in the
    /// standard range whatever is allowed.
    public struct DynamicRange: Hashable, Sendable {
        let rawValue: Int
        /// The standard range.
        public static let standard = DynamicRange(rawValue: 0)
        /// Some extended range, kept close to the standard.
        public static let constrainedHigh = DynamicRange(rawValue: 1)
        /// The display's full extended range.
        public static let high = DynamicRange(rawValue: 2)
    }

    /// Allows the image `range` of the display's brightness; nil lets the system choose. Tint
    /// shows the standard range (its windows have no extended range).
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> Image {
        self
    }
}

extension View {
    /// Allows the images here `range` of the display's brightness; nil lets the system choose.
    /// Tint shows the standard range (its windows have no extended range).
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
        environment(\.allowedDynamicRange, range)
    }
}

private struct AllowedDynamicRangeKey: EnvironmentKey { static let defaultValue: Image.DynamicRange? = nil }

extension EnvironmentValues {
    /// The dynamic range the images here may use (`allowedDynamicRange`); nil: the system's
    /// choice. Tint shows the standard range whatever it is.
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[AllowedDynamicRangeKey.self] }
        set { self[AllowedDynamicRangeKey.self] = newValue }
    }
}

import Foundation
import TintBoxes

extension GraphicsContext {
    /// A text resolved for drawing: it can be measured before it is drawn.
    public struct ResolvedText {
        let content: BoxContent
        let measurer: any CanvasMeasurer
        /// What the text is painted with (the foreground by default; a colour or a gradient's
        /// first colour).
        public var shading: Shading = .foreground

        /// The size the text takes within `size` (wrapping to its width).
        @MainActor
        public func measure(in size: CGSize) -> CGSize {
            measurer.size(of: content, proposal: ProposedViewSize(width: size.width.isFinite ? size.width : nil,
                                                                  height: size.height.isFinite ? size.height : nil))
        }

        /// The distance from the top to the first line's baseline, laid out within `size`.
        @MainActor
        public func firstBaseline(in size: CGSize) -> CGFloat { baseline(in: size, last: false) }

        /// The distance from the top to the last line's baseline, laid out within `size`.
        @MainActor
        public func lastBaseline(in size: CGSize) -> CGFloat { baseline(in: size, last: true) }

        @MainActor private func baseline(in size: CGSize, last: Bool) -> CGFloat {
            measurer.baseline(of: content, proposal: ProposedViewSize(width: size.width.isFinite ? size.width : nil,
                                                                      height: size.height.isFinite ? size.height : nil), last: last) ?? 0
        }

        @MainActor
        func shadedContent(in environment: EnvironmentValues) -> BoxContent {
            guard case .text(var text)? = content.drawing, case .color = shading.kind, let color = shading.color(in: environment) else { return content }
            text.color = color
            var content = content
            content.drawing = .text(text)
            return content
        }
    }

    /// An image resolved for drawing: its size is known before it is drawn.
    public struct ResolvedImage {
        let content: BoxContent
        let measurer: any CanvasMeasurer
        /// The colour a template image (a symbol) is painted in; nil: the foreground.
        public var shading: Shading?

        /// The image's natural size.
        @MainActor
        public var size: CGSize { measurer.size(of: content, proposal: .unspecified) }

        /// The image's baseline: its bottom.
        @MainActor
        public var baseline: CGFloat { size.height }

        @MainActor
        func shadedContent(in environment: EnvironmentValues) -> BoxContent {
            guard let shading, let color = shading.color(in: environment), case .image(var image)? = content.drawing, image.template != nil else { return content }
            image.template = color
            var content = content
            content.drawing = .image(image)
            return content
        }
    }
}

import Foundation
import TintBoxes

/// Where a `GraphicsContext` puts what it draws, and what it asks of the views and render
/// around it: made by the canvas's node for each recording (`TintReconciler`), shared by every
/// copy of the context drawing into the same layer.
@MainActor
package final class _CanvasRecorder {
    package var commands: [CanvasCommand] = []
    /// Sizes a text's or image's content for a proposal (render's answer).
    let measurer: any CanvasMeasurer
    /// A text's and an image's content, as their own views would show them in an environment.
    let textContent: @MainActor (Text, EnvironmentValues) -> BoxContent
    let imageContent: @MainActor (Image, EnvironmentValues) -> BoxContent
    /// A symbol's pixels by its tag (nil: no such symbol).
    let symbol: @MainActor (AnyHashable, EnvironmentValues) -> CGImage?
    /// Commands past this many are dropped, said once: a renderer drawing in an endless loop
    /// must not take the memory with it.
    static let commandLimit = 1_000_000
    private var warnedOfLimit = false

    package init(measurer: any CanvasMeasurer,
                 textContent: @escaping @MainActor (Text, EnvironmentValues) -> BoxContent,
                 imageContent: @escaping @MainActor (Image, EnvironmentValues) -> BoxContent,
                 symbol: @escaping @MainActor (AnyHashable, EnvironmentValues) -> CGImage? = { _, _ in nil }) {
        self.measurer = measurer
        self.textContent = textContent
        self.imageContent = imageContent
        self.symbol = symbol
    }

    /// A recorder for a layer's commands, asking the same questions.
    func child() -> _CanvasRecorder {
        _CanvasRecorder(measurer: measurer, textContent: textContent, imageContent: imageContent, symbol: symbol)
    }

    func append(_ command: CanvasCommand) {
        guard commands.count < Self.commandLimit else {
            if !warnedOfLimit {
                warnedOfLimit = true
                RuntimeWarnings.emit("A Canvas drew more than \(Self.commandLimit) operations in one frame; the rest were not drawn", fix: "draw fewer operations (join paths into one), or split the drawing into several canvases")
            }
            return
        }
        commands.append(command)
    }
}

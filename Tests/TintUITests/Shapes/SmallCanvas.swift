import TintUI

/// A host 40 points square showing `view` in a frame that fills it, its first frame rendered:
/// the canvas of the shape and style tests, read pixel by pixel.
@MainActor
func smallCanvas(_ view: some View, alignment: Alignment = .center) -> HeadlessHost {
    let host = HeadlessHost(rootView: view.frame(width: 40, height: 40, alignment: alignment), width: 40, height: 40)
    host.renderFrame()
    return host
}

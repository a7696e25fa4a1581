/// A built-in layout whose placements depend on the size of its bounds and on its subviews,
/// never on where the bounds are: moved, it places every subview moved by as much.
///
/// The render tree moves the children of such a container rather than placing them again when
/// the container only moved (a scroll view's content, at every step of a scroll: hundreds of
/// rows placed again, each asking its children for their sizes). An app's own `Layout` may
/// place by position, so it is placed again.
package protocol _PlacesSubviewsRelatively: Layout {}

extension VStackLayout: _PlacesSubviewsRelatively {}
extension HStackLayout: _PlacesSubviewsRelatively {}
extension ZStackLayout: _PlacesSubviewsRelatively {}
extension PaddingLayout: _PlacesSubviewsRelatively {}
extension FixedFrameLayout: _PlacesSubviewsRelatively {}
extension FlexibleFrameLayout: _PlacesSubviewsRelatively {}
extension FixedSizeLayout: _PlacesSubviewsRelatively {}
extension AspectRatioLayout: _PlacesSubviewsRelatively {}
extension DecorationLayout: _PlacesSubviewsRelatively {}
extension PassthroughLayout: _PlacesSubviewsRelatively {}
extension GeometryReaderLayout: _PlacesSubviewsRelatively {}
extension OffsetLayout: _PlacesSubviewsRelatively {}
extension PositionLayout: _PlacesSubviewsRelatively {}
extension ScrollLayout: _PlacesSubviewsRelatively {}
extension LazyStackLayout: _PlacesSubviewsRelatively {}
extension LazyGridLayout: _PlacesSubviewsRelatively {}
extension GridTableLayout: _PlacesSubviewsRelatively {}

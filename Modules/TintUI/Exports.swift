// What apps and tests import: the view DSL, plus the few types the hosts hand out.
@_exported import TintViews
@_exported import struct TintRaster.RGBA8
@_exported import class TintRaster.PixelBuffer

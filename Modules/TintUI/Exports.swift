// What apps and tests import: the view DSL, plus the few types the hosts hand out.
@_exported import TintViews
@_exported import struct TintRaster.RGBA8
@_exported import class TintRaster.PixelBuffer
@_exported import enum TintReconciler.DiffPolicy
@_exported import enum TintReconciler.ReflectionEngine
@_exported import enum TintReconciler.DiffRule
@_exported import struct TintReconciler.ViewDifference
@_exported import struct TintReconciler.DiffAuditReport
@_exported import struct TintReconciler.DiffAuditFinding
@_exported import enum TintReconciler.DiffAudit
@_exported import struct TintReconciler.ViewComparator
@_exported import class TintReconciler.ViewDiffer
@_exported import struct TintReconciler.BodyRunCounts
// SwiftUI re-exports Combine and Observation: `ObservableObject`, `@Published`,
// `Timer.publish` and `@Observable` work with `import TintUI` alone.
@_exported import OpenCombine
@_exported import OpenCombineFoundation
@_exported import Observation
// On Apple's systems `import SwiftUI` brings `URLSession`; here it lives in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

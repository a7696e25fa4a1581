// SwiftUI's types that the render contract (TintBoxes) holds, because render needs them without
// knowing views: re-exported by name, so apps see these and nothing else of TintBoxes.
@_exported import struct TintBoxes.Transaction
@_exported import protocol TintBoxes.TransactionKey
@_exported import struct TintBoxes.AnimationCompletionCriteria
@_exported import struct TintBoxes.KeyboardShortcut
@_exported import struct TintBoxes.KeyEquivalent
@_exported import struct TintBoxes.EventModifiers
@_exported import struct TintBoxes.SymbolVariants

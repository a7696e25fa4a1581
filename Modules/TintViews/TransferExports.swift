// `import SwiftUI` brings `Transferable` and `UTType`: so does `import TintUI`.
@_exported import CoreTransferable
@_exported import UniformTypeIdentifiers

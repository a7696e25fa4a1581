import Testing
import TintCore
@testable import TintText

/// A face is opened per pixel size; drawing through many sizes keeps no more than the budget.
@MainActor
@Suite struct FontLibraryBudgetTests {
    @Test func manySizesKeepAtMostTheBudgetOpen() throws {
        let library = FontLibrary()
        for size in 1...300 {
            let face = try library.face(for: Font.system(size: CGFloat(size)))
            #expect(face.pixelSize == size)
            #expect(library.openFaceCount <= FontLibrary.faceBudget)
        }
    }
}

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

    /// A field typed into shapes a line per keystroke, each as long as the text so far: the
    /// face keeps at most its byte budget of them (the count alone let 4,096 lines of a long
    /// text hold hundreds of megabytes), and the cache figures say what is held.
    @Test func shapedLinesOfAGrowingTextStayWithinTheByteBudget() throws {
        let library = FontLibrary()
        let face = try library.face(for: .body)
        var text = ""
        var largest = 0
        for index in 0..<700 {
            text += index % 7 == 0 ? "é " : "ab"
            _ = face.shaped(text)
            largest = max(largest, face.shapedLineBytes)
            #expect(face.shapedLineBytes <= FontFace.shapedLineByteBudget)
        }
        // The budget was reached (so it is what bounded the lines), and the lines kept are counted.
        #expect(largest > FontFace.shapedLineByteBudget / 2)
        let figures = library.cacheFigures
        #expect(figures.openFaces >= 1)
        #expect(figures.shapedLines >= face.shapedLines.count && face.shapedLines.count > 0)
        #expect(figures.shapedLineBytes >= face.shapedLineBytes)
    }
}

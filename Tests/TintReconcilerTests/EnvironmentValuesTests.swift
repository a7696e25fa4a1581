import Testing
import TintCore
import TintViews

private struct AccentKey: EnvironmentKey {
    static let defaultValue = 0
}

/// `EnvironmentValues` shares its storage between copies until one is written (copy on write):
/// it must still behave as a plain value.
@Suite struct EnvironmentValuesTests {
    @Test func aWrittenCopyLeavesTheOriginalAlone() {
        var original = EnvironmentValues()
        original.lineLimit = 2
        var copy = original
        #expect(copy == original)
        copy.lineLimit = 3
        copy.font = .system(size: 20)
        copy[AccentKey.self] = 7
        #expect(original.lineLimit == 2)
        #expect(original.font == nil)
        #expect(original[AccentKey.self] == 0)
        #expect(copy.lineLimit == 3 && copy[AccentKey.self] == 7)
        #expect(copy != original)
    }

    @Test func equalValuesInSeparateStoragesAreEqual() {
        var a = EnvironmentValues(), b = EnvironmentValues()
        a.lineSpacing = 4
        b.lineSpacing = 4
        a[AccentKey.self] = 1
        b[AccentKey.self] = 1
        #expect(a == b)
        b.debugTint = true
        #expect(a != b)
    }

    @Test func writingThroughAKeyPathCopiesOnlyThatEnvironment() {
        let parent = EnvironmentValues()
        var child = parent
        child[keyPath: \.multilineTextAlignment] = .center
        #expect(parent.multilineTextAlignment == .leading)
        #expect(child.multilineTextAlignment == .center)
    }
}

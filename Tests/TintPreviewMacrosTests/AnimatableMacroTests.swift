import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TintPreviewMacros

/// The text `@Animatable` expands into: the stored `var`s nested in pairs, the ignored, constant,
/// static and computed ones left out, and its error for a property whose type is not written.
struct AnimatableMacroExpansionTests {
    private let macros: [String: MacroSpec] = [
        "Animatable": MacroSpec(type: AnimatableMacro.self, conformances: ["Animatable"]),
        "AnimatableIgnored": MacroSpec(type: AnimatableIgnoredMacro.self),
    ]

    @Test func storedVarsNestInPairsInDeclarationOrder() {
        assertMacroExpansion(
            """
            @Animatable
            struct Ring {
                var trim: CGFloat
                var start, end: Angle
                @AnimatableIgnored var closed: Bool
                let name: String
                static var shared: Double = 0
                var half: CGFloat { trim / 2 }
            }
            """,
            expandedSource: """
            struct Ring {
                var trim: CGFloat
                var start, end: Angle
                var closed: Bool
                let name: String
                static var shared: Double = 0
                var half: CGFloat { trim / 2 }

                @MainActor var animatableData: AnimatablePair<CGFloat.AnimatableData, AnimatablePair<Angle.AnimatableData, Angle.AnimatableData>> {
                    get {
                        AnimatablePair(trim.animatableData, AnimatablePair(start.animatableData, end.animatableData))
                    }
                    set {
                        trim.animatableData = newValue.first
                        start.animatableData = newValue.second.first
                        end.animatableData = newValue.second.second
                    }
                }
            }

            extension Ring: Animatable {
            }
            """, macroSpecs: macros) { failure in Issue.record("\(failure.message)") }
    }

    @Test func oneVarIsItsOwnDataAndNoneIsEmpty() {
        assertMacroExpansion(
            """
            @Animatable
            public struct Bar {
                public var share: Double
            }
            @Animatable
            struct Dot {
                let size: CGFloat
            }
            """,
            expandedSource: """
            public struct Bar {
                public var share: Double

                @MainActor public var animatableData: Double.AnimatableData {
                    get {
                        share.animatableData
                    }
                    set {
                        share.animatableData = newValue
                    }
                }
            }
            struct Dot {
                let size: CGFloat

                @MainActor var animatableData: EmptyAnimatableData {
                    get {
                        EmptyAnimatableData()
                    }
                    set {
                    }
                }
            }

            extension Bar: Animatable {
            }

            extension Dot: Animatable {
            }
            """, macroSpecs: macros) { failure in Issue.record("\(failure.message)") }
    }

    @Test func aTypeWithItsOwnDataKeepsIt() {
        assertMacroExpansion(
            """
            @Animatable
            struct Bar {
                var share: Double
                var animatableData: Double { get { share } set { share = newValue } }
            }
            """,
            expandedSource: """
            struct Bar {
                var share: Double
                var animatableData: Double { get { share } set { share = newValue } }
            }

            extension Bar: Animatable {
            }
            """, macroSpecs: macros) { failure in Issue.record("\(failure.message)") }
    }

    @Test func aPropertyWithoutAWrittenTypeIsAnError() {
        assertMacroExpansion(
            """
            @Animatable
            struct Bar {
                var share = 0.5
            }
            """,
            expandedSource: """
            struct Bar {
                var share = 0.5

                @MainActor var animatableData: EmptyAnimatableData {
                    get {
                        EmptyAnimatableData()
                    }
                    set {
                    }
                }
            }

            extension Bar: Animatable {
            }
            """,
            diagnostics: [DiagnosticSpec(
                message: "@Animatable needs the type of 'share' written out (a macro cannot infer it), or 'share' marked @AnimatableIgnored",
                line: 3, column: 9)],
            macroSpecs: macros) { failure in Issue.record("\(failure.message)") }
    }
}

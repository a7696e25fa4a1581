import Foundation
import Observation
import TintViews

/// The question or error a window is showing the user (an alert over its content): whether to
/// save a document's changes before closing it, or why a document could not be opened or
/// saved. One at a time; a new one replaces the one up.
@MainActor @Observable
final class WindowPrompt {
    struct Choice {
        let title: String
        let role: ButtonRole?
        let action: @MainActor () -> Void
    }

    struct Question {
        /// Told apart from the question before it: the alert's dismissal after a button's
        /// action clears only the question it showed, not one the action asked next.
        let id: Int
        let title: String
        let message: String
        let choices: [Choice]
    }

    var current: Question?
    @ObservationIgnored private var asked = 0

    /// Asks `question`; each choice takes it down before its action runs.
    func ask(_ title: String, message: String, choices: [Choice]) {
        asked += 1
        current = Question(id: asked, title: title, message: message, choices: choices)
    }

    /// Says why something failed, with an OK button.
    func tell(_ title: String, message: String) {
        ask(title, message: message, choices: [Choice(title: "OK", role: .cancel, action: {})])
    }

    /// Runs the choice titled `title` of the question up, as its button would.
    func choose(_ title: String) {
        guard let question = current, let choice = question.choices.first(where: { $0.title == title }) else { return }
        run(choice, of: question)
    }

    func run(_ choice: Choice, of question: Question) {
        if current?.id == question.id { current = nil }
        choice.action()
    }

    /// Takes `question` down, unless another has taken its place.
    func dismiss(_ question: Question) {
        if current?.id == question.id { current = nil }
    }
}

/// Shows a window's prompt as an alert over its content.
struct _WindowPromptAlert: ViewModifier {
    let prompt: WindowPrompt

    func body(content: Content) -> some View {
        let prompt = prompt, question = prompt.current
        let shown = Binding(get: { prompt.current != nil }, set: { if !$0, let question { prompt.dismiss(question) } })
        return content.alert(question?.title ?? "", isPresented: shown, presenting: question) { question in
            ForEach(question.choices.indices, id: \.self) { index in
                let choice = question.choices[index]
                Button(choice.title, role: choice.role) { prompt.run(choice, of: question) }
                    .accessibilityIdentifier("prompt-\(choice.title)")
            }
        } message: { question in
            Text(question.message)
        }
    }
}

import Foundation
import TintBoxes

/// The words and marks views give assistive technology.
package enum AccessibilityText {
    /// The text of a label that is a plain `Text` or a `Label` of one (a control named by its
    /// title); nil for other labels, whose drawn texts name the control instead.
    @MainActor
    package static func plain<L: View>(_ label: L) -> String? {
        let title = _MenuItem.title(of: label)
        return title.isEmpty ? nil : title
    }

    /// A text's heading level and how a reader is asked to speak it, as a mark; nil for a
    /// text that asks nothing.
    package static func mark(heading: Int?, speech: TextSpeech?) -> AccessibilityMark? {
        guard heading != nil || speech != nil else { return nil }
        var mark = AccessibilityMark()
        mark.headingLevel = heading
        if let speech {
            if speech.spellsOutCharacters { mark.attributes["speech-spell-out"] = "true" }
            if speech.includesPunctuation { mark.attributes["speech-punctuation"] = "true" }
            if speech.announcementsQueued { mark.attributes["speech-queued"] = "true" }
            if speech.adjustedPitch != 0 { mark.attributes["speech-pitch"] = AccessibilityRange.spoken(speech.adjustedPitch) }
        }
        return mark
    }
}

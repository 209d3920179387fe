#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uitextrange: iOS 3.2+, tvOS 9.0+.
    /// A range of characters in a text container; here, the marked text's range in the text.
    @available(iOS 3.2, tvOS 9.0, *)
    @MainActor
    open class UITextRange {
        // https://developer.apple.com/documentation/uikit/uitextrange/isempty.
        /// Whether the range has no length.
        open var isEmpty: Bool { length == 0 }

        /// The range's length, in characters (the interface's own storage: UIKit's ranges are opaque).
        let length: Int

        init(length: Int) {
            self.length = length
        }
    }

    /// UIKit's text and marked-text model of `UITextInput`, shared by the text field and the text view: marked
    /// text is part of the text (at its end here), replaced by each `setMarkedText(_:selectedRange:)` and kept as
    /// typed text by `unmarkText()`; text set from code replaces it all, marked text included.
    @MainActor
    struct MarkedTextModel {
        /// The text shown, marked text included.
        private(set) var text = ""
        /// The marked text's length; `nil` when nothing is marked.
        private(set) var length: Int?

        /// The range UIKit reports as `markedTextRange`.
        var range: UITextRange? { length.map(UITextRange.init(length:)) }

        /// Text set from code: `nil` stores the empty string, as UIKit does, and nothing stays marked.
        mutating func setText(_ newText: String?) {
            text = newText ?? ""
            length = nil
        }

        /// Replaces the marked text at the end of the text with `markedText`; an empty or `nil` one ends the
        /// composition, removing what was marked. Returns whether the text changed: UIKit reports only a change.
        mutating func setMarkedText(_ markedText: String?) -> Bool {
            let old = text
            text = String(text.dropLast(length ?? 0)) + (markedText ?? "")
            length = markedText.flatMap { $0.isEmpty ? nil : $0.count }
            return text != old
        }

        /// Keeps the marked text as typed text.
        mutating func unmark() {
            length = nil
        }

        /// Typed text (`UIKeyInput.insertText(_:)`): replaces the marked text, which ends the composition, or is
        /// added at the end. Returns whether the text changed.
        mutating func insert(_ typed: String) -> Bool {
            let old = text
            text = String(text.dropLast(length ?? 0)) + typed
            length = nil
            return text != old
        }

        /// The delete key (`UIKeyInput.deleteBackward()`): removes the last character, of the marked text while
        /// there is one (an emptied composition ends). Returns whether the text changed.
        mutating func deleteBackward() -> Bool {
            guard !text.isEmpty else { return false }
            text.removeLast()
            if let marked = length { length = marked > 1 ? marked - 1 : nil }
            return true
        }
    }
#endif

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

    /// UIKit's marked-text model of `UITextInput`, shared by the text field and the text view: marked text is
    /// part of the text (at its end here), replaced by each `setMarkedText(_:selectedRange:)` and kept as typed
    /// text by `unmarkText()`.
    @MainActor
    struct MarkedTextModel {
        /// The marked text's length; `nil` when nothing is marked.
        private(set) var length: Int?

        /// The range UIKit reports as `markedTextRange`.
        var range: UITextRange? { length.map(UITextRange.init(length:)) }

        /// Replaces the marked text at the end of `text` with `markedText`; an empty or `nil` one ends the
        /// composition, removing what was marked.
        mutating func setMarkedText(_ markedText: String?, in text: inout String) {
            text = String(text.dropLast(length ?? 0)) + (markedText ?? "")
            length = markedText.flatMap { $0.isEmpty ? nil : $0.count }
        }

        /// Keeps the marked text as typed text.
        mutating func unmark() {
            length = nil
        }
    }
#endif

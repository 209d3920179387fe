#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uitextposition: iOS 3.2+, tvOS 9.0+.
    /// A position in a text container; here, an offset from the start of the text in UTF-16 code units, as
    /// `UITextInput.offset(from:to:)` counts.
    @available(iOS 3.2, tvOS 9.0, *)
    @MainActor
    open class UITextPosition {
        /// The position's offset from the start of the text, in UTF-16 code units (the interface's own storage:
        /// UIKit's positions are opaque).
        let offset: Int

        init(offset: Int) {
            self.offset = offset
        }
    }

    // https://developer.apple.com/documentation/uikit/uitextrange: iOS 3.2+, tvOS 9.0+.
    /// A range of characters in a text container; here, the marked text's range in the text.
    @available(iOS 3.2, tvOS 9.0, *)
    @MainActor
    open class UITextRange {
        // https://developer.apple.com/documentation/uikit/uitextrange/isempty.
        /// Whether the range has no length.
        open var isEmpty: Bool { start.offset == end.offset }

        // https://developer.apple.com/documentation/uikit/uitextrange/start.
        /// The start of the range.
        open var start: UITextPosition { startPosition }

        // https://developer.apple.com/documentation/uikit/uitextrange/end.
        /// The end of the range.
        open var end: UITextPosition { endPosition }

        private let startPosition: UITextPosition
        private let endPosition: UITextPosition

        init(start: UITextPosition, end: UITextPosition) {
            startPosition = start
            endPosition = end
        }
    }

    /// UIKit's text and marked-text model of `UITextInput`, shared by the text field and the text view: marked
    /// text is part of the text (at its end here), replaced by each `setMarkedText(_:selectedRange:)` and kept as
    /// typed text by `unmarkText()`; text set from code replaces it all, marked text included.
    @MainActor
    struct MarkedTextModel {
        /// The text shown, marked text included.
        private(set) var text = ""
        /// The marked text's length, in UTF-16 code units as UIKit's ranges count; `nil` when nothing is marked.
        private(set) var length: Int?

        /// The range UIKit reports as `markedTextRange`: the marked text, at the end of the text.
        var range: UITextRange? {
            length.map { length in
                let end = text.utf16.count
                return UITextRange(start: UITextPosition(offset: end - length), end: UITextPosition(offset: end))
            }
        }

        /// The text without the marked text.
        private var unmarkedText: String {
            String(decoding: text.utf16.dropLast(length ?? 0), as: UTF16.self)
        }

        /// Text set from code: `nil` stores the empty string, as UIKit does, and nothing stays marked.
        mutating func setText(_ newText: String?) {
            text = newText ?? ""
            length = nil
        }

        /// Replaces the marked text at the end of the text with `markedText`; an empty or `nil` one ends the
        /// composition, removing what was marked. Returns whether the text changed: UIKit reports only a change.
        mutating func setMarkedText(_ markedText: String?) -> Bool {
            let old = text
            text = unmarkedText + (markedText ?? "")
            length = markedText.flatMap { $0.isEmpty ? nil : $0.utf16.count }
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
            text = unmarkedText + typed
            length = nil
            return text != old
        }

        /// The delete key (`UIKeyInput.deleteBackward()`): removes the last character, of the marked text while
        /// there is one (an emptied composition ends). Returns whether the text changed.
        mutating func deleteBackward() -> Bool {
            guard !text.isEmpty else { return false }
            let removed = text.removeLast()
            if let marked = length { length = marked > removed.utf16.count ? marked - removed.utf16.count : nil }
            return true
        }
    }
#endif

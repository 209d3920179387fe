#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uipagecontrol: iOS 2.0+, Mac Catalyst 13.1+, tvOS 9.0+.
    /// The part of UIKit's `UIPageControl` that the UIKit backend uses (see ``UIResponder``).
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UIPageControl: UIControl {
        // https://developer.apple.com/documentation/uikit/uipagecontrol/numberofpages: default 0.
        /// The number of pages the control shows as dots.
        open var numberOfPages = 0 {
            didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)) }
        }

        // https://developer.apple.com/documentation/uikit/uipagecontrol/currentpage: default 0; values outside
        // the range are pinned to 0 or numberOfPages - 1.
        /// The current page, shown as the highlighted dot.
        open var currentPage = 0 {
            didSet { currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0)) }
        }

        // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement():
        // VoiceOver announces a page control as adjustable and changes its page with a one-finger swipe up or
        // down (a11yengineer.com/native-thing/pagination-control: role "adjustable", "To change pages, swipe up or
        // down with one finger"); the page control moves one page at a time and reports a page the user chose
        // with valueChanged (developer.apple.com/documentation/uikit/uipagecontrol). UIKit's behaviour, not
        // stated on Apple's pages for VoiceOver.
        /// Moves to the next page: valueChanged when the page changed (not on the last page); nothing while
        /// disabled.
        override open func accessibilityIncrement() {
            adjust(by: 1)
        }

        // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement().
        /// Moves to the previous page: valueChanged when the page changed (not on the first page); nothing while
        /// disabled.
        override open func accessibilityDecrement() {
            adjust(by: -1)
        }

        // A disabled control has the notEnabled trait, which "doesn't respond to user interaction"
        // (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/notenabled): VoiceOver's
        // adjustment changes nothing and sends nothing then.
        private func adjust(by delta: Int) {
            guard isEnabled else { return }
            let old = currentPage
            currentPage = old + delta
            if currentPage != old { sendActions(for: .valueChanged) }
        }
    }
#endif

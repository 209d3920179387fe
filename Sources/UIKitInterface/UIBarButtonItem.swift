#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uibaritem: iOS 2.0+, tvOS 9.0+; an NSObject, not a view or a
    // control.
    /// The part of UIKit's `UIBarItem` that the UIKit backend uses.
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UIBarItem {
        // https://developer.apple.com/documentation/uikit/uibaritem/title.
        /// The title shown on the item.
        open var title: String?

        // https://developer.apple.com/documentation/uikit/uibaritem/isenabled: default true.
        /// Whether the item is enabled.
        open var isEnabled = true

        /// The objects associated with this one (`objc_setAssociatedObject`), released with it.
        var associatedObjects: [UnsafeRawPointer: Any] = [:]

        // https://developer.apple.com/documentation/objectivec/nsobject/init().
        /// Creates an item.
        public init() {}
    }

    // https://developer.apple.com/documentation/uikit/uibarbuttonitem: iOS 2.0+, tvOS 9.0+. A tap runs the item's
    // `primaryAction` when it has one (its target and action are then ignored, UIBarButtonItem.h), else sends its
    // action to its target; an item with a `customView` leaves touches to that view.
    /// The part of UIKit's `UIBarButtonItem` that the UIKit backend uses. Target/action with selectors has no
    /// Linux counterpart and is left out, as on ``UIControl``.
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UIBarButtonItem: UIBarItem {
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/customview: default nil. Set through
        // `setCustomView:`, which Foundation's automatic key-value observing reports (see KeyValueObserving.swift).
        /// A view shown instead of the item's title; it handles its own touches.
        open var customView: UIView? {
            didSet { customViewKeyValueObservers.delegateChanged(from: oldValue) }
        }

        /// The key-value observers of `customView`.
        let customViewKeyValueObservers = DelegateKeyValueObservers()

        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction: iOS 14.0+. Setting a
        // non-nil action updates the item's title from it; setting nil leaves the title unchanged.
        /// The action a tap runs; when set, the item's target and action are ignored.
        @available(iOS 14.0, tvOS 14.0, *)
        open var primaryAction: UIAction? {
            didSet { if let primaryAction { title = primaryAction.title } }
        }

        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:style:target:action:), here
        // without target and action.
        /// Creates an item with a title.
        public init(title: String?) {
            super.init()
            self.title = title
        }

        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(primaryaction:): iOS 14.0+.
        /// Creates an item whose tap runs `primaryAction`, titled by it.
        @available(iOS 14.0, tvOS 14.0, *)
        public init(primaryAction: UIAction?) {
            super.init()
            self.primaryAction = primaryAction
            title = primaryAction?.title
        }

        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(customview:).
        /// Creates an item that shows `customView`.
        public init(customView: UIView) {
            super.init()
            self.customView = customView
        }

        /// A user's tap, as UIKit delivers it: the primary action runs, with the item as its sender (nothing for
        /// an item with a custom view, which gets the touches itself, or a disabled item). Linux tests only:
        /// UIKit has no such method.
        public func simulateTap() {
            guard isEnabled, customView == nil, let primaryAction else { return }
            primaryAction.sender = self
            primaryAction.handler(primaryAction)
            primaryAction.sender = nil
        }
    }
#endif

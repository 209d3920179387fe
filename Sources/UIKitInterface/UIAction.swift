#if os(Linux)
    // https://developer.apple.com/documentation/uikit/uiactionhandler.
    /// The handler of a ``UIAction``.
    public typealias UIActionHandler = @MainActor (UIAction) -> Void

    // https://developer.apple.com/documentation/uikit/uimenuelement/title: `var title: String { get }`, read-only
    // here; `UIAction` redeclares it settable (UIMenuElement.h: `@property (nonatomic, readonly) NSString *title`).
    /// The part of UIKit's `UIMenuElement` that ``UIAction`` needs.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor
    open class UIMenuElement {
        // https://developer.apple.com/documentation/uikit/uimenuelement/title (read-only).
        /// The element's title.
        open var title: String { storedTitle }

        fileprivate var storedTitle: String

        init(title: String) {
            storedTitle = title
        }
    }

    /// UIKit's closure-based action (iOS 14+), as the UIKit backend uses it. The image, discoverability title,
    /// attributes and state of Apple's initializer are left out: the backend passes none of them.
    // https://developer.apple.com/documentation/uikit/uiaction: iOS 13.0+, tvOS 13.0+, Mac Catalyst 13.1+ (the
    // controls' addAction(_:for:) that the backend uses needs iOS 14.0, tvOS 14.0).
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor
    open class UIAction: UIMenuElement {
        // https://developer.apple.com/documentation/uikit/uiaction/title (settable on an action).
        /// The action's title; settable on an action, unlike on other menu elements.
        override open var title: String {
            get { storedTitle }
            set { storedTitle = newValue }
        }

        // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct.
        /// A type that identifies an action; adding an action whose identifier a control already has replaces
        /// the earlier one.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct.
            /// The identifier's string.
            public let rawValue: String

            // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct.
            /// An identifier with the string you specify.
            public init(_ rawValue: String) {
                self.rawValue = rawValue
            }

            // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct.
            /// An identifier with the string you specify.
            public init(rawValue: String) {
                self.rawValue = rawValue
            }
        }

        // https://developer.apple.com/documentation/uikit/uiaction/identifier.
        /// The action's identifier: the one given, or a unique one.
        open private(set) var identifier: Identifier

        // https://developer.apple.com/documentation/uikit/uiaction/sender: iOS 14.0+, tvOS 14.0+.
        /// The object that sent the action: the control, while its handler runs.
        open internal(set) var sender: Any?

        let handler: UIActionHandler

        // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
        // is a convenience initializer (UIAction.h: `+ actionWithTitle:image:identifier:handler:`, a class
        // factory Swift imports as `convenience init`); the designated one below is this interface's own.
        /// Creates an action with the title, identifier and handler you specify.
        public convenience init(title: String = "", identifier: Identifier? = nil, handler: @escaping UIActionHandler) {
            self.init(storedTitle: title, identifier: identifier ?? Identifier(UUID().uuidString), handler: handler)
        }

        init(storedTitle: String, identifier: Identifier, handler: @escaping UIActionHandler) {
            self.identifier = identifier
            self.handler = handler
            super.init(title: storedTitle)
        }
    }
#endif

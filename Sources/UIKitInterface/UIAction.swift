#if os(Linux)
    /// The handler of a ``UIAction``.
    public typealias UIActionHandler = @MainActor (UIAction) -> Void

    /// The part of UIKit's `UIMenuElement` that ``UIAction`` needs.
    @MainActor
    open class UIMenuElement {
        /// The element's title.
        open var title: String

        init(title: String) {
            self.title = title
        }
    }

    /// UIKit's closure-based action (iOS 14+), as the UIKit backend uses it. The image, discoverability title,
    /// attributes and state of Apple's initializer are left out: the backend passes none of them.
    @MainActor
    open class UIAction: UIMenuElement {
        /// A type that identifies an action; adding an action whose identifier a control already has replaces
        /// the earlier one.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The identifier's string.
            public let rawValue: String

            /// An identifier with the string you specify.
            public init(_ rawValue: String) {
                self.rawValue = rawValue
            }

            /// An identifier with the string you specify.
            public init(rawValue: String) {
                self.rawValue = rawValue
            }
        }

        /// The action's identifier: the one given, or a unique one.
        open private(set) var identifier: Identifier

        /// The object that sent the action: the control, while its handler runs.
        open internal(set) var sender: Any?

        let handler: UIActionHandler

        /// Creates an action with the title, identifier and handler you specify.
        public init(title: String = "", identifier: Identifier? = nil, handler: @escaping UIActionHandler) {
            self.identifier = identifier ?? Identifier(UUID().uuidString)
            self.handler = handler
            super.init(title: title)
        }
    }
#endif

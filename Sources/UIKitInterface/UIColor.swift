#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uicolor: iOS 2.0+, tvOS 9.0+; an immutable NSObject,
    // Sendable (UIColor.h: `NS_SWIFT_SENDABLE`), equal to another color of the same components (`isEqual:`).
    /// The part of UIKit's `UIColor` that the UIKit backend uses: a color by its red, green, blue and alpha
    /// components, each 0…1.
    @available(iOS 2.0, tvOS 9.0, *)
    public final class UIColor: NSObject, Sendable {
        private let components: [CGFloat]

        // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:): components
        // below 0 are taken as 0, above 1 as 1.
        /// Creates a color from its components, each clamped to 0…1.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            components = [red, green, blue, alpha].map { min(max($0, 0), 1) }
        }

        // https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:).
        /// Reads the color's components; returns whether it could (always, for these colors).
        public func getRed(
            _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
            blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
        ) -> Bool {
            red?.pointee = components[0]
            green?.pointee = components[1]
            blue?.pointee = components[2]
            alpha?.pointee = components[3]
            return true
        }

        // https://developer.apple.com/documentation/objectivec/nsobject/isequal(_:) (UIColor compares colors).
        /// Whether `object` is a color with the same components.
        override public func isEqual(_ object: Any?) -> Bool {
            (object as? UIColor)?.components == components
        }

        // https://developer.apple.com/documentation/objectivec/nsobject/hash (equal colors hash equally).
        /// A hash of the components.
        override public var hash: Int { components.hashValue }

        // https://developer.apple.com/documentation/uikit/uicolor/red.
        /// Red, opaque.
        public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        // https://developer.apple.com/documentation/uikit/uicolor/blue.
        /// Blue, opaque.
        public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    }

    // https://developer.apple.com/documentation/uikit/uicolorwell: iOS 14.0+, Mac Catalyst 14.0+, not tvOS
    // (UIColorWell.h: `API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(tvos, watchos)`); it sends valueChanged when the
    // user picks a color.
    /// The part of UIKit's `UIColorWell` that the UIKit backend uses.
    @available(iOS 14.0, *)
    @MainActor
    open class UIColorWell: UIControl {
        // https://developer.apple.com/documentation/uikit/uicolorwell/selectedcolor: default nil.
        /// The color the well shows; setting it sends no event.
        open var selectedColor: UIColor?

        // https://developer.apple.com/documentation/uikit/uicolorwell/supportsalpha: default true.
        /// Whether the picker offers opacity.
        open var supportsAlpha = true

        // https://developer.apple.com/documentation/uikit/uicolorwell/title.
        /// The title of the color picker the well presents.
        open var title: String?
    }
#endif

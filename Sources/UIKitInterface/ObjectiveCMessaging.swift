#if os(Linux)
    import Foundation

    // The part of the Objective-C runtime that UIKit's delegates rely on, which Linux does not have: a selector
    // names a method; UIKit asks its delegate `respondsToSelector:` for each optional method when the delegate is
    // set, keeps the answers, and afterwards sends only what was answered yes, without asking again
    // (https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)); a message an object
    // does not implement goes to `forwardingTarget(for:)`'s target
    // (https://developer.apple.com/documentation/objectivec/nsobject/forwardingtarget(for:)), and with none the
    // runtime raises an unrecognized selector
    // (https://developer.apple.com/documentation/objectivec/nsobject/doesnotrecognizeselector(_:)), which
    // ends the app.
    //
    // Swift on Linux cannot ask an object which methods its class implements, and the model's delegate protocols
    // give every method a default that does what UIKit does without it. So an object answers `responds(to:)`
    // itself only when it conforms to `_RespondsToSelector`; any other delegate is taken to implement every method
    // the model asks about, which is harmless: calling one of those defaults is what UIKit does without calling.

    // https://developer.apple.com/documentation/objectivec/sel
    /// The name of a method, as the Objective-C runtime spells it (`"tableView:heightForRowAtIndexPath:"`).
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The selector's name.
        public let name: String

        /// The selector named `name` (`NSSelectorFromString`).
        public init(_ name: String) {
            self.name = name
        }

        /// The selector named by a literal.
        public init(stringLiteral name: String) {
            self.init(name)
        }

        /// The selector's name (`NSStringFromSelector`).
        public var description: String { name }
    }

    /// An object that says itself which methods it implements: the model's `responds(to:)` of
    /// `NSObjectProtocol`, for the objects that do not implement every method of their protocols (a delegate
    /// that forwards).
    @MainActor
    public protocol _RespondsToSelector: AnyObject {
        /// Whether a message named `selector` may be sent to this object.
        func responds(to selector: Selector) -> Bool
    }

    /// Whether `object` implements `selector` (`[object respondsToSelector:]`): its own answer when it gives one
    /// (`_RespondsToSelector`), otherwise `true` (see the top of this file).
    @MainActor
    public func _responds(_ object: AnyObject, to selector: Selector) -> Bool {
        (object as? any _RespondsToSelector)?.responds(to: selector) ?? true
    }

    /// The selectors of `selectors` that `delegate` implements: what UIKit asks, and keeps, when its delegate is
    /// set (none for no delegate).
    @MainActor
    func selectors(_ selectors: [Selector], implementedBy delegate: AnyObject?) -> Set<Selector> {
        guard let delegate else { return [] }
        return Set(selectors.filter { _responds(delegate, to: $0) })
    }

    extension NSObject {
        // https://developer.apple.com/documentation/objectivec/nsobject/doesnotrecognizeselector(_:)
        /// The runtime's answer to a message this object neither implements nor forwards: it raises
        /// `NSInvalidArgumentException`, which ends the app; the model ends the process with the runtime's message.
        public func doesNotRecognizeSelector(_ selector: Selector) -> Never {
            fatalError("-[\(type(of: self)) \(selector)]: unrecognized selector sent to instance")
        }
    }
#endif

/// A main-actor object that shows and edits one value, and so can be bound to an ``ObservableValue``.
///
/// Every value control is `Bindable`: slider `Float`, switch `Bool`, stepper `Double`, text field `String`,
/// segmented control `Int`. Binding keeps control and value in step both ways:
///
/// ```swift
/// let volume = ObservableValue<Float>(0.3)
/// slider.bind(volume)          // the slider shows 0.3 at once
/// volume.value = 0.7           // the slider moves to 0.7 (programmatically: it sends no event)
/// // the user drags the slider to 0.9: volume.value becomes 0.9
/// ```
///
/// Guarantees:
/// - No echo: a value change sets ``boundValue`` programmatically, which sends no event, so no loop can start;
///   a control whose ``boundValue`` already equals the value is not touched (a text field keeps its text).
/// - Several controls bound to one value stay in step; rebinding a control replaces its old binding;
///   cancelling the token stops both directions.
/// - Lifetime: the binding holds the control and the value weakly. When the control goes, the binding ends;
///   when the value goes, the control keeps working.
/// - Threads: a value set on another thread updates its bound controls on the main actor; the control always
///   shows the latest value, never a stale one.
/// - The user's hand wins (``BindingHold``): while a touch is tracked, value changes wait and the control shows
///   the latest one when the touch ends; text still being composed is never written to the value, value
///   changes wait for the commit, and the commit wins.
@MainActor
public protocol Bindable: AnyObject, Sendable {
    /// The type of the value shown.
    associatedtype BoundType: Sendable

    /// The value shown. Setting it is programmatic: it sends no event.
    var boundValue: BoundType { get set }

    /// Binds the object to `value` both ways, replacing any earlier binding; the token ends it.
    @discardableResult
    func bind(_ value: ObservableValue<BoundType>) -> ObservationToken
}

/// A ``Bindable`` control: its user edits arrive as control events, which the default ``Bindable/bind(_:)`` observes.
@MainActor
public protocol BindableControl: Bindable, ObservableControl where BoundType: Equatable {
    /// The events after which ``Bindable/boundValue`` holds a user's change: `.valueChanged` (the default), or
    /// `.editingChanged` for a text field.
    static var boundValueEvents: ControlEvent { get }

    /// What the user is in the middle of, which makes the binding wait (see ``BindingHold``): `.touch` while a
    /// touch is tracked, `.composition` while text is marked, `nil` otherwise.
    ///
    /// ```swift
    /// switchControl.beginTouch()
    /// switchControl.bindingHold   // .touch
    /// ```
    var bindingHold: BindingHold? { get }
}

extension BindableControl {
    /// `nil`, always: a control without touches or text composition never holds its binding.
    ///
    /// ```swift
    /// final class Knob: BindableControl { … }   // knob.bindingHold == nil
    /// ```
    public var bindingHold: BindingHold? { nil }

    /// `.valueChanged`, as every value control reports a user's edit in UIKit (a slider's drag, a switch's
    /// toggle, a page control's tap); a text field declares `.editingChanged` instead.
    ///
    /// ```swift
    /// ObservableSlider.boundValueEvents   // .valueChanged
    /// ```
    public static var boundValueEvents: ControlEvent { .valueChanged }

    /// Binds the control to `value` both ways, replacing any earlier binding of this control.
    ///
    /// The control shows `value` at once; user edits (``boundValueEvents``) write the value; value changes
    /// set ``Bindable/boundValue`` on the main actor. While the user's hand is on the control
    /// (``bindingHold``), value changes wait and the control shows the latest one when the hold ends; text
    /// being composed is never written to the value, and its commit is. A binding made while text is composed
    /// shows `value` at once all the same, as text set from code (which ends the composition on UIKit and
    /// headless): the composition was typed over the text the control showed before, and its commit must not
    /// write that text to `value`.
    ///
    /// The direction from the control to the value is one of the control's registrations for
    /// ``boundValueEvents``: `observers(for:)` lists it, and `removeObservers(for:)` of those events ends it (the
    /// value then no longer hears the user's edits; the control still shows the value's changes, and shows the
    /// value again when a touch ends).
    @discardableResult
    public func bind(_ value: ObservableValue<BoundType>) -> ObservationToken {
        bindControl(value)
    }

    /// The two-way binding behind ``bind(_:)``, for a backend's own `bind(_:)` that adds to it (UIKit's
    /// `observed` controls also listen for the end of a touch, having no `endTracking` of their own).
    package func bindControl(_ value: ObservableValue<BoundType>) -> ObservationToken {
        installBinding { _ in
            value.bind(to: self) { control, newValue in
                // Held: the control shows the latest value when the hold ends.
                guard control.bindingHold == nil else { return }
                if control.boundValue != newValue { control.boundValue = newValue }
            }
        } write: { [weak value] control in
            value?.value = control.boundValue
        } showLatest: { [weak value] control in
            guard let value else { return }
            let latest = value.value
            if control.boundValue != latest { control.boundValue = latest }
        }
    }

    /// The control's side of every two-way binding, to an ``ObservableValue`` or to an `@Observable` model:
    /// ends this control's earlier binding, then calls `start`, which shows the other side in the control and
    /// returns what stops that; `write` stores the control's value on the other side (if it is still there)
    /// after each user edit, except while text is composed, and at the commit; `showLatest` shows the other
    /// side's latest value when a touch ends, and at once when the binding is made while text is composed.
    /// Returns the binding's token, which stops both directions.
    func installBinding(
        start: (ControlBinding.EndFlag) -> ObservationToken,
        write: @escaping (Self) -> Void,
        showLatest: @escaping (Self) -> Void
    ) -> ObservationToken {
        controlObserver.binding?.cancel()
        // Set at once by the binding's token, on any thread: the control's registration below, cancelled on
        // another thread, ends only on the main queue, and must write nothing meanwhile (to a rebound control,
        // say).
        let ended = ControlBinding.EndFlag()
        let toControl = start(ended)
        // Text being composed was typed over what the control showed before this binding: it shows the other side
        // at once all the same, as text set from code, so that the commit does not write the earlier text there.
        if bindingHold == .composition { showLatest(self) }
        let toOtherSide = addObserver(for: Self.boundValueEvents) { [weak self] _ in
            guard let self, self.bindingHold != .composition, !ended.isEnded else { return }
            write(self)
        }
        let token = ObservationToken {
            toControl.cancel()
            toOtherSide.cancel()
        }
        let binding = ControlBinding(cancelling: token, endedBy: ended) { [weak self] hold in
            guard let self else { return }
            switch hold {
            case .composition:
                // The commit is the user's edit, and wins.
                guard self.bindingHold != .composition else { return }
                write(self)
            case .touch:
                showLatest(self)
            }
        }
        controlObserver.binding = binding
        return binding.token
    }

    /// Applies what the binding held while `hold` lasted: the control's backend calls it when a touch ends or
    /// is cancelled (`.touch`: the control shows the value's latest state) and when composed text is
    /// committed (`.composition`: the committed text is written to the value).
    ///
    /// ```swift
    /// override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    ///     super.touchesEnded(touches, with: event)  // endTracking, then touchUpInside or touchUpOutside
    ///     releaseBindingHold(.touch)
    /// }
    /// ```
    ///
    /// Does nothing without a binding, or, for `.composition`, while text is still marked. Call it only once
    /// the hold has ended (UIKit still reports `isTracking` inside `endTracking(_:with:)`), and after the end
    /// events' observers, which see the control as the hand left it, as ObserverKit's backends do.
    public func releaseBindingHold(_ hold: BindingHold) {
        controlObserver.releaseBindingHold(hold)
    }
}

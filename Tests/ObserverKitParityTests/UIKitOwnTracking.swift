#if os(Linux)
    import Foundation
    @_spi(Backend) import ObserverKit
    import ObserverKitUIKit

    // UIKit's controls change their own value as they track a touch (a switch toggles, a slider's thumb follows the
    // finger, a stepper steps when pressed, a segmented control selects, a page control turns a page), in their
    // private tracking methods. UIKitInterface models only the part of each class that ObserverKitUIKit uses, not
    // that tracking (UIStepper says so: "the step at touch-down is not modelled"). These subclasses play it, in the
    // tracking methods UIKit calls it from, by the rules each headless control documents for UIKit (the core's
    // behaviours), so that what ObserverKitUIKit adds on top (observations, origins, the binding hold, the primary
    // action) is compared with the headless backend. Each sends through UIKit's own `sendActions(for:)`.

    /// A switch that toggles when a touch lifts inside it, as `UISwitch`'s `endTracking` does.
    final class TrackingSwitch: ObserverKitUIKit.ObservableSwitch {
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            if SwitchBehavior.isOn(after: .ended(inside: isTouchInside), isOn: isOn) != nil {
                setOn(!isOn, animated: true)
                sendActions(for: UIControl.Event.valueChanged)
            }
            super.endTracking(touch, with: event)
        }
    }

    /// A slider that tracks a press on its thumb and moves with the finger, as `UISlider` does.
    final class TrackingSlider: ObserverKitUIKit.ObservableSlider {
        private var touch: SliderBehavior?

        private var range: ControlRange<Float> {
            ControlRange("slider", rule: .slider, minimum: minimumValue, maximum: maximumValue, value: value)
        }

        var thumbCenter: CGPoint {
            CGPoint(x: SliderBehavior.thumbCenter(range: range, in: bounds), y: bounds.midY)
        }

        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            let point = touch.location(in: self)
            guard SliderBehavior.hitsThumb(point, range: range, in: bounds), super.beginTracking(touch, with: event)
            else { return false }
            react(to: .began, at: point)
            return true
        }

        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            let tracking = super.continueTracking(touch, with: event)
            react(to: .moved, at: touch.location(in: self))
            return tracking
        }

        override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            react(to: .ended(inside: isTouchInside), at: touch?.location(in: self) ?? .zero)
            super.endTracking(touch, with: event)
        }

        override func cancelTracking(with event: UIEvent?) {
            react(to: .cancelled, at: .zero)
            super.cancelTracking(with: event)
        }

        private func react(to phase: TouchPhase, at point: CGPoint) {
            let reaction = SliderBehavior.reaction(
                to: phase, at: point, touch: &touch, range: range, in: bounds, isContinuous: isContinuous)
            if let newValue = reaction.newValue { value = newValue }
            if reaction.sendsValueChanged { sendActions(for: UIControl.Event.valueChanged) }
        }
    }

    /// A stepper that steps when pressed, as `UIStepper`'s `beginTracking` does (after ObserverKitUIKit's and the
    /// model's own bookkeeping of the press, which see the value before the step).
    final class TrackingStepper: ObserverKitUIKit.ObservableStepper {
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            guard super.beginTracking(touch, with: event) else { return false }
            let press = StepperBehavior(pressedAt: touch.location(in: self), in: bounds, value: value)
            let range = ControlRange(
                "stepper", rule: .stepper, minimum: minimumValue, maximum: maximumValue, value: value)
            let stepped = StepperBehavior.steppedValue(
                up: press.stepsUp, stepValue: stepValue, wraps: wraps, range: range)
            if stepped != value {
                value = stepped
                if isContinuous { sendActions(for: UIControl.Event.valueChanged) }
            }
            return true
        }
    }

    /// A segmented control that selects the segment under a touch lifted inside, as `UISegmentedControl` does.
    final class TrackingSegmentedControl: ObserverKitUIKit.ObservableSegmentedControl {
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            if isTouchInside, let x = touch?.location(in: self).x, numberOfSegments > 0 {
                let position = ((x - bounds.minX) / bounds.width * CGFloat(numberOfSegments)).rounded(.down)
                let index = Int(min(max(position, 0), CGFloat(numberOfSegments - 1)))
                if index != selectedSegmentIndex {
                    selectedSegmentIndex = index
                    sendActions(for: UIControl.Event.valueChanged)
                }
            }
            super.endTracking(touch, with: event)
        }
    }

    /// A page control that turns one page towards a touch lifted inside, as `UIPageControl` does.
    final class TrackingPageControl: ObserverKitUIKit.ObservablePageControl {
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            let dotX = PageControlBehavior.dotCenterX(
                page: currentPage, numberOfPages: numberOfPages, width: Double(bounds.width))
            if let page = PageControlBehavior.page(
                after: .ended(inside: isTouchInside), atX: Double(touch?.location(in: self).x ?? 0),
                currentDotX: Double(bounds.minX) + dotX, currentPage: currentPage, numberOfPages: numberOfPages)
            {
                currentPage = page
                sendActions(for: UIControl.Event.valueChanged)
            }
            super.endTracking(touch, with: event)
        }
    }
#endif

#if os(Linux)
    import Foundation
    import ObserverKit

    /// Plays one script on the headless and the UIKit side as one user with one finger would, and reports the
    /// first step after which the two disagree.
    @MainActor
    struct ParityPlayer {
        let headless: ParitySide
        let uikit: ParitySide

        /// The first disagreement, as a readable transcript, or `nil` when the sides agree throughout.
        func play(_ steps: [ParityStep]) -> String? {
            var fingerDown = false
            var played: [String] = []
            for step in steps {
                headless.beforeStep()
                uikit.beforeStep()
                guard apply(step, fingerDown: &fingerDown) else { continue }
                played.append(step.description)
                let headlessState = headless.state()
                let uikitState = uikit.state()
                if headless.events != uikit.events || headlessState != uikitState {
                    return """
                        after \(played.joined(separator: ", "))
                        headless: \(headless.events) \(headlessState)
                        uikit:    \(uikit.events) \(uikitState)
                        """
                }
            }
            return nil
        }

        /// Plays `step` on both sides; `false` when the step is left out of the comparison (see each case).
        private func apply(_ step: ParityStep, fingerDown: inout Bool) -> Bool {
            let bounds = headless.bounds
            switch step {
            case .down(let place):
                // One finger: a second touch-down while it is down is not a step a user can make.
                guard !fingerDown else { return false }
                fingerDown = true
                touchDown(at: place.point(in: bounds))
            case .downOnThumb(let dx):
                guard !fingerDown, let thumb = headless.thumbCenter else { return false }
                fingerDown = true
                touchDown(at: CGPoint(x: thumb().x + dx, y: bounds.midY))
            case .move(let place):
                let point = place.point(in: bounds)
                guard fingerDown, !Self.isInSlopBand(point, of: bounds) else { return false }
                headless.move(point)
                uikit.move(point)
            case .up:
                guard fingerDown else { return false }
                fingerDown = false
                endTouch { $0.up() }
            case .cancel:
                guard fingerDown else { return false }
                fingerDown = false
                endTouch { $0.cancel() }
            case .setEnabled(let enabled):
                // Disabling or enabling while a finger is down is left out: the headless control cancels the
                // touch (touchCancel; Control's "Rules"), UIKitInterface's UIControl keeps tracking it, and
                // Apple documents neither (`isEnabled`: "the control ignores touch events"; nothing about a
                // touch in progress).
                guard !fingerDown else { return false }
                headless.setEnabled(enabled)
                uikit.setEnabled(enabled)
            case .setValue(let n):
                guard let setHeadless = headless.setValue, let setUIKit = uikit.setValue else { return false }
                setHeadless(n)
                setUIKit(n)
            case .setBound(let n):
                guard let setHeadless = headless.setBound, let setUIKit = uikit.setBound else { return false }
                setHeadless(n)
                setUIKit(n)
            case .react(let event, let reaction):
                // Reactions to valueChanged and primaryActionTriggered are left out: a control sends them from its
                // own reaction to a touch's first and last step, where the two backends' `isTracking` differ on
                // purpose (UIKit calls `beginTracking` before it sets `isTracking` and `endTracking` before it
                // clears it; the headless control's `isTracking` is the step's, `TouchTracker`'s input rules), so a
                // bound value set there is held on one side and shown at once on the other, and a slider's
                // observation of a send there says a different tracking state. Reported.
                if [.valueChanged, .primaryActionTriggered].contains(event) { return false }
                guard let onHeadless = action(reaction, on: headless), let onUIKit = action(reaction, on: uikit)
                else { return false }
                headless.reactions[event] = onHeadless
                uikit.reactions[event] = onUIKit
            case .pick(let n):
                guard !fingerDown, let onHeadless = headless.pick, let onUIKit = uikit.pick else { return false }
                onHeadless(n)
                onUIKit(n)
            case .assistive(let action):
                // VoiceOver's activation of a control that code set past its binding, or with an observer armed to
                // act during the tap, is left out: the headless control plays a synthesized tap, which tracks and
                // whose end shows the bound value again, as every touch's end does
                // (`Bindable`'s "the control shows the latest one when the touch ends"); the UIKit controls send the
                // tap's events without tracking a touch (their `accessibilityActivate()`), so nothing ends.
                if action == .activate && (!headless.showsBoundValue() || !headless.reactions.isEmpty) { return false }
                // VoiceOver's increment and decrement while a finger is down are left out: the headless control
                // ignores them ("the touch wins", `TouchTracker`'s input rules), UIKitInterface's slider and
                // stepper adjust (their `accessibilityIncrement()`), and Apple documents neither. (Activation is
                // compared: both refuse it while a touch is tracked.)
                if action != .activate && fingerDown { return false }
                guard let onHeadless = headless.assistive[action], let onUIKit = uikit.assistive[action] else {
                    return false
                }
                onHeadless()
                onUIKit()
            case .keyboard:
                // Keyboard activation while a finger is down is left out: the headless control ignores it ("the
                // touch wins", `Control.keyboardActivate()`), while on UIKit UIKit decides (UIKitInterface's
                // `UIButton` sends its primary action, its `pressesEnded`; Apple documents neither), the
                // difference ObservableControls.md states (UIKitEventOriginTests.pressDuringTouch pins UIKit's).
                guard !fingerDown else { return false }
                guard let onHeadless = headless.keyboard, let onUIKit = uikit.keyboard else { return false }
                onHeadless()
                onUIKit()
            }
            return true
        }

        /// What `reaction` does on `side`; `nil` where the kind has no value.
        private func action(_ reaction: ParityStep.Reaction, on side: ParitySide) -> (() -> Void)? {
            switch reaction {
            case .setValue(let n): return side.setValue.map { set in { set(n) } }
            case .setBound(let n): return side.setBound.map { set in { set(n) } }
            case .send(let event):
                // A send of the control's primary-action event from code brings primaryActionTriggered on UIKit
                // (iOS 14 and later), which the headless `sendActions(for:)` does not ("sends exactly what it is
                // asked"): the documented difference of WhichBackend.md, "The order of several events sent at
                // once". So the headless side sends both, in that order.
                // (The send closure, not the side, is captured: the side holds its reactions.)
                let events = event == side.primaryActionEvent ? event.union(.primaryActionTriggered) : event
                let send = side.send
                return { send(events) }
            }
        }

        /// Ends the touch on both sides.
        private func endTouch(_ end: (ParitySide) -> Void) {
            end(headless)
            end(uikit)
        }

        private func touchDown(at point: CGPoint) {
            headless.down(point)
            // UIKit's hit test (`point(inside:with:)`, the bounds) decides whether the control gets the touch.
            if bounds.contains(point) { uikit.down(point) }
        }

        private var bounds: CGRect { headless.bounds }

        /// Whether `point` is outside the bounds but within 70 pt of them, where the two sides judge a tracked touch
        /// differently on purpose: the headless control counts it inside (UIKit's touch slop, `TouchTracker`'s
        /// documentation and DESIGN.md's touch semantics), UIKitInterface's `UIControl` outside ("Inside means
        /// inside `bounds` here (UIKit's extra margin around a control is undocumented)", its touch handling).
        /// Moves there are left out; moves inside the bounds and beyond the slop are compared.
        static func isInSlopBand(_ point: CGPoint, of bounds: CGRect) -> Bool {
            let slop = 70.0
            let inSlop =
                point.x >= bounds.minX - slop && point.x <= bounds.maxX + slop && point.y >= bounds.minY - slop
                && point.y <= bounds.maxY + slop
            return inSlop && !bounds.contains(point)
        }
    }
#endif

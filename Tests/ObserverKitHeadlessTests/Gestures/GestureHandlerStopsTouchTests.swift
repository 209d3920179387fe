import Foundation
import ObserverKit
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// A gesture handler that stops the view taking touches while the gestures handle finger 0 (its press, or its
/// lift) cancels the view's own touch, as turning `isUserInteractionEnabled` off does at any other moment:
/// UIKit ignores a view's touch events from then on and cancels a control's tracking, so the lift that was being
/// handled is not the view's any more (a control sends touchCancel, not touchUpInside; a table selects nothing).
@MainActor @Suite struct GestureHandlerStopsTouchTests {
    func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @Test func aTapHandlerThatTurnsATablesInteractionOffAsTheFingerLiftsSelectsNothing() {
        let table = TableView(numberOfRows: 5, rowHeight: 44, bounds: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.reloadData()
        var actions: [TableViewAction] = []
        table.observed.addObserver { actions.append($0) }
        table.gestures.addObserver(for: .tap()) { [unowned table] _ in table.isUserInteractionEnabled = false }
        table.tap(at: CGPoint(x: 100, y: 50))  // row 1
        #expect(actions.isEmpty)
        #expect(table.indexPathForSelectedRow == nil && !table.isTracking)
        table.isUserInteractionEnabled = true
        table.tap(at: CGPoint(x: 100, y: 50))  // the next tap is the table's again (and stops it again)
        #expect(actions.isEmpty)
    }

    @Test func aTapHandlerThatTurnsAButtonsInteractionOffAsTheFingerLiftsCancelsTheTouch() {
        let button = ObservableButton()
        let recording = button.recorder()
        button.gestures.addObserver(for: .tap()) { [unowned button] _ in button.isUserInteractionEnabled = false }
        button.tap()
        #expect(recording.values.map(\.event) == [.touchDown, .touchCancel])
        #expect(!button.isTracking && !button.isTouching(finger: 0))
    }

    @Test func aTapHandlerThatDisablesAButtonAsTheFingerLiftsCancelsTheTouch() {
        let button = ObservableButton()
        let recording = button.recorder()
        button.gestures.addObserver(for: .tap()) { [unowned button] _ in button.isEnabled = false }
        button.tap()
        #expect(recording.values.map(\.event) == [.touchDown, .touchCancel])
        #expect(!button.isTracking)
    }

    @Test func interactionTurnedOffAndOnAgainInTheHandlerStillCancelsTheLift() {
        let button = ObservableButton()
        let recording = button.recorder()
        button.gestures.addObserver(for: .tap()) { [unowned button] _ in
            button.isUserInteractionEnabled = false
            button.isUserInteractionEnabled = true
        }
        button.tap()
        #expect(recording.values.map(\.event) == [.touchDown, .touchCancel])
        #expect(!button.isTracking && button.isUserInteractionEnabled)
    }

    @Test func aPanHandlerThatTurnsInteractionOffAsTheDragLiftsEndsItWithoutDeceleration() {
        let scrollView = ScrollView(bounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let scheduler = TestScheduler()
        scrollView.scheduler = scheduler
        var actions: [ScrollViewAction] = []
        scrollView.observed.addObserver { actions.append($0) }
        scrollView.gestures.addObserver(for: .pan) { [unowned scrollView] pan in
            if pan.phase == .ended { scrollView.isUserInteractionEnabled = false }
        }
        scrollView.beginTouch(at: CGPoint(x: 160, y: 400))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 380))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 280))
        scrollView.endTouch(velocity: CGPoint(x: 0, y: -1000))
        #expect(
            actions == [
                .willBeginDragging, .didScroll(contentOffset: CGPoint(x: 0, y: 100)),
                .didEndDragging(willDecelerate: false),
            ])
        #expect(!scrollView.isDragging && !scrollView.isTracking && !scrollView.isDecelerating)
    }

    @Test func aHandlerThatTurnsInteractionOffAsTheFingerGoesDownLeavesTheControlUntouched() {
        // An immediate scheduler fires a long press's timer at once: it begins while the press is handled.
        let button = ObservableButton()
        button.scheduler = ImmediateScheduler()
        let recording = button.recorder()
        let press = button.gestures.addObserver(for: .longPress()) { [unowned button] press in
            if press.phase == .began { button.isUserInteractionEnabled = false }
        }
        button.beginTouch()
        #expect(recording.values.isEmpty)
        #expect(!button.isTracking && !button.isTouching(finger: 0))
        button.isUserInteractionEnabled = true
        press.cancel()
        button.tap()
        #expect(recording.values.map(\.event) == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }
}

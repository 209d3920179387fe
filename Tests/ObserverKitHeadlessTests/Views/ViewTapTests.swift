import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// `tap(at:)` is a touch of its own: when its touch is not taken it changes nothing, and it never lifts a finger
/// it did not put down.
@MainActor @Suite struct ViewTapTests {
    @Test func aTapThatIsNotTakenLeavesAHeldRowTouchDown() {
        let table = TableView(numberOfRows: 20, rowHeight: 44, bounds: CGRect(x: 0, y: 0, width: 320, height: 440))
        var actions: [TableViewAction] = []
        table.reloadData()
        table.observed.addObserver { actions.append($0) }
        table.beginTouch(at: CGPoint(x: 10, y: 100))  // held on row 2
        table.tap(at: CGPoint(x: CGFloat.nan, y: 10))  // a NaN point: not taken
        table.tap(at: CGPoint(x: 500, y: 10))  // outside the bounds: not taken
        table.tap(at: CGPoint(x: 10, y: 10))  // finger 0 is held: no tap
        #expect(actions.isEmpty)
        #expect(table.isTracking && table.isTouching(finger: 0))
        table.endTouch()
        #expect(actions == [.didSelect(IndexPath(row: 2, section: 0))])
    }

    @Test func aTapThatIsNotTakenSendsAHeldButtonNothing() {
        let button = ObservableButton()
        var events: [String] = []
        button.addObserver(for: .touchUpInside) { events.append("up") }
        button.addObserver(for: .primaryActionTriggered) { events.append("primary") }
        button.beginTouch()
        button.tap(at: CGPoint(x: CGFloat.nan, y: 10))
        button.tap(at: CGPoint(x: -400, y: 10))
        button.tap()
        #expect(events.isEmpty && button.isTracking)
        button.endTouch()
        #expect(events == ["up", "primary"])
    }
}

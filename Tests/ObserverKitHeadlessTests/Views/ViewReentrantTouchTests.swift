import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// Touch input given to a view from a handler while the view handles a touch waits until that touch has been
/// handled completely, as a platform queues real input: a finger put down while a lift is handled stands, and
/// is the view's own touch afterwards.
@MainActor @Suite struct ViewReentrantTouchTests {
    @Test func aButtonTouchBegunFromATapGestureOnTheLiftStandsAfterTheLift() {
        let button = ObservableButton()
        var events: [String] = []
        button.addObserver(for: .touchDown) { events.append("down") }
        button.addObserver(for: .touchUpInside) { events.append("up") }
        var again = true
        button.gestures.addObserver(for: .tap()) { [unowned button] _ in
            guard again else { return }
            again = false
            button.beginTouch(finger: 0, at: CGPoint(x: 10, y: 10))
        }
        button.tap()
        #expect(events == ["down", "up", "down"])
        #expect(button.isTouching(finger: 0) && button.isTracking)
        button.endTouch()
        #expect(events == ["down", "up", "down", "up"])
        #expect(!button.isTouching(finger: 0) && !button.isTracking)
    }

    @Test func aRowTouchBegunFromATapGestureOnTheLiftIsTheTablesOwnTouch() {
        let table = TableView(numberOfRows: 20, rowHeight: 44, bounds: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.reloadData()
        var selected: [Int] = []
        table.observed.addObserver { action in
            if case .didSelect(let indexPath) = action { selected.append(indexPath.row) }
        }
        var again = true
        table.gestures.addObserver(for: .tap()) { [unowned table] _ in
            guard again else { return }
            again = false
            table.beginTouch(finger: 0, at: CGPoint(x: 10, y: 200))  // row 4
        }
        table.tap(at: CGPoint(x: 10, y: 100))  // row 2
        #expect(selected == [2])
        #expect(table.isTouching(finger: 0) && table.isTracking)
        table.endTouch()
        #expect(selected == [2, 4])
        #expect(!table.isTouching(finger: 0) && !table.isTracking)
    }
}

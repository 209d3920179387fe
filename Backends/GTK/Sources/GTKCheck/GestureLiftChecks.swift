import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// A tap's handler that stops a widget taking touches as the click's release is handled: the release is then not
/// the widget's own any more, as on the headless backend (its reference, each check's expectation): a button
/// sends touchCancel, not touchUpInside, and a table selects nothing.
@MainActor
enum GestureLiftChecks {
    static func run(_ checks: Checks) {
        let (window, button, table, id) = Window.presentedWithButtonAndTable(
            title: "ObserverKit GTK gesture lift", width: 420, height: 400, rows: 20, tableHeight: 200)

        checkButton(
            button, window, id, checks, "with isUserInteractionEnabled off",
            stop: { $0.isUserInteractionEnabled = false }, restart: { $0.isUserInteractionEnabled = true })
        checkButton(
            button, window, id, checks, "disabled", stop: { $0.isEnabled = false }, restart: { $0.isEnabled = true })
        checkTable(table, window, id, checks)
        window.close()
        GTKApplication.run(for: .milliseconds(100))
    }

    /// A click on `button` whose tap handler does `stop` to it, against a headless button's tap that does the same.
    static func checkButton(
        _ button: ObserverKitGTK.ObservableButton, _ window: Window, _ id: String, _ checks: Checks,
        _ what: String, stop: @escaping @MainActor (any ButtonStopping) -> Void,
        restart: (ObserverKitGTK.ObservableButton) -> Void
    ) {
        let recorder = Recorder(button)
        let tap = button.gestures.addObserver(for: .tap()) { [unowned button] _ in stop(button) }
        window.click(button, x: 10, y: 10, on: id, .atOnce, settle: .milliseconds(300))
        tap.cancel()
        let stopped = recorder.events
        recorder.clear()
        restart(button)
        window.click(button, x: 12, y: 10, on: id, .atOnce, settle: .milliseconds(300))
        let clickedAfter = recorder.events

        let reference = ObserverKitHeadless.ObservableButton()
        let referenceRecorder = Recorder(reference)
        reference.gestures.addObserver(for: .tap()) { [unowned reference] _ in stop(reference) }
        reference.tap()
        checks.expect(
            stopped == referenceRecorder.events,
            "a tap handler that leaves a button \(what) as the click is released cancels it (touchCancel), as headless",
            "GTK \(stopped), headless \(referenceRecorder.events)")
        checks.expect(
            clickedAfter == [.touchDown, .touchUpInside, .primaryActionTriggered],
            "a button \(what) and turned back, clicked again, is clicked", "\(clickedAfter)")
    }

    /// A click on a table's row whose tap handler turns the table's interaction off: no row is selected.
    static func checkTable(_ table: ObserverKitGTK.TableView, _ window: Window, _ id: String, _ checks: Checks) {
        var actions: [String] = []
        let observed = table.observed.addObserver { action in
            if case .didSelect(let row) = action { actions.append("didSelect \(row.row)") }
        }
        let tap = table.gestures.addObserver(for: .tap()) { [unowned table] _ in
            table.isUserInteractionEnabled = false
        }
        window.click(widget: table.listView, x: 40, y: 30, on: id, .atOnce, settle: .milliseconds(300))
        tap.cancel()
        table.isUserInteractionEnabled = true
        let stopped = actions
        // Turned back on, the table takes the pointer once it moves; a click then selects as ever (GTK's row click
        // was cancelled, not left pressed).
        window.click(widget: table.listView, x: 44, y: 30, on: id, .atOnce, settle: .milliseconds(300))
        let clickedAfter = Array(actions.dropFirst(stopped.count))
        actions = stopped

        let reference = ObserverKitHeadless.TableView(
            numberOfRows: 20, rowHeight: 44, bounds: CGRect(x: 0, y: 0, width: 320, height: 200))
        reference.reloadData()
        var referenceActions: [String] = []
        reference.observed.addObserver { action in
            if case .didSelect(let row) = action { referenceActions.append("didSelect \(row.row)") }
        }
        reference.gestures.addObserver(for: .tap()) { [unowned reference] _ in
            reference.isUserInteractionEnabled = false
        }
        reference.tap(at: CGPoint(x: 40, y: 30))
        checks.expect(
            actions == referenceActions,
            "a tap handler that turns a table's interaction off as the click on a row is released selects no row, as headless",
            "GTK \(actions); headless \(referenceActions)")
        checks.expect(
            clickedAfter.count == 1 && clickedAfter.first?.hasPrefix("didSelect") == true,
            "turned back on, the table selects the row of the next click", "\(clickedAfter)")
        observed.cancel()
    }
}

/// What a check's handler stops: a GTK or a headless button.
@MainActor
protocol ButtonStopping: AnyObject {
    var isUserInteractionEnabled: Bool { get set }
    var isEnabled: Bool { get set }
}

extension ObserverKitGTK.ObservableButton: ButtonStopping {}
extension ObserverKitHeadless.ObservableButton: ButtonStopping {}

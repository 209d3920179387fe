import CGtk4
import Foundation
import ObserverKitGTK

/// A double click on a row of a scrolled table, observed as GesturesOnGTKWidgets.md says: the gesture's location
/// is in the table's visible area, and the location moved by the scroll view's `contentOffset` is the content
/// point `indexPathForRow(at:)` takes, naming the row that the same click selected; while a refresh control
/// refreshes, the locations count from its spinner's top.
@MainActor
enum ScrolledRowGestureChecks {
    static func run(_ checks: Checks) {
        let (window, _, table, id) = Window.presentedWithButtonAndTable(
            title: "ObserverKit GTK scrolled row gesture", width: 420, height: 400, rows: 40, tableHeight: 200)
        table.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        GTKApplication.run(for: .milliseconds(300))
        var located: [(location: CGPoint, row: IndexPath?)] = []
        // GesturesOnGTKWidgets.md's example, recording what it would print.
        let tap = table.gestures.addObserver(for: .tap(count: 2)) { [unowned table] location in
            let offset = table.scrollView.contentOffset
            let row = table.indexPathForRow(at: CGPoint(x: location.x + offset.x, y: location.y + offset.y))
            located.append((location, row))
        }
        window.movePointer(toWidget: table.widget, x: 60, y: 50, on: id)
        XDoTool.click(1, times: 2)
        GTKApplication.run(for: .milliseconds(400))
        let selected = table.indexPathForSelectedRow
        checks.expect(
            table.scrollView.contentOffset.y == 300 && located.count == 1
                && abs(located[0].location.y - 50) <= 1,
            "a double click on a scrolled table reports its location in the visible area",
            "offset \(table.scrollView.contentOffset), \(located.map(\.location))")
        checks.expect(
            selected != nil && located.first?.row == selected,
            "the location plus contentOffset names the row the click selected (indexPathForRow(at:) takes content points)",
            "selected \(String(describing: selected)), located \(located.map(\.row))")

        // While a refresh control is refreshing, its spinner shows above the content, inside the scroll view's
        // widget, and the locations count from the spinner's top (the article's one exception).
        let refresh = ObserverKitGTK.ObservableRefreshControl()
        table.scrollView.refreshControl = refresh
        refresh.beginRefreshing()
        GTKApplication.run(for: .milliseconds(300))
        // How far below the widget's top the scrolled content starts: the spinner and the box's spacing.
        let spinner = CGFloat(
            window.surfacePoint(ofWidget: table.scrollView.scrolledWindow, x: 0, y: 0).y
                - window.surfacePoint(ofWidget: table.widget, x: 0, y: 0).y)
        located.removeAll()
        window.movePointer(toWidget: table.scrollView.scrolledWindow, x: 60, y: 50, on: id)
        XDoTool.click(1, times: 2)
        GTKApplication.run(for: .milliseconds(400))
        let offset = table.scrollView.contentOffset
        let underSpinner = located.first.flatMap {
            table.indexPathForRow(at: CGPoint(x: $0.location.x + offset.x, y: $0.location.y - spinner + offset.y))
        }
        checks.expect(
            spinner > 0 && located.count == 1 && abs(located[0].location.y - (50 + spinner)) <= 1
                && underSpinner == table.indexPathForSelectedRow,
            "while refreshing, a scroll view's gesture locations count from its spinner's top",
            "spinner \(spinner), \(located.map(\.location)), selected \(String(describing: table.indexPathForSelectedRow))"
        )
        refresh.endRefreshing()
        tap.cancel()
        window.close()
        GTKApplication.run(for: .milliseconds(100))
    }
}

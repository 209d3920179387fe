import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// With multiple selection on, plain clicks on a table's rows (no modifier, as a UIKit tap) against the
/// headless table's taps on the same rows: UIKit and headless add a tapped row to the selection and deselect a
/// tapped selected row.
@MainActor
enum MultipleSelectionChecks {
    static func run(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK multiple selection", width: 320, height: 320)
        let table = ObserverKitGTK.TableView(rows: (0..<5).map { "Row \($0)" }, height: 240)
        window.add(table)
        let id = window.presentedOnX { gtk_widget_get_height(table.listView) > 0 }
        table.allowsMultipleSelection = true
        GTKApplication.run(for: .milliseconds(300))
        var log: [String] = []
        let token = table.observed.addObserver { action in selection(action).map { log.append($0) } }
        // A content y on each of rows 0 and 1.
        func y(of row: Int) -> Double? {
            stride(from: 1.0, to: 200.0, by: 2.0).first { table.indexPathForRow(at: CGPoint(x: 20, y: $0))?.row == row }
                .map { $0 + 4 }
        }
        // GTK's rows: the list view's children, top to bottom.
        let firstRow = gtk_widget_get_first_child(table.listView)!
        let rowHeight = Double(gtk_widget_get_height(firstRow))
        let y0 = y(of: 0) ?? rowHeight / 2
        let y1 = y(of: 1) ?? rowHeight * 1.5
        for rowY in [y0, y1, y1] {
            XDoTool.move(window: id, to: window.surfacePoint(ofWidget: table.listView, x: 20, y: rowY))
            XDoTool.click(1)
            GTKApplication.run(for: .milliseconds(300))  // past a double click's time
        }
        let reference = ObserverKitHeadless.TableView(rowsInSections: [5])
        reference.reloadData()  // its first layout: before it, no row is shown to tap
        reference.allowsMultipleSelection = true
        var expected: [String] = []
        let referenceToken = reference.observed.addObserver { action in selection(action).map { expected.append($0) } }
        for rowY in [22.0, 66, 66] { reference.tap(at: CGPoint(x: 20, y: rowY)) }
        checks.expect(
            log == expected,
            "with multiple selection, plain clicks on row 0, row 1, row 1 report what headless taps report",
            "GTK \(log) (selected \(String(describing: table.indexPathsForSelectedRows?.map(\.row)))) vs headless "
                + "\(expected) (selected \(String(describing: reference.indexPathsForSelectedRows?.map(\.row))))")
        token.cancel()
        referenceToken.cancel()
        window.close()
    }

    /// A selection change as the log writes it (`didSelect 1`, `didDeselect 0`); `nil` for any other action.
    static func selection(_ action: TableViewAction) -> String? {
        switch action {
        case .didSelect(let indexPath): "didSelect \(indexPath.row)"
        case .didDeselect(let indexPath): "didDeselect \(indexPath.row)"
        default: nil
        }
    }
}

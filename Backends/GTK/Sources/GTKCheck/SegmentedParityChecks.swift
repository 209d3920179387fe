import Foundation
import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// A segmented control under a real click and a drag from one segment to another, against the headless
/// segmented control of the same width for the same path (events, order, origins, selection).
@MainActor
enum SegmentedParityChecks {
    static func run(_ checks: Checks) {
        let segments = ObserverKitGTK.ObservableSegmentedControl(items: ["Low", "High", "Lossless"])
        let window = Window(title: "ObserverKit GTK segment parity", width: 420, height: 120, holding: [segments])
        let id = window.presentedOnX { segments.bounds.width > 0 }
        let width = Double(segments.bounds.width)
        let height = Double(segments.bounds.height)
        segments.selectedSegmentIndex = 0
        let log = OriginLog(segments)

        // A click on the third segment.
        let third = (x: width * 5 / 6, y: height / 2)
        window.click(segments, x: third.x, y: third.y, on: id, settle: .milliseconds(300))
        let clickExpected = headless(width: width, height: height, from: 0, path: [third])
        checks.expect(
            log.entries == clickExpected.entries && segments.selectedSegmentIndex == clickExpected.selected,
            "a segment click sends the headless events in the headless order, with their origins",
            "GTK \(log.entries) (selected \(segments.selectedSegmentIndex)) vs headless \(clickExpected.entries) "
                + "(selected \(clickExpected.selected))")

        // A press on the first segment dragged onto the second and released there.
        segments.selectedSegmentIndex = 0
        log.clear()
        let first = (x: width / 6, y: height / 2)
        let second = (x: width / 2, y: height / 2)
        window.movePointer(to: segments, x: first.x, y: first.y, on: id)
        XDoTool.drag(window: id, through: [window.surfacePoint(of: segments, x: second.x, y: second.y)])
        GTKApplication.run(for: .milliseconds(300))
        let dragExpected = headless(width: width, height: height, from: 0, path: [first, second])
        checks.expect(
            log.entries == dragExpected.entries && segments.selectedSegmentIndex == dragExpected.selected,
            "a press dragged from one segment to another and released there selects the segment under the release, "
                + "as headless",
            "GTK \(log.entries) (selected \(segments.selectedSegmentIndex)) vs headless \(dragExpected.entries) "
                + "(selected \(dragExpected.selected))")
        window.close()
    }

    /// The headless segmented control's events (with origins) and selection for a touch along `path`.
    static func headless(
        width: Double, height: Double, from selected: Int, path: [(x: Double, y: Double)]
    )
        -> (entries: [String], selected: Int)
    {
        let control = ObserverKitHeadless.ObservableSegmentedControl(
            items: ["Low", "High", "Lossless"], bounds: CGRect(x: 0, y: 0, width: width, height: height))
        control.selectedSegmentIndex = selected
        let log = OriginLog(control)
        control.beginTouch(at: CGPoint(x: path[0].x, y: path[0].y))
        for point in path.dropFirst() { control.moveTouch(to: CGPoint(x: point.x, y: point.y)) }
        control.endTouch()
        return (log.entries, control.selectedSegmentIndex)
    }
}

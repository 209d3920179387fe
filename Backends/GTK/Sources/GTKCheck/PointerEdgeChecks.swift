import Foundation
import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// A touch on a control's edge and exactly at the 70-point slop's edge, with real input: the GTK control takes
/// the pointer's position as it is (not a few millionths of a point off, as GTK's single-precision translation
/// gives it), so it judges those points as the headless control does, edges included (found by
/// PointerParityChecks, seed 7 of the switch).
@MainActor
enum PointerEdgeChecks {
    static func run(_ checks: Checks) {
        let toggle = ObserverKitGTK.ObservableSwitch()
        let (window, id) = PointerParityChecks.presented(toggle)
        let width = Double(toggle.bounds.width)
        let height = Double(toggle.bounds.height)
        let log = ParityLog(toggle)
        // In, exactly 70 points above the top edge, exactly 70 right of the right edge, on the bottom edge, in.
        let path = [(7.0, 3.0), (width, -70), (width + 70, height / 2), (12, height), (12, height / 2)]
        var located: [CGPoint] = []
        window.press(toggle, x: path[0].0, y: path[0].1, on: id)
        located.append(toggle.touchLocation)
        for (x, y) in path.dropFirst() {
            window.movePointer(to: toggle, x: x, y: y, on: id)
            located.append(toggle.touchLocation)
        }
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(400))
        let points = path.map { CGPoint(x: $0.0, y: $0.1) }
        checks.expect(
            located == points, "a GTK control's touch location is the pointer's pixel, exactly",
            "\(located) vs \(points)")

        let reference = ObserverKitHeadless.ObservableSwitch(bounds: CGRect(x: 0, y: 0, width: width, height: height))
        let expected = ParityLog(reference)
        reference.beginTouch(at: points[0])
        for point in points.dropFirst() { reference.moveTouch(to: point) }
        reference.endTouch()
        checks.expect(
            log.entries == expected.entries && !log.entries.contains { $0.hasPrefix("touchDragExit") },
            "a drag exactly 70 points out of a GTK switch stays inside, as on the headless switch",
            "GTK \(log.entries) vs headless \(expected.entries)")
        window.close()
    }
}

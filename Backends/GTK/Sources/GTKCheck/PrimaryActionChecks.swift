import Foundation
import ObserverKit
import ObserverKitGTK

/// A switch's toggle and a segmented control's selection are their primary action, as in UIKit on iOS 14 and
/// later: a real click that changes the value sends valueChanged, then primaryActionTriggered, from the touch; a
/// key's activation sends primaryActionTriggered once.
@MainActor
enum PrimaryActionChecks {
    static func run(_ checks: Checks) {
        let toggle = ObserverKitGTK.ObservableSwitch()
        let segments = ObserverKitGTK.ObservableSegmentedControl(items: ["Low", "High", "Lossless"])
        let window = Window(
            title: "ObserverKit GTK primary actions", width: 420, height: 200, holding: [toggle, segments])
        let id = window.presentedOnX { toggle.bounds.width > 0 && segments.bounds.width > 0 }
        checks.expect(!id.isEmpty, "the primary-action window is on the X server")

        let toggleLog = OriginLog(toggle)
        window.click(toggle, on: id)
        checks.expect(
            toggleLog.entries == [
                "touchDown touch", "valueChanged touch", "primaryActionTriggered touch", "touchUpInside touch",
            ] && toggle.isOn,
            "a switch click toggles it: valueChanged, then primaryActionTriggered, from the touch",
            "\(toggleLog.entries), isOn \(toggle.isOn)")
        let space = toggleLog.entries(pressing: "space", on: toggle.widget)
        checks.expect(
            space == KeyScript.step && !toggle.isOn,
            "Space on the switch sends primaryActionTriggered once, after valueChanged", "\(space)")

        segments.selectedSegmentIndex = 0
        let segmentLog = OriginLog(segments)
        window.click(segments, x: segments.bounds.width * 5 / 6, on: id, settle: .milliseconds(300))
        checks.expect(
            segmentLog.entries.filter { !$0.hasPrefix("touchDrag") } == [
                "touchDown touch", "valueChanged touch", "primaryActionTriggered touch", "touchUpInside touch",
            ] && segments.selectedSegmentIndex == 2,
            "a segment click selects it: valueChanged, then primaryActionTriggered, from the touch",
            "\(segmentLog.entries), selected \(segments.selectedSegmentIndex)")
        segmentLog.clear()
        XDoTool.press()
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            !segmentLog.entries.contains("primaryActionTriggered touch"),
            "re-clicking the selected segment sends no primaryActionTriggered", "\(segmentLog.entries)")
        window.close()
    }
}

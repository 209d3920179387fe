import CGtk4
import Foundation
import ObserverKitGTK

/// Gestures on GTK widgets with real pointer input from xdotool: a click, a double click, a press held past
/// the minimum, a drag and a quick swipe, on a label made in code and on a button (whose own events go on).
/// Two-finger pinches are not here (xdotool has one pointer): the headless tests cover them.
@MainActor
enum GestureChecks {
    static let title = "ObserverKit GTK gestures"

    static func run(_ checks: Checks) {
        weak var weakGestures: Gestures?
        do {
            let window = Window(title: title, width: 360, height: 360)
            let pad = Label("Gestures")
            gtk_widget_set_size_request(pad.widget, 300, 200)
            let button = ObservableButton(label: "Play")
            window.add(pad)
            window.add(button)
            let id = window.presentedOnX { gtk_widget_get_height(pad.widget) > 0 }
            var log: [String] = []
            let tokens = [
                pad.gestures.addObserver(for: .tap()) { _ in log.append("tap") },
                pad.gestures.addObserver(for: .tap(count: 2)) { _ in log.append("double tap") },
                pad.gestures.addObserver(for: .longPress()) { log.append("press \($0.phase)") },
                pad.gestures.addObserver(for: .pan) { log.append("pan \($0.phase)") },
                pad.gestures.addObserver(for: .swipe(.right)) { _ in log.append("swipe right") },
            ]
            func at(_ x: Double, _ y: Double) -> (x: Double, y: Double) { window.surfacePoint(of: pad, x: x, y: y) }

            XDoTool.move(window: id, to: at(100, 100))
            XDoTool.click(1)
            GTKApplication.run(for: .milliseconds(500))
            checks.expect(log == ["tap"], "a click on a GTK widget is a tap", "\(log)")
            log = []
            XDoTool.run(["click", "--repeat", "2", "--delay", "120", "1"])
            GTKApplication.run(for: .milliseconds(500))
            checks.expect(
                log == ["tap", "tap", "double tap"], "a double click is two taps and one double tap", "\(log)")
            log = []
            XDoTool.press()
            GTKApplication.run(for: .milliseconds(800))
            XDoTool.release()
            GTKApplication.run(for: .milliseconds(200))
            checks.expect(
                log == ["press began", "press ended"],
                "a press held past half a second is a long press, began then ended",
                "\(log)")
            log = []
            XDoTool.press()
            for step in 1...5 { XDoTool.move(window: id, to: at(100 + Double(step) * 20, 100)) }
            XDoTool.release()
            GTKApplication.run(for: .milliseconds(200))
            let pans = log.filter { $0.hasPrefix("pan") }
            checks.expect(
                pans.first == "pan began" && pans.last == "pan ended"
                    && pans.dropFirst().dropLast().allSatisfy { $0 == "pan changed" }
                    && log.contains("swipe right"),
                "a quick drag to the right is a pan, began, changed…, ended, and a swipe to the right", "\(log)")
            log = []

            var events: [String] = []
            let playToken = button.addObserver(for: .primaryActionTriggered) { events.append("primaryActionTriggered") }
            let buttonTap = button.gestures.addObserver(for: .tap()) { _ in events.append("tap") }
            XDoTool.move(window: id, to: window.surfacePoint(of: button, x: 10, y: 10))
            XDoTool.click(1)
            GTKApplication.run(for: .milliseconds(400))
            checks.expect(
                events.sorted() == ["primaryActionTriggered", "tap"],
                "a tap gesture on a button takes nothing from it: the click still sends primaryActionTriggered",
                "\(events)")
            for token in tokens + [playToken, buttonTap] { token.cancel() }
            weakGestures = pad.gestures
            window.close()
        }
        GTKApplication.run(for: .milliseconds(100))
        checks.expect(weakGestures == nil, "a widget's gestures go when the widget is finalized")
    }
}

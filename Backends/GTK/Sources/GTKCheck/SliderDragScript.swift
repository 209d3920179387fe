import Foundation
import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// One press and one drag on a GTK slider with xdotool, given along its track (from the end where GtkScale draws
/// the minimum) at the track's middle, and the same drag on a headless slider, whose track runs left to right:
/// what the value-control and layout-direction checks compare.
///
/// ```swift
/// let script = SliderDragScript(slider, .rightToLeft, window, id)
/// let drag = script.drag(from: script.thumbAlong, through: [script.length * 0.75])
/// checks.expect(drag.events == drag.expected, "the GTK slider sends the headless slider's events")
/// ```
@MainActor
struct SliderDragScript {
    /// How GtkScale lays the track out on screen.
    enum Layout {
        case leftToRight, rightToLeft, upright
    }

    let slider: ObserverKitGTK.ObservableSlider
    let layout: Layout
    let window: Window
    let id: String

    init(_ slider: ObserverKitGTK.ObservableSlider, _ layout: Layout, _ window: Window, _ id: String) {
        self.slider = slider
        self.layout = layout
        self.window = window
        self.id = id
    }

    /// How long the track is: the headless slider's width.
    var length: Double { layout == .upright ? slider.bounds.height : slider.bounds.width }

    /// How broad the track is: the headless slider's height.
    var breadth: Double { layout == .upright ? slider.bounds.width : slider.bounds.height }

    /// Where the GTK slider says its thumb is, along the track.
    var thumbAlong: Double {
        switch layout {
        case .leftToRight: slider.thumbCenter.x
        case .rightToLeft: slider.bounds.width - slider.thumbCenter.x
        case .upright: slider.thumbCenter.y
        }
    }

    /// The point `along` the track, at its middle, in the slider's coordinates.
    func onScreen(_ along: Double) -> CGPoint {
        switch layout {
        case .leftToRight: CGPoint(x: along, y: breadth / 2)
        case .rightToLeft: CGPoint(x: slider.bounds.width - along, y: breadth / 2)
        case .upright: CGPoint(x: breadth / 2, y: along)
        }
    }

    /// Presses and lets go at `along` without moving; returns the events the GTK slider sent.
    func press(at along: Double) -> [ControlEvent] {
        let recorder = Recorder(slider)
        let point = onScreen(along)
        window.click(slider, x: point.x, y: point.y, on: id, settle: .milliseconds(100))
        return recorder.events
    }

    /// Drags from `start` through `moves` and lets go; returns the events the GTK slider sent, and the events and
    /// value of a headless slider as long and broad as the track after the same drag.
    func drag(
        from start: Double, through moves: [Double]
    ) -> (
        events: [ControlEvent], expected: [ControlEvent], expectedValue: Float
    ) {
        let recorder = Recorder(slider)
        move(to: start)
        XDoTool.press()
        for along in moves { move(to: along) }
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(100))
        let reference = ObserverKitHeadless.ObservableSlider(bounds: CGRect(x: 0, y: 0, width: length, height: breadth))
        let expected = Recorder(reference)
        reference.beginTouch(at: CGPoint(x: start, y: breadth / 2))
        for along in moves { reference.moveTouch(to: CGPoint(x: along, y: breadth / 2)) }
        reference.endTouch()
        return (recorder.events, expected.events, reference.value)
    }

    private func move(to along: Double) {
        let point = onScreen(along)
        window.movePointer(to: slider, x: point.x, y: point.y, on: id)
    }
}

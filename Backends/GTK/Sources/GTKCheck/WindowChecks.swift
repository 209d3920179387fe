import CGtk4
import Foundation
import ObserverKitGTK

/// The window as a whole: a screenshot after a scripted session, pull to refresh from a protocol default, and
/// every control, observation, binding and timer gone once the window closes.
@MainActor
enum WindowChecks {
    final class Library: ScrollRefreshable {
        let scrollView = ScrollView(content: gtk_label_new("Intro\nTheme\nEncore"))
        var refreshes = 0

        init() {
            addRefreshControl()
        }

        func refreshTriggered() {
            refreshes += 1
            scrollView.refreshControl?.endRefreshing()
        }
    }

    static func run(_ checks: Checks, screenshot path: String) {
        weak var weakWindowControl: ObserverKitGTK.ObservableButton?
        weak var weakStepper: ObserverKitGTK.ObservableStepper?
        weak var weakLibrary: Library?
        let volume = ObservableValue<Double>(10)
        var heldSteps = 0
        // GLib clears these when the widgets are finalized.
        let finalized = UnsafeMutablePointer<gpointer?>.allocate(capacity: 2)
        defer { finalized.deallocate() }
        do {
            let title = "ObserverKit GTK window"
            let window = Window(title: title, width: 400, height: 360)
            let play = ObserverKitGTK.ObservableButton(label: "Play")
            let stepper = ObserverKitGTK.ObservableStepper()
            let library = Library()
            weakWindowControl = play
            weakStepper = stepper
            weakLibrary = library
            finalized[0] = UnsafeMutableRawPointer(play.widget)
            finalized[1] = UnsafeMutableRawPointer(stepper.widget)
            g_object_add_weak_pointer(UnsafeMutablePointer(OpaquePointer(play.widget)), finalized)
            g_object_add_weak_pointer(UnsafeMutablePointer(OpaquePointer(stepper.widget)), finalized + 1)
            window.add(play)
            window.add(stepper)
            window.add(library.scrollView)
            stepper.bind(volume)
            stepper.addObserver(for: .valueChanged) { _ in heldSteps += 1 }
            let id = window.presentedOnX { stepper.bounds.width > 0 }

            library.scrollView.pullToRefresh()
            checks.expect(
                library.refreshes == 1, "pull to refresh calls refreshTriggered once, from the protocol default")

            // A scripted session, then the screenshot.
            window.click(play, x: 10, y: 10, on: id, settle: .zero)
            // Held while the window closes: its repeats must stop with it.
            window.press(stepper, x: stepper.bounds.width * 0.75, y: 8, on: id)
            GTKApplication.run(for: .milliseconds(200))
            let saved = window.savePNG(to: path)
            checks.expect(saved, "the window renders to \(path)")
            if saved { checkScreenshot(path, width: gtk_widget_get_width(window.widget), checks) }
            window.close()
        }
        let stepsAtClose = heldSteps
        GTKApplication.run(for: .milliseconds(800))
        XDoTool.release()
        checks.expect(
            weakWindowControl == nil && weakStepper == nil && weakLibrary == nil,
            "closing the window deallocates its controls and the refreshable screen")
        checks.expect(heldSteps == stepsAtClose, "a held stepper's repeats stop when its window closes")
        checks.expect(
            finalized[0] == nil && finalized[1] == nil, "the controls' GTK widgets are finalized, not leaked")
        volume.value = 20  // the binding went with the stepper: nothing to update, nothing crashes
        checks.expect(volume.value == 20, "a value outlives the controls bound to it")
    }

    /// The PNG has the window's width and is not one flat colour.
    static func checkScreenshot(_ path: String, width: Int32, _ checks: Checks) {
        guard let texture = gdk_texture_new_from_filename(path, nil) else {
            checks.expect(false, "the screenshot loads")
            return
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let (textureWidth, textureHeight) = (gdk_texture_get_width(texture), gdk_texture_get_height(texture))
        checks.expect(
            textureWidth == width && textureHeight > 0, "the screenshot has the window's size",
            "\(textureWidth)×\(textureHeight), window width \(width)")
        var pixels = [UInt8](repeating: 0, count: Int(textureWidth * textureHeight * 4))
        pixels.withUnsafeMutableBufferPointer {
            gdk_texture_download(texture, $0.baseAddress, gsize(textureWidth * 4))
        }
        var distinct = Set<UInt32>()
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let red = UInt32(pixels[index]) << 16
            let green = UInt32(pixels[index + 1]) << 8
            distinct.insert(red | green | UInt32(pixels[index + 2]))
        }
        checks.expect(distinct.count > 16, "the screenshot is not blank", "\(distinct.count) colours")
    }
}

import CGtk4
import ObserverKitGTK

extension Window {
    /// A window titled `title` holding `widgets` one under the other: the window a check builds before it
    /// presents it.
    ///
    /// ```swift
    /// let window = Window(title: "ObserverKit GTK button", width: 360, height: 240, holding: [button])
    /// ```
    convenience init(title: String, width: Int, height: Int, holding widgets: [any Widget]) {
        self.init(title: title, width: width, height: height)
        for widget in widgets { add(widget) }
    }

    /// Presents the window, runs the main loop until it is mapped and `ready` holds (its widgets laid out, say),
    /// and returns the X server's id of the window, found by its title (empty when the server does not list it):
    /// what a check does before it moves the pointer or types.
    ///
    /// ```swift
    /// let id = window.presentedOnX { button.bounds.width > 0 }
    /// XDoTool.move(window: id, to: window.surfacePoint(of: button, x: 10, y: 10))
    /// ```
    func presentedOnX(until ready: () -> Bool = { true }) -> String {
        present()
        GTKApplication.iterate { isMapped && ready() }
        let title = gtk_window_get_title(UnsafeMutablePointer<GtkWindow>(OpaquePointer(widget)))
        return XDoTool.window(named: title.map { String(cString: $0) } ?? "")
    }
}

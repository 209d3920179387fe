import CGtk4

/// The factory heard: the view's current one, referenced while heard. When the app sets another (`notify::factory`),
/// the old one is no longer heard; a `GtkSignalListItemFactory` is heard instead, any other factory (or none) ends the
/// display of every row shown.
extension ItemListEngine {
    /// A factory of ObserverKit's, whose rows are labels showing each item's string: heard, then set, so that
    /// every row GTK binds with it is reported.
    func installLabelFactory() {
        let made = gtk_signal_list_item_factory_new()!
        Signal.connectObject(UnsafeMutableRawPointer(made), "setup") { item in
            gtk_list_item_set_child(OpaquePointer(item), gtk_label_new(nil))
        }
        listen(to: made)
        setFactory(made)
        g_object_unref(UnsafeMutableRawPointer(made))
    }

    /// Hears the binds and unbinds of `factory`'s rows, referencing it until ``stopListening()``.
    func listen(to factory: OpaquePointer) {
        g_object_ref(UnsafeMutableRawPointer(factory))
        self.factory = factory
        let raw = UnsafeMutableRawPointer(factory)
        factoryHandlers.append(
            Signal.connectObject(raw, "bind") { [weak self] item in
                guard let self, let item else { return }
                bound(item)
            })
        factoryHandlers.append(
            Signal.connectObject(raw, "unbind") { [weak self] item in
                guard let self, let item else { return }
                unbound(item)
            })
    }

    /// No longer hears the factory heard, if any, and lets it go.
    func stopListening() {
        guard let factory else { return }
        for handler in factoryHandlers {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(factory), gulong(handler))
        }
        factoryHandlers = []
        self.factory = nil
        g_object_unref(UnsafeMutableRawPointer(factory))
    }

    /// Whether `factory` is a `GtkSignalListItemFactory`, whose binds and unbinds can be heard.
    static func isSignalFactory(_ factory: OpaquePointer) -> Bool {
        GObjectType.isInstance(UnsafeMutableRawPointer(factory), of: gtk_signal_list_item_factory_get_type())
    }

    /// The view's factory now.
    private var viewFactory: OpaquePointer? {
        switch kind {
        case .list: gtk_list_view_get_factory(OpaquePointer(view))
        case .grid: gtk_grid_view_get_factory(OpaquePointer(view))
        }
    }

    /// Sets the view's factory from here: not followed as the app's (``followFactory()``).
    private func setFactory(_ factory: OpaquePointer?) {
        Signal.blocking(UnsafeMutableRawPointer(view), factoryNotifyHandler) {
            switch kind {
            case .list: gtk_list_view_set_factory(OpaquePointer(view), factory)
            case .grid: gtk_grid_view_set_factory(OpaquePointer(view), factory)
            }
        }
    }

    /// Sets `factory` (heard, so referenced here) again: GTK unbinds every row and binds it anew with it.
    func resetFactory(_ factory: OpaquePointer) {
        setFactory(nil)
        setFactory(factory)
    }

    /// The view's factory is no longer the one heard (the app set another): the old one's rows are gone (GTK tore
    /// their widgets down) and it is no longer heard. A `GtkSignalListItemFactory` is heard instead and set again,
    /// so that GTK binds the rows anew with it (a row it binds where one was shown never left the display); with
    /// any other factory, or none, every row shown leaves the display.
    func followFactory() {
        guard !waits({ [weak self] in self?.followFactory() }) else { return }
        let current = viewFactory
        guard current != factory else { return }
        change {
            stopListening()
            // The rows bound with the old factory: their list items are gone, whether or not GTK unbound them.
            for position in displayed.values { leftDisplay(position) }
            displayed = [:]
            guard let current, Self.isSignalFactory(current) else { return takeEveryShownRow() }
            listen(to: current)
            resetFactory(current)
            return []
        }
    }
}

import CGtk4
@_spi(Backend) import ObserverKit

/// A segmented control composed from GTK widgets (GTK has none): linked toggle buttons in one group.
///
/// Its events carry ``selectedSegmentIndex``; it is bindable to an `ObservableValue<Int>`. Setting the index is
/// programmatic and sends nothing; out-of-range indices clamp into `noSegment...` the last.
public final class ObservableSegmentedControl: Control<Int> {
    /// The index of no segment.
    public static let noSegment = SegmentedControlBehavior.noSegment

    private var buttons: [UnsafeMutablePointer<GtkWidget>] = []
    private var isSettingProgrammatically = false

    /// A control with one segment per title; with none, no segment until ``segments`` is set.
    public init(items: [String] = []) {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(box, "linked")
        gtk_widget_set_halign(box, GTK_ALIGN_START)
        super.init(widget: box)
        for title in items { appendSegment(title) }
    }

    /// A toggle button titled `title` after the last, in the segments' group, wired to the control's events.
    private func appendSegment(_ title: String) {
        let button = gtk_toggle_button_new_with_label(title)!
        if let first = buttons.first {
            gtk_toggle_button_set_group(toggle(button), toggle(first))
        }
        buttons.append(button)
        gtk_box_append(box, button)
        Signal.connect(UnsafeMutableRawPointer(button), "toggled") { [weak self] in
            guard let self, !isSettingProgrammatically, gtk_toggle_button_get_active(toggle(button)) != 0 else {
                return
            }
            sendSelectionChange(to: button)
        }
        connectKeyboardActivation(of: button)
    }

    private var box: UnsafeMutablePointer<GtkBox> { UnsafeMutablePointer(OpaquePointer(widget)) }

    /// The segment activated from the keyboard that GTK has yet to select (it does 250 ms later), or `nil`.
    var keyboardActivatedSegment: UnsafeMutablePointer<GtkWidget>?

    private func toggle(_ button: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkToggleButton> {
        UnsafeMutablePointer(OpaquePointer(button))
    }

    /// The number of segments.
    public var numberOfSegments: Int { buttons.count }

    /// The segments' titles, left to right, as the headless control's. Setting it retitles the segments that
    /// stay, adds or removes segments at the end, keeps ``selectedSegmentIndex`` (clamped to the new segments)
    /// and sends nothing.
    ///
    /// ```swift
    /// let mode = ObservableSegmentedControl(items: ["Songs", "Albums"])
    /// mode.segments.append("Artists")   // three segments
    /// ```
    public var segments: [String] {
        get { buttons.map(title(of:)) }
        set {
            let selected = selectedSegmentIndex
            for (button, title) in zip(buttons, newValue) { gtk_button_set_label(self.button(button), title) }
            for title in newValue.dropFirst(buttons.count) { appendSegment(title) }
            while buttons.count > newValue.count {
                let removed = buttons.removeLast()
                if keyboardActivatedSegment == removed { keyboardActivatedSegment = nil }
                gtk_toggle_button_set_group(toggle(removed), nil)
                gtk_box_remove(box, removed)
            }
            selectedSegmentIndex = selected
        }
    }

    /// The title of segment `index`, as `UISegmentedControl.titleForSegment(at:)`; `nil` for an index outside
    /// the segments and for a segment whose title is empty.
    public func titleForSegment(at index: Int) -> String? {
        SegmentedControlBehavior.title(at: index, in: segments)
    }

    /// Sets the title of segment `index`, as `UISegmentedControl.setTitle(_:forSegmentAt:)` (`nil` leaves it
    /// with none); ignored for an index outside the segments, as UIKit's header says. Sends nothing, and the
    /// selection stays.
    public func setTitle(_ title: String?, forSegmentAt index: Int) {
        guard buttons.indices.contains(index) else { return }
        gtk_button_set_label(button(buttons[index]), title ?? "")
    }

    /// The label of a segment's button ("" when it has none).
    private func title(of segment: UnsafeMutablePointer<GtkWidget>) -> String {
        gtk_button_get_label(button(segment)).map { String(cString: $0) } ?? ""
    }

    private func button(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkButton> {
        UnsafeMutablePointer(OpaquePointer(widget))
    }

    /// The selected segment, or ``noSegment``.
    public var selectedSegmentIndex: Int {
        get { buttons.firstIndex { gtk_toggle_button_get_active(toggle($0)) != 0 } ?? Self.noSegment }
        set {
            let index = SegmentedControlBehavior.clampedIndex(newValue, numberOfSegments: buttons.count)
            isSettingProgrammatically = true
            defer { isSettingProgrammatically = false }
            for (position, button) in buttons.enumerated() {
                gtk_toggle_button_set_active(toggle(button), position == index ? 1 : 0)
            }
        }
    }

    /// Every event carries the selected index.
    override public func observation(for event: ControlEvent) -> Int {
        selectedSegmentIndex
    }

}

extension ObservableSegmentedControl: BindableControl {
    /// The selected index; setting it is programmatic (no event).
    public var boundValue: Int {
        get { selectedSegmentIndex }
        set { selectedSegmentIndex = newValue }
    }
}

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

    /// A control with one segment per title.
    public init(items: [String]) {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(box, "linked")
        gtk_widget_set_halign(box, GTK_ALIGN_START)
        super.init(widget: box)
        for title in items {
            let button = gtk_toggle_button_new_with_label(title)!
            if let first = buttons.first {
                gtk_toggle_button_set_group(toggle(button), toggle(first))
            }
            buttons.append(button)
            gtk_box_append(UnsafeMutablePointer(OpaquePointer(box)), button)
            Signal.connect(UnsafeMutableRawPointer(button), "toggled") { [weak self] in
                guard let self, !isSettingProgrammatically, gtk_toggle_button_get_active(toggle(button)) != 0 else {
                    return
                }
                sendSelectionChange()
            }
            connectKeyboardActivation(of: button)
        }
    }

    /// Whether a segment was activated from the keyboard and GTK has yet to select it (it does 250 ms later).
    var keyboardSelectionPending = false

    private func toggle(_ button: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkToggleButton> {
        UnsafeMutablePointer(OpaquePointer(button))
    }

    /// The number of segments.
    public var numberOfSegments: Int { buttons.count }

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

import CGtk4
import Foundation
@_spi(Backend) import ObserverKit

/// A segmented control composed from GTK widgets (GTK has none): linked toggle buttons in one group.
///
/// Its events carry ``selectedSegmentIndex``; it is bindable to an `ObservableValue<Int>`. Setting the index is
/// programmatic and sends nothing; out-of-range indices clamp into `noSegment...` the last.
///
/// The pointer runs the headless segmented control's rule, not GtkToggleButton's click: the control takes the pointer
/// over from its buttons (as the slider and the switch do), and a touch lifted inside, over a segment or within the
/// 70-point touch slop around the control, selects the segment under it (the first or the last when it is beyond them).
/// When that changes the selection, valueChanged, then primaryActionTriggered (a selection is the control's primary
/// action), come before touchUpInside, all with origin `.touch`, as on the headless backend and in UIKit; a press
/// dragged from one segment onto another and released there selects the other. The segment under the touch is the one
/// GTK lays out there (its allocation, mirrored in a right-to-left layout), where the headless control divides its
/// width equally. While a touch is inside, the segment under it shows GTK's pressed look (`:active`). A click does not
/// move the keyboard focus to a segment, as GtkToggleButton's own click would.
///
/// Space or Return on the focused segment, and assistive technology's activation, still go through GTK: the
/// selection it makes is reported with origin `.keyboard` (see `connectKeyboardActivation(of:)`).
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
        // The pointer selects through trackTouch(_:at:); GTK toggles a segment for the keyboard and assistive
        // technology (and a touchscreen's tap, which GTK's gestures take as touch events).
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

    /// The control takes the pointer over from its toggle buttons, to run the headless control's rule.
    override public var handlesPointer: Bool { true }

    /// A touch lifted inside selects the segment under it and sends valueChanged, then primaryActionTriggered,
    /// when that changes the selection, as the headless control's `trackTouch(_:at:)`; the segment under a touch
    /// inside shows as pressed.
    override public func trackTouch(_ phase: TouchPhase, at location: CGPoint) {
        switch phase {
        case .began, .moved:
            showPressed(isTouchInside ? segment(at: location) : nil)
        case .ended(let inside):
            showPressed(nil)
            guard inside, let index = segment(at: location), index != selectedSegmentIndex else { return }
            selectedSegmentIndex = index
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        case .cancelled:
            showPressed(nil)
        }
    }

    /// The segment at `location`'s x, as GTK lays the segments out: the one whose allocation holds it, the first
    /// (leftmost) or last (rightmost) one beyond them; `nil` without segments or width.
    func segment(at location: CGPoint) -> Int? {
        let frames = buttons.map { button -> (minX: Double, maxX: Double) in
            var rect = graphene_rect_t()
            guard gtk_widget_compute_bounds(button, widget, &rect) != 0 else { return (0, 0) }
            return (Double(rect.origin.x), Double(rect.origin.x + rect.size.width))
        }
        guard !frames.isEmpty, bounds.width > 0 else { return nil }
        if let index = frames.firstIndex(where: { $0.minX <= location.x && location.x < $0.maxX }) { return index }
        // Beyond the segments (within the slop): the nearest one.
        return frames.indices.min { distance(location.x, frames[$0]) < distance(location.x, frames[$1]) }
    }

    private func distance(_ x: Double, _ frame: (minX: Double, maxX: Double)) -> Double {
        x < frame.minX ? frame.minX - x : x - frame.maxX
    }

    /// Shows segment `index` pressed (GTK's `:active`), and no other; `nil` shows none.
    private func showPressed(_ index: Int?) {
        for (position, button) in buttons.enumerated() {
            if position == index {
                gtk_widget_set_state_flags(button, GTK_STATE_FLAG_ACTIVE, 0)
            } else {
                gtk_widget_unset_state_flags(button, GTK_STATE_FLAG_ACTIVE)
            }
        }
    }

}

extension ObservableSegmentedControl: BindableControl {
    /// The selected index; setting it is programmatic (no event).
    public var boundValue: Int {
        get { selectedSegmentIndex }
        set { selectedSegmentIndex = newValue }
    }
}

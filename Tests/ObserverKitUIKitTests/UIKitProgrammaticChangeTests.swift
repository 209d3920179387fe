import Foundation
import ObserverKitUIKit
import Testing

/// The "Code" row of each control's page, UIKit column: a change made from code sends nothing, as UIKit sends
/// nothing for it; only `sendActions(for:)` does.
@MainActor
@Suite("UIKit backend: changes from code send nothing")
struct UIKitProgrammaticChangeTests {
    /// Every event `control` sends, as "event value".
    func log<Control: ObservableControl>(_ control: Control) -> () -> [String] {
        var entries: [String] = []
        for event in ControlEvent.allEvents {
            control.addObserver(for: event) { value in entries.append("\(event) \(value)") }
        }
        return { entries }
    }

    #if !os(tvOS)
        @Test("slider, switch and stepper: value, range, isOn and stepValue set from code send nothing")
        func valueControls() {
            let slider = ObservableSlider()
            let sliderEvents = log(slider)
            slider.value = 0.5
            slider.minimumValue = -1
            slider.maximumValue = 0.25
            slider.setValue(0, animated: true)
            #expect(sliderEvents().isEmpty)

            let toggle = ObservableSwitch()
            let switchEvents = log(toggle)
            toggle.isOn = true
            toggle.setOn(false, animated: true)
            #expect(switchEvents().isEmpty)

            let stepper = ObservableStepper()
            let stepperEvents = log(stepper)
            stepper.value = 50
            stepper.minimumValue = 60
            stepper.maximumValue = 70
            stepper.stepValue = 2
            #expect(stepperEvents().isEmpty)
            #expect(stepper.value == 60)
        }

        @Test("date picker and refresh control: date, limits and refreshing set from code send nothing")
        func dateAndRefresh() {
            let picker = ObservableDatePicker()
            let pickerEvents = log(picker)
            picker.date = Date(timeIntervalSince1970: 100)
            picker.minimumDate = Date(timeIntervalSince1970: 200)
            picker.maximumDate = Date(timeIntervalSince1970: 300)
            picker.setDate(Date(timeIntervalSince1970: 0), animated: false)
            #expect(pickerEvents().isEmpty)
            #expect(picker.date == Date(timeIntervalSince1970: 200))

            let refresh = ObservableRefreshControl()
            let refreshEvents = log(refresh)
            refresh.beginRefreshing()
            refresh.endRefreshing()
            #expect(refreshEvents().isEmpty)
        }

        // https://developer.apple.com/documentation/uikit/uirefreshcontrol: a pull "begins animating its progress
        // indicator, and notifies your app" (UITableViewController.refreshControl: "the control generates a
        // valueChanged event"): the user's, not code's; the model's stand-in for the finger.
        @Test("a refresh control pulled by the user refreshes and sends valueChanged; not again while refreshing")
        func refreshPulled() {
            let refresh = ObservableRefreshControl()
            let refreshEvents = log(refresh)
            refresh.simulatePull()
            #expect(refresh.isRefreshing)
            refresh.simulatePull()  // shown already: no second refresh
            #expect(refreshEvents().count == 1)
            refresh.endRefreshing()
            refresh.isEnabled = false
            refresh.simulatePull()
            #expect(!refresh.isRefreshing)
            #expect(refreshEvents().count == 1)
        }
    #endif

    @Test("page control, segmented control and text field: page, selection and text set from code send nothing")
    func otherControls() {
        let pages = ObservablePageControl()
        let pageEvents = log(pages)
        pages.numberOfPages = 3
        pages.currentPage = 2
        pages.numberOfPages = 2
        #expect(pageEvents().isEmpty)
        #expect(pages.currentPage == 1)

        let segments = ObservableSegmentedControl(items: ["A", "B"])
        let segmentEvents = log(segments)
        segments.selectedSegmentIndex = 1
        #expect(segmentEvents().isEmpty)

        let field = ObservableTextField()
        _ = field.becomeFirstResponder()  // editingDidBegin, before the log: the subject is the text set from code
        let fieldEvents = log(field)
        field.text = "set"
        #expect(fieldEvents().isEmpty)
    }

    @Test("a text view's text set from code reports nothing, bound or not")
    func textView() {
        let notes = ObservableTextView(frame: .zero, textContainer: nil)
        var reports: [ObservableTextView.Action] = []
        notes.addObserver { reports.append($0) }
        notes.text = "set"
        let draft = ObservableValue("bound")
        notes.bind(draft)
        draft.value = "changed"
        #expect(notes.text == "changed")
        #expect(reports.isEmpty)
    }

    #if !os(tvOS)
        @Test("a switch's events carry isOn as it is when sent: VoiceOver's touchUpInside carries the new state")
        func switchCarriesCurrentState() {
            let toggle = ObservableSwitch()
            let events = log(toggle)
            _ = toggle.accessibilityActivate()
            #expect(
                events() == [
                    "touchDown false", "valueChanged true", "primaryActionTriggered true", "touchUpInside true",
                ])
        }
    #endif
}

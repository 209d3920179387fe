import Foundation
import ObserverKitTestSupport
import ObserverKitUIKit
import Testing

/// The examples of the UIKit backend's documentation (its catalog's landing page and extension files, and the
/// public types' DocC comments) do what their comments say: CI compiles them; these run them, with `print`
/// replaced by a log.
@MainActor
@Suite("UIKit backend: the documentation's examples")
struct UIKitDocExampleTests {
    @Test("ObservableButton: UIKit's own sendActions(for: .touchUpInside) prints \"play\", once")
    func button() {
        var printed: [String] = []
        let play = ObservableButton()
        play.addObserver(for: .touchUpInside) { printed.append("play") }
        play.sendActions(for: .touchUpInside)
        #expect(printed == ["play"])
    }

    @Test("ObservableButton.sendActions with touchUpInside and primaryActionTriggered prints once")
    func buttonPrimaryOnce() {
        var printed: [String] = []
        let button = ObservableButton()
        button.addObserver(for: .primaryActionTriggered) { printed.append("primary") }
        button.sendActions(for: [.touchUpInside, .primaryActionTriggered] as ControlEvent)
        #expect(printed == ["primary"])
    }

    #if !os(tvOS)
        @Test("ObservableRefreshControl: the pull prints \"reload\"; endRefreshing sends nothing")
        func refreshControl() {
            var printed: [String] = []
            let refresh = ObservableRefreshControl()
            refresh.addAction(for: .valueChanged) { [weak refresh] in
                printed.append("reload")
                refresh?.endRefreshing()
            }
            refresh.sendActions(for: .valueChanged)
            #expect(printed == ["reload"])
            #expect(!refresh.isRefreshing)
        }

        @Test("ObservableSwitch: isOn set from code prints nothing; sendActions prints \"shuffle true\"")
        func switchExample() {
            var printed: [String] = []
            let shuffle = ObservableSwitch()
            shuffle.addObserver(for: .valueChanged) { isOn in printed.append("shuffle \(isOn)") }
            shuffle.isOn = true
            #expect(printed.isEmpty)
            shuffle.sendActions(for: .valueChanged)
            #expect(printed == ["shuffle true"])
        }

        @Test("ObservableSlider: bound, it shows 0.5; the value's change moves it and sends nothing")
        func slider() {
            var printed: [String] = []
            let volume = ObservableValue<Float>(0.5)
            let slider = ObservableSlider()
            slider.bind(volume)
            #expect(slider.value == 0.5)
            slider.addObserver(for: .valueChanged) { action in
                if case .valueChanged(let value) = action { printed.append("volume \(value)") }
            }
            volume.value = 0.8
            #expect(slider.value == 0.8)
            #expect(printed.isEmpty)
            slider.value = 0.3  // the user's drag, as UIKit delivers it
            slider.sendActions(for: .valueChanged)
            #expect(volume.value == 0.3)
            #expect(printed == ["volume 0.3"])
        }

        @Test("ObservableSlider.Action: touchDown prints \"grabbed\", valueChanged the value")
        func sliderAction() {
            var printed: [String] = []
            let slider = ObservableSlider()
            slider.addObserver(for: [.touchDown, .valueChanged]) { (action: ObservableSlider.Action) in
                switch action {
                case .isTrackingTouch(let tracking): printed.append(tracking ? "grabbed" : "let go")
                case .valueChanged(let value): printed.append("value \(value)")
                }
            }
            slider.sendActions(for: .touchDown)
            slider.value = 0.25
            slider.sendActions(for: .valueChanged)
            #expect(printed == ["grabbed", "value 0.25"])
        }

        @Test("ObservableStepper: bound, it shows 1; the user's steps write the value")
        func stepper() {
            var printed: [String] = []
            let quantity = ObservableValue<Double>(1)
            let stepper = ObservableStepper()
            stepper.maximumValue = 10
            stepper.bind(quantity)
            stepper.addObserver(for: .valueChanged) { value in printed.append("quantity \(value)") }
            #expect(stepper.value == 1)
            stepper.value = 2
            stepper.sendActions(for: .valueChanged)
            #expect(quantity.value == 2)
            #expect(printed == ["quantity 2.0"])
        }

        @Test("ObservableDatePicker: bound to a date before its minimum, it shows the minimum and prints nothing")
        func datePicker() {
            var printed: [String] = []
            let dueDate = ObservableValue(Date())
            let due = ObservableDatePicker()
            due.minimumDate = Date()
            due.addObserver(for: .valueChanged) { date in printed.append("due \(date)") }
            due.bind(dueDate)
            #expect(printed.isEmpty)
            #expect(due.date >= due.minimumDate!)
        }
    #endif

    @Test("ObservableSegmentedControl: bound, it shows \"Songs\"; the user's choice writes the value")
    func segmentedControl() {
        var printed: [String] = []
        let mode = ObservableSegmentedControl(items: ["Songs", "Albums", "Artists"])
        let selected = ObservableValue(0)
        mode.bind(selected)
        #expect(mode.selectedSegmentIndex == 0)
        #expect(mode.titleForSegment(at: mode.selectedSegmentIndex) == "Songs")
        mode.addObserver(for: .valueChanged) { index in printed.append("segment \(index)") }
        mode.selectedSegmentIndex = 2
        mode.sendActions(for: .valueChanged)
        #expect(selected.value == 2)
        #expect(printed == ["segment 2"])
    }

    @Test("ObservablePageControl: bound, it prints nothing; the user's page writes the value")
    func pageControl() {
        var printed: [String] = []
        let currentPage = ObservableValue(0)
        let pages = ObservablePageControl()
        pages.numberOfPages = 3
        pages.addObserver(for: .valueChanged) { page in printed.append("page \(page)") }
        pages.bind(currentPage)
        #expect(printed.isEmpty)
        pages.currentPage = 1
        pages.sendActions(for: .valueChanged)
        #expect(currentPage.value == 1)
        #expect(printed == ["page 1"])
    }

    @Test("ObservableTextField: typing writes the value; setting the value sets the text without an event")
    func textField() {
        var printed: [String] = []
        let search = ObservableTextField()
        search.addObserver(for: [.editingChanged, .editingDidEndOnExit]) { action in
            switch action {
            case .editingChanged(let text): printed.append("typed \(text)")
            case .editingDidEndOnExit(let text): printed.append("search for \(text)")
            default: break
            }
        }
        let query = ObservableValue("")
        search.bind(query)
        _ = search.becomeFirstResponder()
        search.insertText("jazz")
        #expect(query.value == "jazz")
        search.sendActions(for: .editingDidEndOnExit)
        query.value = "blues"
        #expect(search.text == "blues")
        #expect(printed == ["typed jazz", "search for jazz"])
    }

    @Test("ObservableTextField.Action: editingDidEnd prints the name")
    func textFieldAction() {
        var printed: [String] = []
        let name = ObservableTextField()
        name.addObserver(for: .editingDidEnd) { (action: ObservableTextField.Action) in
            printed.append("name: \(action.text)")
        }
        name.text = "Ada"
        name.sendActions(for: .editingDidEnd)
        #expect(printed == ["name: Ada"])
    }

    @Test("ObservableTextView: typing writes the value; setting the value rewrites the text, reporting nothing")
    func textView() {
        var printed: [String] = []
        let notes = ObservableTextView(frame: .zero, textContainer: nil)
        notes.addObserver { action in
            if case .didChange(let text) = action { printed.append("notes: \(text)") }
            if action == .didEndEditing { printed.append("done editing") }
        }
        let draft = ObservableValue("")
        notes.bind(draft)
        UIKitTextViewTests.userTypes("Hi", into: notes)
        #expect(draft.value == "Hi")
        draft.value = "Bye"
        #expect(notes.text == "Bye")
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: notes)
        #expect(printed == ["notes: Hi", "done editing"])
    }

    #if !os(tvOS)
        @Test("ScrollRefreshable: a pull on the plain scroll view calls refreshTriggered once")
        func scrollRefreshable() {
            @MainActor
            final class LibraryScreen: ScrollRefreshable {
                let scrollView = UIScrollView(frame: .zero)
                private(set) var reloads = 0

                init() {
                    addRefreshControl()
                }

                func refreshTriggered() {
                    reloads += 1
                    scrollView.refreshControl?.endRefreshing()
                }
            }
            let library = LibraryScreen()
            library.scrollView.refreshControl?.sendActions(for: .valueChanged)
            #expect(library.reloads == 1)
        }

        @Test("ObservedControl.sendActions: a plain switch's observer prints false")
        func observedSendActions() {
            var printed: [String] = []
            let toggle = UISwitch()
            toggle.observed.addObserver(for: .valueChanged) { isOn in printed.append("\(isOn)") }
            toggle.observed.sendActions(for: .valueChanged)
            #expect(printed == ["false"])
        }
    #endif

    @Test("ObservedBarButtonItem: a tap runs the app's save, then the observer; sendActions prints \"done\"")
    func barButtonItem() {
        var printed: [String] = []
        let save = UIBarButtonItem(primaryAction: UIAction(title: "Save") { _ in printed.append("the app saves") })
        save.observed.addObserver(for: .primaryActionTriggered) { printed.append("observed") }
        save.simulateTap()
        #expect(printed == ["the app saves", "observed"])
        printed.removeAll()
        let item = UIBarButtonItem(title: "Done")
        item.observed.addObserver(for: .primaryActionTriggered) { printed.append("done") }
        item.observed.sendActions(for: .primaryActionTriggered)
        #expect(printed == ["done"])
        #expect(ObservedBarButtonItem.observing(item) === item.observed)
    }

    @Test("ObservedControlKind: the RatingKind example reports the selected index plus one")
    func ratingKind() {
        var printed: [String] = []
        let control = UISegmentedControl(items: ["1", "2", "3"])
        let stars = ObservedControl<StarRatingLibrary.RatingKind>.observing(control)
        stars.addObserver(for: .valueChanged) { rating in printed.append("\(rating) stars") }
        control.selectedSegmentIndex = 2
        control.sendActions(for: .valueChanged)
        #expect(printed == ["3 stars"])
    }

    @Test("UIControl.observed: a plain control seen as UIControl observes Void; SliderKind's hold is nil untouched")
    func controlObserved() {
        var printed: [String] = []
        let slider = UISlider()
        slider.observed.addObserver(for: .valueChanged) { action in printed.append("\(action)") }
        let control: UIControl = slider
        control.observed.addObserver(for: .touchDown) { printed.append("down") }
        slider.sendActions(for: .touchDown)
        slider.sendActions(for: .valueChanged)
        #expect(printed == ["down", "valueChanged(0.0)"])
        #expect(SliderKind.bindingHold(of: UISlider()) == nil)
        #expect(ObservedControl<SliderKind>.observing(slider) === slider.observed)
    }

    @Test("ObservedControl, ControlsYouDidNotCreate: UIKit's own sendActions prints \"nil\", observed's \"program\"")
    func observedOrigins() {
        var printed: [String] = []
        let button = UIButton()
        let observed = button.observed
        observed.addObserver(for: .touchUpInside) { [unowned observed] in
            printed.append(observed.currentEventOrigin.map { "\($0)" } ?? "nil")
        }
        button.sendActions(for: .touchUpInside)
        observed.sendActions(for: .touchUpInside)
        #expect(printed == ["nil", "program"])
    }
}

import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// A headless segmented control: three segments of 80 points; a tap selects the segment under the touch.
@MainActor @Suite struct SegmentedControlTests {
    typealias Entry = ControlEventRecord<Int>
    let control = ObservableSegmentedControl(items: ["Songs", "Albums", "Artists"])
    let clock = TestScheduler()

    init() {
        control.scheduler = clock
    }

    @Test func startsWithNoSegmentSelected() {
        #expect(control.selectedSegmentIndex == ObservableSegmentedControl.noSegment)
        #expect(control.numberOfSegments == 3)
        #expect(control.bounds.width == 240)
    }

    @Test func tapSelectsTheSegmentUnderTheTouchBeforeTouchUpInside() {
        let recording = control.recorder()
        control.tap(at: .at(200, 16))
        #expect(
            recording.values == [
                Entry(.touchDown, -1),
                Entry(.valueChanged, 2),
                Entry(.primaryActionTriggered, 2),
                Entry(.touchUpInside, 2),
            ])
    }

    @Test func tappingTheSelectedSegmentSendsNoValueChanged() {
        control.selectedSegmentIndex = 1
        let recording = control.recorder()
        control.tap(at: .at(100, 16))
        #expect(recording.values.map(\.event) == [.touchDown, .touchUpInside])
    }

    @Test func dragOutAndBackSelectsWhereTheTouchLifts() {
        let recording = control.recorder()
        control.beginTouch(at: .at(10, 16))
        control.moveTouch(to: .at(10, 300))
        control.moveTouch(to: .at(100, 16))
        control.endTouch()
        #expect(
            recording.values.map(\.event) == [
                .touchDown, .touchDragOutside, .touchDragExit, .touchDragInside, .touchDragEnter, .valueChanged,
                .primaryActionTriggered, .touchUpInside,
            ])
        #expect(control.selectedSegmentIndex == 1)
    }

    @Test func liftingInsideOnlyByTheSlopSelectsTheNearestEndSegment() {
        control.beginTouch(at: .at(100, 16))
        control.endTouch(at: .at(290, 16))
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test func releaseOutsideAndCancelSelectNothing() {
        let recording = control.recorder()
        control.beginTouch(at: .at(10, 16))
        control.endTouch(at: .at(10, 300))
        control.beginTouch(at: .at(10, 16))
        control.cancelTouch()
        #expect(
            recording.values.map(\.event) == [
                .touchDown, .touchDragOutside, .touchDragExit, .touchUpOutside, .touchDown, .touchCancel,
            ])
        #expect(control.selectedSegmentIndex == -1)
    }

    @Test func doubleTapSendsTouchDownRepeatAndSelectsOnce() {
        let recording = control.recorder()
        control.tap(at: .at(10, 16))
        clock.advance(by: .milliseconds(100))
        control.tap(at: .at(10, 16))
        #expect(
            recording.values == [
                Entry(.touchDown, -1),
                Entry(.valueChanged, 0),
                Entry(.primaryActionTriggered, 0),
                Entry(.touchUpInside, 0),
                Entry(.touchDown, 0),
                Entry(.touchDownRepeat, 0),
                Entry(.touchUpInside, 0),
            ])
    }

    @Test func disabledControlIgnoresTaps() {
        let recording = control.recorder()
        control.isEnabled = false
        control.tap(at: .at(10, 16))
        #expect(recording.values.isEmpty)
    }

    @Test func outOfRangeIndicesClampAndSettingSendsNothing() {
        let recording = control.recorder()
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == 2)
        control.selectedSegmentIndex = -4
        #expect(control.selectedSegmentIndex == -1)
        control.selectedSegmentIndex = 2
        control.segments = ["One"]
        #expect(control.selectedSegmentIndex == 0)
        control.segments = []
        #expect(control.selectedSegmentIndex == -1)
        #expect(recording.values.isEmpty)
    }

    @Test func titlesReadAndWriteOnlyTheSegmentsThereAre() {
        let recording = control.recorder()
        control.selectedSegmentIndex = 1
        #expect(control.titleForSegment(at: 0) == "Songs")
        #expect(control.titleForSegment(at: 3) == nil)
        #expect(control.titleForSegment(at: -1) == nil)
        control.setTitle("Genres", forSegmentAt: 2)
        control.setTitle("Ignored", forSegmentAt: 3)
        control.setTitle("Ignored", forSegmentAt: -2)
        control.setTitle(nil, forSegmentAt: 0)
        #expect(control.segments == ["", "Albums", "Genres"])
        #expect(control.titleForSegment(at: 0) == nil)
        #expect(control.selectedSegmentIndex == 1)
        #expect(recording.values.isEmpty)
        control.segments = []
        control.setTitle("Nothing to title", forSegmentAt: 0)
        #expect(control.segments.isEmpty && control.titleForSegment(at: 0) == nil)
    }

    @Test func segmentAtALocation() {
        #expect(control.segment(at: .at(0, 0)) == 0)
        #expect(control.segment(at: .at(79.9, 0)) == 0)
        #expect(control.segment(at: .at(80, 0)) == 1)
        #expect(control.segment(at: .at(-50, 0)) == 0)
        #expect(control.segment(at: .at(1000, 0)) == 2)
        #expect(ObservableSegmentedControl().segment(at: .at(10, 10)) == nil)
    }
}

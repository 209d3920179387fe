import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// A headless page control: a tap left or right of the current dot moves one page (valueChanged before
/// touchUpInside), never past either end; pages pin into `0..<numberOfPages`; binding both ways.
@MainActor @Suite struct PageControlTests {
    typealias Entry = ControlEventRecord<Int>
    let pages = ObservablePageControl(numberOfPages: 3)
    let clock = TestScheduler()

    init() {
        pages.scheduler = clock
    }

    var right: CGPoint { CGPoint(x: pages.currentDotCenter.x + 6, y: 18) }
    var left: CGPoint { CGPoint(x: pages.currentDotCenter.x - 6, y: 18) }

    @Test func tapRightOfTheCurrentDotMovesOnePageForward() {
        let recording = pages.recorder()
        pages.tap(at: right)
        #expect(
            recording.values == [
                Entry(.touchDown, 0),
                Entry(.valueChanged, 1),
                Entry(.touchUpInside, 1),
            ])
    }

    @Test func tapFarRightStillMovesOnlyOnePage() {
        pages.tap(at: CGPoint(x: pages.bounds.maxX - 1, y: 18))
        #expect(pages.currentPage == 1)
    }

    @Test func tapLeftOfTheCurrentDotMovesOnePageBack() {
        pages.currentPage = 2
        let recording = pages.recorder(for: .valueChanged)
        pages.tap(at: left)
        #expect(recording.values.map(\.observation) == [1])
    }

    @Test func tapBeyondEitherEndSendsNoValueChanged() {
        let recording = pages.recorder()
        pages.tap(at: left)
        clock.advance(by: .seconds(1))  // past the double-tap interval: no touchDownRepeat
        pages.currentPage = 2
        pages.tap(at: right)
        #expect(recording.values.map(\.event) == [.touchDown, .touchUpInside, .touchDown, .touchUpInside])
        #expect(pages.currentPage == 2)
    }

    @Test func tapOnTheCurrentDotsCentreChangesNothing() {
        let recording = pages.recorder(for: .valueChanged)
        pages.tap(at: pages.currentDotCenter)
        #expect(recording.values.isEmpty && pages.currentPage == 0)
    }

    @Test func releaseOutsideOrCancelChangesNothing() {
        let recording = pages.recorder(for: .valueChanged)
        pages.beginTouch(at: right)
        pages.endTouch(at: CGPoint(x: 500, y: 18))
        pages.beginTouch(at: right)
        pages.cancelTouch()
        #expect(recording.values.isEmpty && pages.currentPage == 0)
    }

    @Test func pagesOutsideTheRangeArePinned() {
        pages.currentPage = 7
        #expect(pages.currentPage == 2)
        pages.currentPage = -4
        #expect(pages.currentPage == 0)
        pages.currentPage = 2
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        pages.numberOfPages = -3
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
        pages.tap(at: right)
        #expect(pages.currentPage == 0)
    }

    @Test func theDotsAreCentredAndSixteenPointsApart() {
        #expect(pages.currentDotCenter.x == CGFloat(100 - 16))
        pages.currentPage = 2
        #expect(pages.currentDotCenter.x == CGFloat(100 + 16))
    }

    /// A negative page count is 0, whether given to the initializer or set.
    @Test func aNegativePageCountIsZero() {
        let none = ObservablePageControl(numberOfPages: -3)
        #expect(none.numberOfPages == 0 && none.currentPage == 0)
        pages.numberOfPages = -1
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
    }

    /// The dots are centred in the bounds wherever they are: with an origin that is not zero, a tap just left of
    /// the current dot goes back, not forward (the dot is not placed as if the bounds started at 0).
    @Test func theDotsFollowBoundsThatDoNotStartAtZero() {
        let shifted = ObservablePageControl(numberOfPages: 3, bounds: CGRect(x: 100, y: 0, width: 200, height: 36))
        shifted.currentPage = 1
        #expect(shifted.currentDotCenter == CGPoint(x: 200, y: 18))
        let recording = shifted.recorder(for: .valueChanged)
        shifted.tap(at: CGPoint(x: 194, y: 18))
        #expect(recording.values.map(\.observation) == [0])
    }

    @Test func bindsBothWaysAndProgrammaticSetsSendNothing() {
        let page = ObservableValue(1)
        pages.bind(page)
        #expect(pages.currentPage == 1)
        let recording = pages.recorder()
        page.value = 9
        #expect(pages.currentPage == 2 && recording.values.isEmpty)
        pages.currentPage = 0
        pages.tap(at: right)
        #expect(page.value == 1)
    }

    @Test func disabledIgnoresTaps() {
        pages.isEnabled = false
        let recording = pages.recorder()
        pages.tap(at: right)
        #expect(recording.values.isEmpty && pages.currentPage == 0)
    }
}

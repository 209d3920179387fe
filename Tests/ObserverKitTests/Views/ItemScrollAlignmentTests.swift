import Foundation
@_spi(Backend) import ObserverKit
import Testing

/// Where a selection from code scrolls an item, on both axes, as the headless and GTK lists share it; and which
/// alignment UIKit's scroll positions name.
@Suite struct ItemScrollAlignmentTests {
    /// An item of 100 × 50 at (400, 1,000), in a view of 300 × 200 scrolled to (7, 9).
    let frame = CGRect(x: 400, y: 1_000, width: 100, height: 50)
    let size = CGSize(width: 300, height: 200)
    let from = CGPoint(x: 7, y: 9)

    @Test(arguments: [
        (ItemScrollAlignment?.some(.start), ItemScrollAlignment?.none, CGPoint(x: 7, y: 1_000)),
        (.center, nil, CGPoint(x: 7, y: 925)),  // the item's centre, 1,025, at the view's 100
        (.end, nil, CGPoint(x: 7, y: 850)),  // its bottom, 1,050, at the view's 200
        (nil, .start, CGPoint(x: 400, y: 9)),
        (nil, .center, CGPoint(x: 300, y: 9)),  // its centre, 450, at the view's 150
        (nil, .end, CGPoint(x: 200, y: 9)),  // its right edge, 500, at the view's 300
        (.end, .start, CGPoint(x: 400, y: 850)),
        (nil, nil, CGPoint(x: 7, y: 9)),
    ])
    func theOffsetPutsTheItemAtItsPlaceOnEachAlignedAxis(
        vertical: ItemScrollAlignment?, horizontal: ItemScrollAlignment?, offset: CGPoint
    ) {
        #expect(
            ItemScrollAlignment.offset(
                showing: frame, inViewOf: size, from: from, vertical: vertical, horizontal: horizontal) == offset)
    }

    @Test func tablePositionsNameTheirVerticalPlaceAndNoneNoScroll() {
        #expect(TableViewScrollPosition.allCases.map(\.verticalAlignment) == [nil, .start, .center, .end])
    }

    @Test func collectionPositionsNameOnePlaceAnAxisAndAnyOtherMixNone() {
        let cases: [(CollectionViewScrollPosition, ItemScrollAlignment?, ItemScrollAlignment?)] = [
            ([], nil, nil),
            (.top, .start, nil), (.centeredVertically, .center, nil), (.bottom, .end, nil),
            (.left, nil, .start), (.centeredHorizontally, nil, .center), (.right, nil, .end),
            ([.bottom, .left], .end, .start),
            ([.top, .bottom], nil, nil), ([.top, .centeredVertically, .right], nil, .end),
            ([.left, .right, .centeredVertically], .center, nil),
            (CollectionViewScrollPosition(rawValue: 1 << 6), nil, nil),  // no member UIKit names
        ]
        for (position, vertical, horizontal) in cases {
            #expect(
                position.verticalAlignment == vertical && position.horizontalAlignment == horizontal,
                "\(position.rawValue)")
        }
    }
}

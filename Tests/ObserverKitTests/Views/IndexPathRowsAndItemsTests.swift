import Foundation
import ObserverKit
import Testing

// Where UIKit or AppKit exists, theirs are used (and the core declares none of these, or only `row`).
#if !canImport(UIKit) && !canImport(AppKit)
    /// UIKit's spellings of an index path, where Foundation alone (Linux) does not declare them.
    @Suite struct IndexPathRowsAndItemsTests {
        @Test func rowsItemsAndSectionsReadAndWriteTheTwoIndexes() {
            var row = IndexPath(row: 3, section: 1)
            #expect(row == IndexPath(indexes: [1, 3]))
            #expect(row.row == 3 && row.section == 1 && row.item == 3)
            row.row = 4
            row.section = 2
            #expect(row == IndexPath(indexes: [2, 4]))
            var item = IndexPath(item: 5, section: 0)
            item.item = 6
            #expect(item == IndexPath(row: 6, section: 0))
        }
    }
#endif

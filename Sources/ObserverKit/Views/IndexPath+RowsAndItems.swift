// UIKit declares these on IndexPath (and AppKit its item and section); swift-corelibs-foundation, on Linux, does
// not. Declared here where neither exists, so that code over the shared view actions (`.didSelect(indexPath)`,
// `indexPath.row`) reads the same on every backend; where UIKit or AppKit exists, theirs are used.
import Foundation

#if !canImport(UIKit)
    extension IndexPath {
        /// An index path for `row` in `section`, as UIKit's `IndexPath(row:section:)`.
        ///
        /// ```swift
        /// let indexPath = IndexPath(row: 3, section: 0)
        /// print(indexPath.row)   // 3
        /// ```
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        /// The row: the second index, as UIKit's `IndexPath.row`.
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }

    #if !canImport(AppKit)
        extension IndexPath {
            /// An index path for `item` in `section`, as UIKit's `IndexPath(item:section:)`.
            public init(item: Int, section: Int) {
                self.init(row: item, section: section)
            }

            /// The item: the second index, as UIKit's `IndexPath.item` (`row` under its collection-view name).
            public var item: Int {
                get { row }
                set { row = newValue }
            }

            /// The section: the first index, as UIKit's `IndexPath.section`.
            public var section: Int {
                get { self[0] }
                set { self[0] = newValue }
            }
        }
    #endif
#endif

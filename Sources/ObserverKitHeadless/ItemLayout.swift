import Foundation

/// Where a list's items are: sections of items laid out in lines of `columns` items of one size, each section
/// starting a new line (a table view is one column of rows). Pure; every query is O(log sections).
struct ItemLayout {
    /// The number of items of each section (never negative).
    private(set) var counts: [Int]
    /// The items a line holds.
    let columns: Int
    /// The size of one item (a table row: the view's width × the row height).
    let itemSize: CGSize
    /// The flat index of each section's first item, and the total at the end.
    private var itemStarts: [Int]
    /// The first line of each section, and the number of lines at the end.
    private var lineStarts: [Int]

    /// The layout of sections of `counts` items (a negative count counts as zero) for `owner` (named by the
    /// precondition: counts that add up to more than `Int.max` stop the program, naming them).
    init(counts: [Int], columns: Int, itemSize: CGSize, owner: String) {
        self.counts = counts.map { max(0, $0) }
        var total = 0
        for count in self.counts {
            let (sum, overflow) = total.addingReportingOverflow(count)
            precondition(
                !overflow, "\(owner): the counts of the sections, \(counts), add up to more than Int.max (\(Int.max))")
            total = sum
        }
        self.columns = max(1, columns)
        self.itemSize = itemSize
        itemStarts = []
        lineStarts = []
        rebuild()
    }

    /// Computes the starts; no sum overflows, since the items add up to `Int.max` at most and a section has no
    /// more lines than items.
    private mutating func rebuild() {
        itemStarts = [0]
        lineStarts = [0]
        itemStarts.reserveCapacity(counts.count + 1)
        lineStarts.reserveCapacity(counts.count + 1)
        for count in counts {
            itemStarts.append(itemStarts[itemStarts.count - 1] + count)
            lineStarts.append(lineStarts[lineStarts.count - 1] + (count == 0 ? 0 : (count - 1) / columns + 1))
        }
    }

    /// The number of items of every section.
    var total: Int { itemStarts[itemStarts.count - 1] }

    /// The height of the content.
    var contentHeight: CGFloat { CGFloat(lineStarts[lineStarts.count - 1]) * itemSize.height }

    /// The items on the lines that `top..<top + height` shows, as flat indexes (empty when none).
    func visibleRange(top: CGFloat, height: CGFloat) -> Range<Int> {
        let lines = lineStarts[lineStarts.count - 1]
        guard total > 0, itemSize.height > 0, height > 0 else { return 0..<0 }
        let first = Self.line(top / itemSize.height, .down, lines)
        let end = max(first, Self.line((top + height) / itemSize.height, .up, lines))
        return firstItem(ofLine: first)..<firstItem(ofLine: end)
    }

    /// The flat index of the first item on `line` (the total for the line after the last).
    private func firstItem(ofLine line: Int) -> Int {
        let lines = lineStarts[lineStarts.count - 1]
        guard line < lines else { return total }
        let section = Self.lastIndex(in: lineStarts, atMost: line, below: counts.count)
        return itemStarts[section] + (line - lineStarts[section]) * columns
    }

    /// The index path of flat index `flat` (which must be below ``total``).
    func indexPath(ofFlat flat: Int) -> IndexPath {
        let section = Self.lastIndex(in: itemStarts, atMost: flat, below: counts.count)
        return IndexPath(indexes: [section, flat - itemStarts[section]])
    }

    /// The flat index of `indexPath`, or `nil` when it names no item (a section or item beyond the counts, or
    /// not two indexes).
    func flat(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath[0]
        let item = indexPath[1]
        guard counts.indices.contains(section), item >= 0, item < counts[section] else { return nil }
        return itemStarts[section] + item
    }

    /// Where the item at flat index `flat` (which must be below ``total``) is, in content coordinates: its line
    /// and column times the item size.
    func frame(ofFlat flat: Int) -> CGRect {
        let section = Self.lastIndex(in: itemStarts, atMost: flat, below: counts.count)
        let index = flat - itemStarts[section]
        let line = lineStarts[section] + index / columns
        return CGRect(
            x: CGFloat(index % columns) * itemSize.width, y: CGFloat(line) * itemSize.height,
            width: itemSize.width, height: itemSize.height)
    }

    /// The flat index of the item under `point` (content coordinates), or `nil` over no item.
    func flat(at point: CGPoint) -> Int? {
        guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.y >= 0, itemSize.height > 0 else { return nil }
        let lines = lineStarts[lineStarts.count - 1]
        let line = Self.line(point.y / itemSize.height, .down, lines)
        guard line < lines else { return nil }
        let column = columns == 1 ? 0 : Self.line(point.x / itemSize.width, .down, columns)
        guard column < columns else { return nil }
        let section = Self.lastIndex(in: lineStarts, atMost: line, below: counts.count)
        // The line's first item exists, so its index fits; past the section's last item (which the sum could
        // overflow to reach) is nothing.
        let lineStart = (line - lineStarts[section]) * columns
        guard column < counts[section] - lineStart else { return nil }
        return itemStarts[section] + lineStart + column
    }

    /// `position` rounded by `rule` and clamped to `0...limit` before it becomes an `Int` (so no overflow).
    private static func line(_ position: CGFloat, _ rule: FloatingPointRoundingRule, _ limit: Int) -> Int {
        let rounded = position.rounded(rule)
        guard rounded > 0 else { return 0 }
        return rounded < CGFloat(limit) ? Int(rounded) : limit
    }

    /// Removes the items at `flats` (sorted, distinct, valid).
    mutating func remove(flats: [Int]) {
        for flat in flats {
            let section = Self.lastIndex(in: itemStarts, atMost: flat, below: counts.count)
            counts[section] -= 1
        }
        rebuild()
    }

    /// The largest index `i < limit` with `starts[i] <= value` whose section is not empty, by binary search (for
    /// a value below the total: the section holding it).
    private static func lastIndex(in starts: [Int], atMost value: Int, below limit: Int) -> Int {
        var low = 0
        var high = limit
        // The first index whose next start exceeds `value`.
        while low < high {
            let middle = low + (high - low) / 2
            if starts[middle + 1] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension ContiguousArray where Element: AnyObject {
    /// Removes the element identical to `object` (the last, searching from the end: observers are most often
    /// cancelled soon after they were added); returns whether there was one.
    ///
    /// A plain loop on purpose: called from the library's generic types, which stay unspecialized across the
    /// module boundary, the standard library's `firstIndex(where:)` runs unspecialized too and allocates for
    /// every element it visits (measured in `Benchmarks/`: one allocation per other observer on each cancel).
    @discardableResult
    mutating func removeIdentical(to object: Element) -> Bool {
        var index = endIndex
        while index > startIndex {
            index -= 1
            if self[index] === object {
                remove(at: index)
                return true
            }
        }
        return false
    }
}

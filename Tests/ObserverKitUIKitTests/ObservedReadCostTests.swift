import ObserverKit
import ObserverKitUIKit
import Testing

/// What an `observed` read costs in the Linux model of UIKit: it finds the object kept on the control or the bar
/// item (an associated object) in that object's own storage, whatever the number of other objects with values.
/// Counted (the owners the model checks for deallocation), never timed.
@MainActor
@Suite("UIKit backend: the cost of an observed read in the model")
struct ObservedReadCostTests {
    /// How many owners of associated values the model checks during twenty `observed` reads.
    func ownersCheckedByReads(of slider: UISlider, _ item: UIBarButtonItem) -> Int {
        let before = modelAssociatedValueOwnersChecked
        for _ in 0..<10 {
            _ = slider.observed
            _ = item.observed
        }
        return modelAssociatedValueOwnersChecked - before
    }

    @Test("an observed read checks no other object: with 100 observed tables' delegates watched, as with none")
    func readCostDoesNotGrow() {
        let slider = UISlider()
        let item = UIBarButtonItem(title: "Done")
        _ = ownersCheckedByReads(of: slider, item)  // the observed objects are made
        let withNone = ownersCheckedByReads(of: slider, item)
        // Each observed table's app delegate is watched for its deallocation: a value kept in the model's table.
        let tables = (0..<100).map { _ in UITableView() }
        let delegates = tables.map { _ in EmptyTableDelegate() }
        var tokens: [ObservationToken] = []
        for (table, delegate) in zip(tables, delegates) {
            table.delegate = delegate
            tokens.append(table.observed.addObserver { _ in })
        }
        let withMany = ownersCheckedByReads(of: slider, item)
        #expect(withNone == 0)
        #expect(withMany == withNone)
        for token in tokens { token.cancel() }
    }
}

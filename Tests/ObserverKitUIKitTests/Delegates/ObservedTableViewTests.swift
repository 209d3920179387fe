import ObserverKit
import ObserverKitUIKit
import Testing

/// `observed` on a `UITableView` the app created, with the app's delegate set before, after, changed, `nil`,
/// answering the value-returning calls alone, and gone from between them when the last observer goes.
@MainActor
@Suite("UIKit backend: a table view's delegate calls as observers")
struct ObservedTableViewTests {
    func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    func makeTable() -> UITableView {
        UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    }

    @Test("with the app's delegate set before: both hear every call, the app's delegate first")
    func delegateSetBefore() {
        let table = makeTable()
        let app = AppTableDelegate()
        let log = EventLog()
        app.log = log
        table.delegate = app
        let token = table.observed.addObserver { log.entries.append("observer \($0)") }
        table.simulateTap(onRowAt: row(1))
        table.simulateDisplay(rowAt: row(9))
        table.contentOffset = CGPoint(x: 0, y: 40)
        #expect(
            log.entries == [
                "app didSelect 1", "observer didSelect([0, 1])",
                "app willDisplay 9", "observer willDisplay([0, 9])",
                "app didScroll 40.0",
                "observer \(TableViewAction.scroll(.didScroll(contentOffset: CGPoint(x: 0, y: 40))))",
            ])
        token.cancel()
        #expect(table.delegate === app)
    }

    @Test("the app's delegate alone answers the value-returning calls, while observed as before")
    func valueReturningCallsAreTheApps() {
        let table = makeTable()
        let app = AppTableDelegate()
        table.delegate = app
        var selected: [IndexPath] = []
        let token = table.observed.addObserver { action in
            if case .didSelect(let indexPath) = action { selected.append(indexPath) }
        }
        #expect(table.heightForRow(at: row(0)) == 88)
        #expect(table.headerView(forSection: 2)?.bounds.height == 32)
        table.simulateTap(onRowAt: row(5))  // the app says row 5 does not highlight: nothing happens
        table.simulateTap(onRowAt: row(3))  // the app redirects 3 to 4
        #expect(selected == [row(4)])
        #expect(table.indexPathsForSelectedRows == [row(4)])
        token.cancel()
    }

    @Test("what the app's delegate does not implement keeps UIKit's default while observed")
    func unimplementedKeepsTheDefault() {
        let table = makeTable()
        table.rowHeight = 52
        let app = EmptyTableDelegate()
        table.delegate = app
        let token = table.observed.addObserver { _ in }
        #expect(table.heightForRow(at: row(0)) == 52)
        #expect(table.headerView(forSection: 0) == nil)
        table.delegate = nil
        #expect(table.heightForRow(at: row(0)) == 52)
        token.cancel()
    }

    @Test("with no delegate at all: observers hear everything, and the delegate is nil again after")
    func noDelegate() {
        let table = makeTable()
        var actions: [TableViewAction] = []
        let token = table.observed.addObserver { actions.append($0) }
        #expect(table.delegate != nil)  // ObserverKit stands there while observed
        table.simulateTap(onRowAt: row(0))
        table.simulateEndDisplaying(rowAt: row(0))
        #expect(actions == [.didSelect(row(0)), .didEndDisplaying(row(0))])
        token.cancel()
        #expect(table.delegate == nil)
    }

    @Test("a delegate set after observation began gets every call and is the table's delegate after")
    func delegateSetAfter() {
        let table = makeTable()
        var observed: [TableViewAction] = []
        let token = table.observed.addObserver { observed.append($0) }
        let app = AppTableDelegate()
        table.delegate = app
        table.simulateTap(onRowAt: row(2))
        #expect(app.calls == ["app didSelect 2"])
        #expect(observed == [.didSelect(row(2))])
        #expect(table.heightForRow(at: row(2)) == 88)
        token.cancel()
        #expect(table.delegate === app)
    }

    @Test("a delegate changed while observed: the old one hears nothing more, the new one everything")
    func delegateChanged() {
        let table = makeTable()
        let first = AppTableDelegate()
        let second = AppTableDelegate()
        table.delegate = first
        let token = table.observed.addObserver { _ in }
        table.simulateTap(onRowAt: row(0))
        table.delegate = second
        table.simulateTap(onRowAt: row(1))
        table.delegate = nil
        table.simulateTap(onRowAt: row(2))
        #expect(first.calls == ["app didSelect 0"])
        #expect(second.calls == ["app didSelect 1"])
        token.cancel()
        #expect(table.delegate == nil)
    }

    @Test("when the last observer goes nothing of ObserverKit is left: a delegate set afterwards stays the table's")
    func lastObserverGone() {
        let table = makeTable()
        let app = AppTableDelegate()
        table.delegate = app
        let first = table.observed.addObserver { _ in }
        let second = table.observed.events.observe { _ in }
        first.cancel()
        #expect(table.delegate !== app)  // one observer is left
        second.cancel()
        #expect(table.delegate === app)
        let later = AppTableDelegate()
        table.delegate = later
        #expect(table.delegate === later)
        table.simulateTap(onRowAt: row(7))
        #expect(later.calls == ["app didSelect 7"])
        #expect(app.calls.isEmpty)
    }

    @Test("observed as a scroll view and as a table view: one forwarder, both hear scrolling, both must go")
    func scrollAndTableObserversShareTheForwarder() {
        let table = makeTable()
        let app = AppTableDelegate()
        table.delegate = app
        let scrollView: UIScrollView = table
        var scrolls: [ScrollViewAction] = []
        var tables: [TableViewAction] = []
        let asScrollView = scrollView.observed.addObserver { scrolls.append($0) }
        let asTable = table.observed.addObserver { tables.append($0) }
        table.contentOffset = CGPoint(x: 0, y: 10)
        #expect(scrolls == [.didScroll(contentOffset: CGPoint(x: 0, y: 10))])
        #expect(tables == [.scroll(.didScroll(contentOffset: CGPoint(x: 0, y: 10)))])
        #expect(app.calls == ["app didScroll 10.0"])
        asTable.cancel()
        #expect(table.delegate !== app)
        asScrollView.cancel()
        #expect(table.delegate === app)
    }

    @Test("observed is one object a table, and keeps neither the table nor the app's delegate alive")
    func lifetime() {
        weak var weakTable: UITableView?
        weak var weakObserved: DelegateObserver<TableViewAction>?
        weak var weakApp: AppTableDelegate?
        var token: ObservationToken?
        do {
            let table = makeTable()
            let app = AppTableDelegate()
            table.delegate = app
            #expect(table.observed === table.observed)
            token = table.observed.addObserver { _ in }
            weakTable = table
            weakObserved = table.observed
            weakApp = app
        }
        #expect(weakTable == nil)
        #expect(weakObserved == nil)
        #expect(weakApp == nil)
        token?.cancel()  // the table is gone: cancels nothing, crashes nothing
    }

    @Test("the app's delegate going while observed: calls go to the observers only")
    func appDelegateGoesWhileObserved() {
        let table = makeTable()
        var observed: [TableViewAction] = []
        let token = table.observed.addObserver { observed.append($0) }
        do {
            let app = AppTableDelegate()
            table.delegate = app
        }
        table.simulateTap(onRowAt: row(0))
        #expect(observed == [.didSelect(row(0))])
        #expect(table.heightForRow(at: row(0)) == table.rowHeight)
        token.cancel()
        #expect(table.delegate == nil)
    }

    // Exit tests exist on Linux and macOS (see UIKitPreconditionTests).
    #if os(Linux) || os(macOS)
        // The sentinel that tells the forwarder of the deallocation is released on the thread that deallocates the
        // app's delegate; off the main thread, its call waits for the main queue. The app's delegate here is a view
        // (a responder of the model, which releases its associated objects in its own deinit, on that thread, as
        // the runtime does), released by an actor, off the main thread. Without the forwarder set again, the height
        // asked afterwards would be an unrecognized selector, which ends the process: this test runs in one of its
        // own.
        @Test("the app's delegate deallocated on another thread: set again from the main queue, UIKit asks again")
        func appDelegateDeallocatedOffTheMainThread() async {
            await #expect(processExitsWith: .success) {
                let table = await MainActor.run {
                    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
                    table.observed.addObserver { _ in }
                    return table
                }
                let keeper = await MainActor.run {
                    let app = HeightView(frame: .zero)
                    table.delegate = app
                    #expect(table.heightForRow(at: IndexPath(row: 0, section: 0)) == 88)
                    return LastReference(app)
                }
                await keeper.release()  // off the main thread: the sentinel's call is queued on the main queue
                await MainActor.run {
                    #expect(table.heightForRow(at: IndexPath(row: 0, section: 0)) == table.rowHeight)
                    #expect(table.delegate != nil)  // the forwarder, for the observer
                }
            }
        }
    #endif

    @Test("an observer that cancels the last token from inside a call: the call completes, the app's delegate is back")
    func lastTokenCancelledFromInsideACall() {
        let table = makeTable()
        let app = AppTableDelegate()
        table.delegate = app
        var token: ObservationToken?
        var later: [TableViewAction] = []
        token = table.observed.addObserver { _ in
            token?.cancel()
            _ = table.observed.addObserver { later.append($0) }
        }
        table.simulateTap(onRowAt: row(0))
        #expect(later.isEmpty)  // added during the call: not given the call in flight
        table.simulateTap(onRowAt: row(1))
        #expect(later == [.didDeselect(row(0)), .didSelect(row(1))])
        #expect(app.calls == ["app didSelect 0", "app didSelect 1"])
        table.observed.removeObservers()
        #expect(table.delegate === app)
    }

    @Test("programmatic selection reports nothing, as UIKit calls no delegate method for it")
    func programmaticSelection() {
        let table = makeTable()
        var observed: [TableViewAction] = []
        let token = table.observed.addObserver { observed.append($0) }
        table.selectRow(at: row(3), animated: false, scrollPosition: .none)
        table.deselectRow(at: row(3), animated: false)
        #expect(observed.isEmpty)
        token.cancel()
    }

    // https://developer.apple.com/documentation/uikit/uitableview/allowsselection: "If you set it to false, they
    // can't select rows."
    @Test("with allowsSelection off a tap selects nothing and reports nothing; code still selects")
    func allowsSelectionOff() {
        let table = makeTable()
        #expect(table.allowsSelection)  // UIKit's default
        table.allowsSelection = false
        var observed: [TableViewAction] = []
        let token = table.observed.addObserver { observed.append($0) }
        table.simulateTap(onRowAt: row(0))
        #expect(observed.isEmpty)
        #expect(table.indexPathsForSelectedRows == nil)
        table.selectRow(at: row(2), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [row(2)])
        table.allowsSelection = true
        table.simulateTap(onRowAt: row(0))
        #expect(observed == [.didDeselect(row(2)), .didSelect(row(0))])
        token.cancel()
    }

    @Test("multiple selection: a tap on a selected row deselects it, reported as didDeselect")
    func multipleSelection() {
        let table = makeTable()
        table.allowsMultipleSelection = true
        var observed: [TableViewAction] = []
        let token = table.observed.addObserver { observed.append($0) }
        table.simulateTap(onRowAt: row(0))
        table.simulateTap(onRowAt: row(1))
        table.simulateTap(onRowAt: row(0))
        #expect(observed == [.didSelect(row(0)), .didSelect(row(1)), .didDeselect(row(0))])
        #expect(table.indexPathsForSelectedRows == [row(1)])
        token.cancel()
    }
}

/// A view that is a table's delegate, with taller rows.
@MainActor
final class HeightView: UIView, UITableViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 88 }
}

/// The last reference to a delegate, released on the actor's executor, off the main thread.
actor LastReference {
    private var delegate: HeightView?

    init(_ delegate: HeightView) {
        self.delegate = delegate
    }

    func release() {
        delegate = nil
    }
}

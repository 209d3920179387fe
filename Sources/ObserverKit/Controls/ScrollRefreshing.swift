/// The part of every backend's `ScrollRefreshable` that does not depend on its scroll view: the default
/// ``addRefreshControl()``, written once for all backends.
///
/// You adopt your backend's `ScrollRefreshable` (which refines this protocol with its `scrollView` and installs
/// its `ObservableRefreshControl`), call `addRefreshControl()` once, and implement ``refreshTriggered()``:
///
/// ```swift
/// final class InboxScreen: ScrollRefreshable {
///     let scrollView = ScrollView()
///     init() { addRefreshControl() }
///     func refreshTriggered() { scrollView.refreshControl?.endRefreshing() }
/// }
/// ```
///
/// The refresh control's action holds the conformer weakly: the conformer owns the scroll view, the scroll view
/// its refresh control, the control its action; nothing points back, so no retain cycle, and no `@objc`.
@MainActor
public protocol ScrollRefreshing: AnyObject {
    /// The backend's refresh control.
    associatedtype RefreshControl: ObservableControl where RefreshControl.Observation == Void

    /// Called when the user pulls to refresh; end the refresh on the control when it is done.
    func refreshTriggered()

    /// Creates a refresh control and installs it on the scroll view, replacing any earlier one; each backend's
    /// `ScrollRefreshable` implements it.
    func installRefreshControl() -> RefreshControl
}

extension ScrollRefreshing {
    /// Installs a new refresh control on the scroll view (replacing any earlier one) whose valueChanged calls
    /// ``refreshTriggered()`` through a closure action holding `self` weakly; returns it.
    @discardableResult
    public func addRefreshControl() -> RefreshControl {
        let refreshControl = installRefreshControl()
        refreshControl.addAction(for: .valueChanged) { [weak self] in self?.refreshTriggered() }
        return refreshControl
    }
}

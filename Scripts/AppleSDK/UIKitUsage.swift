// Compiled by Scripts/check-apple-sdk.sh only, as a module of its own that imports ObserverKitUIKit: code that
// uses the UIKit backend as an app does (README's player screen on UIKit), so that the SDK's UIKit checks the
// calls an app makes, not only the declarations, and only public API is in reach.
import ObserverKitUIKit
import UIKit

@MainActor
final class SDKCheckPlayerViewController: UIViewController {
    let playButton = ObservableButton(type: .system)
    let volumeSlider = ObservableSlider()
    let muteSwitch = ObservableSwitch()
    let volume = ObservableValue<Float>(0.5)
    private var tokens: [ObservationToken] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(playButton)
        tokens.append(
            playButton.addObserver(for: .primaryActionTriggered) { [weak self] in
                self?.title = "playing"
            })
        tokens.append(
            volumeSlider.addObserver(for: [.touchDown, .valueChanged, .touchUpInside]) { [weak self] action in
                if case .valueChanged(let value) = action { self?.title = "volume \(value)" }
            })
        tokens.append(volumeSlider.bind(volume))
        tokens.append(
            muteSwitch.addObserver(for: .valueChanged) { [weak self] isOn in
                self?.volumeSlider.isEnabled = !isOn
            })
    }
}

/// A storyboard's screen: outlets typed as UIKit's own classes, observed and bound through `observed`.
@MainActor
final class SDKCheckSettingsViewController: UIViewController {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var volumeSlider: UISlider!  // an outlet, as Xcode declares one
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var nameField: UITextField!  // an outlet, as Xcode declares one
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var doneButton: UIButton!  // an outlet, as Xcode declares one
    let volume = ObservableValue<Float>(0.5)
    let name = ObservableValue("")

    override func viewDidLoad() {
        super.viewDidLoad()
        volumeSlider.observed.bind(volume)
        nameField.observed.bind(name)
        volumeSlider.observed.addObserver(for: .valueChanged) { action in
            if case .valueChanged(let value) = action { print(value) }
        }
        let tint = ObservableValue<UIColor?>(nil)
        let well = UIColorWell()
        well.observed.bind(tint)
        let save = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save(_:)))
        navigationItem.rightBarButtonItem = save
        save.observed.addObserver(for: .primaryActionTriggered) { print("saved") }
        doneButton.observed.addObserver(for: .primaryActionTriggered) { [weak self] in
            self?.dismiss(animated: true)
        }
    }

    @objc func save(_ sender: UIBarButtonItem) {}
}

/// A list screen whose table keeps its own delegate (heights, headers) while ObserverKit observes selection,
/// scrolling and the search bar.
final class SDKCheckListViewController: UIViewController, UITableViewDelegate {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var tableView: UITableView!  // an outlet, as Xcode declares one
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var searchBar: UISearchBar!  // an outlet, as Xcode declares one
    let query = ObservableValue("")
    var tokens: [ObservationToken] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.delegate = self
        tokens.append(
            tableView.observed.addObserver { action in
                switch action {
                case .didSelect(let indexPath): print("selected \(indexPath.row)")
                case .scroll(.didEndDecelerating): print("rested")
                default: break
                }
            })
        tokens.append(
            searchBar.observed.addObserver { action in
                if case .textDidChange(let text) = action { print(text) }
            })
        searchBar.searchTextField.observed.bind(query)
        let scrollView: UIScrollView = tableView
        tokens.append(scrollView.observed.events.observe { print($0) })
        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        tokens.append(grid.observed.addObserver { print($0) })
        tokens.append(view.gestures.addObserver(for: .tap(count: 2)) { location in print("double tap at \(location)") })
        tokens.append(
            view.gestures.addObserver(for: .pinch) { pinch in
                if pinch.phase == .changed { print(pinch.scale) }
            })
        let artwork = UIImageView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        artwork.isUserInteractionEnabled = true  // an image view takes no touches by default (README, gestures)
        view.addSubview(artwork)
        tokens.append(
            artwork.gestures.addObserver(for: .longPress(minimumDuration: .seconds(1))) { press in
                if press.phase == .began { print("pressed at \(press.location)") }
            })
        tokens.append(
            artwork.gestures.addObserver(for: .pan) { [weak artwork] pan in
                artwork?.transform = CGAffineTransform(translationX: pan.translation.x, y: pan.translation.y)
                if pan.phase == .ended { print(pan.velocity) }
            })
        tokens.append(artwork.gestures.addObserver(for: .swipe(.left)) { location in print("swiped at \(location)") })
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 64 }
}

/// `ScrollRefreshable`'s own example (its DocC comment): a table view controller refreshed when pulled. The docs
/// stage compiles examples against the Linux model, which has no `UITableViewController`, so this one is checked
/// here, against the SDK.
final class SDKCheckLibraryViewController: UITableViewController, ScrollRefreshable {
    var scrollView: UIScrollView { tableView }
    override func viewDidLoad() {
        super.viewDidLoad()
        addRefreshControl()
    }
    func refreshTriggered() {
        tableView.reloadData()
        scrollView.refreshControl?.endRefreshing()
    }
}

#if canImport(Observation)
    import Observation

    /// README's and Binding.md's Observation binding as an iOS 16 app must write it: `bind(to:_:)` needs iOS 17.
    /// (An iOS 16 SDK has no Observation module: this is checked with an SDK of iOS 17 or later.)
    @available(iOS 17, *)
    @Observable @MainActor
    final class SDKCheckPlaybackModel {
        var volume: Float = 0.5
    }

    @MainActor
    final class SDKCheckPlaybackViewController: UIViewController {
        // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
        var volumeSlider: UISlider!  // an outlet, as Xcode declares one
        let volume = ObservableValue<Float>(0.5)
        /// The model, on iOS 17 (a stored property cannot have a type newer than the deployment target).
        private var model: AnyObject?

        override func viewDidLoad() {
            super.viewDidLoad()
            if #available(iOS 17, *) {
                let model = SDKCheckPlaybackModel()
                self.model = model
                volumeSlider.observed.bind(to: model, \.volume)
            } else {
                volumeSlider.observed.bind(volume)
            }
        }
    }
#endif

/// What the GTK backend throws when it is handed something it cannot use: a widget of the wrong kind, a `.ui`
/// file that does not load, an object id the file lacks, or a signal the widget does not have.
///
/// Each case's ``description`` names everything needed to find the mistake:
///
/// ```swift
/// import CGtk4
///
/// do {
///     _ = try ObservableSlider(adopting: gtk_button_new())
/// } catch {
///     print(error)  // ObservableSlider adopts a GtkScale; the widget is a GtkButton
/// }
/// ```
///
/// The backend throws instead of stopping the program because these inputs come from outside the code that
/// makes them: a `.ui` file edited by a designer, a widget made by another library.
public enum GTKError: Error, Equatable, CustomStringConvertible {
    /// `control` adopts widgets of type `expected`; the widget given is an `actual`.
    case wrongWidgetType(control: String, expected: String, actual: String)
    /// The `.ui` definition named `file` did not load; `message` is GtkBuilder's reason.
    case builderFailed(file: String, message: String)
    /// The `.ui` definition named `file` has no object with id `id`.
    case missingObject(file: String, id: String)
    /// Object `id` of the `.ui` definition named `file` is a `actual`, not the `expected` the caller asked for.
    case wrongObjectType(file: String, id: String, expected: String, actual: String)
    /// Widgets of type `type` have no signal called `signal`.
    case unknownSignal(type: String, signal: String)
    /// Signal `signal` of `type` has a different signature from the one the closure takes (`expected`):
    /// `actual` spells the signal's own.
    case signalSignatureMismatch(type: String, signal: String, expected: String, actual: String)

    /// What went wrong, naming the types, file, id or signal involved.
    public var description: String {
        switch self {
        case .wrongWidgetType(let control, let expected, let actual):
            "\(control) adopts a \(expected); the widget is a \(actual)"
        case .builderFailed(let file, let message):
            "\(file) did not load: \(message)"
        case .missingObject(let file, let id):
            "\(file) has no object with id \"\(id)\""
        case .wrongObjectType(let file, let id, let expected, let actual):
            "object \"\(id)\" of \(file) is a \(actual), not a \(expected)"
        case .unknownSignal(let type, let signal):
            "\(type) has no signal \"\(signal)\""
        case .signalSignatureMismatch(let type, let signal, let expected, let actual):
            "signal \"\(signal)\" of \(type) is \(actual); the closure takes \(expected)"
        }
    }
}

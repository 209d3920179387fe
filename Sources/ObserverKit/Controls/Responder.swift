/// Something that takes the keyboard, with `UIResponder`'s three first-responder calls: the text inputs on
/// every backend, every control on GTK, and every `UIResponder` on UIKit. Code that ends editing, or moves it
/// along a form, names this protocol and runs on each backend.
///
/// ```swift
/// @MainActor
/// func endEditing(_ form: [any Responder]) {
///     for input in form where input.isFirstResponder { input.resignFirstResponder() }
/// }
///
/// @MainActor
/// func moveToNext(after current: any Responder, in form: [any Responder]) {
///     guard let index = form.firstIndex(where: { $0 === current }), index + 1 < form.count else { return }
///     form[index + 1].becomeFirstResponder()
/// }
/// ```
///
/// Who is first responder differs by backend, as each platform's focus does:
/// - UIKit: the one object its window's events go to first (`UIResponder`, to which every UIKit view conforms
///   here).
/// - GTK: the widget holding its window's keyboard focus, itself or through a part (a field's text, a segment);
///   taking the focus takes it from the widget that held it.
/// - Headless: a text field, text view or search bar while it is editing. The headless backend has no window,
///   so two headless inputs may edit at once; a test ends one itself.
@MainActor
public protocol Responder: AnyObject {
    /// Whether this object is first responder now.
    var isFirstResponder: Bool { get }

    /// Asks to become first responder (a text input begins editing). Returns whether it is first responder now
    /// and was not before the call: `false`, changing nothing, when it cannot be (disabled, hidden, not editable,
    /// in no window) or, on the headless and GTK backends, when it was already (no second editingDidBegin).
    /// A `UIResponder` answers as Apple documents, `true` whenever it is first responder after the call.
    @discardableResult
    func becomeFirstResponder() -> Bool

    /// Gives up being first responder (a text input ends editing). Returns `false`, changing nothing, when it
    /// was not first responder.
    @discardableResult
    func resignFirstResponder() -> Bool
}

import ObserverKit

/// One text control's editing as the window-activation checks begin it: bound to a fresh value, its reports
/// logged, its window focused, the control clicked and typed into ("a"); ``end()`` stops the binding and the log.
@MainActor
final class EditingSession {
    /// The value the control is bound to ("" at first, "a" once typed into).
    let value = ObservableValue("")
    /// The control's reports so far, each as text ("begin", "changed a", "end").
    private(set) var log: [String] = []
    private var tokens: [ObservationToken] = []

    init(_ subject: EditingSubject, in scene: WindowActivationScene) {
        tokens.append(subject.bind(value))
        WindowActivationEditingChecks.focus(scene.id)
        tokens.append(subject.observe { [weak self] in self?.log.append($0) })
        scene.window.click(widget: subject.widget, on: scene.id)
        XDoTool.type("a")
    }

    /// Ends the binding and the log.
    func end() {
        for token in tokens { token.cancel() }
    }
}

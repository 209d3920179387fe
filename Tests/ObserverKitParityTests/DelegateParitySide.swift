#if os(Linux)
    import Foundation

    /// What one backend's delegate-backed view (a table, collection or scroll view, a search bar) did with each step
    /// of a script: what its observers heard, in order, and what it shows between steps. The list, scroll and search
    /// parity tests fill one for each backend and play both through ``DelegateParityPlayer``.
    @MainActor
    final class DelegateParitySide {
        /// Every action the view's observers heard so far, in order, each as its description.
        var heard: [String] = []
        /// The view's state between steps (selection, content offset, text …), as both backends show it.
        var state: () -> String = { "" }
        /// The armed one-shot reactions: each looks at an action and answers what it does about it, or `nil` to
        /// wait. The first that answers is disarmed, then acts, as an app's observer would, after the recording
        /// observer recorded the action (an action it makes the view report is heard, and reacted to, inside).
        var reactions: [(Any) -> (() -> Void)?] = []

        /// Records `action`, then gives it to the armed reactions.
        func hear(_ action: some Any) {
            heard.append("\(action)")
            for (index, reaction) in reactions.enumerated() {
                guard let act = reaction(action) else { continue }
                reactions.remove(at: index)
                return act()
            }
        }
    }

    /// Plays one script on the headless side and the UIKit side and reports the first step after which what the
    /// observers heard, or the state, differs.
    @MainActor
    struct DelegateParityPlayer<Step: CustomStringConvertible> {
        let headless: DelegateParitySide
        let uikit: DelegateParitySide
        /// Plays a step on both sides; `false` when the step is left out (each test says why where it decides).
        let apply: (Step) -> Bool

        /// The first disagreement, as a readable transcript, or `nil` when the sides agree throughout.
        func play(_ steps: [Step]) -> String? {
            var played: [String] = []
            for step in steps {
                guard apply(step) else { continue }
                played.append(step.description)
                let (headlessState, uikitState) = (headless.state(), uikit.state())
                if headless.heard != uikit.heard || headlessState != uikitState {
                    return """
                        after \(played.joined(separator: ", "))
                        headless: \(headless.heard) \(headlessState)
                        uikit:    \(uikit.heard) \(uikitState)
                        """
                }
            }
            return nil
        }
    }
#endif

#if os(Linux)
    /// Plays one text script on the headless and the UIKit side as one user with one keyboard would, and reports the
    /// first step after which the two disagree.
    @MainActor
    struct TextParityPlayer {
        let headless: TextParitySide
        let uikit: TextParitySide

        /// The first disagreement, as a readable transcript, or `nil` when the sides agree throughout.
        func play(_ steps: [TextParityStep]) -> String? {
            var played: [String] = []
            var enabled = true
            for step in steps {
                guard apply(step, enabled: &enabled) else { continue }
                played.append(step.description)
                let headlessState = headless.state()
                let uikitState = uikit.state()
                if headless.events != uikit.events || headlessState != uikitState {
                    return """
                        after \(played.joined(separator: ", "))
                        headless: \(headless.events) \(headlessState)
                        uikit:    \(uikit.events) \(uikitState)
                        """
                }
            }
            return nil
        }

        /// Plays `step` on both sides; `false` when the step is left out of the comparison (see each case).
        private func apply(_ step: TextParityStep, enabled: inout Bool) -> Bool {
            // Typing and composing into a control disabled while it is first responder are left out: the headless
            // field ignores them ("Anything else is ignored (input while not editing, or while disabled)", its
            // Editing rules), UIKitInterface's UITextField takes them (it checks only isFirstResponder), and Apple
            // documents neither whether a disabled field keeps the keyboard nor whether it takes its keys.
            // Reported.
            if !enabled, headless.isFirstResponder() {
                switch step {
                case .type, .deleteBackward, .setMarkedText, .returnKey: return false
                default: break
                }
            }
            // A commit that leaves the text as it is, on a UIKit search bar, is left out: UIKit calls nothing for
            // it, so the bar reports the committed text at the next change or before its next call, and its stock
            // field's binding writes it when editing ends or at the next edit (DelegatesBecomeObservers.md, "A
            // search bar's `.textDidChange` never carries marked text"; README, the stock controls' "Where it
            // differs from the subclasses"), while the headless bar reports and writes it at once. Ending the
            // composition by typing over it or by resigning is compared.
            // A composition the input method cancels on a search bar (an empty marked text, or deleting what is
            // marked), which leaves the text as it was before it, is left out too: the headless bar reports the text
            // as a change (SearchBar, "textDidChange reports each change of the text by the user"), the UIKit bar
            // does not (SearchBarDelegateForwarder: "reported unless it is the text before the composition (the input
            // method cancelled it)"), and neither DelegatesBecomeObservers.md nor WhichBackend.md says so. Reported.
            // Code setting a search bar's text during a composition is left out as well: UIKit calls nothing for it,
            // so the UIKit bar still counts the composition as under way (SearchBarDelegateForwarder's documentation:
            // the same text reads as the input method's commit, reported and written when editing ends; "after code
            // replaced a composition's text, a change that leaves exactly the text before the composition reads as a
            // cancelled composition and is not reported (UIKit tells nothing that tells them apart)"); the headless
            // bar knows it was code. Code's text with nothing composed is compared.
            if uikit.infersCompositionEnds, uikit.isComposing() {
                switch step {
                case .unmarkText, .returnKey, .setMarkedText(""), .deleteBackward, .setText: return false
                default: break
                }
            }
            switch step {
            case .becomeFirstResponder: both { $0.becomeFirstResponder() }
            case .resignFirstResponder: both { $0.resignFirstResponder() }
            case .type(let string): both { $0.type(string) }
            case .deleteBackward: both { $0.deleteBackward() }
            case .setMarkedText(let marked): both { $0.setMarkedText(marked) }
            case .unmarkText: both { $0.unmarkText() }
            case .returnKey:
                guard let onHeadless = headless.returnKey, let onUIKit = uikit.returnKey else { return false }
                onHeadless()
                onUIKit()
            case .cancelButton:
                guard let onHeadless = headless.cancelButton, let onUIKit = uikit.cancelButton else { return false }
                onHeadless()
                onUIKit()
            case .setEnabled(let isEnabled):
                guard let onHeadless = headless.setEnabled, let onUIKit = uikit.setEnabled else { return false }
                enabled = isEnabled
                onHeadless(isEnabled)
                onUIKit(isEnabled)
            case .setText(let text):
                both { $0.setText(text ?? $0.text()) }
            case .setBound(let text):
                both { $0.bound.value = text ?? $0.bound.value }
            case .react(let moment, let reaction):
                guard !headless.leavesOut(moment, reaction) else { return false }
                headless.reactions[moment] = headless.action(reaction)
                uikit.reactions[moment] = uikit.action(reaction)
            }
            return true
        }

        private func both(_ play: (TextParitySide) -> Void) {
            play(headless)
            play(uikit)
        }
    }
#endif

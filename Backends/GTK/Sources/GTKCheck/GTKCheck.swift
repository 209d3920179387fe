import Foundation
import ObserverKitGTK
import ObserverKitHeadless

/// `gtk-check`: the GTK backend on a real window, driven by real input from xdotool (run it under Xvfb:
/// `xvfb-run -a swift run gtk-check [ARTIFACTS-FOLDER]`, where the screenshot goes), each path checked against what the headless backend sends for it.
@main
enum GTKCheck {
    static func main() {
        // GTK's built-in input method composes dead keys whatever the machine has installed (CompositionChecks).
        setenv("GTK_IM_MODULE", "gtk-im-context-simple", 1)
        // G_DEBUG=fatal-criticals stops a GTK critical with a breakpoint trap, which Swift's crash handler catches
        // and returns from, so the program would go on: the default action ends it (FatalCriticalChecks).
        signal(SIGTRAP, SIG_DFL)
        let failed = MainActor.assumeIsolated { () -> Int in
            GTKApplication.start()
            // WindowAddTrapChecks runs gtk-check again with this set: it adds a stepper it has no place for.
            if ProcessInfo.processInfo.environment[WindowAddTrapChecks.trapVariable] != nil {
                WindowAddTrapChecks.addStepperToGridWindow()
                return 0
            }
            // HeldKeyChecks runs gtk-check again with this set: another app, whose window takes the focus.
            if ProcessInfo.processInfo.environment[OtherApp.variable] != nil {
                OtherApp.openWindowAndRun()
                return 0
            }
            // FatalCriticalChecks runs gtk-check again with this set: it gives GTK a bad argument.
            if ProcessInfo.processInfo.environment[FatalCriticalChecks.variable] != nil {
                FatalCriticalChecks.appendParentedWidget()
                return 0
            }
            let checks = Checks()
            // GTK_CHECK_ONLY=Name runs only the groups whose name contains it (while working on one).
            let only = ProcessInfo.processInfo.environment["GTK_CHECK_ONLY"]
            let groups: [(String, @MainActor (Checks) -> Void)] = [
                ("MainLoopChecks", MainLoopChecks.run),
                ("RunLoopChecks", RunLoopChecks.run),
                ("ButtonChecks", ButtonChecks.run),
                ("AdoptionChecks", AdoptionChecks.run),
                ("SignalChecks", SignalChecks.run),
                ("TextViewChecks", TextViewChecks.run),
                ("NewControlChecks", NewControlChecks.run),
                ("ValueControlChecks", ValueControlChecks.run),
                ("LayoutDirectionChecks", LayoutDirectionChecks.run),
                ("SegmentTitleChecks", SegmentTitleChecks.run),
                ("SizeChecks", SizeChecks.run),
                ("RangeChecks", RangeChecks.run),
                ("QueuedInputChecks", QueuedInputChecks.run),
                ("HoldChecks", HoldChecks.run),
                ("CompositionChecks", CompositionChecks.run),
                ("CompositionFocusChecks", CompositionFocusChecks.run),
                ("GestureLostReleaseChecks", GestureLostReleaseChecks.run),
                ("AutoselectChecks", AutoselectChecks.run),
                ("TextSetFromCodeChecks", TextSetFromCodeChecks.run),
                ("KeyboardChecks", KeyboardChecks.run),
                ("ControlClaimChecks", ControlClaimChecks.run),
                ("DocExampleChecks", DocExampleChecks.run),
                ("AdoptedKeyboardChecks", AdoptedKeyboardChecks.run),
                ("HeldKeyChecks", HeldKeyChecks.run),
                ("HeldTextKeyChecks", HeldTextKeyChecks.run),
                ("PasteChecks", PasteChecks.run),
                ("ReplaceSelectionChecks", ReplaceSelectionChecks.run),
                ("TypingOriginChecks", TypingOriginChecks.run),
                ("FirstResponderChecks", FirstResponderChecks.run),
                ("RefreshOriginChecks", RefreshOriginChecks.run),
                ("RefreshWheelChecks", RefreshWheelChecks.run),
                ("DelegateViewChecks", DelegateViewChecks.run),
                ("AdoptedDelegateViewChecks", AdoptedDelegateViewChecks.run),
                ("VisibleRowChecks", VisibleRowChecks.run),
                ("ListFactoryChecks", ListFactoryChecks.run),
                ("ListModelChecks", ListModelChecks.run),
                ("SharedAdjustmentChecks", SharedAdjustmentChecks.run),
                ("ReentrantDisplayChecks", ReentrantDisplayChecks.run),
                ("RowDeletionChecks", RowDeletionChecks.run),
                ("ContentOffsetChecks", ContentOffsetChecks.run),
                ("GestureChecks", GestureChecks.run),
                ("AdoptedGestureChecks", AdoptedGestureChecks.run),
                ("GestureRuleChecks", GestureRuleChecks.run),
                ("GestureReentryChecks", GestureReentryChecks.run),
                ("LifetimeChecks", LifetimeChecks.run),
                ("SegmentedParityChecks", SegmentedParityChecks.run),
                ("PointerParityChecks", PointerParityChecks.run),
                ("PointerEdgeChecks", PointerEdgeChecks.run),
                ("KeyboardParityChecks", KeyboardParityChecks.run),
                ("SliderWheelChecks", SliderWheelChecks.run),
                ("MultipleSelectionChecks", MultipleSelectionChecks.run),
                ("PlainClickAppCodeChecks", PlainClickAppCodeChecks.run),
                ("PlainClickEdgeChecks", PlainClickEdgeChecks.run),
                ("SelectionHandlerChecks", SelectionHandlerChecks.run),
                ("SelectionScrollChecks", SelectionScrollChecks.run),
                ("PaddingClickChecks", PaddingClickChecks.run),
                ("GestureLiftChecks", GestureLiftChecks.run),
                ("ScrolledRowGestureChecks", ScrolledRowGestureChecks.run),
                ("WindowAddTrapChecks", WindowAddTrapChecks.run),
                ("SliderTouchEndChecks", SliderTouchEndChecks.run),
                ("ViewLifetimeChecks", ViewLifetimeChecks.run),
                ("HandlerReentryChecks", HandlerReentryChecks.run),
                ("PrimaryActionChecks", PrimaryActionChecks.run),
                ("FatalCriticalChecks", FatalCriticalChecks.run),
                ("WindowActivationEditingChecks", WindowActivationEditingChecks.run),
                ("CommitFromCodeChecks", CommitFromCodeChecks.run),
                ("TextParityChecks", TextParityChecks.run),
                ("BeginResignChecks", BeginResignChecks.run),
            ]
            let artifacts = CommandLine.arguments.dropFirst().first ?? "."
            try? FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
            // The groups that also save a screenshot of their window.
            let screenshotGroups: [(String, @MainActor (Checks) -> Void)] = [
                ("WindowChecks", { WindowChecks.run($0, screenshot: "\(artifacts)/gtk-window.png") }),
                ("LayoutChecks", { LayoutChecks.run($0, screenshot: "\(artifacts)/gtk-layout.png") }),
                ("SettingsAppChecks", { SettingsAppChecks.run($0, screenshot: "\(artifacts)/gtk-settings.png") }),
            ]
            let chosen = (groups + screenshotGroups).filter { name, _ in only.map(name.contains) ?? true }
            // GTK_CHECK_ONLY naming no group would check nothing and pass: that is a failure.
            checks.expect(!chosen.isEmpty, "GTK_CHECK_ONLY=\(only ?? "") names a check group")
            for (_, run) in chosen { run(checks) }
            print("\(checks.passed) passed, \(checks.failed) failed")
            return checks.failed
        }
        exit(failed == 0 ? 0 : 1)
    }
}

/// The headless reference: the events a headless button of `size` sends for a touch along `path`.
@MainActor
func headlessEvents(size: (width: Double, height: Double), path: [(x: Double, y: Double)]) -> [ControlEvent] {
    let button = ObserverKitHeadless.ObservableButton(
        bounds: CGRect(x: 0, y: 0, width: size.width, height: size.height))
    let recorder = Recorder(button)
    button.beginTouch(at: CGPoint(x: path[0].x, y: path[0].y))
    for point in path.dropFirst() { button.moveTouch(to: CGPoint(x: point.x, y: point.y)) }
    button.endTouch()
    return recorder.events
}

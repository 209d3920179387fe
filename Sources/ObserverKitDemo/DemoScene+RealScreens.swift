import Foundation
import ObserverKitHeadless

extension DemoScene {
    static let playback = DemoScene(
        name: "playback", title: "The user's hand wins",
        summary: "playback advances the seek slider every 100 ms; a drag is never pulled back, and at release "
            + "the slider shows the latest position"
    ) { screen, transcript, clock in
        let slider = screen.seekSlider
        let y = slider.bounds.midY
        transcript.input("the app sets the position to 10 %, and playback advances it by 1 % every 100 ms")
        screen.position.value = 0.1
        let playback = EventStream<Int>.timer(
            dueTime: .milliseconds(100), period: .milliseconds(100), scheduler: clock.scheduler
        ).observe { [weak screen] _ in
            guard let screen else { return }
            screen.position.value = min(screen.position.value + 0.01, 1)
        }
        await clock.wait(.milliseconds(300))
        transcript.input("press the seek slider's thumb, drag it to 60 % and hold it there for 400 ms")
        slider.beginTouch(at: slider.thumbCenter)
        slider.moveTouch(to: CGPoint(x: slider.bounds.width * 0.6, y: y))
        await clock.wait(.milliseconds(400))
        let percent = { (fraction: Float) in Int((fraction * 100).rounded()) }
        transcript.note(
            "under the finger the slider still shows \(percent(slider.value)) % while the position is "
                + "\(percent(screen.position.value)) %")
        transcript.input("release")
        slider.endTouch()
        transcript.note("the slider shows the latest position: \(percent(slider.value)) %")
        playback.cancel()
    }

    static let compose = DemoScene(
        name: "compose", title: "Text that is still being composed",
        summary: "a dead key and a letter compose \"é\"; the value never sees the marked \"´\", a value set "
            + "meanwhile waits, and the commit wins"
    ) { screen, transcript, _ in
        let field = screen.nameField
        transcript.input("the app clears the name; focus the name field and type \"Caf\"")
        screen.name.value = ""
        field.becomeFirstResponder()
        field.insertText("Caf")
        transcript.input("press the dead key ´: the field composes it (marked text)")
        field.setMarkedText("´")
        transcript.note("the field shows \"\(field.text)\", marked \"\(field.markedText ?? "")\"")
        transcript.input("the app sets name.value = \"Grace\" during the composition")
        screen.name.value = "Grace"
        transcript.note("the field still shows \"\(field.text)\": the update waits for the commit")
        transcript.input("press e: the input method turns \"´\" into \"é\" and commits it")
        field.setMarkedText("é")
        field.unmarkText()
        transcript.note("the field shows \"\(field.text)\" and the name is \"\(screen.name.value)\"")
    }
}

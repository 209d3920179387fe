import ObserverKitGTK

// README's "Your first GTK app": a window with a bound slider and a button, printing the volume.
GTKApplication.start()
let window = Window(title: "Hello, ObserverKit", width: 320, height: 160)
let volume = ObservableValue<Float>(0.5)

let slider = ObservableSlider()
slider.bind(volume)
let reset = ObservableButton(label: "Reset")
reset.addObserver(for: .primaryActionTriggered) { volume.value = 0.5 }
volume.observe { print("volume \(Int(($0 * 100).rounded())) %") }

window.addLabel("Drag the slider's knob, then click Reset")
window.add(slider)
window.add(reset)
window.present()
GTKApplication.run()  // until the window closes

import ObserverKitGTK

// README's "Your first GTK app": a window with a bound slider, a label showing its value, and a button.
GTKApplication.start()
let window = Window(title: "Hello, ObserverKit", width: 320, height: 180)
let volume = ObservableValue<Float>(0.5)
let caption = ObservableValue("")
volume.bind { caption.value = "Volume \(Int(($0 * 100).rounded())) %" }

let slider = ObservableSlider()
slider.bind(volume)
let reset = ObservableButton(label: "Reset")
reset.addObserver(for: .primaryActionTriggered) { volume.value = 0.5 }

window.addLabel("Drag the slider's knob, then click Reset")
window.addLabel("").bind(caption)  // shows "Volume 50 %", then every change
window.add(slider)
window.add(reset)
window.present()
GTKApplication.run()  // until the window closes

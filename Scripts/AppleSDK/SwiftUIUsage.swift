// Compiled with ObserverKitSwiftUI's sources by Scripts/check-apple-sdk.sh only: a SwiftUI view driven by the
// same model as a UIKit screen, as an app writes it.
import ObserverKit
import SwiftUI

final class SDKCheckPlayerModel: Sendable {
    let volume = ObservableValue<Float>(0.5)
    let title = ObservableValue("Intro")
}

/// A view's `init` is nonisolated before the iOS 18 SDK (only `body` is on the main actor), so making the object
/// there checks that its `init` needs no isolation; so does this function, nonisolated with any SDK.
func sdkCheckVolumeObject(of model: SDKCheckPlayerModel) -> ObservableValueObject<Float> {
    ObservableValueObject(model.volume)
}

struct SDKCheckVolumeView: View {
    @StateObject var volume: ObservableValueObject<Float>
    let model: SDKCheckPlayerModel

    init(model: SDKCheckPlayerModel) {
        self.model = model
        _volume = StateObject(wrappedValue: ObservableValueObject(model.volume))
    }

    var body: some View {
        VStack {
            Slider(value: $volume.value)
            TextField("Title", text: model.title.binding)
            Text("\(volume.value)")
        }
    }
}

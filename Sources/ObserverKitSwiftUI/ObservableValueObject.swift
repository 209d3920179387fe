#if canImport(SwiftUI) && canImport(Combine)
    import Combine
    import Foundation
    import ObserverKit
    import SwiftUI

    /// An ``ObservableValue`` as SwiftUI state: one model drives a UIKit screen (through ObserverKit's bindings)
    /// and a SwiftUI view (through this object) at once, and an edit on either side shows on the other.
    ///
    /// ```swift
    /// final class PlayerModel: Sendable {
    ///     let volume = ObservableValue<Float>(0.5)
    /// }
    ///
    /// struct VolumeView: View {
    ///     @StateObject var volume: ObservableValueObject<Float>
    ///     init(model: PlayerModel) { _volume = StateObject(wrappedValue: ObservableValueObject(model.volume)) }
    ///     var body: some View {
    ///         Slider(value: $volume.value)   // writes model.volume; a UISlider bound to it follows
    ///     }
    /// }
    /// ```
    ///
    /// The object holds the value strongly and itself weakly from the value's side: when SwiftUI lets go of it,
    /// its binding ends. A change made on another thread reaches the view on the main actor.
    @MainActor
    public final class ObservableValueObject<Value: Sendable>: ObservableObject {
        /// The value this object shows to SwiftUI.
        public let source: ObservableValue<Value>
        /// Set in the nonisolated `init`, before the object is shared, and read in `deinit`, after it no longer
        /// is: no two threads ever reach it at once.
        nonisolated(unsafe) private var token: ObservationToken?

        /// Shows `source` to SwiftUI: a view that holds this object is updated whenever `source` changes.
        ///
        /// Nonisolated, so that a view's `init` can make one for a `StateObject` (`View` is on the main actor
        /// in the iOS 18 SDK and later only; before, a view's `init` is nonisolated).
        public nonisolated init(_ source: ObservableValue<Value>) {
            self.source = source
            token = source.observe { [weak self] _ in
                guard let self else { return }
                if Thread.isMainThread {
                    MainActor.assumeIsolated { self.objectWillChange.send() }
                } else {
                    DispatchQueue.main.async { self.objectWillChange.send() }
                }
            }
        }

        deinit {
            token?.cancel()
        }

        /// The value; setting it sets ``source`` (and so every control bound to it).
        public var value: Value {
            get { source.value }
            set { source.value = newValue }
        }
    }

    extension ObservableValue where Value: Sendable {
        /// A SwiftUI `Binding` that reads and writes this value. A view that shows it must also be told of
        /// changes made elsewhere: hold an ``ObservableValueObject`` of this value (its `$object.value` is this
        /// binding, and it updates the view).
        ///
        /// ```swift
        /// let name = ObservableValue("Ada")
        /// let field = TextField("Name", text: name.binding)
        /// ```
        @MainActor
        public var binding: Binding<Value> {
            Binding(get: { self.value }, set: { self.value = $0 })
        }
    }
#endif

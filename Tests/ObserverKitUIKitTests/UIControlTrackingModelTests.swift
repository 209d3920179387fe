#if os(Linux)
    import ObserverKitUIKit
    import Testing

    /// The model of `UIControl`'s own touch tracking (`touchesBegan` … `touchesCancelled`), against what Apple
    /// documents and the open-source Chameleon's `UIControl.m` does.
    @MainActor
    @Suite("UIKitInterface: UIControl's touch tracking")
    struct UIControlTrackingModelTests {
        let inside = UITouch(at: CGPoint(x: 10, y: 10))

        func control() -> UIControl {
            UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        }

        @Test("a touch lifted inside leaves no touch inside: isTouchInside is about a tracked touch")
        func touchInsideEndsWithTheTouch() {
            let control = control()
            control.touchesBegan([inside], with: UIEvent())
            #expect(control.isTracking && control.isTouchInside)
            control.touchesEnded([inside], with: UIEvent())
            #expect(!control.isTracking && !control.isTouchInside && !control.isHighlighted)
        }

        @Test("a cancelled touch leaves no touch inside")
        func touchInsideEndsWithTheCancel() {
            let control = control()
            control.touchesBegan([inside], with: UIEvent())
            control.touchesCancelled([inside], with: UIEvent())
            #expect(!control.isTracking && !control.isTouchInside && !control.isHighlighted)
        }

        @Test("a touch lifted inside still sends touchUpInside, one lifted outside touchUpOutside")
        func touchUpStillSaysWhereTheTouchEnded() {
            let control = control()
            var sent: [String] = []
            control.addAction(
                UIAction(identifier: .init("up.inside")) { _ in sent.append("inside") }, for: .touchUpInside)
            control.addAction(
                UIAction(identifier: .init("up.outside")) { _ in sent.append("outside") }, for: .touchUpOutside)
            control.touchesBegan([inside], with: UIEvent())
            control.touchesEnded([inside], with: UIEvent())
            control.touchesBegan([inside], with: UIEvent())
            control.touchesEnded([UITouch(at: CGPoint(x: 500, y: 10))], with: UIEvent())
            #expect(sent == ["inside", "outside"])
        }
    }
#endif

/// One check of the GTK backend against the headless reference, and the tally.
@MainActor
final class Checks {
    private(set) var passed = 0
    private(set) var failed = 0

    func expect(_ condition: Bool, _ name: String, _ detail: @autoclosure () -> String = "") {
        if condition {
            passed += 1
            print("✔ \(name)")
        } else {
            failed += 1
            print("✘ \(name): \(detail())")
        }
    }
}

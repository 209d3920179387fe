import ObserverKit
import ObserverKitTesting
import XCTest

/// The kit asserts the same way in XCTest: one `XCTAssertEqual` a check, whose failure prints the diff.
final class XCTestUsageTests: XCTestCase {
    func testAMarbleDiagramIsOneAssertion() {
        XCTAssertEqual(
            Marble.verify {
                "a-b-c"
                $0[0].filter { $0 != "b" }
                "a---c"
            }, .matching)
    }

    func testAWrongDiagramDescribesWhere() {
        let result = Marble.verify {
            "a-b-c"
            $0[0].filter { $0 != "b" }
            "a-b-c"
        }
        XCTAssertNotEqual(result, .matching)
        XCTAssertTrue(result.description.hasPrefix("Diagrams differ at column 2 (20 ms): expected b, got nothing"))
    }

    func testALeakCheckIsOneAssertion() {
        XCTAssertEqual(LeakCheck.run { check in check.expectGone(EventSource<Int>()) }, .noLeaks)
    }
}

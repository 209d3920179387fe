import Foundation
import ObserverKit
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// A leak check passes when what it watches is gone, and names what is not.
@MainActor
@Suite struct LeakCheckTests {
    @MainActor
    final class Model {
        var screens: [Screen] = []
    }

    @MainActor
    final class Screen {
        let button = ObservableButton()
        var onClose: (() -> Void)?
        var me: Screen?
    }

    @MainActor
    final class Node {
        var next: Node?
        var screen: Screen?
    }

    @Test func objectsGoneAtTheEndOfTheScopePass() {
        let report = LeakCheck.run { check in
            let screen = Screen()
            check.expectGone(screen)
            check.expectGone(screen.button)
            screen.button.addObserver(for: .touchUpInside) { [weak screen] in screen?.onClose?() }
            screen.button.tap()
        }
        #expect(report == .noLeaks)
        #expect(report.description == "no leaks")
    }

    @Test func anObjectGoneAlreadyPasses() {
        weak var gone: Screen?
        do {
            let screen = Screen()
            gone = screen
        }
        #expect(LeakCheck.verifyGone(gone) == .noLeaks)
    }

    /// The search visits each object once: a cycle among the suspect's objects gives the one path through it,
    /// not the same path again around the cycle.
    @Test func aCycleOnTheWayIsFollowedOnce() {
        let first = Node()
        let second = Node()
        first.next = second
        second.next = first
        let report = LeakCheck.run { check in
            let screen = Screen()
            second.screen = screen
            check.expectGone(screen)
            check.suspect(first, as: "model")
        }
        #expect(report.leaks.first?.paths == ["model.next.screen"])
        second.next = nil
    }

    /// `verifyGone` checks at once: an object still alive when it is asked is reported, with its type.
    @Test func anObjectStillAliveWhenVerifiedIsReported() {
        let screen = Screen()
        let report = LeakCheck.verifyGone(screen)
        #expect(report.leaks.map(\.typeName) == [String(reflecting: Screen.self)])
        #expect(report != .noLeaks)
    }

    @Test func anObjectStillHeldIsReportedWithItsTypeAndItsHolder() {
        let model = Model()
        let report = LeakCheck.run { check in
            let screen = Screen()
            check.expectGone(screen)
            check.suspect(model, as: "model")
            model.screens.append(screen)
        }
        #expect(report.leaks.map(\.typeName) == ["ObserverKitTestingTests.LeakCheckTests.Screen"])
        #expect(report.leaks.first?.paths == ["model.screens[0]"])
        #expect(report.leaks.first?.strongReferences ?? 0 >= 1)
        #expect(
            report.description.hasPrefix(
                """
                1 object(s) outlived the scope that should have been their last:
                  ObserverKitTestingTests.LeakCheckTests.Screen is still alive, with about
                """))
        #expect(report.description.hasSuffix("reference(s); reachable through model.screens[0]"))
    }

    @Test func aCycleThroughStoredPropertiesIsShownFromTheObjectItself() {
        weak var leaked: Screen?
        let report = LeakCheck.run { check in
            let screen = Screen()
            screen.me = screen
            check.expectGone(screen)
            leaked = screen
        }
        #expect(report.leaks.first?.paths == ["self.me"])
        leaked?.me = nil  // the test's own leak ends here, so LeakSanitizer finds none
        #expect(leaked == nil)
    }

    @Test func aCycleThroughAClosureIsReportedByTypeAndCount() {
        weak var leaked: Screen?
        let report = LeakCheck.run { check in
            let screen = Screen()
            screen.onClose = { screen.me = nil }  // the closure holds the screen that holds it
            check.expectGone(screen)
            leaked = screen
        }
        #expect(report.leaks.map(\.typeName) == ["ObserverKitTestingTests.LeakCheckTests.Screen"])
        #expect(report.leaks.first?.paths == [])
        #expect(report.leaks.first?.strongReferences ?? 0 >= 1)
        #expect(report.description.contains("so a closure probably captures it strongly"))
        leaked?.onClose = nil  // the test's own leak ends here, so LeakSanitizer finds none
        #expect(leaked == nil)
    }

    @Test func aRegistrationsHandlerIsFoundByCancellingTheScopesRegistrations() {
        let keeper = ObservableButton()  // outlives the scopes: its registrations hold their handlers
        let held = LeakCheck.run { check in
            let screen = Screen()
            check.expectGone(screen)
            keeper.addObserver(for: .touchUpInside) { screen.onClose?() }
        }
        #expect(held.leaks.map(\.typeName) == ["ObserverKitTestingTests.LeakCheckTests.Screen"])
        #expect(held.leaks.first?.paths == [])  // the registration is not named: closures are opaque
        let cancelled = LeakCheck.run { check in
            let screen = Screen()
            let bag = ObservationBag()
            check.expectGone(screen)
            keeper.addObserver(for: .touchUpInside) { screen.onClose?() }.store(in: bag)
            bag.cancelAll()
        }
        #expect(cancelled == .noLeaks)
    }

    @Test func aSurvivorsUnownedPropertyWhoseObjectIsGoneIsNotReadSoTheReportDoesNotTrap() async {
        await #expect(processExitsWith: .success) {
            var kept: [AnyObject] = []
            let report = LeakCheck.run { check in
                let card = UnownedCard(owner: CardOwner())  // the owner goes at once: card.owner dangles
                kept.append(card)  // the leak the check reports
                check.expectGone(card)
            }
            // `_exit`, not `exit`: the card is kept alive on purpose, and LeakSanitizer (CI's ASan stage) would
            // report its weak reference's side table at exit, which Swift's refcount word hides from it.
            _exit(report.leaks.map(\.paths) == [[]] ? 0 : 3)
        }
    }

    @Test func pathsRunThroughStrongPropertiesOnly() {
        let holder = CardHolder()
        let report = LeakCheck.run { check in
            let screen = Screen()
            check.expectGone(screen)
            check.suspect(holder, as: "holder")
            holder.held = screen
            holder.watched = screen  // weak: holds nothing
            holder.owner = screen  // unowned: holds nothing
        }
        #expect(report.leaks.first?.paths == ["holder.held"])
        holder.held = nil  // the test's own leak ends here, so LeakSanitizer finds none
    }
}

/// An object that outlives a leak check, holding the object it watches strongly, weakly and unowned.
private final class CardHolder {
    var held: AnyObject?
    weak var watched: AnyObject?
    unowned var owner: AnyObject?
}

/// Owns a card, which refers back to it `unowned`.
private final class CardOwner {}

/// A card whose `unowned` owner may be gone before it.
private final class UnownedCard {
    unowned let owner: CardOwner
    init(owner: CardOwner) { self.owner = owner }
}

// Swift Testing has exit tests only on Linux, macOS and Windows, not on iOS or tvOS.
#if os(Linux) || os(macOS)
    import Foundation
    import ObserverKitHeadless
    import Testing

    /// A stepper minimum not below its maximum (where `UIStepper` raises `NSInvalidArgumentException`), or a
    /// step that is not positive, stops the program with a message naming the values. Each runs in an exit
    /// test: a child process that must fail, whose stderr is checked.
    @Suite struct PreconditionTests {
        @Test func stepperMinimumAboveMaximumFailsNamingBothValues() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let stepper = ObservableStepper()
                    stepper.minimumValue = 200
                }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(
                message.contains(
                    "ObservableStepper: minimumValue 200.0 is not less than maximumValue 100.0; the minimum must be "
                        + "less than the maximum (UIStepper raises NSInvalidArgumentException)"
                ))
        }

        @Test func stepperMinimumEqualToMaximumFails() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let stepper = ObservableStepper()
                    stepper.maximumValue = 0
                }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("ObservableStepper: minimumValue 0.0 is not less than maximumValue 0.0"))
        }

        @Test func stepperStepOfZeroFails() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let stepper = ObservableStepper()
                    stepper.stepValue = 0
                }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("ObservableStepper: stepValue 0.0 must be greater than 0"))
        }

        @Test func tableSectionsWhoseRowsAddUpToMoreThanIntMaxFailNamingTheCounts() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    _ = TableView(rowsInSections: [.max, 1])
                }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(
                message.contains(
                    "TableView: the counts of the sections, [9223372036854775807, 1], add up to more than Int.max "
                        + "(9223372036854775807)"))
        }

        @Test func reloadingAGridWithItemsAddingUpToMoreThanIntMaxFailsNamingTheCounts() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let grid = CollectionView(numberOfItems: 3)
                    grid.reloadData(itemsInSections: [1, -5, .max])
                }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(
                message.contains("CollectionView: the counts of the sections, [1, -5, 9223372036854775807], add up"))
        }
    }
#endif

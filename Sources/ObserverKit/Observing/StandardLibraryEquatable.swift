/// The standard library types whose `==` runs no user code, so that an ``ObservableValue`` may compare them
/// while holding its lock (one lock round trip per set). Any other `Equatable` is compared with no lock held.
@usableFromInline
protocol StandardLibraryEquatable {}

extension Bool: StandardLibraryEquatable {}
extension Int: StandardLibraryEquatable {}
extension Int8: StandardLibraryEquatable {}
extension Int16: StandardLibraryEquatable {}
extension Int32: StandardLibraryEquatable {}
extension Int64: StandardLibraryEquatable {}
extension UInt: StandardLibraryEquatable {}
extension UInt8: StandardLibraryEquatable {}
extension UInt16: StandardLibraryEquatable {}
extension UInt32: StandardLibraryEquatable {}
extension UInt64: StandardLibraryEquatable {}
extension Float: StandardLibraryEquatable {}
extension Double: StandardLibraryEquatable {}
extension String: StandardLibraryEquatable {}

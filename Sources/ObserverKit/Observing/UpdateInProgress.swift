// The unsafe constructs here, and why they are sound: the thread-local slot holds the top `Record` as a raw
// pointer, retained once by `Unmanaged.passRetained` when stored and released once when replaced, so each record
// is owned exactly once while it is on the stack; only its own thread reads or writes the slot.

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The ``ObservableValue/update(_:)`` transforms running on the current thread, so that a set made by a
/// transform itself is told apart from a change made by another thread (which makes the transform run again).
///
/// A per-thread stack of records in thread-local storage. A value consults it only while one of its transforms
/// is running (anywhere), so plain sets never pay for it.
@usableFromInline
enum UpdateInProgress {
    /// One running transform: which value, and how many changes its thread made to that value meanwhile.
    /// Only its own thread touches it.
    private final class Record {
        let value: ObjectIdentifier
        var changes: UInt64 = 0
        let next: Record?

        init(value: ObjectIdentifier, next: Record?) {
            self.value = value
            self.next = next
        }
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed with error \(status)")
        return key
    }()

    private static var top: Record? {
        get { pthread_getspecific(key).map { Unmanaged<Record>.fromOpaque($0).takeUnretainedValue() } }
        set {
            // The thread-local slot holds the top record at +1; a record holds the one below it.
            if let old = pthread_getspecific(key) { Unmanaged<Record>.fromOpaque(old).release() }
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
        }
    }

    /// Runs `transform`, a transform of the value `value`, and returns how many changes this thread made to
    /// that value while it ran.
    @usableFromInline
    static func run(on value: ObjectIdentifier, _ transform: () -> Void) -> UInt64 {
        let record = Record(value: value, next: top)
        top = record
        defer { top = record.next }
        transform()
        return record.changes
    }

    /// Notes that the current thread changed `value`, for the innermost transform of it running here, if any.
    @usableFromInline
    static func noteChange(of value: ObjectIdentifier) {
        var record = top
        while let current = record {
            if current.value == value {
                current.changes &+= 1
                return
            }
            record = current.next
        }
    }
}

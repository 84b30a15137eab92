#if canImport(Glibc)
    import Glibc
#endif

/// A value behind a pthread mutex.
///
/// Why not `Synchronization.Mutex`: on Linux it locks with futexes inside the Swift runtime's
/// own library, which the thread sanitizer does not instrument, so a `--sanitize=thread` build
/// sees no order between two threads' accesses under it and reports races that cannot happen
/// (a two-thread counter under `Mutex` is exact every run, with five reports; under a pthread
/// mutex, none). The sanitizer intercepts pthread mutexes, so with this lock a
/// thread-sanitized batch checks our code rather than flagging the lock.
package final class Locked<Value>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

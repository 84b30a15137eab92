import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The environment variables the command reads: the process's, or those a command run in
/// process was given (`InProcessCommand`), which must not be the test process's own.
package enum CommandEnvironment {
    package static var variables: [String: String] {
        given.withLock { $0 } ?? ProcessInfo.processInfo.environment
    }

    private static let given = Mutex<[String: String]?>(nil)

    /// `body`'s result, with `variables` read in place of the process's while it runs (`nil`:
    /// the process's).
    package static func with<T>(_ variables: [String: String]?, _ body: () -> T) -> T {
        given.withLock { $0 = variables }
        defer { given.withLock { $0 = nil } }
        return body()
    }
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Limits the kernel sets, read where a server sizes itself by them.
package enum SystemLimits {
    /// The listen backlog: the system's own ceiling (`/proc/sys/net/core/somaxconn`, 4,096 on
    /// current Linux), as nginx and Go's net package size theirs. With Hummingbird's default
    /// of 256, a burst of connections (a page reloaded in many tabs) overflowed the accept
    /// queue, and the connections dropped waited for a SYN retry: seconds with no answer.
    package static let listenBacklog: Int = {
        guard let data = FileManager.default.contents(atPath: "/proc/sys/net/core/somaxconn"),
            let value = Int(String(decoding: data, as: UTF8.self).filter(\.isNumber)), value > 0
        else { return 4096 }
        return value
    }()
}

import Hummingbird
import Logging
import NIOCore

/// Hummingbird's request context, with the connection's channel: Hummingbird keeps a
/// connection open after a response that says `Connection: close` (it closes only for a
/// request that says so, or at the idle timeout), so a handler that must let a connection go
/// (a refused event stream) closes it itself.
struct PreviewRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The connection the request came on.
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        channel = source.channel
    }
}

import Fukidashi
import FukidashiModel
import FukidashiPlatform
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

/// `fukidashi preview`: a local web server (Hummingbird) with a live gallery of every spec in
/// every locale. Every URL names something held in memory (a page, an asset, a render by
/// its id), never a file: no request can read the disk, and the server writes nothing.
public enum PreviewServer {
    /// Limits on what a client may send: headers, connections, and how long a request may
    /// take to arrive, so a slow or abusive client cannot hold the server.
    static let maxHeaderBytes = 16 * 1024
    static let maxHeaderCount = 64
    static let maxConnections = 256
    static let requestTimeout = TimeAmount.seconds(10)

    /// Renders every spec, then serves until SIGINT or SIGTERM.
    public static func run(_ configuration: PreviewConfiguration) async throws {
        let engine = try PreviewEngine(configuration: configuration)
        let watcher = try FileWatcher(paths: configuration.watchPaths)
        let listening = ListeningPort()
        listening.set(configuration.port)
        let app = Application(
            router: PreviewRoutes.router(engine: engine, host: configuration.host, port: listening),
            server: .http1(
                configuration: .init(
                    idleTimeout: requestTimeout,
                    httpDecoderConfiguration: .init(
                        maxHeaderFieldSize: maxHeaderBytes, maxHeaderListSize: maxHeaderBytes, maxHeaderFieldCount: maxHeaderCount))),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: nil, backlog: SystemLimits.listenBacklog,
                availableConnectionsDelegate: MaximumAvailableConnections(maxConnections)),
            services: [WatchService(engine: engine, watcher: watcher)],
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? configuration.port
                listening.set(port)
                let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
                configuration.onListening("http://\(host):\(port)/")
            },
            logger: Logger(label: "fukidashi-preview", factory: { _ in SwiftLogNoOpLogHandler() })
        )
        try await app.runService()
    }
}

/// Renders at start, then follows the watcher; on SIGINT or SIGTERM stops watching and
/// ends every open event stream, so the server's graceful shutdown is not held by them.
struct WatchService: Service {
    let engine: PreviewEngine
    let watcher: FileWatcher

    func run() async throws {
        await withGracefulShutdownHandler {
            await engine.start()
            await engine.follow(watcher)
        } onGracefulShutdown: {
            watcher.stop()
            Task { await engine.store.finishAll() }
        }
        await engine.store.finishAll()
    }
}

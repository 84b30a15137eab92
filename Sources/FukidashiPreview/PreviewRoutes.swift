import Fukidashi
import FukidashiCompare
import FukidashiModel
import Hummingbird
import NIOCore
import ServiceLifecycle

/// The server's URLs. Pages and assets are strings in the binary; images are renders in
/// memory, named by id. Anything else is a 404: no URL is ever turned into a file path.
enum PreviewRoutes {
    static func router(engine: PreviewEngine, host: String, port: ListeningPort) -> Router<PreviewRequestContext> {
        let router = Router(context: PreviewRequestContext.self)
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: HostCheckMiddleware(configuredHost: host, port: port))
        router.add(middleware: ReadOnlyMiddleware())
        // Every page answers HEAD as it answers GET (the middleware drops the body).
        func get(_ path: RouterPath, _ handler: @escaping @Sendable (Request, PreviewRequestContext) async throws -> Response) {
            router.get(path, use: handler)
            router.head(path, use: handler)
        }
        get("/") { _, _ in page(PreviewPages.gallery) }
        get("/assets/preview.css") { _, _ in text(PreviewPages.style, type: "text/css; charset=utf-8") }
        get("/assets/preview.js") { _, _ in text(PreviewPages.galleryScript, type: "text/javascript; charset=utf-8") }
        get("/assets/detail.js") { _, _ in text(PreviewPages.detailScript, type: "text/javascript; charset=utf-8") }
        get("/assets/compare.js") { _, _ in text(CompareSlider.script, type: "text/javascript; charset=utf-8") }
        get("/assets/events.js") { _, _ in text(PreviewEventScripts.follow, type: "text/javascript; charset=utf-8") }
        get("/assets/events-worker.js") { _, _ in text(PreviewEventScripts.worker, type: "text/javascript; charset=utf-8") }
        let fonts = PreviewFonts()
        get("/fonts/css/:id") { _, context in
            guard let found = await engine.store.image(try context.parameters.require("id")) else { throw HTTPError(.notFound) }
            return text(fonts.stylesheet(for: found.image), type: "text/css; charset=utf-8")
        }
        get("/fonts/file/:name") { _, context in
            guard let bytes = fonts.bytes(try context.parameters.require("name")) else { throw HTTPError(.notFound) }
            return Response(
                status: .ok, headers: [.contentType: "font/sfnt", .cacheControl: "max-age=3600"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
        }
        get("/api/focus") { request, _ in
            // What the gallery's filters name, drawn first. Read only as names to compare.
            let query = request.uri.queryParameters
            let spec = query["spec"].map(String.init).flatMap { $0.isEmpty ? nil : $0 }
            let locale = query["locale"].map(String.init).flatMap { $0.isEmpty ? nil : $0 }
            engine.focus.withLock { $0 = (spec, locale) }
            return Response(status: .noContent, headers: [.cacheControl: "no-store"])
        }
        get("/api/state") { _, _ in
            text(PreviewState.json(await engine.store.snapshot(), counts: engine.counts.withLock { $0 }), type: "application/json")
        }
        get("/detail/:id") { _, context in
            // An image, or a spec that fails (its own id, or one of its locales'): a page that
            // shows its errors and turns into the image once it renders again.
            switch await engine.store.lookup(try context.parameters.require("id")) {
            case .image(let image, let entry): return page(PreviewPages.detailPage(image, entry: entry))
            case .failed(let entry): return page(PreviewPages.failedPage(id: try context.parameters.require("id"), entry: entry))
            case .gone: throw HTTPError(.notFound)
            }
        }
        get("/fragment/detail/:id") { _, context in
            switch await engine.store.lookup(try context.parameters.require("id")) {
            case .image(let image, let entry): return page(PreviewPages.detailFragment(image, entry: entry))
            case .failed(let entry): return page(PreviewPages.missingFragment(errors: entry.result?.errors ?? []))
            case .gone: return page(PreviewPages.missingFragment(errors: []))
            }
        }
        get("/events") { request, context in
            // A HEAD takes no stream; a GET takes one only if one is free.
            guard request.method == .get else {
                return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"])
            }
            guard let listener = await engine.store.listen() else { return refusedStream(closing: context.channel) }
            return events(engine.store, listener: listener, channel: context.channel)
        }
        let store = engine.images
        let images: [(String, @Sendable (PreviewImage) -> [UInt8]?)] = [
            ("image", { image in store.get(image.digest) }),
            ("thumb", { image in Thumbnails.thumbnail(of: image.digest, in: store) }),
            ("expected", { image in image.golden?.expected.flatMap(store.get) }),
            ("diff", { image in image.golden?.differences.flatMap(store.get) })
        ]
        for (prefix, pick) in images {
            get("/\(prefix)/:id") { request, context in
                let id = try context.parameters.require("id")
                guard let found = await engine.store.image(id) else { throw HTTPError(.notFound) }
                guard let bytes = pick(found.image) else {
                    // Gone from the cache folder (its limit, or removed by hand): drawn again.
                    await engine.renderAgain(found.entry.spec)
                    throw HTTPError(.notFound)
                }
                // A URL that names the picture's digest names those bytes for ever: the
                // browser keeps it. Any other asks again each time.
                let named = request.uri.queryParameters["v"].map(String.init) == found.image.digest
                return Response(
                    status: .ok, headers: [.contentType: "image/png", .cacheControl: named ? "public, max-age=31536000, immutable" : "no-cache"],
                    body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
            }
        }
        return router
    }

    static func page(_ html: String) -> Response {
        text(html, type: "text/html; charset=utf-8")
    }

    static func text(_ body: String, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    /// How long one write to an event stream may wait for its client to read, before the
    /// stream is dropped and its connection closed.
    static let streamWriteTimeout: Duration = .seconds(10)

    /// A 503 for a stream over the cap, and the connection closed once it is written: a client
    /// that asked and never reads would otherwise hold one of the server's connections until
    /// the idle timeout, and a burst of them made every other request wait 9 s.
    static func refusedStream(closing channel: any Channel) -> Response {
        Response(
            status: .serviceUnavailable, headers: [.retryAfter: "5", .connection: "close", .contentType: "text/plain; charset=utf-8"],
            body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: "Too many open event streams; try again shortly.\n"))
                try await writer.finish(nil)
                // Reading stops, so Hummingbird's connection loop ends and closes the connection
                // after the response is flushed (it does the same when a request is cancelled).
                channel.close(mode: .input, promise: nil)
            })
    }

    /// Server-Sent Events: one `data:` line per change, and a comment every 15 seconds so a
    /// closed page is noticed and forgotten. A client that stops reading holds one of the few
    /// streams: a write it leaves waiting `streamWriteTimeout` drops the stream and closes its
    /// connection.
    static func events(_ store: PreviewStore, listener: (id: Int, messages: AsyncStream<String>), channel: any Channel) -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
            body: ResponseBody { writer in
                let (id, messages) = listener
                let beat = Task {
                    while !Task.isCancelled {
                        try await Task.sleep(for: .seconds(15))
                        await store.ping(id)
                    }
                }
                let watchdog = StreamWatchdog(channel: channel, timeout: streamWriteTimeout)
                do {
                    try await watchdog.writing { try await writer.write(ByteBuffer(string: "retry: 1000\n\n")) }
                    // On SIGINT or SIGTERM the stream ends, so it does not hold the server's
                    // graceful shutdown, which waits for every response to finish.
                    try await withGracefulShutdownHandler {
                        for await message in messages {
                            try await watchdog.writing {
                                try await writer.write(ByteBuffer(string: message.isEmpty ? ": ping\n\n" : "data: \(message)\n\n"))
                            }
                        }
                    } onGracefulShutdown: {
                        Task { await store.stopListening(id) }
                    }
                    beat.cancel()
                    await store.stopListening(id)
                    try await writer.finish(nil)
                } catch {
                    beat.cancel()
                    await store.stopListening(id)
                    throw error
                }
            })
    }
}

/// Only GET and HEAD, with no body: the server takes nothing from its clients. A HEAD is
/// answered as its GET would be, headers only (an event stream is not started).
struct ReadOnlyMiddleware: RouterMiddleware {
    typealias Context = PreviewRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .get || request.method == .head else { throw HTTPError(.methodNotAllowed) }
        let response = try await check(request, context: context, next: next)
        return request.method == .head ? Response(status: response.status, headers: response.headers, body: ResponseBody()) : response
    }

    private func check(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // No URL names a file, but a path that tries to climb or hide a slash is refused before
        // routing too, rather than tidied into another page.
        let path = request.uri.path.lowercased()
        if path.contains("/..") || path.contains("%2e") || path.contains("%2f") || path.contains("%5c") || path.contains("\\") || path.contains("//")
        {
            throw HTTPError(.notFound)
        }
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > 0 { throw HTTPError(.contentTooLarge) }
        if request.headers[.transferEncoding] != nil { throw HTTPError(.contentTooLarge) }
        return try await next(request, context)
    }
}

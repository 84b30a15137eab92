import Fukidashi
import FukidashiSpec
import Hummingbird
import NIOCore
import ServiceLifecycle

/// The server's URLs. Pages and assets are strings in the binary; images are renders in
/// memory, named by id. Anything else is a 404: no URL is ever turned into a file path.
enum PreviewRoutes {
    static func router(engine: PreviewEngine, host: String, port: ListeningPort) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: HostCheckMiddleware(configuredHost: host, port: port))
        router.add(middleware: ReadOnlyMiddleware())
        // Every page answers HEAD as it answers GET (the middleware drops the body).
        func get(_ path: RouterPath, _ handler: @escaping @Sendable (Request, BasicRequestContext) async throws -> Response) {
            router.get(path, use: handler)
            router.head(path, use: handler)
        }
        get("/") { _, _ in page(PreviewPages.gallery) }
        get("/assets/preview.css") { _, _ in text(PreviewPages.style, type: "text/css; charset=utf-8") }
        get("/assets/preview.js") { _, _ in text(PreviewPages.galleryScript, type: "text/javascript; charset=utf-8") }
        get("/assets/detail.js") { _, _ in text(PreviewPages.detailScript, type: "text/javascript; charset=utf-8") }
        get("/assets/compare.js") { _, _ in text(CompareSlider.script, type: "text/javascript; charset=utf-8") }
        get("/api/state") { _, _ in
            text(PreviewState.json(await engine.store.snapshot()), type: "application/json")
        }
        get("/detail/:id") { _, context in
            let id = try context.parameters.require("id")
            guard let found = await engine.store.image(id) else { throw HTTPError(.notFound) }
            return page(PreviewPages.detailPage(found.image, entry: found.entry))
        }
        get("/fragment/detail/:id") { _, context in
            let id = try context.parameters.require("id")
            guard let found = await engine.store.image(id) else {
                // The spec failed or is gone: say so where the image was.
                let entries = await engine.store.snapshot().entries
                let failed = entries.first { entry in entry.result?.images.isEmpty ?? false && SpecRendering.imageID(spec: entry.spec.path, locale: nil) == id }
                return page(PreviewPages.missingFragment(errors: failed?.result?.errors ?? []))
            }
            return page(PreviewPages.detailFragment(found.image, entry: found.entry))
        }
        get("/events") { _, _ in events(engine.store) }
        let thumbnails = ThumbnailCache()
        let images: [(String, @Sendable (PreviewImage, Int) -> [UInt8]?)] = [
            ("image", { image, _ in image.png }),
            ("thumb", { image, version in thumbnails.thumbnail(of: image, version: version) }),
            ("expected", { image, _ in image.golden?.expected }),
            ("diff", { image, _ in image.golden?.differences }),
        ]
        for (prefix, pick) in images {
            get("/\(prefix)/:id") { _, context in
                let id = try context.parameters.require("id")
                guard let found = await engine.store.image(id), let bytes = pick(found.image, found.entry.version) else { throw HTTPError(.notFound) }
                return Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-cache"],
                                body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
            }
        }
        return router
    }

    static func page(_ html: String) -> Response {
        text(html, type: "text/html; charset=utf-8")
    }

    static func text(_ body: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-cache"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    /// Server-Sent Events: one `data:` line per change, and a comment every 15 seconds so a
    /// closed page is noticed and forgotten.
    static func events(_ store: PreviewStore) -> Response {
        Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
                 body: ResponseBody { writer in
                     let (id, messages) = await store.listen()
                     let beat = Task {
                         while !Task.isCancelled {
                             try await Task.sleep(for: .seconds(15))
                             await store.ping(id)
                         }
                     }
                     do {
                         try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
                         // On SIGINT or SIGTERM the stream ends, so it does not hold the server's
                         // graceful shutdown, which waits for every response to finish.
                         try await withGracefulShutdownHandler {
                             for await message in messages {
                                 try await writer.write(ByteBuffer(string: message.isEmpty ? ": ping\n\n" : "data: \(message)\n\n"))
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
    typealias Context = BasicRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .get || request.method == .head else { throw HTTPError(.methodNotAllowed) }
        let response = try await check(request, context: context, next: next)
        return request.method == .head ? Response(status: response.status, headers: response.headers, body: ResponseBody()) : response
    }

    private func check(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // No URL names a file, but a path that tries to climb or hide a slash is refused before
        // routing too, rather than tidied into another page.
        let path = request.uri.path.lowercased()
        if path.contains("/..") || path.contains("%2e") || path.contains("%2f") || path.contains("%5c") || path.contains("\\") || path.contains("//") {
            throw HTTPError(.notFound)
        }
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > 0 { throw HTTPError(.contentTooLarge) }
        if request.headers[.transferEncoding] != nil { throw HTTPError(.contentTooLarge) }
        return try await next(request, context)
    }
}

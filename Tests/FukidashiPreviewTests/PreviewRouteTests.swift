import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import NIOEmbedded
import Testing

@testable import Fukidashi
@testable import FukidashiModel
@testable import FukidashiPlatform
@testable import FukidashiPreview
@testable import FukidashiVariants

/// The preview's routes in process, with no socket, so each rule is checked on its own: through
/// Hummingbird's router test framework (`app.test(.router)`), and straight through the router's
/// responder where that framework cannot go: it always sends `Host: localhost`, so the
/// host check's other hosts are sent directly, and it waits for a body to end, which an open
/// event stream never does.
@Suite("The preview's routes, in process", .serialized)
struct PreviewRouteTests {
    final class Served: Sendable {
        let folder: URL
        let engine: PreviewEngine
        let responder: any HTTPResponder<PreviewRequestContext>
        let port = ListeningPort()

        /// `copies`: files copied in (screenshots), by their name in the folder.
        init(_ files: [String: String], copies: [String: URL] = [:]) async throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-routes-\(UUID().uuidString)")
            for (name, text) in files {
                let url = folder.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            for (name, source) in copies {
                let url = folder.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: source, to: url)
            }
            let root = folder.path
            let configuration = PreviewConfiguration(renderer: Renderer.Configuration(), watchPaths: [root]) {
                let specs = files.keys.filter { $0.hasSuffix(".json") }.sorted().map { name in
                    PreviewSpec(path: root + "/" + name, name: String(name.dropLast(5)), goldenPath: nil)
                }
                return PreviewDiscovery(specs: specs)
            }
            engine = try PreviewEngine(configuration: configuration)
            // Port 80: the router test framework's `Host: localhost` names no port.
            port.set(80)
            responder = PreviewRoutes.router(engine: engine, host: "127.0.0.1", port: port).buildResponder()
            await engine.start()
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        /// Runs `body` with the router test framework's client.
        func test(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
            let router = PreviewRoutes.router(engine: engine, host: "127.0.0.1", port: port)
            try await Application(router: router).test(.router) { client in try await body(client) }
        }

        /// A request with any `Host`, straight to the router's responder.
        func get(_ path: String, host: String = "127.0.0.1", method: HTTPRequest.Method = .get) async throws -> (
            status: HTTPResponse.Status, headers: HTTPFields, body: String
        ) {
            let request = Request(
                head: HTTPRequest(method: method, scheme: "http", authority: host, path: path), body: RequestBody(buffer: ByteBuffer()))
            let context = PreviewRequestContext(source: .init(channel: EmbeddedChannel(), logger: Logger(label: "routes")))
            let response: Response
            do {
                response = try await responder.respond(to: request, context: context)
            } catch let error as HTTPResponseError {
                response = try error.response(from: request, context: context)
            }
            var body = ""
            if method != .head, !(response.headers[.contentType]?.hasPrefix("text/event-stream") ?? false) {
                let collector = Collector()
                try await response.body.write(collector)
                body = String(decoding: collector.bytes.withLock { $0 }, as: UTF8.self)
            }
            return (response.status, response.headers, body)
        }
    }

    /// Gathers a response body's bytes.
    final class Collector: ResponseBodyWriter, @unchecked Sendable {
        let bytes = Locked<[UInt8]>([])
        func write(_ buffer: ByteBuffer) async throws { bytes.withLock { $0 += Array(buffer.readableBytesView) } }
        func finish(_ trailingHeaders: HTTPFields?) async throws {}
    }

    static let spec =
        ##"{"version": 1, "canvas": {"width": 200, "height": 60}, "elements": [{"type": "bubble", "text": {"en": "Hello", "ja": "こんにちは"}, "tail": null, "at": [8, 8]}]}"##

    @Test("a Host that names another server gets 421; localhost, IP addresses and the --host with the port are answered")
    func hostCheck() async throws {
        let served = try await Served(["home.json": Self.spec])
        for host in ["evil.example:80", "evil.example", "127.0.0.1:8421", "localhost.evil.example", ""] {
            #expect(try await served.get("/api/state", host: host).status == .misdirectedRequest, "\(host)")
        }
        for host in ["127.0.0.1", "localhost:80", "[::1]", "10.1.2.3:80", "[0:0:0:0:0:0:0:1]:80"] {
            #expect(try await served.get("/api/state", host: host).status == .ok, "\(host)")
        }
        #expect(HostCheckMiddleware.accepts("preview.local:8420", configuredHost: "preview.local", port: 8420), "the --host given")
    }

    @Test("every answer carries the CSP, nosniff and no-referrer; HEAD answers as GET with no body")
    func headers() async throws {
        let served = try await Served(["home.json": Self.spec])
        try await served.test { client in
            for path in ["/", "/api/state", "/assets/events.js", "/nowhere"] {
                try await client.execute(uri: path, method: .get) { answer in
                    #expect(answer.headers[.contentSecurityPolicy] == SecurityHeadersMiddleware.contentSecurityPolicy, "\(path)")
                    #expect(answer.headers[.xContentTypeOptions] == "nosniff")
                }
            }
            try await client.execute(uri: "/api/state", method: .head) { head in
                #expect(head.status == .ok && head.body.readableBytes == 0 && head.headers[.contentType] == "application/json")
            }
            try await client.execute(uri: "/", method: .post) { #expect($0.status == .methodNotAllowed) }
            try await client.execute(uri: "/", method: .get) { page in
                #expect(!String(buffer: page.body).contains("<script>"), "no inline script for the CSP to refuse")
            }
        }
    }

    @Test("the gallery has one filter per variant axis, made from its declaration, and its script reads the same axes")
    func filtersFromAxes() async throws {
        let served = try await Served(["home.json": Self.spec])
        try await served.test { client in
            try await client.execute(uri: "/", method: .get) { page in
                let html = String(buffer: page.body)
                for axis in VariantAxis.allCases {
                    let filter = axis.previewFilter
                    switch filter.control {
                    case .menu:
                        #expect(html.contains(#"<label id="\#(axis.field)Label" hidden>\#(filter.label) <select id="\#(axis.field)">"#), "\(axis)")
                    case .buttons(let choices):
                        #expect(html.contains(#"<fieldset id="\#(axis.field)Switch" class="switch" hidden>"#), "\(axis)")
                        for choice in choices {
                            #expect(html.contains(#"<input type="radio" name="\#(axis.field)" value="\#(choice.value)"> \#(choice.label)"#))
                        }
                    }
                }
            }
            try await client.execute(uri: "/assets/preview.js", method: .get) { script in
                let text = String(buffer: script.body)
                let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("const axes=") })
                let listed = try #require(try JSONSerialization.jsonObject(with: Data(line.dropFirst(11).dropLast().utf8)) as? [[String: Any]])
                #expect(listed.map { $0["field"] as? String } == VariantAxis.allCases.map(\.field))
                #expect(listed.map { $0["control"] as? String } == ["menu", "buttons", "menu", "menu"])
                #expect(
                    listed.last?["prefix"] as? String == "@" && listed.last?["suffix"] as? String == "x"
                        && listed.last?["startsAtFirst"] as? Bool == true)
                #expect(listed[2]["noValue"] as? String == "as written")
            }
        }
    }

    @Test("the state names specs relative to the folder served, with each image's digest; no absolute path")
    func relativeState() async throws {
        let served = try await Served(["screens/home.json": Self.spec])
        let folder = served.folder.path
        try await served.test { client in
            try await client.execute(uri: "/api/state", method: .get) { answer in
                let state = String(buffer: answer.body)
                #expect(state.contains(#""path":"screens/home.json""#))
                #expect(state.contains(#""digest":""#))
                #expect(!state.contains(folder))
            }
        }
    }

    @Test("past 32 event streams the next is refused with 503 at once; the state is still answered")
    func boundedStreams() async throws {
        let served = try await Served(["home.json": Self.spec])
        var held: [(id: Int, messages: AsyncStream<String>)] = []
        while let listener = await served.engine.store.listen() { held.append(listener) }
        #expect(held.count == PreviewStore.maxListeners)
        let refused = try await served.get("/events")
        #expect(refused.status == .serviceUnavailable && refused.headers[.retryAfter] == "5")
        #expect(try await served.get("/api/state").status == .ok)
        await served.engine.store.stopListening(held[0].id)
        #expect(try await served.get("/events").status == .ok)
    }

    @Test("a spec that fails has a detail page with its errors, under its own id and its locales'")
    func failedSpecPages() async throws {
        let served = try await Served(["home.json": Self.spec])
        let state = try await served.get("/api/state").body
        let ids = state.matches(of: /"id":"([0-9a-f]{16})"/).map { String($0.1) }
        #expect(ids.count == 3, "the spec's id and its two images': \(state)")
        try Self.spec.replacingOccurrences(of: #""tail": null"#, with: #""tail": "up""#)
            .write(to: served.folder.appendingPathComponent("home.json"), atomically: true, encoding: .utf8)
        await served.engine.apply([served.folder.appendingPathComponent("home.json").path])
        try await served.test { client in
            for id in Set(ids) {
                try await client.execute(uri: "/detail/\(id)", method: .get) { page in
                    #expect(page.status == .ok, "/detail/\(id)")
                    #expect(String(buffer: page.body).contains("home.json: error: elements[0].tail"), "\(String(buffer: page.body))")
                }
            }
            try await client.execute(uri: "/detail/0123456789abcdef", method: .get) { #expect($0.status == .notFound) }
        }
    }

    @Test("a spec with element anchors has a detail view that can outline its dump's elements, the anchored ones marked")
    func elementOutlines() async throws {
        let screens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/anchors/screens")
        let spec = """
            {"version": 1, "canvas": {"width": 360, "height": 800, "scale": 2,
             "background": {"image": "screens/android.png", "hierarchy": "screens/android.uiautomator.xml"}},
             "overlay": {"spotlights": [{"shape": "circle", "element": "fab", "padding": 6}]},
             "elements": [{"type": "bubble", "text": "Share", "focus": {"element": "share"}, "placement": "below"}]}
            """
        let served = try await Served(
            ["tip.json": spec],
            copies: [
                "screens/android.png": screens.appendingPathComponent("android.png"),
                "screens/android.uiautomator.xml": screens.appendingPathComponent("android.uiautomator.xml")
            ])
        let state = try await served.get("/api/state").body
        let id = try #require(state.firstMatch(of: /"images":\[\{"id":"([0-9a-f]{16})"/).map { String($0.1) }, "\(state)")
        let page = try await served.get("/detail/\(id)").body
        #expect(page.contains("<input type=\"checkbox\" id=\"outlines\">"), "\(page)")
        #expect(page.contains("(2 anchored, in orange)"))
        // In the picture's pixels: the share button is [600, 56, 88, 96] in the 720 × 1600 screenshot.
        #expect(page.contains("<g class=\"anchored\"><rect x=\"600.0\" y=\"56.0\" width=\"88.0\" height=\"96.0\""))
        #expect(page.contains(">share</text>") && page.contains(">fab</text>") && page.contains(">nav_home</text>"))
        #expect(page.contains("<g class=\"element\">"))
    }
}

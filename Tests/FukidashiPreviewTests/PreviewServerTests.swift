import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `fukidashi preview` as users meet it: a real server process, a real browser, real files.
@Suite("fukidashi preview", .serialized)
struct PreviewServerTests {
    /// A project to edit: the tour fixtures, a spec that reads a string table, and goldens.
    static func project() throws -> (root: URL, specs: URL, golden: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-preview-\(UUID().uuidString)")
        let specs = root.appendingPathComponent("specs"), golden = root.appendingPathComponent("golden")
        let fixtures = PreviewProcess.packageRoot.appendingPathComponent("Fixtures/tour")
        for folder in [specs.appendingPathComponent("tour"), golden.appendingPathComponent("tour"),
                       specs.appendingPathComponent("Strings/en.lproj"), specs.appendingPathComponent("Strings/ja.lproj")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        for name in ["step.json", "parts.json", "app-icon.png"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: specs.appendingPathComponent("tour/" + name))
        }
        for name in ["step.en.png", "step.ja.png", "step.ar.png", "step.en.png.json", "step.ja.png.json", "step.ar.png.json", "parts.png", "parts.png.json"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: golden.appendingPathComponent("tour/" + name))
        }
        try #""welcome" = "Welcome back";"#.write(to: specs.appendingPathComponent("Strings/en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try #""welcome" = "おかえりなさい";"#.write(to: specs.appendingPathComponent("Strings/ja.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try ##"{"version": 1, "canvas": {"width": 260, "height": 80, "scale": 2, "background": "#F2F2F7"}, "strings": ["Strings"], "elements": [{"type": "bubble", "text": {"localized": "welcome"}, "tail": null, "at": [10, 10]}]}"##
            .write(to: specs.appendingPathComponent("greeting.json"), atomically: true, encoding: .utf8)
        return (root, specs, golden)
    }

    @Test("a real browser sees a spec edit, a string-table edit and a broken-then-fixed spec without a reload")
    func liveInBrowser() throws {
        let (root, specs, golden) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try PreviewProcess([specs.path, "--golden", golden.path, "--jobs", "2"])
        try server.waitUntilRendered()
        let shots = ProcessInfo.processInfo.environment["FUKIDASHI_PREVIEW_SHOTS"] ?? root.appendingPathComponent("shots").path
        let driver = Process()
        driver.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        driver.arguments = [PreviewProcess.packageRoot.appendingPathComponent("Tests/FukidashiPreviewTests/Browser/preview_live.py").path,
                            server.address, specs.path, shots]
        let out = Pipe(), err = Pipe()
        driver.standardOutput = out
        driver.standardError = err
        try driver.run()
        let figures = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problems = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        driver.waitUntilExit()
        let stopped = server.stop(SIGINT)
        #expect(driver.terminationStatus == 0, "the browser test failed: \(problems)")
        // Save-to-picture times, for the record (speed is the benchmark's to judge, not a test's).
        print("preview save-to-image (ms): \(figures)")
        #expect(stopped.status == 0, "SIGINT should stop the server cleanly: \(stopped.stderr)")
        for shot in ["gallery.png", "side-by-side.png", "detail.png"] {
            #expect(FileManager.default.fileExists(atPath: shots + "/" + shot), "no screenshot \(shot)")
        }
    }

    @Test("no URL reaches the file system: .., encoded dots and slashes, absolute paths and symlinks are 404")
    func traversal() throws {
        let (root, specs, _) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: specs.appendingPathComponent("etc").path, withDestinationPath: "/etc")
        let server = try PreviewProcess([specs.path])
        defer { _ = server.stop() }
        try server.waitUntilRendered()
        let attempts = [
            "/../../../../etc/passwd", "/..%2f..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
            "/image/..%2f..%2f..%2fetc%2fpasswd", "/image/../../etc/passwd", "/assets/..%2f..%2fPackage.swift", "/assets/../greeting.json",
            "//etc/passwd", "/etc/passwd", "/image/%2fetc%2fpasswd", "/etc/hostname", "/image/etc", "/thumb/..",
            "/greeting.json", "/specs/greeting.json", "/tour/app-icon.png", "/tour/step.json", "/detail/..%2fgreeting.json",
            "/fragment/detail/%2e%2e", "/image/" + String(repeating: "%2e%2e%2f", count: 40) + "etc/passwd", "/Strings/en.lproj/Localizable.strings",
        ]
        for target in attempts {
            let response = try RawHTTP.get(target, port: server.port)
            #expect(response.status == 404, "\(target) gave \(response.status)")
            #expect(!response.body.contains("root:") && !response.body.contains("Welcome back"), "\(target) leaked a file")
        }
        // The server takes nothing: other methods and bodies are refused.
        let post = try RawHTTP.request("POST /api/state HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello", port: server.port)
        #expect(post.status == 405)
        #expect(try RawHTTP.get("/api/state", port: server.port).status == 200, "still serving")
    }

    @Test("DNS rebinding: only requests addressed to localhost or an IP address with the server's port are answered; the rest get 421")
    func rebinding() throws {
        let (root, specs, _) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try PreviewProcess([specs.path])
        defer { _ = server.stop() }
        try server.waitUntilRendered()
        let port = server.port
        for host in ["evil.example:\(port)", "evil.example", "127.0.0.1.nip.io:\(port)", "localhost.evil.example:\(port)", "127.0.0.1:\(port + 1)",
                     "127.0.0.1", "[::1]:\(port + 1)", "", "127.0.0.1:\(port)@evil.example"] {
            for target in ["/api/state", "/", "/image/x", "/events"] {
                let response = try RawHTTP.get(target, port: port, host: host)
                #expect(response.status == 421, "Host \(host) \(target): \(response.status)")
                #expect(!response.body.contains("greeting") && !response.body.contains(specs.path), "Host \(host) \(target) leaked the state")
            }
        }
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)", "127.0.0.2:\(port)", "[0:0:0:0:0:0:0:1]:\(port)"] {
            #expect(try RawHTTP.get("/api/state", port: port, host: host).status == 200, "Host \(host)")
        }
    }

    @Test("every answer carries a Content-Security-Policy of the preview's own files and nosniff; HEAD answers as GET, without a body")
    func headersAndHead() throws {
        let (root, specs, _) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try PreviewProcess([specs.path])
        defer { _ = server.stop() }
        try server.waitUntilRendered()
        for target in ["/", "/api/state", "/assets/preview.js", "/nowhere", "/../etc/passwd"] {
            let response = try RawHTTP.get(target, port: server.port)
            #expect(response.header("Content-Security-Policy")?.contains("default-src 'none'; script-src 'self'") == true, "\(target): \(response.head)")
            #expect(response.header("X-Content-Type-Options") == "nosniff", "\(target)")
        }
        let refused = try RawHTTP.get("/", port: server.port, host: "evil.example:\(server.port)")
        #expect(refused.header("X-Content-Type-Options") == "nosniff")
        let head = try RawHTTP.get("/api/state", port: server.port, method: "HEAD")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.header("Content-Type") == "application/json")
        #expect(try RawHTTP.get("/nowhere", port: server.port, method: "HEAD").status == 404)
        let events = try RawHTTP.get("/events", port: server.port, method: "HEAD")
        #expect(events.status == 200 && events.body.isEmpty, "a HEAD of the event stream ends at once")
    }

    @Test("a folder symlink out of the served folder is not followed without --allow-path; the page is given no absolute path")
    func symlinksAndPaths() throws {
        let (root, specs, _) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try ##"{"version": 1, "canvas": {"width": 100, "height": 40}, "elements": [{"type": "bubble", "text": "secret", "tail": null, "at": [4, 4]}]}"##
            .write(to: outside.appendingPathComponent("secret.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: specs.appendingPathComponent("linked").path, withDestinationPath: outside.path)
        let server = try PreviewProcess([specs.path])
        try server.waitUntilRendered()
        let state = try server.state()
        #expect(!PreviewProcess.specs(state).contains { ($0["name"] as? String)?.contains("secret") == true }, "a spec outside the tree is served")
        #expect((state["problems"] as? [String] ?? []).contains { $0.contains("linked/secret.json is a symlink out of the folders served") }, "\(state["problems"] ?? "")")
        let body = try RawHTTP.get("/api/state", port: server.port).body + (try RawHTTP.get("/", port: server.port).body)
        #expect(!body.contains(root.path), "an absolute path reached the page")
        #expect(PreviewProcess.specs(state).contains { ($0["path"] as? String) == "tour/step.json" })
        _ = server.stop()
        let allowed = try PreviewProcess([specs.path, "--allow-path", outside.path])
        defer { _ = allowed.stop() }
        try allowed.waitUntilRendered()
        #expect(PreviewProcess.specs(try allowed.state()).contains { ($0["name"] as? String) == "linked/secret" }, "--allow-path serves it")
    }

    @Test("a port in use says which, and how to choose another")
    func portInUse() throws {
        let (root, specs, _) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try PreviewProcess([specs.path])
        defer { _ = first.stop() }
        let second = Process()
        second.executableURL = PreviewProcess.buildFolder.appendingPathComponent("fukidashi")
        second.arguments = ["preview", specs.path, "--port", String(first.port)]
        let err = Pipe()
        second.standardError = err
        second.standardOutput = FileHandle.nullDevice
        try second.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        second.waitUntilExit()
        #expect(second.terminationStatus == 1)
        #expect(message.contains("fukidashi: error: port \(first.port) on 127.0.0.1 is in use by another program; choose another with --port N, or --port 0 for any free one"), "\(message)")
    }

    @Test("abusive clients: too many headers are refused, a request that never ends is cut off, and others are served meanwhile")
    func boundedRequests() throws {
        let (root, specs, _) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try PreviewProcess([specs.path])
        defer { _ = server.stop() }
        let headers = (0..<200).map { "X-Header-\($0): \($0)\r\n" }.joined()
        let flood = try RawHTTP.request("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\(headers)Connection: close\r\n\r\n", port: server.port)
        #expect(flood.status != 200, "200 headers should be refused")
        let huge = try RawHTTP.request("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Big: \(String(repeating: "a", count: 64 * 1024))\r\nConnection: close\r\n\r\n", port: server.port)
        #expect(huge.status != 200, "a 64 KiB header should be refused")
        // A slow client holds a connection open mid-request; the server goes on serving others
        // and closes the slow one after its request timeout.
        let slow = try RawHTTP.connect(port: server.port)
        RawHTTP.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n", on: slow)
        let started = Date()
        for _ in 0..<20 { #expect(try RawHTTP.get("/", port: server.port).status == 200) }
        _ = RawHTTP.readAll(slow)
        close(slow)
        #expect(Date().timeIntervalSince(started) < 25, "the slow request was not cut off")
        #expect(server.isRunning)
    }

    @Test("binding beyond loopback warns that anyone who can reach it sees the images; loopback does not")
    func nonLoopbackWarning() throws {
        let (root, specs, _) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let open = try PreviewProcess([specs.path, "--host", "0.0.0.0"])
        #expect(open.address.hasPrefix("http://0.0.0.0:"))
        let opened = open.stop(SIGTERM)
        #expect(opened.status == 0, "SIGTERM should stop the server cleanly")
        #expect(opened.stderr.contains("warning: listening on 0.0.0.0, not loopback: anyone who can reach this address sees the specs' images"))
        let local = try PreviewProcess([specs.path])
        #expect(local.address.hasPrefix("http://127.0.0.1:"))
        #expect(!local.stop().stderr.contains("warning"))
        let longLoopback = try PreviewProcess([specs.path, "--host", "0:0:0:0:0:0:0:1"])
        #expect(!longLoopback.stop().stderr.contains("warning"), "::1 written in full is loopback too")
    }

    @Test("bad specs, broken images, a deleted spec and a folder removed and made again leave the server running")
    func survivesBadFiles() throws {
        let (root, specs, _) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try PreviewProcess([specs.path])
        defer { _ = server.stop() }
        try server.waitUntilRendered()
        let icon = specs.appendingPathComponent("tour/app-icon.png")
        let good = try Data(contentsOf: icon)
        // A truncated image: the spec that uses it fails with a message, the server stays.
        try good.prefix(100).write(to: icon)
        try server.waitForState("the broken image's error") { state in
            PreviewProcess.specs(state).contains { ($0["errors"] as? [String] ?? []).contains { $0.contains("app-icon.png") && $0.contains("truncated or damaged") } }
        }
        try good.write(to: icon)
        try server.waitForState("the image back") { state in PreviewProcess.specs(state).allSatisfy { ($0["errors"] as? [String] ?? []).isEmpty } }
        // Not JSON at all, then deleted.
        try "{ not json".write(to: specs.appendingPathComponent("greeting.json"), atomically: true, encoding: .utf8)
        try server.waitForState("the parse error") { state in PreviewProcess.specs(state).contains { ($0["errors"] as? [String] ?? []).contains { $0.contains("greeting.json") } } }
        try FileManager.default.removeItem(at: specs.appendingPathComponent("greeting.json"))
        try server.waitForState("the deleted spec gone") { state in !PreviewProcess.specs(state).contains { ($0["name"] as? String) == "greeting" } }
        // A watched folder removed, then made again with a spec in it.
        let tour = specs.appendingPathComponent("tour")
        let saved = root.appendingPathComponent("saved-tour")
        try FileManager.default.moveItem(at: tour, to: saved)
        try server.waitForState("the folder's specs gone") { state in !PreviewProcess.specs(state).contains { ($0["name"] as? String)?.hasPrefix("tour/") == true } }
        try FileManager.default.createDirectory(at: tour, withIntermediateDirectories: true)
        for name in ["parts.json", "app-icon.png"] {
            try FileManager.default.copyItem(at: saved.appendingPathComponent(name), to: tour.appendingPathComponent(name))
        }
        try server.waitForState("the folder's spec back") { state in
            PreviewProcess.specs(state).contains { ($0["name"] as? String) == "tour/parts" && (($0["images"] as? [Any])?.count ?? 0) == 1 }
        }
        #expect(server.isRunning)
        #expect(try RawHTTP.get("/", port: server.port).status == 200)
    }
}

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
        for folder in [
            specs.appendingPathComponent("tour"), golden.appendingPathComponent("tour"),
            specs.appendingPathComponent("Strings/en.lproj"), specs.appendingPathComponent("Strings/ja.lproj")
        ] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        for name in ["step.json", "parts.json", "app-icon.png"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: specs.appendingPathComponent("tour/" + name))
        }
        for name in [
            "step.en.png", "step.ja.png", "step.ar.png", "step.en.png.json", "step.ja.png.json", "step.ar.png.json", "parts.png", "parts.png.json"
        ] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: golden.appendingPathComponent("tour/" + name))
        }
        try #""welcome" = "Welcome back";"#.write(
            to: specs.appendingPathComponent("Strings/en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try #""welcome" = "おかえりなさい";"#.write(
            to: specs.appendingPathComponent("Strings/ja.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try
            ##"{"version": 1, "canvas": {"width": 260, "height": 80, "scale": 2, "background": "#F2F2F7"}, "strings": ["Strings"], "elements": [{"type": "bubble", "text": {"localized": "welcome"}, "tail": null, "at": [10, 10]}]}"##
            .write(to: specs.appendingPathComponent("greeting.json"), atomically: true, encoding: .utf8)
        return (root, specs, golden)
    }

    @Test(
        "a real browser sees a spec edit, a string-table edit and a broken-then-fixed spec without a reload", .tags(.chromium),
        .enabled(if: runsChromium))
    func liveInBrowser() throws {
        let (root, specs, golden) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try PreviewProcess([specs.path, "--golden", golden.path, "--jobs", "2"])
        try server.waitUntilRendered()
        let shots = ProcessInfo.processInfo.environment["FUKIDASHI_PREVIEW_SHOTS"] ?? root.appendingPathComponent("shots").path
        let (status, figures, problems) = try Self.browserScript("preview_live.py", [server.address, specs.path, shots])
        let stopped = server.stop(SIGINT)
        #expect(status == 0, "the browser test failed: \(problems)")
        // Save-to-picture times, for the record (speed is the benchmark's to judge, not a test's).
        print("preview save-to-image (ms): \(figures)")
        #expect(stopped.status == 0, "SIGINT should stop the server cleanly: \(stopped.stderr)")
        for shot in ["gallery.png", "side-by-side.png", "detail.png"] {
            #expect(FileManager.default.fileExists(atPath: shots + "/" + shot), "no screenshot \(shot)")
        }
    }

    @Test(
        "in a real browser: a rebinding domain is refused, eight tabs share one stream, a re-created spec shows its new picture, a stopped server is shown and caught up with",
        .tags(.chromium), .enabled(if: runsChromium))
    func guardInBrowser() throws {
        let (root, specs, _) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let (status, said, problems) = try Self.browserScript(
            "preview_guard.py", [PreviewProcess.tool.path, specs.path])
        #expect(status == 0 && said.contains("ok"), "the browser test failed: \(problems)")
    }

    @Test(
        "a project served with no PATH, in a real browser: the appearance switch, every variant side by side, links between variants, a saved theme and a broken project file",
        .tags(.chromium), .enabled(if: runsChromium))
    func projectInBrowser() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-preview-project-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let fixture = PreviewProcess.packageRoot.appendingPathComponent("Fixtures/project")
        // Its goldens stay behind: this is about the variants, and comparing 60 images is slow.
        for name in ["fukidashi.json", "tour", "screens", "App"] {
            try FileManager.default.copyItem(at: fixture.appendingPathComponent(name), to: project.appendingPathComponent(name))
        }
        let server = try PreviewProcess(["--jobs", "2"], in: project.appendingPathComponent("tour"))
        try server.waitUntilRendered()
        let shots = ProcessInfo.processInfo.environment["FUKIDASHI_PREVIEW_SHOTS"] ?? root.appendingPathComponent("shots").path
        let (status, said, problems) = try Self.browserScript("preview_project.py", [server.address, project.path, shots])
        let stopped = server.stop(SIGINT)
        #expect(status == 0 && said.contains("ok"), "the browser test failed: \(problems)")
        #expect(stopped.status == 0, "SIGINT should stop the server cleanly: \(stopped.stderr)")
    }

    @Test("with no PATH and no project above, or a broken project, the preview says so and does not start")
    func projectProblemsAtStart() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-preview-noproject-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let none = try Self.runPreview(["--port", "0"], in: root)
        #expect(none.status == 64 && none.stderr.contains("no PATH given and no fukidashi.json"), "\(none)")
        try #"{"version": 1, "specs": ["tour"], "stlyes": {}}"#.write(
            to: root.appendingPathComponent("fukidashi.json"), atomically: true, encoding: .utf8)
        let broken = try Self.runPreview(["--port", "0", "--project", "fukidashi.json"], in: root)
        #expect(broken.status == 1, "\(broken)")
        #expect(broken.stderr.contains("fukidashi.json: error: stlyes: unknown key"), "\(broken)")
        #expect(broken.stderr.contains("did you mean \"styles\"?"), "\(broken)")
    }

    /// `fukidashi preview ARGUMENTS` run to its end (for a preview that must not start), in
    /// `directory` if given.
    static func runPreview(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = PreviewProcess.tool
        process.arguments = ["preview"] + arguments
        if let directory { process.currentDirectoryURL = directory }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, said)
    }

    /// Runs one of `Browser/`'s Chromium scripts; its exit status, standard output and error.
    static func browserScript(_ name: String, _ arguments: [String]) throws -> (Int32, String, String) {
        let driver = Process()
        driver.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        driver.arguments = [PreviewProcess.packageRoot.appendingPathComponent("Tests/FukidashiPreviewTests/Browser/" + name).path] + arguments
        let out = Pipe(), err = Pipe()
        driver.standardOutput = out
        driver.standardError = err
        try driver.run()
        let said = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problems = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        driver.waitUntilExit()
        return (driver.terminationStatus, said, problems)
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
            "/fragment/detail/%2e%2e", "/image/" + String(repeating: "%2e%2e%2f", count: 40) + "etc/passwd", "/Strings/en.lproj/Localizable.strings"
        ]
        for target in attempts {
            let response = try RawHTTP.get(target, port: server.port)
            #expect(response.status == 404, "\(target) gave \(response.status)")
            #expect(!response.body.contains("root:") && !response.body.contains("Welcome back"), "\(target) leaked a file")
        }
        // The server takes nothing: other methods and bodies are refused.
        let post = try RawHTTP.request(
            "POST /api/state HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello", port: server.port)
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
        for host in [
            "evil.example:\(port)", "evil.example", "127.0.0.1.nip.io:\(port)", "localhost.evil.example:\(port)", "127.0.0.1:\(port + 1)",
            "127.0.0.1", "[::1]:\(port + 1)", "", "127.0.0.1:\(port)@evil.example"
        ] {
            for target in ["/api/state", "/", "/image/x", "/events"] {
                let response = try RawHTTP.get(target, port: port, host: host)
                #expect(response.status == 421, "Host \(host) \(target): \(response.status)")
                #expect(!response.body.contains("greeting") && !response.body.contains(specs.path), "Host \(host) \(target) leaked the state")
            }
        }
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)", "127.0.0.2:\(port)", "[0:0:0:0:0:0:0:1]:\(port)"]
        {
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
            #expect(
                response.header("Content-Security-Policy")?.contains("default-src 'none'; script-src 'self'") == true, "\(target): \(response.head)")
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
        try
            ##"{"version": 1, "canvas": {"width": 100, "height": 40}, "elements": [{"type": "bubble", "text": "secret", "tail": null, "at": [4, 4]}]}"##
            .write(to: outside.appendingPathComponent("secret.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: specs.appendingPathComponent("linked").path, withDestinationPath: outside.path)
        let server = try PreviewProcess([specs.path])
        try server.waitUntilRendered()
        let state = try server.state()
        #expect(!PreviewProcess.specs(state).contains { ($0["name"] as? String)?.contains("secret") == true }, "a spec outside the tree is served")
        #expect(
            (state["problems"] as? [String] ?? []).contains { $0.contains("linked/secret.json is a symlink out of the folders served") },
            "\(state["problems"] ?? "")")
        let body = try RawHTTP.get("/api/state", port: server.port).body + (try RawHTTP.get("/", port: server.port).body)
        #expect(!body.contains(root.path), "an absolute path reached the page")
        #expect(PreviewProcess.specs(state).contains { ($0["path"] as? String) == "tour/step.json" })
        _ = server.stop()
        let allowed = try PreviewProcess([specs.path, "--allow-path", outside.path])
        defer { _ = allowed.stop() }
        try allowed.waitUntilRendered()
        #expect(PreviewProcess.specs(try allowed.state()).contains { ($0["name"] as? String) == "linked/secret" }, "--allow-path serves it")
    }

    @Test("event streams are bounded apart from other requests: past 32 a stream gets 503 at once, and the state is still served")
    func streamFlood() throws {
        let (root, specs, _) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try PreviewProcess([specs.path])
        defer { _ = server.stop() }
        try server.waitUntilRendered()
        var open: [Int32] = []
        defer { for fd in open { close(fd) } }
        var refused = 0
        for _ in 0..<100 {
            let fd = try RawHTTP.connect(port: server.port)
            RawHTTP.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", on: fd)
            var buffer = [UInt8](repeating: 0, count: 512)
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            let head = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
            if head.hasPrefix("HTTP/1.1 503") {
                refused += 1
                close(fd)
            } else {
                open.append(fd)
            }
        }
        #expect(open.count == 32, "streams held: \(open.count)")
        #expect(refused == 68)
        let started = Date()
        for _ in 0..<20 { #expect(try RawHTTP.get("/api/state", port: server.port).status == 200) }
        #expect(Date().timeIntervalSince(started) < 5, "the state was held up by the streams")
        // A closed stream frees its place.
        for fd in open.prefix(4) { close(fd) }
        open.removeFirst(4)
        try server.waitForState("a stream's place freed") { _ in
            guard let fd = try? RawHTTP.connect(port: server.port) else { return false }
            RawHTTP.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", on: fd)
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            let ok = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).hasPrefix("HTTP/1.1 200")
            if ok { open.append(fd) } else { close(fd) }
            return ok
        }
    }

    @Test("a save that changes no picture and no message sends no event; a real change does")
    func quietSaves() throws {
        let (root, specs, _) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try PreviewProcess([specs.path])
        defer { _ = server.stop() }
        try server.waitUntilRendered()
        let stream = try RawHTTP.connect(port: server.port)
        defer { close(stream) }
        RawHTTP.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", on: stream)
        var timeout = timeval(tv_sec: 3, tv_usec: 0)
        setsockopt(stream, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        func received() -> String {
            var text = "", buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(stream, $0.baseAddress, $0.count, 0) }
                if count <= 0 { return text }
                text += String(decoding: buffer.prefix(count), as: UTF8.self)
            }
        }
        _ = received()
        let greeting = specs.appendingPathComponent("greeting.json")
        let table = specs.appendingPathComponent("Strings/en.lproj/Localizable.strings")
        // The same bytes again; the table reformatted, with a key no spec uses.
        try Data(contentsOf: greeting).write(to: greeting)
        try "\"welcome\"   =   \"Welcome back\";\n\"unused\" = \"Nobody reads this\";\n".write(to: table, atomically: true, encoding: .utf8)
        let quiet = received()
        #expect(!quiet.contains("data:"), "a save that changed nothing was announced: \(quiet)")
        try #""welcome" = "Welcome home";"#.write(to: table, atomically: true, encoding: .utf8)
        let loud = received()
        #expect(loud.contains("data:") && loud.contains("greeting.json"), "a real change was not announced: \(loud)")
    }

    @Test("a project file that names a new string table and font folder: both are watched from the save on, without a restart")
    func reloadedProjectWatchesItsNewFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in [
            "A/en.lproj/Localizable.strings": #""welcome" = "Welcome from A";"#,
            "B/en.lproj/Localizable.strings": #""welcome" = "Welcome from B";"#,
            "specs/greeting.json":
                ##"{"version": 1, "canvas": {"width": 260, "height": 80}, "elements": [{"type": "bubble", "text": {"localized": "welcome"}, "tail": null, "at": [10, 10]}]}"##,
            "fukidashi.json": #"{"version": 1, "specs": ["specs"], "strings": ["A"]}"#
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let server = try PreviewProcess([], in: root)
        defer { _ = server.stop() }
        try server.waitUntilRendered()
        func digest(_ state: [String: Any]) -> String? {
            (PreviewProcess.specs(state).first?["images"] as? [[String: Any]])?.first?["digest"] as? String
        }
        let fromA = try #require(digest(try server.state()))
        let font = PreviewProcess.packageRoot.appendingPathComponent("Fonts/NotoSans-Regular.ttf")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: font, to: root.appendingPathComponent("Fonts/Brand.ttf"))
        try #"{"version": 1, "specs": ["specs"], "strings": ["B"], "fonts": ["Fonts"]}"#.write(
            to: root.appendingPathComponent("fukidashi.json"), atomically: true, encoding: .utf8)
        var fromB = ""
        try server.waitForState("the project's new string table") { state in
            guard let now = digest(state), now != fromA else { return false }
            fromB = now
            return true
        }
        // An edit of B, which was not watched when the server started, shows too.
        usleep(400_000)
        try #""welcome" = "Welcome, edited in B";"#.write(
            to: root.appendingPathComponent("B/en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try server.waitForState("an edit of the new string table", seconds: 15) { digest($0).map { $0 != fromB } ?? false }
        // The new font folder is watched too: a file that is no font there is said on the page
        // (a renderer reads its fonts once, so new workers start), and the images stay.
        try "not a font".write(to: root.appendingPathComponent("Fonts/Broken.ttf"), atomically: true, encoding: .utf8)
        try server.waitForState("the font folder's change", seconds: 15) { state in
            (state["problems"] as? [String])?.contains { $0.contains("Broken.ttf") } ?? false
        }
        try FileManager.default.removeItem(at: root.appendingPathComponent("Fonts/Broken.ttf"))
        try server.waitForState("the font folder fixed", seconds: 15) { ($0["problems"] as? [String])?.isEmpty ?? false }
        #expect(server.isRunning)
    }

    @Test("pictures are kept in the cache folder, not in memory: a restart on the same files draws nothing, and an edit draws only its spec")
    func restartServesFromTheCacheFolder() throws {
        let (root, specs, golden) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = root.appendingPathComponent("cache")
        let environment = ["FUKIDASHI_PREVIEW_CACHE": cache.path]
        func counts(_ server: PreviewProcess) throws -> [String: Int] {
            (try server.state()["renders"] as? [String: Any] ?? [:]).mapValues { ($0 as? NSNumber)?.intValue ?? -1 }
        }
        let first = try PreviewProcess([specs.path, "--golden", golden.path], environment: environment)
        try first.waitUntilRendered()
        let drawn = try counts(first)
        let state = try first.state()
        #expect(drawn["drawn"] == PreviewProcess.specs(state).count && drawn["fromDisk"] == 0, "\(drawn)")
        let image = try #require((PreviewProcess.specs(state).first?["images"] as? [[String: Any]])?.first)
        let digest = try #require(image["digest"] as? String)
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("blobs/\(digest.prefix(2))/\(digest).png").path))
        // The picture's own URL is immutable; any other asks again.
        let named = try RawHTTP.get("/image/\(image["id"]!)?v=\(digest)", port: first.port)
        #expect(named.status == 200 && named.header("cache-control") == "public, max-age=31536000, immutable")
        #expect(try RawHTTP.get("/image/\(image["id"]!)", port: first.port).header("cache-control") == "no-cache")
        _ = first.stop()
        let second = try PreviewProcess([specs.path, "--golden", golden.path], environment: environment)
        defer { _ = second.stop() }
        try second.waitUntilRendered()
        let again = try counts(second)
        #expect(again["drawn"] == 0 && again["fromDisk"] == PreviewProcess.specs(state).count, "\(again)")
        #expect(try RawHTTP.get("/image/\(image["id"]!)?v=\(digest)", port: second.port).body.utf8.count > 100)
        try #""welcome" = "Welcome home";"#.write(
            to: specs.appendingPathComponent("Strings/en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try second.waitForState("the edited spec drawn") { state in
            ((state["renders"] as? [String: Any])?["drawn"] as? NSNumber)?.intValue == 1
        }
    }

    @Test("the README's and the preview guide's command serves what they say: every spec, each image against its golden")
    func documentedCommand() throws {
        for file in ["README.md", "docs/preview.md"] {
            let text = try String(contentsOf: PreviewProcess.packageRoot.appendingPathComponent(file), encoding: .utf8)
            let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("fukidashi preview Fixtures/") }, "\(file) shows no command")
            let arguments = line.split(separator: " ").dropFirst(2).map(String.init)
            let cache = NSTemporaryDirectory() + "fukidashi-doc-\(UUID())"
            defer { try? FileManager.default.removeItem(atPath: cache) }
            let server = try PreviewProcess(arguments, in: PreviewProcess.packageRoot, environment: ["FUKIDASHI_PREVIEW_CACHE": cache])
            defer { _ = server.stop() }
            try server.waitUntilRendered()
            let specs = PreviewProcess.specs(try server.state())
            #expect(
                specs.count >= 3 && specs.allSatisfy { ($0["errors"] as? [String])?.isEmpty == true }, "\(file): \(specs.map { $0["errors"] ?? "" })")
            let onboarding = try #require(specs.first { $0["name"] as? String == "onboarding" })
            let images = onboarding["images"] as? [[String: Any]] ?? []
            #expect(images.count == 7 && images.allSatisfy { $0["goldenMatches"] as? Bool == true }, "\(file): \(images.map { $0["golden"] ?? "" })")
        }
    }

    @Test("a failing spec has a detail page with its errors, and so has each locale image of it; both turn back into the image")
    func failedDetail() throws {
        let (root, specs, _) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try PreviewProcess([specs.path])
        defer { _ = server.stop() }
        try server.waitUntilRendered()
        let greeting = specs.appendingPathComponent("greeting.json")
        let good = try String(contentsOf: greeting, encoding: .utf8)
        let entry = try #require(PreviewProcess.specs(try server.state()).first { ($0["name"] as? String) == "greeting" })
        let japanese = try #require((entry["images"] as? [[String: Any]])?.first { ($0["locale"] as? String) == "ja" }?["id"] as? String)
        try good.replacingOccurrences(of: #""tail": null"#, with: #""tail": 5"#).write(to: greeting, atomically: true, encoding: .utf8)
        try server.waitForState("the error") { state in
            PreviewProcess.specs(state).contains { ($0["name"] as? String) == "greeting" && !(($0["errors"] as? [String]) ?? []).isEmpty }
        }
        let specID = try #require(entry["id"] as? String)
        for id in [specID, japanese] {
            let page = try RawHTTP.get("/detail/\(id)", port: server.port)
            #expect(page.status == 200, "/detail/\(id)")
            #expect(page.body.contains("greeting.json: error: elements[0].tail"), "\(page.body)")
            let fragment = try RawHTTP.get("/fragment/detail/\(id)", port: server.port)
            #expect(!fragment.body.contains("no longer rendered") && fragment.body.contains("error"), "\(fragment.body)")
        }
        try good.write(to: greeting, atomically: true, encoding: .utf8)
        try server.waitForState("the fix") { state in PreviewProcess.specs(state).allSatisfy { (($0["errors"] as? [String]) ?? []).isEmpty } }
        #expect(try RawHTTP.get("/fragment/detail/\(japanese)", port: server.port).body.contains("id=\"actual\""))
    }

    @Test("the detail view sets its text lines in the bundled faces that drew them (@font-face), served by name, never by path")
    func detailFonts() throws {
        let (root, specs, _) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try PreviewProcess([specs.path])
        defer { _ = server.stop() }
        try server.waitUntilRendered()
        let entry = try #require(PreviewProcess.specs(try server.state()).first { ($0["name"] as? String) == "greeting" })
        let japanese = try #require((entry["images"] as? [[String: Any]])?.first { ($0["locale"] as? String) == "ja" }?["id"] as? String)
        let fragment = try RawHTTP.get("/fragment/detail/\(japanese)", port: server.port).body
        #expect(fragment.contains("/fonts/css/\(japanese)"))
        let css = try RawHTTP.get("/fonts/css/\(japanese)", port: server.port).body
        let urls = css.matches(of: /url\("(\/fonts\/file\/[0-9a-f]+\.(?:ttf|otf))"\)/).map { String($0.1) }
        #expect(!urls.isEmpty, "the Japanese face: \(css)")
        for url in urls {
            let font = try RawHTTP.get(url, port: server.port)
            #expect(font.status == 200)
            #expect(font.body.hasPrefix("OTTO") || font.body.utf8.prefix(4).elementsEqual([0, 1, 0, 0]), "\(url) is a font")
        }
        #expect(try RawHTTP.get("/fonts/file/0000000000000000.ttf", port: server.port).status == 404)
        #expect(try RawHTTP.get("/fonts/file/..%2f..%2fetc%2fpasswd", port: server.port).status == 404)
    }

    @Test("a port in use says which, and how to choose another")
    func portInUse() throws {
        let (root, specs, _) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try PreviewProcess([specs.path])
        defer { _ = first.stop() }
        let (status, message) = try Self.runPreview([specs.path, "--port", String(first.port)])
        #expect(status == 1)
        #expect(
            message.contains(
                "fukidashi: error: port \(first.port) on 127.0.0.1 is in use by another program; choose another with --port N, or --port 0 for any free one"
            ), "\(message)")
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
        let huge = try RawHTTP.request(
            "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Big: \(String(repeating: "a", count: 64 * 1024))\r\nConnection: close\r\n\r\n",
            port: server.port)
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
            PreviewProcess.specs(state).contains {
                ($0["errors"] as? [String] ?? []).contains { $0.contains("app-icon.png") && $0.contains("truncated or damaged") }
            }
        }
        try good.write(to: icon)
        try server.waitForState("the image back") { state in PreviewProcess.specs(state).allSatisfy { ($0["errors"] as? [String] ?? []).isEmpty } }
        // Not JSON at all, then deleted.
        try "{ not json".write(to: specs.appendingPathComponent("greeting.json"), atomically: true, encoding: .utf8)
        try server.waitForState("the parse error") { state in
            PreviewProcess.specs(state).contains { ($0["errors"] as? [String] ?? []).contains { $0.contains("greeting.json") } }
        }
        try FileManager.default.removeItem(at: specs.appendingPathComponent("greeting.json"))
        try server.waitForState("the deleted spec gone") { state in !PreviewProcess.specs(state).contains { ($0["name"] as? String) == "greeting" } }
        // A watched folder removed, then made again with a spec in it.
        let tour = specs.appendingPathComponent("tour")
        let saved = root.appendingPathComponent("saved-tour")
        try FileManager.default.moveItem(at: tour, to: saved)
        try server.waitForState("the folder's specs gone") { state in
            !PreviewProcess.specs(state).contains { ($0["name"] as? String)?.hasPrefix("tour/") == true }
        }
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

import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiCLI
@testable import FukidashiLayout

/// What a run of the command gave.
struct CLIResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// One at a time, in the order asked: the in-process command's turns.
actor Turns {
    private var taken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func take() async {
        guard taken else {
            taken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func give() {
        if waiting.isEmpty { taken = false } else { waiting.removeFirst().resume() }
    }
}

struct CLIToolFailure: Error {
    let tool: String
    let status: Int32
}

enum CLI {
    /// The tool these tests run: `FUKIDASHI_TEST_TOOL` where it names one (`scripts/test.sh` names
    /// the release build it has just made, the one `scripts/install.sh` installs), else the
    /// debug build beside the test bundle.
    static let binary: URL = {
        if let tool = ProcessInfo.processInfo.environment["FUKIDASHI_TEST_TOOL"], !tool.isEmpty { return URL(fileURLWithPath: tool) }
        // The test bundle sits in the same build folder as the product.
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return folder.appendingPathComponent("fukidashi")
    }()

    /// `fukidashi ARGUMENTS` run in this process, in `directory`, as its `main` runs it
    /// (`InProcessCommand`), with its output kept. `environment`: the whole environment the
    /// command reads (`nil`: this process's).
    /// Tests wait their turn suspended, not blocked: a blocked wait would hold one of the few
    /// threads every other suite runs on.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String]? = nil) async throws -> CLIResult {
        await turns.take()
        let result = InProcessCommand.run(arguments, in: directory.path, environment: environment)
        await turns.give()
        return CLIResult(status: result.status, stdout: result.output, stderr: result.error)
    }

    static let turns = Turns()

    /// The built binary run as a user runs it, for what only a process shows (the libraries it
    /// links and opens). `environment`: the child's whole environment; `nil` inherits this one.
    static func runBinary(_ arguments: [String], in directory: URL, environment: [String: String]? = nil) throws -> CLIResult {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Another program's standard output (Debian's aapt, the schema checker); it must succeed.
    static func runTool(_ path: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CLIToolFailure(tool: path, status: process.terminationStatus) }
        return String(decoding: data, as: UTF8.self)
    }

    /// A tool's exit status and its standard output and error, whatever the status.
    static func runToolStatus(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func bubble(_ text: String) -> String {
        ##"{"version": 1, "canvas": {"width": 300, "height": 120, "background": "#FFFFFF"}, "elements": [{"type": "bubble", "text": "\##(text)", "focus": [150, 110], "placement": "above"}]}"##
    }
}

@Suite("fukidashi render", .serialized)
struct RenderCommandTests {
    @Test("a folder renders every spec below it, mirrored, and one bad spec does not stop the rest")
    func batch() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(CLI.bubble("spec a"), to: "specs/a.json", in: dir)
        try CLI.write(CLI.bubble("spec b"), to: "specs/x/b.json", in: dir)
        try CLI.write(
            ##"{"version": 1, "canvas": {"width": 10, "height": 10}, "elements": [{"type": "bubble", "text": "x", "focus": [1, 1], "placment": "above"}]}"##,
            to: "specs/bad.json", in: dir)
        try CLI.write("not a spec", to: "specs/notes.txt", in: dir)
        // `maestro hierarchy > screens/home.json`, with and without the CLI's first line: dumps, not specs.
        try CLI.write("Running on emulator-5554\n{\n  \"attributes\" : { },\n  \"children\" : [ ]\n}\n", to: "specs/screens/home.en.json", in: dir)
        try CLI.write(
            "\u{FEFF}{\n  \"attributes\" : { \"bounds\" : \"[0,0][0,0]\" },\n  \"children\" : [ ]\n}\n", to: "specs/screens/home.de.json", in: dir)

        let result = try await CLI.run(["render", "specs", "--out", "out"], in: dir)
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                specs/bad.json: error: elements[0].placment: unknown key, did you mean "placement"?
                fukidashi: rendered 2 of 3 specs (2 images); 1 failed

                """)
        let fm = FileManager.default
        #expect(fm.fileExists(atPath: dir.appendingPathComponent("out/a.png").path))
        #expect(fm.fileExists(atPath: dir.appendingPathComponent("out/x/b.png").path))
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("out/bad.png").path))
        // Nothing half-written is left behind.
        let leftovers = try fm.subpathsOfDirectory(atPath: dir.appendingPathComponent("out").path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    @Test("PNG bytes are identical whatever --jobs is")
    func jobsDoNotChangeBytes() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for i in 0..<6 { try CLI.write(CLI.bubble("spec \(i) 日本語 한국어"), to: "specs/s\(i).json", in: dir) }
        let one = try await CLI.run(["render", "--jobs", "1", "--out", "one", "specs"], in: dir)
        let two = try await CLI.run(["render", "--jobs", "2", "--out", "two", "specs"], in: dir)
        #expect(one.status == 0 && two.status == 0)
        #expect(one.stderr == "fukidashi: rendered 6 of 6 specs (6 images)\n")
        for i in 0..<6 {
            let a = try Data(contentsOf: dir.appendingPathComponent("one/s\(i).png"))
            let b = try Data(contentsOf: dir.appendingPathComponent("two/s\(i).png"))
            #expect(a == b, "s\(i).png")
        }
    }

    @Test("warnings are printed with the file first and do not fail the batch")
    func warnings() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(
            ##"{"version": 1, "canvas": {"width": 300, "height": 80}, "elements": [{"type": "bubble", "text": "one two three four five six", "focus": [150, 75], "placement": "above", "maxWidth": 150, "style": {"maxLines": 1}}]}"##,
            to: "w.json", in: dir)
        let result = try await CLI.run(["render", "w.json", "--out", "out"], in: dir)
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix(##"w.json: warning: elements[0].text: text does not fit in 1 line; it ends with "…""##))
        #expect(result.stderr.hasSuffix("fukidashi: rendered 1 of 1 spec (1 image); 1 warning\n"))
    }

    @Test("usage errors exit 64", arguments: [["render"], ["render", "--jobs", "0", "x.json"], ["render", "missing.json"], ["frobnicate"]])
    func usage(_ arguments: [String]) async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(CLI.bubble("spec x"), to: "x.json", in: dir)
        let result = try await CLI.run(arguments, in: dir)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
    }

    @Test("an output folder that cannot be written gives one error per spec and exit 1")
    func unwritable() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(CLI.bubble("spec a"), to: "specs/a.json", in: dir)
        try CLI.write(CLI.bubble("spec b"), to: "specs/b.json", in: dir)
        try CLI.write("I am a file, not a folder", to: "out", in: dir)
        let result = try await CLI.run(["render", "specs", "--out", "out"], in: dir)
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: cannot create the folder out") }
        #expect(errors.count == 2, "\(result.stderr)")
    }

    @Test("two specs that would write the same PNG: the second fails instead of overwriting")
    func collision() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(CLI.bubble("spec a"), to: "one/same.json", in: dir)
        try CLI.write(CLI.bubble("spec b"), to: "two/same.json", in: dir)
        let result = try await CLI.run(["render", "one/same.json", "two/same.json", "--out", "out"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.contains("two/same.json: error: its output out/same.png is also written by one/same.json; rename one of them"))
    }

    @Test("an existing PNG is replaced whole")
    func replaces() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(CLI.bubble("spec a"), to: "a.json", in: dir)
        try CLI.write("old", to: "out/a.png", in: dir)
        let result = try await CLI.run(["render", "a.json", "--out", "out"], in: dir)
        #expect(result.status == 0)
        let bytes = try Data(contentsOf: dir.appendingPathComponent("out/a.png"))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("an output that already holds the same bytes is left alone (same file, same time stamp); a changed one is replaced")
    func leavesUnchanged() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(CLI.bubble("spec a"), to: "a.json", in: dir)
        let path = dir.appendingPathComponent("out/a.png").path
        func identity() throws -> (inode: UInt64, modified: Date) {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            return ((attributes[.systemFileNumber] as! NSNumber).uint64Value, attributes[.modificationDate] as! Date)
        }
        #expect(try await CLI.run(["render", "a.json", "--out", "out"], in: dir).status == 0)
        let first = try identity()
        try await Task.sleep(for: .milliseconds(20))
        #expect(try await CLI.run(["render", "a.json", "--out", "out"], in: dir).status == 0)
        let again = try identity()
        #expect(again.inode == first.inode && again.modified == first.modified)
        try CLI.write(CLI.bubble("spec b"), to: "a.json", in: dir)
        #expect(try await CLI.run(["render", "a.json", "--out", "out"], in: dir).status == 0)
        #expect(try identity().inode != first.inode)
    }
}

@Suite("fukidashi render: fonts and locales", .serialized)
struct FontAndLocaleOptionTests {
    static let testFonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fonts").path

    static func spec(family: String? = nil, text: String = "Hello fonts") -> String {
        let font = family.map { ##", "style": {"font": {"family": "\##($0)"}}"## } ?? ""
        return
            ##"{"version": 1, "canvas": {"width": 300, "height": 100, "background": "#FFFFFF"}, "elements": [{"type": "bubble", "text": "\##(text)", "tail": null, "at": [10, 10]\##(font)}]}"##
    }

    @Test("--fonts adds a folder of fonts whose families specs can name")
    func userFonts() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(Self.spec(family: "Fukidashi Test Sans"), to: "custom.json", in: dir)
        try CLI.write(Self.spec(), to: "plain.json", in: dir)

        let without = try await CLI.run(["render", "custom.json", "--out", "out"], in: dir)
        #expect(without.status == 1)
        #expect(without.stderr.contains(##"custom.json: error: elements[0].style.font.family: unknown font family "Fukidashi Test Sans""##))

        let with = try await CLI.run(["render", "custom.json", "plain.json", "--fonts", Self.testFonts, "--out", "out"], in: dir)
        #expect(with.status == 0, "\(with.stderr)")
        let custom = try Data(contentsOf: dir.appendingPathComponent("out/custom.png"))
        let plain = try Data(contentsOf: dir.appendingPathComponent("out/plain.png"))
        #expect(custom != plain)  // the test font's letters are half as wide again
    }

    @Test("--fonts must name a folder")
    func userFontsMustBeAFolder() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(Self.spec(), to: "a.json", in: dir)
        #expect(try await CLI.run(["render", "a.json", "--fonts", "a.json"], in: dir).status == 64)
    }

    @Test("--locale picks Han glyph forms for specs that name no locale; the spec's own locale wins")
    func locale() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(Self.spec(text: "直骨海"), to: "han.json", in: dir)
        try CLI.write(
            ##"{"version": 1, "canvas": {"width": 300, "height": 100, "background": "#FFFFFF"}, "locale": "ja", "elements": [{"type": "bubble", "text": "直骨海", "tail": null, "at": [10, 10]}]}"##,
            to: "han-ja.json", in: dir)
        #expect(try await CLI.run(["render", "han.json", "han-ja.json", "--locale", "ja", "--out", "ja"], in: dir).status == 0)
        #expect(try await CLI.run(["render", "han.json", "han-ja.json", "--locale", "zh-Hans", "--out", "zh"], in: dir).status == 0)
        let ja = try Data(contentsOf: dir.appendingPathComponent("ja/han.png"))
        let zh = try Data(contentsOf: dir.appendingPathComponent("zh/han.png"))
        #expect(ja != zh)
        let specJa = try Data(contentsOf: dir.appendingPathComponent("zh/han-ja.png"))
        #expect(specJa == ja)
        #expect(try await CLI.run(["render", "han.json", "--locale", "japanese!"], in: dir).status == 64)
    }
}

@Suite("fukidashi render: locale maps and images", .serialized)
struct LocaleAndImageOptionTests {
    static let localized =
        ##"{"version": 1, "canvas": {"width": 200, "height": 80, "background": "#FFFFFF"}, "elements": [{"type": "bubble", "text": {"en": "Hi", "ja": "やあ", "ko": "안녕"}, "tail": null, "at": [10, 10]}, {"type": "bubble", "text": {"en": "Only English"}, "tail": null, "at": [80, 10]}]}"##

    @Test("a spec with locale maps writes one PNG per locale; --locale picks which")
    func perLocale() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(Self.localized, to: "tip.json", in: dir)
        let all = try await CLI.run(["render", "tip.json", "--out", "all"], in: dir)
        #expect(all.status == 0)
        for locale in ["en", "ja", "ko"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("all/tip.\(locale).png").path))
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("all/tip.png").path))
        #expect(all.stderr.contains(##"tip.json: warning: elements[1].text.ja: no "ja" text; using "en""##))
        // A batch over several locales ends with what each came to.
        #expect(
            all.stderr.hasSuffix(
                """
                fukidashi: rendered 1 of 1 spec (3 images); 5 warnings
                  en: 1 image, 1 warning
                  ja: 1 image, 2 warnings (1 fallback)
                  ko: 1 image, 2 warnings (1 fallback)

                """), "\(all.stderr)")

        let some = try await CLI.run(["render", "tip.json", "--locale", "ja,ko", "--out", "some"], in: dir)
        #expect(some.status == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("some").path).sorted()
        #expect(written == ["tip.ja.png", "tip.ko.png"])
    }

    @Test("--strict turns a missing translation into an error, and nothing is written for that spec")
    func strict() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(Self.localized, to: "tip.json", in: dir)
        let result = try await CLI.run(["render", "tip.json", "--strict", "--locale", "ja", "--out", "out"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.contains(##"tip.json: error: elements[1].text.ja: no "ja" text (--strict forbids falling back to "en")"##))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/tip.ja.png").path))
    }

    @Test("images come from the spec's folder; --allow-path opens another one")
    func allowPath() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let screenshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/overlay/screens/icon.png")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: screenshot, to: dir.appendingPathComponent("assets/icon.png"))
        try CLI.write(
            ##"{"version": 1, "canvas": {"width": 60, "height": 40, "background": {"image": "../assets/icon.png"}}, "elements": []}"##,
            to: "specs/a.json", in: dir)

        let refused = try await CLI.run(["render", "specs", "--out", "out"], in: dir)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("leaves the spec's folder"))
        let allowed = try await CLI.run(["render", "specs", "--allow-path", "assets", "--out", "out"], in: dir)
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/a.png").path))
    }
}

@Suite("fukidashi render: shards and manifests", .serialized)
struct ShardTests {
    @Test("N shards render every spec exactly once, and the same share every time")
    func shards() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for i in 0..<7 { try CLI.write(CLI.bubble("spec \(i)"), to: "specs/s\(i).json", in: dir) }
        var seen: [String] = []
        for k in 1...3 {
            let result = try await CLI.run(["render", "specs", "--shard", "\(k)/3", "--out", "out\(k)"], in: dir)
            #expect(result.status == 0)
            seen += try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out\(k)").path)
        }
        #expect(seen.sorted() == (0..<7).map { "s\($0).png" }.sorted())
        // Round-robin in sorted order: shard 1 of 3 has the 1st, 4th and 7th.
        let first = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out1").path).sorted()
        #expect(first == ["s0.png", "s3.png", "s6.png"])
        #expect(try await CLI.run(["render", "specs", "--shard", "4/3"], in: dir).status == 64)
    }

    @Test("--shards N takes its share from JOB_COMPLETION_INDEX, as a Kubernetes Indexed Job sets it")
    func indexedJob() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for i in 0..<4 { try CLI.write(CLI.bubble("spec \(i)"), to: "specs/s\(i).json", in: dir) }
        setenv("JOB_COMPLETION_INDEX", "1", 1)
        defer { unsetenv("JOB_COMPLETION_INDEX") }
        let result = try await CLI.run(["render", "specs", "--shards", "2", "--out", "out"], in: dir)
        #expect(result.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path).sorted() == ["s1.png", "s3.png"])
    }

    @Test("the manifest has one line per output with its size and SHA-256, and one per failure")
    func manifest() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(CLI.bubble("good"), to: "specs/a.json", in: dir)
        try CLI.write("{", to: "specs/b.json", in: dir)
        let result = try await CLI.run(["render", "specs", "--out", "out", "--manifest", "out/manifest.jsonl"], in: dir)
        #expect(result.status == 1)
        let lines = try String(contentsOf: dir.appendingPathComponent("out/manifest.jsonl"), encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        let png = try [UInt8](Data(contentsOf: dir.appendingPathComponent("out/a.png")))
        let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as! [String: Any]
        #expect(first["spec"] as? String == "specs/a.json")
        #expect(first["output"] as? String == "out/a.png")
        #expect(first["bytes"] as? Int == png.count)
        #expect(first["sha256"] as? String == SHA256.hex(png))
        let second = try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as! [String: Any]
        #expect(second["failed"] as? Bool == true)
    }
}

@Suite("fukidashi render: animation", .serialized)
struct AnimationOptionTests {
    @Test("an animated spec writes one APNG; --frames also writes every frame")
    func frames() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(
            ##"{"version": 1, "canvas": {"width": 120, "height": 80, "background": "#FFFFFF"}, "animation": {"fps": 10, "duration": 0.3}, "elements": [{"type": "bubble", "text": "Pop", "focus": [60, 70], "placement": "above", "enter": {"effect": "pop", "duration": 0.3}}]}"##,
            to: "tip.json", in: dir)
        let result = try await CLI.run(["render", "tip.json", "--frames", "--out", "out"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let apng = try [UInt8](Data(contentsOf: dir.appendingPathComponent("out/tip.png")))
        #expect(try APNGDecoder(apng).frames.count == 4)
        let frames = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out/tip").path).sorted()
        #expect(frames == ["0000.png", "0001.png", "0002.png", "0003.png"])
    }

    @Test("an entry effect without a top-level animation warns that it does nothing")
    func noAnimation() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(
            ##"{"version": 1, "canvas": {"width": 120, "height": 80}, "elements": [{"type": "bubble", "text": "Pop", "focus": [60, 70], "placement": "above", "enter": {"effect": "pop"}}]}"##,
            to: "tip.json", in: dir)
        let result = try await CLI.run(["render", "tip.json", "--out", "out"], in: dir)
        #expect(result.status == 0)
        #expect(result.stderr.contains(##"tip.json: warning: elements[0].enter: has no effect: the spec has no top-level "animation""##))
    }
}

@Suite("fukidashi render: interrupts and names", .serialized)
struct InterruptTests {
    @Test("SIGINT mid-batch stops between specs: exit 130, only complete PNGs, no temporary files")
    func interrupt() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for i in 0..<400 { try CLI.write(CLI.bubble("spec \(i) with some longer text to wrap"), to: "specs/s\(i).json", in: dir) }
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["render", "specs", "--out", "out", "--jobs", "2"]
        process.currentDirectoryURL = dir
        process.standardError = Pipe()
        try process.run()
        // Wait until some files exist, then interrupt.
        let out = dir.appendingPathComponent("out")
        for _ in 0..<200 where ((try? FileManager.default.contentsOfDirectory(atPath: out.path))?.count ?? 0) < 5 {
            usleep(20_000)
        }
        process.interrupt()
        process.waitUntilExit()
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path)
        guard process.terminationStatus == 130 else {
            // The batch finished before the signal arrived; nothing to check then.
            #expect(written.count == 400)
            return
        }
        #expect(written.count < 400)
        #expect(!written.contains { $0.contains(".tmp-") })
        for name in written {
            #expect(throws: Never.self) { _ = try RasterImage(png: [UInt8](Data(contentsOf: out.appendingPathComponent(name)))) }
        }
    }

    @Test("output names never leave --out: a spec path with .. or odd characters writes inside it")
    func names() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(CLI.bubble("x"), to: "specs/inner/a b ✓.json", in: dir)
        let result = try await CLI.run(["render", "specs/inner/../inner/a b ✓.json", "--out", "out"], in: dir)
        #expect(result.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path) == ["a b ✓.png"])
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("specs/a b ✓.png").path))
    }
}

@Suite("The README's example command")
struct ReadmeCommandTests {
    @Test("renders every bundled example with exit 0 (no two share an output name)")
    func examples() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try #require(readme.split(separator: "\n").first { $0.contains("fukidashi render Fixtures/") })
        let words = line.split(separator: " ").map(String.init)
        let start = try #require(words.firstIndex(of: "render"))
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-readme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        var arguments = Array(words[start...])
        if let flag = arguments.firstIndex(of: "--out") { arguments[flag + 1] = out.path }
        // This is a debug build sharing the machine with every other test: the animated
        // examples can take longer than the 20 s budget meant for release batches.
        arguments += ["--time-budget", "600", "--summary", "json"]
        let result = try await CLI.run(arguments, in: root)
        #expect(result.status == 0, "\(result.stderr.split(separator: "\n").filter { $0.contains("error") })")
        // Every example is decoded once, whatever its maps, and each of its variants planned once.
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let specs = try #require((summary["specs"] as? [String: Int])?["total"])
        let stats = try #require(summary["stats"] as? [String: Int])
        #expect(stats["decodes"] == specs, "\(stats)")
        #expect(stats["variants"] == summary["images"] as? Int)
    }
}

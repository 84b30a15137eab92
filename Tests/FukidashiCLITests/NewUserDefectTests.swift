import Foundation
import Testing

/// Defects a new user met in their first ten minutes, each pinned by the test that failed
/// before its fix.
@Suite("fukidashi: what a new user hits first", .serialized)
struct NewUserDefectTests {
    static let spec =
        ##"{"version": 1, "canvas": {"width": 300, "height": 160}, "elements": [{"type": "bubble", "text": "Hi", "focus": [150, 150], "placement": "above"}]}"##

    @Test("a Japanese-only overflow names its locale in the path, and the batch ends with a per-locale summary")
    func overflowNamesLocale() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec =
            ##"{"version": 1, "canvas": {"width": 300, "height": 200}, "elements": [{"type": "bubble", "text": {"en": "Tap here", "ja": "ここをタップしてください。ここをタップしてください。ここをタップしてください。ここをタップしてください。"}, "focus": [150, 190], "placement": "above", "style": {"maxLines": 2}}]}"##
        try CLI.write(spec, to: "tip.json", in: dir)
        let result = try await CLI.run(["render", "tip.json", "--out", "out"], in: dir)
        #expect(result.status == 0)
        #expect(
            result.stderr == """
                tip.json: warning: elements[0].text.ja: text does not fit in 2 lines; it ends with "…"
                fukidashi: rendered 1 of 1 spec (2 images); 1 warning
                  en: 1 image
                  ja: 1 image, 1 warning (1 overflow)

                """, "\(result.stderr)")
    }

    @Test("a folder symlink that leads back into the walk is skipped with a warning; a spec reached twice renders once")
    func symlinkLoop() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(Self.spec, to: "specs/sub/home.json", in: dir)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("specs/sub/back").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("specs/sub/again.json").path, withDestinationPath: "home.json")
        let result = try await CLI.run(["render", "specs", "specs/sub/home.json", "--out", "out"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr == """
                specs/sub/back: warning: skipped: this folder symlink leads back to \(dir.resolvingSymlinksInPath().path)/specs, which is already being walked
                fukidashi: rendered 1 of 1 spec (1 image)

                """, "\(result.stderr)")
        let written = FileManager.default.enumerator(atPath: dir.appendingPathComponent("out").path)?.allObjects as? [String]
        #expect(written == ["sub", "sub/again.png"])
    }

    // The walk takes a plain entry's real path from its folder's, and asks realpath only of a
    // symlink: a spec under a folder symlink must still be known by where it really is.
    @Test("a spec reached through a folder symlink and named by its real path renders once")
    func specUnderFolderSymlink() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(Self.spec, to: "shared/tip.json", in: dir)
        try CLI.write(Self.spec, to: "specs/home.json", in: dir)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("specs/linked").path, withDestinationPath: "../shared")
        let result = try await CLI.run(["render", "specs", "shared/tip.json", "--out", "out"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "fukidashi: rendered 2 of 2 specs (2 images)\n", "\(result.stderr)")
        let written = FileManager.default.enumerator(atPath: dir.appendingPathComponent("out").path)?.allObjects as? [String]
        #expect(written?.sorted() == ["home.png", "linked", "linked/tip.png"])
    }

    @Test("two folder symlinks that point at each other end the walk")
    func mutualSymlinks() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(Self.spec, to: "specs/a/one.json", in: dir)
        try CLI.write(Self.spec, to: "specs/b/two.json", in: dir)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("specs/a/to-b").path, withDestinationPath: "../b")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("specs/b/to-a").path, withDestinationPath: "../a")
        let result = try await CLI.run(["render", "specs", "--out", "out"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasSuffix("fukidashi: rendered 2 of 2 specs (2 images)\n"), "\(result.stderr)")
    }

    @Test("a folder with no spec says so, without the usage text, and exits 1")
    func noSpecs() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
        for command in ["render", "verify"] {
            let arguments = command == "render" ? ["render", "empty"] : ["verify", "empty", "--golden", "empty"]
            let result = try await CLI.run(arguments, in: dir)
            #expect(result.status == 1)
            #expect(
                result.stderr
                    == "fukidashi: error: no spec found in empty: a folder renders every *.json below it (but *.png.json sidecars, hierarchy dumps and hidden files)\n"
            )
        }
    }

    @Test(
        "a mistyped choice is a usage error with the closest word, and help lists the choices",
        arguments: [
            (["render", "x.json", "--png-compression", "fsat"], "--png-compression <level>': did you mean 'fast'? (fast, default, small or cairo)"),
            (["verify", "x.json", "--golden", ".", "--record", "mising"], "--record <mode>': did you mean 'missing'? (missing, failed or all)"),
            (["verify", "x.json", "--golden", ".", "--metric", "delte-e"], "--metric <metric>': did you mean 'delta-e'? (delta-e or yiq)")
        ])
    func choiceTypo(_ arguments: [String], _ message: String) async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(Self.spec, to: "x.json", in: dir)
        let result = try await CLI.run(arguments, in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        let help = try await CLI.run([arguments[0], "--help"], in: dir).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let choices = message.split(separator: "(").last.map { String($0.dropLast()) } ?? ""
        #expect(help.contains(choices), "help lists \(choices)")
    }

    @Test("fukidashi --help points at the format reference")
    func helpLinksReference() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let help = try await CLI.run(["--help"], in: dir).stdout
        #expect(help.contains("docs/format.md"))
    }

    @Test("verify --help does not say it writes PNGs per locale")
    func verifyHelp() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let help = try await CLI.run(["verify", "--help"], in: dir).stdout
        // ArgumentParser wraps help text: compare it as words.
        let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let locale = words.components(separatedBy: "--locale").dropFirst().first ?? ""
        #expect(!locale.contains("writes one PNG"))
        #expect(locale.contains("verify compares it with the golden"))
    }
}

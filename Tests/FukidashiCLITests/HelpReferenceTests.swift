import Foundation
import Testing

@testable import FukidashiCLI

/// The command line's reference is the argument parser's own: each subcommand's `--help` is a
/// golden in `docs/cli/`, and the synopsis in `docs/cli/README.md` is made from those texts. Changing an
/// option fails here until `scripts/record-goldens.sh failed` rewrites both (look at the diff).
@Suite("The CLI reference, from the argument parser")
struct HelpReferenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let commands = ["render", "verify", "preview", "schema", "components", "elements"]
    static var records: Bool { ProcessInfo.processInfo.environment["FUKIDASHI_RECORD"] != nil }

    /// `fukidashi [command] --help` at a fixed width, so the golden does not follow the terminal.
    static func help(_ command: String?) throws -> String {
        try #require(InProcessCommand.help(command, columns: 100), "no command \(command ?? "")")
    }

    /// Each command's usage line, then, where it says `[<options>]`, its options as they are
    /// spelt, wrapped at 100 columns.
    static func synopsis(_ helps: [(command: String, text: String)]) -> String {
        var lines: [String] = []
        for (_, text) in helps {
            let textLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let usage = textLines.first(where: { $0.hasPrefix("USAGE: ") }) else { continue }
            lines.append(String(usage.dropFirst("USAGE: ".count)))
            // A usage line that spells out its options (`schema [--project]`) needs no list.
            guard usage.contains("[<options>]") else { continue }
            let options = textLines.drop { $0 != "OPTIONS:" }.dropFirst()
                .compactMap { $0.firstMatch(of: /^  ((?:-\w, )?--[\w-]+(?: <[^>]+>)?)/).map { String($0.1) } }
                .filter { !["--version", "-h, --help"].contains($0) }
            var line = "   "
            for option in options {
                if line.count + option.count + 3 > 100 {
                    lines.append(line)
                    line = "   "
                }
                line += " [" + option + "]"
            }
            if line != "   " { lines.append(line) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("each command's --help is its golden in docs/cli")
    func helpGoldens() throws {
        for command in [nil] + Self.commands.map(Optional.some) {
            let text = try Self.help(command)
            let golden = Self.root.appendingPathComponent("docs/cli/fukidashi\(command.map { "-" + $0 } ?? "").txt")
            let expected = try? String(contentsOf: golden, encoding: .utf8)
            if expected != text, Self.records {
                try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: golden, atomically: true, encoding: .utf8)
                Issue.record("recorded \(golden.path): look at its diff")
                continue
            }
            #expect(expected == text, "fukidashi \(command ?? "") --help differs from \(golden.lastPathComponent)")
        }
    }

    @Test("docs/cli/README.md's synopsis is made from the --help texts")
    func readmeSynopsis() throws {
        let synopsis = Self.synopsis(try Self.commands.map { ($0, try Self.help($0)) })
        let readme = Self.root.appendingPathComponent("docs/cli/README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let opening = "made from the argument parser, and a test keeps them so.\n\n```\n"
        let start = try #require(text.range(of: opening)).upperBound
        let end = try #require(text.range(of: "```", range: start..<text.endIndex)).lowerBound
        if String(text[start..<end]) != synopsis, Self.records {
            try (String(text[..<start]) + synopsis + String(text[end...])).write(to: readme, atomically: true, encoding: .utf8)
            Issue.record("rewrote docs/cli/README.md's synopsis: look at its diff")
            return
        }
        #expect(String(text[start..<end]) == synopsis, "docs/cli/README.md's synopsis is not the one --help gives:\n\(synopsis)")
    }
}

import ArgumentParser
import Foundation
import Fukidashi
import FukidashiSpec

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render specs to PNG files.",
        discussion: """
        Each PATH is a spec file or a folder; a folder renders every *.json below it, in sorted \
        order, and the output mirrors its structure (specs/x/b.json → OUT/x/b.png). Files are \
        written atomically: an existing PNG is only ever replaced by a complete new one. A spec \
        that fails is reported and the rest still render.

        Exit status: 0 when every spec rendered, 1 when any failed, 64 on a usage error.
        """
    )

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write PNGs into.", valueName: "dir"))
    var out: String = "."

    @Option(name: .shortAndLong, help: ArgumentHelp("How many specs to render at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(name: .customLong("fonts"), help: ArgumentHelp("A folder of extra fonts whose families specs may name (repeatable).", valueName: "dir"))
    var fontFolders: [String] = []

    @Option(help: ArgumentHelp("Locales to render, comma-separated (ja,ko). Specs with locale maps write one PNG per locale (home.ja.png); the first locale is also the language of specs that name none (default: every locale a spec names; the language is guessed from the text).", valueName: "tags"))
    var locale: String?

    @Flag(help: "A locale missing from a bubble's text is an error instead of falling back to en.")
    var strict = false

    @Option(name: .customLong("allow-path"), help: ArgumentHelp("A folder images may also come from, besides each spec's own (repeatable).", valueName: "dir"))
    var allowedPaths: [String] = []

    /// `--locale` as a list of tags.
    var locales: [String]? {
        locale.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    @Argument(help: ArgumentHelp("Spec files or folders of specs.", valueName: "path"))
    var paths: [String]

    func validate() throws {
        if let jobs, !(1...256).contains(jobs) {
            throw ValidationError("--jobs must be from 1 to 256, got \(jobs)")
        }
        if paths.isEmpty { throw ValidationError("give at least one spec file or folder") }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("no such file or folder: \(path)")
        }
        for folder in fontFolders {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--fonts needs a folder, got \(folder)")
            }
        }
        for tag in locales ?? [] where !LanguageTag.isWellFormed(tag) {
            throw ValidationError("--locale needs language tags such as ja, zh-Hans or ko, got \"\(tag)\"")
        }
        for folder in allowedPaths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--allow-path needs a folder, got \(folder)")
            }
        }
    }

    func run() throws {
        let inputs: SpecInputs
        do {
            inputs = try SpecInputs.collect(paths: paths, outputFolder: out)
        } catch {
            throw ValidationError(error.message)
        }
        let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let settings = BatchRunner.Settings(userFonts: fontFolders, locales: locales, strict: strict, allowedImageFolders: allowedPaths)
        let summary = BatchRunner(jobs: workers, settings: settings).run(inputs)
        FileHandle.standardError.write(Data("fukidashi: \(summary)\n".utf8))
        if summary.failed > 0 { throw ExitCode.failure }
    }
}

import ArgumentParser
import Dispatch
import Fukidashi
import FukidashiLanguage
import FukidashiModel
import FukidashiPlatform
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

#if canImport(Glibc)
    import Glibc
#endif
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Options that decide how specs render, shared by `render` and `verify` so a golden is
/// checked with exactly the settings that made it.
package struct RenderOptions: ParsableArguments {
    package init() {}

    @Option(name: .shortAndLong, help: ArgumentHelp("How many specs to render at once (default: the number of cores).", valueName: "n"))
    package var jobs: Int?

    @Option(name: .customLong("fonts"), help: ArgumentHelp("A folder of extra fonts whose families specs may name (repeatable).", valueName: "dir"))
    var fontFolders: [String] = []

    @Option(
        help: ArgumentHelp(
            "Locales to render, comma-separated (ja,ko), and pseudo-locales (en-XA, ar-XB, x-double, x-accented, x-bounded, x-rtl). A spec with locale maps makes one image per locale: render writes home.ja.png, verify compares it with the golden home.ja.png. The first locale is also the language of specs that name none (default: every locale a spec names; the language is guessed from the text).",
            valueName: "tags"))
    package var locale: String?

    @Option(
        help: ArgumentHelp(
            "What text below WCAG 2.2's contrast with what is drawn behind it does (4.5:1, 3:1 from 18 pt or 14 pt semibold): warn names the element, variant, both colours and the ratio; error fails that variant; off checks nothing (default: the project's contrast, else warn).",
            valueName: "warn|error|off"),
        transform: choice("--contrast"))
    var contrast: ContrastPolicy?

    @Option(
        name: .customLong("text-size"),
        help: ArgumentHelp(
            "Text sizes to render, comma-separated (AX3,fontScale2): iOS Dynamic Type categories (xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1 … AX5) and Android font scales (fontScale0.85, fontScale1, fontScale1.15, fontScale1.3, fontScale1.5, fontScale1.8, fontScale2). Only text grows; large and fontScale1 are text as written and add nothing to file names (default: the project's textSizes, else text as written).",
            valueName: "sizes"))
    package var textSize: String?

    @Flag(
        help:
            "A missing translation (in a locale map, a string table or a {locale} image) is an error instead of falling back along the tag to the spec's language."
    )
    package var strict = false

    @Option(
        help: ArgumentHelp(
            "warn writes an image with warnings and says so; error fails its variant instead (overflow, a bubble outside the canvas, a broken word, a fallback), so CI stops on it (default: the project's, else warn).",
            valueName: "warn|error"),
        transform: choice("--warnings"))
    package var warnings: WarningPolicy?

    @Option(
        name: .customLong("strings"),
        help: ArgumentHelp(
            "A string table, or a folder of them, that {\"localized\": key} texts are looked up in (repeatable): .xcstrings, xx.lproj/*.strings and .stringsdict, Android res/values*/strings.xml, .xliff and .xcloc exports.",
            valueName: "path"))
    package var stringTables: [String] = []

    @Option(
        name: .customLong("time-budget"),
        help: ArgumentHelp("Seconds one spec may take before it fails: pathological text cannot stall a batch (default: 20).", valueName: "seconds"))
    var timeBudget: Double?

    @Option(
        name: .customLong("allow-path"),
        help: ArgumentHelp("A folder images may also come from, besides each spec's own (repeatable).", valueName: "dir"))
    package var allowedPaths: [String] = []

    /// `--locale` as a list of tags.
    package var locales: [String]? {
        locale.map { $0.split(separator: ",").map { $0.trimmed } }
    }

    /// An option's word as its enum's case, else a usage error naming the words it takes.
    static func choice<Word: RawRepresentable<String> & CaseIterable & Sendable>(_ flag: String) -> @Sendable (String) throws -> Word {
        { text in
            guard let word = Word(rawValue: text) else {
                let words = Word.allCases.map(\.rawValue)
                throw ValidationError("\(flag) takes \(words.dropLast().joined(separator: ", ")) or \(words.last!), got \"\(text)\"")
            }
            return word
        }
    }

    /// `--text-size` as a list of names.
    package var textSizes: [String]? {
        textSize.map { $0.split(separator: ",").map { $0.trimmed } }
    }

    /// Whether a warning fails its variant.
    package var warningsAreErrors: Bool { warnings == .error }

    package var workers: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    package func validate() throws {
        if let jobs, !(1...256).contains(jobs) {
            throw ValidationError("--jobs must be from 1 to 256, got \(jobs)")
        }
        for folder in fontFolders where !PathText.isFolder(folder) {
            throw ValidationError("--fonts needs a folder, got \(folder)")
        }
        if let timeBudget, !(timeBudget > 0) { throw ValidationError("--time-budget needs a number of seconds > 0, got \(timeBudget)") }
        for tag in locales ?? [] where !LanguageTag.isRenderable(tag) {
            throw ValidationError(
                "--locale needs language tags such as ja, zh-Hans or ko, or pseudo-locales (\(PseudoLocale.allCases.map(\.rawValue).joined(separator: ", "))), got \"\(tag)\""
            )
        }
        // The names a project lists, as written: `fontScale1.0` would name files apart from `fontScale1`.
        for name in textSizes ?? [] where !TextSize.names.contains(name) {
            let closest = VariantAxis.textSize.list.meant(name) ?? Suggestion.closest(to: name, among: TextSize.names)
            let meant = closest.map { ", did you mean \($0)?" } ?? ""
            throw ValidationError("--text-size takes \(TextSize.names.joined(separator: ", ")), got \"\(name)\"\(meant)")
        }
        for folder in allowedPaths where !PathText.isFolder(folder) {
            throw ValidationError("--allow-path needs a folder, got \(folder)")
        }
        for path in stringTables where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("--strings needs a string table file or folder, got \(path) (no such file or folder)")
        }
    }

    package static func validate(paths: [String]) throws {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("no such file or folder: \(path)")
        }
    }

    /// How a renderer renders, as these options say.
    package var configuration: Renderer.Configuration {
        var configuration = Renderer.Configuration(
            userFonts: fontFolders, defaultLocale: locales?.first, allowedImageFolders: allowedPaths,
            timeBudget: timeBudget ?? 20, stringTables: stringTables)
        configuration.textSizes = textSizes ?? []
        configuration.contrast = contrast ?? .warn
        return configuration
    }

    /// A renderer set up as these options say, for one worker.
    func makeRenderer() throws(RenderError) -> Renderer {
        try Renderer(configuration)
    }
}

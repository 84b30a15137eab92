import ArgumentParser
import Fukidashi
import FukidashiCommandLine
import FukidashiCompare
import FukidashiModel
import FukidashiPlatform
import FukidashiVariants

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render specs in memory and compare them with golden PNGs.",
        discussion: """
            specs/x/b.json is compared with GOLDEN/x/b.png (b.ja.png, … per locale), and each golden \
            gets a one-line verdict. Beside each golden, b.png.json records what made it (the \
            renderer, Cairo, pixman, FreeType, HarfBuzz and ICU versions, a hash of every font used) \
            and the text lines it drew, so a failure can say "line 2 now breaks after …" or that the \
            golden is stale because FreeType changed. Nothing is written unless --record says so.

            Exit status: 0 when every golden matches (or was recorded), 1 when any differs, is \
            missing, or a spec fails to render, 64 on a usage error.
            """
    )

    @Option(
        help: ArgumentHelp(
            "The folder of golden PNGs, laid out like the specs, one per locale, appearance and scale (default: the project's goldens).",
            valueName: "dir"))
    var golden: String?

    @OptionGroup var project: ProjectOptions

    @Option(
        help: ArgumentHelp(
            "Write goldens on purpose, one of \(GoldenRecordMode.choiceList): missing writes only new ones, failed also overwrites failing ones, all rewrites every one that would change. Every file written is reported.",
            valueName: "mode"),
        transform: GoldenRecordMode.parse)
    var record: GoldenRecordMode?

    @Option(
        help: ArgumentHelp(
            "Write a static HTML report here: changes worst first with expected, differences and actual, a slider, and a contact sheet of every render.",
            valueName: "dir"))
    var report: String?

    @Option(
        help: ArgumentHelp(
            "Write a JUnit XML report here: a testcase per golden (classname the spec, name the golden), failures with their verdict and notes, for GitLab, Jenkins and GitHub's test views.",
            valueName: "file.xml"))
    var junit: String?

    @Flag(
        help: ArgumentHelp(
            "Name the spec in each JUnit testcase's file attribute too, as GitLab's test report shows it. Jenkins' xUnit plugin refuses such a file (its schema has file on testsuite only, where it always is)."
        ))
    var junitTestcaseFiles = false

    @OptionGroup var summaryOption: SummaryOption

    @OptionGroup var sharding: ShardOptions

    @OptionGroup var comparison: ToleranceOptions

    @OptionGroup var options: RenderOptions

    @Argument(help: ArgumentHelp("Spec files or folders of specs (default: the project's specs).", valueName: "path"))
    var paths: [String] = []

    var tolerance: ImageTolerance { comparison.tolerance }

    func validate() throws {
        try RenderOptions.validate(paths: paths)
        if record == nil, let golden, !PathText.isFolder(golden) {
            throw ValidationError("--golden needs a folder of goldens, got \(golden) (to start one, add --record missing)")
        }
        if junitTestcaseFiles, junit == nil { throw ValidationError("--junit-testcase-files goes with --junit FILE") }
        if let report, FileManager.default.fileExists(atPath: report), !PathText.isFolder(report) {
            throw ValidationError("--report needs a folder, got the file \(report)")
        }
    }

    func run() throws {
        let setup = try ProjectSetup.resolve(paths: paths, options: project)
        guard let golden = golden ?? setup.project?.goldens else {
            Console.error(Diagnostic(.error, file: nil, "give --golden DIR (or \"goldens\" in the project file)").line + "\n")
            throw ExitCode.validationFailure
        }
        if record == nil, !PathText.isFolder(golden) {
            Console.error(
                Diagnostic(.error, file: nil, "--golden needs a folder of goldens, got \(golden) (to start one, add --record missing)").line + "\n")
            throw ExitCode.validationFailure
        }
        var options = self.options
        if let project = setup.project { options.adopt(project) }
        var inputs = try SpecInputs.collectForCommand(paths: setup.paths, outputFolder: golden, roots: setup.project?.specs ?? [])
        if let part = sharding.part { inputs = part.selecting(inputs) }
        let job = VerifyJob(
            locales: options.locales, strict: options.strict, warningsAreErrors: options.warningsAreErrors,
            store: GoldenStore(tolerance: tolerance, record: record),
            goldenFolder: golden, reportFolder: report)
        let configuration = options.configuration(project: setup.project)
        let workers = options.workers
        let (result, signal) = withInterruption { interruption in
            var runner = BatchRunner(jobs: workers)
            runner.interruption = interruption
            return runner.run(
                inputs, makeRenderer: { () throws(RenderError) in try Renderer(configuration) },
                decoder: SpecDecoder(limits: configuration.limits, project: configuration.project),
                textSizes: configuration.textSizes, work: job.run)
        }
        let tally = VerifyTally(result)
        if let report {
            do throws(RenderError) {
                let fonts = try ReportFonts.copy(
                    covering: HTMLReport.text(of: result.goldens, summary: tally.description),
                    into: report, renderer: Renderer(configuration))
                let page = HTMLReport.page(entries: result.goldens, tolerance: tolerance, summary: tally.description, fonts: fonts)
                try AtomicFile.write(Array(page.utf8), to: report + "/index.html")
                Console.error("fukidashi: report: \(report)/index.html\n")
            } catch {
                Console.error(Diagnostic(.error, file: nil, "\(error.message)").line + "\n")
                throw ExitCode.failure
            }
        }
        if let junit {
            let xml = JUnitReport(goldens: result.goldens, errors: result.summary.errors, reportFolder: report, testcaseFiles: junitTestcaseFiles).xml
            do { try AtomicFile.write(Array(xml.utf8), to: junit) } catch {
                Console.error(Diagnostic(.error, file: nil, "\(error.message)").line + "\n")
                throw ExitCode.failure
            }
        }
        Annotations.print(result.summary.errors + result.summary.warningsSaid + result.goldens.compactMap(\.annotation))
        if let sig = signal {
            Console.error("fukidashi: interrupted; \(result.summary.finished) of \(result.summary.total) specs were checked\n")
            if summaryOption.format != nil { Console.output(result.summaryJSON(command: "verify", goldens: tally)) }
            throw ExitCode(128 + sig)
        }
        Console.error("fukidashi: \(tally)\(result.summary.localeLines)\n")
        if summaryOption.format != nil { Console.output(result.summaryJSON(command: "verify", goldens: tally)) }
        if result.summary.failed > 0 { throw ExitCode.failure }
    }
}

/// The last line of a verify run: "42 goldens: 40 match, 1 differs, 1 missing; 1 spec failed".
struct VerifyTally: CustomStringConvertible {
    var goldens = 0, matching = 0, differing = 0, missing = 0, recorded = 0, failedSpecs = 0

    init(_ result: BatchRunner.Result) {
        for entry in result.goldens {
            goldens += 1
            switch entry.outcome {
            case .matches: matching += 1
            case .differs: differing += 1
            case .missing: missing += 1
            case .recordedNew, .recordedOverFailure, .rerecorded: recorded += 1
            }
        }
        failedSpecs =
            result.summary.failed
            - result.goldens.reduce(into: Set<String>()) { specs, entry in
                if entry.failed { specs.insert(entry.spec) }
            }.count
    }

    var description: String {
        var parts = ["\(matching) match"]
        if differing > 0 { parts.append("\(differing) differ\(differing == 1 ? "s" : "")") }
        if missing > 0 { parts.append("\(missing) missing") }
        if recorded > 0 { parts.append("\(recorded) recorded") }
        var text = "\(goldens) golden\(goldens == 1 ? "" : "s"): " + parts.joined(separator: ", ")
        if failedSpecs > 0 { text += "; \(failedSpecs) spec\(failedSpecs == 1 ? "" : "s") failed to render" }
        return text
    }
}

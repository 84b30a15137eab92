import FukidashiCompare
import FukidashiModel
import FukidashiOutputs
import FukidashiPlatform
import FukidashiVariants

/// `verify --junit FILE`: one `testcase` per golden, as GitLab, Jenkins and GitHub's test
/// reporters read JUnit XML. A spec is a `testsuite`; a testcase's `classname` is its spec's
/// path with dots (`tour.step1`, which Jenkins shows as package `tour`, class `step1`), its
/// `name` the golden's (`step1.ja.dark@3x`), and its `time` the golden's share of its spec's
/// rendering plus its own comparison. A golden that differs or is missing is a `failure`
/// with the one-line verdict and the text-layout and fingerprint notes; a variant that did not
/// render is an `error`. With `--report`, the pictures are attachments in `system-out`
/// (`[[ATTACHMENT|…]]`, as GitLab and Jenkins' JUnit Attachments read them).
///
/// The file is valid under the schema Jenkins' xUnit plugin checks reports against
/// (`junit-10.xsd`): the spec's path is the `testsuite`'s `file`, which that schema has, and a
/// `testcase` has none unless `testcaseFiles` asks (GitLab's test report shows a testcase's
/// `file`; the xUnit plugin refuses a report that has one).
struct JUnitReport {
    let goldens: [GoldenReportEntry]
    /// Errors said of specs and variants, each with its file.
    let errors: [Diagnostic]
    /// Where `--report` wrote the pictures, as the user named it.
    let reportFolder: String?
    /// `--junit-testcase-files`: each `testcase` names its spec in a `file` attribute too.
    var testcaseFiles = false

    var xml: String {
        var suites: [(spec: String, cases: [String], failures: Int, errors: Int, time: Double)] = []
        func add(_ spec: String, _ testcase: String, failure: Bool, error: Bool, time: Double) {
            if let index = suites.firstIndex(where: { $0.spec == spec }) {
                suites[index].cases.append(testcase)
                suites[index].failures += failure ? 1 : 0
                suites[index].errors += error ? 1 : 0
                suites[index].time += time
            } else {
                suites.append((spec, [testcase], failure ? 1 : 0, error ? 1 : 0, time))
            }
        }
        for entry in goldens {
            var body = ""
            if entry.failed {
                let detail = entry.details.map { XMLText.content($0) }.joined(separator: "\n")
                body += "      <failure message=\"\(XMLText.attribute(entry.summary))\" type=\"\(entry.outcome.word)\">\(detail)</failure>\n"
            }
            if let reportFolder {
                let pictures = [entry.expectedImage, entry.diffImage, entry.actualImage].compactMap { $0 }
                let lines = pictures.map { "[[ATTACHMENT|\(PathText.joined(reportFolder, $0))]]" }
                body += "      <system-out>\(XMLText.content(lines.joined(separator: "\n")))</system-out>\n"
            }
            add(
                entry.spec, testcase(spec: entry.spec, name: PathText.lastComponent(entry.name), time: entry.seconds, body: body),
                failure: entry.failed, error: false, time: entry.seconds)
        }
        // Errors by spec and variant: one testcase each, every message in it.
        var failedVariants: [(spec: String, variant: Variant, messages: [String])] = []
        for error in errors where error.severity == .error {
            let spec = error.file ?? "fukidashi"
            if let index = failedVariants.firstIndex(where: { $0.spec == spec && $0.variant == error.variant }) {
                failedVariants[index].messages.append(error.line)
            } else {
                failedVariants.append((spec, error.variant, [error.line]))
            }
        }
        for (spec, variant, messages) in failedVariants {
            let base = String(PathText.lastComponent(spec).split(separator: ".").first ?? "spec")
            let name = base + variant.fileSuffix
            let message = messages.count == 1 ? messages[0] : "\(messages.count) errors"
            let body =
                "      <error message=\"\(XMLText.attribute(message))\" type=\"error\">\(messages.map(XMLText.content).joined(separator: "\n"))</error>\n"
            add(spec, testcase(spec: spec, name: name, time: 0, body: body), failure: false, error: true, time: 0)
        }
        let tests = suites.reduce(0) { $0 + $1.cases.count }, failures = suites.reduce(0) { $0 + $1.failures }
        let errorCount = suites.reduce(0) { $0 + $1.errors }, time = suites.reduce(0) { $0 + $1.time }
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text +=
            "<testsuites name=\"fukidashi verify\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errorCount)\" time=\"\(Self.seconds(time))\">\n"
        for suite in suites {
            text +=
                "  <testsuite name=\"\(XMLText.attribute(suite.spec))\" file=\"\(XMLText.attribute(suite.spec))\" tests=\"\(suite.cases.count)\" failures=\"\(suite.failures)\" errors=\"\(suite.errors)\" skipped=\"0\" time=\"\(Self.seconds(suite.time))\">\n"
            text += suite.cases.joined()
            text += "  </testsuite>\n"
        }
        return text + "</testsuites>\n"
    }

    private func testcase(spec: String, name: String, time: Double, body: String) -> String {
        let file = testcaseFiles ? " file=\"\(XMLText.attribute(spec))\"" : ""
        let open =
            "    <testcase classname=\"\(XMLText.attribute(Self.className(spec)))\" name=\"\(XMLText.attribute(name))\"\(file) time=\"\(Self.seconds(time))\""
        return body.isEmpty ? open + "/>\n" : open + ">\n" + body + "    </testcase>\n"
    }

    /// `tour/step1.json` → `tour.step1`: the spec's path as a class name, which Jenkins splits
    /// at dots into package and class.
    static func className(_ spec: String) -> String {
        var path = spec.hasSuffix(".json") ? String(spec.dropLast(5)) : spec
        while path.hasPrefix("./") || path.hasPrefix("/") { path.removeFirst(path.hasPrefix("/") ? 1 : 2) }
        return path.replacing("/", with: ".")
    }

    private static func seconds(_ value: Double) -> String {
        let milliseconds = Int((value * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

extension GoldenCheck.Outcome {
    /// `matches`, `differs`, `missing`, `recorded`: a word for reports that scripts read.
    var word: String {
        switch self {
        case .matches: "matches"
        case .differs: "differs"
        case .missing: "missing"
        case .recordedNew, .recordedOverFailure, .rerecorded: "recorded"
        }
    }
}

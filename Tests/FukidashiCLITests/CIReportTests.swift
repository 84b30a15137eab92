import Foundation
import Testing

/// What CI tools read from a run: `verify --junit` (checked with junitparser, an independent
/// reader, for what GitLab and Jenkins need), `--summary json` for scripts, and GitHub's
/// workflow commands on the spec's own lines.
@Suite("Reports that CI reads")
struct CIReportTests {
    /// A copy of the fixture project where step 3's `en, light, 2×` golden is step 2's picture
    /// (a difference) and Japanese has no dark screenshot (a variant that cannot render).
    private func brokenProject() throws -> (root: URL, project: URL) {
        let (root, project) = try DayOneProjectTests.clone()
        try FileManager.default.removeItem(at: project.appendingPathComponent("screens/home.ja.dark.png"))
        let goldens = project.appendingPathComponent("goldens")
        try FileManager.default.removeItem(at: goldens.appendingPathComponent("step3.en.light@2x.png"))
        try FileManager.default.copyItem(
            at: goldens.appendingPathComponent("step2.en.light@2x.png"), to: goldens.appendingPathComponent("step3.en.light@2x.png"))
        return (root, project)
    }

    @Test func verifyWritesJUnitThatJunitparserReads() async throws {
        let (root, project) = try brokenProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await CLI.run(["verify", "--junit", "out/junit.xml", "--report", "report"], in: project)
        #expect(result.status == 1)
        let reader = ProjectTests.reference.appendingPathComponent("read-junit.py").path
        let output = try CLI.runTool("/usr/bin/python3", [reader, project.appendingPathComponent("out/junit.xml").path])
        let report = try JSONSerialization.jsonObject(with: Data(output.utf8)) as! [String: Any]
        let cases = report["cases"] as! [[String: Any]]
        // 50 goldens checked (60 less Japanese dark at two scales in five specs), and one error
        // per spec for the variant that did not render (said once for both its scales).
        #expect(report["tests"] as? Int == 55, "\(report["tests"] ?? "")")
        #expect(report["failures"] as? Int == 1)
        #expect(report["errors"] as? Int == 5)
        let failed = try #require(cases.first { ($0["results"] as! [String]) == ["Failure"] })
        #expect(failed["classname"] as? String == "tour.step3")
        #expect(failed["name"] as? String == "step3.en.light@2x")
        #expect((failed["messages"] as! [String])[0].contains("pixels differ"), "\(failed)")
        #expect((failed["out"] as? String ?? "").contains("[[ATTACHMENT|report/images/step3.en.light@2x.diff.png]]"))
        let error = try #require(cases.first { ($0["results"] as! [String]) == ["Error"] && $0["suite"] as? String == "tour/step1.json" })
        #expect(error["name"] as? String == "step1.ja.dark")
        #expect((error["messages"] as! [String])[0].contains("home.ja.dark.png\" does not exist"))
        // Every case has what GitLab and Jenkins key on: a class name, a name and a time.
        for testcase in cases {
            #expect(!(testcase["classname"] as? String ?? "").isEmpty && !(testcase["name"] as? String ?? "").isEmpty)
            #expect((testcase["time"] as? Double ?? -1) >= 0)
        }
        #expect(Set(cases.map { $0["classname"] as! String }) == Set((1...5).map { "tour.step\($0)" }))
    }

    @Test("verify --junit is valid under Jenkins' xUnit schema; --junit-testcase-files adds GitLab's testcase file, which it is not")
    func junitFollowsTheXUnitSchema() async throws {
        let (root, project) = try brokenProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let checker = ProjectTests.reference.appendingPathComponent("check-junit-xunit.py").path
        _ = try await CLI.run(["verify", "--junit", "jenkins.xml", "--report", "report"], in: project)
        #expect(try CLI.runTool("/usr/bin/python3", [checker, project.appendingPathComponent("jenkins.xml").path]) == "valid\n")
        let jenkins = try String(contentsOf: project.appendingPathComponent("jenkins.xml"), encoding: .utf8)
        #expect(jenkins.contains("<testsuite name=\"tour/step1.json\" file=\"tour/step1.json\""), "the spec is the testsuite's file")
        // GitLab's template asks for the testcase's file, which the xUnit schema has not: the checker says so.
        _ = try await CLI.run(["verify", "--junit", "gitlab.xml", "--junit-testcase-files"], in: project)
        let gitlab = try CLI.runToolStatus("/usr/bin/python3", [checker, project.appendingPathComponent("gitlab.xml").path])
        #expect(gitlab.status == 1)
        #expect(gitlab.output.contains("<testcase> has no attribute 'file' in the schema"), "\(gitlab.output)")
        // junitparser still reads the testcases' files where they are.
        #expect(try String(contentsOf: project.appendingPathComponent("gitlab.xml"), encoding: .utf8).contains("file=\"tour/step1.json\" time="))
        // Where a copy of the schema itself is at hand, xmllint checks the same: FUKIDASHI_JUNIT_XSD,
        // or shared/schemas/junit-10.xsd beside the repository (the xUnit plugin's file, MIT, kept
        // with its licence in the steering repository, which may hold such copies where this one
        // may not).
        let shared = ProjectTests.repository.deletingLastPathComponent().appendingPathComponent("shared/schemas/junit-10.xsd").path
        let copy = ProcessInfo.processInfo.environment["FUKIDASHI_JUNIT_XSD"] ?? (FileManager.default.fileExists(atPath: shared) ? shared : nil)
        if let xsd = copy {
            let lint = try CLI.runToolStatus("/usr/bin/xmllint", ["--noout", "--schema", xsd, project.appendingPathComponent("jenkins.xml").path])
            #expect(lint.status == 0, "\(lint.output)")
        }
    }

    @Test func summaryJSONIsTheLastThingOnStandardOutput() async throws {
        let (root, project) = try brokenProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let verify = try await CLI.run(["verify", "--summary", "json"], in: project)
        let summary = try JSONSerialization.jsonObject(with: Data(verify.stdout.utf8)) as! [String: Any]
        #expect(summary["command"] as? String == "verify")
        #expect(summary["images"] as? Int == 50)
        #expect((summary["goldens"] as! [String: Int]) == ["total": 50, "match": 49, "differ": 1, "missing": 0, "recorded": 0])
        let axes = summary["axes"] as! [String: [String: [String: Int]]]
        #expect(axes["locale"]?["ja"] == ["images": 10, "warnings": 0, "failures": 10])
        #expect(axes["appearance"]?["dark"] == ["images": 20, "warnings": 0, "failures": 10])
        #expect(axes["scale"]?["3"]?["failures"] == 5)
        let failures = summary["failures"] as! [[String: Any]]
        #expect(failures.count == 6, "\(failures)")
        #expect(failures.contains { $0["golden"] as? String == "step3.en.light@2x" && $0["outcome"] as? String == "differs" })
        #expect(
            failures.contains {
                $0["spec"] as? String == "tour/step4.json" && $0["locale"] as? String == "ja" && $0["appearance"] as? String == "dark"
                    && $0["path"] as? String == "canvas.background.image"
            })
        // render counts the same way, with text sizes when it renders them.
        let render = try await CLI.run(["render", "--summary", "json", "--locale", "en", "--out", "out"], in: project)
        let rendered = try JSONSerialization.jsonObject(with: Data(render.stdout.utf8)) as! [String: Any]
        #expect((rendered["specs"] as! [String: Int]) == ["total": 5, "rendered": 5, "inPart": 0, "unchanged": 0, "failed": 0])
        #expect(rendered["failedVariants"] as? Int == 0)
        #expect(rendered["images"] as? Int == 20)
        // One decode a spec; 5 specs × 2 appearances × 2 scales planned in one locale.
        #expect((rendered["stats"] as! [String: Int]) == ["decodes": 5, "variants": 20])
        #expect((rendered["failures"] as! [Any]).isEmpty)
        #expect((rendered["axes"] as! [String: [String: Any]])["locale"]?.keys.sorted() == ["en"])
    }

    @Test("four shards' manifests and JUnit files merge to exactly one full run's")
    func shardsMergeToTheFullRun() async throws {
        let (root, project) = try brokenProject()
        defer { try? FileManager.default.removeItem(at: root) }
        /// A manifest's lines with the output folder taken out of each path, sorted.
        func manifest(_ file: String, out: String) throws -> [String] {
            try String(contentsOf: project.appendingPathComponent(file), encoding: .utf8).split(separator: "\n")
                .map { String($0).replacing(project.appendingPathComponent(out).path + "/", with: "").replacing(out + "/", with: "") }.sorted()
        }
        /// A JUnit file's testcases: class name, name and what came of it, sorted.
        func testcases(_ file: String) throws -> [String] {
            let reader = ProjectTests.reference.appendingPathComponent("read-junit.py").path
            let output = try CLI.runTool("/usr/bin/python3", [reader, project.appendingPathComponent(file).path])
            let cases = (try JSONSerialization.jsonObject(with: Data(output.utf8)) as! [String: Any])["cases"] as! [[String: Any]]
            return cases.map { "\($0["classname"]!) \($0["name"]!) \($0["results"]!) \($0["messages"]!)" }.sorted()
        }
        _ = try await CLI.run(["render", "--out", "full", "--manifest", "full.jsonl"], in: project)
        _ = try await CLI.run(["verify", "--junit", "full.xml"], in: project)
        var manifests: [String] = [], cases: [String] = []
        for k in 1...4 {
            _ = try await CLI.run(["render", "--shard", "\(k)/4", "--out", "out\(k)", "--manifest", "m\(k).jsonl"], in: project)
            // GitLab's parallel jobs count from 1, Kubernetes' from 0: --shards takes the latter.
            let environment = ProcessInfo.processInfo.environment.merging(["JOB_COMPLETION_INDEX": "\(k - 1)"]) { $1 }
            _ = try await CLI.run(["verify", "--shards", "4", "--junit", "j\(k).xml"], in: project, environment: environment)
            manifests += try manifest("m\(k).jsonl", out: "out\(k)")
            cases += try testcases("j\(k).xml")
        }
        #expect(manifests.sorted() == (try manifest("full.jsonl", out: "full")))
        #expect(manifests.count == 50 + 5)
        #expect(cases.sorted() == (try testcases("full.xml")))
        #expect(cases.count == 55)
    }

    /// A spec whose text is too long for its maxLines on line 6: the warning points there.
    static let overflowingTip = """
        {
          "version": 1,
          "canvas": {"width": 200, "height": 120},
          "elements": [
            {"type": "bubble", "focus": [100, 100], "placement": "above", "maxWidth": 120,
              "text": "A long sentence, which cannot fit in one line of this narrow bubble, at all",
              "style": {"maxLines": 1}}
          ]
        }
        """

    @Test func onGitHubActionsEachProblemIsAnAnnotationOnItsLine() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = Self.overflowingTip
        try spec.write(to: folder.appendingPathComponent("tip.json"), atomically: true, encoding: .utf8)
        try
            #"{"version": 1, "canvas": {"width": 10, "height": 10}, "elements": [{"type": "bubble", "text": "x", "focus": [5, 5], "placment": "above"}]}"#
            .write(
                to: folder.appendingPathComponent("typo.json"), atomically: true, encoding: .utf8)
        let environment = ProcessInfo.processInfo.environment.merging(["GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": folder.path]) { $1 }
        let result = try await CLI.run(
            ["render", "--out", "out", folder.appendingPathComponent("tip.json").path, "typo.json"], in: folder, environment: environment)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("::warning file=tip.json,line=6,title=fukidashi::elements[0].text: ") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("::error file=typo.json,line=1,title=fukidashi::elements[0].placment: unknown key") }, "\(lines)")
        // Without GitHub, nothing of the kind.
        let plain = try await CLI.run(["render", "--out", "out", "tip.json"], in: folder)
        #expect(plain.stdout.isEmpty)
    }
}

import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiCLI

/// The CLI's tests run the command in this process (`CLI.run`); a run must leave the process as
/// it found it, and keep everything the command said, from every worker.
@Suite("the command run in process")
struct InProcessCommandTests {
    @Test("a batch's output is kept whole, and the folder and the signal handlers are the process's again after it")
    func leavesTheProcessAsItFoundIt() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<6 {
            try CLI.write(
                #"{"version": 1, "canvas": {"width": 120, "height": 80}, "elements": [{"type": "bubble", "text": "Tip \#(index)", "focus": [60, 70]}]}"#,
                to: "specs/tip\(index).json", in: folder)
        }
        try CLI.write(#"{"version": 1, "canvas": {"width": 10}, "elements": []}"#, to: "specs/broken.json", in: folder)
        // Seen while no other test's command runs.
        func folderAndInterruptHandler() -> (String, UInt) {
            InProcessCommand.exclusively {
                var interrupt = sigaction()
                sigaction(SIGINT, nil, &interrupt)
                return (FileManager.default.currentDirectoryPath, unsafeBitCast(interrupt.__sigaction_handler, to: UInt.self))
            }
        }
        let before = folderAndInterruptHandler()

        let result = try await CLI.run(["render", "--jobs", "2", "--out", "out", "specs"], in: folder)

        #expect(result.status == 1)
        // Said by the workers: the broken spec's error, and the summary at the end.
        #expect(result.stderr.contains("specs/broken.json: error: canvas: missing required key \"height\""), "\(result.stderr)")
        #expect(result.stderr.contains("fukidashi: rendered 6 of 7 specs (6 images); 1 failed"), "\(result.stderr)")
        for index in 0..<6 {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/tip\(index).png").path))
        }
        let after = folderAndInterruptHandler()
        #expect(after.0 == before.0)
        #expect(after.1 == before.1)
    }

    @Test("a usage error goes to standard error with status 64, --version to standard output with 0")
    func exitsAsMainDoes() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let usage = try await CLI.run(["render", "--jobs", "0"], in: folder)
        #expect(usage.status == 64)
        #expect(usage.stdout.isEmpty)
        #expect(usage.stderr.hasPrefix("Error: "), "\(usage.stderr)")
        let version = try await CLI.run(["--version"], in: folder)
        #expect(version.status == 0)
        #expect(version.stdout == FukidashiVersion.current + "\n")
        #expect(version.stderr.isEmpty)
    }
}

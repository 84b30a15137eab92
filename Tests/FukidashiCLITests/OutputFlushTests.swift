import Foundation
import Testing

/// What `render` flushes before it exits 0, and that one spec starts no thread, read from the
/// system calls of the real binary (strace, from the set-up packages). A batch that wrote files
/// flushes its file system once; a batch that only kept a few unchanged outputs syncs those
/// files alone; a lone spec writes in place, with no writer thread.
@Suite("the flush before exit", .serialized)
struct OutputFlushTests {
    /// The calls of interest that `fukidashi ARGUMENTS` made, one per line as strace prints them.
    func traced(_ arguments: [String], in directory: URL) throws -> (status: Int32, calls: [String]) {
        let log = directory.appendingPathComponent("strace-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
        process.arguments = ["-f", "-qq", "-e", "trace=clone,clone3,syncfs,fsync,fdatasync", "-o", log.path, CLI.binary.path] + arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return (process.terminationStatus, text.split(separator: "\n").map(String.init))
    }

    /// How many lines name `call`. A line is "PID  call(arguments) = result", the PID padded
    /// with as many spaces as its digits leave, so the call is the second word.
    func count(_ call: String, in calls: [String]) -> Int {
        calls.filter { line in
            let words = line.split(separator: " ")
            return words.count > 1 && words[1].hasPrefix(call + "(")
        }.count
    }

    @Test("one spec: written in place and the file system flushed; run again, only its file and folder are synced")
    func oneSpec() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(CLI.bubble("flush me"), to: "one.json", in: dir)
        let first = try traced(["render", "one.json", "--out", "out"], in: dir)
        #expect(first.status == 0, "strace or the render failed: \(first.calls)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/one.png").path))
        #expect(count("syncfs", in: first.calls) == 1, "\(first.calls)")
        #expect(count("clone", in: first.calls) + count("clone3", in: first.calls) == 0, "a lone spec started a thread: \(first.calls)")

        let again = try traced(["render", "one.json", "--out", "out"], in: dir)
        #expect(again.status == 0)
        #expect(count("syncfs", in: again.calls) == 0, "nothing was written, yet the file system was flushed: \(again.calls)")
        #expect(count("fsync", in: again.calls) == 2, "the kept PNG and its folder should be synced: \(again.calls)")
    }

    @Test("a batch keeping more files than the limit flushes its file system once")
    func manyKept() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for index in 0..<20 { try CLI.write(CLI.bubble("spec \(index)"), to: "specs/s\(index).json", in: dir) }
        let first = try traced(["render", "specs", "--out", "out", "--jobs", "2"], in: dir)
        #expect(first.status == 0)
        #expect(count("syncfs", in: first.calls) == 1, "\(first.calls)")
        let again = try traced(["render", "specs", "--out", "out", "--jobs", "2"], in: dir)
        #expect(again.status == 0)
        #expect(count("syncfs", in: again.calls) == 1, "\(again.calls)")
        #expect(count("fsync", in: again.calls) == 0, "\(again.calls)")
    }
}

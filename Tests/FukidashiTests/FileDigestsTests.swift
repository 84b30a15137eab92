import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiPlatform

/// A batch's file digests: each file is read once, and the batch keeps seeing it as first read.
@Suite("file digests of a batch", .tags(.stage))
struct FileDigestsTests {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-digests-\(UUID().uuidString)")

    func write(_ text: String, to name: String) throws -> String {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test("a batch keeps a file's first digest; a new batch, or none, reads the file again")
    func firstReadKept() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let table = try write("table 1", to: "Localizable.xcstrings")
        let batch = FileDigests()
        let first = ContentDigest.of(files: [table], memo: batch)
        #expect(first == ContentDigest.of(files: [table]), "the memo gives what reading the file gives")

        _ = try write("table 2", to: "Localizable.xcstrings")
        #expect(ContentDigest.of(files: [table], memo: batch) == first, "the batch sees the file as it first read it")
        let now = ContentDigest.of(files: [table])
        #expect(now != first)
        #expect(ContentDigest.of(files: [table], memo: FileDigests()) == now)
    }

    @Test("a folder counts the files below it, and a missing file counts until it arrives")
    func foldersAndMissingFiles() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try write("hello", to: "values/strings.xml")
        let folder = dir.appendingPathComponent("values").path, missing = dir.appendingPathComponent("icon.png").path
        let before = ContentDigest.of(files: [folder, missing], memo: FileDigests())
        _ = try write("hallo", to: "values-de/strings.xml")
        #expect(ContentDigest.of(files: [folder, missing], memo: FileDigests()) == before, "a sibling folder is not read")
        _ = try write("hallo", to: "values/de.xml")
        let added = ContentDigest.of(files: [folder, missing], memo: FileDigests())
        #expect(added != before, "a new file in the folder")
        _ = try write("png", to: "icon.png")
        #expect(ContentDigest.of(files: [folder, missing], memo: FileDigests()) != added, "the missing file arrived")
        #expect(ContentDigest.of(files: [missing, folder]) != ContentDigest.of(files: [folder, missing]), "paths count in order")
    }

    @Test("workers asking for the same files at once all get one digest each")
    func sharedByWorkers() async throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let paths = try (0..<8).map { try write(String(repeating: "bytes \($0) ", count: 10_000), to: "file-\($0)") }
        let batch = FileDigests()
        let seen = await withTaskGroup(of: [UInt64].self) { group in
            for _ in 0..<4 { group.addTask { paths.map { batch.digest(of: $0) } } }
            return await group.reduce(into: Set<[UInt64]>()) { $0.insert($1) }
        }
        #expect(seen == [paths.map { ContentDigest.of(entry: $0) }])
    }
}

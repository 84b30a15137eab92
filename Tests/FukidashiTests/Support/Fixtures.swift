import Foundation

@testable import Fukidashi

/// The package's `Fixtures/` folder and the cases in it: each `<case>.json` is one test.
enum Fixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let root = packageRoot.appendingPathComponent("Fixtures")

    /// `feature/case` names of every spec under `Fixtures/<feature>/`, sorted (golden sidecars,
    /// `*.png.json`, are not specs).
    /// The folders directly under `Fixtures/`, sorted.
    static var featureFolders: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
        }.sorted()
    }

    static func cases(_ feature: String) -> [String] {
        let folder = root.appendingPathComponent(feature)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".png.json") }.map { "\(feature)/\(String($0.dropLast(5)))" }.sorted()
    }

    /// The folder a case's spec sits in: its images are relative to it.
    static func folder(of name: String) -> String {
        root.appendingPathComponent(name).deletingLastPathComponent().path
    }

    static func url(_ name: String, _ ext: String) -> URL {
        root.appendingPathComponent(name + "." + ext)
    }

    static func bytes(_ name: String, _ ext: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(name, ext)))
    }

    /// The path a user would see in messages: relative to the package root.
    static func displayPath(_ name: String, _ ext: String) -> String {
        "Fixtures/\(name).\(ext)"
    }
}

extension Renderer {
    /// A renderer for tests that draw whole animations: a debug build on a busy machine can
    /// pass the 20 s budget meant for release batches (the budget itself has its own tests).
    static func forAnimations() throws -> Renderer {
        try Renderer(Renderer.Configuration(timeBudget: 600))
    }
}

import FukidashiPlatform

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the bundled `Fonts/` folder: `$FUKIDASHI_FONTS`, then beside the executable
/// (`Fonts/` or `../share/fukidashi/Fonts/` for an installed copy), then the source checkout
/// this library was built from.
enum FontsLocator {
    static func bundledFontsDirectory() -> String? {
        var candidates: [String] = []
        if let fromEnvironment = ProcessInfo.processInfo.environment["FUKIDASHI_FONTS"], !fromEnvironment.isEmpty {
            return fromEnvironment  // explicit wins, even when wrong: the error then names it
        }
        let executable = URL(fileURLWithPath: PathText.runningExecutable ?? CommandLine.arguments.first ?? "")
            .resolvingSymlinksInPath().deletingLastPathComponent()
        candidates.append(executable.appendingPathComponent("Fonts").path)
        candidates.append(executable.appendingPathComponent("../share/fukidashi/Fonts").standardized.path)
        // Sources/Fukidashi/Render/FontsLocator.swift → the package root.
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(checkout.appendingPathComponent("Fonts").path)
        return candidates.first(where: PathText.isFolder)
    }
}

extension Renderer {
    /// The bundled font files (`.ttf`, `.otf`) and the folder they were found in, sorted; `nil`
    /// when there is no such folder. What an install must carry besides the libraries.
    package static func bundledFontFiles() -> (folder: String, files: [String])? {
        guard let folder = FontsLocator.bundledFontsDirectory(),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else { return nil }
        let files = names.filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }.sorted()
        return files.isEmpty ? nil : (folder, files)
    }
}

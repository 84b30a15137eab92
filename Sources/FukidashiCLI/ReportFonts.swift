import Fukidashi
import FukidashiCommandLine
import FukidashiPlatform

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The fonts a report page carries in its own `fonts/` folder: the bundled faces its text
/// needs, with their licence files (the SIL Open Font License asks that they travel together).
enum ReportFonts {
    /// Copies the faces that draw `text` into `report/fonts/`; returns their paths relative to
    /// the report folder, in fallback order.
    static func copy(covering text: String, into report: String, renderer: Renderer) throws(RenderError) -> [String] {
        let files = renderer.fontFiles(covering: text)
        var relative: [String] = []
        var folders = Set<String>()
        for file in files {
            let name = "fonts/" + PathText.lastComponent(file)
            try copyFile(file, to: report + "/" + name)
            relative.append(name)
            folders.insert(PathText.parent(file))
        }
        for folder in folders.sorted() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for licence in names.sorted() where licence.hasSuffix("-OFL.txt") || licence.uppercased().hasPrefix("LICENSE") {
                try copyFile(PathText.joined(folder, licence), to: report + "/fonts/" + licence)
            }
        }
        return relative
    }

    private static func copyFile(_ source: String, to destination: String) throws(RenderError) {
        guard let data = FileManager.default.contents(atPath: source) else {
            throw .file(path: source, problem: "cannot read the font \(source) for the report")
        }
        try AtomicFile.write([UInt8](data), to: destination)
    }
}

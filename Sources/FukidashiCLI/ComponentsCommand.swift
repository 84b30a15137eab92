import ArgumentParser
import Fukidashi
import FukidashiBackend
import FukidashiCommandLine

/// `fukidashi components`: the run-time table (`RuntimeComponents`) as this machine has it,
/// and the bundled fonts: what an install, or a container image, must hold.
struct ComponentsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "components",
        abstract: "List the libraries and fonts fukidashi needs at run time, and whether this machine has them.",
        discussion:
            "One line a library: its name, version here (or missing), soname, Debian package, whether it is linked or opened on first use, and what needs it; then the bundled font files. Exits 1 when something is missing."
    )

    func run() throws {
        var missing = false
        for component in RuntimeComponents.table {
            let version = RuntimeComponents.version(of: component)
            if version == nil { missing = true }
            let loading = component.loading == .linked ? "linked" : "opened on first use"
            Console.output(
                "\(component.name) \(version ?? "missing"): \(component.soname) (\(component.debianPackage), \(loading)): \(component.purpose)\n")
        }
        if let fonts = Renderer.bundledFontFiles() {
            Console.output("fonts: \(fonts.files.count) files in \(fonts.folder)\n" + fonts.files.map { "  \($0)\n" }.joined())
        } else {
            Console.output("fonts: missing (set FUKIDASHI_FONTS to the bundled Fonts folder)\n")
            missing = true
        }
        if missing { throw ExitCode(1) }
    }
}

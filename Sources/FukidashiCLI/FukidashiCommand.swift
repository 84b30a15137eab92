import ArgumentParser
import Fukidashi
import FukidashiCommandLine
import FukidashiModel
import FukidashiPlatform
import FukidashiVariants

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@main
struct FukidashiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fukidashi",
        abstract: "Render speech bubbles, tooltips and coach marks from JSON specs into PNG images.",
        discussion: """
            The spec format's reference is docs/format.md in Fukidashi's repository (every key, its \
            type, range and default, with examples); `fukidashi schema` prints it as a JSON Schema \
            for editors. Fonts come only from the bundled Fonts folder (or $FUKIDASHI_FONTS), so \
            output is identical on every machine.
            """,
        version: FukidashiVersion.current,
        subcommands: [RenderCommand.self, VerifyCommand.self, PreviewCommand.self, SchemaCommand.self, ComponentsCommand.self, ElementsCommand.self]
    )

    /// In the container image, first becomes the owner of the folder it runs in (`FolderOwner`).
    static func main() {
        if let problem = FolderOwner.adoptIfAsked(environment: ProcessInfo.processInfo.environment) {
            Console.say(Diagnostic(.warning, file: nil, "\(problem); writing as root"))
        }
        main(nil)
    }
}

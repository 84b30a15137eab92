import ArgumentParser
import FukidashiCommandLine
import FukidashiModel
import FukidashiSchema

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print a JSON Schema of the spec format, for editors to autocomplete and validate specs.",
        discussion: "Save it (fukidashi schema > fukidashi.schema.json) and point your editor at it, or name it in a spec as \"$schema\"."
    )

    @Flag(help: "Print the schema of a project file (fukidashi.json) instead.")
    var project = false

    func run() throws {
        Console.output((project ? SpecSchema.project : SpecSchema.document).serialized() + "\n")
    }
}

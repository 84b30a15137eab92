import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiJSON
@testable import FukidashiModel
@testable import FukidashiSchema
@testable import FukidashiSpec

/// The format reference (`docs/format.md`) and the README are code: every key the schema knows
/// has a row in the reference, every row names a key the schema knows, and every JSON example
/// in either file renders without a warning (the reference's examples also to their pictures).
@Suite("Documentation")
struct DocumentationGoldenTests {
    static let docsFolder = Fixtures.packageRoot.appendingPathComponent("docs")
    static let reference = docsFolder.appendingPathComponent("format.md")
    static let readme = Fixtures.packageRoot.appendingPathComponent("README.md")

    // MARK: keys

    /// `definition → dotted keys` of the schema: properties, and the properties of objects
    /// written inline below them (`background.image`, `cards[].title`); `$ref`s are followed
    /// by their own definition, not here. The top level is `document`.
    static func schemaKeys() -> [String: [String]] {
        guard case .object(let root) = SpecSchema.document, case .object(let definitions)? = root["$defs"] else { return [:] }
        var result = ["document": keys(of: SpecSchema.document, prefix: ""), "project": keys(of: SpecSchema.project, prefix: "")]
        for (name, definition) in definitions.members { result[name] = keys(of: definition, prefix: "") }
        return result.filter { !$0.value.isEmpty }
    }

    static func keys(of node: JSONValue, prefix: String) -> [String] {
        guard case .object(let object) = node else { return [] }
        var found: [String] = []
        if case .object(let properties)? = object["properties"] {
            for (key, value) in properties.members {
                found.append(prefix + key)
                found += nested(value, prefix: prefix + key)
            }
        }
        // Alternatives of the node itself (a spotlight is a circle or a rect).
        for case .array(let alternatives)? in [object["oneOf"], object["anyOf"]] {
            for alternative in alternatives { found += keys(of: alternative, prefix: prefix) }
        }
        var unique: [String] = []
        for key in found where !unique.contains(key) { unique.append(key) }
        return unique
    }

    private static func nested(_ value: JSONValue, prefix: String) -> [String] {
        guard case .object(let object) = value else { return [] }
        var found = keys(of: .object(JSONObject(members: object.members.filter { $0.key == "properties" })), prefix: prefix + ".")
        if let items = object["items"] { found += keys(of: items, prefix: prefix + "[].") }
        if case .array(let alternatives)? = object["oneOf"] {
            // An alternative may be an array (a key that also takes an appearance map of it).
            for alternative in alternatives { found += nested(alternative, prefix: prefix) }
        }
        return found
    }

    /// The reference's marked sections: the definitions each `<!-- schema: name … -->`
    /// marker names, and the keys its table rows name, up to the next marker or `##` heading.
    static func documentedSections() throws -> [(definitions: [String], rows: [String])] {
        let text = try String(contentsOf: reference, encoding: .utf8)
        var sections: [(definitions: [String], rows: [String])] = []
        var inSection = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let marker = line.firstMatch(of: /^<!-- schema: ([^>]+) -->$/) {
                sections.append((marker.1.split(separator: " ").map(String.init), []))
                inSection = true
            } else if line.hasPrefix("## ") {
                inSection = false
            } else if inSection, let row = line.firstMatch(of: /^\| `([^`]+)` \|/) {
                sections[sections.count - 1].rows.append(String(row.1))
            }
        }
        return sections
    }

    /// `definition → the keys documented for it`.
    static func documentedKeys() throws -> [String: [String]] {
        var result: [String: [String]] = [:]
        for section in try documentedSections() {
            for definition in section.definitions { result[definition, default: []] += section.rows }
        }
        return result
    }

    /// docs/format.md with every marked section's key table replaced by the one made from
    /// the declarations (`FormatReference`).
    static func referenceWithGeneratedTables() throws -> (current: String, generated: String) {
        let current = try String(contentsOf: reference, encoding: .utf8)
        var lines = current.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            guard let marker = lines[index].firstMatch(of: /^<!-- schema: ([^>]+) -->$/) else {
                index += 1
                continue
            }
            let names = marker.1.split(separator: " ").map(String.init)
            var start = index + 1
            while start < lines.count, !lines[start].hasPrefix("|"), !lines[start].hasPrefix("## "), !lines[start].hasPrefix("<!-- schema:") {
                start += 1
            }
            guard let table = FormatReference.table(for: names), start < lines.count, lines[start].hasPrefix("|") else {
                index += 1
                continue
            }
            var end = start
            while end < lines.count, lines[end].hasPrefix("|") { end += 1 }
            lines.replaceSubrange(start..<end, with: table.split(separator: "\n").map(String.init))
            index = start + 1
        }
        return (current, lines.joined(separator: "\n"))
    }

    @Test("docs/format.md's key tables are the ones made from the format's declarations")
    func tablesFromDeclarations() throws {
        let (current, generated) = try Self.referenceWithGeneratedTables()
        guard current != generated else { return }
        if GoldenImage.recordMode != nil {
            try generated.write(to: Self.reference, atomically: true, encoding: .utf8)
            Issue.record("rewrote the key tables of docs/format.md from the declarations; read the diff, then re-run")
        } else {
            let old = current.split(separator: "\n"), new = generated.split(separator: "\n")
            let first = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }
            Issue.record(
                """
                docs/format.md's key tables differ from the declarations (Sources/FukidashiSpec/Format/Format.swift, and each element kind's DocumentDecoding+Kind.swift), first at line \((first?.offset ?? 0) + 1):
                  docs:         \(first?.element.0 ?? "")
                  declarations: \(first?.element.1 ?? "")
                Change the declaration, then run scripts/record-goldens.sh failed to rewrite the tables.
                """)
        }
    }

    @Test("every key the schema knows has a row in docs/format.md, in its definition's section")
    func everyKeyDocumented() throws {
        let documented = try Self.documentedKeys()
        let schema = Self.schemaKeys()
        #expect(schema.count > 15)
        for (definition, keys) in schema.sorted(by: { $0.key < $1.key }) {
            guard let rows = documented[definition] else {
                Issue.record("docs/format.md has no <!-- schema: \(definition) --> section for the schema's \(definition): \(keys)")
                continue
            }
            for key in keys where !rows.contains(key) {
                Issue.record("docs/format.md does not document \(definition).\(key)")
            }
        }
    }

    @Test("every key docs/format.md documents is one the schema knows")
    func noStaleKeys() throws {
        let schema = Self.schemaKeys()
        for section in try Self.documentedSections() {
            let known = section.definitions.flatMap { schema[$0] ?? [] }
            for row in section.rows where !known.contains(row) {
                Issue.record(
                    "docs/format.md documents \(row) under \(section.definitions.joined(separator: ", ")), which the schema does not know there")
            }
        }
    }

    // MARK: examples

    struct Example: CustomTestStringConvertible {
        let file: String
        let name: String?
        let json: String
        var testDescription: String { "\(file) \(name ?? "example")" }
    }

    /// Every ```json block of a Markdown file, with the `<!-- example: name -->` above it.
    static func examples(in url: URL, file: String) -> [Example] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var examples: [Example] = []
        var name: String?
        var block: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if var open = block {
                if line == "```" {
                    examples.append(Example(file: file, name: name, json: open.joined(separator: "\n")))
                    (block, name) = (nil, nil)
                } else {
                    open.append(line)
                    block = open
                }
            } else if line == "```json", name != "project", name != "file" {
                block = []
            } else if line.hasPrefix("<!-- file: ") || line.hasPrefix("<!-- excerpt: ") {
                // A file of a walkthrough (`GuideWalkthroughTests` writes and runs it), or an
                // excerpt of a file a run writes (its own test finds it in that file).
                name = "file"
            } else if let marker = line.firstMatch(of: /^<!-- example: ([a-z0-9-]+) -->$/) {
                name = String(marker.1)
            } else if line == "<!-- project example -->" {
                name = "project"  // a project file, not a spec: `referenceProjects` decodes it
            } else if line == "```", name == "project" || name == "file" {
                name = nil
            }
        }
        return examples
    }

    static let referenceExamples = examples(in: reference, file: "docs/format.md")

    /// The reference's project files: ```json blocks under `<!-- project example -->`.
    @Test("every project file in docs/format.md, the README and the guides decodes")
    func referenceProjects() throws {
        let text = try ([Self.reference] + Self.guides.map { Fixtures.packageRoot.appendingPathComponent($0) }).map {
            try String(contentsOf: $0, encoding: .utf8)
        }.joined()
        let blocks = text.components(separatedBy: "<!-- project example -->\n```json\n").dropFirst().map { $0.components(separatedBy: "\n```\n")[0] }
        #expect(blocks.count >= 2)
        for block in blocks {
            #expect(throws: Never.self) { try ProjectDecoder().decode(Array(block.utf8), file: "fukidashi.json") }
        }
    }
    /// The README and the guides beside the reference: their JSON examples render from the
    /// package's root, as their paths are written.
    static let guides = [
        "README.md", "docs/localization.md", "docs/projects.md", "docs/preview.md", "docs/ci.md", "docs/performance.md", "docs/architecture.md"
    ]
    static let readmeExamples = guides.flatMap { examples(in: Fixtures.packageRoot.appendingPathComponent($0), file: $0) }

    @Test("the reference has an example per section, each named for its picture")
    func referenceExamplesNamed() {
        #expect(Self.referenceExamples.count >= 11)
        for example in Self.referenceExamples {
            #expect(example.name != nil, "a ```json block in docs/format.md has no <!-- example: name --> above it")
        }
    }

    /// A renderer that checks contrast as the CLI does by default (`--contrast warn`): an
    /// example that warns there teaches its readers to ignore warnings.
    static func checkingRenderer() throws -> Renderer {
        var configuration = Renderer.Configuration()
        configuration.contrast = .warn
        return try Renderer(configuration)
    }

    @Test("every JSON example in docs/format.md renders without a warning, contrast checked, to the picture beside it", arguments: referenceExamples)
    func referenceExample(_ example: Example) throws {
        let renderer = try Self.checkingRenderer()
        let outputs = try renderer.renderAll(specBytes: Array(example.json.utf8), specFolder: Self.docsFolder.path)
        #expect(outputs.flatMap(\.warnings).isEmpty, "\(example.testDescription): \(outputs.flatMap(\.warnings))")
        guard let name = example.name else { return }
        let markdown = try String(contentsOf: Self.reference, encoding: .utf8)
        for output in outputs {
            let picture = "images/\(name)\(output.variant.fileSuffix).png"
            #expect(markdown.contains("src=\"\(picture)\""), "docs/format.md does not show \(picture) beside its example")
            try GoldenImage.assertMatches(
                output.png, sidecar: renderer.sidecar(for: output.scene),
                goldenURL: Self.docsFolder.appendingPathComponent(picture), displayPath: "docs/\(picture)",
                failureName: "docs/\(picture.dropLast(4))", tolerance: GoldenTests.tolerance)
        }
    }

    @Test("every JSON example in the README and the guides renders without a warning, contrast checked", arguments: readmeExamples)
    func readmeExample(_ example: Example) throws {
        let outputs = try Self.checkingRenderer().renderAll(specBytes: Array(example.json.utf8), specFolder: Fixtures.packageRoot.path)
        #expect(!outputs.isEmpty)
        #expect(outputs.flatMap(\.warnings).isEmpty, "\(example.testDescription): \(outputs.flatMap(\.warnings))")
    }

    @Test("the README links the reference and every guide, and stays short; the schema names the reference")
    func linked() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        #expect(readme.contains("(docs/format.md)"))
        for guide in Self.guides.dropFirst() { #expect(readme.contains("(\(guide))"), "the README does not link \(guide)") }
        #expect(readme.filter { $0 == "\n" }.count <= 200, "the README is over 200 lines: a front page, the rest in the guides")
        guard case .object(let root) = SpecSchema.document, case .string(let description)? = root["description"] else {
            Issue.record("the schema has no description")
            return
        }
        #expect(description.contains("docs/format.md"))
    }
}

import Foundation
import FukidashiJSONParser
import Testing

@testable import FukidashiJSON
@testable import FukidashiModel
@testable import FukidashiSchema
@testable import FukidashiSpec

/// `fukidashi schema` checked by an independent validator (Debian's python3-jsonschema,
/// installed by scripts/setup.sh): it is valid draft 2020-12, every fixture validates, and
/// the schema and the decoder agree on invalid specs.
@Suite("JSON Schema", .serialized)
struct SpecSchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the validator over `documents` (name → JSON text); returns name → "valid" or the error.
    static func validate(_ documents: [(name: String, json: [UInt8])], schema document: JSONValue = SpecSchema.document) throws -> [String: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("schema.json")
        try Data(document.serialized().utf8).write(to: schema)
        var paths: [String: String] = [:]
        for (index, document) in documents.enumerated() {
            let file = folder.appendingPathComponent("\(index).json")
            try Data(document.json).write(to: file)
            paths[file.path] = document.name
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments =
            [root.appendingPathComponent("scripts/check-schema.py").path, schema.path]
            + documents.indices.map { folder.appendingPathComponent("\($0).json").path }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, output.hasPrefix("schema ok\n") else {
            Issue.record("the validator failed (run scripts/setup.sh for python3-jsonschema): \(errors)\(output)")
            return [:]
        }
        var verdicts: [String: String] = [:]
        for line in output.split(separator: "\n").dropFirst() {
            let words = line.split(separator: " ", maxSplits: 1)
            let rest = String(words[1])
            let path = rest.split(separator: ":", maxSplits: 1).first.map(String.init) ?? rest
            verdicts[paths[path] ?? path] = words[0] == "valid" ? "valid" : String(line)
        }
        return verdicts
    }

    static func fixtureSpecs(excluding excluded: Set<String>) throws -> [(name: String, json: [UInt8])] {
        let fixtures = root.appendingPathComponent("Fixtures")
        let enumerator = FileManager.default.enumerator(atPath: fixtures.path)!
        var specs: [(String, [UInt8])] = []
        while let relative = enumerator.nextObject() as? String {
            // An Xcode localization export's contents.json is the app's, not a spec.
            // A project file is checked against its own schema (`projectSchemaAgrees`), and
            // `maestro hierarchy` output is a UI dump.
            guard relative.hasSuffix(".json"), !relative.hasSuffix(".png.json"), !relative.contains(".xcloc/"), !relative.hasSuffix("fukidashi.json"),
                !relative.hasSuffix(".maestro.json")
            else { continue }
            let folder = relative.split(separator: "/").first.map(String.init) ?? ""
            if excluded.contains(folder) { continue }
            specs.append((relative, [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(relative)))))
        }
        return specs.sorted { $0.0 < $1.0 }
    }

    @Test("the project schema and the project decoder agree")
    func projectSchemaAgrees() throws {
        let fixture = [UInt8](try Data(contentsOf: Self.root.appendingPathComponent("Fixtures/project/fukidashi.json")))
        let cases: [(name: String, json: [UInt8])] = [
            ("fixture", fixture),
            ("unknown key", Array(#"{"version": 1, "apperances": ["light"]}"#.utf8)),
            ("unknown layout", Array(#"{"version": 1, "output": {"layout": "zip"}}"#.utf8)),
            (
                "appearance map in a style",
                Array(#"{"version": 1, "appearances": ["light", "dark"], "styles": {"t": {"cornerRadius": {"light": 4, "dark": 6}}}}"#.utf8)
            ),
            ("bad appearance", Array(#"{"version": 1, "appearances": ["dim"]}"#.utf8)),
            ("scale out of range", Array(#"{"version": 1, "scales": [5]}"#.utf8))
        ]
        let verdicts = try Self.validate(cases, schema: SpecSchema.project)
        for (name, json) in cases {
            let decodes = (try? ProjectDecoder().decode(json, file: "fukidashi.json")) != nil
            #expect(
                (verdicts[name] == "valid") == decodes,
                "\(name): schema says \(verdicts[name] ?? "nothing"), the decoder \(decodes ? "accepts" : "refuses") it")
        }
        #expect(verdicts["fixture"] == "valid")
    }

    static func decoderAccepts(_ json: String) -> Bool {
        (try? SpecDecoder().decode(Array(json.utf8))) != nil
    }

    @Test("the schema is valid draft 2020-12 and every fixture spec validates against it")
    func fixturesValidate() throws {
        let specs = try Self.fixtureSpecs(excluding: ["errors", "fuzz"])
        #expect(specs.count > 50)
        let verdicts = try Self.validate(specs)
        for spec in specs {
            #expect(verdicts[spec.name] == "valid", "\(spec.name): \(verdicts[spec.name] ?? "no verdict")")
        }
    }

    /// Error fixtures whose problem lies beyond what a JSON Schema can say: everything else
    /// in Fixtures/errors must be rejected by the schema as well as the decoder.
    static let beyondSchema: [String: String] = [
        "errors/animation-too-much-work.json": "frames × pixels",
        "errors/canvas-too-large.json": "width × scale",
        "errors/canvas-too-many-pixels.json": "width × height × scale²",
        "errors/duplicate-id.json": "ids unique across elements",
        "errors/duplicate-key.json": "a key repeated in one object: JSON parsers keep one value before a schema sees it",
        "errors/reference-later-id.json": "references resolve to earlier elements",
        "errors/reference-not-a-circle.json": "references resolve to circles",
        "errors/reference-unknown-id.json": "references resolve",
        "errors/unknown-style.json": "style names resolve",
        "errors/unknown-font-family.json": "fonts installed",
        "errors/unknown-font-family-no-match.json": "fonts installed",
        "errors/image-absolute-path.json": "the file system",
        "errors/image-huge-header.json": "the file system",
        "errors/image-leaves-folder.json": "the file system",
        "errors/image-missing.json": "the file system",
        "errors/image-not-an-image.json": "the file system",
        "errors/image-symlink-out.json": "the file system",
        "errors/image-truncated-jpeg.json": "the file system",
        "errors/image-truncated-png.json": "the file system",
        "errors/anchor-missing-id.json": "the hierarchy dump",
        "errors/anchor-ambiguous-id.json": "the hierarchy dump",
        "errors/anchor-off-screen.json": "the hierarchy dump",
        "errors/anchor-wrong-screenshot.json": "the hierarchy dump and its screenshot",
        "errors/anchor-no-hierarchy.json": "an anchor anywhere needs canvas.background.hierarchy: a condition across the document",
        "errors/contrast-dark-mode.json": "the colours as drawn, under --contrast error"
    ]

    @Test("error fixtures: the schema rejects every one that is not beyond a schema's reach")
    func errorFixtures() throws {
        let specs = try Self.fixtureSpecs(excluding: []).filter { $0.name.hasPrefix("errors/") }
        let verdicts = try Self.validate(specs)
        for spec in specs {
            let verdict = verdicts[spec.name] ?? "none"
            if verdict.hasPrefix("unreadable") { continue }  // not JSON at all: both reject
            if let reason = Self.beyondSchema[spec.name] {
                #expect(verdict == "valid", "\(spec.name) is listed as beyond the schema (\(reason)) but the schema rejects it; take it off the list")
            } else {
                #expect(verdict.hasPrefix("invalid"), "\(spec.name): the decoder rejects it but the schema accepts it")
            }
        }
    }

    static let base = ##""version": 1, "canvas": {"width": 300, "height": 200}"##
    static func bubble(_ members: String) -> String {
        ##"{\##(base), "elements": [{"type": "bubble", "text": "Hi", \##(members)}]}"##
    }

    /// Specs the decoder rejects for reasons a schema can express, one kind of mistake each.
    static let invalid: [(String, String)] = [
        ("unknown top-level key", ##"{\##(base), "elements": [], "colour": "#FFF"}"##),
        ("version 2", ##"{"version": 2, "canvas": {"width": 300, "height": 200}, "elements": []}"##),
        ("no canvas", ##"{"version": 1, "elements": []}"##),
        ("zero width", ##"{"version": 1, "canvas": {"width": 0, "height": 200}, "elements": []}"##),
        ("scale 5", ##"{"version": 1, "canvas": {"width": 300, "height": 200, "scale": 5}, "elements": []}"##),
        (
            "background fit typo",
            ##"{"version": 1, "canvas": {"width": 300, "height": 200, "background": {"image": "a.png", "fit": "cover!"}}, "elements": []}"##
        ),
        ("bad top-level locale", ##"{\##(base), "locale": "japanese", "elements": []}"##),
        ("elements not an array", ##"{\##(base), "elements": {}}"##),
        ("unknown element type", ##"{\##(base), "elements": [{"type": "arrow"}]}"##),
        ("element without type", ##"{\##(base), "elements": [{"text": "Hi"}]}"##),
        ("bubble without text", ##"{\##(base), "elements": [{"type": "bubble", "focus": [1, 2]}]}"##),
        ("focus of three numbers", bubble(##""focus": [1, 2, 3]"##)),
        ("placement typo", bubble(##""focus": [1, 2], "placement": "up""##)),
        ("tail null with focus", bubble(##""tail": null, "at": [1, 2], "focus": [1, 2]"##)),
        ("tail null without at", bubble(##""tail": null"##)),
        ("at without tail null", bubble(##""focus": [1, 2], "at": [1, 2]"##)),
        ("tail position 1.5", bubble(##""focus": [1, 2], "tail": {"position": 1.5}"##)),
        ("tail offset key typo", bubble(##""focus": [1, 2], "tail": {"position": {"ofset": 3}}"##)),
        ("negative tail length", bubble(##""focus": [1, 2], "tail": {"length": -1}"##)),
        ("maxWidth 0", bubble(##""focus": [1, 2], "maxWidth": 0"##)),
        ("style colour without #", bubble(##""focus": [1, 2], "style": {"fill": "FFFFFF"}"##)),
        ("style colour of five digits", bubble(##""focus": [1, 2], "style": {"fill": "#FFFFF"}"##)),
        ("fullwidth digits in a colour", bubble(##""focus": [1, 2], "style": {"fill": "#ＦＦＦ"}"##)),
        ("maxLines 1.5", bubble(##""focus": [1, 2], "style": {"maxLines": 1.5}"##)),
        ("font weight 950", bubble(##""focus": [1, 2], "style": {"font": {"weight": 950}}"##)),
        ("font weight name typo", bubble(##""focus": [1, 2], "style": {"font": {"weight": "heavy"}}"##)),
        ("padding of three numbers", bubble(##""focus": [1, 2], "style": {"padding": [1, 2, 3]}"##)),
        ("opacity 2", bubble(##""focus": [1, 2], "style": {"opacity": 2}"##)),
        ("align typo", bubble(##""focus": [1, 2], "style": {"align": "centre"}"##)),
        ("shadow key typo", bubble(##""focus": [1, 2], "style": {"shadow": {"blur": 3}}"##)),
        ("base in a named style", ##"{\##(base), "styles": {"a": {"base": "b"}}, "elements": []}"##),
        ("empty style name", ##"{\##(base), "styles": {"": {}}, "elements": []}"##),
        ("empty locale map", bubble(##""focus": [1, 2], "text": {}"##).replacingOccurrences(of: ##""text": "Hi", "##, with: "")),
        (
            "locale map with a bad tag",
            bubble(##""focus": [1, 2], "text": {"english": "Hi"}"##).replacingOccurrences(of: ##""text": "Hi", "##, with: "")
        ),
        (
            "text too long",
            bubble(##""focus": [1, 2]"##).replacingOccurrences(
                of: ##""text": "Hi""##, with: "\"text\": \"" + String(repeating: "a", count: 10_001) + "\"")
        ),
        (
            "too many elements",
            ##"{\##(base), "elements": [\##(Array(repeating: ##"{"type": "circle", "center": [1, 1], "radius": 1}"##, count: 501).joined(separator: ", "))]}"##
        ),
        ("circle without radius", ##"{\##(base), "elements": [{"type": "circle", "center": [10, 10]}]}"##),
        (
            "reference without angle",
            ##"{\##(base), "elements": [{"type": "circle", "id": "a", "center": [10, 10], "radius": 5}, {"type": "circle", "center": {"on": "a"}}]}"##
        ),
        ("image without frame", ##"{\##(base), "elements": [{"type": "image", "src": "a.png"}]}"##),
        ("image frame with negative width", ##"{\##(base), "elements": [{"type": "image", "src": "a.png", "frame": [0, 0, -1, 5]}]}"##),
        ("swipe on a bubble", bubble(##""focus": [1, 2], "swipe": {"direction": "left"}"##)),
        ("enter effect typo", bubble(##""focus": [1, 2], "enter": {"effect": "bounce"}"##)),
        ("card stack with no cards", ##"{\##(base), "elements": [{"type": "cardStack", "frame": [0, 0, 100, 100], "cards": []}]}"##),
        (
            "card depth scale 0.3",
            ##"{\##(base), "elements": [{"type": "cardStack", "frame": [0, 0, 100, 100], "cards": [{"title": "A"}], "depth": {"scale": 0.3}}]}"##
        ),
        (
            "swipe without direction",
            ##"{\##(base), "elements": [{"type": "cardStack", "frame": [0, 0, 100, 100], "cards": [{"title": "A"}], "swipe": {"delay": 1}}]}"##
        ),
        ("spotlight shape typo", ##"{\##(base), "overlay": {"spotlights": [{"shape": "oval", "center": [1, 1], "radius": 3}]}, "elements": []}"##),
        (
            "circle spotlight with a rect",
            ##"{\##(base), "overlay": {"spotlights": [{"shape": "circle", "center": [1, 1], "radius": 3, "rect": [0, 0, 1, 1]}]}, "elements": []}"##
        ),
        ("animation at 120 fps", ##"{\##(base), "animation": {"fps": 120}, "elements": []}"##),
        ("$schema not a string", ##"{"$schema": 3, \##(base), "elements": []}"##),
        (
            "the elements list as an appearance map",
            ##"{\##(base), "appearances": ["light", "dark"], "elements": {"light": [], "dark": []}}"##
        ),
        (
            "the spec's language as an appearance map",
            ##"{\##(base), "appearances": ["light", "dark"], "locale": {"light": "en", "dark": "en"}, "elements": []}"##
        )
    ]

    @Test("the schema and the decoder agree on invalid specs")
    func invalidSpecs() throws {
        for (name, json) in Self.invalid {
            #expect(!Self.decoderAccepts(json), "the decoder accepts \(name)")
        }
        let verdicts = try Self.validate(Self.invalid.map { (name: $0.0, json: Array($0.1.utf8)) })
        for (name, _) in Self.invalid {
            #expect(verdicts[name]?.hasPrefix("invalid") == true, "the schema accepts \(name): \(verdicts[name] ?? "no verdict")")
        }
    }

    @Test("whatever the decoder accepts, the schema accepts: small valid specs and the $schema key")
    func validSpecs() throws {
        let valid: [(String, String)] = [
            ("empty", ##"{\##(Self.base), "elements": []}"##),
            ("with $schema", ##"{"$schema": "./fukidashi.schema.json", \##(Self.base), "elements": []}"##),
            ("labels", Self.bubble(##""tail": null, "at": [10, 10]"##)),
            (
                "badge",
                ##"{\##(Self.base), "elements": [{"type": "circle", "id": "a", "center": [50, 50], "radius": 20}, {"type": "circle", "center": {"on": "a", "angle": 45}, "fill": "#F00"}]}"##
            ),
            ("weight 2.0", Self.bubble(##""focus": [1, 2], "style": {"font": {"weight": 600.0}, "maxLines": 2.0}"##)),
            ("offset position", Self.bubble(##""focus": [1, 2], "tail": {"position": {"offset": 12}, "tipRadius": 2}"##)),
            (
                "appearance maps in an element's keys",
                ##"{\##(Self.base), "appearances": ["light", "dark"], "elements": [{"type": "bubble", "text": "Hi", "focus": [1, 2], "tail": {"width": {"light": 12, "dark": 20}}}, {"type": "circle", "center": [50, 50], "radius": {"light": 10, "dark": 14}}]}"##
            )
        ]
        for (name, json) in valid { #expect(Self.decoderAccepts(json), "the decoder rejects \(name)") }
        let verdicts = try Self.validate(valid.map { (name: $0.0, json: Array($0.1.utf8)) })
        for (name, _) in valid { #expect(verdicts[name] == "valid", "\(name): \(verdicts[name] ?? "no verdict")") }
    }

    @Test("an unknown key is refused with the declared keys, in declaration order")
    func unknownKeyListsDeclaredKeys() throws {
        do {
            _ = try SpecDecoder().decode(Array(Self.bubble(##""zzzzzzzz": 1, "focus": [1, 1]"##).utf8))
            Issue.record("decoded an unknown key")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["unknown key; expected one of " + Format.bubble.keyNames.joined(separator: ", ")])
        }
    }
}

/// A project's named styles join a spec's key only where the spec uses them.
@Suite("Project styles in a spec's key")
struct ProjectStylesKeyTests {
    @Test func onlyTheStylesASpecUsesCount() throws {
        let spec = Array(
            #"{"version": 1, "canvas": {"width": 9, "height": 9}, "elements": [{"type": "bubble", "text": "a", "at": [0, 0], "style": "tour"}]}"#.utf8
        )
        func defaults(_ tour: String, _ card: String) throws -> ProjectDefaults {
            guard case .object(let styles) = try JSONParser.parse(Array(("{\"tour\": " + tour + ", \"card\": " + card + "}").utf8)) else {
                throw CancellationError()
            }
            return ProjectDefaults(styles: styles)
        }
        let base = try defaults(##"{"fill": "#FFFFFF"}"##, ##"{"fill": "#000000"}"##).stylesText(usedBy: spec)
        #expect(try defaults(##"{"fill": "#FFFFFF"}"##, ##"{"fill": "#111111"}"##).stylesText(usedBy: spec) == base, "a style it does not use")
        #expect(try defaults(##"{"fill": "#EEEEEE"}"##, ##"{"fill": "#000000"}"##).stylesText(usedBy: spec) != base, "the style it uses")
    }
}

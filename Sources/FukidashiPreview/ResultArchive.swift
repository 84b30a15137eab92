import Fukidashi
import FukidashiCompare
import FukidashiGeometry
import FukidashiJSON
import FukidashiJSONParser
import FukidashiModel
import FukidashiPlatform
import FukidashiResolve
import FukidashiVariants

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A spec's last results on disk, beside the `ImageStore`'s pictures: so a preview started
/// again on the same project shows each spec whose inputs are unchanged without rendering it.
/// One small JSON file per spec and render key (its bytes and settings, as
/// `PreviewEngine.renderKey`), holding what the pages show (ids, variants, digests, warnings,
/// text lines, golden outcomes) and what the result read (`RenderInputs`), checked against the
/// files before it is used. A file that cannot be read is a miss, never an error.
struct ResultArchive: Sendable {
    /// `…/results`.
    let folder: String

    init(folder: String) {
        self.folder = folder
        _ = PathText.createFolders(folder)
    }

    private func path(spec: String, key: UInt64) -> String {
        PathText.joined(folder, ContentDigest.hex(ContentDigest.of(PathText.real(spec) + "\u{0}" + ContentDigest.hex(key))) + ".json")
    }

    /// The result kept for `spec` under `key`, with what it read then; nil when there is none,
    /// or one of its pictures is no longer in `store`.
    func load(spec: String, key: UInt64, store: ImageStore) -> (result: SpecResult, read: RenderInputs)? {
        guard let data = FileManager.default.contents(atPath: path(spec: spec, key: key)),
            case .object(let root)? = try? JSONParser.parse([UInt8](data)),
            let decoded = Self.decode(root)
        else { return nil }
        let keys = decoded.result.images.flatMap { [$0.digest] + [$0.golden?.expected, $0.golden?.differences].compactMap { $0 } }
        guard keys.allSatisfy(store.has) else { return nil }
        return decoded
    }

    func save(_ result: SpecResult, read: RenderInputs, spec: String, key: UInt64) {
        let text = Self.encode(result, read: read).serialized(pretty: false) + "\n"
        try? AtomicFile.write(Array(text.utf8), to: path(spec: spec, key: key), durable: false)
    }

    // MARK: JSON

    private static func strings(_ list: [String]) -> JSONValue { .array(list.map(JSONValue.string)) }
    private static func hex(_ value: UInt64) -> JSONValue { .string(ContentDigest.hex(value)) }

    static func encode(_ result: SpecResult, read: RenderInputs) -> JSONValue {
        let images: [JSONValue] = result.images.map { image in
            var members: [(key: String, value: JSONValue)] =
                [("id", .string(image.id))] + image.variant.jsonFields + [
                    ("digest", .string(image.digest)),
                    ("size", .array([.number(Double(image.width)), .number(Double(image.height))])), ("warnings", strings(image.warnings)),
                    ("fonts", strings(image.fonts)),
                    (
                        "lines",
                        .array(
                            image.lines.blocks.map { block in
                                .object(
                                    JSONObject([
                                        "element": .string(block.element),
                                        "lines": .array(
                                            block.lines.map {
                                                .array([.string($0.text), .number($0.x), .number($0.y), .number($0.width)])
                                            })
                                    ]))
                            })
                    )
                ]
            if !image.outlines.isEmpty {
                let outlines: [JSONValue] = image.outlines.map {
                    .array([
                        .string($0.name), .number($0.rect.minX), .number($0.rect.minY), .number($0.rect.width), .number($0.rect.height),
                        .bool($0.anchored)
                    ])
                }
                members.append(("outlines", .array(outlines)))
            }
            if let golden = image.golden {
                members.append(
                    (
                        "golden",
                        .object(
                            JSONObject([
                                "outcome": .string(golden.outcome), "matches": golden.matches.map(JSONValue.bool) ?? .null,
                                "details": strings(golden.details), "expected": golden.expected.map(JSONValue.string) ?? .null,
                                "differences": golden.differences.map(JSONValue.string) ?? .null
                            ]))
                    ))
            }
            return .object(JSONObject(members: members))
        }
        let locales = read.strings.localeDigests.sorted { $0.key < $1.key }.map { (key: $0.key, value: hex($0.value)) }
        return .object(
            JSONObject([
                "images": .array(images), "errors": strings(result.errors), "inputs": strings(result.inputs),
                "files": strings(read.files), "filesDigest": hex(read.filesDigest), "tables": strings(read.strings.tables),
                "tablesDigest": hex(read.tablesDigest), "usageDigest": hex(read.strings.usageDigest),
                "localeDigests": .object(JSONObject(members: locales))
            ]))
    }

    static func decode(_ root: JSONObject) -> (result: SpecResult, read: RenderInputs)? {
        func texts(_ value: JSONValue?) -> [String]? {
            guard case .array(let items)? = value else { return nil }
            return items.compactMap { if case .string(let s) = $0 { s } else { nil } }
        }
        func digest(_ value: JSONValue?) -> UInt64? {
            guard case .string(let text)? = value else { return nil }
            return UInt64(text, radix: 16)
        }
        func string(_ value: JSONValue?) -> String? { if case .string(let s)? = value { s } else { nil } }
        guard case .array(let imageValues)? = root["images"], let errors = texts(root["errors"]), let inputs = texts(root["inputs"]),
            let files = texts(root["files"]), let filesDigest = digest(root["filesDigest"]), let tables = texts(root["tables"]),
            let tablesDigest = digest(root["tablesDigest"]), let usageDigest = digest(root["usageDigest"]),
            case .object(let localeValues)? = root["localeDigests"]
        else { return nil }
        var images: [PreviewImage] = []
        for case .object(let o) in imageValues {
            guard let id = string(o["id"]), let digestText = string(o["digest"]), case .array(let size)? = o["size"], size.count == 2,
                case .number(let width) = size[0], case .number(let height) = size[1], let warnings = texts(o["warnings"]),
                let fonts = texts(o["fonts"]), case .array(let blockValues)? = o["lines"]
            else { return nil }
            var blocks: [TextLayoutRecord.Block] = []
            for case .object(let block) in blockValues {
                guard let element = string(block["element"]), case .array(let lineValues)? = block["lines"] else { return nil }
                let lines: [TextLayoutRecord.Line] = lineValues.compactMap { value in
                    guard case .array(let l) = value, l.count == 4, case .string(let text) = l[0], case .number(let x) = l[1],
                        case .number(let y) = l[2], case .number(let w) = l[3]
                    else { return nil }
                    return TextLayoutRecord.Line(text: text, x: x, y: y, width: w)
                }
                blocks.append(TextLayoutRecord.Block(element: element, lines: lines))
            }
            var golden: GoldenView?
            if case .object(let g)? = o["golden"], let outcome = string(g["outcome"]), let details = texts(g["details"]) {
                var matches: Bool?
                if case .bool(let flag)? = g["matches"] { matches = flag }
                golden = GoldenView(
                    outcome: outcome, matches: matches, details: details, expected: string(g["expected"]), differences: string(g["differences"]))
            }
            var image = PreviewImage(
                id: id, variant: Variant(jsonFields: o),
                digest: digestText, width: Int(width), height: Int(height), warnings: warnings, lines: TextLayoutRecord(blocks: blocks),
                fonts: fonts, golden: golden)
            if case .array(let outlines)? = o["outlines"] {
                image.outlines = outlines.compactMap { value in
                    guard case .array(let v) = value, v.count == 6, case .string(let name) = v[0], case .number(let x) = v[1],
                        case .number(let y) = v[2], case .number(let w) = v[3], case .number(let h) = v[4], case .bool(let anchored) = v[5]
                    else { return nil }
                    return ElementOutline(name: name, rect: Rect(x: x, y: y, width: w, height: h), anchored: anchored)
                }
            }
            images.append(image)
        }
        var localeDigests: [String: UInt64] = [:]
        for (locale, value) in localeValues.members { localeDigests[locale] = digest(value) }
        let strings = StringsRead(tables: tables, usageDigest: usageDigest, localeDigests: localeDigests)
        let read = RenderInputs(files: files, filesDigest: filesDigest, strings: strings, tablesDigest: tablesDigest)
        return (SpecResult(images: images, errors: errors, inputs: inputs, strings: strings), read)
    }
}

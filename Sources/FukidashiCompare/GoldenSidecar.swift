import FukidashiJSON
import FukidashiJSONParser
import FukidashiVariants

/// The small JSON file beside a golden PNG (`home.ja.png` → `home.ja.png.json`): what made
/// the golden, and the text it drew. Files named `*.png.json` are never read as specs.
package struct GoldenSidecar: Hashable, Sendable {
    static let formatVersion = 1

    package var width: Int
    package var height: Int
    package var fingerprint: RenderFingerprint
    package var text: TextLayoutRecord
    /// The translations it showed, when it looked any up: so a golden that fails because a
    /// translator changed a string says which, not "the spec or the code".
    package var strings: [StringRecord] = []
    /// Where each element anchor's element was, in canvas points: so a golden that fails
    /// because the app moved a button says so.
    package var anchors: [AnchorRecord] = []

    /// One element anchor as the golden's variant resolved it.
    package struct AnchorRecord: Hashable, Sendable {
        /// The selector in short: `share`, `label:Share`, `row#1`.
        package let name: String
        /// `[x, y, width, height]` in points.
        package let rect: [Double]

        package init(name: String, rect: [Double]) {
            (self.name, self.rect) = (name, rect)
        }

        var rectText: String { "[" + rect.map(\.shortDescription).joined(separator: ",") + "]" }
    }

    /// One translation a golden showed.
    package struct StringRecord: Hashable, Sendable {
        package let locale: String
        package let key: String
        package let table: String
        /// The table's file, as far as it tells locales apart (`de.lproj/Localizable.strings`,
        /// `App/Localizable.xcstrings`): the same in every clone.
        package let file: String
        package let text: String

        package init(locale: String, key: String, table: String, file: String, text: String) {
            (self.locale, self.key, self.table, self.file, self.text) = (locale, key, table, file, text)
        }

        /// What changed between the golden's translation and this one, or nil.
        func change(since old: StringRecord) -> String? {
            if locale != old.locale {
                return
                    "\(key.quotedForReport) now shows the \(locale.quotedForReport) translation (the golden showed \(old.locale.quotedForReport)'s) from \(file)"
            }
            guard text != old.text else { return nil }
            return "\(locale): \(key.quotedForReport) changed in \(file) (was \(old.text.quotedForReport), now \(text.quotedForReport))"
        }
    }

    package init(width: Int, height: Int, fingerprint: RenderFingerprint, text: TextLayoutRecord, strings: [StringRecord] = []) {
        self.width = width
        self.height = height
        self.fingerprint = fingerprint
        self.text = text
        self.strings = strings
    }

    /// Each string the golden showed that reads otherwise now: its text edited in its table,
    /// or another locale's translation shown (a fallback that came or went).
    package func stringChanges(since golden: GoldenSidecar) -> [String] {
        var changes: [String] = []
        for record in strings {
            guard let old = golden.strings.first(where: { $0.key == record.key && $0.table == record.table }) else { continue }
            if let change = record.change(since: old) { changes.append(change) }
        }
        return changes
    }

    /// Each anchor whose element is elsewhere than in the golden's dump, or is new or gone.
    func anchorChanges(since golden: GoldenSidecar) -> [String] {
        var changes: [String] = []
        for record in anchors {
            guard let old = golden.anchors.first(where: { $0.name == record.name }) else {
                changes.append("anchor \(record.name.quotedForReport) is new, at \(record.rectText)")
                continue
            }
            if old.rect != record.rect { changes.append("anchor \(record.name.quotedForReport) moved from \(old.rectText) to \(record.rectText)") }
        }
        for old in golden.anchors where !anchors.contains(where: { $0.name == old.name }) {
            changes.append("anchor \(old.name.quotedForReport) is gone (it was at \(old.rectText))")
        }
        return changes
    }

    /// The sidecar's path for a golden's path.
    package static func path(forGolden golden: String) -> String { golden + ".json" }

    package var json: String {
        let components = JSONObject(members: fingerprint.components.map { (key: $0.name, value: .string($0.version)) })
        let fonts = JSONObject(members: fingerprint.fonts.sorted { $0.key < $1.key }.map { (key: $0.key, value: .string($0.value)) })
        let blocks: [JSONValue] = text.blocks.map { block in
            var members: [(key: String, value: JSONValue)] = [
                ("element", .string(block.element)),
                (
                    "lines",
                    .array(
                        block.lines.map { line in
                            .object(
                                JSONObject([
                                    "text": .string(line.text), "at": .array([.number(line.x), .number(line.y)]), "width": .number(line.width)
                                ]))
                        })
                )
            ]
            // Only text that shrank to fit says so: every other sidecar stays as it was.
            if block.scale != 1 { members.append(("scale", .number(block.scale))) }
            return .object(JSONObject(members: members))
        }
        var members: [(key: String, value: JSONValue)] = [
            ("fukidashiGolden", .number(Double(Self.formatVersion))),
            ("size", .array([.number(Double(width)), .number(Double(height))])),
            (
                "fingerprint",
                .object(
                    JSONObject([
                        "renderer": .string(fingerprint.renderer),
                        "components": .object(components),
                        "fonts": .object(fonts)
                    ]))
            ),
            ("text", .array(blocks))
        ]
        if !strings.isEmpty {
            members.append(
                (
                    "strings",
                    .array(
                        strings.map {
                            .object(
                                JSONObject([
                                    "locale": .string($0.locale), "key": .string($0.key), "table": .string($0.table), "file": .string($0.file),
                                    "text": .string($0.text)
                                ]))
                        })
                ))
        }
        if !anchors.isEmpty {
            let records: [JSONValue] = anchors.map {
                .object(JSONObject(["name": .string($0.name), "rect": .array($0.rect.map(JSONValue.number))]))
            }
            members.append(("anchors", .array(records)))
        }
        let root = JSONValue.object(JSONObject(members: members))
        return root.serialized() + "\n"
    }

    /// Reads a sidecar; anything malformed is an error naming what is wrong (its `message`).
    package init(json bytes: [UInt8]) throws(Diagnostic) {
        let root: JSONValue
        do { root = try JSONParser.parse(bytes) } catch { throw Diagnostic(.error, at: nil, "not JSON: \(error)") }
        guard case .object(let object) = root, case .number(let format)? = object["fukidashiGolden"] else {
            throw Diagnostic(.error, at: nil, "not a Fukidashi golden sidecar (no \"fukidashiGolden\")")
        }
        // Compared as a number: `Int(_:)` of a huge one (3e100, as the fuzzer wrote) traps.
        guard format == Double(Self.formatVersion) else {
            throw Diagnostic(.error, at: nil, "sidecar format \(format.shortDescription) is not \(Self.formatVersion)")
        }
        guard case .array(let size)? = object["size"], size.count == 2, case .number(let w) = size[0], case .number(let h) = size[1],
            (0...1e9).contains(w), (0...1e9).contains(h),
            case .object(let print)? = object["fingerprint"], case .string(let renderer)? = print["renderer"],
            case .object(let components)? = print["components"], case .object(let fonts)? = print["fonts"],
            case .array(let blocks)? = object["text"]
        else {
            throw Diagnostic(.error, at: nil, "sidecar lacks size, fingerprint or text")
        }
        width = Int(w)
        height = Int(h)
        fingerprint = RenderFingerprint(
            renderer: renderer,
            components: components.members.compactMap { member in
                guard case .string(let version) = member.value else { return nil }
                return RenderFingerprint.Component(name: member.key, version: version)
            },
            fonts: Dictionary(
                fonts.members.compactMap { member in
                    guard case .string(let hash) = member.value else { return nil }
                    return (member.key, hash)
                }, uniquingKeysWith: { a, _ in a }))
        var parsed: [TextLayoutRecord.Block] = []
        for case .object(let block) in blocks {
            guard case .string(let element)? = block["element"], case .array(let lines)? = block["lines"] else {
                throw Diagnostic(.error, at: nil, "a text block lacks element or lines")
            }
            var parsedLines: [TextLayoutRecord.Line] = []
            for case .object(let line) in lines {
                guard case .string(let text)? = line["text"], case .array(let at)? = line["at"], at.count == 2,
                    case .number(let x) = at[0], case .number(let y) = at[1], case .number(let width)? = line["width"]
                else {
                    throw Diagnostic(.error, at: nil, "a line of \(element) lacks text, at or width")
                }
                parsedLines.append(TextLayoutRecord.Line(text: text, x: x, y: y, width: width))
            }
            var scale = 1.0
            if case .number(let written)? = block["scale"], written > 0, written <= 1 { scale = written }
            parsed.append(TextLayoutRecord.Block(element: element, lines: parsedLines, scale: scale))
        }
        text = TextLayoutRecord(blocks: parsed)
        if case .array(let records)? = object["strings"] {
            strings = records.compactMap { value in
                guard case .object(let o) = value, case .string(let locale)? = o["locale"], case .string(let key)? = o["key"],
                    case .string(let table)? = o["table"], case .string(let file)? = o["file"], case .string(let text)? = o["text"]
                else { return nil }
                return StringRecord(locale: locale, key: key, table: table, file: file, text: text)
            }
        }
        if case .array(let records)? = object["anchors"] {
            anchors = records.compactMap { value in
                guard case .object(let o) = value, case .string(let name)? = o["name"], case .array(let rect)? = o["rect"], rect.count == 4 else {
                    return nil
                }
                let numbers = rect.compactMap { if case .number(let n) = $0 { n } else { nil } }
                return numbers.count == 4 ? AnchorRecord(name: name, rect: numbers) : nil
            }
        }
    }
}

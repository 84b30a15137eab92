import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiJSON
@testable import FukidashiJSONParser
@testable import FukidashiVariants

/// The rule every appearance map keeps, checked on the fixtures themselves: a spec whose number
/// is `{"light": a, "dark": b}` draws in each appearance what the spec written with that
/// appearance's number alone draws, from one decode. Each number a fixture writes (the first
/// fixture to write a key, wherever it sits: an element's, a named style's, the canvas's, the
/// overlay's, the animation's) is made such a map in turn, so a reader that meets a map where a
/// test did not think to put one is checked too.
@Suite("Every number as an appearance map, against the spec written with each alone")
struct AppearanceMapOracleTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The document's keys that are never appearance maps, and its named styles (whose own
    /// keys are walked apart, as `styles[]`).
    static let documentKeysKept: Set<String> = ["$schema", "version", "appearances", "scales", "styles", "locale", "strings", "layoutDirection"]

    /// A number of a fixture to make a map of: where it is, and a key for its place whatever
    /// the element's index (`elements[bubble].tail.width`).
    struct Site {
        let spec: URL
        let path: [JSONPath.Component]
        let place: String
        let value: Double
    }

    /// Each place's first number, over the fixtures that declare no appearances.
    static func sites() throws -> [Site] {
        var seen: Set<String> = []
        var sites: [Site] = []
        let folders = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted()
        for folder in folders where !["errors", "project", "fuzz"].contains(folder) {
            let url = fixtures.appendingPathComponent(folder)
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { continue }
            for file in files.sorted() where file.hasSuffix(".json") && !file.hasSuffix(".png.json") {
                let spec = url.appendingPathComponent(file)
                guard case .object(let root) = try JSONParser.parse(Array(try Data(contentsOf: spec))), root["elements"] != nil,
                    root["appearances"] == nil
                else { continue }
                var numbers: [([JSONPath.Component], String, Double)] = []
                for (key, value) in root.members where !documentKeysKept.contains(key) {
                    collect(value, at: [.key(key)], place: key, into: &numbers)
                }
                if case .object(let styles)? = root["styles"] {
                    for (name, style) in styles.members { collect(style, at: [.key("styles"), .key(name)], place: "styles[]", into: &numbers) }
                }
                for (path, place, value) in numbers where seen.insert(place).inserted {
                    sites.append(Site(spec: spec, path: path, place: place, value: value))
                }
            }
        }
        return sites
    }

    static func collect(
        _ value: JSONValue, at path: [JSONPath.Component], place: String, into numbers: inout [([JSONPath.Component], String, Double)]
    ) {
        switch value {
        // Array items are never maps: a point's numbers are the point's.
        case .number(let n): if case .key? = path.last { numbers.append((path, place, n)) }
        case .object(let object):
            for (key, member) in object.members where key != "type" {
                collect(member, at: path + [.key(key)], place: place + "." + key, into: &numbers)
            }
        case .array(let items):
            for (index, item) in items.enumerated() {
                let kind = if case .object(let o) = item, case .string(let type)? = o["type"] { type } else { "" }
                collect(item, at: path + [.index(index)], place: place + "[\(kind)]", into: &numbers)
            }
        default: break
        }
    }

    /// Another number the key likely takes: one more or less for a whole one, a fifth less else.
    static func other(_ n: Double) -> Double { n == n.rounded() ? (n <= 1 ? n + 1 : n - 1) : (n * 0.8 * 1000).rounded() / 1000 }

    /// `value` with `replacement` at `path`, and `appearances` declared.
    static func spec(_ value: JSONValue, _ replacement: JSONValue, at path: [JSONPath.Component], appearances: [String]) -> [UInt8] {
        guard case .object(let root) = replacing(value, at: path[...], with: replacement) else { return [] }
        let members = root.members.filter { $0.key != "appearances" } + [("appearances", .array(appearances.map(JSONValue.string)))]
        return Array(JSONValue.object(JSONObject(members: members)).serialized().utf8)
    }

    static func replacing(_ value: JSONValue, at path: ArraySlice<JSONPath.Component>, with replacement: JSONValue) -> JSONValue {
        guard let first = path.first else { return replacement }
        switch (value, first) {
        case (.object(let object), .key(let key)):
            return .object(
                JSONObject(
                    members: object.members.map { ($0.key, $0.key == key ? replacing($0.value, at: path.dropFirst(), with: replacement) : $0.value) })
            )
        case (.array(var items), .index(let index)):
            items[index] = replacing(items[index], at: path.dropFirst(), with: replacement)
            return .array(items)
        default: return value
        }
    }

    @Test("each appearance of a number map draws as the spec written with its number alone, from one decode")
    func everyNumberMap() throws {
        let sites = try Self.sites()
        #expect(sites.count > 50, "only \(sites.count) numbers found")
        var compared = 0
        for site in sites {
            let folder = site.spec.deletingLastPathComponent().path
            let written = try JSONParser.parse(Array(try Data(contentsOf: site.spec)))
            let (light, dark) = (JSONValue.number(site.value), JSONValue.number(Self.other(site.value)))
            let map = JSONValue.object(JSONObject(members: [("light", light), ("dark", dark)]))
            let renderer = try Renderer()
            let both = try renderer.renderEachVariant(
                renderer.decoder.decode(Self.spec(written, map, at: site.path, appearances: ["light", "dark"])), specFolder: folder)
            #expect(renderer.lastRun.stats.decodes == 1, "\(site.place)")
            for (appearance, value) in [("light", light), ("dark", dark)] {
                let alone: LocaleRenders
                do {
                    alone = try renderer.renderEachVariant(
                        renderer.decoder.decode(Self.spec(written, value, at: site.path, appearances: [appearance])), specFolder: folder)
                } catch {
                    // The value is out of the key's range: the map's entry must fail that appearance too.
                    #expect(!both.outputs.contains { $0.variant.appearance == appearance }, "\(site.place) \(appearance)")
                    continue
                }
                let drawn = both.outputs.filter { $0.variant.appearance == appearance }
                #expect(drawn.map(\.variant) == alone.outputs.map(\.variant), "\(site.place) \(appearance)")
                for (output, expected) in zip(drawn, alone.outputs) {
                    #expect(
                        output.png == expected.png,
                        "\(site.place) (\(site.spec.lastPathComponent)) in \(output.variant) differs from the spec written with it alone")
                    compared += 1
                }
            }
        }
        #expect(compared > 100, "only \(compared) images compared")
    }
}

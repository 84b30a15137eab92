import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiJSON
@testable import FukidashiJSONParser
@testable import FukidashiSpec

/// "Any value may then be an appearance map" (docs/format.md), checked on the fixtures rather
/// than on cases written for the decoder: each value of each fixture, in turn, written as an
/// appearance map whose entries are that value. Every one is read whole by the one decode, and
/// draws what the value alone draws.
@Suite("An appearance map anywhere", .tags(.stage))
struct AppearanceMapEverywhereTests {
    /// The fixtures' folder.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Keys of the document that are never appearance maps (`AxisMaps.rootKeysKept`),
    /// and keys that never are anywhere: an element's `type` and `id`, a spotlight's `shape`.
    static let neverMaps: Set<String> = ["type", "id", "shape"]

    /// Every place in `value` a map may stand (array items never do), by JSON path; none inside
    /// a value that holds an appearance map already (a map of one is an error, said elsewhere).
    static func places(_ value: JSONValue, _ path: [JSONPath.Component] = [], root: Bool = true) -> [[JSONPath.Component]] {
        switch value {
        case .object(let object):
            return object.members.flatMap { key, member -> [[JSONPath.Component]] in
                let here = path + [.key(key)]
                if root, key == "styles", case .object(let styles) = member {
                    // Its keys are style names; each style's keys may be maps.
                    return styles.members.flatMap { places($0.value, here + [.key($0.key)], root: false) }
                }
                if root, AxisMaps.rootKeysKept.contains(key) { return key == "elements" ? places(member, here, root: false) : [] }
                if neverMaps.contains(key) || holdsMap(member) { return [] }
                return [here] + places(member, here, root: false)
            }
        case .array(let items):
            return items.enumerated().flatMap { places($1, path + [.index($0)], root: false) }
        default:
            return []
        }
    }

    static func holdsMap(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let object): VariantAxis.appearance.mapNames!.isMap(object) || object.members.contains { holdsMap($0.value) }
        case .array(let items): items.contains(where: holdsMap)
        default: false
        }
    }

    /// `value` with what is at `path` written as an appearance map of it, in both appearances;
    /// with `dark`, that in dark's entry instead.
    static func mapped(_ value: JSONValue, at path: ArraySlice<JSONPath.Component>, dark: ((JSONValue) -> JSONValue)? = nil) -> JSONValue {
        guard let head = path.first else { return .object(JSONObject(members: [("light", value), ("dark", dark?(value) ?? value)])) }
        switch (head, value) {
        case (.key(let key), .object(let object)):
            return .object(
                JSONObject(members: object.members.map { $0.key == key ? (key, mapped($0.value, at: path.dropFirst(), dark: dark)) : $0 }))
        case (.index(let index), .array(var items)):
            items[index] = mapped(items[index], at: path.dropFirst(), dark: dark)
            return .array(items)
        default:
            return value
        }
    }

    /// A value of another JSON type than `value`'s: a number for a string, a string for anything else.
    static func wrong(_ value: JSONValue) -> JSONValue {
        if case .string = value { return .number(12345) }
        return .string("x?")
    }

    /// A fixture declaring light and dark, as JSON.
    static func spec(_ file: URL) throws -> JSONValue? {
        guard case .object(let spec) = try JSONParser.parse(Array(Data(contentsOf: file))) else { return nil }
        return .object(
            JSONObject(members: spec.members.filter { $0.key != "appearances" } + [("appearances", .array([.string("light"), .string("dark")]))]))
    }

    static func bytes(_ value: JSONValue) -> [UInt8] { Array(value.serialized().utf8) }

    /// Each fixture that decodes with light and dark declared (`spec`), named by folder and
    /// file, with its decode and every place a map may stand in it (`places`); how many places.
    static func eachPlace(_ body: (String, JSONValue, DecodedSpec, [JSONPath.Component]) throws -> Void) throws -> Int {
        var checked = 0
        for folder in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted() where !["errors", "fuzz"].contains(folder) {
            let directory = fixtures.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            where name.hasSuffix(".json") && !name.hasSuffix(".png.json") && name != "fukidashi.json" {
                guard let base = try spec(directory.appendingPathComponent(name)), let decoded = try? SpecDecoder().decode(bytes(base)) else {
                    continue
                }
                for place in places(base) {
                    try body("\(folder)/\(name)", base, decoded, place)
                    checked += 1
                }
            }
        }
        return checked
    }

    @Test("every value of every fixture may be an appearance map: the one decode reads it whole, with nothing more to say")
    func everyValueDecodes() throws {
        let checked = try Self.eachPlace { fixture, base, decoded, place in
            let written = JSONPath(place).description
            do {
                let mapped = try SpecDecoder().decode(Self.bytes(Self.mapped(base, at: place[...])))
                #expect(mapped.variantErrors.isEmpty, "\(fixture) \(written): \(mapped.variantErrors)")
                #expect(mapped.warnings.count == decoded.warnings.count, "\(fixture) \(written): \(mapped.warnings)")
            } catch {
                Issue.record("\(fixture) \(written): \(error)")
            }
        }
        #expect(checked > 3000, "\(checked) places")
    }

    @Test("a wrong entry in dark fails dark alone: light decodes as before, and what is wrong is said at the dark entry's own path")
    func wrongDarkEntryFailsDarkAlone() throws {
        let checked = try Self.eachPlace { fixture, base, decoded, place in
            let entry = (JSONPath(place) / "dark").description
            do {
                let mapped = try SpecDecoder().decode(Self.bytes(Self.mapped(base, at: place[...], dark: Self.wrong)))
                #expect(mapped.warnings == decoded.warnings, "\(fixture) \(entry)")
                #expect(Set(mapped.variantErrors.parts).isSubset(of: [Variant(appearance: "dark")]), "\(fixture) \(entry)")
                for error in mapped.variantErrors[Variant(appearance: "dark")] {
                    let path = error.path?.description ?? ""
                    #expect(path == entry || path.hasPrefix(entry + ".") || path.hasPrefix(entry + "["), "\(fixture): \(error)")
                }
            } catch {
                Issue.record("\(fixture) \(entry): a wrong dark entry failed the spec: \(error)")
            }
        }
        #expect(checked > 3000, "\(checked) places")
    }

    @Test(
        "a value written as an appearance map of itself draws what the value draws, in each appearance and locale",
        arguments: [
            "tour/step.json", "anchors/places.json", "anchors/spotlights.json", "circle/avatar-badges-four-angles.json",
            "overlay/image-elements.json", "cards/stack-of-3.json", "style/named-and-inline.json", "animation/pop.json"
        ])
    func mappedValuesDraw(_ fixture: String) throws {
        let file = Self.fixtures.appendingPathComponent(fixture)
        let folder = file.deletingLastPathComponent().path
        let base = try #require(try Self.spec(file))
        let drawn = try Renderer().renderAll(specBytes: Self.bytes(base), specFolder: folder).map(\.png)
        let renderer = try Renderer()
        for place in Self.places(base) {
            let mapped = try renderer.renderAll(specBytes: Self.bytes(Self.mapped(base, at: place[...])), specFolder: folder)
            #expect(renderer.lastRun.stats.decodes == 1)
            #expect(mapped.map(\.png) == drawn, "\(fixture) \(JSONPath(place)) draws otherwise as an appearance map")
        }
    }
}

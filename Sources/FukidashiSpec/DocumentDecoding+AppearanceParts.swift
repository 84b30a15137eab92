import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiVariants

/// A part of a spec that an appearance may read otherwise: what the decoder replaces whole.
enum PartKey: Hashable {
    case canvas
    case element(Int)
    case animation
    case overlay

    /// The part that holds what is at `path`; `nil` for the document's own keys and its styles.
    init?(holding path: JSONPath) {
        let components = path.components
        guard case .key(let key)? = components.first else { return nil }
        switch key {
        case "canvas": self = .canvas
        case "animation": self = .animation
        case "overlay": self = .overlay
        case "elements":
            guard components.count > 1, case .index(let index) = components[1] else { return nil }
            self = .element(index)
        default: return nil
        }
    }
}

/// What one decode keeps so that each other appearance can read the parts it reads otherwise.
final class PartLog {
    /// Where each part's records are in the decode's lists.
    var ranges: [PartKey: PlacementRecords.Ranges] = [:]
    /// The spec as written, its project's styles under its own, before any map gave an entry.
    var written = JSONObject(members: [])
    /// The elements' ids and which circles decoded, for a part's points on circles.
    var references: ReferenceContext?
    /// The elements' effects, the last of which ends where an animation's default duration does.
    var effects = EffectLog()
    /// The screenshot's hierarchy dump, without which an element anchor a part records fails.
    var hierarchy: ImageSource?
}

/// What each other appearance than the first reads otherwise: the parts it reads again, and
/// what is wrong or worth a warning in its entries that the first decode did not say, whether
/// from a map the first decode read whole or from the parts read again.
struct AppearanceReading {
    var parts: [AppearancePart] = []
    var errors: [Diagnostic] = []
    var warnings: [Diagnostic] = []
}

extension DocumentDecoding {
    /// `body`, with where the records it makes go in the decode's lists kept for `part`.
    func recording<T>(_ part: PartKey, _ body: () -> T) -> T {
        let start = recordCounts
        let result = body()
        parts.ranges[part] = records(since: start)
        return result
    }

    /// How many anchors and points on circles the decode has recorded so far.
    var recordCounts: (anchors: Int, references: Int) { (anchorLog.anchors.count, referenceLog.references.count) }

    /// Where the records made since `start` (an earlier `recordCounts`) are in the decode's lists.
    func records(since start: (anchors: Int, references: Int)) -> PlacementRecords.Ranges {
        PlacementRecords.Ranges(anchors: start.anchors..<anchorLog.anchors.count, references: start.references..<referenceLog.references.count)
    }

    /// The parts holding an appearance map this decode did not read whole (a tail's width, a
    /// circle's radius, a progress count), in the order decoded: each other appearance reads
    /// them again with its entries (`appearanceReadings`). Such a map in a named style makes
    /// every element such a part, as any may use the style; the document's other keys are never
    /// maps (`AppearanceMaps.rootKeysKept`).
    var partsReadOtherwise: [PartKey] {
        let paths = reader.sites.maps.keys.filter { !reader.sites.readWhole.contains($0) }
        var keys = Set(paths.compactMap(PartKey.init(holding:)))
        if paths.contains(where: { $0.components.first == .key("styles") }), case .array(let items)? = parts.written["elements"] {
            keys.formUnion(items.indices.map(PartKey.element))
        }
        let elements = keys.compactMap { if case .element(let index) = $0 { index } else { nil } }.sorted()
        return (keys.contains(.canvas) ? [.canvas] : []) + elements.map(PartKey.element)
            + (keys.contains(.animation) ? [.animation] : []) + (keys.contains(.overlay) ? [.overlay] : [])
    }

    /// For each appearance after the first, what it reads otherwise: its own reading of the
    /// parts that hold a map no reader kept whole (`partsReadOtherwise`), each decoded once more
    /// from the spec as written with the appearance's entries, in this same decode (none, the
    /// usual case); and its entries' errors and warnings, from those maps the first decode read
    /// whole (`AppearanceSites`) and from the parts read again. `said`: what the first decode
    /// said, which is not said again.
    func appearanceReadings(besides said: [Diagnostic]) -> [String: AppearanceReading] {
        let keys = partsReadOtherwise
        var readings: [String: AppearanceReading] = [:]
        for appearance in pass.appearances.dropFirst() {
            var reading = keys.isEmpty ? AppearanceReading() : reading(keys, in: appearance)
            reading.errors = Self.unsaid(reader.sites.errors[appearance, default: []] + reading.errors, besides: said)
            reading.warnings = Self.unsaid(reader.sites.warnings[appearance, default: []] + reading.warnings, besides: said)
            readings[appearance] = reading
        }
        return readings
    }

    /// `diagnostics` in order, each once, but those in `said`.
    private static func unsaid(_ diagnostics: [Diagnostic], besides said: [Diagnostic]) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics where !said.contains(diagnostic) && !kept.contains(diagnostic) { kept.append(diagnostic) }
        return kept
    }

    /// `keys`' parts as `appearance` reads them, and all that reading says.
    private func reading(_ keys: [PartKey], in appearance: String) -> AppearanceReading {
        let root = JSONPath.root
        let log = DiagnosticLog()
        var decoding = DocumentDecoding(reader: SpecReader(log: log), limits: limits)
        decoding.project = project
        (decoding.pass.appearances, decoding.pass.scales) = (pass.appearances, pass.scales)
        (decoding.pass.appearance, decoding.pass.scale) = (appearance, pass.scale)
        decoding.locales.use = locales.use
        decoding.locales.withoutDump = parts.hierarchy == nil
        decoding.reader.sites.start(declared: pass.appearances, chosen: appearance)
        let object = decoding.reader.documentMembers(parts.written)
        // Named styles are read in the appearance too: a style key may be such a map.
        let styles = object["styles"].map { decoding.decodeStyles($0, at: root / "styles") } ?? [:]
        let references = parts.references?.copy() ?? ReferenceContext(declarations: [:])
        var values: [(PartKey, AppearancePart.Value)] = []
        for key in keys {
            let value: AppearancePart.Value? = decoding.recording(key) {
                switch key {
                case .canvas:
                    return object["canvas"].flatMap { decoding.decodeCanvas($0, at: root / "canvas") }.map(AppearancePart.Value.canvas)
                case .element(let index):
                    guard case .array(let items)? = object["elements"], items.indices.contains(index), case .object(let item) = items[index]
                    else { return nil }
                    return decoding.decodeElementItem(item, at: root / "elements" / index, index: index, styles: styles, references: references)
                        .map { AppearancePart.Value.element(index: index, $0.0, enter: $0.enter, swipe: $0.swipe) }
                case .animation:
                    return object["animation"].flatMap { decoding.decodeAnimation($0, at: root / "animation", effects: parts.effects) }
                        .map { .animation(Varying($0)) }
                case .overlay:
                    return object["overlay"].flatMap { decoding.decodeOverlay($0, at: root / "overlay") }.map { .overlay($0) }
                }
            }
            if let value { values.append((key, value)) }
        }
        if parts.hierarchy == nil {
            for anchor in decoding.anchorLog.anchors { log.append(Self.needsDump(anchor, at: anchor.selector.path)) }
        }
        var reading = AppearanceReading(
            errors: log.diagnostics.filter { $0.severity == .error }, warnings: log.diagnostics.filter { $0.severity != .error })
        guard reading.errors.isEmpty else { return reading }
        reading.parts = values.compactMap { key, value in
            guard let replaces = parts.ranges[key], let own = decoding.parts.ranges[key] else { return nil }
            return AppearancePart(value: value, records: decoding.records(in: own), replaces: replaces)
        }
        return reading
    }

    /// The records in `ranges` of this decode's lists.
    func records(in ranges: PlacementRecords.Ranges) -> PlacementRecords {
        PlacementRecords(
            anchors: Array(anchorLog.anchors[ranges.anchors]), references: Array(referenceLog.references[ranges.references]))
    }
}

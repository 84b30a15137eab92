import FukidashiGeometry
import FukidashiJSON
import FukidashiLanguage
import FukidashiModel
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

/// What `SpecReader.otherEntries` read of a map: each other entry's value, by every point
/// that reads it, and the points that read this pass's entry.
struct OtherEntries<Value> {
    var values: [Variant: Value]
    let ownPoints: [Variant]
}

/// Typed reads of JSON values that log a diagnostic (and return `nil`) on a mismatch.
struct SpecReader {
    let log: DiagnosticLog
    /// The pass's maps along axes written by name, which a colour reads whole.
    var sites = MapSites()

    /// An object whose keys are all known, each member as the pass reads it: a
    /// map's entry in its place (`entry`), but an element's `type`. Unknown keys get a "did you
    /// mean", or the list of keys when nothing is close.
    func object(_ value: JSONValue, at path: JSONPath, keys: [String]) -> JSONObject? {
        guard case .object(let object) = value else {
            log.expected("an object", got: value, at: path)
            return nil
        }
        for key in object.keys where !keys.contains(key) {
            if let suggestion = Suggestion.closest(to: key, among: keys) {
                log.error(path / key, "unknown key, did you mean \(suggestion.quotedForDiagnostic)?")
            } else {
                log.error(path / key, "unknown key; expected one of \(keys.joined(separator: ", "))")
            }
        }
        return members(of: object, at: path)
    }

    /// An object's members as the pass reads them: a map's entry in its place
    /// (`entry`), but an element's `type`.
    func members(of object: JSONObject, at path: JSONPath) -> JSONObject {
        guard sites.resolving else { return object }
        return JSONObject(members: object.members.map { key, value in (key, key == "type" ? value : entry(value, at: path / key)) })
    }

    /// An object whose keys are all declared in `format`.
    func object(_ value: JSONValue, at path: JSONPath, _ format: FormatObject) -> JSONObject? {
        object(value, at: path, keys: format.keyNames)
    }

    /// A number within the range `key` declares (a whole one for an integer key).
    func number(_ value: JSONValue?, at path: JSONPath, _ key: FormatKey) -> Double? {
        let range = key.range
        let integer = if case .integer = key.plainType { true } else { false }
        return number(value, at: path, atLeast: range.atLeast, above: range.above, atMost: range.atMost, integer: integer)
    }

    func required(_ object: JSONObject, _ key: String, at path: JSONPath, hint: String = "") -> JSONValue? {
        if let value = object[key] { return value }
        log.error(path, "missing required key \(key.quotedForDiagnostic)\(hint)")
        return nil
    }

    /// A finite number within bounds. `integer` asks for a whole number.
    func number(
        _ value: JSONValue?, at path: JSONPath, atLeast low: Double? = nil, above: Double? = nil,
        atMost high: Double? = nil, integer: Bool = false
    ) -> Double? {
        guard let value else { return nil }
        let noun = integer ? "a whole number" : "a number"
        let expectation: String
        switch (low, above, high) {
        case (let l?, nil, let h?): expectation = "\(noun) from \(l.specDescription) to \(h.specDescription)"
        case (nil, let a?, let h?): expectation = "\(noun) > \(a.specDescription) and <= \(h.specDescription)"
        case (let l?, nil, nil): expectation = "\(noun) >= \(l.specDescription)"
        case (nil, let a?, nil): expectation = "\(noun) > \(a.specDescription)"
        default: expectation = noun
        }
        guard case .number(let n) = value,
            !integer || n == n.rounded(),
            low.map({ n >= $0 }) ?? true, above.map({ n > $0 }) ?? true, high.map({ n <= $0 }) ?? true
        else {
            log.expected(expectation, got: value, at: path)
            return nil
        }
        return n
    }

    func string(_ value: JSONValue?, at path: JSONPath, nonEmpty: Bool = false) -> String? {
        guard let value else { return nil }
        guard case .string(let s) = value, !nonEmpty || !s.isEmpty else {
            log.expected(nonEmpty ? "a non-empty string" : "a string", got: value, at: path)
            return nil
        }
        return s
    }

    /// A colour; where it was a map (an appearance map), with every entry's value.
    func color(_ value: JSONValue?, at path: JSONPath) -> VariantKeyed<Color>? {
        guard let value else { return nil }
        return inEveryVariant(value, at: path) { value, path in
            guard case .string(let s) = value, let color = Color(spec: s) else {
                log.expected(Color.expectation, got: value, at: path)
                return nil
            }
            return color
        }
    }

    /// Whether there was a map of its own at `path` (one inside another map's entry stays that
    /// entry's), whose entry this pass put in its place.
    func hasMap(at path: JSONPath) -> Bool {
        sites.maps[path] != nil && !sites.isInsideMap(path)
    }

    /// The path of the value read at `path`: where a map was there, the entry the pass put in
    /// its place (`fill.light`), which is read, and said, at its own path.
    func entryPath(_ path: JSONPath) -> JSONPath {
        guard let chosen = sites.chosen, let walked = sites.walk(path, to: chosen) else { return path }
        return walked.path
    }

    /// `value` read by `read` (which says what is wrong with it) in every variant: where it
    /// was a map, each entry's, each at its own path (`fill.dark`), so one decode serves every
    /// variant, as a colour's map is read. This pass's alone where there is no map of its own
    /// here, or one `otherEntries` cannot read whole. `nil` where this pass's is wrong.
    func inEveryVariant<Value>(_ value: JSONValue, at path: JSONPath, _ read: (JSONValue, JSONPath) -> Value?) -> VariantKeyed<Value>? {
        let own = read(value, entryPath(path))
        guard hasMap(at: path), let others = otherEntries(at: path, { entry, path, _ in read(entry, path) }) else {
            return own.map(VariantKeyed.init)
        }
        return own.map { keyed(own: $0, others: others) }
    }

    /// A value per point of a map: `others`' values, and `own` in the points that read this
    /// pass's entry; `own` alone where a point has none, unless `partial` (a point whose entry
    /// is wrong, which fails, is then left out).
    func keyed<Value>(own: Value, others: OtherEntries<Value>, partial: Bool = false) -> VariantKeyed<Value> {
        guard let chosen = sites.chosen else { return VariantKeyed(own) }
        var values = others.values
        for point in others.ownPoints { values[point] = own }
        return partial || values.count == sites.declared.count ? VariantKeyed(values, first: chosen) : VariantKeyed(own)
    }

    /// `object[key]` in every variant, read by `read` (`inEveryVariant`); `absent` where it
    /// is left out.
    func member<Value>(_ object: JSONObject, _ key: String, at path: JSONPath, absent: Value, _ read: (JSONValue, JSONPath) -> Value?)
        -> VariantKeyed<Value>?
    {
        guard let value = object[key] else { return VariantKeyed(absent) }
        return inEveryVariant(value, at: path / key, read)
    }

    /// A value made by `make` in each point declared where `varies` (a map varies what it is
    /// made of), or once: `make` says what is wrong with its value in its point (`say`) before
    /// it gives `nil`. `nil` where this pass's is wrong.
    func atEachPoint<Value>(varies: Bool, _ make: (Variant?) -> Value?) -> VariantKeyed<Value>? {
        let first = sites.chosen
        guard let own = make(first) else { return nil }
        guard varies, let first else { return VariantKeyed(own) }
        var values = [first: own]
        for part in sites.declared where part != first { values[part] = make(part) }
        return values.count == sites.declared.count ? VariantKeyed(values, first: first) : VariantKeyed(own)
    }

    /// An object (a tail, a progress) read by `read` in every variant, where its members may
    /// be maps too: the object's map's entries where it was one, or else the
    /// members' (`VariantKeyed.joined`).
    func inEveryVariant<Value>(object value: JSONValue, at path: JSONPath, _ read: (JSONValue, JSONPath) -> VariantKeyed<Value>?)
        -> VariantKeyed<Value>?
    {
        inEveryVariant(value, at: path, read)?.joined(first: sites.chosen)
    }

    /// Every entry but this pass's of the map at `path`, each decoded once by `decode` (given
    /// the entry, its path, whose it says what is wrong at: `styles.hint.border.dark.width`, and
    /// the part of a variant it is read for), for a reader that takes the map whole so one decode
    /// serves every variant; by each point that reads it. A wrong entry fails only its part: its
    /// errors go to `MapSites.errors`, and it has no value here; what else an entry says goes
    /// to `MapSites.warnings`, said with its part's variants; the map is then read whole. `nil`
    /// where it cannot be: an entry gives nothing without an error; the caller keeps this
    /// pass's value alone, and the map, not read whole, is an error of the spec
    /// (`DocumentDecoding.checkEveryMapReadWhole`).
    func otherEntries<Value>(at path: JSONPath, _ decode: (JSONValue, JSONPath, Variant) -> Value?) -> OtherEntries<Value>? {
        let entries = sites.entries(at: path)
        guard let chosen = sites.chosen, let own = entries.first(where: { $0.points.contains(chosen) }) else { return nil }
        var values: [Variant: Value] = [:]
        var errors: [(Variant, [Diagnostic])] = [], warnings: [(Variant, [Diagnostic])] = []
        for entry in entries where entry.path != own.path {
            let count = log.diagnostics.count
            let decoded = decode(entry.entry, entry.path, entry.part)
            let said = log.removeAll(after: count)
            warnings.append((entry.part, said.filter { $0.severity != .error }))
            if said.contains(where: { $0.severity == .error }) {
                errors.append((entry.part, said.filter { $0.severity == .error }))
            } else if let decoded {
                for point in entry.points { values[point] = decoded }
            } else {
                return nil
            }
        }
        for (part, list) in errors { sites.errors[part] += list }
        for (part, list) in warnings { sites.warnings[part] += list }
        for entry in entries { sites.readWhole.formUnion(entry.maps) }
        return OtherEntries(values: values, ownPoints: own.points)
    }

    /// Says `diagnostic`, about what one point reads (a check across keys, at their object's
    /// path), for that point alone, named by that point's entries of the maps on the way
    /// (`elements[0].progress.current.dark`): now where it is this pass's (or there are none),
    /// or else with that point's variants.
    func say(_ diagnostic: Diagnostic, in part: Variant?) {
        let said = diagnostic.at(diagnostic.path.map { sites.path($0, in: part ?? sites.chosen) })
        guard let part, part != sites.chosen else { return log.append(said) }
        if said.severity == .error {
            sites.errors[part].append(said)
        } else {
            sites.warnings[part].append(said)
        }
    }

    /// Says the error `problem` finds at each point, if any (a check across keys, `say`), at
    /// `path`: whether this pass's point has one, which stops the decode (another point's fails
    /// that point's variants alone).
    func failsAtEachPoint(at path: JSONPath, _ problem: (Variant?) -> String?) -> Bool {
        var fails = false
        for part in sites.partsOrNone {
            guard let text = problem(part) else { continue }
            say(Diagnostic(.error, at: path, text), in: part)
            if part == sites.chosen { fails = true }
        }
        return fails
    }

    /// A string from a fixed set, with "did you mean" for near misses.
    func choice<T: RawRepresentable & CaseIterable>(_ value: JSONValue?, at path: JSONPath, kind: String) -> T?
    where T.RawValue == String {
        guard let value else { return nil }
        let names = T.allCases.map(\.rawValue)
        guard case .string(let s) = value else {
            log.expected("one of \(names.joined(separator: ", "))", got: value, at: path)
            return nil
        }
        guard let choice = T(rawValue: s) else {
            log.unknownName(kind, s, among: names, at: path)
            return nil
        }
        return choice
    }

    /// A required word from a fixed set (`choice`), in every variant (`inEveryVariant`).
    func requiredChoice<T: RawRepresentable & CaseIterable & Hashable & Sendable>(
        _ object: JSONObject, _ key: String, at path: JSONPath, kind: String
    ) -> VariantKeyed<T>? where T.RawValue == String {
        required(object, key, at: path).flatMap { value in inEveryVariant(value, at: path / key) { choice($0, at: $1, kind: kind) } }
    }

    /// `[x, y]` in points. References (`{"on": …}`) are read by `decodePoint`, only where SPEC
    /// allows them.
    func point(_ value: JSONValue?, at path: JSONPath) -> Point? {
        guard let value else { return nil }
        if case .object(let o) = value, o["on"] != nil {
            log.error(path, "only \"focus\" and a circle's \"center\" may refer to other elements; give a point [x, y]")
            return nil
        }
        guard case .array(let items) = value, items.count == 2,
            case .number(let x) = items[0], case .number(let y) = items[1]
        else {
            log.expected("a point [x, y]", got: value, at: path)
            return nil
        }
        return Point(x: x, y: y)
    }
}

import FukidashiGeometry
import FukidashiJSON
import FukidashiLanguage
import FukidashiModel
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

/// Typed reads of JSON values that log a diagnostic (and return `nil`) on a mismatch.
struct SpecReader {
    let log: DiagnosticLog
    /// The pass's appearance maps, which a colour reads whole.
    var sites = AppearanceSites()

    /// An object whose keys are all known, each member as the pass reads it: an appearance
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

    /// An object's members as the pass reads them: an appearance map's entry in its place
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

    /// A colour; where it was an appearance map, with every entry's value.
    func color(_ value: JSONValue?, at path: JSONPath) -> VariantKeyed<Color>? {
        guard let value else { return nil }
        return eachAppearance(value, at: path) { value, path in
            guard case .string(let s) = value, let color = Color(spec: s) else {
                log.expected(Color.expectation, got: value, at: path)
                return nil
            }
            return color
        }
    }

    /// The appearance map that was at `path`, and the entry this pass put in its place; `nil`
    /// where there is no map of its own here (one inside another map's entry stays that
    /// entry's).
    func appearanceMap(at path: JSONPath) -> (map: JSONObject, chosen: String)? {
        guard let map = sites.maps[path], let chosen = sites.chosenName, !sites.isInsideMap(path) else { return nil }
        return (map, chosen)
    }

    /// The path of the value read at `path`: where an appearance map was there, the entry the
    /// pass put in its place (`fill.light`), which is read, and said, at its own path.
    func entryPath(_ path: JSONPath) -> JSONPath {
        guard sites.maps[path] != nil, let chosen = sites.chosenName else { return path }
        return path / chosen
    }

    /// `value` read by `read` (which says what is wrong with it) in every appearance: where it
    /// was an appearance map, each entry's, each at its own path (`fill.dark`), so one decode
    /// serves every appearance, as a colour's map is read. This pass's alone where there is no
    /// map of its own here, or one `otherAppearances` cannot read whole. `nil` where this pass's
    /// is wrong.
    func eachAppearance<Value>(_ value: JSONValue, at path: JSONPath, _ read: (JSONValue, JSONPath) -> Value?) -> VariantKeyed<Value>? {
        let own = read(value, entryPath(path))
        guard let (map, chosen) = appearanceMap(at: path),
            var entries = otherAppearances(of: map, at: path, chosen: chosen, { entry, name in read(entry, path / name) })
        else { return own.map(VariantKeyed.init) }
        guard let own else { return nil }
        entries[chosen] = own
        return entries.count == sites.declared.count ? VariantKeyed(byAppearance: entries, first: chosen) : VariantKeyed(own)
    }

    /// `object[key]` in every appearance, read by `read` (`eachAppearance`); `absent` where it
    /// is left out.
    func member<Value>(_ object: JSONObject, _ key: String, at path: JSONPath, absent: Value, _ read: (JSONValue, JSONPath) -> Value?)
        -> VariantKeyed<Value>?
    {
        guard let value = object[key] else { return VariantKeyed(absent) }
        return eachAppearance(value, at: path / key, read)
    }

    /// A value made by `make` in each appearance declared where `varies` (an appearance map
    /// varies what it is made of), or once: `make` says what is wrong with its value in its
    /// appearance (`say`) before it gives `nil`. `nil` where this pass's is wrong.
    func inEachAppearance<Value>(varies: Bool, _ make: (Variant?) -> Value?) -> VariantKeyed<Value>? {
        let first = sites.chosen
        guard let own = make(first) else { return nil }
        guard varies, let first else { return VariantKeyed(own) }
        var values = [first: own]
        for part in sites.declaredParts where part != first { values[part] = make(part) }
        return values.count == sites.declared.count ? VariantKeyed(values, first: first) : VariantKeyed(own)
    }

    /// An object (a tail, a progress) read by `read` in every appearance, where its members may
    /// be appearance maps too: the object's map's entries where it was one, or else the
    /// members' (`VariantKeyed.joined`).
    func eachAppearance<Value>(object value: JSONValue, at path: JSONPath, _ read: (JSONValue, JSONPath) -> VariantKeyed<Value>?)
        -> VariantKeyed<Value>?
    {
        eachAppearance(value, at: path, read)?.joined(first: sites.chosen)
    }

    /// Every appearance's entry but this pass's (`chosen`) of the appearance map at `path`,
    /// each decoded by `decode` (given the entry and its appearance, whose path it says what is
    /// wrong at: `styles.hint.border.dark.width`), for a reader that takes the map whole so one decode
    /// serves every appearance. A wrong entry fails only its appearance: its errors go to
    /// `AppearanceSites.errors`, and it has no value here; what else an entry says goes to
    /// `AppearanceSites.warnings`, said with its appearance's variants; the map is then read
    /// whole. `nil` where it cannot be: an entry is missing, or gives nothing without an error;
    /// the caller keeps this pass's value alone, and the map, not read whole, is an error of the
    /// spec (`DocumentDecoding.checkEveryMapReadWhole`).
    func otherAppearances<Value>(of map: JSONObject, at path: JSONPath, chosen: String, _ decode: (JSONValue, String) -> Value?) -> [String: Value]? {
        var values: [String: Value] = [:]
        var errors: [String: [Diagnostic]] = [:], warnings: [String: [Diagnostic]] = [:]
        for other in sites.declared where other != chosen {
            guard let entry = map[other] else { return nil }
            let count = log.diagnostics.count
            let decoded = decode(entry, other)
            let said = log.removeAll(after: count)
            warnings[other] = said.filter { $0.severity != .error }
            if said.contains(where: { $0.severity == .error }) {
                errors[other] = said.filter { $0.severity == .error }
            } else if let decoded {
                values[other] = decoded
            } else {
                return nil
            }
        }
        for (appearance, list) in errors { sites.errors[AppearanceSites.part(appearance)] += list }
        for (appearance, list) in warnings { sites.warnings[AppearanceSites.part(appearance)] += list }
        sites.readWhole.insert(path)
        return values
    }

    /// Says `diagnostic`, about what one appearance reads (a check across keys, at their
    /// object's path), for that appearance alone, named by that appearance's entries of the
    /// maps on the way (`elements[0].progress.current.dark`): now where it is this pass's (or
    /// there are none), or else with that appearance's variants.
    func say(_ diagnostic: Diagnostic, in part: Variant?) {
        let said = diagnostic.at(diagnostic.path.map { sites.path($0, in: part ?? sites.chosen) })
        guard let part, part != sites.chosen else { return log.append(said) }
        if said.severity == .error {
            sites.errors[part].append(said)
        } else {
            sites.warnings[part].append(said)
        }
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

    /// A required word from a fixed set (`choice`), in every appearance (`eachAppearance`).
    func requiredChoice<T: RawRepresentable & CaseIterable & Hashable & Sendable>(
        _ object: JSONObject, _ key: String, at path: JSONPath, kind: String
    ) -> VariantKeyed<T>? where T.RawValue == String {
        required(object, key, at: path).flatMap { value in eachAppearance(value, at: path / key) { choice($0, at: $1, kind: kind) } }
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

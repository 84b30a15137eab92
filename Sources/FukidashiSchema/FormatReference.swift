import FukidashiJSON
import FukidashiSpec

/// The key tables of the format reference (docs/format.md), made from the declarations: each
/// key with its type, range, default and meaning, and the keys of objects written in place
/// below it (`background.image`, `cards[].title`).
package enum FormatReference {
    /// The table for a `<!-- schema: names -->` section. Where one section documents several
    /// definitions (a named and an inline style), the one with the most keys is shown.
    package static func table(for names: [String]) -> String? {
        let objects = names.compactMap { name -> FormatObject? in
            if name == "document" { return Format.document }
            if name == "project" { return Format.project }
            switch Format.definition(name).type {
            case .object(let object): return object
            // A value with an object form (a text's `{"localized": …}`): that form's keys.
            case .oneOf(let types): return types.lazy.compactMap { if case .object(let o) = $0 { o } else { nil } }.first
            default: return nil
            }
        }
        guard let object = objects.max(by: { $0.keys.count < $1.keys.count }), !object.keys.isEmpty else { return nil }
        let lines = object.keys.flatMap { rows(for: $0, prefix: "") }
        return (["| key | type | default | meaning |", "|---|---|---|---|"] + lines).joined(separator: "\n")
    }

    private static func rows(for key: FormatKey, prefix: String) -> [String] {
        let name = prefix + key.name
        let type = (key.typeText ?? typeText(key.plainType)) + (key.isPerLocale ? ", or a [locale map](#per-locale-values)" : "")
        var rows = ["| `\(name)` | \(type) | \(key.defaultText) | \(key.summary) |"]
        switch key.type {
        case .object(let object):
            rows += object.keys.flatMap { self.rows(for: $0, prefix: name + ".") }
        case .array(.object(let object), _, _):
            rows += object.keys.flatMap { self.rows(for: $0, prefix: name + "[].") }
        case .oneOf(let types):
            for case .object(let object) in types { rows += object.keys.flatMap { self.rows(for: $0, prefix: name + ".") } }
        default:
            break
        }
        return rows
    }

    /// "number, 0 to 1,000", "integer ≥ 1", "`leading`, `center`, `trailing`", "colour".
    static func typeText(_ type: FormatType) -> String {
        switch type {
        case .number(let range): "number" + rangeText(range)
        case .integer(let range): "integer" + rangeText(range)
        case .string, .pattern: "string"
        case .choice(let words): words.map { "`\($0)`" }.joined(separator: ", ")
        case .constant(let value): "`\(value.serialized(pretty: false))`"
        case .definition(let name): ["color": "colour", "point": "point", "rect": "rectangle", "languageTag": "language tag"][name] ?? name
        case .object, .map: "object"
        case .array, .tuple: "array"
        case .null: "`null`"
        case .boolean: "`true` or `false`"
        case .oneOf(let types): types.map(typeText).joined(separator: " or ")
        }
    }

    private static func rangeText(_ range: NumberRange) -> String {
        switch (range.atLeast, range.above, range.atMost) {
        case (let low?, nil, let high?): ", \(number(low)) to \(number(high))"
        case (nil, let above?, let high?): ", > \(number(above)) to \(number(high))"
        case (let low?, nil, nil): " ≥ \(number(low))"
        case (nil, let above?, nil): " > \(number(above))"
        default: ""
        }
    }

    /// 10000 → "10,000"; −3600 → "−3,600"; 0.25 → "0.25".
    static func number(_ value: Double) -> String {
        let sign = value < 0 ? "−" : ""
        let magnitude = abs(value)
        guard magnitude == magnitude.rounded(), magnitude < 1e15 else { return sign + "\(magnitude)" }
        var digits = String(Int(magnitude))
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits = String(digits.dropLast(3))
        }
        return sign + digits + grouped
    }
}

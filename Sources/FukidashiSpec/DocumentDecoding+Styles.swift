import FukidashiGeometry
import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

extension DocumentDecoding {

    func decodeStyles(_ value: JSONValue, at path: JSONPath) -> [String: StyleSpec] {
        guard case .object(let object) = value else {
            log.expected("an object of named styles", got: value, at: path)
            return [:]
        }
        var styles: [String: StyleSpec] = [:]
        for (name, styleValue) in object.members {
            if name.isEmpty {
                log.error(path / name, "style names may not be empty")
                continue
            }
            if let style = decodeStyle(styleValue, at: path / name, allowsBase: false, styles: [:]) {
                styles[name] = style
            }
        }
        return styles
    }

    /// An inline style may name a `base` style to build on (our addition to SPEC: it lets an
    /// element use a named style and inline overrides at once).
    ///
    /// The keys and their ranges come from the declarations (`Format.styleKeys`): a colour,
    /// number, whole number or word is read by its declared type and stored under its name, and
    /// an object (`border`, `font`) key by key under `border.color`, … so styles layer key by key.
    /// Three keys have forms of their own: `padding` (a number, a pair or sides), `font.weight`
    /// (a word or a number) and `shadow` (one value, whose missing keys take SPEC's example).
    func decodeStyle(_ value: JSONValue, at path: JSONPath, allowsBase: Bool, styles: [String: StyleSpec]) -> StyleSpec? {
        let keys = (allowsBase ? Format.inlineStyle : Format.style).keyNames
        guard let object = reader.object(value, at: path, keys: keys) else {
            return nil
        }
        var style = StyleSpec()
        // A base per appearance sets each of its properties in each.
        if allowsBase, let value = object["base"],
            let base = reader.inEveryVariant(value, at: path / "base", { namedStyle($0, at: $1, styles: styles) })
        {
            style = StyleSpec(base, first: reader.sites.chosen)
        }
        var own = StyleSpec()
        for key in Format.styleKeys {
            guard let value = object[key.name] else { continue }
            decodeStyleValue(value, key: key, name: key.name, at: path / key.name, into: &own)
        }
        return style.overlaid(with: own)
    }

    /// One declared style key's value, stored under `name` (its leaves under `name.key`). A key
    /// written as an appearance map (`"border": {"light": {…}, "dark": {…}}`, `"font": {"light":
    /// {"weight": 400}, "dark": {"weight": 500}}`) is read whole: each entry into the properties it
    /// sets, stored per appearance, so an entry that leaves one out keeps what is underneath. A
    /// colour reads its own map whole (`SpecReader.color`).
    private func decodeStyleValue(_ value: JSONValue, key: FormatKey, name: String, at path: JSONPath, into style: inout StyleSpec) {
        if case .definition("color") = key.type { return decodeStyleValueAsWritten(value, key: key, name: name, at: path, into: &style) }
        let fragments = reader.inEveryVariant(value, at: path) { value, path -> StyleSpec? in
            var fragment = StyleSpec()
            decodeStyleValueAsWritten(value, key: key, name: name, at: path, into: &fragment)
            return fragment
        }
        if let fragments { style = style.overlaid(with: StyleSpec(fragments, first: reader.sites.chosen)) }
    }

    /// One declared style key's value as written here (an appearance map's entry is one).
    private func decodeStyleValueAsWritten(_ value: JSONValue, key: FormatKey, name: String, at path: JSONPath, into style: inout StyleSpec) {
        switch (name, key.type) {
        case ("writingMode", .oneOf(let types)):
            // A word, or a locale map of words.
            if case .some(let modes) = writingModes(value, at: path) {
                if let modes { style.set(name, keyed: modes) }
            } else if let word = types.first {
                decodeStyleValueAsWritten(value, key: FormatKey(name, word, .optional, key.summary), name: name, at: path, into: &style)
            }
        case ("padding", _):
            decodePadding(value, at: path, into: &style)
        case ("shadow", _):
            if let shadow = decodeShadow(value, at: path) { style.set(name, keyed: shadow) }
        case (_, _) where name.hasSuffix(".weight"):  // font.weight and the run styles' weights
            decodeWeight(value, at: path, name: name, into: &style)
        case (_, .definition("color")):
            if let color = reader.color(value, at: path) { style.set(name, keyed: color) }
        case (_, .number), (_, .integer):
            guard let number = reader.number(value, at: path, key) else { return }
            if case .integer = key.type { style.set(name, Int(number)) } else { style.set(name, number) }
        case (_, .boolean):
            guard case .bool(let flag) = value else {
                log.expected("true or false", got: value, at: path)
                return
            }
            style.set(name, flag)
        case (_, .choice(let words)):
            guard case .string(let word) = value else {
                log.expected("one of \(words.joined(separator: ", "))", got: value, at: path)
                return
            }
            guard words.contains(word) else {
                log.unknownName(Self.choiceKinds[name] ?? name, word, among: words, at: path)
                return
            }
            style.set(name, word)
        case (_, .string(let minLength, _)):
            guard let text = reader.string(value, at: path, nonEmpty: (minLength ?? 0) > 0) else { return }
            style.set(name, text)
            style.set(name + StyleProperties.pathSuffix, path)
        case (_, .definition(let definition)):
            // An object: each of its keys is a property of its own, so styles layer key by key.
            let object = Format.definition(definition).object
            guard let members = reader.object(value, at: path, object) else { return }
            for member in object.keys {
                guard let memberValue = members[member.name] else { continue }
                decodeStyleValue(memberValue, key: member, name: name + "." + member.name, at: path / member.name, into: &style)
            }
        default:
            preconditionFailure("style key \(name) has a type the style decoder does not read")
        }
    }

    /// The noun of a wrong word in a diagnostic: `unknown alignment "middle"`.
    static let choiceKinds = [
        "writingMode": "writing mode", "align": "alignment", "wrap": "wrap mode", "markup": "markup", "textStyle": "text style", "shape": "shape"
    ]

    func decodePadding(_ value: JSONValue, at path: JSONPath, into style: inout StyleSpec) {
        let expectation = "padding as a number, [vertical, horizontal] or {\"top\", \"left\", \"bottom\", \"right\"}"
        let side = Format.padding["top"]
        switch value {
        case .number:
            guard let all = reader.number(value, at: path, side) else { return }
            style.padding(all)
        case .array(let items) where items.count == 2:
            let v = reader.number(items[0], at: path / 0, side)
            let h = reader.number(items[1], at: path / 1, side)
            guard let v, let h else { return }
            (style[.paddingTop], style[.paddingLeft], style[.paddingBottom], style[.paddingRight]) = (v, h, v, h)
        case .object:
            // Sides left out keep the value of the style underneath.
            guard let sides = reader.object(value, at: path, Format.padding) else { return }
            for key in Format.padding.keys {
                guard let side = sides[key.name] else { continue }
                decodeStyleValue(side, key: key, name: "padding." + key.name, at: path / key.name, into: &style)
            }
        default:
            log.expected(expectation, got: value, at: path)
        }
    }

    static let namedWeights: [String: Int] = ["regular": 400, "medium": 500, "semibold": 600, "bold": 700]

    /// `font.weight`: a name or a CSS weight from 100 to 900.
    func decodeWeight(_ value: JSONValue, at path: JSONPath, name property: String = "font.weight", into style: inout StyleSpec) {
        switch value {
        case .string(let name):
            if let weight = Self.namedWeights[name] {
                style.set(property, weight)
            } else {
                log.unknownName("weight", name, among: Format.namedWeights, at: path)
            }
        case .number:
            let range = NumberRange(atLeast: 100, atMost: 900)
            if let weight = reader.number(value, at: path, atLeast: range.atLeast, atMost: range.atMost, integer: true) {
                style.set(property, Int(weight))
            }
        default:
            log.expected("regular, medium, semibold, bold or a weight from 100 to 900", got: value, at: path)
        }
    }

    /// A circle's `font`: the same keys as a style's.
    func decodeFont(_ value: JSONValue, at path: JSONPath, into style: inout StyleSpec) {
        decodeStyleValue(value, key: Format.style["font"], name: "font", at: path, into: &style)
    }

    /// `{"color", "radius", "offset"}`; keys left out take SPEC's example values
    /// (#00000040, 8, [0, 2]). Each key may be an appearance map.
    func decodeShadow(_ value: JSONValue, at path: JSONPath) -> VariantKeyed<Shadow>? {
        guard let object = reader.object(value, at: path, Format.shadow) else { return nil }
        let color = object["color"].map { reader.color($0, at: path / "color") } ?? VariantKeyed(Color(red: 0, green: 0, blue: 0, alpha: 0x40))
        let radius = reader.member(object, "radius", at: path, absent: 8) { reader.number($0, at: $1, Format.shadow["radius"]) }
        let offset = reader.member(object, "offset", at: path, absent: Point(x: 0, y: 2)) { reader.point($0, at: $1) }
        guard let color, let radius, let offset else { return nil }
        return .combining(first: reader.sites.chosen, color, radius, offset) { Shadow(color: $0, radius: $1, offsetX: $2.x, offsetY: $2.y) }
    }
}

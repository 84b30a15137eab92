import FukidashiJSON
import FukidashiModel
import FukidashiStrings

/// The spec format, declared once. Each key of each object is declared here with its name,
/// type, range, default and description; the decoder reads keys and ranges from these
/// declarations, `fukidashi schema` is built from them (`SpecSchema`), and so are the key
/// tables of the format reference (`FormatReference` in FukidashiSchema, checked against docs/format.md).

/// What a key holds.
package indirect enum FormatType: Sendable {
    /// A JSON number within `range`.
    case number(NumberRange)
    /// A whole number within `range`.
    case integer(NumberRange)
    /// A string, at least `minLength` long (and at most `maxLength`).
    case string(minLength: Int? = nil, maxLength: Int? = nil)
    /// A string matching a regular expression.
    case pattern(String)
    /// One of these words.
    case choice([String])
    /// Exactly this value.
    case constant(JSONValue)
    /// Another declared definition, by name.
    case definition(String)
    /// An object written in place.
    case object(FormatObject)
    /// An array of items.
    case array(FormatType, minItems: Int? = nil, maxItems: Int? = nil)
    /// A fixed-length array: `[x, y]`.
    case tuple([FormatType])
    /// An object of names to values: named styles, or a locale map. `excluding`: an object of
    /// that type is not this map (a selector `{"id": "row"}`, whose key is also a tag).
    case map(keys: FormatType, values: FormatType, minCount: Int? = nil, excluding: FormatType? = nil)
    /// `null`.
    case null
    /// `true` or `false`.
    case boolean
    /// Any one of these.
    case oneOf([FormatType])
}

/// Bounds of a number: `atLeast` or `above` below, `atMost` above.
package struct NumberRange: Sendable {
    package var atLeast: Double?
    package var above: Double?
    package var atMost: Double?

    package init(atLeast: Double? = nil, above: Double? = nil, atMost: Double? = nil) {
        (self.atLeast, self.above, self.atMost) = (atLeast, above, atMost)
    }
}

/// One key of an object.
package struct FormatKey: Sendable {
    package enum Requirement: Sendable {
        case optional
        case required
        /// Required in some cases, which the schema's conditions and the decoder's code say;
        /// the text is what the reference prints as its default.
        case conditional(String)
    }

    package let name: String
    package let type: FormatType
    package let requirement: Requirement
    /// The default as the reference prints it ("`#FFFFFF`", "none", "25 (*seed*)").
    package let defaultText: String
    /// What the key does: the schema's description and the reference's "meaning".
    package let summary: String
    /// The type of one value as the reference prints it, where the generated one would not do.
    package let typeText: String?
    /// Set by `perLocale`: the key also takes a locale map of its values.
    package private(set) var isPerLocale = false
    /// Set by `sameInEveryVariant`: the key never takes a map along an axis written by name.
    package private(set) var isSameInEveryVariant = false

    package init(
        _ name: String, _ type: FormatType, _ requirement: Requirement = .optional, default defaultText: String = "none",
        typeText: String? = nil, _ summary: String
    ) {
        self.name = name
        self.type = type
        self.requirement = requirement
        self.defaultText = defaultText
        self.summary = summary
        self.typeText = typeText
    }

    /// The range the decoder checks, for number keys (of the plain form, for a per-locale key).
    package var range: NumberRange {
        switch plainType {
        case .number(let range), .integer(let range): range
        default: NumberRange()
        }
    }

    /// The type of one value: a per-locale key's map holds values of this type.
    package var plainType: FormatType {
        guard isPerLocale, case .oneOf(let types) = type, let plain = types.first else { return type }
        return plain
    }

    /// The same key, also taking a locale map of its values (`{"en": [10, 20], "ar": [300, 20]}`):
    /// the schema allows the map, the reference says so, and the decoder picks each locale's entry.
    var perLocale: FormatKey { perLocale(excludingValues: false) }

    /// The same key, never a map along an axis written by name (an element's `id`, which references name).
    var sameInEveryVariant: FormatKey {
        var key = self
        key.isSameInEveryVariant = true
        return key
    }

    /// `perLocale`, for a key whose value may be an object with keys that are also language tags
    /// (a selector, `{"id": "row"}`): such a value is never taken for a map.
    var perLocaleUnlessValue: FormatKey { perLocale(excludingValues: true) }

    private func perLocale(excludingValues: Bool) -> FormatKey {
        let map = FormatType.map(keys: .definition("languageTag"), values: type, minCount: 1, excluding: excludingValues ? type : nil)
        var key = FormatKey(name, .oneOf([type, map]), requirement, default: defaultText, typeText: typeText, summary)
        key.isPerLocale = true
        return key
    }
}

/// An object of the format: its keys, in the order the reference lists them.
package struct FormatObject: Sendable {
    /// A form of the object chosen by one key's value (a spotlight's `shape`).
    package struct Variant: Sendable {
        package let value: String
        package let keys: [String]
        package let required: [String]
    }

    package let keys: [FormatKey]
    /// Every key name, for the decoder's unknown-key check.
    let keyNames: [String]
    /// Schema conditions a key list cannot say (`if`/`then`/`else`), added as they are.
    package var conditions: [(key: String, value: JSONValue)] = []
    /// When set, the object is one of these forms, told apart by the key `discriminator`.
    package var variants: [Variant] = []
    package var discriminator: String?
    /// False where other keys are checked elsewhere: an element's kind decides its keys.
    package var isClosed = true

    package init(
        _ keys: [FormatKey], conditions: [(key: String, value: JSONValue)] = [],
        discriminator: String? = nil, variants: [Variant] = []
    ) {
        self.keys = keys
        self.keyNames = keys.map(\.name)
        self.conditions = conditions
        self.discriminator = discriminator
        self.variants = variants
    }

    package subscript(_ name: String) -> FormatKey {
        guard let key = keys.first(where: { $0.name == name }) else { preconditionFailure("no key \(name) declared") }
        return key
    }
}

/// A named definition of the format: an object, or a value shared by several keys.
package struct FormatDefinition: Sendable {
    package let name: String
    package let summary: String?
    package let type: FormatType

    package init(_ name: String, _ summary: String? = nil, _ type: FormatType) {
        (self.name, self.summary, self.type) = (name, summary, type)
    }

    /// The object this definition declares (every definition the decoder reads keys from is one).
    var object: FormatObject {
        guard case .object(let object) = type else { preconditionFailure("\(name) is not an object") }
        return object
    }
}

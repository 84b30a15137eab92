import FukidashiJSON
import FukidashiSpec
import FukidashiVariants

/// A JSON Schema (draft 2020-12) of the spec format, for editors to autocomplete and validate
/// specs (`fukidashi schema`). It is built from the format's declarations (`Format`), as the
/// decoder's key lists and ranges are, and a test holds the two to agreeing on valid and
/// invalid specs. What a schema cannot say (ids that exist, references to earlier circles,
/// pixel limits, image files) only the decoder checks.
package enum SpecSchema {
    static let schemaID = "https://fukidashi.invalid/schema/spec-v1.json"

    static let projectSchemaID = "https://fukidashi.invalid/schema/project-v1.json"

    /// The schema of a project file, `fukidashi.json` (`fukidashi schema --project`).
    package static var project: JSONValue {
        root(
            id: projectSchemaID, title: "Fukidashi project",
            description:
                "What every spec below a fukidashi.json shares: styles, string tables, fonts, locales, appearances, scales, and where the images go (format version 1; the reference is docs/format.md in Fukidashi's repository).",
            objectMembers(Format.project, appearanceMaps: false))
    }

    package static var document: JSONValue {
        root(
            id: schemaID, title: "Fukidashi spec",
            description:
                "Speech bubbles, tooltips and coach marks to render into PNG images (format version 1; the reference is docs/format.md in Fukidashi's repository). Lengths are points; pixels are points × canvas.scale.",
            objectMembers(Format.document))
    }

    /// A whole schema: its header, the root object's members, then every definition.
    private static func root(id: String, title: String, description: String, _ object: [(key: String, value: JSONValue)]) -> JSONValue {
        let header: [(key: String, value: JSONValue)] = [
            (key: "$schema", value: .string("https://json-schema.org/draft/2020-12/schema")), (key: "$id", value: .string(id)),
            (key: "title", value: .string(title)), (key: "description", value: .string(description))
        ]
        return .object(JSONObject(members: header + object + [(key: "$defs", value: definitions)]))
    }

    private static var definitions: JSONValue {
        .object(
            JSONObject(
                members: Format.definitions.map { definition in
                    (key: definition.name, value: described(definition.summary, schema(of: definition.type)))
                }))
    }

    /// The schema of a value of this type.
    static func schema(of type: FormatType) -> JSONValue {
        switch type {
        case .number(let range): return number(range, integer: false)
        case .integer(let range): return number(range, integer: true)
        case .string(let minLength, let maxLength):
            var members: [(key: String, value: JSONValue)] = [(key: "type", value: .string("string"))]
            if let minLength { members.append((key: "minLength", value: .number(Double(minLength)))) }
            if let maxLength { members.append((key: "maxLength", value: .number(Double(maxLength)))) }
            return .object(JSONObject(members: members))
        case .pattern(let pattern): return .object(JSONObject(["type": .string("string"), "pattern": .string(pattern)]))
        case .choice(let words): return .object(JSONObject(["enum": .array(words.map(JSONValue.string))]))
        case .constant(let value): return .object(JSONObject(["const": value]))
        case .definition(let name): return .object(JSONObject(["$ref": .string("#/$defs/" + name)]))
        case .object(let object): return .object(JSONObject(members: objectMembers(object)))
        case .array(let items, let minItems, let maxItems):
            var members: [(key: String, value: JSONValue)] = [(key: "type", value: .string("array"))]
            if let minItems { members.append((key: "minItems", value: .number(Double(minItems)))) }
            if let maxItems { members.append((key: "maxItems", value: .number(Double(maxItems)))) }
            members.append((key: "items", value: schema(of: items)))
            return .object(JSONObject(members: members))
        case .tuple(let items):
            return .object(
                JSONObject([
                    "type": .string("array"), "prefixItems": .array(items.map(schema(of:))),
                    "minItems": .number(Double(items.count)), "maxItems": .number(Double(items.count))
                ]))
        case .map(let keys, let values, let minCount, let excluding):
            var members: [(key: String, value: JSONValue)] = [(key: "type", value: .string("object"))]
            if let minCount { members.append((key: "minProperties", value: .number(Double(minCount)))) }
            members.append((key: "propertyNames", value: schema(of: keys)))
            members.append((key: "additionalProperties", value: schema(of: values)))
            if let excluding { members.append((key: "not", value: schema(of: excluding))) }
            return .object(JSONObject(members: members))
        case .null: return .object(JSONObject(["type": .string("null")]))
        case .boolean: return .object(JSONObject(["type": .string("boolean")]))
        case .oneOf(let types): return .object(JSONObject(["oneOf": .array(types.map(schema(of:)))]))
        }
    }

    /// An object's keys as a schema: exactly these keys (unknown keys are errors, as in the
    /// decoder), the required ones, its conditions, and its forms if it has several.
    static func objectMembers(_ object: FormatObject, appearanceMaps: Bool = true) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = [(key: "type", value: .string("object"))]
        if let discriminator = object.discriminator {
            // One form per value of the discriminator, each closed with its own keys.
            members.append((key: "required", value: .array([.string(discriminator)])))
            members.append((key: "properties", value: .object(JSONObject(members: [(key: discriminator, value: property(object[discriminator]))]))))
            members.append(
                (
                    key: "oneOf",
                    value: .array(
                        object.variants.map { variant in
                            var properties: [(key: String, value: JSONValue)] = [
                                (key: discriminator, value: .object(JSONObject(["const": .string(variant.value)])))
                            ]
                            properties += variant.keys.filter { $0 != discriminator }.map { (key: $0, value: property(object[$0])) }
                            return .object(
                                JSONObject(members: [
                                    (key: "type", value: .string("object")),
                                    (key: "required", value: .array(variant.required.map(JSONValue.string))),
                                    (key: "additionalProperties", value: .bool(false)),
                                    (key: "properties", value: .object(JSONObject(members: properties)))
                                ]))
                        })
                ))
            return members
        }
        let required = object.keys.filter { if case .required = $0.requirement { true } else { false } }.map(\.name)
        if !required.isEmpty { members.append((key: "required", value: .array(required.map(JSONValue.string)))) }
        if object.isClosed { members.append((key: "additionalProperties", value: .bool(false))) }
        members.append(
            (
                key: "properties",
                value: .object(JSONObject(members: object.keys.map { (key: $0.name, value: property($0, appearanceMaps: appearanceMaps)) }))
            ))
        return members + object.conditions
    }

    /// A key's schema: its type, or (where the reader takes one, `AxisMaps`) a map of it along
    /// an axis written by name (an appearance map).
    private static func property(_ key: FormatKey, appearanceMaps: Bool = true) -> JSONValue {
        let plain = schema(of: key.type)
        let keeps = !appearanceMaps || key.name == "type" || key.isSameInEveryVariant || AxisMaps.rootKeysKept.contains(key.name)
        let forms = keeps ? [] : mapForms(of: plain, along: VariantAxis.named)
        return described(key.summary.isEmpty ? nil : key.summary, forms.isEmpty ? plain : .object(JSONObject(["oneOf": .array([plain] + forms)])))
    }

    /// A map of `plain` along each of `axes`, whose entries may be maps along the others.
    private static func mapForms(of plain: JSONValue, along axes: [VariantAxis]) -> [JSONValue] {
        axes.compactMap { axis in
            guard let names = axis.mapNames else { return nil }
            let inner = mapForms(of: plain, along: axes.filter { $0 != axis })
            return .object(
                JSONObject(members: [
                    (key: "type", value: .string("object")), (key: "minProperties", value: .number(1)),
                    (key: "propertyNames", value: .object(JSONObject(["enum": .array(names.names.map(JSONValue.string))]))),
                    (key: "additionalProperties", value: inner.isEmpty ? plain : .object(JSONObject(["oneOf": .array([plain] + inner)])))
                ]))
        }
    }

    private static func described(_ text: String?, _ schema: JSONValue) -> JSONValue {
        guard let text, case .object(let o) = schema else { return schema }
        return .object(JSONObject(members: [(key: "description", value: .string(text))] + o.members))
    }

    private static func number(_ range: NumberRange, integer: Bool) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [(key: "type", value: .string(integer ? "integer" : "number"))]
        if let min = range.atLeast { members.append((key: "minimum", value: .number(min))) }
        if let above = range.above { members.append((key: "exclusiveMinimum", value: .number(above))) }
        if let max = range.atMost { members.append((key: "maximum", value: .number(max))) }
        return .object(JSONObject(members: members))
    }
}

import FukidashiJSON

extension Variant {
    /// Each axis's field, as `VariantAxis` declares it (`"locale": "ja"`, `"scale": 3`), `null`
    /// where the variant has no value: what the preview's state and its archive hold.
    package var jsonFields: [(key: String, value: JSONValue)] {
        VariantAxis.allCases.map { axis in (axis.field, self[axis].map { axis.jsonValue($0) } ?? .null) }
    }

    /// The variant `jsonFields` wrote into `object`.
    package init(jsonFields object: JSONObject) {
        var values: [VariantAxis: String] = [:]
        for axis in VariantAxis.allCases {
            switch object[axis.field] {
            case .string(let value)?: values[axis] = value
            case .number(let value)?: values[axis] = value.specDescription
            default: break
            }
        }
        self.init(values)
    }
}

extension VariantAxis {
    /// A value as JSON: a number where the axis's values are (`3`), else a string.
    package func jsonValue(_ value: String) -> JSONValue {
        valueIsNumber ? Double(value).map(JSONValue.number) ?? .string(value) : .string(value)
    }
}

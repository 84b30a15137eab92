/// A parsed JSON value that keeps object keys in document order, so diagnostics can be
/// reported in the order a person reads the file.
package enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// How a value is named in "expected …, got …" messages.
    package var foundDescription: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): n.specDescription
        case .string(let s): s.quotedForDiagnostic
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON object's members in document order.
package struct JSONObject: Hashable, Sendable {
    package let members: [(key: String, value: JSONValue)]

    package init(members: [(key: String, value: JSONValue)]) {
        self.members = members
    }

    package subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    package var keys: [String] { members.map(\.key) }

    package static func == (a: JSONObject, b: JSONObject) -> Bool {
        a.members.count == b.members.count && zip(a.members, b.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    package func hash(into hasher: inout Hasher) {
        for member in members {
            hasher.combine(member.key)
            hasher.combine(member.value)
        }
    }
}

extension Double {
    /// `12`, `0.5`: numbers as a person wrote them.
    package var specDescription: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}

extension String {
    /// The string in double quotes, cut short when long, for diagnostics.
    package var quotedForDiagnostic: String {
        let limit = 40
        var shown = count > limit ? String(prefix(limit)) + "…" : self
        shown = shown.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"").replacingAll("\n", with: "\\n")
        return "\"\(shown)\""
    }

    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for c in self { if c == target { result += replacement } else { result.append(c) } }
        return result
    }
}

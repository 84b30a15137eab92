extension JSONValue {
    /// The value as JSON text, keys in their order. `pretty` indents by two spaces and puts
    /// short arrays of numbers on one line, as a person would write a point. `colon` follows
    /// each key when pretty: Xcode writes its own files (a String Catalog) with `" : "`.
    package func serialized(pretty: Bool = true, colon: String = ": ") -> String {
        var out = ""
        write(to: &out, indent: pretty ? "" : nil, colon: colon)
        return out
    }

    /// The value as one line of JSON with a space after each `,` and `:`, as a JSON Lines
    /// record (a manifest's) is easiest to read.
    package var line: String {
        switch self {
        case .array(let items): "[" + items.map(\.line).joined(separator: ", ") + "]"
        case .object(let object): "{" + object.members.map { $0.key.jsonQuoted + ": " + $0.value.line }.joined(separator: ", ") + "}"
        default: serialized(pretty: false)
        }
    }

    private func write(to out: inout String, indent: String?, colon: String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n.isFinite ? n.specDescription : "null"
        case .string(let s): out += s.jsonQuoted
        case .array(let items):
            let inline = items.allSatisfy { if case .number = $0 { true } else { false } }
            guard let indent, !inline, !items.isEmpty else {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += indent == nil ? "," : ", " }
                    item.write(to: &out, indent: nil, colon: colon)
                }
                out += "]"
                return
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += indent + "  "
                item.write(to: &out, indent: indent + "  ", colon: colon)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let object):
            guard let indent, !object.members.isEmpty else {
                out += "{"
                for (i, member) in object.members.enumerated() {
                    if i > 0 { out += indent == nil ? "," : ", " }
                    out += member.key.jsonQuoted + (indent == nil ? ":" : colon)
                    member.value.write(to: &out, indent: nil, colon: colon)
                }
                out += "}"
                return
            }
            out += "{\n"
            for (i, member) in object.members.enumerated() {
                out += indent + "  " + member.key.jsonQuoted + colon
                member.value.write(to: &out, indent: indent + "  ", colon: colon)
                out += i + 1 < object.members.count ? ",\n" : "\n"
            }
            out += indent + "}"
        }
    }
}

extension JSONObject {
    /// An object from key–value pairs, in the order given.
    package init(_ members: KeyValuePairs<String, JSONValue>) {
        self.init(members: members.map { (key: $0.key, value: $0.value) })
    }
}

extension String {
    /// The string as a JSON string literal.
    package var jsonQuoted: String {
        var out = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

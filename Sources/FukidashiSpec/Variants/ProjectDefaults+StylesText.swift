import FukidashiJSON
import FukidashiJSONParser
import FukidashiModel
import FukidashiStrings

extension ProjectDefaults {
    /// The project's styles a spec may use, as written: those whose name is a string anywhere
    /// in it (`"style": "tour"`, `"base": "tour"`) and that it does not declare itself. Part of
    /// the spec's `--incremental` and preview key; a name that happens to be a text as well
    /// only costs a render.
    package func stylesText(usedBy bytes: [UInt8]) -> String {
        guard !styles.members.isEmpty, case .object(let spec)? = try? JSONParser.parse(bytes) else { return "" }
        var strings = Set<String>()
        func collect(_ value: JSONValue) {
            switch value {
            case .string(let s): strings.insert(s)
            case .array(let items): for item in items { collect(item) }
            case .object(let object): for member in object.members { collect(member.value) }
            default: break
            }
        }
        collect(.object(spec))
        let own: [String] = if case .object(let styles)? = spec["styles"] { styles.keys } else { [] }
        return styles.members.filter { strings.contains($0.key) && !own.contains($0.key) }
            .map { "style \($0.key) \($0.value.serialized(pretty: false))" }.joined(separator: "\n")
    }
}

import FukidashiJSON
import FukidashiJSONParser
import FukidashiModel
import FukidashiStrings

/// What a project file (`fukidashi.json`) gives every spec below it that the decoder reads:
/// named styles, appearances and scales. A spec's own values override them: its own style of
/// a name replaces the project's, and its own `appearances` or `scales` replace the lists.
package struct ProjectDefaults: Hashable, Sendable {
    /// Named styles, as written in the project (appearance maps and all).
    var styles: JSONObject
    package var appearances: [String]
    package var scales: [Double]
    /// Whether a `{locale}` image missing for a locale may be another locale's along its
    /// fallback chain (with a warning); in a project it is an error unless this says so.
    package var imageFallback = false

    package init(styles: JSONObject = JSONObject(members: []), appearances: [String] = [], scales: [Double] = [], imageFallback: Bool = false) {
        (self.styles, self.appearances, self.scales, self.imageFallback) = (styles, appearances, scales, imageFallback)
    }
}

/// What a spec declares along each axis, and the appearance and scale one decoding pass draws.
final class DeclaredAxes {
    var appearances: [String] = []
    var scales: [Double] = []
    /// The appearance this pass draws: the one chosen, else the first declared.
    var appearance: String?
    /// The first scale declared, when scales are declared: what the decode draws at.
    var scale: Double?
}

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

import FukidashiJSON
import FukidashiStrings

/// One image's accessibility label in one locale: its texts, which the PNG can no longer say.
package struct ImageLabel: Hashable, Sendable {
    /// The asset catalog's image set (`step1`), or the Android string's name (`step1_description`).
    package let name: String
    /// The locale the label is in; `nil`: the String Catalog's source language.
    package let locale: String?
    /// `android-res`: the values folder's qualifier (`ja`, `b+sr+Latn`); empty for `values/`.
    package let qualifier: String?
    /// The image's texts, one per line, in reading order.
    package let text: String

    package init(name: String, locale: String?, qualifier: String?, text: String) {
        (self.name, self.locale, self.qualifier, self.text) = (name, locale, qualifier, text)
    }

    /// An image's texts as one label: one text a line. A line break is a pause to VoiceOver
    /// and TalkBack alike, and it needs no punctuation of any one language.
    package static func text(of parts: [String]) -> String {
        parts.map { $0.split(whereSeparator: \.isNewline).joined(separator: " ") }.joined(separator: "\n")
    }
}

/// The files that give a project's images their labels back, as each platform reads them
/// (each layout's `ImageLayout.labelFiles` says which it writes).
enum ImageLabelFiles {
    /// A String Catalog as Xcode writes one (keys sorted, `" : "`), one key per image set. Each
    /// key is `manual`, so Xcode never marks it stale for want of a `String(localized:)` call,
    /// and every localization is `translated`: it is what the image says.
    static func stringCatalog(_ labels: [ImageLabel], sourceLanguage: String) -> [UInt8] {
        var strings: [(key: String, value: JSONValue)] = []
        for (name, group) in Dictionary(grouping: labels, by: \.name).sorted(by: { $0.key < $1.key }) {
            var localizations: [String: String] = [:]
            for label in group { localizations[label.locale ?? sourceLanguage] = label.text }
            let entries = localizations.sorted { $0.key < $1.key }.map { locale, text -> (key: String, value: JSONValue) in
                let unit = JSONObject(members: [("state", .string("translated")), ("value", .string(text))])
                return (locale, .object(JSONObject(members: [("stringUnit", .object(unit))])))
            }
            let entry = JSONObject(members: [
                ("comment", .string("Accessibility label of the image \(name): its texts, \(GeneratedTable.marker)")),
                ("extractionState", .string("manual")),
                ("localizations", .object(JSONObject(members: entries)))
            ])
            strings.append((name, .object(entry)))
        }
        let catalog = JSONObject(members: [
            ("sourceLanguage", .string(sourceLanguage)), ("strings", .object(JSONObject(members: strings))), ("version", .string("1.0"))
        ])
        return Array((JSONValue.object(catalog).serialized(colon: " : ") + "\n").utf8)
    }

    /// A values file for `android:contentDescription="@string/step1_description"`: the strings
    /// sorted by name, escaped as aapt reads them, and `formatted="false"` so a `%` in a label
    /// is not taken for a format.
    static func androidValues(_ labels: [ImageLabel]) -> [UInt8] {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>",
            "<!-- Each image's texts as its content description, \(GeneratedTable.marker) -->",
            "<resources>"
        ]
        for label in labels.sorted(by: { $0.name < $1.name }) {
            lines.append("    <string name=\"\(label.name)\" formatted=\"false\">\(androidEscaped(label.text))</string>")
        }
        lines.append("</resources>")
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// `text` as a string resource's content says it: aapt's backslash escapes for `\`,
    /// quotes and line breaks, a leading `@` or `?` that would otherwise be read as a
    /// reference, then XML's own (`XMLText`). Runs of spaces are kept inside double quotes,
    /// where aapt does not collapse them.
    static func androidEscaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        if out.hasPrefix("@") || out.hasPrefix("?") { out = "\\" + out }
        out = XMLText.content(out)
        return out.contains("  ") || out.hasPrefix(" ") || out.hasSuffix(" ") ? "\"" + out + "\"" : out
    }
}

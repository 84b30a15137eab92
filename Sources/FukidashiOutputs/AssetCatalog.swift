import FukidashiJSON
import FukidashiVariants

/// An Xcode asset catalog's files, as Apple's Asset Catalog Format Reference lays them out.
enum AssetCatalog {
    /// An image set's `Contents.json` for the files written into it, as Apple's Asset Catalog
    /// Format Reference lays it out: every image `universal`, with its `scale`; a dark one with
    /// the `luminosity` appearance (a light one is the set's "Any" image, which iOS 12 and any
    /// unspecified trait also get); a localized one with its `locale`, and then the set marked
    /// `localizable`. Keys in Xcode's order (sorted).
    static func imageSetContents(_ images: [ImageSetImage]) -> [UInt8] {
        let entries: [JSONValue] = images.map { image in
            var members: [(key: String, value: JSONValue)] = []
            if image.variant.appearance == "dark" {
                members.append(
                    ("appearances", .array([.object(JSONObject(members: [("appearance", .string("luminosity")), ("value", .string("dark"))]))])))
            }
            members.append(("filename", .string(image.file)))
            members.append(("idiom", .string("universal")))
            if let locale = image.variant.locale { members.append(("locale", .string(locale))) }
            members.append(("scale", .string(Variant.scaleText(image.scale) + "x")))
            return .object(JSONObject(members: members))
        }
        var members: [(key: String, value: JSONValue)] = [
            ("images", .array(entries)), ("info", .object(JSONObject(members: [("author", .string("fukidashi")), ("version", .number(1))])))
        ]
        if images.contains(where: { $0.variant.locale != nil }) {
            members.append(("properties", .object(JSONObject(members: [("localizable", .bool(true))]))))
        }
        return Array((JSONValue.object(JSONObject(members: members)).serialized() + "\n").utf8)
    }

    /// The catalog's own `Contents.json`, written when the catalog has none.
    static let catalogContents = Array("{\n  \"info\": {\"author\": \"fukidashi\", \"version\": 1}\n}\n".utf8)
}

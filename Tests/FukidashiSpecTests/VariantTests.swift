import Testing

@testable import FukidashiJSON
@testable import FukidashiModel
@testable import FukidashiVariants

@Suite("Variants, each axis declared once")
struct VariantTests {
    @Test("a variant names its file, fills its placeholders and reads back from its JSON fields")
    func namesFillsAndRoundTrips() {
        let variant = Variant(locale: "pt-BR", appearance: "dark", scale: 1.5)
        #expect(variant.path(for: "out/home.png") == "out/home.pt-BR.dark@1.5x.png")
        #expect(variant.description == "pt-BR, dark, @1.5x")
        #expect(variant.filling("s/{locale}/home.{appearance}@{scale}x.png", keeping: [.locale]) == "s/{locale}/home.dark@1.5x.png")
        let fields = variant.jsonFields
        #expect(JSONValue.object(JSONObject(members: fields)).line == #"{"locale": "pt-BR", "appearance": "dark", "textSize": null, "scale": 1.5}"#)
        #expect(Variant(jsonFields: JSONObject(members: fields)) == variant)
        #expect(Variant(jsonFields: JSONObject(members: Variant.plain.jsonFields)) == .plain)
    }

    @Test("each layout says how it ships each axis")
    func shipping() {
        for axis in VariantAxis.allCases {
            #expect(OutputLayout.folder.shipping(axis) == .fileName)
            guard axis != .textSize else { continue }
            #expect(OutputLayout.xcassets.shipping(axis) == .catalogEntry)
            #expect(OutputLayout.androidRes.shipping(axis) == .resourceQualifier)
        }
        // A text size has no qualifier in either: the app draws one image at every size.
        for layout in [OutputLayout.xcassets, .androidRes] {
            guard case .cannot = layout.shipping(.textSize) else {
                Issue.record("\(layout) ships text sizes")
                continue
            }
        }
        #expect(VariantAxis.allCases.map(\.placeholder) == ["{locale}", "{appearance}", "{textSize}", "{scale}"])
        #expect(VariantAxis.allCases.map(\.projectKey) == ["locales", "appearances", "textSizes", "scales"])
        #expect(Variant([.locale: "ja", .appearance: "dark", .textSize: "AX3", .scale: "2"]).path(for: "step1.png") == "step1.ja.dark.AX3@2x.png")
    }

    @Test("what holds for part of a variant is found by every variant it is part of, whatever axes the part names")
    func diagnosticsByVariant() {
        var said = DiagnosticsByVariant()
        let dark = Diagnostic(.error, at: nil, "in dark")
        let japaneseDark = Diagnostic(.error, at: nil, "in ja, dark")
        said[Variant(appearance: "dark")].append(dark)
        said[Variant(locale: "ja", appearance: "dark")].append(japaneseDark)
        #expect(said.for(Variant(locale: "ja", appearance: "dark", scale: 2)) == [dark, japaneseDark])
        #expect(said.for(Variant(locale: "en", appearance: "dark")) == [dark])
        #expect(said.for(Variant(locale: "ja", appearance: "light")).isEmpty)
        #expect(said.for(.plain).isEmpty)
        // An empty list is no part.
        said[Variant(appearance: "light")] = []
        #expect(said.parts == [Variant(appearance: "dark"), Variant(locale: "ja", appearance: "dark")])
    }
}

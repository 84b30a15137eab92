import Testing

@testable import FukidashiJSON
@testable import FukidashiModel
@testable import FukidashiVariants

@Suite("Diagnostics said of variants")
struct DiagnosticGroupingTests {
    static let variants = Variant.product([.locale: ["en", "ja"], .appearance: ["light", "dark"], .scale: ["2", "3"]])

    static func overflow(_ variant: Variant) -> Diagnostic {
        Diagnostic(.warning, at: JSONPath.root / "elements" / 0, "text overflows", category: .overflow).in(variant)
    }

    @Test("the product of the axes runs locale first, then appearance, then scale")
    func productOrder() {
        #expect(Self.variants.count == 8)
        #expect(Self.variants.prefix(3).map(\.description) == ["en, light, @2x", "en, light, @3x", "en, dark, @2x"])
        #expect(Self.variants[7].fileSuffix == ".ja.dark@3x")
        #expect(Variant.product([:]) == [.plain])
    }

    @Test("what every appearance and scale of a locale says is said once, of the locale")
    func groupedAlongWholeAxes() {
        let ja = Self.variants.filter { $0.locale == "ja" }
        #expect(ja.map(Self.overflow).grouped(among: Self.variants).map(\.description) == ["warning: elements[0] (ja): text overflows"])
        #expect(Self.variants.map(Self.overflow).grouped(among: Self.variants).map(\.description) == ["warning: elements[0]: text overflows"])
    }

    @Test("what only some values of an axis say keeps that axis")
    func partialAxesStay() {
        let darkJa = Self.variants.filter { $0.locale == "ja" && $0.appearance == "dark" }
        #expect(darkJa.map(Self.overflow).grouped(among: Self.variants).map(\.description) == ["warning: elements[0] (ja, dark): text overflows"])
        let one = [Self.overflow(Variant(locale: "en", appearance: "light", scale: 3))]
        #expect(one.grouped(among: Self.variants).map(\.description) == ["warning: elements[0] (en, light, @3x): text overflows"])
        let dark = Self.variants.filter { $0.appearance == "dark" && $0.scale == 2 }
        #expect(dark.map(Self.overflow).grouped(among: Self.variants).map(\.description) == ["warning: elements[0] (dark, @2x): text overflows"])
    }

    @Test("a locale that is the path's last key is not said twice; a file and the run name themselves")
    func placeAndFile() {
        let text = Diagnostic(.warning, at: JSONPath.root / "text" / "ja", "no \"ja\" text").in(Variant(locale: "ja", appearance: "dark"))
        #expect(text.formatted(file: "home.json") == #"home.json: warning: text.ja (dark): no "ja" text"#)
        #expect(
            Diagnostic(.error, file: "t.xcstrings", "cannot read the file").formatted(file: "home.json") == "t.xcstrings: error: cannot read the file"
        )
        #expect(Diagnostic(.error, file: nil, "give --golden DIR").line == "fukidashi: error: give --golden DIR")
    }
}

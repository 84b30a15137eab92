import FukidashiTree
import Testing

@testable import FukidashiGeometry
@testable import FukidashiHierarchy
@testable import FukidashiJSON
@testable import FukidashiModel
@testable import FukidashiResolve
@testable import FukidashiSpec
@testable import FukidashiVariants

@Suite("Locale maps in place of values")
struct LocaleDecodingTests {
    /// A spec that writes a locale map at every key the format declares per-locale.
    static let everyPerLocaleKey = ##"""
        {"version": 1, "canvas": {"width": 400, "height": 300,
                                  "background": {"image": {"en": "a.png", "de": "b.png"}, "hierarchy": {"en": "a.xml", "de": "b.xml"}}},
         "overlay": {"spotlights": [{"shape": "circle", "center": {"en": [1, 2], "de": [3, 4]}, "radius": {"en": 5, "de": 6}},
                                    {"shape": "rect", "rect": {"en": [1, 2, 3, 4], "de": [5, 6, 7, 8]}},
                                    {"shape": "rect", "element": {"en": "share", "de": {"label": "Teilen"}}}]},
         "elements": [
           {"type": "circle", "id": "c", "center": {"en": [50, 50], "de": [60, 60]}, "radius": 10, "image": {"en": "a.png", "de": "b.png"}},
           {"type": "bubble", "text": "x", "focus": {"en": [1, 1], "de": {"on": "c", "angle": 0}}, "placement": {"en": "above", "de": "left"},
            "width": {"en": 100, "de": 120}, "maxWidth": {"en": 200, "de": 220}, "style": {"writingMode": {"en": "horizontal-tb", "de": "vertical-rl"}}},
           {"type": "bubble", "text": "y", "tail": null, "at": {"en": [0, 0], "de": [9, 9]}, "icon": {"image": {"en": "a.png", "de": "b.png"}}},
           {"type": "image", "src": {"en": "a.png", "de": "b.png"}, "frame": {"en": [0, 0, 1, 1], "de": [2, 2, 3, 3]}},
           {"type": "cardStack", "frame": {"en": [0, 0, 100, 100], "de": [10, 10, 100, 100]}, "cards": [{"image": {"en": "a.png", "de": "b.png"}, "title": {"en": "T", "de": "Titel"}}]}
         ]}
        """##

    @Test("every key declared per-locale takes a locale map, and each locale gets its own entry")
    func everyKey() throws {
        var declared: [String] = []
        for definition in Format.definitions {
            guard case .object(let object) = definition.type else { continue }
            for key in object.keys where key.isPerLocale { declared.append("\(definition.name).\(key.name)") }
            for key in object.keys {
                if case .oneOf(let types) = key.type {
                    for case .object(let inner) in types {
                        for k in inner.keys where k.isPerLocale { declared.append("\(definition.name).\(key.name).\(k.name)") }
                    }
                }
                if case .array(.object(let inner), _, _) = key.type {
                    for k in inner.keys where k.isPerLocale { declared.append("\(definition.name).\(key.name)[].\(k.name)") }
                }
            }
        }
        // Adding `.perLocale` to a key means: add it to the spec above, and decode it.
        #expect(
            declared.sorted() == [
                "bubble.at", "bubble.focus", "bubble.maxWidth", "bubble.placement", "bubble.width",
                "canvas.background.hierarchy", "canvas.background.image", "cardStack.cards[].image", "cardStack.frame", "circle.center",
                "circle.image", "icon.image", "image.frame", "image.src", "inlineStyle.writingMode", "spotlight.center", "spotlight.element",
                "spotlight.radius", "spotlight.rect", "style.writingMode"
            ])
        let decoded = try SpecDecoder().decode(Array(Self.everyPerLocaleKey.utf8))
        #expect(decoded.document.localesNamed == ["en", "de"])
        // Every map is kept whole, the focus whose `de` entry is a reference too: the one decode
        // serves `de`, and the resolve stage puts its entries in. A reference's point is put in
        // once its circle is placed.
        let resolved = ResolvedDocument(decoded.document, variant: Variant(locale: "de"), strict: true, fontFamilies: [])
        guard case .bubble(let bubble) = resolved.document.elements[1], case .tail(let focus, let placement, _) = bubble.anchor.settled else {
            Issue.record("no bubble")
            return
        }
        #expect(focus == Point(x: 70, y: 60) && placement == .left && bubble.width?.value == 120 && bubble.maxWidth.value == 220)
        // A style's writingMode is kept whole in the style, and flattened for the variant's locale.
        guard case .bubble(let drawn)? = resolved.tree?.elements[1] else {
            Issue.record("no resolved bubble")
            return
        }
        #expect(drawn.style[.writingMode] == .verticalRL)
        // Each locale map is kept in its value, and the resolve stage meets them in the order read.
        let maps = LocaleMapPaths()
        _ = decoded.document.settling(maps)
        #expect(
            maps.paths.map(\.description) == [
                "canvas.background.image", "canvas.background.hierarchy", "elements[0].center", "elements[0].image", "elements[1].width",
                "elements[1].maxWidth", "elements[1].focus", "elements[1].placement", "elements[2].at", "elements[2].icon.image", "elements[3].src",
                "elements[3].frame", "elements[4].frame", "elements[4].cards[0].image", "overlay.spotlights[0].center",
                "overlay.spotlights[0].radius", "overlay.spotlights[1].rect", "overlay.spotlights[2].element"
            ])
        guard case .image(let image) = resolved.document.elements[3], case .cardStack(let stack) = resolved.document.elements[4],
            case .circle(let circle) = resolved.document.elements[0]
        else {
            Issue.record("elements")
            return
        }
        #expect(
            image.source.path == "b.png" && image.source.jsonPath.description == "elements[3].src.de"
                && image.frame.value == Rect(x: 2, y: 2, width: 3, height: 3))
        // A text keeps its map; the resolve stage chooses the locale's entry.
        #expect(
            stack.frame.value.minX == 10 && stack.cards.value[0].image?.path == "b.png"
                && stack.cards.value[0].title?.resolved
                    == ResolvedText(string: "Titel", path: JSONPath.root / "elements" / 4 / "cards" / 0 / "title" / "de")
        )
        #expect(circle.circle.center == Point(x: 60, y: 60) && circle.image?.path == "b.png")
        guard case .bubble(let label) = resolved.document.elements[2], case .image(let icon)? = label.tour.icon?.value.content else {
            Issue.record("no icon")
            return
        }
        #expect(icon.path == "b.png" && icon.jsonPath.description == "elements[2].icon.image.de")
        #expect(
            resolved.document.overlay?.spotlights.prefix(2).map(\.settled) == [
                .circle(center: Point(x: 3, y: 4), radius: 6), .rect(Rect(x: 5, y: 6, width: 7, height: 8), cornerRadius: 0)
            ])
        let canvas = resolved.document.canvas
        #expect(canvas.hierarchy?.path == "b.xml" && canvas.hierarchy?.jsonPath.description == "canvas.background.hierarchy.de")
        #expect(
            resolved.document.anchors.map(\.selector.key) == [.label("Teilen")] && decoded.document.anchors.map(\.selector.key) == [.id("share")])
        guard case .image(let source, _) = canvas.background else {
            Issue.record("background")
            return
        }
        #expect(source.path == "b.png")
    }

    @Test("a locale a value map leaves out takes the spec's language's entry silently; a text map warns")
    func fallbacks() throws {
        let spec =
            ##"{"version": 1, "locale": "de", "canvas": {"width": 100, "height": 100}, "elements": [{"type": "bubble", "text": {"de": "Hallo", "en": "Hi"}, "tail": null, "at": {"de": [1, 1], "en": [2, 2]}}]}"##
        let decoded = try SpecDecoder().decode(Array(spec.utf8))
        #expect(decoded.warnings.isEmpty)
        // Both maps are chosen from in the resolve stage: the value's silently, the text's with
        // a warning.
        let resolved = ResolvedDocument(decoded.document, variant: Variant(locale: "ja"), fontFamilies: [])
        guard case .bubble(let bubble) = resolved.document.elements[0], case .label(let origin, _) = bubble.anchor.settled else {
            Issue.record("no label")
            return
        }
        #expect(origin == Point(x: 1, y: 1), "the spec's locale, de, is the source language")
        #expect(bubble.text.resolved?.string == "Hallo")
        #expect(resolved.warnings.map(\.description) == [#"warning: elements[0].text.ja: no "ja" text; using "de""#])
        #expect(resolved.warnings.map(\.category) == [.fallback])
        let strict = ResolvedDocument(decoded.document, variant: Variant(locale: "ja"), strict: true, fontFamilies: [])
        #expect(strict.errors.map(\.description) == [#"error: elements[0].text.ja: no "ja" text (--strict forbids falling back to "de")"#])
    }

    @Test("bad locale maps, strings and layoutDirection say what is wrong where")
    func errors() {
        func errors(_ elementsAndMore: String) -> [String] {
            do {
                _ = try SpecDecoder().decode(Array(##"{"version": 1, "canvas": {"width": 100, "height": 100}, \##(elementsAndMore)}"##.utf8))
                return []
            } catch { return error.diagnostics.map(\.description) }
        }
        #expect(
            errors(##""elements": [{"type": "bubble", "text": "x", "tail": null, "at": {}}]"##) == [
                #"error: elements[0].at: an empty locale map; give one entry per locale, such as {"en": …, "ar": …}"#
            ])
        #expect(
            errors(##""elements": [{"type": "bubble", "text": "x", "tail": null, "at": {"en": [0, 0], "pt_BR": [1, 1]}}]"##) == [
                #"error: elements[0].at.pt_BR: "pt_BR" is not a language tag such as "en", "ja" or "zh-Hans""#
            ])
        #expect(
            errors(##""elements": [{"type": "bubble", "text": "x", "tail": null, "at": {"en": "left"}}]"##) == [
                #"error: elements[0].at.en: expected a point [x, y], got "left""#
            ])
        #expect(
            errors(##""strings": [], "elements": []"##) == [
                #"error: strings: expected a non-empty array of paths to string tables (files or folders), got an array"#
            ])
        #expect(
            errors(##""layoutDirection": "rtl", "elements": []"##) == [
                #"error: layoutDirection: unknown layout direction "rtl"; expected one of fixed, locale"#
            ])
        #expect(
            errors(##""elements": [{"type": "bubble", "text": {"localized": "k", "args": [true]}, "tail": null, "at": [0, 0]}]"##) == [
                #"error: elements[0].text.args[0]: expected a number or a string of at most 1,000 characters, got true"#
            ])
        #expect(
            errors(##""elements": [{"type": "bubble", "text": {"localized": "k", "tabel": "T"}, "tail": null, "at": [0, 0]}]"##) == [
                #"error: elements[0].text.tabel: unknown key, did you mean "table"?"#
            ])
    }
}

/// The path of every locale map a document's values hold, in the order the resolve stage
/// settles them.
private final class LocaleMapPaths: VaryingSettler {
    private(set) var paths: [JSONPath] = []

    func callAsFunction<Value>(_ value: Varying<Value>) -> Varying<Value> {
        if case .byLocale(let map) = value { paths.append(map.path) }
        return value
    }

    func callAsFunction(_ source: ImageSource) -> ImageSource {
        if let map = source.locales { paths.append(map.path) }
        return source
    }
}

import FukidashiGeometry
import FukidashiJSON
import FukidashiModel
import FukidashiResolve
import FukidashiSpec
import FukidashiTree
import FukidashiVariants
import Testing

/// The resolve stage's last step: one variant as a tree of its own types, which is all layout
/// is given. Each test reads the tree, never the decoded document.
@Suite("The resolved tree")
struct ResolvedTreeTests {
    static let spec = ##"""
        {"version": 1, "appearances": ["light", "dark"],
         "canvas": {"width": 300, "height": 200, "background": {"image": "home.{appearance}.png", "fit": "cover"}},
         "styles": {"hint": {"textColor": {"light": "#112233", "dark": "#DDEEFF"}, "font": {"size": 20}}},
         "elements": [
           {"type": "bubble", "text": {"en": "Tap here", "ja": "ここをタップ"}, "focus": [150, 100], "style": "hint",
            "title": "Hint", "buttons": [{"text": "Next", "role": "primary"}]},
           {"type": "circle", "center": [40, 40], "radius": 18, "text": "7"},
           {"type": "cardStack", "frame": [10, 10, 100, 120], "cards": [{"title": {"light": "Day", "dark": "Night"}}]}
         ]}
        """##

    static func tree(_ variant: Variant, spec: String = spec) throws -> ResolvedDocument {
        let decoded = try SpecDecoder().decode(Array(spec.utf8))
        return ResolvedDocument(decoded.document, variant: variant, fontFamilies: ["Noto Sans"])
    }

    @Test("styles are flattened in the variant's appearance: what was set, and the dark defaults under it")
    func stylesFlattened() throws {
        for (appearance, text, fill) in [("light", "#112233", "#FFFFFF"), ("dark", "#DDEEFF", "#2C2C2E")] {
            let resolved = try Self.tree(Variant(locale: "en", appearance: appearance))
            guard case .bubble(let bubble)? = resolved.tree?.elements.first else {
                Issue.record("no bubble in \(appearance)")
                continue
            }
            #expect(bubble.style[.textColor] == Color(spec: text) && bubble.style.sets(.textColor), "\(appearance)")
            #expect(bubble.style[.fill] == Color(spec: fill) && !bubble.style.sets(.fill), "\(appearance): the default in its appearance")
            #expect(bubble.style[.fontSize] == 20 && bubble.style[.cornerRadius] == 10)
            // The secondary grey follows the text colour the style set, at 60 %.
            #expect(bubble.style.secondaryLabel.hex(alwaysWithAlpha: true) == text + "99")
        }
    }

    @Test("texts are the variant's strings, in each part of a tour step and of a card")
    func textsResolved() throws {
        let ja = try Self.tree(Variant(locale: "ja", appearance: "dark"))
        guard let tree = ja.tree, case .bubble(let bubble) = tree.elements[0], case .circle(let circle) = tree.elements[1],
            case .cardStack(let stack) = tree.elements[2]
        else {
            Issue.record("elements")
            return
        }
        #expect(bubble.text == ResolvedText(string: "ここをタップ", path: JSONPath.root / "elements" / 0 / "text" / "ja"))
        #expect(bubble.tour.title?.string == "Hint" && bubble.tour.buttons.map(\.text.string) == ["Next"])
        #expect(circle.text?.string == "7" && circle.style[.fontSize] == 18, "a circle's font size is its radius")
        #expect(stack.cards[0].title?.string == "Night")
        #expect(tree.textLanguage == ResolvedTree.TextLanguage(variantLocale: "ja", sourceLanguage: "en", specLocale: nil))
    }

    @Test("an image is named by the file chosen for the variant, its placeholders filled")
    func imagesChosen() throws {
        let resolved = try Self.tree(Variant(locale: "en", appearance: "dark"))
        guard case .image(let file, let fit)? = resolved.tree?.canvas.background else {
            Issue.record("no background image")
            return
        }
        #expect(fit == .cover && file.written == "home.{appearance}.png" && file.jsonPath.description == "canvas.background.image")
        #expect(try file.choice.file.get() == "home.dark.png")
    }

    @Test("a variant whose text cannot be resolved has no tree, only its error")
    func failedVariantHasNoTree() throws {
        let spec = ##"""
            {"version": 1, "canvas": {"width": 100, "height": 100},
             "elements": [{"type": "bubble", "text": {"en": "Hi", "de": "Hallo"}, "focus": [50, 50]}]}
            """##
        let strict = try SpecDecoder().decode(Array(spec.utf8))
        let resolved = ResolvedDocument(strict.document, variant: Variant(locale: "fr"), strict: true, fontFamilies: [])
        #expect(resolved.tree == nil && !resolved.errors.isEmpty)
        #expect(try Self.tree(Variant(locale: "de"), spec: spec).tree != nil)
    }
}

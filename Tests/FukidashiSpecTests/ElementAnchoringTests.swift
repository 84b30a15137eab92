import FukidashiTree
import Testing

@testable import FukidashiGeometry
@testable import FukidashiHierarchy
@testable import FukidashiJSON
@testable import FukidashiModel
@testable import FukidashiResolve
@testable import FukidashiSpec
@testable import FukidashiVariants

/// The resolve stage's anchoring on its own: a decoded document's stand-ins replaced by an
/// element's rectangle, for every place a point or a frame goes.
@Suite("Anchoring a decoded document")
struct ElementAnchoringTests {
    /// A 200 × 400-point screen dumped in points, over a 2× screenshot drawn on a canvas of the
    /// same size.
    static let screen = AnchorScreen(
        dump: HierarchyDump(
            format: .debugDescription,
            elements: [
                DumpElement(ids: [], labels: [], type: "Window", frame: Rect(x: 0, y: 0, width: 200, height: 400)),
                DumpElement(ids: ["share"], labels: ["Share"], type: "Button", frame: Rect(x: 150, y: 10, width: 40, height: 20)),
                DumpElement(ids: ["card"], labels: [], type: "Other", frame: Rect(x: 10, y: 100, width: 180, height: 120)),
                DumpElement(ids: ["tab"], labels: ["Home"], type: "Button", frame: Rect(x: 20, y: 360, width: 30, height: 30))
            ]),
        mapping: ScreenMapping(unit: .points, pixelsPerUnit: 2), screenshot: Size(width: 400, height: 800),
        drawnAt: Rect(x: 0, y: 0, width: 200, height: 400), file: "home.txt")

    static let spec = """
        {"version": 1, "canvas": {"width": 200, "height": 400, "background": {"image": "home.png", "hierarchy": "home.txt"}},
         "overlay": {"spotlights": [{"shape": "circle", "element": "share", "padding": 4},
                                    {"shape": "rect", "element": {"id": "card"}, "padding": 2, "cornerRadius": 9}]},
         "elements": [
           {"type": "bubble", "text": "a", "focus": {"element": "share", "gap": 3}, "placement": "belowLeft"},
           {"type": "bubble", "text": "b", "tail": null, "at": {"element": {"label": "Home"}}},
           {"type": "image", "src": "x.png", "frame": {"element": "tab"}},
           {"type": "circle", "center": {"element": "tab"}, "radius": 5},
           {"type": "cardStack", "frame": {"element": "card"}, "cards": [{"title": "t"}]}
         ]}
        """

    @Test("every stand-in takes its element's rectangle: the elements in order, then the spotlights")
    func everyPlace() throws {
        let decoded = try SpecDecoder().decode(Array(Self.spec.utf8))
        #expect(decoded.document.anchors.count == 7)
        let (document, resolved, warnings, errors) = decoded.document.anchored(on: Self.screen)
        #expect(errors.isEmpty && warnings.isEmpty)
        #expect(document.anchors.isEmpty)
        #expect(resolved.map(\.name) == ["share", "label:Home", "tab", "tab", "card", "share", "card"])
        guard case .bubble(let tailed) = document.elements[0], case .element(let target, let placement, _) = tailed.anchor.settled else {
            Issue.record("the first bubble is not placed against its element")
            return
        }
        #expect(target == Rect(x: 147, y: 7, width: 46, height: 26) && placement == .belowLeft)
        guard case .bubble(let label) = document.elements[1], case .label(let origin, _) = label.anchor.settled,
            case .image(let image) = document.elements[2], case .circle(let circle) = document.elements[3],
            case .cardStack(let stack) = document.elements[4]
        else {
            Issue.record("elements")
            return
        }
        #expect(origin == Point(x: 35, y: 375))
        #expect(image.frame.value == Rect(x: 20, y: 360, width: 30, height: 30))
        #expect(circle.circle.center == Point(x: 35, y: 375) && circle.circle.radius == 5)
        #expect(stack.frame.value == Rect(x: 10, y: 100, width: 180, height: 120))
        let spotlights = try #require(document.overlay?.spotlights.map(\.settled))
        #expect(
            spotlights == [
                Spotlight.circle(center: Point(x: 170, y: 20), radius: 24), .rect(Rect(x: 8, y: 98, width: 184, height: 124), cornerRadius: 9)
            ])
    }

    @Test("a mirrored document is anchored after mirroring: the dump of a right-to-left screen is mirrored already")
    func afterMirroring() throws {
        let decoded = try SpecDecoder().decode(Array(Self.spec.utf8))
        let (document, _, _, _) = decoded.document.mirrored().anchored(on: Self.screen)
        guard case .bubble(let tailed) = document.elements[0], case .element(let target, let placement, _) = tailed.anchor.settled else {
            Issue.record("no anchored bubble")
            return
        }
        // The element where the dump says; the placement mirrored as a right-to-left layout's is.
        #expect(target == Rect(x: 147, y: 7, width: 46, height: 26) && placement == .belowRight)
    }

    @Test("a badge on a circle placed by an element, and a focus on the badge, follow it; mirrored, the angle turns with the screen")
    func referencesOnAnchoredCircles() throws {
        let spec = """
            {"version": 1, "layoutDirection": "locale",
             "canvas": {"width": 200, "height": 400, "background": {"image": "home.png", "hierarchy": "home.txt"}},
             "elements": [{"type": "circle", "id": "avatar", "center": {"element": "tab"}, "radius": 20},
                          {"type": "circle", "id": "badge", "center": {"on": "avatar", "angle": 0}},
                          {"type": "circle", "id": "fixed", "center": [100, 100], "radius": 10},
                          {"type": "bubble", "text": "x", "focus": {"on": "badge", "angle": 90}, "placement": "above"},
                          {"type": "bubble", "text": "y", "focus": {"on": "fixed", "angle": 0}, "placement": "above"}]}
            """
        let decoded = try SpecDecoder().decode(Array(spec.utf8))
        #expect(decoded.document.references.map(\.circle) == [0, 1, 2])
        func places(_ locale: String) -> [Point] {
            let resolved = ResolvedDocument(
                decoded.document, variant: Variant(locale: locale), screen: (Self.screen, []), fontFamilies: [])
            #expect(resolved.document.references.isEmpty)
            return resolved.document.elements.compactMap { element in
                switch element {
                case .circle(let c): c.circle.center
                case .bubble(let b): if case .tail(let focus, _, _) = b.anchor.settled { focus } else { nil }
                default: nil
                }
            }.map { Point(x: ($0.x * 1e6).rounded() / 1e6, y: ($0.y * 1e6).rounded() / 1e6) }
        }
        // The tab's centre is (35, 375); the badge's radius is a tenth of the avatar's.
        #expect(places("en") == [Point(x: 35, y: 375), Point(x: 55, y: 375), Point(x: 100, y: 100), Point(x: 55, y: 373), Point(x: 110, y: 100)])
        // Right to left the dump is the mirrored screen's, so the avatar stays where it says, and
        // the badge goes to its other side; a circle with a fixed centre mirrors with the layout.
        #expect(places("ar-XB") == [Point(x: 35, y: 375), Point(x: 15, y: 375), Point(x: 100, y: 100), Point(x: 15, y: 373), Point(x: 90, y: 100)])
    }

    @Test("a spotlight's selector object is a selector, not a locale map, though `id` is a language tag")
    func spotlightSelectorObjects() throws {
        let spec = """
            {"version": 1, "canvas": {"width": 200, "height": 400, "background": {"image": "home.png", "hierarchy": "home.txt"}},
             "overlay": {"spotlights": [{"shape": "rect", "element": {"id": "row", "index": 1}}, {"shape": "rect", "element": {"label": "Home"}},
                                        {"shape": "rect", "element": {"id": "card"}}, {"shape": "rect", "element": {"en": "card", "id": "kartu"}}]},
             "elements": []}
            """
        let document = try SpecDecoder().decode(Array(spec.utf8)).document
        #expect(
            document.anchors.map(\.selector) == [
                ElementSelector(.id("row"), index: 1, path: JSONPath.root / "overlay" / "spotlights" / 0 / "element"),
                ElementSelector(.label("Home"), path: JSONPath.root / "overlay" / "spotlights" / 1 / "element"),
                ElementSelector(.id("card"), path: JSONPath.root / "overlay" / "spotlights" / 2 / "element"),
                ElementSelector(.id("card"), path: JSONPath.root / "overlay" / "spotlights" / 3 / "element" / "en")
            ])
        // Only the last is a locale map, with an Indonesian entry beside an English one.
        #expect(document.localesNamed == ["en", "id"])
    }

    @Test("an element selector gives an id or a label, not both, and anchors need a dump")
    func refusals() {
        let both = """
            {"version": 1, "canvas": {"width": 200, "height": 400, "background": {"image": "home.png", "hierarchy": "home.txt"}},
             "elements": [{"type": "bubble", "text": "x", "focus": {"element": {"id": "a", "label": "b"}}}]}
            """
        do {
            _ = try SpecDecoder().decode(Array(both.utf8))
            Issue.record("a selector with an id and a label decoded")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["error: elements[0].focus.element: give \"id\" or \"label\", not both"])
        }
    }
}

import FukidashiGeometry
@testable import FukidashiSpec
import Testing

/// The declarations are the one source: these tests hold the pieces that cannot be derived
/// from them (typed style properties, hand-written decoders) to what they declare.
@Suite("The format's declarations")
struct FormatDeclarationTests {
    /// The leaf names a style's declared keys decode to: objects key by key, `padding` by side,
    /// `shadow` as one value.
    static func styleLeaves() -> [String] {
        Format.styleKeys.flatMap { key -> [String] in
            switch key.type {
            case .definition("padding"): Format.padding.keys.map { "padding." + $0.name }
            case .definition("shadow"): [key.name]
            case .definition(let name) where name != "color": Format.definition(name).object.keys.map { key.name + "." + $0.name }
            default: [key.name]
            }
        }
    }

    @Test("every declared style key has a typed property, and every property a declared key")
    func stylePropertiesMatchDeclarations() {
        #expect(StyleProperties.names.sorted() == Self.styleLeaves().sorted())
    }

    @Test("every style key decodes through the declarations and layers key by key")
    func everyStyleKeyDecodes() throws {
        let style = ##"{"fill": "#112233", "border": {"color": "#445566", "width": 2}, "cornerRadius": 4, "padding": {"top": 1, "left": 2, "bottom": 3, "right": 4}, "font": {"family": "Noto Sans", "size": 12, "weight": "bold"}, "textColor": "#778899", "align": "trailing", "lineHeight": 1.5, "wrap": "anywhere", "maxLines": 2, "shadow": {"radius": 3}, "opacity": 0.5}"##
        let spec = ##"{"version": 1, "canvas": {"width": 100, "height": 100}, "styles": {"all": \##(style)}, "elements": [{"type": "bubble", "text": "x", "focus": [50, 90], "style": {"base": "all", "border": {"width": 5}}}]}"##
        guard case .bubble(let bubble)? = try SpecDecoder().decode(Array(spec.utf8)).document.elements.first else { Issue.record("no bubble"); return }
        let s = bubble.style
        #expect(s[.fill] == Color(red: 0x11, green: 0x22, blue: 0x33))
        #expect(s[.borderColor] == Color(red: 0x44, green: 0x55, blue: 0x66) && s[.borderWidth] == 5, "border layers key by key")
        #expect(s[.cornerRadius] == 4 && s.padding == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(s[.fontFamily] == "Noto Sans" && s[.fontSize] == 12 && s[.fontWeight] == 700)
        #expect(s[.fontFamilyPath]?.description == "styles.all.font.family")
        #expect(s[.textColor] == Color(red: 0x77, green: 0x88, blue: 0x99))
        #expect(s[.align] == TextAlignment.trailing && s[.lineHeight] == 1.5 && s[.wrap] == WrapMode.anywhere && s[.maxLines] == 2)
        #expect(s[.shadow]?.radius == 3 && s[.shadow]?.offsetY == 2 && s[.opacity] == 0.5)
    }
}

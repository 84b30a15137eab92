import Testing

@testable import FukidashiGeometry
@testable import FukidashiModel
@testable import FukidashiSpec
@testable import FukidashiTree

/// The declarations are the one source: these tests hold the pieces that cannot be derived
/// from them (typed style properties, hand-written decoders) to what they declare.
@Suite("The format's declarations")
struct FormatDeclarationTests {
    /// The leaf names a style's declared keys decode to: objects key by key, `padding` by side,
    /// `shadow` as one value. `including`: only the leaves whose own key it takes.
    static func styleLeaves(including: (FormatKey) -> Bool = { _ in true }) -> [String] {
        func leaves(_ key: FormatKey, prefix: String) -> [String] {
            let name = prefix + key.name
            switch key.type {
            case .definition("padding") where prefix.isEmpty: return Format.padding.keys.filter(including).map { "padding." + $0.name }
            case .definition("shadow"): return including(key) ? [name] : []
            case .definition(let definition) where definition != "color":
                // Nested objects (a title's font, a button role's fill) layer key by key too.
                return Format.definition(definition).object.keys.flatMap { leaves($0, prefix: name + ".") }
            default: return including(key) ? [name] : []
            }
        }
        return Format.styleKeys.flatMap { leaves($0, prefix: "") }
    }

    @Test("the properties whose default the resolve stage takes per appearance are those the reference gives a dark default")
    func appearanceDefaultsMatchReference() {
        // Less the keys whose default is the secondary label, which a style derives.
        let documented = Self.styleLeaves { $0.defaultText.contains(", dark `") && !$0.defaultText.contains(StyleDefaultText.secondaryLabel) }
        #expect(documented.count >= 5)
        #expect(StyleProperties.appearanceColorDefaults.map(\.name).sorted() == documented.sorted())
    }

    @Test("every declared style key has a typed property, and every property a declared key")
    func stylePropertiesMatchDeclarations() {
        #expect(StyleProperties.names.sorted() == Self.styleLeaves().sorted())
    }

    @Test("every style key decodes through the declarations and layers key by key")
    func everyStyleKeyDecodes() throws {
        let style =
            ##"{"fill": "#112233", "border": {"color": "#445566", "width": 2}, "cornerRadius": 4, "padding": {"top": 1, "left": 2, "bottom": 3, "right": 4}, "font": {"family": "Noto Sans", "size": 12, "weight": "bold"}, "textColor": "#778899", "align": "trailing", "lineHeight": 1.5, "wrap": "anywhere", "maxLines": 2, "shadow": {"radius": 3}, "opacity": 0.5}"##
        let spec =
            ##"{"version": 1, "canvas": {"width": 100, "height": 100}, "styles": {"all": \##(style)}, "elements": [{"type": "bubble", "text": "x", "focus": [50, 90], "style": {"base": "all", "border": {"width": 5}}}]}"##
        guard case .bubble(let bubble)? = try SpecDecoder().decode(Array(spec.utf8)).document.elements.first else {
            Issue.record("no bubble")
            return
        }
        let s = bubble.style
        #expect(s[.fill] == Color(red: 0x11, green: 0x22, blue: 0x33))
        #expect(s[.borderColor] == Color(red: 0x44, green: 0x55, blue: 0x66) && s[.borderWidth] == 5, "border layers key by key")
        #expect(s[.cornerRadius] == 4 && s.flattened().padding == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(s[.fontFamily] == "Noto Sans" && s[.fontSize] == 12 && s[.fontWeight] == 700)
        #expect(s[.fontFamilyPath]?.description == "styles.all.font.family")
        #expect(s[.textColor] == Color(red: 0x77, green: 0x88, blue: 0x99))
        #expect(s[.align] == TextAlignment.trailing && s[.lineHeight] == 1.5 && s[.wrap] == WrapMode.anywhere && s[.maxLines] == 2)
        #expect(s[.shadow]?.radius == 3 && s[.shadow]?.offsetY == 2 && s[.opacity] == 0.5)
    }

    @Test("a tour's style keys decode into their leaves, nested objects key by key")
    func tourStyleKeysDecode() throws {
        let style =
            ##"{"tint": "#5E5CE6", "spacing": 10, "title": {"font": {"family": "Noto Sans", "size": 20, "weight": "bold"}, "color": "#111111", "spacing": 6}, "icon": {"size": 40, "cornerRadius": 8, "spacing": 10}, "progress": {"color": "#222222", "trackColor": "#333333", "font": {"size": 12}, "textColor": "#444444"}, "buttons": {"font": {"weight": 500}, "height": 40, "padding": 20, "cornerRadius": 6, "spacing": 4, "primary": {"fill": "#555555", "textColor": "#666666"}, "plain": {"textColor": "#777777"}}, "close": {"color": "#888888", "size": 14}}"##
        let spec =
            ##"{"version": 1, "canvas": {"width": 100, "height": 100}, "styles": {"tour": \##(style)}, "elements": [{"type": "bubble", "text": "x", "title": "T", "focus": [50, 90], "style": {"base": "tour", "buttons": {"primary": {"textColor": "#999999"}}}}]}"##
        guard case .bubble(let bubble)? = try SpecDecoder().decode(Array(spec.utf8)).document.elements.first else {
            Issue.record("no bubble")
            return
        }
        let s = bubble.style
        #expect(s[.tint] == Color(red: 0x5E, green: 0x5C, blue: 0xE6) && s[.partSpacing] == 10)
        #expect(s[.titleFontFamily] == "Noto Sans" && s[.titleFontSize] == 20 && s[.titleFontWeight] == 700 && s[.titleSpacing] == 6)
        #expect(s[StyleProperty<String?>.titleFontFamily.writtenAt]?.description == "styles.tour.title.font.family")
        #expect(s[.iconSize] == 40 && s[.iconCornerRadius] == 8 && s[.iconSpacing] == 10)
        #expect(s[.progressTrackColor] == Color(red: 0x33, green: 0x33, blue: 0x33) && s[.progressFontSize] == 12 && s[.progressFontWeight] == 400)
        #expect(s[.buttonsFontWeight] == 500 && s[.buttonsFontSize] == 15 && s[.buttonsHeight] == 40 && s[.buttonsCornerRadius] == 6)
        #expect(s[.primaryFill] == Color(red: 0x55, green: 0x55, blue: 0x55), "the base's fill stays")
        #expect(s[.primaryTextColor] == Color(red: 0x99, green: 0x99, blue: 0x99), "the inline label colour wins")
        #expect(s[.secondaryFill] == nil && s[.closeSize] == 14)
        #expect(bubble.tour.title != nil && !bubble.tour.isEmpty)
    }
}

import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiModel
@testable import FukidashiSpec

/// Any value may be an appearance map (a tail's width, a circle's radius, a whole overlay, a
/// reference's angle, a canvas): the one decode reads each whole where it is, every entry once,
/// and each appearance draws as the spec written with its values alone.
@Suite("Appearance maps read whole", .tags(.stage))
struct AppearanceWholeTests {
    /// A spec whose `$name` placeholders take a value each: an appearance map of the two, or one.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let template: String
        /// Each placeholder's light and dark value.
        let values: [(placeholder: String, light: String, dark: String)]
        /// The folder under `Fixtures` its images are in.
        var folder = "overlay"

        var testDescription: String { name }

        func spec(_ appearances: [String]) -> [UInt8] {
            var text = template.replacingOccurrences(of: "$appearances", with: "[" + appearances.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
            for (placeholder, light, dark) in values {
                let value = appearances.count == 2 ? "{\"light\": \(light), \"dark\": \(dark)}" : appearances == ["light"] ? light : dark
                text = text.replacingOccurrences(of: placeholder, with: value)
            }
            return Array(text.utf8)
        }
    }

    static let canvas = ##""canvas": {"width": 300, "height": 200, "background": "#F2F2F7"}"##

    static let cases: [Case] = [
        Case(
            name: "a tail's width, length and tip",
            template: ##"""
                {"version": 1, "appearances": $appearances, \##(canvas),
                "elements": [{"type": "bubble", "text": "Tap here", "focus": [150, 180], "tail": {"width": $w, "length": $l, "tipRadius": $r}}]}
                """##,
            values: [("$w", "12", "30"), ("$l", "10", "28"), ("$r", "0", "4")]),
        Case(
            name: "a whole tail",
            template: ##"""
                {"version": 1, "appearances": $appearances, \##(canvas),
                "elements": [{"type": "bubble", "text": "Tap here", "focus": [150, 180], "tail": $tail}]}
                """##,
            values: [("$tail", ##"{"width": 12, "position": 0.2}"##, ##"{"width": 24, "position": {"offset": 20}, "style": "curved"}"##)], ),
        Case(
            name: "a circle's radius and border, with a badge on it",
            template: ##"""
                {"version": 1, "appearances": $appearances, \##(canvas),
                "elements": [{"type": "circle", "id": "avatar", "center": [150, 100], "radius": $r, "border": {"color": "#FF9500", "width": $b}},
                {"type": "circle", "center": {"on": "avatar", "angle": 45}, "fill": "#FF3B30", "text": "3"}]}
                """##,
            values: [("$r", "30", "60"), ("$b", "2", "6")]),
        Case(
            name: "an image's opacity, corners and fit, and an entry effect",
            template: ##"""
                {"version": 1, "appearances": $appearances, \##(canvas), "animation": {"fps": 10, "duration": 0.5},
                "elements": [{"type": "image", "src": "screens/icon.png", "frame": [20, 20, 160, 120], "opacity": $o, "cornerRadius": $c, "fit": $f,
                "enter": {"effect": "fade", "delay": $d}}]}
                """##,
            values: [("$o", "1", "0.5"), ("$c", "0", "24"), ("$f", ##""fill""##, ##""contain""##), ("$d", "0", "0.2")]),
        Case(
            name: "a tour step's progress and icon size",
            template: ##"""
                {"version": 1, "appearances": $appearances, \##(canvas),
                "elements": [{"type": "bubble", "text": "Step", "focus": [150, 180], "title": "Tips",
                "progress": {"current": $c, "total": $t}, "icon": {"emoji": "💡", "size": $s}}]}
                """##,
            values: [("$c", "1", "2"), ("$t", "3", "5"), ("$s", "20", "32")]),
        Case(
            name: "a card stack's drag and depth",
            template: ##"""
                {"version": 1, "appearances": $appearances, \##(canvas),
                "elements": [{"type": "cardStack", "frame": [90, 30, 120, 150], "cards": [{"title": "One"}, {"title": "Two"}],
                "drag": $drag, "depth": {"scale": $s}}]}
                """##,
            values: [("$drag", ##"{"x": 0, "y": 0}"##, ##"{"x": 40, "y": -10}"##), ("$s", "0.05", "0.12")]),
        Case(
            name: "the canvas's size, an overlay's spotlight and the animation's length",
            template: ##"""
                {"version": 1, "appearances": $appearances, "canvas": {"width": $w, "height": 200}, "animation": {"duration": $d},
                "overlay": {"spotlights": [{"shape": "rect", "rect": [40, 40, 80, 60], "cornerRadius": $c}]},
                "elements": [{"type": "bubble", "text": "Hi", "focus": [80, 110], "enter": {"effect": "pop"}}]}
                """##,
            values: [("$w", "240", "320"), ("$d", "0.3", "0.5"), ("$c", "0", "16")]),
        Case(
            name: "a circle's radius between elements with locale maps, anchors and points on circles",
            template: ##"""
                {"version": 1, "appearances": $appearances, "canvas": {"width": 360, "height": 800, "background": {"image": "screens/android.png",
                 "hierarchy": "screens/android.uiautomator.xml"}},
                "elements": [{"type": "bubble", "text": {"en": "Hello", "ja": "こんにちは"}, "focus": {"en": [40, 30], "ja": [60, 30]}},
                             {"type": "circle", "id": "dot", "center": {"en": [150, 100], "ja": [160, 110]}, "radius": $r},
                             {"type": "bubble", "text": "On it", "focus": {"on": "dot", "angle": 90}, "width": {"en": 120, "ja": 140}},
                             {"type": "bubble", "text": "Share", "focus": {"element": "share"}}]}
                """##,
            values: [("$r", "20", "44")], folder: "anchors"),
        Case(
            name: "three maps in parts with their own locale maps, anchors and points on circles, between others that have them",
            template: ##"""
                {"version": 1, "appearances": $appearances, "canvas": {"width": 360, "height": 800, "background": {"image": "screens/android.png",
                 "hierarchy": "screens/android.uiautomator.xml"}},
                "overlay": {"spotlights": [{"shape": "rect", "element": "share", "padding": $p},
                                           {"shape": "circle", "center": {"en": [60, 400], "ja": [80, 420]}, "radius": 30}]},
                "elements": [{"type": "circle", "id": "dot", "center": {"en": [150, 100], "ja": [160, 110]}, "radius": 24},
                             {"type": "bubble", "text": {"en": "Hello", "ja": "こんにちは"}, "focus": {"en": {"on": "dot", "angle": 0}, "ja": [60, 30]},
                              "tail": {"length": $l}},
                             {"type": "bubble", "text": "Share", "focus": {"element": "share"}, "width": {"en": 100, "ja": 120}},
                             {"type": "circle", "center": {"en": {"on": "dot", "angle": 45}, "ja": {"element": "share"}}, "radius": $r},
                             {"type": "bubble", "text": "Row", "focus": {"element": {"label": "Friend 2"}}, "maxWidth": {"en": 150, "ja": 170}}]}
                """##,
            values: [("$p", "4", "12"), ("$l", "10", "24"), ("$r", "8", "14")], folder: "anchors"),
        Case(
            name: "a tour step's whole icon and buttons, and a close mark",
            template: ##"""
                {"version": 1, "appearances": $appearances, \##(canvas),
                "elements": [{"type": "bubble", "text": "Step", "focus": [150, 180], "title": "Tips", "icon": $icon, "buttons": $buttons,
                "close": $close}]}
                """##,
            values: [
                ("$icon", ##"{"emoji": "💡", "size": 20}"##, ##"{"emoji": "🌙", "size": 32}"##),
                ("$buttons", ##"[{"text": "Next", "role": "primary"}]"##, ##"[{"text": "Skip"}, {"text": "Done", "role": "primary"}]"##),
                ("$close", "false", "true")
            ]),
        Case(
            name: "a card stack's whole cards and style",
            template: ##"""
                {"version": 1, "appearances": $appearances, \##(canvas),
                "elements": [{"type": "cardStack", "frame": [90, 30, 120, 150], "cards": $cards, "style": $style}]}
                """##,
            values: [
                (
                    "$cards", ##"[{"title": "One"}, {"title": "Two"}]"##,
                    ##"[{"title": "Night", "text": "Three cards"}, {"title": "Two"}, {"title": "Three"}]"##
                ),
                ("$style", ##"{"cornerRadius": 4}"##, ##"{"cornerRadius": 16, "border": {"width": 2}, "shadow": {"radius": 12}}"##)
            ]),
        Case(
            name: "a whole overlay whose spotlights follow elements, a reference's angle and an element focus's gap",
            template: ##"""
                {"version": 1, "appearances": $appearances, "canvas": {"width": 360, "height": 800, "background": {"image": "screens/android.png",
                 "hierarchy": "screens/android.uiautomator.xml"}},
                "overlay": $overlay,
                "elements": [{"type": "circle", "id": "dot", "center": [150, 300], "radius": 24},
                             {"type": "circle", "center": {"on": "dot", "angle": $a}, "radius": 8},
                             {"type": "bubble", "text": "Share", "focus": {"element": "share", "gap": $g}}]}
                """##,
            values: [
                (
                    "$overlay", ##"{"color": "#00000080", "spotlights": [{"shape": "rect", "element": "share", "padding": 4}]}"##,
                    ##"{"color": "#000000C0", "spotlights": [{"shape": "circle", "element": "get_started", "padding": 10}, {"shape": "rect", "rect": [20, 600, 80, 40]}]}"##
                ),
                ("$a", "45", "135"), ("$g", "0", "12")
            ], folder: "anchors"),
        Case(
            name: "a whole canvas, and a background that is a colour in one appearance and a screenshot in the other",
            template: ##"""
                {"version": 1, "appearances": $appearances, "canvas": $canvas,
                "elements": [{"type": "bubble", "text": "Hi", "focus": [80, 110]}]}
                """##,
            values: [
                (
                    "$canvas", ##"{"width": 300, "height": 200, "background": "#F2F2F7"}"##,
                    ##"{"width": 360, "height": 640, "background": {"image": "screens/android.png", "fit": "contain"}}"##
                )
            ], folder: "anchors"),
        Case(
            name: "values whose form differs by appearance: a text, a named or an inline style, padding, a tail's position, an icon, a writing mode",
            template: ##"""
                {"version": 1, "appearances": $appearances, \##(canvas), "styles": {"card": {"fill": "#FFFFFF", "textColor": "#1C1C1E"}},
                "elements": [{"type": "bubble", "text": $text, "focus": [150, 180], "style": $style, "tail": {"position": $position}},
                             {"type": "bubble", "text": "Step", "focus": [80, 60], "title": {"en": "Tips", "ja": "ヒント"}, "icon": $icon,
                              "style": {"padding": $padding}},
                             {"type": "bubble", "text": "縦書き", "tail": null, "at": [220, 20], "style": {"writingMode": $mode}}]}
                """##,
            values: [
                ("$text", ##""Hello""##, ##"{"en": "Hello", "ja": "こんにちは"}"##),
                ("$style", ##""card""##, ##"{"base": "card", "fill": "#333333", "textColor": "#FFFFFF"}"##),
                ("$position", "0.2", ##"{"offset": 20}"##), ("$icon", ##"{"emoji": "💡"}"##, ##"{"image": "screens/icon.png"}"##),
                ("$padding", "8", "[4, 16]"), ("$mode", ##""horizontal-tb""##, ##"{"en": "horizontal-tb", "ja": "vertical-rl"}"##)
            ]),
        Case(
            name: "values whose form differs by appearance: a focus, a circle's centre and a selector",
            template: ##"""
                {"version": 1, "appearances": $appearances, "canvas": {"width": 360, "height": 800, "background": {"image": "screens/android.png",
                 "hierarchy": "screens/android.uiautomator.xml"}},
                "elements": [{"type": "circle", "id": "dot", "center": $center, "radius": 24},
                             {"type": "bubble", "text": "Here", "focus": $focus},
                             {"type": "bubble", "text": "Share", "focus": {"element": $selector}}]}
                """##,
            values: [
                ("$center", "[150, 300]", ##"{"element": "share"}"##), ("$focus", ##"{"on": "dot", "angle": 90}"##, "[60, 500]"),
                ("$selector", ##""share""##, ##"{"label": "Friend 2"}"##)
            ], folder: "anchors"),
        Case(
            name: "a background that is a colour in light and a screenshot in dark (read as a colour in dark too, it failed dark)",
            template: ##"""
                {"version": 1, "appearances": $appearances, "canvas": {"width": 360, "height": 640, "background": $background},
                "elements": [{"type": "bubble", "text": "Hi", "focus": [80, 110]}]}
                """##,
            values: [("$background", ##""#F2F2F7""##, ##"{"image": "screens/android.png", "fit": "contain"}"##)], folder: "anchors"),
        Case(
            name: "a locale map of appearance maps of references and element anchors, and the reverse",
            template: ##"""
                {"version": 1, "appearances": $appearances, "canvas": {"width": 360, "height": 800, "background": {"image": "screens/android.png",
                 "hierarchy": "screens/android.uiautomator.xml"}},
                "elements": [{"type": "circle", "id": "dot", "center": [150, 300], "radius": 24},
                             {"type": "bubble", "text": {"en": "Hello", "ja": "こんにちは"}, "focus": {"en": $en, "ja": [60, 30]}},
                             {"type": "bubble", "text": "Share", "focus": $share}]}
                """##,
            values: [
                ("$en", ##"{"on": "dot", "angle": 0}"##, ##"{"element": "share"}"##),
                (
                    "$share", ##"{"en": {"element": "share"}, "ja": {"on": "dot", "angle": 90}}"##,
                    ##"{"en": [200, 500], "ja": {"element": "get_started"}}"##
                )
            ], folder: "anchors")
    ]

    @Test("each appearance draws as the spec written with its values alone, from one decode", arguments: cases)
    func partsDrawAsWrittenAlone(_ example: Case) throws {
        let renderer = try Renderer()
        let bytes = example.spec(["light", "dark"])
        let both = try renderer.renderAll(specBytes: bytes, specFolder: Self.fixtures + example.folder)
        #expect(renderer.lastRun.stats.decodes == 1)
        #expect(Set(both.map(\.variant.appearance)) == ["light", "dark"])
        for appearance in ["light", "dark"] {
            let alone = try Renderer().renderAll(specBytes: example.spec([appearance]), specFolder: Self.fixtures + example.folder)
            let drawn = both.filter { $0.variant.appearance == appearance }
            #expect(drawn.map(\.variant.locale) == alone.map(\.variant.locale))
            for (output, expected) in zip(drawn, alone) {
                let variant = "\(appearance) \(output.variant.locale ?? "")"
                #expect(output.png == expected.png, "\(variant) differs from the spec written with its values alone")
                #expect(output.warnings.map(\.message) == expected.warnings.map(\.message), "\(variant)")
            }
        }
        #expect(both.first { $0.variant.appearance == "light" }?.png != both.first { $0.variant.appearance == "dark" }?.png)
    }

    /// The fixtures' folder, whose images the cases draw.
    static let fixtures =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures").path + "/"

    @Test("what only dark's entry says is dark's own: its warnings name the dark variant, and its error fails dark alone")
    func darkEntriesSpeakForDark() throws {
        func spec(_ progressStyle: String, tail: String = "{}") -> [UInt8] {
            Array(
                """
                {"version": 1, "appearances": ["light", "dark"], \(Self.canvas),
                 "elements": [{"type": "bubble", "text": "Hi", "focus": [150, 180], "tail": \(tail),
                               "progress": {"current": 1, "total": 3, "style": \(progressStyle), "text": "%d of %d"}}]}
                """.utf8)
        }
        let renderer = try Renderer()
        // Dark's progress is dots, whose text is never drawn: the bubble is read again with dark, which warns.
        let warned = try renderer.renderEachVariant(renderer.decoder.decode(spec(##"{"light": "text", "dark": "dots"}"##)))
        #expect(warned.outputs.count == 2 && warned.failed == nil)
        #expect(warned.outputs[0].warnings.isEmpty, "\(warned.outputs[0].warnings)")
        let darkWarnings = warned.outputs[1].warnings
        #expect(darkWarnings.map(\.path?.description) == ["elements[0].progress.text"], "\(darkWarnings)")
        #expect(darkWarnings.allSatisfy { $0.variant.appearance == "dark" && $0.message.hasPrefix("has no effect unless") })
        // Dark's border has no width: the style key is read whole, and warns for dark alone.
        let border = try renderer.renderEachVariant(
            renderer.decoder.decode(
                Array(
                    """
                    {"version": 1, "appearances": ["light", "dark"], \(Self.canvas),
                     "elements": [{"type": "bubble", "text": "Hi", "focus": [150, 180],
                                   "style": {"border": {"light": {"color": "#000000", "width": 1}, "dark": {"color": "#FFFFFF"}}}}]}
                    """.utf8)))
        #expect(border.outputs.count == 2 && border.outputs[0].warnings.isEmpty, "\(border.outputs.map(\.warnings))")
        #expect(border.outputs[1].warnings.map(\.path?.description) == ["elements[0].style"])
        #expect(border.outputs[1].warnings.allSatisfy { $0.variant.appearance == "dark" && $0.message.hasPrefix("the border has width 0") })
        #expect(renderer.lastRun.stats.decodes == 1)
        // Dark's tail width is wrong: light renders, dark fails at the entry's path.
        let failed = try renderer.renderEachVariant(renderer.decoder.decode(spec(##""text""##, tail: ##"{"width": {"light": 12, "dark": -3}}"##)))
        #expect(failed.outputs.map(\.variant.appearance) == ["light"])
        let errors = try #require(failed.failed).diagnostics
        #expect(errors.map(\.path?.description) == ["elements[0].tail.width.dark"] && errors[0].variant.appearance == "dark")
    }

    @Test("a mistake about a key, not its value, names the key where its value is an appearance map: no entry is added to its path")
    func keyMistakesNameTheKey() throws {
        let bytes = Array(
            ##"""
            {"version": 1, "appearances": ["light", "dark"], "canvas": {"width": 200, "height": 100},
             "elements": [{"type": "bubble", "text": "Hi", "focus": [50, 50], "placment": {"light": "above", "dark": "below"},
                           "at": {"light": [10, 10], "dark": [20, 20]}},
                          {"type": "bubble", "text": "Hi", "focus": [50, 50], "icon": {"emoji": {"light": "👋", "dark": "🌙"}, "image": "a.png"}}]}
            """##.utf8)
        let error = try #require(throws: SpecError.self) { try SpecDecoder().decode(bytes) }
        #expect(
            error.diagnostics.map(\.description) == [
                #"error: elements[0].placment: unknown key, did you mean "placement"?"#,
                #"error: elements[0].at: only a bubble with "tail": null takes "at"; this one is placed by "focus""#,
                #"error: elements[1].icon.emoji: an icon is an "image" or an "emoji", not both"#
            ])
    }

    @Test("a mistake in each appearance's entry is said at once, a text's as a colour's: not one only after the other is fixed")
    func everyEntrysMistakeAtOnce() throws {
        let bytes = Array(
            ##"""
            {"version": 1, "appearances": ["light", "dark"], "canvas": {"width": 200, "height": 100},
             "elements": [{"type": "bubble", "text": {"light": 1, "dark": 2}, "focus": [50, 50], "style": {"fill": {"light": "red", "dark": "blue"}}}]}
            """##.utf8)
        let error = try #require(throws: SpecError.self) { try SpecDecoder().decode(bytes) }
        let expectation = #"a string, a map of locale to string such as {"en": "Hi", "ja": "やあ"}, or {"localized": key}"#
        let colour = ##"a colour "#RGB", "#RRGGBB", "#RRGGBBAA" or "transparent""##
        #expect(
            error.diagnostics.map(\.description) == [
                "error: elements[0].text.light: expected \(expectation), got 1",
                "error: elements[0].style.fill.light: expected \(colour), got \"red\"",
                "error: elements[0].text.dark: expected \(expectation), got 2",
                "error: elements[0].style.fill.dark: expected \(colour), got \"blue\""
            ])
        // A progress's text is checked as a format once read: each entry's mistake too.
        let progress = Array(
            ##"""
            {"version": 1, "appearances": ["light", "dark"], "canvas": {"width": 200, "height": 100},
             "elements": [{"type": "bubble", "text": "Hi", "focus": [50, 50],
                           "progress": {"current": 1, "total": 2, "style": "text", "text": {"light": "%d of %d%", "dark": "%d / %d%"}}}]}
            """##.utf8)
        let formats = try #require(throws: SpecError.self) { try SpecDecoder().decode(progress) }.diagnostics.map(\.description)
        #expect(
            formats.count == 2 && formats[0].hasPrefix("error: elements[0].progress.text.light: ")
                && formats[1].hasPrefix("error: elements[0].progress.text.dark: "), "\(formats)")
    }

    @Test("an element's id is never an appearance map: one that is is said, and checked against the others' as its first entry")
    func duplicateIDInAMap() throws {
        let bytes = Array(
            ##"""
            {"version": 1, "appearances": ["light", "dark"], "canvas": {"width": 200, "height": 100},
             "elements": [{"type": "circle", "id": "a", "center": [50, 50], "radius": 10},
                          {"type": "circle", "id": {"light": "a", "dark": "b"}, "center": [90, 50], "radius": 10}]}
            """##.utf8)
        let error = try #require(throws: SpecError.self) { try SpecDecoder().decode(bytes) }
        #expect(
            error.diagnostics.map(\.description) == [
                #"error: elements[1].id: is the same in every appearance (a reference {"on": …} names it), so it cannot be an appearance map"#,
                #"error: elements[1].id.light: duplicate id "a" (first used at elements[0].id)"#
            ])
    }

    @Test(
        "what cannot vary by appearance says why: a spotlight's shape, a label's tail null in one appearance, a dump in one appearance, a map inside another's entry",
        arguments: [
            (
                ##""overlay": {"spotlights": [{"shape": {"light": "rect", "dark": "rect"}, "rect": [0, 0, 10, 10]}]}, "elements": []"##,
                "overlay.spotlights[0].shape", "decides which keys the spotlight takes"
            ),
            (
                ##""elements": [{"type": "bubble", "text": "Hi", "at": [10, 10], "tail": {"light": null, "dark": {"width": 10}}}]"##,
                "elements[0].tail.dark", "is null in one appearance only"
            ),
            (
                ##""elements": [{"type": "bubble", "text": "Hi", "focus": [10, 10], "tail": {"light": {"width": {"light": 10, "dark": 12}}, "dark": {"width": 14}}}]"##,
                "elements[0].tail.light.width", "is an appearance map inside another appearance map's entry"
            )
        ])
    func whatCannotVary(_ body: String, _ path: String, _ message: String) throws {
        let bytes = Array(##"{"version": 1, "appearances": ["light", "dark"], "canvas": {"width": 200, "height": 100}, \##(body)}"##.utf8)
        // The first appearance's mistake fails the spec; another's, that appearance's variants.
        let errors: [Diagnostic]
        do {
            errors = try #require(Renderer().renderEachVariant(SpecDecoder().decode(bytes)).failed).diagnostics
        } catch let error as SpecError {
            errors = error.diagnostics
        }
        #expect(errors.contains { $0.path?.description == path && $0.message.hasPrefix(message) }, "\(errors)")
    }

    @Test(
        "a check across keys runs in each appearance: what fails only dark's values fails dark alone, said at dark's entry",
        arguments: [
            (
                ##""elements": [{"type": "bubble", "text": "Hi", "focus": [10, 10], "progress": {"current": {"light": 1, "dark": 5}, "total": 3}}]"##,
                "elements[0].progress.current.dark", "step 5 of 3: \"current\" may not be more than \"total\""
            ),
            (##""elements": []"##, "canvas", "canvas is 9000 × 100 px")
        ])
    func checksAcrossKeys(_ body: String, _ path: String, _ message: String) throws {
        let width = body.contains("progress") ? "200" : ##"{"light": 200, "dark": 9000}"##
        let bytes = Array(##"{"version": 1, "appearances": ["light", "dark"], "canvas": {"width": \##(width), "height": 100}, \##(body)}"##.utf8)
        let renders = try Renderer().renderEachVariant(SpecDecoder().decode(bytes))
        #expect(renders.outputs.map(\.variant.appearance) == ["light"])
        let errors = try #require(renders.failed).diagnostics
        #expect(errors.map(\.path?.description) == [path] && errors.allSatisfy { $0.variant.appearance == "dark" }, "\(errors)")
        #expect(errors.first?.message.hasPrefix(message) == true, "\(errors)")
    }

    @Test(
        "a background per appearance gives every appearance's screenshot its dump, or none: said at the map, of the background or the whole canvas",
        arguments: [
            (
                ##"{"width": 360, "height": 800, "background": {"light": {"image": "screens/android.png", "hierarchy": "screens/android.uiautomator.xml"}, "##
                    + ##""dark": {"image": "screens/android.png"}}}"##, "canvas.background"
            ),
            (
                ##"{"light": {"width": 360, "height": 800, "background": {"image": "screens/android.png", "hierarchy": "screens/android.uiautomator.xml"}}, "##
                    + ##""dark": {"width": 360, "height": 800, "background": {"image": "screens/android.png"}}}"##, "canvas"
            )
        ])
    func dumpInEveryAppearance(_ canvas: String, _ path: String) throws {
        let bytes = Array(
            ##"{"version": 1, "appearances": ["light", "dark"], "canvas": \##(canvas), "elements": [{"type": "bubble", "text": "Share", "focus": {"element": "share"}}]}"##
                .utf8)
        let error = try #require(throws: SpecError.self) { try SpecDecoder().decode(bytes) }
        #expect(error.diagnostics.map(\.path?.description) == [path], "\(error)")
        #expect(error.diagnostics.first?.message.hasPrefix("has a hierarchy dump in some appearances only") == true)
    }

    @Test("the spec's language, string tables, layout direction and list of elements are never appearance maps")
    func sharedKeysAreNoMaps() throws {
        let decoder = SpecDecoder()
        for (key, value) in [
            ("locale", ##"{"light": "en", "dark": "en"}"##), ("layoutDirection", ##"{"light": "fixed", "dark": "locale"}"##),
            ("elements", ##"{"light": [], "dark": []}"##)
        ] {
            let bytes = Array(
                """
                {"version": 1, "appearances": ["light", "dark"], \(Self.canvas)\(key == "elements" ? "" : #", "elements": []"#), "\(key)": \(value)}
                """.utf8)
            let error = try #require(throws: SpecError.self) { try decoder.decode(bytes) }
            #expect(error.diagnostics.map(\.path?.description) == [key], "\(error)")
            #expect(error.diagnostics[0].message.hasPrefix("is the same in every appearance, so it cannot be an appearance map"))
        }
    }
}

/// A locale map of appearance maps, and an appearance map of locale maps: each variant draws
/// what the spec written with its own value draws.
@Suite("Locale and appearance maps nested either way", .tags(.stage))
struct NestedAxisMapTests {
    /// Light and dark, English and Japanese: a focus, a width and a text per variant.
    static let values: [String: (focus: String, width: String, text: String)] = [
        "light en": ("[60, 40]", "140", ##""Tap here""##), "dark en": ("[240, 40]", "180", ##""Tap the moon""##),
        "light ja": ("[80, 60]", "150", ##""ここをタップ""##), "dark ja": ("[220, 60]", "190", ##""月をタップ""##)
    ]

    static func spec(appearances: String, focus: String, width: String, text: String) -> [UInt8] {
        Array(
            """
            {"version": 1, "appearances": \(appearances), "canvas": {"width": 300, "height": 200, "background": "#F2F2F7"},
             "elements": [{"type": "bubble", "text": \(text), "focus": \(focus), "width": \(width), "tail": {"width": 16}}]}
            """.utf8)
    }

    /// `pick` of each variant's values, as a locale map of appearance maps or the reverse.
    static func nested(localeOuter: Bool, _ pick: ((focus: String, width: String, text: String)) -> String) -> String {
        let (outer, inner) = localeOuter ? (["en", "ja"], ["light", "dark"]) : (["light", "dark"], ["en", "ja"])
        let maps = outer.map { o in
            "\"\(o)\": {" + inner.map { i in "\"\(i)\": " + pick(values[localeOuter ? "\(i) \(o)" : "\(o) \(i)"]!) }.joined(separator: ", ") + "}"
        }
        return "{" + maps.joined(separator: ", ") + "}"
    }

    @Test("each variant of a nested map draws as the spec written with its values alone", arguments: [true, false])
    func nestedEitherWay(localeOuter: Bool) throws {
        let renderer = try Renderer()
        let both = try renderer.renderAll(
            specBytes: Self.spec(
                appearances: ##"["light", "dark"]"##, focus: Self.nested(localeOuter: localeOuter) { $0.focus },
                width: Self.nested(localeOuter: localeOuter) { $0.width }, text: Self.nested(localeOuter: localeOuter) { $0.text }))
        #expect(renderer.lastRun.stats.decodes == 1)
        #expect(both.count == 4)
        for output in both {
            let appearance = try #require(output.variant.appearance), locale = try #require(output.variant.locale)
            let own = try #require(Self.values["\(appearance) \(locale)"])
            let alone = try Renderer().renderAll(
                specBytes: Self.spec(appearances: "[\"\(appearance)\"]", focus: own.focus, width: own.width, text: own.text), locales: [locale])
            #expect(alone.count == 1 && output.png == alone[0].png, "\(appearance) \(locale) differs from the spec written with its values alone")
        }
        #expect(Set(both.map(\.png)).count == 4)
    }
}

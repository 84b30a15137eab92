import FukidashiGeometry
import FukidashiJSON
import FukidashiLanguage
import FukidashiModel
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

/// Every object of the spec format, declared once (see `FormatKey`). The order of keys is the
/// order the reference lists them in and the order an unknown-key message names them.
package enum Format {
    // MARK: shared values

    static let pointType: FormatType = .definition("point")
    static let rectType: FormatType = .definition("rect")
    static let colorType: FormatType = .definition("color")
    static let pathType: FormatType = .string(minLength: 1)
    static let pointOrReference: FormatType = .oneOf([.definition("point"), .definition("reference")])
    /// A point, or an element of the background's hierarchy dump (its rectangle's centre).
    static let pointOrElement: FormatType = .oneOf([.definition("point"), .definition("elementPlace")])
    /// A rectangle, or an element of the dump (its rectangle).
    static let rectOrElement: FormatType = .oneOf([.definition("rect"), .definition("elementPlace")])
    static let fraction = NumberRange(atLeast: 0, atMost: 1)
    static let elementID = FormatKey("id", .string(minLength: 1), typeText: "string", "A name other elements can refer to.").sameInEveryVariant
    static let enter = FormatKey("enter", .definition("enter"), typeText: "[enter](#animation)", "How it enters in an animation.")

    // MARK: the document

    /// The type of the list of `axis`'s values a spec or project writes, from its declaration
    /// (`VariantAxis.list`), which the decoder reads too.
    static func listType(_ axis: VariantAxis) -> FormatType {
        let item: FormatType =
            switch axis.list.item {
            case .languageTag: .definition("renderLocale")
            case .name(let names, _, _, _): .choice(names)
            case .number(let low, let high): .number(NumberRange(atLeast: low, atMost: high))
            }
        return .array(item, minItems: 1)
    }

    static let appearancesKey = FormatKey(
        "appearances", listType(.appearance), default: "none (the project's)", typeText: "array of `light`, `dark`",
        "One output per appearance; any value may then be an [appearance map](#appearances) such as {\"light\": \"#FFFFFF\", \"dark\": \"#1C1C1E\"}."
    )
    static let scalesKey = FormatKey(
        "scales", listType(.scale), default: "none (the project's)",
        typeText: "array of numbers from 1 to 4",
        "One output per scale, drawn from the same points; `canvas.scale` is then not used ([scales](#scales))."
    )

    package static let document = FormatObject([
        FormatKey(
            "$schema", .string(), default: "—", typeText: "string", "The JSON Schema this spec follows (for editors); the renderer ignores it."),
        FormatKey("version", .constant(.number(1)), .required, default: "required", typeText: "`1`", "The format version."),
        FormatKey(
            "canvas", .definition("canvas"), .required, default: "required", typeText: "[canvas](#canvas)", "The image's size, scale and background."),
        FormatKey(
            "locale", .definition("languageTag"), default: "from `--locale`, else guessed", typeText: "language tag",
            "The language of the spec's plain-string text: it picks line-breaking rules, Han glyph forms and HarfBuzz's language."),
        FormatKey("overlay", .definition("overlay"), typeText: "[overlay](#overlay)", "Dims the canvas except for spotlights (coach marks)."),
        FormatKey(
            "styles", .map(keys: .string(minLength: 1), values: .definition("style")), typeText: "object of name → [style](#styles)",
            "Named styles that elements use by name."),
        FormatKey(
            "elements", .array(.definition("element"), maxItems: SpecLimits.standard.maxElements), .required, default: "required",
            typeText: "array of [elements](#elements), at most 500", "What to draw, back to front."),
        FormatKey("animation", .definition("animation"), typeText: "[animation](#animation)", "Makes the output an animated PNG."),
        FormatKey(
            "strings", .array(pathType, minItems: 1), default: "none (and `--strings`)", typeText: "array of paths",
            "The app's string tables that `localized` texts are looked up in: files or folders, relative to the spec, under the same folder rule as images ([string tables](#string-tables))."
        ),
        appearancesKey,
        scalesKey,
        FormatKey(
            "layoutDirection", .choice(["fixed", "locale"]), default: "`fixed`",
            "`locale` mirrors the layout in right-to-left locales (Arabic, Hebrew, Persian, Urdu …), as UIKit's semantic content does ([right to left](#right-to-left-mirroring))."
        )
    ])

    static let canvas = FormatObject([
        FormatKey("width", .number(NumberRange(above: 0)), .required, default: "required", "Width in points."),
        FormatKey("height", .number(NumberRange(above: 0)), .required, default: "required", "Height in points."),
        FormatKey("scale", .number(NumberRange(atLeast: 1, atMost: 4)), default: "1", "Pixels per point."),
        FormatKey(
            "background", .oneOf([colorType, .object(backgroundImage)]), default: "`\"transparent\"`", typeText: "colour, or an object",
            "A colour, or a screenshot under everything.")
    ])

    static let backgroundImage = FormatObject([
        FormatKey(
            "image", pathType, .required, default: "required in the object", typeText: "path",
            "A PNG or JPEG, relative to the spec; `{locale}` in it is the locale rendered."
        ).perLocale,
        FormatKey(
            "fit", .choice(ImageFit.allCases.map(\.rawValue)), default: "`cover`",
            "`cover` fills the canvas without distorting (cropping what overflows); `contain` shows the whole image and leaves the rest transparent; `fill` stretches. A 3× screenshot on a 3× canvas is copied pixel for pixel."
        ),
        FormatKey(
            "hierarchy", pathType, typeText: "path",
            "The UI test's hierarchy dump of this screenshot (uiautomator, Appium, XCUITest `debugDescription` or `maestro hierarchy`), relative to the spec, with the same placeholders as `image`: what [element anchors](#element-anchors) are found in."
        ).perLocale
    ])

    /// `{"element": "share"}`, `{"element": {"id": "share", "index": 1}}`, `{"element": {"label": "Share"}}`.
    static let elementSelector = FormatObject(
        [
            FormatKey(
                "id", .string(minLength: 1), typeText: "string",
                "The element's identifier: Android's `resource-id` (whole, or after `:id/`), iOS's accessibility identifier."),
            FormatKey(
                "label", .string(minLength: 1), typeText: "string",
                "The element's label, exactly (content-desc, text, label or accessibilityText). Usually translated: prefer `id`."),
            FormatKey(
                "index", .integer(NumberRange(atLeast: 0, atMost: 10_000)), default: "none: the match must be unique",
                "Which match, counting from 0 in document order.")
        ])

    static let elementPlace = FormatObject([
        FormatKey(
            "element", .oneOf([.string(minLength: 1), .definition("elementSelector")]), .required, default: "required",
            typeText: "id, or [selector](#element-anchors)", "The element of the background's `hierarchy`.")
    ])

    static let elementFocus = FormatObject([
        FormatKey(
            "element", .oneOf([.string(minLength: 1), .definition("elementSelector")]), .required, default: "required",
            typeText: "id, or [selector](#element-anchors)", "The element the bubble points at."),
        FormatKey(
            "gap", .number(NumberRange(atLeast: -1000, atMost: 1000)), default: "0",
            "How far the tail's apex stays out from the element's edge, in points.")
    ])

    static let overlay = FormatObject([
        FormatKey("color", colorType, default: "`#000000A0`", "The dimming, drawn over the background and under the elements."),
        FormatKey(
            "spotlights", .array(.definition("spotlight")), default: "`[]`", typeText: "array of [spotlights](#overlay)",
            "Openings in the dimming. They are cut out together: overlapping spotlights make one opening, without a seam.")
    ])

    static let spotlight = FormatObject(
        [
            FormatKey("shape", .choice(["circle", "rect"]), .required, default: "required", "The opening's shape."),
            FormatKey(
                "center", pointType, .conditional("required for a circle without `element`"), default: "required for a circle without `element`",
                "The circle's centre."
            ).perLocale,
            FormatKey(
                "radius", .number(NumberRange(atLeast: 0)), .conditional("required for a circle without `element`"),
                default: "required for a circle without `element`", "The circle's radius."
            ).perLocale,
            FormatKey(
                "rect", rectType, .conditional("required for a rect without `element`"), default: "required for a rect without `element`",
                "The opening."
            ).perLocale,
            FormatKey("cornerRadius", .number(NumberRange(atLeast: 0)), default: "0", "The rect's corners."),
            FormatKey(
                "element", .oneOf([.string(minLength: 1), .definition("elementSelector")]), typeText: "id, or [selector](#element-anchors)",
                "Opens around this element of the background's `hierarchy`: its rectangle, or a circle on its centre with a radius of half its longer side. An object whose keys are only `id`, `label` and `index` is a selector, not a locale map (though `id` is Indonesian's tag)."
            ).perLocaleUnlessValue,
            FormatKey(
                "padding", .number(NumberRange(atLeast: 0, atMost: 1000)), default: "0",
                "With `element`: how far the opening reaches past the element on every side.")
        ], discriminator: "shape",
        variants: [
            .init(value: "circle", keys: ["shape", "center", "radius", "element", "padding"], required: ["shape"]),
            .init(value: "rect", keys: ["shape", "rect", "cornerRadius", "element", "padding"], required: ["shape"])
        ])

    // MARK: styles

    /// A named style's keys; an inline style adds `base` (`inlineStyle`).
    package static let style = FormatObject(styleKeys)

    /// `base` comes last, as an unknown-key message has always listed it.
    static let inlineStyle = FormatObject(
        styleKeys + [
            FormatKey("base", .string(), typeText: "string", "Inline styles only: a named style to build on.")
        ])

    static let styleKeys: [FormatKey] = [
        FormatKey("fill", colorType, default: StyleDefaultText.of(.fill), "Body and tail colour."),
        FormatKey(
            "border", .definition("border"), default: "no border", typeText: "[border](#styles)",
            "An inside-aligned border around body and tail as one outline."),
        FormatKey(
            "cornerRadius", .number(NumberRange(atLeast: 0, atMost: 10_000)), default: StyleDefaultText.of(.cornerRadius, "*seed*"),
            "The body's corners."),
        FormatKey(
            "shape", .choice(BodyShapeName.allCases.map(\.rawValue)), default: StyleDefaultText.of(.shape),
            "The body's outline ([balloon shapes](#balloon-shapes)): `roundedRect`, or a comic's `ellipse`, `cloud` (a thought balloon) or `burst` (a shout), each the smallest of its proportions that holds the text and its padding."
        ),
        FormatKey(
            "aspectRatio", .number(NumberRange(atLeast: 0.1, atMost: 10)), default: StyleDefaultText.of(.aspectRatio),
            "A balloon's width over its height: the proportions it keeps while it grows to hold its text, until `maxWidth` stops it growing wider."
        ),
        FormatKey(
            "bumps", .definition("bumps"), default: "a bump per 40 pt, 10 pt deep", typeText: "[bumps](#balloon-shapes)",
            "A `cloud`'s bumps: how many round the whole balloon, and how far they bulge."),
        FormatKey(
            "spikes", .definition("spikes"), default: "a spike per 28 pt, 16 pt deep", typeText: "[spikes](#balloon-shapes)",
            "A `burst`'s spikes: how many round the whole balloon, and how far they reach."),
        FormatKey(
            "padding", .definition("padding"), default: StyleDefaultText.of(.paddingTop, "*seed*"), typeText: "[padding](#styles)",
            "Space between the body's edge and its text."),
        FormatKey(
            "font", .definition("font"), default: StyleDefaultText.font(family: "Noto Sans", size: .fontSize, weight: .fontWeight),
            typeText: "[font](#styles)", "The text's font."),
        FormatKey("textColor", colorType, default: StyleDefaultText.of(.textColor), "The text's colour."),
        FormatKey(
            "align", .choice(TextAlignment.allCases.map(\.rawValue)), default: StyleDefaultText.of(.align, "*seed*"),
            "Line alignment; `leading` and `trailing` follow each paragraph's direction."),
        FormatKey(
            "lineHeight", .number(NumberRange(above: 0, atMost: 10)), default: StyleDefaultText.of(.lineHeight),
            "A multiple of the line height (every line is as tall as the tallest font its text uses); the extra space is split above and below."),
        FormatKey(
            "wrap", .choice(WrapMode.allCases.map(\.rawValue)), default: StyleDefaultText.of(.wrap),
            "`normal`: Unicode line breaking with kinsoku; `anywhere`: between any two grapheme clusters; `none`: one line per paragraph."),
        FormatKey("maxLines", .integer(NumberRange(atLeast: 1, atMost: 10_000)), default: "unlimited", "More lines end with `…` and a warning."),
        FormatKey(
            "textWrap", .choice(TextWrapStyle.allCases.map(\.rawValue)), default: StyleDefaultText.of(.textWrap),
            "How lines are chosen ([line breaking](#line-breaking)): `greedy` fills each line; `pretty` leaves no lone short last word; `balance` evens the lines; `optimal` is Android's `TextView`."
        ),
        FormatKey(
            "wordBreak", .choice(WordBreakStyle.allCases.map(\.rawValue)), default: StyleDefaultText.of(.wordBreak),
            "Where a line may break between letters ([line breaking](#line-breaking)): `auto` is Android 15's (Korean by word, Japanese by phrase when short); `phrase` keeps Japanese phrases whole; `keep-all` breaks at spaces and punctuation only."
        ),
        FormatKey(
            "minimumScaleFactor", .number(fraction), default: StyleDefaultText.of(.minimumScaleFactor),
            "As `UILabel`'s: text cut to fit its `maxLines` (or, with `wrap: none`, a fixed `width`) shrinks instead, by half points, to the largest size that fits, not below this share; 0 and 1 never shrink ([shrinking](#shrinking-to-fit))."
        ),
        FormatKey(
            "hyphens", .choice(HyphensMode.allCases.map(\.rawValue)), default: StyleDefaultText.of(.hyphens),
            "`auto`: a word wider than the room left breaks at a syllable, with a hyphen, by the patterns LibreOffice uses for the text's language ([hyphenation](#hyphenation)); `none`, as both platforms' default, never."
        ),
        FormatKey(
            "writingMode", .choice(WritingMode.allCases.map(\.rawValue)), default: StyleDefaultText.of(.writingMode),
            "`vertical-rl` sets a bubble's text in columns, top to bottom and right to left, as Japanese and Chinese are set in manga ([vertical text](#vertical-text)): the bubble's `maxHeight` (or `height`) is then a column's most."
        ).perLocale,
        FormatKey(
            "punctuationTrim", .boolean, default: "`true` for Japanese and Chinese, else `false`",
            "Sets fullwidth CJK brackets, commas and stops as JLREQ does ([punctuation](#japanese-and-chinese-punctuation)): adjacent ones are squeezed (`』（` takes 1.5 em), an opening bracket starting a line and a closing one ending it lose their blank half."
        ),
        FormatKey(
            "hangingPunctuation", .boolean, default: StyleDefaultText.of(.hangingPunctuation),
            "`、` and `。` (and `，` `．`) may hang past the end of a line instead of wrapping."),
        FormatKey(
            "textStyle", .choice(TextStyleName.allCases.map(\.rawValue)), default: StyleDefaultText.of(.textStyle),
            "The Dynamic Type text style whose curve every font size of this style follows at another iOS [text size](#text-sizes) (Body 17 → 40 at AX3, Caption 1 12 → 32); Android's font scales read sizes as sp instead."
        ),
        FormatKey(
            "markup", .choice(["markdown", "none"]), default: StyleDefaultText.of(.markup),
            "`markdown` reads Markdown's inline subset in the text, as SwiftUI does for localized text ([rich text](#rich-text)); `none` draws every character as written."
        ),
        FormatKey(
            "strong", .definition("runStyle"), default: "bold, the text's colour", typeText: "[run style](#rich-text)", "How `**strong**` runs look."),
        FormatKey(
            "emphasis", .definition("runStyle"), default: "italic, the text's colour", typeText: "[run style](#rich-text)",
            "How `*emphasis*` runs look."),
        FormatKey(
            "code", .definition("runStyle"), default: "Noto Sans Mono, the text's colour", typeText: "[run style](#rich-text)",
            "How `` `code` `` runs look."),
        FormatKey(
            "link", .definition("runStyle"), default: "the tint, underlined", typeText: "[run style](#rich-text)", "How `[label](url)` runs look."),
        FormatKey(
            "tint", colorType, default: StyleDefaultText.of(.tint),
            "The accent colour, as UIKit's `tintColor`: links, primary and secondary buttons, the current step of progress."),
        FormatKey(
            "spacing", .number(NumberRange(atLeast: 0, atMost: 1000)), default: StyleDefaultText.of(.partSpacing),
            "In a tour step: the space above the footer (progress and buttons), and between progress and buttons."),
        FormatKey(
            "title", .definition("titleStyle"), default: "17 pt semibold", typeText: "[title style](#tour-steps)", "How a tour step's title looks."),
        FormatKey("icon", .definition("iconStyle"), default: "28 pt", typeText: "[icon style](#tour-steps)", "How a tour step's icon sits."),
        FormatKey(
            "progress", .definition("progressStyle"), default: "tint and grey", typeText: "[progress style](#tour-steps)",
            "How a tour step's progress looks."),
        FormatKey(
            "buttons", .definition("buttonsStyle"), default: "15 pt semibold capsules", typeText: "[buttons style](#tour-steps)",
            "How a tour step's buttons look."),
        FormatKey(
            "close", .definition("closeStyle"), default: "a 12 pt grey ×", typeText: "[close style](#tour-steps)", "How a tour step's × looks."),
        FormatKey("shadow", .definition("shadow"), typeText: "[shadow](#styles)", "A Gaussian shadow under the bubble."),
        FormatKey("opacity", .number(fraction), default: StyleDefaultText.of(.opacity), "Fades the whole bubble at once, as a layer's opacity does.")
    ]

    /// How one kind of marked run differs from the text around it.
    static let runStyle = FormatObject([
        FormatKey("color", colorType, default: "the kind's", "The run's colour."),
        FormatKey(
            "weight", .oneOf([.choice(namedWeights), .integer(NumberRange(atLeast: 100, atMost: 900))]), default: "the kind's",
            typeText: "`regular`, `medium`, `semibold`, `bold`, or 100 to 900", "The run's weight."),
        FormatKey("family", .string(minLength: 1), default: "the kind's", typeText: "string", "The run's font family.")
    ])

    // MARK: tour-step styles

    static let titleStyle = FormatObject([
        FormatKey("font", .definition("font"), default: "the text's family, 17, semibold", typeText: "[font](#styles)", "The title's font."),
        FormatKey("color", colorType, default: "`textColor`", "The title's colour."),
        FormatKey(
            "spacing", .number(NumberRange(atLeast: 0, atMost: 1000)), default: StyleDefaultText.of(.titleSpacing), "Between the title and the text.")
    ])

    static let iconStyle = FormatObject([
        FormatKey(
            "size", .number(NumberRange(above: 0, atMost: 1000)), default: StyleDefaultText.of(.iconSize),
            "The icon's width and height, where the icon gives none."),
        FormatKey(
            "cornerRadius", .number(NumberRange(atLeast: 0, atMost: 1000)), default: StyleDefaultText.of(.iconCornerRadius),
            "Rounds an image icon's corners."),
        FormatKey(
            "spacing", .number(NumberRange(atLeast: 0, atMost: 1000)), default: StyleDefaultText.of(.iconSpacing),
            "Between the icon and the title and text.")
    ])

    static let progressStyle = FormatObject([
        FormatKey("color", colorType, default: "`tint`", "The current dot, and the bar's filled part."),
        FormatKey("trackColor", colorType, default: StyleDefaultText.of(.progressTrackColor), "The other dots, and the bar's track."),
        FormatKey("font", .definition("font"), default: "the text's family, 13, regular", typeText: "[font](#styles)", "The text style's font."),
        FormatKey("textColor", colorType, default: StyleDefaultText.secondaryLabel, "The text style's colour.")
    ])

    static let buttonsStyle = FormatObject([
        FormatKey("font", .definition("font"), default: "the text's family, 15, semibold", typeText: "[font](#styles)", "The labels' font."),
        FormatKey(
            "height", .number(NumberRange(atLeast: 0, atMost: 1000)), default: StyleDefaultText.of(.buttonsHeight),
            "A button's least height; a label of two lines makes it taller."),
        FormatKey(
            "padding", .number(NumberRange(atLeast: 0, atMost: 1000)), default: StyleDefaultText.of(.buttonsPadding),
            "Space left and right of a label (and at least a third of it above and below)."),
        FormatKey("cornerRadius", .number(NumberRange(atLeast: 0, atMost: 1000)), default: "a capsule", "The buttons' corners."),
        FormatKey(
            "spacing", .number(NumberRange(atLeast: 0, atMost: 1000)), default: StyleDefaultText.of(.buttonsSpacing),
            "Between buttons, in a row or a column."),
        FormatKey(
            "primary", .definition("buttonRole"), default: "`tint` fill, white label", typeText: "[button role](#tour-steps)",
            "The look of `primary` buttons."),
        FormatKey(
            "secondary", .definition("buttonRole"), default: "`tint` at 15 % fill, `tint` label", typeText: "[button role](#tour-steps)",
            "The look of `secondary` buttons."),
        FormatKey(
            "plain", .definition("buttonRole"), default: "no fill, `tint` label", typeText: "[button role](#tour-steps)",
            "The look of `plain` buttons.")
    ])

    static let buttonRole = FormatObject([
        FormatKey("fill", colorType, default: "the role's", "The button's colour."),
        FormatKey("textColor", colorType, default: "the role's", "Its label's colour.")
    ])

    static let closeStyle = FormatObject([
        FormatKey("color", colorType, default: StyleDefaultText.secondaryLabel, "The ×'s colour."),
        FormatKey(
            "size", .number(NumberRange(above: 0, atMost: 1000)), default: StyleDefaultText.of(.closeSize), "The ×'s width and height, in points.")
    ])

    static let border = FormatObject([
        FormatKey(
            "color", colorType, default: StyleDefaultText.of(.borderColor),
            "The border's colour. A colour with no width is a warning: it would not show."),
        FormatKey(
            "width", .number(NumberRange(atLeast: 0, atMost: 1000)), default: StyleDefaultText.of(.borderWidth), "Its width, inside the outline.")
    ])

    static let bumps = FormatObject([
        FormatKey(
            "count", .integer(NumberRange(atLeast: 3, atMost: 200)), default: "one per 40 pt round, at least 6", "Bumps round the whole balloon."),
        FormatKey(
            "depth", .number(NumberRange(atLeast: 0, atMost: 1000)), default: StyleDefaultText.of(.bumpsDepth),
            "How far each bulges out, in points; at most half its width.")
    ])

    static let spikes = FormatObject([
        FormatKey(
            "count", .integer(NumberRange(atLeast: 3, atMost: 200)), default: "one per 28 pt round, at least 8", "Spikes round the whole balloon."),
        FormatKey(
            "depth", .number(NumberRange(atLeast: 0, atMost: 1000)), default: StyleDefaultText.of(.spikesDepth),
            "How far each reaches out, in points.")
    ])

    static let paddingSide = NumberRange(atLeast: 0, atMost: 10_000)
    static let padding = FormatObject([
        FormatKey("top", .number(paddingSide), default: StyleDefaultText.of(.paddingTop), "Above the text."),
        FormatKey("left", .number(paddingSide), default: StyleDefaultText.of(.paddingLeft), "Left of the text."),
        FormatKey("bottom", .number(paddingSide), default: StyleDefaultText.of(.paddingBottom), "Below the text."),
        FormatKey("right", .number(paddingSide), default: StyleDefaultText.of(.paddingRight), "Right of the text.")
    ])

    static let namedWeights = ["regular", "medium", "semibold", "bold"]
    static let font = FormatObject([
        FormatKey(
            "family", .string(minLength: 1), default: "`Noto Sans`", typeText: "string",
            "A bundled family or one added with `--fonts`. An unknown family is an error where it is written, with the families there are, whether or not a text uses it (a `code` family with no code in the text, a named style's `buttons` family on a plain bubble)."
        ),
        FormatKey("size", .number(NumberRange(above: 0, atMost: 1000)), default: StyleDefaultText.of(.fontSize), "Points."),
        FormatKey(
            "weight", .oneOf([.choice(namedWeights), .integer(NumberRange(atLeast: 100, atMost: 900))]),
            default: StyleDefaultText.weight(.fontWeight),
            typeText: "`regular`, `medium`, `semibold`, `bold`, or 100 to 900",
            "The nearest face of the family is used: medium → regular, semibold → bold with the bundled fonts.")
    ])

    static let shadow = FormatObject([
        FormatKey("color", colorType, default: "`#00000040`", "The shadow's colour."),
        FormatKey(
            "radius", .number(NumberRange(atLeast: 0, atMost: 500)), default: "8",
            "CALayer's `shadowRadius`: the Gaussian's standard deviation, in points."),
        FormatKey("offset", pointType, default: "`[0, 2]`", "How far the shadow is moved.")
    ])

    // MARK: elements

    /// The kinds' `"type"` names, in the order the format lists them.
    static let elementKinds = ElementFormats().all.map(\.name)

    /// Each kind, by its `"type"`: what the decoder reads an element with. A global of
    /// `Format`'s, as the fuzzer's leak check expects (scripts/lsan-suppressions.txt).
    static let elementKindsByName = Dictionary(uniqueKeysWithValues: ElementFormats().all.map { ($0.name, $0) })

    /// An element: its `type` picks the definition (`bubble`, …) that checks its other keys.
    static let element: FormatObject = {
        var element = FormatObject(
            [
                FormatKey(
                    "type", .choice(elementKinds), .required, default: "required", "The element's kind; its other keys are listed in its section.")
            ],
            conditions: [
                (
                    key: "allOf",
                    value: .array(
                        elementKinds.map { kind in
                            .object(
                                JSONObject([
                                    "if": .object(
                                        JSONObject([
                                            "properties": .object(JSONObject(["type": .object(JSONObject(["const": .string(kind)]))])),
                                            "required": .array([.string("type")])
                                        ])),
                                    "then": .object(JSONObject(["$ref": .string("#/$defs/" + kind)]))
                                ]))
                        })
                )
            ])
        element.isClosed = false
        return element
    }()

    static func type(_ kind: String) -> FormatKey {
        FormatKey("type", .constant(.string(kind)), .required, default: "required", typeText: "`\"\(kind)\"`", "Which kind of element this is.")
    }

    /// `{"localized": key, "table": name, "args": [...]}`: a text from the app's string tables.
    static let localizedText = FormatObject([
        FormatKey("localized", .string(minLength: 1), .required, default: "required", typeText: "string", "The key in the app's string tables."),
        FormatKey(
            "table", .string(minLength: 1), default: "every table, `Localizable` first", typeText: "string",
            "The table's name: its file's name without the extension (`Onboarding` for `Onboarding.xcstrings`)."),
        FormatKey(
            "args", .array(.oneOf([.number(NumberRange()), .string(maxLength: 1000)]), maxItems: 20), default: "`[]`",
            typeText: "array of numbers and strings, at most 20",
            "The values of the format's specifiers (`%@`, `%lld`, `%1$@`), in order. Without them the text is shown as written, `%` and all, as both platforms show a string fetched without arguments."
        ),
        FormatKey(
            "count", .number(NumberRange(atLeast: -1e15, atMost: 1e15)), default: "the first number among `args`", typeText: "number",
            "The quantity that chooses a plural form, apart from `args`, as Android's `getQuantityString(id, quantity, args…)` takes it: `{\"localized\": \"favs\", \"count\": 1234, \"args\": [\"1.2K\"]}`."
        )
    ])

    // MARK: tour-step parts

    static let icon = FormatObject(
        [
            FormatKey(
                "image", pathType, .conditional("this or `emoji`"), default: "this or `emoji`", typeText: "path",
                "A PNG or JPEG, relative to the spec; `{locale}` in it is the locale rendered. It covers the icon's square."
            ).perLocale,
            FormatKey(
                "emoji", .string(minLength: 1, maxLength: 64), .conditional("this or `image`"), default: "this or `image`", typeText: "string",
                "An emoji (or any short text), drawn as large as the square allows."),
            FormatKey(
                "size", .number(NumberRange(above: 0, atMost: 1000)), default: "the style's `icon.size` (28)",
                "The icon's width and height, in points.")
        ],
        conditions: [
            (
                key: "oneOf",
                value: .array([
                    .object(JSONObject(["required": .array([.string("image")])])),
                    .object(JSONObject(["required": .array([.string("emoji")])]))
                ])
            )
        ])

    static let stepCount = NumberRange(atLeast: 1, atMost: 100)
    static let progress = FormatObject([
        FormatKey("current", .integer(stepCount), .required, default: "required", "This step's number, from 1."),
        FormatKey("total", .integer(stepCount), .required, default: "required", "How many steps the tour has; at least `current`."),
        FormatKey(
            "style", .choice(TourProgress.Style.allCases.map(\.rawValue)), default: "`dots`",
            "`dots`: one dot per step, the current one in the tint; `text`: \"2 / 5\"; `bar`: a track filled to current ÷ total."),
        FormatKey(
            "text", .definition("text"), default: "`\"%d / %d\"`", typeText: "[text](#text-and-locales)",
            "For the `text` style: a format whose arguments are `current` and `total` (`\"%d of %d\"`, `\"%1$d/%2$d ステップ\"`). A `localized` key is given them as its `args` unless it has its own."
        )
    ])

    static let button = FormatObject([
        FormatKey("text", .definition("text"), .required, default: "required", typeText: "[text](#text-and-locales)", "The label."),
        FormatKey(
            "role", .choice(TourButton.Role.allCases.map(\.rawValue)), default: "`secondary`",
            "`primary`: filled with the tint; `secondary`: tinted lightly; `plain`: the label alone.")
    ])

    static let reference = FormatObject([
        FormatKey(
            "on", .string(minLength: 1), .required, default: "required", typeText: "string", "The `id` of a circle defined *earlier* in `elements`."),
        FormatKey(
            "angle", .number(NumberRange(atLeast: -3600, atMost: 3600)), .required, default: "required",
            "Degrees, turning upwards on screen: −45 is lower right.")
    ])

    static let effectTime = NumberRange(atLeast: 0, atMost: 20)
    // MARK: animation

    static let animation = FormatObject([
        FormatKey("fps", .number(NumberRange(atLeast: 1, atMost: 60)), default: "30", "Frames per second."),
        FormatKey("duration", .number(NumberRange(above: 0, atMost: 20)), default: "when the last effect ends", "Seconds.")
    ])

    static let enterEffect = FormatObject([
        FormatKey(
            "effect", .choice(EnterEffect.Kind.allCases.map(\.rawValue)), .required, default: "required", typeText: "`pop` or `fade`",
            "`pop` (*seed*): scale 1 → 1.2 at 1/3 → 0.8 at 2/3 → 1, about the tail's apex (a label's or image's centre). `fade` (*seed*): opacity 0 → 1."
        ),
        FormatKey("delay", .number(effectTime), default: "0", "Seconds before it starts; the element is not drawn before."),
        FormatKey("duration", .number(effectTime), default: "0.5 for `pop`, 0.3 for `fade`", "Seconds it takes.")
    ])

    // MARK: every definition

    /// The format's definitions, in the order the schema lists them.
    package static let definitions: [FormatDefinition] =
        [
            FormatDefinition(
                "color", Color.expectation.prefix(1).uppercased() + Color.expectation.dropFirst() + ".",
                .pattern("^(#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|transparent)$")),
            FormatDefinition("point", "A point [x, y] in points.", .tuple([.number(NumberRange()), .number(NumberRange())])),
            FormatDefinition(
                "rect", "A rectangle [x, y, width, height] in points.",
                .tuple([.number(NumberRange()), .number(NumberRange()), .number(NumberRange(atLeast: 0)), .number(NumberRange(atLeast: 0))])),
            FormatDefinition(
                "languageTag", "A BCP 47 language tag such as \"en\", \"ja\", \"zh-Hans\" or \"pt-BR\".",
                .pattern("^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$")),
            FormatDefinition(
                "renderLocale", "A locale to render: a language tag, or a pseudo-locale (en-XA, ar-XB, x-double, x-accented, x-bounded, x-rtl).",
                // en-XA and ar-XB are language tags already; oneOf needs the others apart from them.
                .oneOf([.definition("languageTag"), .choice(PseudoLocale.allCases.map(\.rawValue).filter { !LanguageTag.isWellFormed($0) })])),
            FormatDefinition(
                "text",
                "A string, a map of locale to string ({\"en\": \"Tap here\", \"ja\": \"ここをタップ\"}): one PNG per locale, or {\"localized\": key} from the app's string tables.",
                .oneOf([
                    .string(maxLength: SpecLimits.standard.maxTextLength),
                    .map(keys: .definition("languageTag"), values: .string(maxLength: SpecLimits.standard.maxTextLength), minCount: 1),
                    .object(localizedText)
                ])),
            FormatDefinition(
                "elementSelector", "An element named by its id or its label, and which match: {\"id\": \"row\", \"index\": 1}.",
                .object(elementSelector)),
            FormatDefinition(
                "elementPlace",
                "An element of the background's hierarchy dump: {\"element\": \"share\"}; a point is its rectangle's centre, a frame the rectangle.",
                .object(elementPlace)),
            FormatDefinition(
                "elementFocus", "A bubble's focus on an element of the background's hierarchy dump: {\"element\": \"share\", \"gap\": 4}.",
                .object(elementFocus)),
            FormatDefinition(
                "reference", "A point on an earlier circle's edge: {\"on\": its id, \"angle\": degrees clockwise from 12 o'clock}.",
                .object(reference)),
            FormatDefinition("canvas", "The image: its size in points, its scale, and its background.", .object(canvas)),
            FormatDefinition("style", nil, .object(style)),
            FormatDefinition("inlineStyle", nil, .object(inlineStyle)),
            FormatDefinition("border", nil, .object(border)),
            FormatDefinition("bumps", "A cloud's bumps: {\"count\": 12, \"depth\": 10}.", .object(bumps)),
            FormatDefinition("spikes", "A burst's spikes: {\"count\": 20, \"depth\": 16}.", .object(spikes)),
            FormatDefinition(
                "padding", "A number, [vertical, horizontal], or {top, left, bottom, right}.",
                .oneOf([.number(paddingSide), .tuple([.number(paddingSide), .number(paddingSide)]), .object(padding)])),
            FormatDefinition("shadow", "A Gaussian shadow like CALayer's (defaults: #00000040, radius 8, offset [0, 2]).", .object(shadow)),
            FormatDefinition("font", nil, .object(font)),
            FormatDefinition("runStyle", "How marked runs of a text look: colour, weight and family.", .object(runStyle)),
            FormatDefinition("titleStyle", "How a tour step's title looks.", .object(titleStyle)),
            FormatDefinition("iconStyle", "How a tour step's icon sits.", .object(iconStyle)),
            FormatDefinition("progressStyle", "How a tour step's progress looks.", .object(progressStyle)),
            FormatDefinition("buttonsStyle", "How a tour step's buttons look.", .object(buttonsStyle)),
            FormatDefinition("buttonRole", "The look of one role of button.", .object(buttonRole)),
            FormatDefinition("closeStyle", "How a tour step's × looks.", .object(closeStyle)),
            FormatDefinition("enter", "How the element enters when the spec has an \"animation\".", .object(enterEffect)),
            FormatDefinition("element", nil, .object(element))
        ]
        // Each kind's sections, from the kind's own file.
        + ElementFormats().all.flatMap(\.definitions) + [
            FormatDefinition("overlay", "Dims the canvas except for spotlights (default colour #000000A0).", .object(overlay)),
            FormatDefinition("spotlight", nil, .object(spotlight)),
            FormatDefinition("animation", "Makes the output an animated PNG.", .object(animation)),
            FormatDefinition("projectOutput", "Where a project's images go, and in which platform's layout.", .object(projectOutput))
        ]

    package static func definition(_ name: String) -> FormatDefinition {
        guard let found = definitions.first(where: { $0.name == name }) else { preconditionFailure("no definition \(name)") }
        return found
    }
}

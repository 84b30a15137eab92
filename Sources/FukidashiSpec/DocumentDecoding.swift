import FukidashiGeometry
import FukidashiJSON
import FukidashiLanguage
import FukidashiModel
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

/// Effects found while decoding elements, by element index, each in every appearance.
final class EffectLog {
    var enters: [Int: Varying<EnterEffect>] = [:]
    var swipes: [Int: Varying<SwipeEffect>] = [:]
    /// Where effects were written, for the warning when there is no `animation`.
    var paths: [JSONPath] = []

    /// Whether an appearance map varies any effect.
    var vary: Bool {
        enters.values.contains { if case .byAppearance = $0 { true } else { false } }
            || swipes.values.contains { if case .byAppearance = $0 { true } else { false } }
    }

    /// When the last effect ends in `part`, in seconds.
    func end(in part: Variant?) -> Double {
        let enters = enters.values.map { $0.settled(part).value }.map { $0.delay + $0.duration }
        let swipes = swipes.values.map { $0.settled(part).value }.map { $0.delay + $0.duration }
        return (enters + swipes).max() ?? 0
    }
}

/// The one decoding pass over a parsed document. Every locale and appearance map is kept whole
/// where it is read (the first appearance's entry, `pass.appearance`, stands in until the
/// resolve stage takes the variant's), and scales are drawn from the same document.
struct DocumentDecoding {
    let reader: SpecReader
    let limits: SpecLimits
    /// What the spec's project gives it.
    var project: ProjectDefaults? = nil
    let locales = LocaleLog()
    let pass = DeclaredAxes()
    let anchorLog = AnchorLog()
    let referenceLog = ReferenceLog()
    var log: DiagnosticLog { reader.log }

    func decode(_ json: JSONValue) -> Document? {
        let root = JSONPath.root
        guard let written = reader.object(json, at: root, Format.document) else { return nil }
        decodeVariants(written)
        reader.sites.start(lists: pass.lists)
        let object = reader.documentMembers(withProjectStyles(written))

        if let schema = object["$schema"] { _ = reader.string(schema, at: root / "$schema") }
        if let version = reader.required(object, "version", at: root, hint: "; add \"version\": 1") {
            if version != .number(1) { log.expected("1 (the only spec version so far)", got: version, at: root / "version") }
        }
        // First: the spec's language is where every locale map falls back to.
        let locale = object["locale"].flatMap { decodeLocale($0, at: root / "locale") }
        if let locale { locales.use.sourceLanguage = LanguageTag.canonical(locale) }
        // In a project a missing locale's screenshot fails that variant: another locale's would
        // put its bubble over the wrong language's screen. Its `imageFallback` allows it.
        locales.use.imageFallbackAllowed = project.map(\.imageFallback) ?? true
        decodeLocalization(object, at: root)
        let canvas = reader.required(object, "canvas", at: root).flatMap { value in
            decodeCanvas(value, at: root / "canvas")
        }
        locales.withoutDump = canvas?.hierarchy == nil
        let styles = object["styles"].map { decodeStyles($0, at: root / "styles") } ?? [:]
        let effects = EffectLog()
        let elements = reader.required(object, "elements", at: root).flatMap {
            decodeElements($0, at: root / "elements", styles: styles, effects: effects)
        }
        let animation = object["animation"].flatMap { value in
            decodeAnimation(value, at: root / "animation", effects: effects)
        }
        if object["animation"] == nil {
            for path in effects.paths { log.warning(path, "has no effect: the spec has no top-level \"animation\"") }
        }
        let overlay = object["overlay"].flatMap { decodeOverlay($0, at: root / "overlay") }
        guard let canvas, let elements else { return nil }
        if object["overlay"] != nil, overlay == nil { return nil }
        if object["animation"] != nil, animation == nil { return nil }
        // Each appearance's frames within the limit: too many fail that appearance alone.
        let tooMuchWork = reader.failsAtEachPoint(at: root / "animation") { part in
            animation?.value(in: part).workProblem(on: canvas.sized(in: part), limits)
        }
        if tooMuchWork { return nil }
        if canvas.hierarchy == nil {
            for anchor in anchorLog.anchors { log.append(Self.needsDump(anchor, at: anchor.selector.path)) }
            if !anchorLog.anchors.isEmpty { return nil }
        }
        return Document(
            canvas: canvas, overlay: overlay, elements: elements, locale: locale, animation: animation.map(Varying.init),
            enterEffects: effects.enters, swipes: effects.swipes, localization: locales.use,
            lists: pass.lists, anchors: anchorLog.anchors, references: referenceLog.references)
    }

    /// An element anchor in a spec whose background has no hierarchy dump to find it in.
    static func needsDump(_ anchor: ElementAnchor, at path: JSONPath?) -> Diagnostic {
        Diagnostic(
            .error, at: path,
            "needs the screenshot's hierarchy dump to find \(anchor.selector.key.description) in; add \"hierarchy\": \"screens/home.{locale}.xml\" beside canvas.background's \"image\""
        )
    }

    /// The lists of the axes a spec may declare (`appearances`, `scales`): the spec's own, else
    /// its project's.
    func decodeVariants(_ object: JSONObject) {
        for axis in VariantAxis.allCases {
            guard let key = axis.specKey else { continue }
            pass.lists[axis] = project?.lists[axis]
            if let list = object[key] { pass.lists[axis] = decodeList(axis, list, at: .root / key) ?? [] }
        }
    }

    /// A non-empty list of distinct values along `axis`, as its declaration says they are
    /// written (`VariantAxis.list`): `["light", "dark"]`, `[2, 3]`. `nil` where any is wrong.
    func decodeList(_ axis: VariantAxis, _ value: JSONValue, at path: JSONPath) -> [String]? {
        guard case .array(let items) = value, !items.isEmpty else {
            log.expected(axis.list.expectation, got: value, at: path)
            return nil
        }
        var values: [String] = []
        for (index, item) in items.enumerated() {
            guard let value = decodeListItem(axis.list, item, at: path / index) else { continue }
            if values.contains(value) {
                log.error(path / index, "\(axis.valueIsNumber ? value : value.quotedForDiagnostic) is listed twice")
            } else {
                values.append(value)
            }
        }
        return values.count == items.count ? values : nil
    }

    private func decodeListItem(_ list: AxisList, _ item: JSONValue, at path: JSONPath) -> String? {
        switch list.item {
        case .languageTag:
            return decodeLocale(item, at: path, pseudo: true)
        case .name(let names, let noun, let notAString, _):
            guard case .string(let name) = item else {
                log.expected(notAString, got: item, at: path)
                return nil
            }
            guard names.contains(name) else {
                log.unknownName(noun, name, among: names, meant: list.meant(name), at: path)
                return nil
            }
            return name
        case .number(let low, let high):
            return reader.number(item, at: path, atLeast: low, atMost: high).map(Variant.scaleText)
        }
    }

    /// The spec's object with its project's named styles under its own (its own win by name).
    func withProjectStyles(_ object: JSONObject) -> JSONObject {
        guard let project, !project.styles.members.isEmpty else { return object }
        var styles = project.styles.members
        if case .object(let own)? = object["styles"] {
            styles.removeAll { own[$0.key] != nil }
            styles += own.members
        } else if object["styles"] != nil {
            return object  // not an object: reported as the spec's own
        }
        var members = object.members.filter { $0.key != "styles" }
        members.append(("styles", .object(JSONObject(members: styles))))
        return JSONObject(members: members)
    }

    /// `strings` and `layoutDirection`.
    func decodeLocalization(_ object: JSONObject, at root: JSONPath) {
        if let list = object["strings"] {
            if case .array(let items) = list, !items.isEmpty {
                for (index, item) in items.enumerated() {
                    if let path = reader.string(item, at: root / "strings" / index, nonEmpty: true) {
                        locales.use.stringTables.append(ImageSource(path: path, jsonPath: root / "strings" / index))
                    }
                }
            } else {
                log.expected("a non-empty array of paths to string tables (files or folders)", got: list, at: root / "strings")
            }
        }
        if let direction = object["layoutDirection"] {
            let choices = ["fixed", "locale"]
            if case .string(let s) = direction, choices.contains(s) {
                locales.use.mirrorsRightToLeft = s == "locale"
            } else if case .string(let s) = direction {
                log.unknownName("layout direction", s, among: choices, at: root / "layoutDirection")
            } else {
                log.expected("\"fixed\" or \"locale\"", got: direction, at: root / "layoutDirection")
            }
        }
    }

    /// A BCP 47 tag such as "ja", "zh-Hans" or "pt-BR" (checked for shape, not registry); with
    /// `pseudo`, a locale to render, which may also be a pseudo-locale (`en-XA`, `x-double`).
    func decodeLocale(_ value: JSONValue, at path: JSONPath, pseudo: Bool = false) -> String? {
        guard case .string(let tag) = value, pseudo ? LanguageTag.isRenderable(tag) : LanguageTag.isWellFormed(tag) else {
            let pseudoLocales = pseudo ? ", or a pseudo-locale (\(PseudoLocale.allCases.map(\.rawValue).joined(separator: ", ")))" : ""
            log.expected("a language tag such as \"ja\", \"zh-Hans\" or \"ko\"\(pseudoLocales)", got: value, at: path)
            return nil
        }
        return PseudoLocale(tag: tag)?.rawValue ?? tag
    }
}

// MARK: canvas

extension DocumentDecoding {

    /// Its size and scale (each may be an appearance map, checked in each appearance) and its
    /// background; or, where the whole canvas is an appearance map, each appearance's.
    func decodeCanvas(_ value: JSONValue, at path: JSONPath) -> Canvas? {
        guard let canvases = reader.inEveryVariant(value, at: path, decodeCanvasAsWritten) else { return nil }
        // Keyed only where the whole canvas is an appearance map: said at the map.
        guard let hierarchy = hierarchyOfEveryAppearance(canvases.map(\.hierarchies), at: path) else { return nil }
        let canvas = Canvas(
            size: .ofEachAppearance(canvases.map(\.sizes)), scale: .ofEachAppearance(canvases.map(\.scales)),
            background: .ofEachAppearance(canvases.map(\.backgrounds)), hierarchy: hierarchy)
        // Checked here, before anything is allocated for the image: too big fails that appearance alone.
        let tooBig = reader.failsAtEachPoint(at: path) { canvas.sized(in: $0).sizeProblem(limits) }
        return tooBig ? nil : canvas
    }

    /// One canvas as written here (an appearance map's entry is one).
    private func decodeCanvasAsWritten(_ value: JSONValue, at path: JSONPath) -> Canvas? {
        guard let object = reader.object(value, at: path, Format.canvas) else { return nil }
        let side = { (key: String) in
            reader.required(object, key, at: path).flatMap {
                reader.inEveryVariant($0, at: path / key) { reader.number($0, at: $1, Format.canvas[key]) }
            }
        }
        let (width, height) = (side("width"), side("height"))
        var scale = reader.member(object, "scale", at: path, absent: 1) { reader.number($0, at: $1, Format.canvas["scale"]) }
        if let chosen = pass.scale {
            if object["scale"] != nil {
                log.warning(
                    path / "scale", "is not used: the scales declared (\(pass.scales.map(\.specDescription).joined(separator: ", "))) are rendered")
            }
            scale = VariantKeyed(chosen)
        }
        let background = object["background"].map { decodeBackground($0, at: path / "background") } ?? CanvasBackground()
        guard let width, let height, let scale, let background else { return nil }
        let size = VariantKeyed.combining(first: reader.sites.chosen, width, height) { Size(width: $0, height: $1) }
        return Canvas(size: Varying(size), scale: Varying(scale), background: background.backgrounds, hierarchy: background.hierarchies)
    }

    /// A colour (whose appearance map a colour reads whole), or a screenshot with its dump; where
    /// it is an appearance map of screenshots (or of both), each appearance's.
    private func decodeBackground(_ value: JSONValue, at path: JSONPath) -> CanvasBackground? {
        let holdsImage =
            reader.hasMap(at: path) && reader.sites.maps[path]!.entries.members.contains { if case .object = $0.value { true } else { false } }
        guard holdsImage else { return decodeBackgroundAsWritten(value, at: path) }
        guard let backgrounds = reader.inEveryVariant(value, at: path, decodeBackgroundAsWritten),
            let hierarchy = hierarchyOfEveryAppearance(backgrounds.map(\.hierarchies), at: path)
        else { return nil }
        return CanvasBackground(backgrounds: .ofEachAppearance(backgrounds.map(\.backgrounds)), hierarchies: hierarchy)
    }

    private func decodeBackgroundAsWritten(_ value: JSONValue, at path: JSONPath) -> CanvasBackground? {
        guard case .object = value else { return reader.color(value, at: path).map { CanvasBackground(backgrounds: .plain(.color($0))) } }
        return decodeBackgroundImage(value, at: path).map {
            CanvasBackground(backgrounds: .plain($0.0), hierarchies: $0.hierarchy.map(Varying.plain))
        }
    }

    /// The dump of each appearance's screenshot, where the background is per appearance: every
    /// one's, or none; a dump in some appearances only is said at `path` (element anchors are
    /// found in every appearance's screenshot). `.some(nil)`: none.
    private func hierarchyOfEveryAppearance(_ dumps: VariantKeyed<Varying<ImageSource>?>, at path: JSONPath) -> Varying<ImageSource>?? {
        guard let entries = dumps.parts else { return .some(dumps.first) }
        if entries.values.allSatisfy({ $0 == nil }) { return .some(nil) }
        if entries.values.contains(where: { $0 == nil }) {
            log.error(
                path,
                "has a hierarchy dump in some appearances only; element anchors are found in each appearance's screenshot, so give every one its dump"
            )
            return nil
        }
        return .some(.ofEachAppearance(dumps.map { $0! }))
    }
}

/// A canvas's background as decoded, with its screenshot's dump.
struct CanvasBackground: Hashable {
    var backgrounds = Varying.plain(Background.color(VariantKeyed(.transparent)))
    var hierarchies: Varying<ImageSource>?
}

/// What a spec declares along each axis, and the scale one decoding pass draws (the
/// point of the axes written by name it reads is `MapSites.chosen`).
final class DeclaredAxes {
    var lists = AxisLists()
    var appearances: [String] { lists.appearances }
    var scales: [Double] { lists.scales }
    /// The first scale declared, when scales are declared: what the decode draws at. The
    /// resolve stage draws each other one from the same document
    /// (`Document.drawn(atScale:limits:)`), so no decode depends on the scale.
    var scale: Double? { scales.first }
}

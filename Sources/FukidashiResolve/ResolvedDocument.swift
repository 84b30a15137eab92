import FukidashiJSON
import FukidashiLanguage
import FukidashiModel
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

/// One variant of a document, resolved once before layout: each locale map of a value (a
/// focus, a frame, a screenshot) its locale's entry, its appearance's colours picked,
/// every point on a circle's edge (`{"on": …}`) put in, every text's string put in its place
/// (its locale map's entry chosen, or its `localized` key looked up in the string tables and
/// formatted with its arguments), the layout mirrored for a right-to-left locale when the spec
/// asks, and every font family its styles name checked against the renderer's fonts. Every
/// frame of an animation lays out from it.
package struct ResolvedDocument: Sendable {
    /// The decoded document after the steps: every text its string (`SpecText.resolved`),
    /// mirrored for a right-to-left locale under `"layoutDirection": "locale"`. Only this
    /// stage reads it (the image's label, `labelParts`); the renderer reads `tree`.
    let document: Document
    /// The variant as a tree of its own types (step 11): what layout reads. `nil` where the
    /// variant failed (`errors`).
    package let tree: ResolvedTree?
    /// The variant rendered.
    package let variant: Variant
    /// Fallbacks and translations that need review: the spec still renders.
    package let warnings: [Diagnostic]
    /// Keys that cannot be used in this locale: the spec does not render.
    package let errors: [Diagnostic]
    /// The table entries used, in document order.
    package let stringsUsed: [LocalizedStringUse]
    /// What image paths' placeholders are in this variant.
    package let images: ImagePlaceholders
    /// Each element anchor's rectangle in this variant, elements in order, then spotlights.
    package let anchors: [ResolvedAnchor]
    /// The variant's dump over its screenshot, where the spec has anchors.
    package let screen: AnchorScreen?

    /// One variant resolved. The resolve steps, in order, all here:
    /// 1. the locale's entries of value maps: a focus, a frame, a screenshot and its dump;
    /// 2. where the spec has element anchors, the variant's screen: `screen` reads the dump
    ///    over the screenshot that step 1 chose (files are the renderer's to read, not this
    ///    stage's), and its failure fails the variant;
    /// 3. the appearance's colours and dark defaults;
    /// 4. the points on circles that every variant has in the same place;
    /// 5. each text's string: its locale map's entry, or its key looked up and formatted;
    /// 6. the layout mirrored for a right-to-left locale, where the spec asks;
    /// 7. the element anchors found on the screen;
    /// 8. the points on circles centred on an anchored element;
    /// 9. each image path's file: its placeholders filled, and for `{locale}` the first file
    ///    along the chain that exists, which `imageFile` looks for (the renderer's to read);
    /// 10. the font families checked against `fontFamilies`;
    /// 11. the document made a tree of its own types (`ResolvedTree`), where nothing failed.
    ///
    /// `specLocales`: every locale the spec renders, of which a pseudo-locale may take a screen
    /// (`imagePlaceholders`).
    package init<Failure: Error>(
        _ document: Document, variant: Variant = .plain, strict: Bool = false, strings catalog: StringCatalog = StringCatalog(),
        rules: LocaleRules? = nil, fontFamilies: [String], specLocales: [String] = [],
        screen readScreen: (_ located: Document, _ placeholders: ImagePlaceholders) throws(Failure) -> (AnchorScreen, warnings: [Diagnostic])?,
        imageFile: (ImageSource, ImagePlaceholders) -> ImageFileChoice
    ) throws(Failure) {
        // 1. A missing or broken entry is said by this step, with no other.
        let located = document.inLocale(of: variant, lookup: LocaleLookup(strict: strict, rules: rules))
        // 2.
        var screen: (AnchorScreen, warnings: [Diagnostic])?
        if located.errors.isEmpty, !located.document.anchors.isEmpty {
            let placeholders = Self.imagePlaceholders(located.document, variant: variant, strict: strict, rules: rules, specLocales: specLocales)
            screen = try readScreen(located.document, placeholders)
        }
        self.init(
            document, located: located, screen: screen, variant: variant, strict: strict, strings: catalog, rules: rules,
            fontFamilies: fontFamilies, specLocales: specLocales, imageFile: imageFile)
    }

    /// One variant resolved over a screen already read (or none), each image path's file the
    /// first it may name, unlooked for: for tests of the steps after 2.
    package init(
        _ document: Document, variant: Variant = .plain, strict: Bool = false, strings catalog: StringCatalog = StringCatalog(),
        rules: LocaleRules? = nil, screen: (AnchorScreen, warnings: [Diagnostic])? = nil, fontFamilies: [String], specLocales: [String] = []
    ) {
        self.init(
            document, variant: variant, strict: strict, strings: catalog, rules: rules, fontFamilies: fontFamilies, specLocales: specLocales
        ) { (_, _) throws(Never) in
            screen
        } imageFile: { source, placeholders in
            ImageFileChoice(file: .success(source.candidates(placeholders)[0].path))
        }
    }

    /// Steps 3 to 10, after the locale's entries and the screen.
    private init(
        _ document: Document, located: LocatedDocument, screen: (AnchorScreen, warnings: [Diagnostic])?, variant: Variant, strict: Bool,
        strings catalog: StringCatalog, rules: LocaleRules?, fontFamilies: [String], specLocales: [String],
        imageFile: (ImageSource, ImagePlaceholders) -> ImageFileChoice
    ) {
        let pseudo = variant.locale.flatMap(PseudoLocale.init(tag:))
        let source = document.localization.sourceLanguage
        let locale = variant.locale.map(LanguageTag.canonical) ?? source
        // Where this locale's keys are looked for, worked out once for all its texts.
        let chain = catalog.lookupChain(locale, source: source, rules: rules)
        // A text's locale map is looked in along the locale and its parents, then the source.
        let mapChain = variant.locale.map { LocaleLookup(strict: strict, rules: rules).chain($0, source: source) }
        var textWarnings: [Diagnostic] = [], textErrors: [Diagnostic] = []
        var used: [LocalizedStringUse] = []
        // The string `text` draws, or `nil` with its error said.
        func resolve(_ text: SpecText) -> ResolvedText? {
            switch text.source {
            case .literal(let s):
                return ResolvedText(string: pseudo?.transform(s) ?? s, path: text.path)
            case .format(let format, let arguments):
                do throws(TranslationProblem) {
                    guard let rules else { throw TranslationProblem("no locale rules to format it with") }
                    // A pseudo-locale transforms the format, then formats as the source language.
                    let own = Translation(text: .single(pseudo?.transform(format) ?? format), file: "the spec")
                    return ResolvedText(
                        string: try LocalizedFormatter(rules: rules, locale: pseudo == nil ? locale : source).format(own, arguments: arguments),
                        path: text.path)
                } catch {
                    textErrors.append(Diagnostic(.error, at: text.path, "\(format.quotedForDiagnostic): \(error.message)"))
                    return nil
                }
            case .localized(let key):
                switch Self.resolve(
                    key, at: text.path, locale: locale, pseudo: pseudo, chain: chain, strict: strict, catalog: catalog, rules: rules)
                {
                case .success(let (resolved, use, warning)):
                    used.append(use)
                    textWarnings += warning
                    return resolved
                case .failure(let error):
                    textErrors.append(error)
                    return nil
                }
            case .byLocale(let entries):
                switch Self.entry(
                    of: entries, at: text.path, variant: variant, pseudo: pseudo, chain: mapChain, strict: strict)
                {
                case .success(let (entry, fallback)):
                    textWarnings += fallback
                    return resolve(entry)
                case .failure(let error):
                    textErrors.append(error)
                    return nil
                }
            case .resolved(let resolved):
                return resolved
            case .byAppearance:
                // Step 3 took the appearance's entry: a map is left only with no appearance declared.
                return resolve(text.settled(nil))
            }
        }
        // 3, 4 and 5.
        let document = located.document.settled(variant).referencesResolved(settledOnly: true).textsMapped { text in
            resolve(text).map { SpecText(.resolved($0), path: text.path) } ?? text
        }
        let mirrors =
            document.localization.mirrorsRightToLeft && variant.locale.map { LayoutDirection(of: $0, rules: rules) == .rightToLeft } ?? false
        var warnings: [Diagnostic] = [], errors: [Diagnostic] = []
        // 6.
        let laidOut = mirrors ? document.mirrored() : document
        // 7, after mirroring: a right-to-left screenshot's dump is mirrored already.
        self.screen = screen?.0
        var placed = laidOut
        if let (screen, notes) = screen, !laidOut.anchors.isEmpty {
            let (anchored, resolved, anchorWarnings, anchorErrors) = laidOut.anchored(on: screen)
            (placed, self.anchors) = (anchored, resolved)
            warnings += notes + anchorWarnings
            errors += anchorErrors
        } else {
            self.anchors = []
        }
        // 8: the points on circles centred on an element, now each is where this variant has it.
        let settled = placed.referencesResolved(settledOnly: false, mirrored: mirrors)
        self.variant = variant
        // 9.
        let images = Self.imagePlaceholders(document, variant: variant, strict: strict, rules: rules, specLocales: specLocales)
        self.images = images
        self.document = settled.imageSourcesMapped { source in
            var chosen = source
            chosen.chosen = imageFile(source, images)
            return chosen
        }
        // A broken or missing entry fails the variant with that alone: the rest was resolved
        // around the map's stand-in, so what it says may not hold.
        self.warnings = located.errors.isEmpty ? located.warnings + warnings + textWarnings : []
        // 10.
        var failed = located.errors.isEmpty ? errors + textErrors + document.unknownFontFamilies(known: fontFamilies) : located.errors
        // 11.
        var tree: ResolvedTree?
        if failed.isEmpty {
            switch self.document.tree(variant: variant, localeChain: mapChain) {
            case .success(let made): tree = made
            case .failure(let error): failed = error.diagnostics
            }
        }
        (self.tree, self.errors) = (tree, failed)
        self.stringsUsed = used
    }

    /// `{appearance}` is the variant's (the first declared where it has none), `{scale}` the
    /// scale drawn, and `{locale}` its locale, then along its chain unless `--strict` or a
    /// project without `imageFallback` forbids; in a spec mirrored for right-to-left locales,
    /// only along the locales laid out the same way.
    ///
    /// A pseudo-locale takes its own file, else the source language's where both are left to
    /// right (en-XA, x-double), else, for ar-XB and x-rtl, a right-to-left locale's among
    /// `specLocales` (the locales the spec renders, such as `ar`): never a screen of the other
    /// direction, over which its mirrored bubbles would point at the wrong elements.
    static func imagePlaceholders(
        _ document: Document, variant: Variant, strict: Bool, rules: LocaleRules?, specLocales: [String] = []
    ) -> ImagePlaceholders {
        let source = document.localization.sourceLanguage
        var filled = variant
        // An axis the spec lists but the variant leaves out: its first value fills the placeholder.
        for (axis, values) in document.lists.all where filled[axis] == nil { filled[axis] = values.first }
        filled[.scale] = Variant.scaleText(document.canvas.scale)
        func direction(_ locale: String) -> LayoutDirection { LayoutDirection(of: locale, rules: rules) }
        if let pseudo = variant.locale.flatMap(PseudoLocale.init(tag:)) {
            let own = direction(pseudo.rawValue)
            var locales = [pseudo.rawValue]
            let candidates = own == .leftToRight ? [source] : [source] + specLocales
            for other in candidates.map(LanguageTag.canonical) where PseudoLocale(tag: other) == nil && direction(other) == own {
                if !locales.contains(other) { locales.append(other) }
            }
            var placeholders = ImagePlaceholders(variant: filled, locales: locales)
            (placeholders.pseudoLocale, placeholders.direction) = (pseudo, own)
            return placeholders
        }
        var chain = variant.locale.map { LocaleLookup(strict: strict, rules: rules).chain($0, source: source) } ?? [source]
        var along: LayoutDirection?
        if document.localization.mirrorsRightToLeft, let locale = variant.locale {
            let own = direction(locale)
            let sameWay = chain.filter { $0 == chain[0] || direction($0) == own }
            // Said in the error only where it cut the chain: that is why no other file stood in.
            if sameWay.count < chain.count { (chain, along) = (sameWay, own) }
        }
        let refused = variant.locale != nil && !strict && !document.localization.imageFallbackAllowed
        var placeholders = ImagePlaceholders(
            variant: filled, locales: strict || refused ? [chain[0]] : chain, fallbackRefused: refused && chain.count > 1)
        placeholders.direction = along
        return placeholders
    }

    /// The entry of a text's locale map that `locale` draws: its own, else the next along
    /// `chain` with a warning (an error under `--strict`), as a missing translation. A
    /// pseudo-locale's text is the source language's, transformed, so that is no fallback.
    /// With no locale, the first entry.
    private static func entry(
        of entries: LocaleValueMap<SpecText>, at path: JSONPath, variant: Variant, pseudo: PseudoLocale?, chain: [String]?, strict: Bool
    ) -> Result<(SpecText, [Diagnostic]), Diagnostic> {
        let locale = variant.locale
        if let entry = entries.entry(along: chain) {
            // An entry whose own appearance map is wrong in this appearance.
            if let error = entry.variantErrors.for(variant).first { return .failure(error) }
            // The locale's own entry (its chain starts with it), or a fallback to warn about.
            let tag = LanguageTag.canonical(entry.tag)
            guard let locale = locale.map(LanguageTag.canonical), tag != chain?.first, pseudo == nil else { return entry.result.map { ($0, []) } }
            let missing = path / locale
            if strict {
                return .failure(
                    Diagnostic(
                        .error, at: missing,
                        "no \(locale.quotedForDiagnostic) text (--strict forbids falling back to \(entry.tag.quotedForDiagnostic))"))
            }
            let warning = Diagnostic(
                .warning, at: missing, "no \(locale.quotedForDiagnostic) text; using \(entry.tag.quotedForDiagnostic)", category: .fallback)
            return entry.result.map { ($0, [warning]) }
        }
        guard let locale = locale.map(LanguageTag.canonical), let chain else { return entries.entries[0].result.map { ($0, []) } }
        return .failure(LocaleLookup.noEntry(at: path, locale: locale, chain: chain, noun: "text"))
    }

    private static func resolve(
        _ key: LocalizedKey, at path: JSONPath, locale: String, pseudo: PseudoLocale?, chain: [String], strict: Bool,
        catalog: StringCatalog, rules: LocaleRules?
    ) -> Result<(ResolvedText, LocalizedStringUse, [Diagnostic]), Diagnostic> {
        let keyPath = path / "localized"
        let name = key.key.quotedForDiagnostic
        guard !catalog.isEmpty else {
            return .failure(
                Diagnostic(
                    .error, at: keyPath, "no string tables to look up \(name) in; name them with the top-level \"strings\" or with --strings"))
        }
        let match: StringCatalog.Match
        switch catalog.lookup(key.key, table: key.table, chain: chain) {
        case .found(let found):
            match = found
        case .missing(.unknownTable(let suggestion)):
            let names = catalog.tables.map(\.name)
            let hint =
                suggestion.map { ", did you mean \($0.quotedForDiagnostic)?" }
                ?? "; the tables are \(names.map(\.quotedForDiagnostic).joined(separator: ", "))"
            return .failure(Diagnostic(.error, at: path / "table", "no string table \(key.table!.quotedForDiagnostic)\(hint)"))
        case .missing(.unknownKey(let suggestion)):
            let tables = catalog.searched(table: key.table).map(\.name).map(\.quotedForDiagnostic).joined(separator: ", ")
            let hint = suggestion.map { ", did you mean \($0.quotedForDiagnostic)?" } ?? ""
            return .failure(Diagnostic(.error, at: keyPath, "unknown key \(name) (in \(tables))\(hint)"))
        case .missing(.untranslated(let available)):
            return .failure(
                Diagnostic(
                    .error, at: keyPath,
                    "no \(locale.quotedForDiagnostic) translation of \(name) and none to fall back to along \(chain.joined(separator: " → ")) (it is translated into \(available.joined(separator: ", ")))"
                ))
        case .missing(.brokenFile(let brokenLocale, let error)):
            return .failure(
                Diagnostic(.error, at: keyPath, "\(name) cannot be looked up in \(brokenLocale.quotedForDiagnostic): string table \(error)"))
        }
        var warnings: [Diagnostic] = []
        // A pseudo-locale reads the source language: that is no fallback.
        if match.locale != locale, pseudo == nil {
            if strict {
                return .failure(
                    Diagnostic(
                        .error, at: keyPath,
                        "no \(locale.quotedForDiagnostic) translation of \(name) (--strict forbids falling back to \(match.locale.quotedForDiagnostic))"
                    ))
            }
            warnings.append(
                Diagnostic(
                    .warning, at: keyPath, "no \(locale.quotedForDiagnostic) translation of \(name); using \(match.locale.quotedForDiagnostic)",
                    category: .fallback))
        }
        // A pseudo-locale's text written by hand (`values-en-rXA`) wins, as aapt2 lets it.
        let translation = pseudo.map { match.locale == $0.rawValue ? match.translation : match.translation.pseudoLocalized($0) } ?? match.translation
        let place = translation.file + (translation.problem?.line.map { ":\($0)" } ?? "")
        if let problem = translation.problem {
            return .failure(Diagnostic(.error, at: keyPath, "\(name) in \(match.locale.quotedForDiagnostic) (\(place)): \(problem.message)"))
        }
        let formatted: FormattedText
        do throws(TranslationProblem) {
            guard let rules else { throw TranslationProblem("no locale rules to format it with") }
            formatted = try LocalizedFormatter(rules: rules, locale: pseudo == nil ? locale : match.locale).format(
                translation, arguments: key.arguments, count: key.count)
        } catch {
            return .failure(
                Diagnostic(
                    .error, at: key.arguments.isEmpty ? keyPath : path / "args",
                    "\(name) in \(match.locale.quotedForDiagnostic) (\(translation.file)): \(error.message)"))
        }
        for note in formatted.notes {
            warnings.append(
                Diagnostic(.warning, at: path / "args", "\(name) in \(match.locale.quotedForDiagnostic) (\(translation.file)): \(note)"))
        }
        // A review state counts only for what is shown: the unit, or the forms chosen.
        let shownStates = [translation.state] + formatted.formsUsed.compactMap { translation.formStates[$0] }
        if let state = shownStates.first(where: { $0 != .translated }) {
            warnings.append(
                Diagnostic(
                    .warning, at: keyPath,
                    "the \(match.locale.quotedForDiagnostic) translation of \(name) is marked \(state.rawValue) in \(translation.file)",
                    category: .needsReview))
        }
        let runs: [MarkedText.Run]? = translation.platform == .android ? (formatted.wasFormatted ? [] : translation.spans[formatted.form] ?? []) : nil
        var use = LocalizedStringUse(
            key: key.key, table: match.table, locale: match.locale, file: translation.file,
            state: shownStates.first { $0 != .translated }?.rawValue ?? TranslationState.translated.rawValue)
        switch match.translation.text {
        case .single(let text): use.written = text
        case .plural(let forms): use.written = forms[formatted.form] ?? ""
        }
        return .success((ResolvedText(string: formatted.text, path: path, tableRuns: runs), use, warnings))
    }
}

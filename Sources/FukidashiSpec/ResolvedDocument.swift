/// One output of a spec with locale maps: which locale, and whether a missing translation
/// is an error (`--strict`) rather than a fallback to English.
package struct LocaleVariant: Hashable, Sendable {
    package let locale: String
    package let strict: Bool

    package init(locale: String, strict: Bool) {
        self.locale = locale
        self.strict = strict
    }
}

/// A text resolved for one locale: the string to draw, and where it sits in the spec
/// (`elements[0].text.ja` for an entry of a locale map), for the warnings about it.
package struct ResolvedText: Hashable, Sendable {
    package let string: String
    package let path: JSONPath

    package init(string: String, path: JSONPath) {
        (self.string, self.path) = (string, path)
    }
}

/// One locale of a document, its texts resolved once: what layout reads. Styles and
/// references were resolved while decoding; this resolves the locale, so every frame of an
/// animation lays out from the same texts.
package struct ResolvedDocument: Sendable {
    package let document: Document
    /// The locale rendered, for a spec with locale maps.
    package let variant: LocaleVariant?
    /// Each element's text in this locale (by index into `elements`), or why it has none.
    private let texts: [Int: Result<ResolvedText, SpecDiagnostic>]
    /// Warnings about each element's text (a translation that fell back), by element index.
    private let warnings: [Int: [SpecDiagnostic]]

    /// Resolves every element's text for `variant`; `nil` takes each locale map's first entry
    /// (a spec rendered without choosing a locale). A missing translation falls back to
    /// English with a warning, or is an error under `--strict` or with no English to use.
    package init(_ document: Document, variant: LocaleVariant?) {
        self.document = document
        self.variant = variant
        var texts: [Int: Result<ResolvedText, SpecDiagnostic>] = [:]
        var warnings: [Int: [SpecDiagnostic]] = [:]
        for (index, element) in document.elements.enumerated() {
            let localized: LocalizedText?, path: JSONPath
            switch element {
            case .bubble(let bubble): (localized, path) = (bubble.text, bubble.path)
            case .circle(let circle): (localized, path) = (circle.text, circle.path)
            case .image, .cardStack: continue
            }
            guard let localized else { continue }
            switch Self.resolve(localized, of: path, for: variant) {
            case .success(let (text, warning)):
                texts[index] = .success(text)
                if let warning { warnings[index] = [warning] }
            case .failure(let error):
                texts[index] = .failure(error)
            }
        }
        self.texts = texts
        self.warnings = warnings
    }

    /// The text of element `index`, if it has one; throws why it has none in this locale.
    package func text(at index: Int) throws(SpecDiagnostic) -> ResolvedText? {
        try texts[index]?.get()
    }

    /// What resolving element `index`'s text had to say.
    package func warnings(at index: Int) -> [SpecDiagnostic] { warnings[index] ?? [] }

    private static func resolve(_ localized: LocalizedText, of element: JSONPath,
                                for variant: LocaleVariant?) -> Result<(ResolvedText, SpecDiagnostic?), SpecDiagnostic> {
        switch localized {
        case .plain(let text):
            return .success((ResolvedText(string: text, path: element / "text"), nil))
        case .localized:
            guard let variant else {
                // Rendered without choosing a locale: take the first one written.
                let first = localized.locales.first
                return .success((ResolvedText(string: localized.text(for: first) ?? "", path: element / "text" / (first ?? "")), nil))
            }
            let path = element / "text" / variant.locale
            if let text = localized.text(for: variant.locale) { return .success((ResolvedText(string: text, path: path), nil)) }
            let fallback = LocalizedText.fallbackLocale
            guard let text = localized.text(for: fallback) else {
                return .failure(SpecDiagnostic(.error, at: path, "no \(variant.locale.quotedForDiagnostic) text and no \(fallback.quotedForDiagnostic) to fall back to"))
            }
            if variant.strict {
                return .failure(SpecDiagnostic(.error, at: path, "no \(variant.locale.quotedForDiagnostic) text (--strict forbids falling back to \(fallback.quotedForDiagnostic))"))
            }
            let warning = SpecDiagnostic(.warning, at: path, "no \(variant.locale.quotedForDiagnostic) text; using \(fallback.quotedForDiagnostic)", category: .fallback)
            return .success((ResolvedText(string: text, path: path), warning))
        }
    }
}

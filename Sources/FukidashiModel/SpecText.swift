import FukidashiJSON
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

/// A text as a spec gives it: a string, a key to look up, or a locale map of strings whose
/// entry the resolve stage chooses per variant; in a resolved document, the string it draws.
/// `path` is where it was written (`elements[0].text`, and `elements[0].text.ja` for a map's
/// entry), for every diagnostic about it.
package struct SpecText: Hashable, Sendable {
    package enum Source: Hashable, Sendable {
        case literal(String)
        case localized(LocalizedKey)
        /// A string written in the spec that is itself a format (a progress counter's
        /// `"%d of %d"`): filled with the arguments for the locale, as a translation is.
        case format(String, arguments: [FormatArgument])
        /// A locale map (`{"en": "Hi", "ja": "やあ"}`): every entry, in the order written.
        /// The resolve stage takes the variant's locale's, or the next along its chain.
        case byLocale(LocaleValueMap<SpecText>)
        /// An appearance map of strings (`{"light": "Tap the sun", "dark": "Tap the moon"}`):
        /// each appearance's text, read whole as a colour's values are. The resolve stage takes
        /// the variant's appearance's (`settled`) before it resolves texts.
        indirect case byAppearance(VariantKeyed<SpecText>)
        /// The string one variant draws, put in by the resolve stage (`ResolvedDocument`): the
        /// only form layout reads.
        case resolved(ResolvedText)
    }

    package let source: Source
    package let path: JSONPath

    package init(_ source: Source, path: JSONPath) {
        (self.source, self.path) = (source, path)
    }

    /// The string this text draws, once the resolve stage has put it in; `nil` before, and
    /// where it could not (its error stops the variant before layout).
    package var resolved: ResolvedText? {
        guard case .resolved(let text) = source else { return nil }
        return text
    }

    package static func literal(_ string: String, at path: JSONPath) -> SpecText { SpecText(.literal(string), path: path) }

    /// The text `appearance` draws: its entry of an appearance map (with none named, the
    /// first's, as a colour's), and a locale map's entries each theirs; any other text is itself.
    package func settled(_ variant: Variant?) -> SpecText {
        switch source {
        case .byAppearance(let entries): entries.value(in: variant).settled(variant)
        case .byLocale(let map): SpecText(.byLocale(map.mapValues { $0.settled(variant) }), path: path)
        default: self
        }
    }
}

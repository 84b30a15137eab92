import FukidashiJSON
import FukidashiStrings

/// A text as one locale of a spec gives it: a string (written, or chosen from a locale map),
/// or a key to look up. `path` is where it was written (`elements[0].text.ja` for a map's
/// entry), for every diagnostic about it.
package struct SpecText: Hashable, Sendable {
    package enum Source: Hashable, Sendable {
        case literal(String)
        case localized(LocalizedKey)
        /// A string written in the spec that is itself a format (a progress counter's
        /// `"%d of %d"`): filled with the arguments for the locale, as a translation is.
        case format(String, arguments: [FormatArgument])
    }

    package let source: Source
    package let path: JSONPath

    package init(_ source: Source, path: JSONPath) {
        (self.source, self.path) = (source, path)
    }

    package static func literal(_ string: String, at path: JSONPath) -> SpecText { SpecText(.literal(string), path: path) }

    /// The string as written, for guessing the language before layout; a key has none.
    package var literal: String? {
        if case .literal(let s) = source { return s }
        return nil
    }
}

import FukidashiGeometry
import FukidashiJSON
import FukidashiLanguage
import FukidashiStrings
import FukidashiVariants

/// A locale map of a value (a number, a point, a rectangle, a placement, an image path, a
/// spotlight's element selector), kept whole as a text's is: every entry decoded, the first
/// written in the document as its stand-in, and the variant's put in its place by the resolve
/// stage (`Document.inLocale`). An entry that is a reference (`{"on": …}`) or an element
/// anchor (`{"element": …}`) brings its record, which the stand-in's gives way to.
package struct LocaleValueMap: Hashable, Sendable {
    /// Where in the document the value goes.
    package enum Place: Hashable, Sendable {
        /// A bubble's `width`, `maxWidth`, tail `focus`, label origin `at`, or `placement`.
        case bubbleWidth(Int)
        case bubbleMaxWidth(Int)
        case bubbleFocus(Int)
        case labelOrigin(Int)
        case placement(Int)
        /// An image's or a card stack's `frame`.
        case frame(Int)
        /// A circle's `center`.
        case circleCenter(Int)
        /// A spotlight's `center`, `radius` or `rect`, by its index in the overlay.
        case spotlightCenter(Int)
        case spotlightRadius(Int)
        case spotlightRect(Int)
        /// An image path: wherever the stand-in (the first entry's source) is.
        case image
        /// A spotlight's `element`: its anchor's selector.
        case spotlightElement(Int)
    }

    package enum Value: Hashable, Sendable {
        case number(Double)
        case point(Point)
        case rect(Rect)
        case placement(Placement)
        case image(ImageSource)
        case selector(ElementSelector)
    }

    /// One locale's entry: its value, or what is wrong with it (which fails the locales that
    /// take it), and anything else its decode said.
    package struct Entry: Hashable, Sendable {
        /// The tag, canonical.
        package let tag: String
        /// The value, or a stand-in where the entry is a reference or an element anchor.
        package let value: Value?
        package var diagnostics: [Diagnostic]
        /// What the entry records for the resolve stage: the element it follows, or the
        /// circle it sits on.
        package var anchors: [ElementAnchor] = []
        package var references: [CircleReference] = []
        /// What is wrong with the entry's own appearance map's entry for another appearance
        /// (an image path's `dark` file): it fails the locales that take it in that appearance.
        package var appearanceErrors: [String: [Diagnostic]] = [:]

        package init(
            tag: String, value: Value?, diagnostics: [Diagnostic], anchors: [ElementAnchor] = [], references: [CircleReference] = [],
            appearanceErrors: [String: [Diagnostic]] = [:]
        ) {
            self.tag = tag
            self.value = value
            self.diagnostics = diagnostics
            self.anchors = anchors
            self.references = references
            self.appearanceErrors = appearanceErrors
        }
    }

    package let place: Place
    /// The map's path as written (`elements[0].focus`).
    package let path: JSONPath
    package var entries: [Entry]

    /// The entry a locale with this lookup chain takes (`nil`: no locale, the first), or the
    /// error when none along it: the rule every locale map follows (`LocaleLookup.tag`).
    package func entry(along chain: [String]?, locale: String?) -> Result<Entry, Diagnostic> {
        let tags = entries.map(\.tag)
        if let tag = LocaleLookup.tag(of: tags, along: chain), let entry = entries.first(where: { $0.tag == tag }) { return .success(entry) }
        // Only a locale's chain can miss: with none, the first entry is taken.
        return .failure(LocaleLookup.noEntry(at: path, locale: LanguageTag.canonical(locale ?? ""), chain: chain ?? []))
    }

    package init(place: Place, path: JSONPath, entries: [Entry]) {
        self.place = place
        self.path = path
        self.entries = entries
    }
}

/// An appearance map of a value a locale map may also hold (a focus, a frame, a width, a
/// placement), read whole as a colour's is: each appearance's value, the first's written in
/// the document as its stand-in, and the variant's put in its place by the resolve stage
/// (`Document.inAppearance`), so one decode serves every appearance.
package struct AppearanceValueMap: Hashable, Sendable {
    package let place: LocaleValueMap.Place
    /// Each appearance's value (an appearance whose entry is wrong fails, and draws nothing).
    package let values: AppearanceKeyed<LocaleValueMap.Value>

    package init(place: LocaleValueMap.Place, values: AppearanceKeyed<LocaleValueMap.Value>) {
        (self.place, self.values) = (place, values)
    }
}

import FukidashiSpec

/// How text should be set: what `TextLayoutEngine` needs from a bubble's style.
package struct TextStyle: Hashable, Sendable {
    package var family: String
    package var size: Double
    package var weight: Int
    package var lineHeight: Double
    package var wrap: WrapMode
    package var maxLines: Int?
    package var locale: TextLocale
    /// JLREQ punctuation trimming; on by default for Japanese and Chinese.
    package var trimsPunctuation: Bool
    /// `、` and `。` may hang past the line's end (off by default).
    package var hangsPunctuation: Bool
    /// Runs set differently from the rest (Markdown's marks), by `Character` offset.
    package var spans: [TextSpan] = []

    package init(
        family: String, size: Double, weight: Int = 400, lineHeight: Double = 1,
        wrap: WrapMode = .normal, maxLines: Int? = nil, locale: TextLocale = .english,
        trimsPunctuation: Bool? = nil, hangsPunctuation: Bool = false
    ) {
        self.locale = locale
        self.trimsPunctuation = trimsPunctuation ?? locale.setsCJKPunctuation
        self.hangsPunctuation = hangsPunctuation
        self.family = family
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.wrap = wrap
        self.maxLines = maxLines
    }
}

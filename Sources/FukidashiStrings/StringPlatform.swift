/// Whose rules a string file follows: they differ in how numbers are formatted, how plural
/// forms are chosen and how text is marked up ("How each platform's strings are read" in the
/// format reference).
package enum StringPlatform: String, Hashable, Sendable {
    /// String Catalogs, `.strings`, `.stringsdict` and Xcode's XLIFF: Foundation's formatter,
    /// an explicit `zero` form for 0, and Markdown as SwiftUI reads it.
    case apple
    /// `res/values*/strings.xml`: `java.util.Formatter`, CLDR's categories strictly, and the
    /// HTML tags `Resources.getText` keeps as spans.
    case android
}

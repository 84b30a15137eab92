import FukidashiJSON
import FukidashiLanguage

package enum WrapMode: String, CaseIterable, Hashable, Sendable {
    /// Line-break rules first; inside a word only when the word alone cannot fit.
    case normal
    /// Between any two characters (grapheme clusters): the *seed*'s zero-width-space trick.
    case anywhere
    /// Never wrap: the body grows with the line (a fixed `width` truncates it with "…").
    case none
}

extension WrapMode: StyleWord {}

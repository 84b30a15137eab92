/// A style's `hyphens`: whether words may break at a syllable, with a hyphen, as CSS's
/// `hyphens` and Android's `hyphenationFrequency` say. Both platforms' default is off.
package enum HyphensMode: String, CaseIterable, Hashable, Sendable {
    case none, auto
}

extension HyphensMode: StyleWord {}

import FukidashiJSON
import FukidashiLanguage

/// The axes a spec's outputs vary along, each declared once, here: where its values come from,
/// how a list of them is written (`list`), the names a map along it is keyed by (`mapNames`),
/// its placeholder in paths, its part of a file's name, its field in the manifest and the
/// preview, and how each output layout ships it. Adding an axis is a case here, the preview's
/// filter and the reference's prose for its keys, and, for an axis that is more than maps,
/// what it changes in a drawing.
public enum VariantAxis: String, CaseIterable, Hashable, Sendable, Comparable {
    /// A language: from locale maps, string tables, the project or `--locale`.
    case locale
    /// `light` or `dark`.
    case appearance
    /// The reader's text size: `AX3`, `fontScale2` (`TextSize`).
    case textSize
    /// Pixels per point: `@2x`, `@3x`.
    case scale

    /// The spec's key that lists its values (`nil`: a spec's locales come from its maps and
    /// tables).
    public var specKey: String? {
        switch self {
        case .locale, .textSize: nil
        case .appearance: "appearances"
        case .scale: "scales"
        }
    }

    /// The project's key that lists its values for every spec.
    public var projectKey: String {
        switch self {
        case .locale: "locales"
        case .appearance: "appearances"
        case .textSize: "textSizes"
        case .scale: "scales"
        }
    }

    /// How a spec or a project lists this axis's values.
    public var list: AxisList {
        switch self {
        case .locale: AxisList(item: .languageTag, expectation: "a non-empty array of language tags")
        case .appearance:
            AxisList(
                item: .name(among: Appearance.names, kind: "appearance", notAString: "\"light\" or \"dark\""),
                expectation: "a non-empty array of appearances, such as [\"light\", \"dark\"]")
        case .textSize:
            AxisList(
                item: .name(
                    among: TextSize.names, kind: "text size", notAString: "a text size such as \"AX3\" or \"fontScale2\"",
                    respelled: { TextSize(name: $0)?.name }),
                expectation: "a non-empty array of text sizes")
        case .scale: AxisList(item: .number(atLeast: 1, atMost: 4), expectation: "a non-empty array of scales, such as [2, 3]")
        }
    }

    /// How a spec writes a map along this axis by name, or `nil` where none is written so: a
    /// locale map is keyed by language tags (read as such), and a text size or a scale draws
    /// the same values.
    package var mapNames: AxisMapNames? {
        switch self {
        case .appearance: AxisMapNames(names: Appearance.names, noun: "appearance", withArticle: "an appearance", example: "[\"light\", \"dark\"]")
        case .locale, .textSize, .scale: nil
        }
    }

    /// What an image path writes for this variant's value: `{locale}`.
    public var placeholder: String { "{\(rawValue)}" }

    /// The part of a file's name this axis adds: `.ja`, `.dark`, `@3x`.
    public func fileNamePart(_ value: String) -> String {
        self == .scale ? "@\(value)x" : ".\(value)"
    }

    /// How a message names the value: `ja`, `dark`, `@3x`.
    public func shown(_ value: String) -> String {
        shownAround.prefix + value + shownAround.suffix
    }

    /// What `shown` puts around a value: `@` and `x` for a scale.
    package var shownAround: (prefix: String, suffix: String) {
        self == .scale ? ("@", "x") : ("", "")
    }

    /// Whether `value` is the axis's default, which adds nothing to a variant: a file named
    /// as if the axis were not there (`large` and `fontScale1` draw text as written).
    public func isDefault(_ value: String) -> Bool {
        self == .textSize && TextSize(name: value)?.isDefault == true
    }

    /// The manifest's field, also the preview's state and archive field and its URL filter (`?appearance=dark`).
    public var field: String { rawValue }

    /// Whether its values are numbers in JSON (`"scale": 3`), not strings.
    public var valueIsNumber: Bool { self == .scale }

    /// Whether a manifest line always has the field (`null` where the spec has no such
    /// variants): only `locale`, which manifests have had from the start.
    public var fieldAlwaysWritten: Bool { self == .locale }

    /// The order file names, messages and the loops follow.
    public static func < (a: VariantAxis, b: VariantAxis) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// How an output layout ships one axis.
public enum AxisShipping: Hashable, Sendable {
    /// In the file's name: `home.ja.dark@3x.png`.
    case fileName
    /// In the asset catalog's `Contents.json` (`locale`, `appearances`, `scale`).
    case catalogEntry
    /// In Android's resource qualifiers: `drawable-ja-night-xxhdpi`.
    case resourceQualifier
    /// The layout has no place for it: a variant with a value of this axis fails.
    case cannot(String)
}

extension OutputLayout {
    /// How this layout ships `axis`.
    public func shipping(_ axis: VariantAxis) -> AxisShipping {
        switch (self, axis) {
        case (.folder, _): .fileName
        case (.xcassets, .locale), (.xcassets, .appearance), (.xcassets, .scale): .catalogEntry
        case (.androidRes, .locale), (.androidRes, .appearance), (.androidRes, .scale): .resourceQualifier
        case (.xcassets, .textSize): .cannot("an asset catalog has no text-size entry: the app draws one image at every text size")
        case (.androidRes, .textSize): .cannot("res/ has no font-scale qualifier: the app draws one image at every font scale")
        }
    }
}

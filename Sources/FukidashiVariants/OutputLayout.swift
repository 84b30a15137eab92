import FukidashiLanguage

/// Where a project's images go and in which platform's layout.
public enum OutputLayout: String, CaseIterable, Hashable, Sendable {
    /// Today's names and places: `OUT/tour/step1.ja.dark@3x.png`.
    case folder
    /// An Xcode asset catalog: `<path>/step1.imageset/` with its `Contents.json`.
    case xcassets
    /// Android resources: `<path>/drawable-ja-night-xxhdpi/step1.png`.
    case androidRes = "android-res"
}

extension OutputLayout {
    /// The scales this layout can name, with their names: `2x`, or `xhdpi`. A folder takes any.
    public var scaleNames: [(scale: Double, name: String)] {
        switch self {
        case .folder: []
        case .xcassets: [(1, "1x"), (2, "2x"), (3, "3x")]
        case .androidRes: [(1, "mdpi"), (1.5, "hdpi"), (2, "xhdpi"), (3, "xxhdpi"), (4, "xxxhdpi")]
        }
    }

    /// Why this layout does not receive the pseudo-locale `locale`, or `nil` when it does: a
    /// folder takes all of them, `res/` Android's two when the project asks, and an asset
    /// catalog none (an app never ships them).
    public func refusal(ofPseudoLocale locale: String, whenAsked asked: Bool) -> String? {
        guard let pseudo = PseudoLocale(tag: locale) else { return nil }
        switch self {
        case .folder: return nil
        case .xcassets where pseudo.isAndroid:
            return "an asset catalog never receives pseudo-locales (\(pseudo.rawValue) is Android's, which aapt2 makes when it builds res/)"
        case .xcassets:
            return "an asset catalog never receives pseudo-locales (Xcode makes \(pseudo.rawValue) at run time, from the scheme's options)"
        case .androidRes where !pseudo.isAndroid: return "Android has no \(pseudo.rawValue); its pseudo-locales are en-XA and ar-XB"
        case .androidRes:
            return asked ? nil : "res/ receives en-XA and ar-XB only when the project says \"output\": {\"pseudoLocales\": true}"
        }
    }

    /// The name of `scale` in this layout; `nil` where it has none.
    public func scaleName(_ scale: Double) -> String? {
        switch self {
        case .folder: "@" + Variant.scaleText(scale) + "x"
        case .xcassets, .androidRes: scaleNames.first { $0.scale == scale }?.name
        }
    }

    /// Whether a project may ask this layout to ship pseudo-locales (`"pseudoLocales": true`):
    /// only `res/`, as Gradle's `pseudoLocalesEnabled` does in a debug build.
    package var shipsPseudoLocalesWhenAsked: Bool {
        switch self {
        case .androidRes: true
        case .folder, .xcassets: false
        }
    }

    /// What the name of this layout's labels file may hold, and the rule a wrong one is told;
    /// `nil`: the layout writes no labels (a folder).
    package var labelsFileName: (allows: @Sendable (Unicode.Scalar) -> Bool, rule: String)? {
        switch self {
        case .folder: nil
        case .xcassets:
            (
                { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "_.-".unicodeScalars.contains($0) },
                "a table name takes letters, digits, _, . and -"
            )
        case .androidRes:
            (
                { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" },
                "a res/ file name takes lower-case letters, digits and _ (aapt refuses others)"
            )
        }
    }
}

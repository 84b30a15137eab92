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
        self == .folder ? "@" + Variant.scaleText(scale) + "x" : scaleNames.first { $0.scale == scale }?.name
    }
}

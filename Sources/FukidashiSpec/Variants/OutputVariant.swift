/// One output of a spec: its locale, appearance and scale, each `nil` where the spec has none
/// of that kind. It names the file: `home.ja.dark@3x.png`.
public struct OutputVariant: Hashable, Sendable, CustomStringConvertible {
    /// The locale, for a spec with locales.
    public let locale: String?
    /// `light` or `dark`, for a spec or project that declares appearances.
    public let appearance: String?
    /// Pixels per point, for a spec or project that declares scales.
    public let scale: Double?

    /// A variant; each part `nil` where the spec has none of that kind.
    public init(locale: String? = nil, appearance: String? = nil, scale: Double? = nil) {
        (self.locale, self.appearance, self.scale) = (locale, appearance, scale)
    }

    /// The plain spec's one output.
    public static let plain = OutputVariant()

    /// What goes between a file's name and `.png`: `.ja.dark@3x`, empty for the plain spec.
    public var fileSuffix: String {
        (locale.map { "." + $0 } ?? "") + (appearance.map { "." + $0 } ?? "") + (scale.map { "@" + Self.scaleText($0) + "x" } ?? "")
    }

    /// `out/home.png` → `out/home.ja.dark@3x.png`: where this variant of a spec's output
    /// (or golden) goes. A path not ending in `.png` is left as it is.
    public func path(for base: String) -> String {
        guard base.hasSuffix(".png") else { return base }
        return String(base.dropLast(4)) + fileSuffix + ".png"
    }

    /// `3` for 3×, `1.5` for 1.5×: as a path's `{scale}` and a file's `@3x` write it.
    public static func scaleText(_ scale: Double) -> String { scale.specDescription }

    /// `ja, dark, @3x`: as a message or a manifest names the variant; empty for the plain spec.
    public var description: String {
        [locale, appearance, scale.map { "@" + Self.scaleText($0) + "x" }].compactMap { $0 }.joined(separator: ", ")
    }
}

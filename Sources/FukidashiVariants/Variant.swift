import FukidashiJSON
import FukidashiLanguage

/// One output of a spec: a value along each axis it varies on (`VariantAxis`), none where it
/// has no variants of that kind. It names the file (`home.ja.dark@3x.png`), the manifest line,
/// the golden, and every diagnostic said of it.
public struct Variant: Hashable, Sendable, CustomStringConvertible {
    /// The value along each axis the spec varies on, as written: `ja`, `dark`, `3`.
    public private(set) var values: [VariantAxis: String] = [:]

    /// The plain spec's one output.
    public static let plain = Variant()

    /// A variant; each part `nil` where the spec has none of that kind.
    public init(locale: String? = nil, appearance: String? = nil, scale: Double? = nil) {
        values[.locale] = locale
        values[.appearance] = appearance
        values[.scale] = scale.map(Self.scaleText)
    }

    /// A variant with these values.
    public init(_ values: [VariantAxis: String]) { self.values = values }

    /// The value along `axis`, or `nil`.
    public subscript(axis: VariantAxis) -> String? {
        get { values[axis] }
        set { values[axis] = newValue }
    }

    /// The locale, for a spec with locales.
    public var locale: String? { values[.locale] }
    /// `light` or `dark`, for a spec or project that declares appearances.
    public var appearance: String? { values[.appearance] }
    /// The text size, where it is not the platform's default.
    public var textSize: String? { values[.textSize] }
    /// Pixels per point, for a spec or project that declares scales.
    public var scale: Double? { values[.scale].flatMap(Double.init) }

    /// The axes this variant has a value along, in order.
    public var axes: [VariantAxis] { VariantAxis.allCases.filter { values[$0] != nil } }

    /// The same variant without `axis`: what it has in common with its siblings along it.
    public func without(_ axis: VariantAxis) -> Variant {
        var copy = self
        copy.values[axis] = nil
        return copy
    }

    /// What goes between a file's name and `.png`: `.ja.dark@3x`, empty for the plain spec.
    public var fileSuffix: String {
        axes.map { $0.fileNamePart(values[$0]!) }.joined()
    }

    /// `out/home.png` → `out/home.ja.dark@3x.png`: where this variant of a spec's output
    /// (or golden) goes. A path not ending in `.png` is left as it is.
    public func path(for base: String) -> String {
        guard base.hasSuffix(".png") else { return base }
        return String(base.dropLast(4)) + fileSuffix + ".png"
    }

    /// `path` with each placeholder this variant has a value for put in, except `keeping`'s.
    public func filling(_ path: String, keeping kept: Set<VariantAxis> = []) -> String {
        var text = path
        for axis in axes where !kept.contains(axis) && text.contains(axis.placeholder) {
            text = text.replacing(axis.placeholder, with: values[axis]!)
        }
        return text
    }

    /// `3` for 3×, `1.5` for 1.5×: as a path's `{scale}` and a file's `@3x` write it.
    public static func scaleText(_ scale: Double) -> String { scale.specDescription }

    /// `ja, dark, @3x`: as a message or a manifest names the variant; empty for the plain spec.
    public var description: String {
        axes.map { $0.shown(values[$0]!) }.joined(separator: ", ")
    }

    /// Every combination of the values given, one axis after another in `VariantAxis`
    /// order (a locale's appearances and scales together). An axis with no values adds nothing,
    /// and an axis's default value (`large`) is a variant without it.
    public static func product(_ values: [VariantAxis: [String]]) -> [Variant] {
        var variants = [Variant.plain]
        for axis in VariantAxis.allCases {
            guard let list = values[axis], !list.isEmpty else { continue }
            variants = variants.flatMap { variant in
                list.map { value in
                    var next = variant
                    next.values[axis] = axis.isDefault(value) ? nil : value
                    return next
                }
            }
            // `large` and `fontScale1` both are text as written: one variant.
            var seen = Set<Variant>()
            variants = variants.filter { seen.insert($0).inserted }
        }
        return variants
    }
}

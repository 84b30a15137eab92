import FukidashiGeometry

/// How far two images may differ and still match. Stated at every comparison site.
public struct ImageTolerance: Hashable, Sendable, CustomStringConvertible {
    /// How the colour difference of a pixel is measured.
    public var metric: ColorMetric
    /// The largest colour distance that still counts as the same pixel (ΔE units for
    /// `.deltaE`, 0…1 for `.yiq`).
    public var colorThreshold: Double
    /// The share of pixels (0…1) that may differ by more than `colorThreshold`.
    public var pixelFraction: Double
    /// Pixels that are antialiasing in either image do not count as differing.
    public var ignoresAntialiasing: Bool

    /// A tolerance; the defaults are `strict`.
    public init(metric: ColorMetric = .deltaE, colorThreshold: Double = 1, pixelFraction: Double = 0, ignoresAntialiasing: Bool = false) {
        self.metric = metric
        self.colorThreshold = colorThreshold
        self.pixelFraction = pixelFraction
        self.ignoresAntialiasing = ignoresAntialiasing
    }

    /// The default for users: no pixel may differ visibly (ΔE > 1), antialiasing included.
    public static let strict = ImageTolerance()

    /// Only bit-identical pixels match.
    public static let exact = ImageTolerance(colorThreshold: 0)

    /// "ΔE ≤ 1, differing pixels ≤ 0%", as reports print it.
    public var description: String {
        var text = "\(metric.symbol) ≤ \(colorThreshold.shortDescription), differing pixels ≤ \(Percent(pixelFraction))"
        if ignoresAntialiasing { text += ", antialiasing ignored" }
        return text
    }
}

/// A share printed as a percentage with two significant digits below 10 %: "0.8%", "0.012%".
struct Percent: CustomStringConvertible {
    let fraction: Double

    init(_ fraction: Double) { self.fraction = fraction }

    var description: String {
        let percent = fraction * 100
        guard percent > 0 else { return "0%" }
        var factor = 1.0
        while percent * factor < 10 && factor < 1e6 { factor *= 10 }
        let rounded = (percent * factor).rounded() / factor
        return (rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)) + "%"
    }
}

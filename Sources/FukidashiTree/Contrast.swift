#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// WCAG 2.2's contrast: relative luminance with the 0.04045 threshold, and
/// (L1 + 0.05) / (L2 + 0.05), lighter over darker, from 1 to 21.
package enum Contrast {
    /// The relative luminance of an opaque sRGB colour.
    package static func luminance(red: UInt8, green: UInt8, blue: UInt8) -> Double {
        func linear(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    package static func ratio(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Double {
        ratio(luminances: luminance(red: a.0, green: a.1, blue: a.2), luminance(red: b.0, green: b.1, blue: b.2))
    }

    /// The ratio of two colours' relative luminances, in either order.
    package static func ratio(luminances a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `top` drawn over the opaque `bottom` at its alpha.
    package static func over(_ top: (UInt8, UInt8, UInt8, UInt8), _ bottom: (UInt8, UInt8, UInt8)) -> (UInt8, UInt8, UInt8) {
        if top.3 == 255 { return (top.0, top.1, top.2) }
        let a = Double(top.3) / 255
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(t) * a + Double(b) * (1 - a)).rounded()) }
        return (mix(top.0, bottom.0), mix(top.1, bottom.1), mix(top.2, bottom.2))
    }

    /// What text of `points` at `weight` needs, as Android's Accessibility Test Framework
    /// counts it: 3:1 for large text (at least 18, or at least 14 at weight 600 and more),
    /// else 4.5:1.
    package static func required(points: Double, weight: Int) -> Double {
        points >= 18 || (points >= 14 && weight >= 600) ? 3 : 4.5
    }
}

/// What a contrast below the threshold does (`--contrast`, a project's `contrast`).
public enum ContrastPolicy: String, CaseIterable, Hashable, Sendable {
    /// A warning naming the element, the variant, both colours and the ratio.
    case warn
    /// The variant fails, as a broken locale does; the others still render.
    case error
    /// Not checked.
    case off
}

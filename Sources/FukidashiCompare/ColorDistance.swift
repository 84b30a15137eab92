#if canImport(Glibc)
    import Glibc
#endif

/// How far apart two colours look: the per-pixel distance golden comparisons use.
public enum ColorMetric: String, Hashable, Sendable, CaseIterable {
    /// CIEDE2000 in CIELAB (D65). 1 is about the smallest difference a person can see.
    case deltaE = "delta-e"
    /// pixelmatch's YIQ distance, scaled as its `threshold` (0.1 by default there): 0…1,
    /// where 1 is its largest delta, 35215.
    case yiq

    /// What the distance is called in messages: "max ΔE 23.1".
    var symbol: String { self == .deltaE ? "ΔE" : "YIQ" }
}

/// Colour distances between straight-alpha RGBA pixels. Translucent pixels are compared
/// as they would look over white and over black, and the larger distance counts, so a
/// change of alpha alone is never invisible to the comparison.
enum ColorDistance {
    static func distance(_ metric: ColorMetric, _ p: RGBA, _ q: RGBA) -> Double {
        if p.a == 255 && q.a == 255 { return opaqueDistance(metric, p.rgb(over: 255), q.rgb(over: 255)) }
        return max(
            opaqueDistance(metric, p.rgb(over: 255), q.rgb(over: 255)),
            opaqueDistance(metric, p.rgb(over: 0), q.rgb(over: 0)))
    }

    private static func opaqueDistance(_ metric: ColorMetric, _ p: SIMD3<Double>, _ q: SIMD3<Double>) -> Double {
        switch metric {
        case .deltaE: deltaE2000(Lab(srgb: p), Lab(srgb: q))
        case .yiq: (yiqDeltaSquared(p, q) / maxYIQDeltaSquared).squareRoot()
        }
    }

    /// The largest weighted YIQ delta, pixelmatch's 35215.
    static let maxYIQDeltaSquared = 35215.0

    static func brightness(_ rgb: SIMD3<Double>) -> Double {
        rgb.x * 0.29889531 + rgb.y * 0.58662247 + rgb.z * 0.11448223
    }

    /// Weighted squared YIQ difference (Kotsarenko and Ramos), as pixelmatch measures it.
    static func yiqDeltaSquared(_ p: SIMD3<Double>, _ q: SIMD3<Double>) -> Double {
        let y = brightness(p) - brightness(q)
        let i = inPhase(p) - inPhase(q)
        let qd = quadrature(p) - quadrature(q)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * qd * qd
    }

    private static func inPhase(_ c: SIMD3<Double>) -> Double { c.x * 0.59597799 - c.y * 0.27417610 - c.z * 0.32180189 }
    private static func quadrature(_ c: SIMD3<Double>) -> Double { c.x * 0.21147017 - c.y * 0.52261711 + c.z * 0.31114694 }

    /// CIEDE2000 (Sharma, Wu and Dalal 2005), with kL = kC = kH = 1.
    static func deltaE2000(_ p: Lab, _ q: Lab) -> Double {
        let pow25to7 = 6_103_515_625.0
        let cBar = ((p.a * p.a + p.b * p.b).squareRoot() + (q.a * q.a + q.b * q.b).squareRoot()) / 2
        let cBar7 = pow(cBar, 7)
        let g = 0.5 * (1 - (cBar7 / (cBar7 + pow25to7)).squareRoot())
        let a1 = (1 + g) * p.a, a2 = (1 + g) * q.a
        let c1 = (a1 * a1 + p.b * p.b).squareRoot(), c2 = (a2 * a2 + q.b * q.b).squareRoot()
        let h1 = hueDegrees(b: p.b, a: a1), h2 = hueDegrees(b: q.b, a: a2)

        let dL = q.L - p.L
        let dC = c2 - c1
        var dh = 0.0
        if c1 * c2 != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (c1 * c2).squareRoot() * sin(radians(dh / 2))

        let lBar = (p.L + q.L) / 2
        let cBarPrime = (c1 + c2) / 2
        var hBar = h1 + h2
        if c1 * c2 != 0 {
            if abs(h1 - h2) <= 180 { hBar /= 2 } else if h1 + h2 < 360 { hBar = (hBar + 360) / 2 } else { hBar = (hBar - 360) / 2 }
        }
        let t =
            1 - 0.17 * cos(radians(hBar - 30)) + 0.24 * cos(radians(2 * hBar))
            + 0.32 * cos(radians(3 * hBar + 6)) - 0.20 * cos(radians(4 * hBar - 63))
        let dTheta = 30 * exp(-pow((hBar - 275) / 25, 2))
        let cBarPrime7 = pow(cBarPrime, 7)
        let rC = 2 * (cBarPrime7 / (cBarPrime7 + pow25to7)).squareRoot()
        let lOffset = (lBar - 50) * (lBar - 50)
        let sL = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sC = 1 + 0.045 * cBarPrime
        let sH = 1 + 0.015 * cBarPrime * t
        let rT = -sin(radians(2 * dTheta)) * rC
        let l = dL / sL, c = dC / sC, h = dH / sH
        return max(0, l * l + c * c + h * h + rT * c * h).squareRoot()
    }

    private static func hueDegrees(b: Double, a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let h = atan2(b, a) * 180 / .pi
        return h < 0 ? h + 360 : h
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}

/// A CIELAB colour (D65 white).
struct Lab: Equatable {
    let L: Double, a: Double, b: Double

    init(L: Double, a: Double, b: Double) {
        self.L = L
        self.a = a
        self.b = b
    }

    /// From sRGB channels in 0…255.
    init(srgb c: SIMD3<Double>) {
        let r = Self.linear(c.x), g = Self.linear(c.y), b = Self.linear(c.z)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = Self.f(x), fy = Self.f(y), fz = Self.f(z)
        self.init(L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    private static func linear(_ channel: Double) -> Double {
        let c = channel / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func f(_ t: Double) -> Double {
        let delta = 6.0 / 29
        return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29
    }
}

/// One straight-alpha pixel.
struct RGBA: Equatable {
    let r: UInt8, g: UInt8, b: UInt8, a: UInt8

    /// The colour as it looks over a grey `backdrop` (0 black … 255 white).
    func rgb(over backdrop: Double) -> SIMD3<Double> {
        let alpha = Double(a) / 255
        return SIMD3(Double(r), Double(g), Double(b)) * alpha + SIMD3(repeating: backdrop * (1 - alpha))
    }
}

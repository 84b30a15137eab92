import Testing

@testable import Fukidashi
@testable import FukidashiCompare
@testable import FukidashiLayout

/// Each tolerance knob on pairs of images built here, so the expected verdict is known.
@Suite("Image comparison", .tags(.stage))
struct ImageComparisonTests {
    /// A disc with 4×4-supersampled antialiased edges on a flat background.
    static func disc(
        centreX: Double, centreY: Double, radius: Double, size: Int = 48, samples: Int = 4,
        fill: (UInt8, UInt8, UInt8) = (20, 90, 200), background: (UInt8, UInt8, UInt8) = (250, 250, 250)
    ) -> RasterImage {
        var rgba = [UInt8](repeating: 255, count: size * size * 4)
        for y in 0..<size {
            for x in 0..<size {
                var inside = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let px = Double(x) + (Double(sx) + 0.5) / Double(samples) - centreX
                        let py = Double(y) + (Double(sy) + 0.5) / Double(samples) - centreY
                        if px * px + py * py <= radius * radius { inside += 1 }
                    }
                }
                let cover = Double(inside) / Double(samples * samples)
                let o = (y * size + x) * 4
                rgba[o] = UInt8((Double(fill.0) * cover + Double(background.0) * (1 - cover)).rounded())
                rgba[o + 1] = UInt8((Double(fill.1) * cover + Double(background.1) * (1 - cover)).rounded())
                rgba[o + 2] = UInt8((Double(fill.2) * cover + Double(background.2) * (1 - cover)).rounded())
            }
        }
        return RasterImage(width: size, height: size, rgba: rgba)
    }

    static func mapped(_ image: RasterImage, _ transform: (Int, Int, inout [UInt8]) -> Void) -> RasterImage {
        var rgba = image.rgba
        for y in 0..<image.height {
            for x in 0..<image.width { transform(x, y, &rgba) }
        }
        return RasterImage(width: image.width, height: image.height, rgba: rgba)
    }

    let base = disc(centreX: 20.3, centreY: 22.6, radius: 11)

    @Test("identical images match under the strictest tolerance")
    func identical() {
        let comparison = ImageComparison(expected: base, actual: base, tolerance: .exact)
        #expect(comparison.passes)
        #expect(comparison.differingPixels == 0)
        #expect(comparison.summary == "no pixel differs")
    }

    @Test("a one-pixel shift of an antialiased edge fails strictly and passes when antialiasing is ignored")
    func onePixelShift() {
        let shifted = Self.disc(centreX: 21.3, centreY: 22.6, radius: 11)
        let strict = ImageComparison(expected: base, actual: shifted, tolerance: .strict)
        #expect(!strict.passes)
        #expect(strict.differingPixels > 20)

        let lenient = ImageComparison(expected: base, actual: shifted, tolerance: ImageTolerance(ignoresAntialiasing: true))
        #expect(lenient.passes, "\(lenient)")
        #expect(lenient.antialiasingPixels == strict.differingPixels)
    }

    @Test("a changed antialiasing (coarser edge sampling) is ignored only when asked")
    func antialiasChange() {
        let coarse = Self.disc(centreX: 20.3, centreY: 22.6, radius: 11, samples: 2)
        #expect(!ImageComparison(expected: base, actual: coarse, tolerance: .strict).passes)
        let lenient = ImageComparison(expected: base, actual: coarse, tolerance: ImageTolerance(ignoresAntialiasing: true))
        #expect(lenient.passes, "\(lenient)")
        #expect(lenient.antialiasingPixels > 0)
    }

    @Test("colour drift below one ΔE is the same pixel; a visible drift fails until the threshold allows it")
    func colourDrift() {
        let slight = Self.mapped(base) { x, y, rgba in rgba[(y * 48 + x) * 4 + 2] &+= rgba[(y * 48 + x) * 4 + 2] < 255 ? 1 : 0 }
        #expect(ImageComparison(expected: base, actual: slight, tolerance: .strict).passes)

        let visible = Self.mapped(base) { x, y, rgba in
            let o = (y * 48 + x) * 4
            rgba[o] = UInt8(min(255, Int(rgba[o]) + 12))
        }
        let strict = ImageComparison(expected: base, actual: visible, tolerance: .strict)
        #expect(!strict.passes)
        #expect(strict.maxDistance > 1 && strict.maxDistance < 10, "\(strict)")
        #expect(ImageComparison(expected: base, actual: visible, tolerance: ImageTolerance(colorThreshold: 10)).passes)
        // Ignoring antialiasing does not hide a drift of flat areas.
        #expect(!ImageComparison(expected: base, actual: visible, tolerance: ImageTolerance(ignoresAntialiasing: true)).passes)
    }

    @Test("a real change fails every lenient knob but the share of pixels")
    func realChange() {
        let marked = Self.mapped(base) { x, y, rgba in
            guard (30..<34).contains(x), (4..<8).contains(y) else { return }
            let o = (y * 48 + x) * 4
            rgba[o] = 200
            rgba[o + 1] = 30
            rgba[o + 2] = 30
        }
        let lenient = ImageTolerance(colorThreshold: 5, ignoresAntialiasing: true)
        let comparison = ImageComparison(expected: base, actual: marked, tolerance: lenient)
        #expect(!comparison.passes)
        #expect(comparison.differingPixels == 16)
        #expect(comparison.summary.hasPrefix("0.69% pixels differ (16 px, max ΔE "))
        #expect(comparison.summary.hasSuffix(") > tolerance 0%"))
        var share = lenient
        share.pixelFraction = 0.01
        #expect(ImageComparison(expected: base, actual: marked, tolerance: share).passes)
    }

    @Test("an alpha change invisible over white is still a difference")
    func alphaOnly() {
        let white = RasterImage(width: 1, height: 1, rgba: [255, 255, 255, 255])
        let clear = RasterImage(width: 1, height: 1, rgba: [255, 255, 255, 0])
        #expect(!ImageComparison(expected: white, actual: clear, tolerance: .strict).passes)
        // Fully transparent pixels match whatever colour they carry.
        let clearBlack = RasterImage(width: 1, height: 1, rgba: [0, 0, 0, 0])
        #expect(ImageComparison(expected: clear, actual: clearBlack, tolerance: .exact).passes)
    }

    @Test("sizes that differ never match")
    func sizeMismatch() {
        let small = Self.disc(centreX: 20, centreY: 20, radius: 11, size: 40)
        let comparison = ImageComparison(expected: base, actual: small, tolerance: ImageTolerance(colorThreshold: 100, pixelFraction: 1))
        #expect(!comparison.passes)
        #expect(comparison.summary == "size differs: expected 48×48 px, got 40×40 px")
    }

    @Test("YIQ distance is scaled as pixelmatch's threshold: 1 is its largest delta (35215)")
    func yiqScale() {
        let black = RGBA(r: 0, g: 0, b: 0, a: 255), white = RGBA(r: 255, g: 255, b: 255, a: 255)
        // Black to white is all brightness: √(0.5053 · 255² / 35215).
        #expect(abs(ColorDistance.distance(.yiq, black, white) - 0.9659) < 0.001)
        let shifted = Self.disc(centreX: 21.3, centreY: 22.6, radius: 11)
        let yiq = ImageTolerance(metric: .yiq, colorThreshold: 0.1, ignoresAntialiasing: true)
        #expect(ImageComparison(expected: base, actual: shifted, tolerance: yiq).passes)
        #expect(
            ImageComparison(expected: base, actual: shifted, tolerance: ImageTolerance(metric: .yiq, colorThreshold: 0.1)).summary.contains("max YIQ")
        )
    }

    /// Sharma, Wu and Dalal's published test pairs for CIEDE2000.
    @Test(
        "CIEDE2000 matches the published test data",
        arguments: [
            (Lab(L: 50, a: 2.6772, b: -79.7751), Lab(L: 50, a: 0, b: -82.7485), 2.0425),
            (Lab(L: 50, a: 3.1571, b: -77.2803), Lab(L: 50, a: 0, b: -82.7485), 2.8615),
            (Lab(L: 50, a: 2.5, b: 0), Lab(L: 73, a: 25, b: -18), 27.1492),
            (Lab(L: 50, a: 0, b: 0), Lab(L: 50, a: -1, b: 2), 2.3669),
            (Lab(L: 60.2574, a: -34.0099, b: 36.2677), Lab(L: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
            (Lab(L: 2.0776, a: 0.0795, b: -1.1350), Lab(L: 0.9033, a: -0.0636, b: -0.5514), 0.9082)
        ])
    func ciede2000(_ p: Lab, _ q: Lab, _ expected: Double) {
        #expect(abs(ColorDistance.deltaE2000(p, q) - expected) < 0.0001)
        #expect(abs(ColorDistance.deltaE2000(q, p) - expected) < 0.0001)
    }

    @Test("sRGB to CIELAB: white, black and pure red")
    func lab() {
        let white = Lab(srgb: SIMD3(255, 255, 255)), black = Lab(srgb: SIMD3(0, 0, 0)), red = Lab(srgb: SIMD3(255, 0, 0))
        #expect(abs(white.L - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        #expect(abs(black.L) < 0.01)
        #expect(abs(red.L - 53.24) < 0.05 && abs(red.a - 80.09) < 0.05 && abs(red.b - 67.20) < 0.05)
    }

    @Test(
        "percentages keep two significant digits",
        arguments: [
            (0.008, "0.8%"), (0.000123, "0.012%"), (0.0069444, "0.69%"), (0.25, "25%"), (0.123456, "12%"), (0, "0%"), (1, "100%")
        ])
    func percent(_ fraction: Double, _ text: String) {
        #expect(Percent(fraction).description == text)
    }

    @Test("the difference picture marks differing pixels red and ignored antialiasing yellow")
    func differencePicture() {
        let shifted = Self.disc(centreX: 21.3, centreY: 22.6, radius: 11)
        let marked = Self.mapped(shifted) { x, y, rgba in
            if x == 40 && y == 40 { rgba[(y * 48 + x) * 4] = 0 }
        }
        let comparison = ImageComparison(expected: base, actual: marked, tolerance: ImageTolerance(ignoresAntialiasing: true))
        let picture = DiffImage.differences(expected: base, comparison: comparison)
        #expect(picture.pixel(x: 40, y: 40) == (230, 0, 0, 255))
        let yellow = (0..<(48 * 48)).filter { picture.rgba[$0 * 4] == 240 && picture.rgba[$0 * 4 + 1] == 200 }.count
        #expect(yellow == comparison.antialiasingPixels)
    }
}

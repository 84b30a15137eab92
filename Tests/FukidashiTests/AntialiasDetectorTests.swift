import Testing

@testable import Fukidashi
@testable import FukidashiCompare
@testable import FukidashiLayout

/// The detector must be pixelmatch's to the pixel, ties included: of two equally bright (or
/// dark) neighbours, pixelmatch keeps the first it visits, walking columns (x outer, y inner).
/// These grids are built so that the choice decides the verdict.
@Suite("Antialiasing detector, pixelmatch's", .tags(.stage))
struct AntialiasDetectorTests {
    /// Grey levels, one row per y. The centre (2, 2) is 128. Its brightest neighbours tie at
    /// 200: (1, 3), inside a flat area of 200s, and (3, 1), with no neighbour like it. Its
    /// darkest neighbour (2, 1), 50, has no sibling either. Column order meets (1, 3) first,
    /// so pixelmatch calls the centre antialiasing; row order would meet (3, 1) and say no.
    static let tie: [[UInt8]] = [
        [11, 13, 17, 19, 23],
        [29, 140, 50, 200, 31],
        [200, 150, 128, 170, 37],
        [200, 200, 160, 135, 41],
        [200, 200, 200, 43, 47]
    ]

    static func image(_ rows: [[UInt8]]) -> RasterImage {
        let rgba: [UInt8] = rows.flatMap { row in row.flatMap { level -> [UInt8] in [level, level, level, 255] } }
        return RasterImage(width: rows[0].count, height: rows.count, rgba: rgba)
    }

    static func transposed(_ rows: [[UInt8]]) -> [[UInt8]] {
        rows[0].indices.map { x in rows.map { $0[x] } }
    }

    static func inverted(_ rows: [[UInt8]]) -> [[UInt8]] {
        rows.map { $0.map { 255 - $0 } }
    }

    func centreIsAntialiased(_ rows: [[UInt8]]) -> Bool {
        let image = Self.image(rows)
        let detector = AntialiasDetector(width: image.width, height: image.height)
        return image.rgba.withUnsafeBufferPointer { pixels in
            detector.isAntialiased(pixels, pixels, x: 2, y: 2)
        }
    }

    @Test("tied brightest neighbours: the first in column order decides (flat one first: antialiasing)")
    func brightTieFlatFirst() {
        #expect(centreIsAntialiased(Self.tie))
    }

    @Test("tied brightest neighbours, transposed: the first in column order is not flat, so not antialiasing")
    func brightTieFlatSecond() {
        #expect(!centreIsAntialiased(Self.transposed(Self.tie)))
    }

    @Test("tied darkest neighbours decide the same way")
    func darkTie() {
        #expect(centreIsAntialiased(Self.inverted(Self.tie)))
        #expect(!centreIsAntialiased(Self.inverted(Self.transposed(Self.tie))))
    }

    @Test("more than two neighbours as bright as the centre: never antialiasing")
    func flatCentre() {
        var rows = Self.tie
        (rows[1][1], rows[1][2], rows[2][1]) = (128, 128, 128)
        #expect(!centreIsAntialiased(rows))
    }
}

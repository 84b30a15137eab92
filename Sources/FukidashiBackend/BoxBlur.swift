/// Three box blurs in a row, which approach a Gaussian (the central limit theorem): what
/// browsers and Skia do for large shadows, because a pass costs the same whatever σ is (a
/// running sum), where a true Gaussian's kernel grows with it. The widths are odd (centred)
/// and chosen so the three variances add up to σ² as nearly as whole widths allow (Ivan
/// Kutskir's method); the W3C `feGaussianBlur` widths come out about 6 % narrower. Integer
/// sums, rounded once per pass: deterministic bytes on every machine.
enum BoxBlur {
    /// Where the true Gaussian is replaced (σ in device pixels). Below it whole box widths
    /// are too coarse: from σ 2 the fixtures' shadows differed by up to ΔE 1.9; from 16 px,
    /// where the blur's cost matters (a 3× shadow), by at most ΔE 0.79 (`fukidashi verify`
    /// of every fixture against the true Gaussian's goldens).
    static let fromSigma = 16.0

    /// The three boxes, as the pixels each reaches either side of the centre.
    /// Three, as browsers and Skia use: four or five were no closer on the fixtures.
    static let passes = 3

    static func boxes(sigma: Double) -> [Int] {
        let n = Double(passes)
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        guard lower >= 1 else { return [] }
        let upper = lower + 2
        let l = Double(lower)
        let m = Int(((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded())
        let widths = (0..<passes).map { $0 < m ? lower : upper }
        guard widths.contains(where: { $0 > 1 }) else { return [] }
        return widths.map { ($0 - 1) / 2 }
    }

    /// Blurs `pixels` (`width` × `height`, one byte each, rows `stride` bytes apart) in place:
    /// three passes along the rows, then three along the columns. Pixels outside count as 0.
    /// Between passes values keep 8 more bits (×256), so rounding happens once, at the end.
    static func blur(_ pixels: inout [UInt8], width: Int, height: Int, stride: Int, sigma: Double) {
        pixels.withUnsafeMutableBufferPointer { blur($0.baseAddress!, width: width, height: height, stride: stride, sigma: sigma) }
    }

    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let boxes = boxes(sigma: sigma).map(Box.init(reach:))
        guard !boxes.isEmpty, width > 0, height > 0 else { return }
        // Two fixed-point planes, passes going back and forth between them.
        let planes = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * width * height)
        defer { planes.deallocate() }
        var source = planes, target = planes + width * height
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * width)
        defer { line.deallocate() }
        // Running sums, a row's (then a row of columns') at a time.
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: width)
        defer { sums.deallocate() }
        for y in 0..<height {
            let row = pixels + y * stride
            let out = source + y * width
            guard !AlphaMaskRow.isClear(row, count: width) else {
                out.initialize(repeating: 0, count: width)
                continue
            }
            var from = line, to = line + width
            var x = 0
            while x < width {
                from[x] = Int32(truncatingIfNeeded: row[x]) << 8
                x &+= 1
            }
            for box in boxes {
                box.pass(from, to, count: width, sums: sums)
                swap(&from, &to)
            }
            out.update(from: from, count: width)
        }
        // Columns, a whole row of running sums at a time: the planes are read row after row.
        for box in boxes {
            box.columnPass(source, target, width: width, height: height, sums: sums)
            swap(&source, &target)
        }
        for y in 0..<height {
            let row = pixels + y * stride, values = source + y * width
            var x = 0
            while x < width {
                let value = (values[x] + 128) >> 8
                row[x] = value > 255 ? 255 : UInt8(truncatingIfNeeded: value)
                x &+= 1
            }
        }
    }

    /// One centred box of `2 × reach + 1` pixels. Each output is the rounded mean of the inputs
    /// around it, from a running sum that adds the one entering and drops the one leaving.
    /// Dividing by the width is a multiply by its reciprocal (2⁴⁰ / size, rounded up), which
    /// gives the same quotient for sums under 2⁴⁰ / size, so for boxes under 4,096 pixels (sums
    /// are at most 65,280 × size); a division per pixel was most of the pass's time.
    private struct Box {
        let reach: Int, size: Int, reciprocal: Int, exact: Bool

        init(reach: Int) {
            self.reach = reach
            size = 2 * reach + 1
            reciprocal = ((1 << 40) + size - 1) / size
            exact = size < 4096
        }

        /// The rounded means of `count` sums, into `out`. A row at a time, in a loop of its
        /// own: unoptimised code (`swift test`'s) would make a call per pixel of a function
        /// taking one sum.
        func means(of sums: UnsafeMutablePointer<Int>, into out: UnsafeMutablePointer<Int32>, count: Int) {
            let half = size / 2
            var x = 0
            if exact {
                while x < count {
                    out[x] = Int32(truncatingIfNeeded: ((sums[x] + half) &* reciprocal) >> 40)
                    x &+= 1
                }
            } else {
                while x < count {
                    out[x] = Int32(truncatingIfNeeded: (sums[x] + half) / size)
                    x &+= 1
                }
            }
        }

        /// One pass along a row: each pixel's running sum into `sums`, then their means.
        func pass(_ values: UnsafeMutablePointer<Int32>, _ out: UnsafeMutablePointer<Int32>, count: Int, sums: UnsafeMutablePointer<Int>) {
            var sum = 0
            var x = 0
            while x < count && x < reach {
                sum += Int(truncatingIfNeeded: values[x])
                x &+= 1
            }
            x = 0
            while x < count {
                let entering = x + reach
                if entering < count { sum += Int(truncatingIfNeeded: values[entering]) }
                sums[x] = sum
                let leaving = x - reach
                if leaving >= 0 { sum -= Int(truncatingIfNeeded: values[leaving]) }
                x &+= 1
            }
            means(of: sums, into: out, count: count)
        }

        func columnPass(
            _ values: UnsafeMutablePointer<Int32>, _ out: UnsafeMutablePointer<Int32>, width: Int, height: Int,
            sums: UnsafeMutablePointer<Int>
        ) {
            sums.initialize(repeating: 0, count: width)
            var y = 0
            while y < height && y < reach {
                add(values + y * width, to: sums, count: width, sign: 1)
                y &+= 1
            }
            for y in 0..<height {
                if y + reach < height { add(values + (y + reach) * width, to: sums, count: width, sign: 1) }
                means(of: sums, into: out + y * width, count: width)
                if y >= reach { add(values + (y - reach) * width, to: sums, count: width, sign: -1) }
            }
        }

        /// Adds a row to the running sums, or takes it away (`sign` -1).
        @inline(__always)
        private func add(_ row: UnsafeMutablePointer<Int32>, to sums: UnsafeMutablePointer<Int>, count: Int, sign: Int) {
            var x = 0
            while x < count {
                sums[x] += sign * Int(truncatingIfNeeded: row[x])
                x &+= 1
            }
        }
    }
}

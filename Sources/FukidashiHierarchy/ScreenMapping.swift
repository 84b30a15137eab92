import FukidashiGeometry
import FukidashiJSON

/// How a dump's coordinates land on its screenshot's pixels. The dump covers the screenshot:
/// Android pixels are its pixels, and iOS points are pixels ÷ a whole scale (2 or 3), which
/// only the screenshot can tell (a 414-point dump belongs to 828 or 1242 pixels).
package struct ScreenMapping: Hashable, Sendable {
    /// The unit the dump is read in.
    package let unit: DumpUnit
    /// Screenshot pixels per dump unit: 1 for pixels, the scale for points.
    package let pixelsPerUnit: Double

    package init(unit: DumpUnit, pixelsPerUnit: Double) {
        (self.unit, self.pixelsPerUnit) = (unit, pixelsPerUnit)
    }

    /// The mapping for `dump` over a screenshot `width` × `height` pixels, or why there is
    /// none (naming both sizes, and the screenshot's file where `screenshot` names it: with
    /// `{locale}` in both paths, the user must know which two files disagree). The screen's
    /// width is read from the elements, never from the root's attributes (which can be the
    /// app's area).
    package static func fitting(_ dump: HierarchyDump, width: Int, height: Int, screenshot: String? = nil) -> Result<ScreenMapping, DumpProblem> {
        let named = screenshot.map { " " + $0.quotedForDiagnostic } ?? ""
        guard let dumpWidth = dump.screenWidth, dumpWidth > 0 else {
            return .failure(DumpProblem("has no element that starts at the screen's left edge, so its screen width is unknown"))
        }
        let pixels = Double(width)
        // Rounding differs by tool (outward, truncated, exclusive right edges): a point or a
        // pixel either way is the same screen.
        if dump.format.unit != .points, abs(dumpWidth - pixels) <= 1 {
            return .success(ScreenMapping(unit: .pixels, pixelsPerUnit: 1))
        }
        if dump.format.unit == .pixels {
            return .failure(
                DumpProblem(
                    "is \(dumpWidth.dumpText) pixels wide, but its screenshot\(named) is \(width) × \(height) pixels: the dump is of another device or orientation"
                ))
        }
        let scale = pixels / dumpWidth
        let whole = scale.rounded()
        // 1 pt of rounding in the dump's width moves the scale by about scale / width.
        guard whole >= 1, abs(scale - whole) <= max(0.01, whole / dumpWidth) else {
            return .failure(
                DumpProblem(
                    "is \(dumpWidth.dumpText) points wide; its \(width) × \(height)-pixel screenshot\(named) would make \(String(format3: scale)) pixels a point, not a whole number: the dump is of another device or orientation"
                ))
        }
        return .success(ScreenMapping(unit: .points, pixelsPerUnit: whole))
    }

    /// A dump rectangle in screenshot pixels.
    package func pixels(_ frame: Rect) -> Rect {
        Rect(
            x: frame.minX * pixelsPerUnit, y: frame.minY * pixelsPerUnit, width: frame.width * pixelsPerUnit,
            height: frame.height * pixelsPerUnit)
    }
}

extension Double {
    /// `1080`, `390.5`: a size as a message gives it.
    package var dumpText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(format3: self)
    }
}

extension String {
    /// At most three decimals, trailing zeros dropped.
    init(format3 value: Double) {
        let scaled = (value * 1000).rounded() / 1000
        var text = "\(scaled)"
        if text.hasSuffix(".0") { text.removeLast(2) }
        self = text
    }
}

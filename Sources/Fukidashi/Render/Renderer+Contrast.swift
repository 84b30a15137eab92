import FukidashiBackend
import FukidashiGeometry
import FukidashiLayout
import FukidashiModel
import FukidashiTree
import FukidashiVariants

extension Renderer {
    /// Every text run's WCAG contrast against what is actually drawn behind it: the scene
    /// drawn again without its text (nor shadows, which an opaque fill hides), at one pixel a
    /// point (contrast does not depend on the scale) and only behind each glyph's ink, element
    /// by element, each element's runs read once it is drawn and before anything over it; so a
    /// bubble's fill over whatever lies under it, a button's fill and the worst pixel of an
    /// image under the text all count, and a glyph with no ink (a space, a right-to-left mark
    /// at the end of a button's title) reaches nothing. One line per element, its worst run,
    /// where it is below 4.5:1 (3:1 for large text).
    func contrastProblems(_ scene: Scene, run: SpecRun) throws(RenderError) -> [Diagnostic] {
        guard configuration.contrast != .off, !scene.textBlocks.isEmpty else { return [] }
        let width = max(1, Int(scene.size.width.rounded(.up))), height = max(1, Int(scene.size.height.rounded(.up)))
        // Each glyph's ink box, in points, where it is drawn (through the groups around its line:
        // a card turned by a drag); a slanted run's boxes widened by its slant, a sideways one's turned.
        let runsByBlock = scene.textBlocks.map { block in
            block.lines.filter { !$0.isGraphic }.flatMap { line in
                line.runs.flatMap { run -> [(box: Rect, run: GlyphRun)] in
                    guard !fonts.isEmojiFace(run.face), !run.color.isInvisible else { return [] }
                    return run.glyphs.compactMap { glyph in
                        guard let ink = fonts.inkBox(of: glyph.id, in: run.face) else { return nil }
                        return (Self.bounds(of: run.inkBox(of: glyph, ink: ink), through: line.drawnThrough), run)
                    }
                }
            }
        }
        let surface = try CairoSurface(width: width, height: height)
        let canvas = try CairoCanvas(surface: surface, scale: 1)
        (canvas.drawsText, canvas.drawsShadows, canvas.samplesImages) = (false, false, true)
        var luminance: [UInt32: Double] = [:]
        func lum(_ c: (UInt8, UInt8, UInt8)) -> Double {
            let key = UInt32(c.0) << 16 | UInt32(c.1) << 8 | UInt32(c.2)
            if let known = luminance[key] { return known }
            let value = Contrast.luminance(red: c.0, green: c.1, blue: c.2)
            luminance[key] = value
            return value
        }
        var problems: [Diagnostic] = []
        var drawn = 0
        for (block, runs) in zip(scene.textBlocks, runsByBlock).sorted(by: { $0.0.drawnThrough < $1.0.drawnThrough }) {
            // What is drawn up to this element: behind its text, not over it.
            if drawn == 0 || block.drawnThrough > drawn {
                try canvas.draw(scene, items: drawn..<max(drawn, block.drawnThrough), fonts: fonts, images: run.images)
                drawn = max(drawn, block.drawnThrough)
            }
            let behind = surface.pixelReader()
            var worst: (ratio: Double, needed: Double, text: (UInt8, UInt8, UInt8), behind: (UInt8, UInt8, UInt8))?
            for (box, run) in runs {
                let needed = Contrast.required(points: run.size, weight: fonts.weight(of: run.face))
                let color = (run.color.red, run.color.green, run.color.blue, run.color.alpha)
                // Only the part on the canvas is drawn, and so checked.
                let (top, bottom) = (max(0, Int(box.minY)), min(height, Int(box.maxY.rounded(.up))))
                let (left, right) = (max(0, Int(box.minX)), min(width, Int(box.maxX.rounded(.up))))
                guard top < bottom, left < right else { continue }
                for y in top..<bottom {
                    for x in left..<right {
                        let pixel = behind[x, y]
                        // Nothing drawn here (a transparent canvas): what lies behind is the app's, unknown.
                        guard pixel.3 > 0 else { continue }
                        let ground = Contrast.over(pixel, (255, 255, 255))
                        let text = Contrast.over(color, ground)
                        let ratio = Contrast.ratio(luminances: lum(text), lum(ground))
                        if ratio / needed < (worst.map { $0.ratio / $0.needed } ?? .infinity) {
                            worst = (ratio, needed, text, ground)
                        }
                    }
                }
            }
            guard let worst, worst.ratio < worst.needed else { continue }
            // Two decimals, cut rather than rounded: 4.499 is not said as 4.50 < 4.5.
            let shown = (worst.ratio * 100).rounded(.down) / 100
            problems.append(
                Diagnostic(
                    configuration.contrast == .error ? .error : .warning, at: block.path,
                    "contrast \(Self.twoDecimals(shown)):1 < \(worst.needed.shortDescription):1: text \(Self.hex(worst.text)) on \(Self.hex(worst.behind))",
                    category: .contrast))
        }
        return problems
    }

    /// The upright box around `box` drawn through `transform`.
    private static func bounds(of box: Rect, through transform: Transform2D) -> Rect {
        guard transform != .identity else { return box }
        let corners = [
            Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY), Point(x: box.minX, y: box.maxY), Point(x: box.maxX, y: box.maxY)
        ].map(transform.apply)
        let (xs, ys) = (corners.map(\.x), corners.map(\.y))
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    private static func hex(_ c: (UInt8, UInt8, UInt8)) -> String {
        "#" + [c.0, c.1, c.2].map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
    }

    private static func twoDecimals(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
    }
}

import FukidashiGeometry
import FukidashiTree

/// A balloon's text fitted to its shape, as letterers set it: each line is as wide as the
/// text ellipse's chord at the line's height, so the block is widest in the middle, and the
/// balloon is the smallest of its proportions that holds the block.
struct BalloonFit {
    let block: TextBlock
    /// The text ellipse's half-axes (`BodyShape.textEllipse`).
    let halfAxes: Size
    /// Each band's room across, centred on the ellipse, from the top down: the lines fill the
    /// first bands (all of them, but where fewer lines than bands settled).
    let lineWidths: [Double]
}

extension SceneBuilder {
    /// `text` set in `shape`'s text ellipse: the smallest ellipse of `aspectRatio` (for the
    /// body) whose chords hold it without splitting a word, no wider than `maxWidth` (or
    /// exactly `width`). Past that width the balloon grows taller instead; a word wider than
    /// every chord is split only when no height helps. A fixed `height` fixes the ellipse's:
    /// the text then shrinks by `minimumScaleFactor` where it does not fit, and past that
    /// ends with "…".
    func fitBalloon(
        _ text: String, style: TextStyle, shape: BodyShape, padding: EdgeInsets, width: Double?, height: Double?, maxWidth: Double,
        aspectRatio: Double
    ) -> BalloonFit {
        let widest = shape.textLength(inBody: width ?? maxWidth, padding: padding.horizontal) / 2
        let fixedHalfHeight = height.map { shape.textLength(inBody: $0, padding: padding.vertical) / 2 }
        let fitter = BalloonFitter(engine: engine, text: text, style: style)
        /// The text ellipse's half-height for a half-width: fixed, or at the body's proportions.
        func halfHeight(_ a: Double) -> Double {
            if let fixedHalfHeight { return fixedHalfHeight }
            let body = shape.bodySize(textHalfAxes: Size(width: a, height: 0), padding: padding)
            return max(0, shape.textLength(inBody: body.width / aspectRatio, padding: padding.vertical) / 2)
        }

        // The narrowest that fits with words whole (at its proportions, or its fixed height);
        // else as wide as allowed, taller (unless the height is fixed) or, in a fixed height,
        // smaller; and only then with words hyphenated, then split, each the same way.
        var found: BalloonFitter.Found?
        if fitter.lineHeight > 0, let widths = fitter.fit(widest, halfHeight(widest), .whole) {
            let (a, best) = width != nil ? (widest, widths) : fitter.least(0, widest, found: widths) { fitter.fit($0, halfHeight($0), .whole) }
            found = .init(a: a, b: halfHeight(a), widths: best, breaking: .whole, grows: width != nil)
        } else if fitter.lineHeight > 0 {
            for breaking in BalloonFitter.Breaking.allCases where breaking == .whole || breaking == .split || fitter.measured.hyphenates {
                if let widths = fitter.fit(widest, halfHeight(widest), breaking) {
                    found = .init(a: widest, b: halfHeight(widest), widths: widths, breaking: breaking, grows: true)
                } else if fixedHalfHeight == nil, let (b, widths) = fitter.taller(widest, from: halfHeight(widest), breaking) {
                    found = .init(a: widest, b: b, widths: widths, breaking: breaking, grows: true)
                } else if fixedHalfHeight != nil, let shrunk = fitter.shrunk(widest, halfHeight(widest), breaking) {
                    return shrunk
                }
                if found != nil { break }
            }
            if found == nil, fixedHalfHeight != nil { return fitter.cut(widest, halfHeight(widest)) }
        }
        if var found {
            for _ in 0..<40 {
                if let fitted = fitter.laidOut(found) { return fitted }
                // Shaping a line on its own widened it: half a point more room, and again.
                if found.grows || width != nil { found.b += 0.5 } else { (found.a, found.b) = (found.a + 0.5, halfHeight(found.a + 0.5)) }
                if let next = fitter.fit(found.a, found.b, found.breaking) { found.widths = next }
            }
        }
        // No text, or text no ellipse holds: the ellipse round its unwrapped lines.
        let block = TextBlock(layout: engine.layout(text, style: style, availableWidth: nil), style: style, availableWidth: nil)
        return BalloonFit(
            block: block, halfAxes: Size(width: block.lineExtent / 2 * 2.0.squareRoot(), height: block.stackExtent / 2 * 2.0.squareRoot()),
            lineWidths: [])
    }
}

/// The search behind `fitBalloon`: sizes are tried on the text measured once
/// (`MeasuredText`), and the size it settles on is laid out for real and checked.
struct BalloonFitter {
    let engine: TextLayoutEngine
    let text: String
    /// The text's style, and the same keeping Japanese phrases whole (a letterer's lines).
    private(set) var style: TextStyle
    private(set) var phrased: TextStyle
    private(set) var measured: MeasuredText
    /// `style`'s size over the size asked for: below 1 once the text shrank.
    private(set) var scale = 1.0

    /// How far a line may break into a word, tried in this order: a letterer keeps words
    /// whole, hyphenates a word only where it is wider than any line (`hyphens: auto`), then
    /// any word, and splits one at a letter last.
    enum Breaking: CaseIterable {
        case whole, hyphenated, hyphenatedAll, split

        /// How much taller than its proportions a balloon may grow at this level before the
        /// next is tried: a little while words stay whole, more once nothing else helps.
        var growth: Double { self == .whole || self == .hyphenated ? 2 : 6 }
    }

    /// The words that may take a hyphen at `breaking` in lines of `widths`: those wider than
    /// the widest line (they fit no line whole); at a letter, any; keeping words whole, none.
    static func hyphenating(_ breaking: Breaking, _ widths: [Double]) -> Double? {
        switch breaking {
        case .whole: nil
        case .hyphenated: widths.max() ?? 0
        case .hyphenatedAll, .split: 0
        }
    }

    /// A size the search settled on: half-axes and each line's chord.
    struct Found {
        var a: Double
        var b: Double
        var widths: [Double]
        var breaking: Breaking
        var grows: Bool
    }

    init(engine: TextLayoutEngine, text: String, style: TextStyle) {
        (self.engine, self.text, self.style) = (engine, text, style)
        phrased = style
        phrased.maxLines = nil
        // Japanese is lettered by phrase: a break inside one splits it, as a word.
        if phrased.wordBreak == .auto { phrased.wordBreak = .phrase }
        measured = engine.measured(text, style: style)
    }

    var lineHeight: Double { text.isEmpty ? 0 : measured.lineHeight }

    /// The chords of `lines` lines of `lineHeight`, centred in an ellipse of half-axes `a`, `b`.
    func chords(_ a: Double, _ b: Double, lines: Int) -> [Double]? {
        let top = -Double(lines) * lineHeight / 2
        var widths: [Double] = []
        for line in 0..<lines {
            let y0 = top + Double(line) * lineHeight
            let reach = max(abs(y0), abs(y0 + lineHeight))
            guard reach < b else { return nil }
            widths.append(2 * a * (1 - (reach / b) * (reach / b)).squareRoot())
        }
        return widths
    }

    /// The most lines an ellipse of half-height `b` holds, within `maxLines`.
    func mostLines(_ b: Double) -> Int {
        guard lineHeight > 0, b.isFinite else { return 0 }
        return min(Int(min(2 * b / lineHeight + 1e-9, 1e6)), style.maxLines ?? .max)
    }

    /// The chords the text fills in an ellipse of half-axes `a`, `b`: as many bands as the
    /// lines they hold, from the fewest the text can take; `nil` where no count settles, more
    /// lines than fit, a line runs past its chord, or a word breaks further than `breaking` lets it.
    func fit(_ a: Double, _ b: Double, _ breaking: Breaking) -> [Double]? {
        let splitting = breaking == .split
        guard a > 0, b > 0, lineHeight > 0 else { return nil }
        let most = mostLines(b)
        var lines = max(measured.widths.count, Int((measured.widths.reduce(0, +) / (2 * a) - 1e-9).rounded(.up)), 1)
        var tried: Set<Int> = []
        while lines <= most, tried.insert(lines).inserted {
            guard let widths = chords(a, b, lines: lines) else { return nil }
            let filled = measured.lines(widths: widths, wholePhrases: !splitting, hyphenating: Self.hyphenating(breaking, widths))
            // A word split or a line overflowing at the wrong count of lines may settle at the
            // right one: only the count the text fills is judged.
            if filled.count == lines { return (splitting || !filled.splitsWords) && !filled.overflows ? widths : nil }
            // Fewer lines than bands are centred: they are tried in the chords they then have.
            if filled.count < lines, filled.count > 0, let centred = chords(a, b, lines: filled.count) {
                let refilled = measured.lines(widths: centred, wholePhrases: !splitting, hyphenating: Self.hyphenating(breaking, centred))
                if refilled.count == filled.count, splitting || !refilled.splitsWords, !refilled.overflows { return centred }
                // Centred they break otherwise: one line short, they keep the first of these
                // bands, half a line above the middle, each in the chord it was filled to.
                if filled.count == lines - 1, splitting || !filled.splitsWords, !filled.overflows { return widths }
            }
            lines = filled.count
        }
        return nil
    }

    /// The least value in `low...high` (where `high` fits) for which `fits` holds, to a
    /// quarter point, and what it gave there.
    func least(_ low: Double, _ high: Double, found: [Double], _ fits: (Double) -> [Double]?) -> (Double, [Double]) {
        var (low, high, best) = (low, high, found)
        while high - low > 0.25 {
            let middle = (low + high) / 2
            if let widths = fits(middle) { (high, best) = (middle, widths) } else { low = middle }
        }
        return (high, best)
    }

    /// At `a`, the shortest ellipse that holds the text, grown from half-height `start` up to
    /// `breaking.growth` times the larger of it and a line: past that, a word that needs the
    /// whole width would only fit an ever taller balloon, so it is broken further instead.
    func taller(_ a: Double, from start: Double, _ breaking: Breaking) -> (b: Double, widths: [Double])? {
        let ceiling = breaking.growth * max(start, lineHeight)
        var low = start, high = min(max(low, lineHeight) * 2, ceiling)
        while fit(a, high, breaking) == nil {
            guard high < ceiling else { return nil }
            (low, high) = (high, min(high * 2, ceiling))
        }
        return least(low, high, found: fit(a, high, breaking)!) { fit(a, $0, breaking) }
    }

    /// The lines laid out for real in `found`'s chords, if each then has the room it was given.
    func laidOut(_ found: Found) -> BalloonFit? {
        var shaped = found.breaking == .split ? style : phrased
        shaped.lineWidths = found.widths
        shaped.maxLines = nil
        if found.breaking == .whole { shaped.hyphens = false }
        if found.breaking == .hyphenated { shaped.hyphenatesWordsWiderThan = Self.hyphenating(.hyphenated, found.widths) }
        let layout = engine.layout(text, style: shaped, availableWidth: found.widths.max() ?? 0)
        guard layout.lines.count <= found.widths.count, found.breaking == .split || !layout.splitsWords,
            zip(layout.lines, found.widths).allSatisfy({ $0.width <= $1 + 0.01 })
        else { return nil }
        var block = TextBlock(layout: layout, style: shaped, availableWidth: nil)
        block.scale = scale
        return BalloonFit(block: block, halfAxes: Size(width: found.a, height: found.b), lineWidths: found.widths)
    }

    /// This search for the text at `size` points.
    func at(size: Double) -> BalloonFitter {
        var smaller = style
        smaller.size = size
        var fitter = BalloonFitter(engine: engine, text: text, style: smaller)
        fitter.scale = size / (style.size / scale)
        return fitter
    }

    /// In a fixed ellipse, the text at the largest size, in half points down to
    /// `minimumScaleFactor`, that fits it (words broken no further than `breaking`): `nil`
    /// where even the smallest does not, or shrinking is not allowed.
    func shrunk(_ a: Double, _ b: Double, _ breaking: Breaking) -> BalloonFit? {
        let steps = style.shrinkSteps
        guard steps > 0 else { return nil }
        let (best, fits) = fewestHalfPointSteps(
            steps,
            { step -> (fitter: BalloonFitter, widths: [Double]?) in
                let fitter = at(size: style.size(shrunkBy: step))
                return (fitter, fitter.fit(a, b, breaking))
            }, fits: { $0.widths != nil })
        guard fits, let widths = best.widths else { return nil }
        return best.fitter.laidOut(Found(a: a, b: b, widths: widths, breaking: breaking, grows: false))
    }

    /// In a fixed ellipse the text does not fit even shrunk: as many lines as its chords
    /// hold, at the smallest size allowed, the last ending with "…".
    func cut(_ a: Double, _ b: Double) -> BalloonFit {
        let steps = style.shrinkSteps
        let smallest = steps > 0 ? at(size: style.size(shrunkBy: steps)) : self
        let most = max(1, smallest.mostLines(b))
        let widths = smallest.chords(a, b, lines: most) ?? [2 * a]
        var shaped = smallest.style
        shaped.lineWidths = widths
        shaped.maxLines = widths.count
        let layout = engine.layout(text, style: shaped, availableWidth: widths.max() ?? 0)
        var block = TextBlock(layout: layout, style: shaped, availableWidth: nil)
        block.scale = smallest.scale
        return BalloonFit(block: block, halfAxes: Size(width: a, height: b), lineWidths: widths)
    }
}

import FukidashiGeometry
import FukidashiLayout

/// The text an image drew, element by element, as lines with their places: kept beside a
/// golden so that a reflow is reported as a sentence rather than as pixel noise.
package struct TextLayoutRecord: Hashable, Sendable {
    package struct Line: Hashable, Sendable {
        package let text: String
        /// The left end of the baseline, in points, rounded to 0.01.
        package let x: Double
        package let y: Double
        package let width: Double

        package init(text: String, x: Double, y: Double, width: Double) {
            self.text = text
            self.x = Self.rounded(x)
            self.y = Self.rounded(y)
            self.width = Self.rounded(width)
        }

        static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
    }

    package struct Block: Hashable, Sendable {
        /// The element's JSON path: "elements[2]".
        package let element: String
        package let lines: [Line]
        /// The share of its size the text was set at (rounded to 0.01): below 1 where it
        /// shrank to fit (`minimumScaleFactor`).
        package let scale: Double

        package init(element: String, lines: [Line], scale: Double = 1) {
            self.element = element
            self.lines = lines
            self.scale = Line.rounded(scale)
        }
    }

    package let blocks: [Block]

    package init(blocks: [Block]) {
        self.blocks = blocks
    }

    package init(scene: Scene) {
        blocks = scene.textBlocks.map { block in
            Block(
                element: block.element, lines: block.lines.map { Line(text: $0.text, x: $0.origin.x, y: $0.origin.y, width: $0.width) },
                scale: block.lines.map(\.scale).min() ?? 1)
        }
    }

    /// How the text moved since `golden`, one sentence per change:
    /// `elements[0]: line 2 now breaks after "the" (before: after "of")`.
    package func changes(since golden: TextLayoutRecord) -> [String] {
        var changes: [String] = []
        for block in blocks {
            guard let old = golden.blocks.first(where: { $0.element == block.element }) else {
                changes.append("\(block.element): has text now, had none")
                continue
            }
            changes += Self.changes(in: block, since: old).map { "\(block.element): \($0)" }
        }
        for old in golden.blocks where !blocks.contains(where: { $0.element == old.element }) {
            changes.append("\(old.element): has no text now")
        }
        return changes
    }

    /// The first difference in a block is what a person needs: later lines follow from it.
    /// A change of size to fit comes first: it moves every line.
    private static func changes(in block: Block, since old: Block) -> [String] {
        if block.scale != old.scale {
            let now =
                block.scale == 1
                ? "text is at its full size again" : "text shrank to \(ScaleText.factor(block.scale)) to fit (minimumScaleFactor)"
            return ["\(now); the golden's was at \(ScaleText.factor(old.scale))"]
        }
        let now = block.lines.map(\.text), before = old.lines.map(\.text)
        if now != before {
            var notes: [String] = []
            let shared = min(now.count, before.count)
            let i = (0..<shared).first { now[$0] != before[$0] } ?? shared
            if Self.letters(now) == Self.letters(before) {
                if i < now.count, i < before.count {
                    notes.append(
                        "line \(i + 1) now breaks after \(lastWord(now[i]).quotedForReport) (before: after \(lastWord(before[i]).quotedForReport))")
                } else if i < before.count {
                    notes.append("line \(i) now holds what line \(i + 1) held")
                } else {
                    notes.append("line \(i) now breaks after \(lastWord(now[i - 1]).quotedForReport)")
                }
            } else {
                let was = i < before.count ? before[i].quotedForReport : "nothing"
                let isNow = i < now.count ? now[i].quotedForReport : "nothing"
                notes.append("the text changed: line \(i + 1) was \(was), now \(isNow)")
            }
            if now.count != before.count { notes.append("\(now.count) line\(now.count == 1 ? "" : "s") now, \(before.count) before") }
            return notes
        }
        for (i, (line, was)) in zip(block.lines, old.lines).enumerated() {
            let dx = line.x - was.x, dy = line.y - was.y, dw = line.width - was.width
            if abs(dw) > 0.25 {
                return ["line \(i + 1) is \(abs(dw).shortDescription) pt \(dw > 0 ? "wider" : "narrower") (same text: the font or shaping changed)"]
            }
            if abs(dx) > 0.25 || abs(dy) > 0.25 {
                return ["line \(i + 1) moved by (\(dx.shortDescription), \(dy.shortDescription)) pt"]
            }
        }
        return []
    }

    /// The lines without spaces: the same letters broken elsewhere is a reflow, not an edit.
    private static func letters(_ lines: [String]) -> String {
        String(lines.joined().unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
    }

    /// The last word of a line, or its last two characters in scripts written without
    /// spaces (CJK, Thai, Lao), where a "word" would be the whole line.
    static func lastWord(_ line: String) -> String {
        let trimmed = line.trimmingTrailingSpaces
        let unspaced = trimmed.unicodeScalars.contains { $0.value >= 0x2E80 || (0x0E00...0x0EFF).contains($0.value) }
        if unspaced, let word = trimmed.split(separator: " ").last { return String(word.suffix(2)) }
        return trimmed.split(separator: " ").last.map(String.init) ?? trimmed
    }
}

extension String {
    var quotedForReport: String { "\"" + self + "\"" }

    var trimmingTrailingSpaces: String {
        var result = self
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}

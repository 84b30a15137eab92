import Testing

@testable import FukidashiGeometry

@Suite("Tour-step layout")
struct TourStepLayoutTests {
    static let spacing = TourStepLayout.Spacing(icon: 12, close: 8, footer: 12, buttons: 8)

    /// An icon, a 150 × 60 column, a ×, "2 of 5" and two buttons (primary last).
    func parts(buttons: [Size] = [Size(width: 70, height: 34), Size(width: 70, height: 34)]) -> TourStepLayout.Parts {
        TourStepLayout.Parts(
            icon: Size(width: 28, height: 28), close: 12, column: Size(width: 150, height: 60), firstLineHeight: 24,
            progress: TourStepLayout.Progress(size: Size(width: 40, height: 18), stretches: false), buttons: buttons)
    }

    @Test("a footer that fits is one row: progress at the leading edge, buttons at the trailing one, primary last")
    func oneRow() {
        let f = TourStepLayout.arrange(parts(), width: .atMost(300), spacing: Self.spacing, rightToLeft: false)
        #expect(f.footer == .row)
        // The header decides the width: 28 + 12 + 150 + 8 + 12.
        #expect(f.size.width == 210)
        #expect(f.icon == Rect(x: 0, y: 0, width: 28, height: 28))
        #expect(f.column == Rect(x: 40, y: 0, width: 150, height: 60))
        #expect(f.close == Rect(x: 198, y: 6, width: 12, height: 12), "the × is centred on the first line")
        #expect(f.buttons.map(\.minX) == [62, 140] && f.buttons.last!.maxX == 210, "\(f.buttons)")
        #expect(f.buttons.allSatisfy { $0.minY == 72 } && f.progress?.minX == 0 && f.progress?.midY == f.buttons[0].midY)
        #expect(f.size.height == 72 + 34)
    }

    @Test("progress moves above the buttons when both do not fit in one row")
    func progressAbove() {
        let wide = parts(buttons: [Size(width: 90, height: 34), Size(width: 100, height: 34)])
        let f = TourStepLayout.arrange(wide, width: .exactly(220), spacing: Self.spacing, rightToLeft: false)
        #expect(f.footer == .progressAbove)
        #expect(f.progress == Rect(x: 0, y: 72, width: 40, height: 18))
        #expect(f.buttons[0].minY == 72 + 18 + 12 && f.buttons[1].maxX == 220 && f.buttons[0].maxX + 8 == f.buttons[1].minX)
    }

    @Test("buttons too wide for a row stack in a column as wide as the box, the primary one on top")
    func stacked() {
        let three = parts(buttons: [Size(width: 120, height: 34), Size(width: 140, height: 34), Size(width: 160, height: 48)])
        let f = TourStepLayout.arrange(three, width: .atMost(230), spacing: Self.spacing, rightToLeft: false)
        #expect(f.footer == .stacked)
        #expect(f.size.width == 210, "the box is as wide as the header, which holds the widest button")
        #expect(f.buttons.allSatisfy { $0.minX == 0 && $0.width == 210 })
        // Primary (last in row order) first, then the others upwards in row order.
        #expect(f.buttons[2].minY < f.buttons[1].minY && f.buttons[1].minY < f.buttons[0].minY)
        #expect(f.buttons[1].minY == f.buttons[2].maxY + 8 && f.size.height == f.buttons[0].maxY)
    }

    @Test("a bar stretches into the space the buttons leave, and over the whole width alone")
    func barStretches() {
        var p = parts()
        p.progress = TourStepLayout.Progress(size: Size(width: 48, height: 4), stretches: true)
        let row = TourStepLayout.arrange(p, width: .exactly(300), spacing: Self.spacing, rightToLeft: false)
        #expect(row.progress?.width == 140, "\(String(describing: row.progress)) \(row.buttons)")
        p.buttons = []
        let alone = TourStepLayout.arrange(p, width: .exactly(300), spacing: Self.spacing, rightToLeft: false)
        #expect(alone.progress?.width == 300)
    }

    @Test("right to left, every row runs the other way")
    func mirrored() {
        let ltr = TourStepLayout.arrange(parts(), width: .atMost(300), spacing: Self.spacing, rightToLeft: false)
        let rtl = TourStepLayout.arrange(parts(), width: .atMost(300), spacing: Self.spacing, rightToLeft: true)
        let w = ltr.size.width
        #expect(rtl.icon?.maxX == w && rtl.close?.minX == 0 && rtl.progress?.maxX == w)
        #expect(rtl.buttons[1].minX == 0, "the primary button is at the left end")
        #expect(zip(ltr.buttons, rtl.buttons).allSatisfy { $0.minX == w - $1.maxX && $0.minY == $1.minY })
    }

    @Test("the column is what the icon and × leave of the width")
    func columnWidth() {
        #expect(TourStepLayout.columnWidth(forContentWidth: 250, icon: Size(width: 28, height: 28), close: 12, spacing: Self.spacing) == 190)
        #expect(TourStepLayout.columnWidth(forContentWidth: 10, icon: Size(width: 28, height: 28), close: nil, spacing: Self.spacing) == 0)
    }
}

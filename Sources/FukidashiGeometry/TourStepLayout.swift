/// Where a tour step's parts sit in a bubble's content box (the body less its padding), as an
/// iOS tip arranges them:
///
///     [icon]  title ………………  [×]
///             text ………………
///     progress          [Skip] [Next]
///
/// The icon is at the leading edge beside the title and text, the × at the trailing edge on
/// the first line, and the footer below: progress at the leading edge, buttons at the trailing
/// one with the primary button last. A footer that does not fit in one row puts progress on
/// a row of its own, then stacks the buttons in a column, each as wide as the box with the
/// primary one on top, as iOS sheets stack theirs. In right-to-left text every row runs the
/// other way. Hand-written: no layout library knows this anatomy.
package enum TourStepLayout {
    /// What was measured before arranging: sizes at their natural (unwrapped) widths.
    package struct Parts: Sendable {
        package var icon: Size?
        /// The ×'s width and height.
        package var close: Double?
        /// Title and text stacked, laid out for `columnWidth(forContentWidth:)`.
        package var column: Size
        /// The first line's height, to centre the × on it.
        var firstLineHeight: Double
        package var progress: Progress?
        /// Each button with its label on one line, in row order (primary last).
        package var buttons: [Size]

        package init(icon: Size?, close: Double?, column: Size, firstLineHeight: Double, progress: Progress?, buttons: [Size]) {
            (self.icon, self.close, self.column, self.firstLineHeight, self.progress, self.buttons) = (
                icon, close, column, firstLineHeight, progress, buttons
            )
        }
    }

    package struct Progress: Sendable {
        /// Its size; a bar's width is the least it may be given.
        package var size: Size
        /// A bar takes the width the footer leaves it.
        var stretches: Bool

        package init(size: Size, stretches: Bool) {
            (self.size, self.stretches) = (size, stretches)
        }
    }

    package struct Spacing: Sendable {
        /// Between the icon and the column.
        package var icon: Double
        /// Between the column and the ×.
        package var close: Double
        /// Above the footer, and between progress and buttons.
        package var footer: Double
        /// Between buttons.
        package var buttons: Double

        package init(icon: Double, close: Double, footer: Double, buttons: Double) {
            (self.icon, self.close, self.footer, self.buttons) = (icon, close, footer, buttons)
        }
    }

    /// How wide the content box is: exactly (a bubble's `width`), or as wide as its parts
    /// need up to a limit (`maxWidth`).
    package enum Width: Sendable {
        case exactly(Double)
        case atMost(Double)

        var limit: Double {
            switch self {
            case .exactly(let w), .atMost(let w): w
            }
        }
    }

    package enum Footer: Hashable, Sendable {
        /// Progress and buttons in one row.
        case row
        /// Progress on its own row, the buttons in a row under it.
        case progressAbove
        /// Progress on its own row, the buttons in a column, each as wide as the box.
        case stacked
    }

    /// The parts' frames, relative to the content box's top-left corner.
    package struct Frames: Hashable, Sendable {
        package var size: Size
        package var icon: Rect?
        package var close: Rect?
        package var column: Rect
        package var progress: Rect?
        /// In the order of `Parts.buttons`.
        package var buttons: [Rect]
        package var footer: Footer
    }

    /// The width left for title and text when the content box is `width` wide.
    package static func columnWidth(forContentWidth width: Double, icon: Size?, close: Double?, spacing: Spacing) -> Double {
        max(0, width - leadingInset(icon, spacing) - trailingInset(close, spacing))
    }

    /// Arranges `parts` for `width`; `rightToLeft` mirrors every row.
    package static func arrange(_ parts: Parts, width: Width, spacing: Spacing, rightToLeft: Bool) -> Frames {
        let leading = leadingInset(parts.icon, spacing), trailing = trailingInset(parts.close, spacing)
        let header = leading + parts.column.width + trailing
        let buttonsRow = rowWidth(parts.buttons, spacing: spacing.buttons)
        let progressWidth = parts.progress?.size.width ?? 0
        let together =
            parts.progress == nil
            ? buttonsRow
            : parts.buttons.isEmpty ? progressWidth : progressWidth + spacing.footer + buttonsRow
        let widestButton = parts.buttons.map(\.width).max() ?? 0

        // The first arrangement that fits, from one row to a column of buttons.
        var candidates: [(Footer, Double)] = [(.row, together)]
        if parts.progress != nil, !parts.buttons.isEmpty { candidates.append((.progressAbove, max(progressWidth, buttonsRow))) }
        candidates.append((.stacked, max(progressWidth, min(widestButton, width.limit))))
        let limit = width.limit
        let (footer, footerWidth) = candidates.first { $0.1 <= limit + 1e-9 } ?? candidates[candidates.count - 1]
        let contentWidth: Double
        switch width {
        case .exactly(let w): contentWidth = w
        // A text that may not wrap (`wrap: none`) widens the box past the limit, as it does a bubble.
        case .atMost(let w): contentWidth = max(header, min(max(header, footerWidth), w))
        }

        var frames = Frames(
            size: Size(width: 0, height: 0), icon: nil, close: nil, column: Rect(x: 0, y: 0, width: 0, height: 0), progress: nil, buttons: [],
            footer: footer)
        // The header: icon, column, ×.
        if let icon = parts.icon { frames.icon = Rect(x: 0, y: 0, width: icon.width, height: icon.height) }
        let columnWidth = max(0, contentWidth - leading - trailing)
        frames.column = Rect(x: leading, y: 0, width: columnWidth, height: parts.column.height)
        var headerHeight = max(parts.icon?.height ?? 0, parts.column.height)
        if let close = parts.close {
            let y = max(0, (parts.firstLineHeight - close) / 2)
            frames.close = Rect(x: max(0, contentWidth - close), y: y, width: close, height: close)
            headerHeight = max(headerHeight, y + close)
        }

        // The footer.
        var y = headerHeight
        if parts.progress != nil || !parts.buttons.isEmpty { y += spacing.footer }
        let buttonsHeight = parts.buttons.map(\.height).max() ?? 0
        func placeRow(at top: Double, height: Double) {
            var x = contentWidth - buttonsRow
            for button in parts.buttons {
                frames.buttons.append(Rect(x: x, y: top + (height - button.height) / 2, width: button.width, height: button.height))
                x += button.width + spacing.buttons
            }
        }
        switch footer {
        case .row:
            let height = max(buttonsHeight, parts.progress?.size.height ?? 0)
            if let progress = parts.progress {
                let left = contentWidth - (parts.buttons.isEmpty ? 0 : buttonsRow + spacing.footer)
                let width = progress.stretches ? max(progress.size.width, left) : progress.size.width
                frames.progress = Rect(x: 0, y: y + (height - progress.size.height) / 2, width: width, height: progress.size.height)
            }
            placeRow(at: y, height: height)
            y += height
        case .progressAbove, .stacked:
            if let progress = parts.progress {
                let width = progress.stretches ? contentWidth : progress.size.width
                frames.progress = Rect(x: 0, y: y, width: width, height: progress.size.height)
                y += progress.size.height + (parts.buttons.isEmpty ? 0 : spacing.footer)
            }
            if footer == .progressAbove {
                placeRow(at: y, height: buttonsHeight)
                y += buttonsHeight
            } else {
                // Primary (last in a row) on top.
                var rects = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: parts.buttons.count)
                for index in parts.buttons.indices.reversed() {
                    rects[index] = Rect(x: 0, y: y, width: contentWidth, height: parts.buttons[index].height)
                    y += parts.buttons[index].height + (index == 0 ? 0 : spacing.buttons)
                }
                frames.buttons = rects
            }
        }
        frames.size = Size(width: contentWidth, height: y)
        return rightToLeft ? mirrored(frames) : frames
    }

    private static func leadingInset(_ icon: Size?, _ spacing: Spacing) -> Double {
        icon.map { $0.width + spacing.icon } ?? 0
    }

    private static func trailingInset(_ close: Double?, _ spacing: Spacing) -> Double {
        close.map { $0 + spacing.close } ?? 0
    }

    private static func rowWidth(_ sizes: [Size], spacing: Double) -> Double {
        sizes.isEmpty ? 0 : sizes.map(\.width).reduce(0, +) + spacing * Double(sizes.count - 1)
    }

    /// Every frame seen in a mirror about the box's vertical centre line.
    private static func mirrored(_ frames: Frames) -> Frames {
        let width = frames.size.width
        func flip(_ r: Rect) -> Rect { Rect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) }
        var out = frames
        out.icon = frames.icon.map(flip)
        out.close = frames.close.map(flip)
        out.column = flip(frames.column)
        out.progress = frames.progress.map(flip)
        out.buttons = frames.buttons.map(flip)
        return out
    }
}

import FukidashiBackend
import FukidashiCommandLine

#if canImport(Glibc)
    import Glibc
#endif
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Columns of text, padded to line up in a terminal and fitted to its width: a dump's caption
/// thousands of characters long would otherwise wrap every row. Widths are terminal columns
/// (a Japanese label's characters take two each, ICU's East Asian Width).
struct TerminalTable {
    let rows: [[String]]
    /// The most columns a line may take; `nil`: no limit.
    let width: Int?
    /// Columns are cut widest first, never below this, and the last (a rectangle) never.
    static let narrowest = 8
    static let gap = "  "

    /// The terminal's width: `COLUMNS` where set, else the window's size when standard output
    /// is a terminal; `nil` when it is a file or a pipe, which keep whole lines.
    static func width(environment: [String: String] = CommandEnvironment.variables) -> Int? {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        var size = winsize()
        guard Console.outputIsTerminal, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The rows, one a line, each cell padded to its column and cut with `…` where the line
    /// would be wider than `width`.
    var text: String {
        guard let first = rows.first else { return "" }
        let count = first.count
        var widths = (0..<count).map { column in rows.map { ICUText.columns($0[column]) }.max() ?? 0 }
        if let width {
            var total = widths.reduce(0, +) + Self.gap.count * (count - 1)
            // The widest cuttable column gives up a column at a time until the line fits.
            while total > width {
                guard let widest = (0..<count - 1).filter({ widths[$0] > Self.narrowest }).max(by: { widths[$0] < widths[$1] }) else { break }
                widths[widest] -= 1
                total -= 1
            }
        }
        return rows.map { row in
            (0..<count).map { column in
                let cell = Self.cut(row[column], to: widths[column])
                return column == count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - ICUText.columns(cell))
            }.joined(separator: Self.gap) + "\n"
        }.joined()
    }

    /// `text` in at most `columns` terminal columns, ending with `…` where it was cut.
    static func cut(_ text: String, to columns: Int) -> String {
        guard ICUText.columns(text) > columns else { return text }
        var kept = ""
        var used = 0
        for character in text {
            let width = ICUText.columns(String(character))
            if used + width > columns - 1 { break }
            kept.append(character)
            used += width
        }
        return kept + "…"
    }
}

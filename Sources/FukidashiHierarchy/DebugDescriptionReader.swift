import FukidashiGeometry

/// `XCUIApplication().debugDescription` as a UI test writes it to a file. Only its
/// `Element subtree:` section is the tree (the others repeat rows of it); each row is
/// `Type, 0xADDR, {{x, y}, {w, h}}, identifier: '…', label: '…'` in fractional points.
/// It is debug output, not a documented format, so unknown row parts are skipped, and
/// only a row whose frame cannot be read is refused.
///
/// XCUITest always follows the subtree with `Path to element:` and `Query chain:`, so a file
/// that ends inside the subtree was cut (a UI test's log truncated, a copy stopped short):
/// that is said, rather than read as a screen with fewer elements.
enum DebugDescriptionReader {
    static func read(_ text: String) throws(DumpProblem) -> HierarchyDump {
        var elements: [DumpElement] = []
        var inSubtree = false
        var subtreeEnded = false
        var lineNumber = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // The last line with anything on it: a row cut there is the file's cut.
        let lastLine = (lines.lastIndex { !$0.trimmingSpaces.isEmpty } ?? 0) + 1
        for line in lines {
            lineNumber += 1
            let row = line.last == "\r" ? line.dropLast() : line
            if !inSubtree {
                inSubtree = row.trimmingSpaces == "Element subtree:"
                continue
            }
            // The next section (`Path to element:`, `Query chain:`) starts at the margin.
            if let first = row.first, first != " ", first != "\t", first != "→", row.hasSuffix(":") {
                subtreeEnded = true
                break
            }
            let element: DumpElement?
            do { element = try self.row(row, line: lineNumber) } catch {
                if lineNumber == lastLine { throw truncated(at: lineNumber) }
                throw error
            }
            guard let element else { continue }
            elements.append(element)
            if elements.count > HierarchyReader.maxElements {
                subtreeEnded = true
                break
            }
        }
        guard inSubtree else { throw DumpProblem("has no \"Element subtree:\" section") }
        guard subtreeEnded else { throw truncated(at: lastLine) }
        return HierarchyDump(format: .debugDescription, elements: elements)
    }

    private static func truncated(at line: Int) -> DumpProblem {
        DumpProblem(
            "is truncated: it ends inside its \"Element subtree:\" section, before the \"Path to element:\" that XCUITest writes after it; write the whole debugDescription again",
            line: line)
    }

    /// One row; `nil` for a row with no frame (the Application row may have none).
    static func row(_ line: Substring, line number: Int) throws(DumpProblem) -> DumpElement? {
        var row = line.drop { $0 == " " || $0 == "\t" }
        if row.first == "→" { row = row.dropFirst() }
        guard !row.isEmpty, let comma = row.firstIndex(of: ",") else { return nil }
        var type = row[..<comma]
        if let paren = type.firstIndex(of: "(") { type = type[..<paren] }  // "Window (Main)"
        guard let open = row.firstRange(of: "{{") else { return nil }
        guard let close = row[open.upperBound...].firstRange(of: "}}") else {
            throw DumpProblem("the frame is not {{x, y}, {width, height}}", line: number)
        }
        let parts = row[open.lowerBound..<close.upperBound].split(whereSeparator: { "{}, ".contains($0) })
        let numbers = parts.compactMap { Double($0) }
        guard parts.count == 4, numbers.count == 4, numbers.allSatisfy(\.isFinite), numbers[2] >= 0, numbers[3] >= 0
        else {
            throw DumpProblem(
                "the frame \(String(row[open.lowerBound..<close.upperBound]).quotedForDump) is not {{x, y}, {width, height}}", line: number)
        }
        let rest = row[close.upperBound...]
        return DumpElement(
            ids: [quoted("identifier", in: rest)].nonEmpty, labels: [quoted("label", in: rest)].nonEmpty,
            type: String(type.trimmingSpaces), frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), line: number)
    }

    /// `key: 'value'`. A value may hold quotes and commas, so it ends at the quote that is
    /// followed by the row's end or by the next `, key:` or bare flag (`, Selected`).
    static func quoted(_ key: String, in rest: Substring) -> String? {
        guard let start = rest.firstRange(of: ", \(key): '") else { return nil }
        let value = rest[start.upperBound...]
        var index = value.startIndex
        while let quote = value[index...].firstIndex(of: "'") {
            let after = value[value.index(after: quote)...]
            if after.isEmpty || after.allSatisfy({ $0 == " " }) || startsNextPart(after) { return String(value[..<quote]) }
            index = value.index(after: quote)
        }
        return nil
    }

    private static func startsNextPart(_ text: Substring) -> Bool {
        guard text.hasPrefix(", ") else { return false }
        let word = text.dropFirst(2).prefix { $0.isLetter || $0 == " " }
        guard let first = word.first, first.isLetter else { return false }
        let after = text.dropFirst(2 + word.count)
        return after.isEmpty || after.hasPrefix(":") || after.hasPrefix(",")
    }
}

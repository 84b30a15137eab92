import FukidashiGeometry
import FukidashiHierarchy
import FukidashiJSON
import FukidashiModel
import FukidashiTree
import FukidashiVariants

/// One variant's dump over its screenshot, as the resolve stage finds selectors in it: the
/// elements, how dump units become screenshot pixels, and where the screenshot lies on the
/// canvas (its `fit`).
package struct AnchorScreen: Sendable {
    let dump: HierarchyDump
    let mapping: ScreenMapping
    /// The screenshot's size in pixels.
    let screenshot: Size
    /// Where the screenshot is drawn, in canvas points.
    let drawnAt: Rect
    /// The dump's path as the spec wrote it, placeholders filled, for messages.
    package let file: String

    package init(dump: HierarchyDump, mapping: ScreenMapping, screenshot: Size, drawnAt: Rect, file: String) {
        (self.dump, self.mapping, self.screenshot, self.drawnAt, self.file) = (dump, mapping, screenshot, drawnAt, file)
    }

    /// The element `selector` names, as a rectangle in canvas points; a warning when it is
    /// partly off the screen (then clipped to it). Missing, ambiguous, wholly off-screen and
    /// empty elements are errors at the selector's path.
    package func rect(for selector: ElementSelector) -> Result<(Rect, Diagnostic?), Diagnostic> {
        let matches = dump.matches(selector.key)
        let source = "\(file.quotedForDiagnostic) (\(dump.format.title))"
        guard !matches.isEmpty else {
            let names = dump.names(of: selector.key)
            let hint: String
            if let suggestion = dump.suggestion(for: selector.key) {
                hint = ", did you mean \(suggestion.quotedForDiagnostic)?"
            } else if names.isEmpty {
                hint = "; it has no element with \(selector.key.kindPlural)"
            } else {
                hint =
                    "; its \(selector.key.kindPlural) are " + names.prefix(12).map(\.quotedForDiagnostic).joined(separator: ", ")
                    + (names.count > 12 ? ", …" : "")
            }
            return .failure(Diagnostic(.error, at: selector.path, "no element with \(selector.key.description) in \(source)\(hint)"))
        }
        let chosen: DumpElement
        if let index = selector.index {
            guard index < matches.count else {
                return .failure(
                    Diagnostic(
                        .error, at: selector.path / "index",
                        "\(selector.key.description) matches \(matches.count) element\(matches.count == 1 ? "" : "s") in \(source); index \(index) is past the last (\(matches.count - 1))"
                    ))
            }
            chosen = matches[index]
        } else if matches.count > 1 {
            let listed = matches.prefix(10).enumerated().map { "[\($0.offset)] \(describe($0.element))" }.joined(separator: "; ")
            let example: String
            switch selector.key {
            case .id(let id): example = "{\"id\": \(id.quotedForDiagnostic), \"index\": 1}"
            case .label(let label): example = "{\"label\": \(label.quotedForDiagnostic), \"index\": 1}"
            }
            var ambiguous = Diagnostic(
                .error, at: selector.path,
                "\(selector.key.description) matches \(matches.count) elements in \(source): \(listed)\(matches.count > 10 ? "; …" : ""); choose one with \"element\": \(example)"
            )
            // Each locale's dump lists its own matches: said once for every variant that has it.
            ambiguous.sameProblem = "ambiguous \(selector.key.description)"
            return .failure(ambiguous)
        } else {
            chosen = matches[0]
        }
        let pixels = mapping.pixels(chosen.frame)
        let screen = Rect(origin: .zero, size: screenshot)
        guard pixels.width > 0, pixels.height > 0 else {
            return .failure(
                Diagnostic(
                    .error, at: selector.path, "\(selector.key.description) in \(source) has zero size (\(describe(chosen))): it is not on screen"))
        }
        guard let visible = pixels.intersection(screen) else {
            return .failure(
                Diagnostic(
                    .error, at: selector.path,
                    "\(selector.key.description) in \(source) lies wholly off the screen (\(describe(chosen)); the screenshot is \(Int(screenshot.width)) × \(Int(screenshot.height)) px): scroll it into view before the dump"
                ))
        }
        guard !screen.contains(pixels) else { return .success((canvasRect(pixels), nil)) }
        let warning = Diagnostic(
            .warning, at: selector.path,
            "\(selector.key.description) in \(source) is partly off the screen (\(describe(chosen))); anchored to the part on screen")
        return .success((canvasRect(visible), warning))
    }

    /// Screenshot pixels in canvas points, through where the screenshot is drawn.
    func canvasRect(_ pixels: Rect) -> Rect {
        // Multiplied before divided: a 3× screenshot's whole pixels land on whole points exactly.
        func x(_ value: Double) -> Double { value * drawnAt.width / screenshot.width }
        func y(_ value: Double) -> Double { value * drawnAt.height / screenshot.height }
        return Rect(x: drawnAt.minX + x(pixels.minX), y: drawnAt.minY + y(pixels.minY), width: x(pixels.width), height: y(pixels.height))
    }

    /// `Button at [16, 52, 44, 44] pt (line 12)`, in canvas points (the class's last part).
    func describe(_ element: DumpElement) -> String {
        let r = canvasRect(mapping.pixels(element.frame))
        let numbers = [r.minX, r.minY, r.width, r.height].map(\.dumpText).joined(separator: ", ")
        let type = element.type.split(separator: ".").last.map(String.init) ?? "element"
        // A one-line dump (uiautomator's own) has nothing to say by line.
        let line = element.line.flatMap { $0 > 1 ? " (line \($0))" : nil } ?? ""
        return "\(type) at [\(numbers)] pt\(line)"
    }
}

extension ElementKey {
    var kindPlural: String {
        switch self {
        case .id: "ids"
        case .label: "labels"
        }
    }
}

/// An element of a variant's dump as the preview outlines it over the picture.
package struct ElementOutline: Hashable, Sendable {
    /// Its id, or `label:…` where it has none.
    package let name: String
    /// Where it is on the canvas, in points (clipped to the screenshot).
    package let rect: Rect
    /// Whether the spec anchors something to it.
    package let anchored: Bool

    package init(name: String, rect: Rect, anchored: Bool) {
        (self.name, self.rect, self.anchored) = (name, rect, anchored)
    }
}

extension AnchorScreen {
    /// Every element with an id or a label that shows on the screenshot, in canvas points;
    /// those in `anchored` (the resolved anchors' rectangles) marked.
    package func outlines(anchored: [ResolvedAnchor]) -> [ElementOutline] {
        let screen = Rect(origin: .zero, size: screenshot)
        return dump.elements.compactMap { element in
            guard let name = element.shortID ?? element.shownLabel.map({ "label:" + $0 }),
                let visible = mapping.pixels(element.frame).intersection(screen)
            else { return nil }
            let rect = canvasRect(visible)
            return ElementOutline(name: name, rect: rect, anchored: anchored.contains { $0.rect == rect })
        }
    }
}

import Fukidashi
import FukidashiCommandLine
import FukidashiCompare

/// `verify --report DIR`: one static page that opens from the file system, with no server and
/// no network. Failures come first, worst first, each with expected, differences and actual
/// side by side and a slider over the two; then a contact sheet of every render.
enum HTMLReport {
    /// `fonts` are the report's own font files, relative to its folder, in fallback order:
    /// the page names them by `@font-face`, so messages quoting Japanese or Arabic text show
    /// those letters on a machine with no such system font, not boxes.
    static func page(entries: [GoldenReportEntry], tolerance: ImageTolerance, summary: String, fonts: [String] = []) -> String {
        let ranked = entries.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if rank(x) != rank(y) { return rank(x) < rank(y) }
            if x.severity != y.severity { return x.severity > y.severity }
            return a.offset < b.offset
        }.map(\.element)
        let attention = ranked.filter { $0.outcome != .matches }
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Fukidashi golden report</title>
            <style>\(style)\(CompareSlider.style)\(fontFaces(fonts))</style>
            </head>
            <body>
            <header>
            <h1>Golden report</h1>
            <p class="summary">\(escape(summary))</p>
            <p class="meta">Tolerance: \(escape(tolerance.description)) · fukidashi \(escape(FukidashiVersion.current))</p>
            <nav><a href="#changes">Changes (\(attention.count))</a> · <a href="#contact-sheet">Contact sheet (\(entries.count))</a></nav>
            </header>
            <main>
            <section id="changes">
            <h2>Changes</h2>

            """
        if attention.isEmpty { html += "<p class=\"empty\">Every render matches its golden.</p>\n" }
        // One change seen at several scales is one article: the worst scale's pictures, and
        // the others' figures beneath.
        var groups: [(key: String, entries: [GoldenReportEntry])] = []
        for entry in attention {
            let key = entry.nameWithoutScale + "\u{0}" + entry.outcome.label
            if let index = groups.firstIndex(where: { $0.key == key }) { groups[index].entries.append(entry) } else { groups.append((key, [entry])) }
        }
        for group in groups { html += article(group.entries[0], alsoAt: Array(group.entries.dropFirst())) }
        html += """
            </section>
            <section id="contact-sheet">
            <h2>Contact sheet</h2>
            <div class="sheet">

            """
        for entry in entries {
            html += """
                <figure class="thumb \(entry.outcome.cssClass)"><a href="\(url(entry.actualImage))"><img src="\(url(entry.actualImage))" width="\(entry.width)" height="\(entry.height)" alt="\(escape(entry.name))"></a><figcaption>\(escape(entry.name))</figcaption></figure>

                """
        }
        html += """
            </div>
            </section>
            </main>
            <script>\(script)</script>
            </body>
            </html>

            """
        return html
    }

    private static func article(_ entry: GoldenReportEntry, alsoAt others: [GoldenReportEntry] = []) -> String {
        let title = others.isEmpty ? entry.name : "\(entry.nameWithoutScale) at \(([entry] + others).map { scaleName($0) }.joined(separator: ", "))"
        var html = """
            <article class="entry \(entry.outcome.cssClass)" id="\(escape(anchor(entry.name)))">
            <h3>\(escape(title)) <span class="badge">\(entry.outcome.label)</span></h3>
            <p class="figures">\(escape(others.isEmpty ? entry.summary : scaleName(entry) + ": " + entry.summary))</p>

            """
        for other in others {
            html +=
                "<p class=\"figures also\" id=\"\(escape(anchor(other.name)))\">\(escape(scaleName(other) + ": " + other.summary))"
                + " · <a href=\"\(url(other.actualImage))\">actual</a>" + (other.diffImage.map { " · <a href=\"\(url($0))\">differences</a>" } ?? "")
                + "</p>\n"
        }
        html += "<p class=\"spec\">spec: <code>\(escape(entry.spec))</code></p>\n"
        if !entry.details.isEmpty {
            html += "<ul class=\"details\">" + entry.details.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
        }
        if let crops = entry.crops {
            let area = crops.area
            html += "<p class=\"area\">Changed area: \(area.width) × \(area.height) px at (\(area.x), \(area.y))</p>\n<div class=\"panels crops\">\n"
            for (caption, path) in [("expected", crops.expected), ("differences", crops.diff), ("actual", crops.actual)] {
                html +=
                    "<figure><figcaption>\(caption), changed area</figcaption><a href=\"\(url(path))\"><img src=\"\(url(path))\" width=\"\(area.width)\" height=\"\(area.height)\" alt=\"\(caption) \(escape(entry.name)), changed area\"></a></figure>\n"
            }
            html += "</div>\n"
        }
        html += "<div class=\"panels\">\n"
        if let expected = entry.expectedImage { html += figure("expected", expected, entry) }
        if let diff = entry.diffImage { html += figure("differences", diff, entry) }
        html += figure("actual", entry.actualImage, entry)
        html += "</div>\n"
        if let expected = entry.expectedImage {
            html += CompareSlider.markup(expected: url(expected), actual: url(entry.actualImage), width: entry.width, height: entry.height)
        }
        return html + "</article>\n"
    }

    private static func figure(_ caption: String, _ path: String, _ entry: GoldenReportEntry) -> String {
        "<figure><figcaption>\(caption)</figcaption><a href=\"\(url(path))\"><img src=\"\(url(path))\" width=\"\(entry.width)\" height=\"\(entry.height)\" alt=\"\(caption) \(escape(entry.name))\"></a></figure>\n"
    }

    /// `@3x`, or the whole name for an image without a scale.
    private static func scaleName(_ entry: GoldenReportEntry) -> String { entry.scaleSuffix ?? entry.name }

    /// Failures first (missing, then differing), then recorded ones, then matches.
    private static func rank(_ entry: GoldenReportEntry) -> Int {
        switch entry.outcome {
        case .missing: 0
        case .differs: 1
        case .recordedOverFailure: 2
        case .recordedNew, .rerecorded: 3
        case .matches: 4
        }
    }

    static func escape(_ text: String) -> String { HTMLText.escape(text) }

    /// A relative path as a URL: each segment percent-encoded, so `#`, `?`, `%` and spaces in
    /// spec names cannot break a link.
    static func url(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            var out = ""
            for byte in segment.utf8 {
                let c = Character(Unicode.Scalar(byte))
                if c.isASCII, c.isLetter || c.isNumber || "-._~".contains(c) {
                    out.append(c)
                } else {
                    out += "%" + String(byte, radix: 16, uppercase: true).leftPadded
                }
            }
            return out
        }.joined(separator: "/")
    }

    private static func anchor(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    /// One family per file (`report-0`, …): the browser falls back along the list letter by
    /// letter, as the renderer does along its chain.
    private static func fontFaces(_ fonts: [String]) -> String {
        guard !fonts.isEmpty else { return "" }
        let faces = fonts.enumerated().map { "@font-face{font-family:\"report-\($0.offset)\";src:url(\"\(url($0.element))\")}" }
        let families = fonts.indices.map { "\"report-\($0)\"" }.joined(separator: ",")
        return "\n" + faces.joined(separator: "\n") + "\nbody{font-family:\(families),system-ui,sans-serif}\n"
    }

    /// Text that the page shows besides the fixed labels: what its fonts must cover.
    static func text(of entries: [GoldenReportEntry], summary: String) -> String {
        ([summary] + entries.flatMap { [$0.name, $0.spec, $0.summary] + $0.details }).joined(separator: "\n")
    }

    private static let style = """
        body{font:15px/1.45 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1c1c1e}
        header{padding:16px 24px;background:#fff;border-bottom:1px solid #ddd}h1{margin:0 0 4px;font-size:22px}
        main{padding:8px 24px 48px}h2{font-size:18px;margin:24px 0 8px}.summary{font-weight:600;margin:4px 0}.meta{color:#666;margin:0}
        .entry{background:#fff;border-radius:10px;padding:12px 16px;margin:0 0 16px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
        .entry h3{margin:0 0 4px;font-size:16px}.badge{font-size:12px;padding:1px 8px;border-radius:9px;background:#ddd;vertical-align:middle}
        .differs .badge,.missing .badge{background:#e5484d;color:#fff}.recorded .badge{background:#f5a623;color:#fff}.matches .badge{background:#30a46c;color:#fff}
        .figures{font-family:ui-monospace,monospace;margin:4px 0}.spec{margin:0 0 6px;color:#666}.details{margin:4px 0 8px;padding-left:20px;color:#333}
        .panels{display:flex;gap:12px;flex-wrap:wrap;align-items:flex-start}figure{margin:0}figcaption{font-size:12px;color:#666}
        .panels img{max-width:360px;height:auto;border:1px solid #ddd;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
        .crops img{max-width:480px;image-rendering:pixelated}.crops{margin-bottom:10px}.area{margin:4px 0;color:#444}.also{color:#555}
        .sheet{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:12px}
        .thumb{background:#fff;padding:6px;border-radius:8px;box-shadow:0 1px 2px rgba(0,0,0,.08)}.thumb img{width:100%;height:auto;display:block}
        .thumb.differs,.thumb.missing{outline:3px solid #e5484d}.thumb figcaption{word-break:break-all}
        """

    /// The slider, the toggle, and on <body> the images and fonts that loaded (tests read them).
    private static let script =
        CompareSlider.script + """
            window.addEventListener('load',()=>{const all=[...document.images];
            document.body.dataset.imagesLoaded=all.filter(i=>i.complete&&i.naturalWidth>0).length;
            document.body.dataset.imagesBroken=all.filter(i=>!(i.complete&&i.naturalWidth>0)).length;});
            document.fonts.ready.then(()=>{const f=[...document.fonts];
            document.body.dataset.fontsLoaded=f.filter(x=>x.status==='loaded').map(x=>x.family).join(' ');
            document.body.dataset.fontsFailed=f.filter(x=>x.status==='error').length;});
            """
}

extension GoldenCheck.Outcome {
    var label: String {
        switch self {
        case .matches: "matches"
        case .differs: "differs"
        case .missing: "missing"
        case .recordedNew: "recorded"
        case .recordedOverFailure: "re-recorded over a failure"
        case .rerecorded: "re-recorded"
        }
    }

    var cssClass: String {
        switch self {
        case .matches: "matches"
        case .differs: "differs"
        case .missing: "missing"
        case .recordedNew, .recordedOverFailure, .rerecorded: "recorded"
        }
    }
}

extension String {
    fileprivate var leftPadded: String { count < 2 ? "0" + self : self }
}

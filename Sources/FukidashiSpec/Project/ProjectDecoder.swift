import FukidashiJSON
import FukidashiLanguage
import FukidashiModel
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

/// Decodes a project file (`fukidashi.json`) as strictly as a spec: every unknown key, wrong
/// type and unknown name is an error at its JSON path, all reported together. Its styles are
/// checked in every appearance it declares, so a theme's mistake is reported once, against
/// the project, before any spec renders.
public struct ProjectDecoder: Sendable {
    /// What the decoder refuses past (the file's size).
    public let limits: SpecLimits

    /// A decoder that checks project files against `limits`.
    public init(limits: SpecLimits = .standard) {
        self.limits = limits
    }

    /// The project in `bytes`, read from `file` (its folder is where its paths start).
    public func decode(_ bytes: [UInt8], file: String) throws(SpecError) -> Project {
        let json = try SpecDecoder(limits: limits).parse(bytes)
        let log = DiagnosticLog()
        let reader = SpecReader(log: log)
        let decoding = DocumentDecoding(reader: reader, limits: limits)
        let root = JSONPath.root
        let folder = Self.folder(of: file)
        guard let object = reader.object(json, at: root, Format.project) else { throw SpecError(log.diagnostics) }
        if let version = reader.required(object, "version", at: root, hint: "; add \"version\": 1"), version != .number(1) {
            log.expected("1 (the only project version so far)", got: version, at: root / "version")
        }
        if let schema = object["$schema"] { _ = reader.string(schema, at: root / "$schema") }
        // As written (relative to the project), for the settings that key renders: the same in
        // every clone, wherever the project was named from.
        var written: [String: [String]] = [:]
        func paths(_ key: String) -> [String] {
            guard let value = object[key] else { return [] }
            guard case .array(let items) = value, !items.isEmpty else {
                log.expected("a non-empty array of paths", got: value, at: root / key)
                return []
            }
            let strings = items.enumerated().compactMap { index, item in reader.string(item, at: root / key / index, nonEmpty: true) }
            written[key] = strings
            return strings.map { Self.joined(folder, $0) }
        }
        let specs = object["specs"] == nil ? [folder] : paths("specs")
        // Each axis's list, read as its declaration says (`VariantAxis.list`).
        var lists = AxisLists()
        for axis in VariantAxis.allCases {
            guard let value = object[axis.projectKey] else { continue }
            lists[axis] = decoding.decodeList(axis, value, at: root / axis.projectKey) ?? []
        }
        if case .array(let items)? = object["locales"], case .string(let tag)? = items.first, let pseudo = PseudoLocale(tag: tag) {
            log.error(
                root / "locales" / 0,
                "the first locale is the language of specs that name none, so it cannot be the pseudo-locale \(pseudo.rawValue.quotedForDiagnostic); put a language first"
            )
        }
        let locales = lists[.locale], textSizes = lists[.textSize] ?? []
        let appearances = lists.appearances, scales = lists.scales
        var styles = JSONObject(members: [])
        if let value = object["styles"] {
            if case .object(let written) = value {
                styles = written
                checkStyles(written, lists: lists, log: log)
            } else {
                log.expected("an object of named styles", got: value, at: root / "styles")
            }
        }
        var layout = OutputLayout.folder
        var outputPath: String?
        var shipsPseudoLocales = false
        var labels = ImageLabelsSetting.automatic
        if let value = object["output"], let output = reader.object(value, at: root / "output", Format.projectOutput) {
            layout = reader.choice(output["layout"], at: root / "output" / "layout", kind: "output layout") ?? layout
            outputPath = reader.string(output["path"], at: root / "output" / "path", nonEmpty: true).map { Self.joined(folder, $0) }
            if let value = output["pseudoLocales"] {
                if case .bool(let asked) = value, !asked || layout.shipsPseudoLocalesWhenAsked {
                    shipsPseudoLocales = asked
                } else if case .bool = value {
                    log.error(
                        root / "output" / "pseudoLocales",
                        "only the android-res layout ships pseudo-locales; a \(layout.rawValue) output never receives them (verify and preview render them)"
                    )
                } else {
                    log.expected("true or false", got: value, at: root / "output" / "pseudoLocales")
                }
            }
            if let value = output["labels"] { labels = Self.labels(value, layout: layout, at: root / "output" / "labels", log: log) }
        }
        let goldens = reader.string(object["goldens"], at: root / "goldens", nonEmpty: true).map { Self.joined(folder, $0) }
        func flag(_ key: String) -> Bool? {
            guard let value = object[key] else { return nil }
            if case .bool(let flag) = value { return flag }
            log.expected("true or false", got: value, at: root / key)
            return nil
        }
        let strict = flag("strict")
        let imageFallback = flag("imageFallback") ?? false
        let policy: WarningPolicy? = object["warnings"].flatMap { reader.choice($0, at: root / "warnings", kind: "warning policy") }
        let warningsAreErrors = policy.map { $0 == .error }
        let timeBudget = reader.number(object["timeBudget"], at: root / "timeBudget", Format.project["timeBudget"])
        let contrast: ContrastPolicy? = object["contrast"].flatMap { reader.choice($0, at: root / "contrast", kind: "contrast policy") }
        checkScales(scales, for: layout, log: log)
        if log.hasErrors { throw SpecError(log.diagnostics.filter { $0.severity == .error }) }
        let strings = paths("strings"), fonts = paths("fonts"), allowPaths = paths("allowPaths")
        // The lists the lines below do not name (text sizes), each only where there are any,
        // so a project without them keeps its key.
        let listsText = VariantAxis.allCases.filter { ![.locale, .appearance, .scale].contains($0) }.compactMap { axis in
            lists[axis].flatMap { $0.isEmpty ? nil : "\(axis.projectKey) " + $0.joined(separator: ",") }
        }
        // What decides pixels, besides the styles (keyed per style, by the specs that use them).
        let settingLines = [
            "strings " + written["strings", default: []].joined(separator: "\u{1}"),
            "fonts " + written["fonts", default: []].joined(separator: "\u{1}"),
            "locales " + (locales ?? []).joined(separator: ","), "appearances " + appearances.joined(separator: ","),
            "scales " + scales.map(Variant.scaleText).joined(separator: ","), "strict \(strict.map(String.init) ?? "")",
            "timeBudget \(timeBudget.map(Variant.scaleText) ?? "")",
            "allowPaths " + written["allowPaths", default: []].joined(separator: "\u{1}"),
            "layout \(layout.rawValue)", "imageFallback \(imageFallback)", "warnings \(warningsAreErrors.map(String.init) ?? "")"
        ]
        let settings = (settingLines + listsText).joined(separator: "\n")
        var project = Project(
            file: file, folder: folder, specs: specs,
            defaults: ProjectDefaults(styles: styles, lists: AxisLists(lists.all.filter { $0.key.specKey != nil }), imageFallback: imageFallback),
            strings: strings, fonts: fonts, locales: locales, strict: strict, warningsAreErrors: warningsAreErrors, timeBudget: timeBudget,
            allowPaths: allowPaths,
            layout: layout, outputPath: outputPath, goldens: goldens, settingsText: settings)
        project.shipsPseudoLocales = shipsPseudoLocales
        project.labels = labels
        project.textSizes = textSizes
        project.contrast = contrast
        return project
    }

    /// Each style decoded at each point of the axes written by name (each appearance): its
    /// values, and every map complete.
    private func checkStyles(_ styles: JSONObject, lists: AxisLists, log: DiagnosticLog) {
        // Reported once, whichever point's pass found it.
        var seen: [Diagnostic] = []
        let points = MapSites.points(lists)
        for point in points.isEmpty ? [nil] : points.map(Optional.some) {
            let passLog = DiagnosticLog()
            let decoding = DocumentDecoding(reader: SpecReader(log: passLog), limits: limits)
            decoding.reader.sites.start(lists: lists, chosen: point)
            _ = decoding.decodeStyles(.object(styles), at: .root / "styles")
            for diagnostic in passLog.diagnostics where !seen.contains(diagnostic) { seen.append(diagnostic) }
        }
        seen.forEach(log.append)
    }

    /// `output.labels`: `false`, or a file name the layout can hold (a String Catalog's table
    /// name; an Android values file's name, which aapt takes only in lower case).
    private static func labels(_ value: JSONValue, layout: OutputLayout, at path: JSONPath, log: DiagnosticLog) -> ImageLabelsSetting {
        switch value {
        case .bool(false): return .off
        case .string(var name):
            for ext in [".xcstrings", ".xml"] where name.hasSuffix(ext) { name.removeLast(ext.count) }
            if let rule = layout.labelsFileName {
                if name.isEmpty || name.hasPrefix(".") || !name.unicodeScalars.allSatisfy(rule.allows) {
                    log.error(path, "\(name.quotedForDiagnostic) cannot name the labels file: \(rule.rule)")
                }
            } else {
                log.error(path, "a folder output has no labels: they go beside an asset catalog (xcassets) or into res/ (android-res)")
            }
            return .named(name)
        default:
            log.expected("a file name, or false", got: value, at: path)
            return .automatic
        }
    }

    /// Scales the layout cannot name: an asset catalog has 1×, 2× and 3×; Android its densities.
    private func checkScales(_ scales: [Double], for layout: OutputLayout, log: DiagnosticLog) {
        for (index, scale) in scales.enumerated() where layout.scaleName(scale) == nil {
            log.error(
                .root / "scales" / index,
                "\(scale.specDescription) has no name in the \(layout.rawValue) layout; it takes \(layout.scaleNames.map { "\($0.scale.specDescription) (\($0.name))" }.joined(separator: ", "))"
            )
        }
    }

    /// `tour/fukidashi.json` → `tour`; `fukidashi.json` → `.`.
    static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    /// A path in the project, joined to its folder (an absolute one as it is).
    static func joined(_ folder: String, _ path: String) -> String {
        if path.hasPrefix("/") || folder == "." { return path }
        if path == "." { return folder }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}

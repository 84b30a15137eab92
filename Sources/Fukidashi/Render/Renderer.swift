import Dispatch
import FukidashiBackend
import FukidashiCompare
import FukidashiHierarchy
import FukidashiLanguage
import FukidashiLayout
import FukidashiModel
import FukidashiPlatform
import FukidashiResolve
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

/// What one spec (or one locale of it) rendered to: PNG bytes in memory, the scene they were
/// drawn from, and warnings for the user.
public struct RenderOutput: Sendable {
    /// The locale of this output for specs with locale maps (`home.ja.png`), else `nil`.
    public var locale: String? { variant.locale }
    /// Its locale, appearance and scale: what names its file (`home.ja.dark@3x.png`).
    public var variant = Variant.plain
    /// Pixels per point it was drawn at: the variant's scale, or the canvas's.
    public var scale: Double { scene.scale }
    /// The PNG file's bytes (an animated PNG for a spec with an animation).
    public let png: [UInt8]
    package let scene: Scene
    /// What the user should read: text cut off, a translation missing, a bubble outside the
    /// canvas. Warnings never stop a spec from rendering.
    public var warnings: [Diagnostic]
    /// Each frame of an animated spec as its own PNG, when `keepsFrames` is set.
    public var frames: [[UInt8]] = []
    /// The string table entries its `localized` texts used, in document order.
    public var strings: [LocalizedStringUse] = []
    /// Its texts in reading order, plain: what its accessibility label says.
    public var labelTexts: [String] = []
    /// Where its element anchors' elements were, elements in order, then spotlights.
    package var anchors: [ResolvedAnchor] = []
    /// Its dump over its screenshot, where it has anchors: what the preview outlines.
    var anchorScreen: AnchorScreen?

    /// The dump's elements on the canvas, the anchored ones marked (none without a dump).
    package var elementOutlines: [ElementOutline] { anchorScreen?.outlines(anchored: anchors) ?? [] }
    /// The files besides the spec that decided its pixels, or were looked for: images,
    /// `{locale}` candidates, string tables (files or folders), as paths the renderer opened.
    package var inputs: [String] = []
    /// Of those, the string tables, and what the spec's keys have in them (`RenderInputs`).
    package var stringsRead = StringsRead()
    /// What each locale's variants read (its screenshots and dumps among them), by locale, when
    /// every variant rendered: so `--incremental` renders again only the locale whose own file
    /// changed. Empty for a spec without locales, or one with a failed variant.
    package var inputsByLocale: [String: [String]] = [:]
    /// The language the spec's texts are written in (`sourceLanguage`), for a spec with locales:
    /// Android's unqualified default resources when a project names no locales.
    package var sourceLanguage: String?
}

/// A spec rendered in each of its locales: the outputs of the locales that rendered, and the
/// errors of those that did not, each naming its locale.
package struct LocaleRenders: Sendable {
    package var outputs: [RenderOutput]
    package var failed: SpecError?
    /// Its decodes and planned variants.
    var stats = RenderStats()

    /// `--warnings error`: each output with a warning fails, its warnings said as errors of
    /// its variant, and is not written or recorded; the others stand.
    package func failingWarnedOutputs() -> LocaleRenders {
        var errors = failed?.diagnostics ?? []
        var clean: [RenderOutput] = []
        for output in outputs {
            let warned = output.warnings.filter { $0.severity == .warning }
            guard !warned.isEmpty else {
                clean.append(output)
                continue
            }
            for warning in warned {
                let error = Diagnostic(.error, at: warning.path, warning.message + " (--warnings error)", category: warning.category)
                    .in(warning.variant).in(output.variant)
                if !errors.contains(error) { errors.append(error) }
            }
        }
        return LocaleRenders(outputs: clean, failed: errors.isEmpty ? nil : SpecError(errors), stats: stats)
    }
}

/// Why a spec did not render: a problem in the spec (the user's to fix) or in the backend.
public enum RenderFailure: Error, Sendable, CustomStringConvertible {
    /// The spec has errors, each at its JSON path: the user's to fix.
    case spec(SpecError)
    /// Drawing, encoding or a file failed.
    case backend(RenderError)

    /// The errors, one a line, as the CLI prints them after the file name.
    public var description: String {
        switch self {
        case .spec(let e): e.description
        case .backend(let e): Diagnostic(.error, at: nil, e.message).description
        }
    }
}

/// Renders specs to PNG in memory: one output per spec, or one per locale of a spec whose
/// texts are locale maps.
///
/// A renderer holds one worker's fonts, images and caches, so it is not thread-safe: make one
/// per thread (the CLI makes one per `--jobs` worker). Output bytes never depend on which
/// renderer made them, or on how many there are.
///
/// ```swift
/// let renderer = try Renderer()
/// let png = try renderer.render(specBytes: Array(json.utf8)).png
/// ```
public final class Renderer {
    /// Everything that decides how a renderer renders, set once when it is made. Every option
    /// declared here is part of the key `render --incremental` skips work by (`pixelKey`, read
    /// from the declaration itself): a new option joins the key by being declared, so it can
    /// never leave a stale image behind.
    public struct Configuration: Sendable {
        /// The bundled fonts' folder; `nil` finds it (`$FUKIDASHI_FONTS`, beside the
        /// executable, `../share/fukidashi/Fonts`, or this checkout).
        public var fontsDirectory: String?
        /// Folders of extra fonts (`--fonts`): specs may name their families.
        public var userFonts: [String]
        /// The language of specs that name none (`--locale`); `nil` guesses it from the text.
        public var defaultLocale: String?
        /// The limits specs are checked against before anything is allocated.
        public var limits: SpecLimits
        /// Folders besides a spec's own that its images may come from (`--allow-path`).
        public var allowedImageFolders: [String]
        /// How PNGs are compressed; the pixels are the same whatever is chosen.
        public var pngCompression: PNGCompression
        /// Keep every frame of an animated spec as a PNG too (`--frames`).
        public var keepsFrames: Bool
        /// Seconds one spec may take (all its locales and frames) before it fails.
        public var timeBudget: Double
        /// String tables (files or folders) that `localized` texts are looked up in, besides
        /// those a spec names (`--strings`).
        public var stringTables: [String]
        /// What a project file gives every spec: named styles, appearances, scales. Its styles
        /// join a spec's `--incremental` key only where the spec uses them (`pixelKey`).
        package var project: ProjectDefaults?
        /// The text sizes every spec renders at (`--text-size`, a project's `textSizes`):
        /// `AX3`, `fontScale2`; `large` and `fontScale1` are text as written.
        public var textSizes: [String] = []
        /// What text below WCAG's contrast does (`--contrast`): a warning, the variant's
        /// failure, or nothing. The library checks nothing unless asked; the CLI warns.
        public var contrast: ContrastPolicy = .off

        /// The defaults: bundled fonts, standard limits, `default` compression, 20 seconds.
        public init(
            fontsDirectory: String? = nil, userFonts: [String] = [], defaultLocale: String? = nil,
            limits: SpecLimits = .standard, allowedImageFolders: [String] = [],
            pngCompression: PNGCompression = .default, keepsFrames: Bool = false, timeBudget: Double = 20,
            stringTables: [String] = []
        ) {
            self.stringTables = stringTables
            self.fontsDirectory = fontsDirectory
            self.userFonts = userFonts
            self.defaultLocale = defaultLocale
            self.limits = limits
            self.allowedImageFolders = allowedImageFolders
            self.pngCompression = pngCompression
            self.keepsFrames = keepsFrames
            self.timeBudget = timeBudget
        }
    }

    /// How this renderer renders.
    public let configuration: Configuration
    let fonts: FontRegistry
    /// Families that specs may name, sorted: the resolve step checks a spec's styles against them.
    public let fontFamilies: [String]
    /// Where decoded images come from: this renderer's own, or a batch's shared library.
    private(set) var imageLibrary = ImageLibrary()
    let tables = StringTableLoader()
    let rules = ICULocaleRules()
    /// Reads specs as the configuration's limits and project say.
    package let decoder: SpecDecoder
    private let defaultLocale: TextLocale?
    /// Renderers an animated spec may borrow to draw its frames (a batch's idle workers').
    package var frameHelpers: FrameHelpers?
    /// Whether renders digest each locale's string lookups (`StringsRead.localeDigests`): only
    /// `render --incremental` keeps them, so other renders skip the work.
    package var digestsLocaleLookups = false
    /// `pixelSettings`, worked out once: the fonts and options do not change under a renderer.
    let settingsMemo = Locked<[String: String]>([:])
    /// What the last spec's run read and cost, kept after it, also when it failed: a spec whose
    /// image is missing is rendered again when the image appears. A record of the run, never
    /// read by the next one (each spec's state lives in its own `SpecRun`).
    var lastRun = (inputs: [String](), stats: RenderStats())
    /// Every spec's `RenderStats` summed over this renderer's life: a batch adds up its workers'.
    package private(set) var statsSoFar = RenderStats()
    private var timeBudget: Double { configuration.timeBudget }
    private var pngCompression: PNGCompression { configuration.pngCompression }

    /// Loads the fonts the configuration names; fails when there are none to be found.
    public init(_ configuration: Configuration = Configuration()) throws(RenderError) {
        // Said at start, not in the middle of a batch when the first XML table or JPEG comes.
        if !Self.missingLibraries.isEmpty { throw .missingLibraries(problem: RuntimeComponents.missingMessage(Self.missingLibraries)) }
        guard let directory = configuration.fontsDirectory ?? FontsLocator.bundledFontsDirectory() else {
            throw .fontsNotFound
        }
        fonts = try FontRegistry(directories: [directory] + configuration.userFonts)
        fontFamilies = fonts.families
        decoder = SpecDecoder(limits: configuration.limits, project: configuration.project)
        defaultLocale = configuration.defaultLocale.map(TextLocale.init)
        self.configuration = configuration
    }

    /// The file a face was loaded from.
    func fontPath(_ id: FontFaceID) -> String { fonts.catalog[id.index].path }

    /// The font files that draw `text` in the default family at regular weight, by the same
    /// fallback the renderer uses (per scalar, the first face in the chain that has it), in
    /// chain order: what a page showing that text needs, so it never depends on the reader's
    /// system fonts.
    package func fontFiles(covering text: String) -> [String] {
        let chain = fonts.faceChain(family: fonts.defaultFamily, weight: 400, locale: TextLocale("en"))
        var used = Set<FontFaceID>()
        for scalar in Set(text.unicodeScalars) where !scalar.properties.isWhitespace && scalar.value >= 0x20 {
            if let face = chain.first(where: { fonts.covers(scalar, in: $0) }) { used.insert(face) }
        }
        return chain.filter(used.contains).map { fonts.catalog[$0.index].path }
    }

    /// Decodes, lays out and draws a spec file's bytes: one output, or one per locale when
    /// it has locale maps or `localized` texts (all of `locales` if given, else every locale
    /// its maps name and its string tables translate its keys into). Image and string table
    /// paths are relative to `specFolder`. If any locale fails, this fails with every locale's
    /// errors (`renderEachVariant` gives the locales that rendered as well).
    public func renderAll(
        specBytes: [UInt8], specFolder: String? = nil, locales: [String]? = nil,
        strict: Bool = false
    ) throws(RenderFailure) -> [RenderOutput] {
        let decoded: DecodedSpec
        do { decoded = try decoder.decode(specBytes) } catch {
            record(inputs: [], RenderStats(decodes: 1))
            throw .spec(error)
        }
        return try renderAll(decoded, specFolder: specFolder, locales: locales, strict: strict)
    }

    /// `renderAll(specBytes:)` for a spec already decoded with a `SpecDecoder` (a batch
    /// decodes each spec once, to order the work by cost, and renders what it decoded).
    public func renderAll(
        _ decoded: DecodedSpec, specFolder: String? = nil, locales: [String]? = nil,
        strict: Bool = false
    ) throws(RenderFailure) -> [RenderOutput] {
        let rendered = try renderEachVariant(decoded, specFolder: specFolder, locales: locales, strict: strict)
        if let failed = rendered.failed { throw .spec(failed) }
        return rendered.outputs
    }

    /// Each variant of a decoded spec rendered on its own: a broken translation fails its
    /// variant, and the other variants' outputs are still given (a batch writes them). Throws
    /// only what fails every variant: the spec itself, or a table no locale can be read from.
    package func renderEachVariant(
        _ decoded: DecodedSpec, specFolder: String? = nil, locales: [String]? = nil,
        strict: Bool = false
    ) throws(RenderFailure) -> LocaleRenders {
        // Between specs: the last spec's scenes are drawn, so its images may go.
        imageLibrary.trim()
        let run = SpecRun(library: imageLibrary, timeBudget: timeBudget)
        defer { record(inputs: run.inputs.paths, run.stats) }
        // The decode stage made the one decode, which holds every appearance's values, and what
        // only another appearance's entries say (`DecodedSpec.serving`). Nothing here depends
        // on a variant's locale (locale maps are kept whole), its scale, or `{locale}`,
        // `{appearance}` and `{scale}` in image paths, which the resolve stage fills.
        let document = decoded.document
        let catalog = try stringCatalog(for: document, specFolder: specFolder, run: run)
        let named = localesToRender(document, in: catalog)
        let localeList = named.isEmpty ? [] : (locales ?? named).map(LanguageTag.canonical)
        let plan = VariantPlan(document, locales: localeList, textSizes: configuration.textSizes)
        run.variants = plan.variants.count
        guard !plan.isPlain else {
            var output = try render(document, specFolder: specFolder, strings: catalog, run: run)
            output.warnings = decoded.warnings + output.warnings
            output.inputs = run.inputs.paths
            output.stringsRead = run.stringsRead
            return LocaleRenders(outputs: [output], failed: nil, stats: run.stats)
        }
        var outputs: [RenderOutput] = []
        var errors: [Diagnostic] = []
        var readBy: [String: Set<String>] = [:]
        // Whose screens a pseudo-locale may show: the locales rendered, then every other the spec has.
        let specLocales = localeList + named.map(LanguageTag.canonical)
        // One spec writes every variant: the product of its axes.
        for variant in plan.variants {
            run.inputs.mark()
            defer { readBy[variant.locale ?? "", default: []].formUnion(run.inputs.sinceMark) }
            // Everything said while rendering one variant names it: with 30 translations and
            // two appearances, the user must know which one to fix.
            func named(_ diagnostic: Diagnostic) -> Diagnostic { diagnostic.in(variant) }
            do throws(RenderFailure) {
                let resolved: DecodedSpec
                switch decoded.serving(variant) {
                case .success(let spec): resolved = spec
                case .failure(let error): throw .spec(error)
                }
                let drawn: Document
                switch resolved.document.drawn(atScale: variant.scale, in: variant, limits: decoder.limits) {
                case .success(let document): drawn = document
                case .failure(let error): throw .spec(error)
                }
                var output = try render(
                    drawn, specFolder: specFolder, variant: variant, strict: strict, strings: catalog, specLocales: specLocales, run: run)
                output.warnings = (outputs.isEmpty ? decoded.warnings : []) + (resolved.warnings + output.warnings).map(named)
                outputs.append(output)
            } catch {
                guard case .spec(let specError) = error else { throw error }
                errors += specError.diagnostics.map(named)
            }
        }
        // A backend failure (out of memory, a broken image) still fails the whole spec, above.
        var strings = run.stringsRead
        strings.localeDigests = localeDigests(document, in: catalog, locales: localeList)
        let read = run.inputs.paths
        let readByLocale = errors.isEmpty && !localeList.isEmpty ? readBy.mapValues { $0.sorted() } : [:]
        let rendered = outputs.map {
            var output = $0
            output.inputs = read
            output.inputsByLocale = readByLocale
            output.stringsRead = strings
            output.sourceLanguage = document.localization.sourceLanguage
            return output
        }
        return LocaleRenders(
            outputs: rendered, failed: errors.isEmpty ? nil : SpecError(errors), stats: run.stats)
    }

    /// Keeps what a spec's run read and cost, once it is over.
    private func record(inputs: [String], _ stats: RenderStats) {
        lastRun = (inputs, stats)
        statsSoFar = statsSoFar + stats
    }

    /// What the last `renderAll` read besides the spec, also when it failed: a spec whose
    /// image is missing is rendered again when the image appears.
    package var lastInputs: [String] { lastRun.inputs }

    /// The bytes of decoded images its library holds (bounded between specs).
    var decodedImageBytes: Int { imageLibrary.byteCount }

    /// Decoded images come from `library`, shared with other renderers (a batch's workers).
    package func shareImages(_ library: ImageLibrary) { imageLibrary = library }

    /// Drops decoded images and read string tables at or below `paths`, so the next render
    /// reads them again: for a long-lived renderer whose files change on disk (the preview).
    package func forgetFiles(at paths: [String]) {
        imageLibrary.forget { path in paths.contains { path == $0 || path.hasPrefix($0 + "/") } }
        tables.forget { key in paths.contains { $0 == key || $0.hasPrefix(key + "/") } }
    }

    /// One output: the plain spec, or the first locale of a spec with locale maps.
    public func render(specBytes: [UInt8], specFolder: String? = nil) throws(RenderFailure) -> RenderOutput {
        try renderAll(specBytes: specBytes, specFolder: specFolder, locales: nil)[0]
    }

    /// One output of a decoded document in a run of its own (no time budget): for tests and
    /// the fuzzer, which render a document without planning its variants.
    package func render(_ document: Document, specFolder: String? = nil, variant: Variant = .plain) throws(RenderFailure) -> RenderOutput {
        try render(document, specFolder: specFolder, variant: variant, run: SpecRun(library: imageLibrary, timeBudget: nil))
    }

    /// One output of a decoded document: the plain spec, or one `variant` of it. The
    /// variant's texts are resolved once, then every frame is laid out from them.
    /// `specLocales`: every locale the spec renders, whose screens a pseudo-locale may take.
    func render(
        _ document: Document, specFolder: String? = nil, variant: Variant = .plain, strict: Bool = false,
        strings: StringCatalog = StringCatalog(), specLocales: [String] = [], run: SpecRun
    ) throws(RenderFailure) -> RenderOutput {
        let resolved = try resolve(
            document, variant: variant, strict: strict, strings: strings, specFolder: specFolder, specLocales: specLocales, run: run)
        var output: RenderOutput
        if let animation = document.animation?.value {
            output = try renderAnimation(resolved, animation: animation, specFolder: specFolder, run: run)
        } else {
            let (scene, warnings) = try layOut(resolved, specFolder: specFolder, run: run)
            let png = try backend { () throws(RenderError) in try PNGEncoder.encode(try draw(scene, run: run), compression: pngCompression) }
            output = RenderOutput(variant: variant, png: png, scene: scene, warnings: warnings)
        }
        // Checked on what was drawn, in every appearance: dark mode often fails where light passes.
        let layout = variant.without(.scale)
        let contrast: [Diagnostic]
        if let known = run.contrastByLayout[layout] {
            contrast = known
        } else {
            let scene = output.scene
            contrast = try backend { () throws(RenderError) in try contrastProblems(scene, run: run) }
            run.contrastByLayout[layout] = contrast
        }
        if configuration.contrast == .error, !contrast.isEmpty { throw .spec(SpecError(contrast)) }
        output.warnings += contrast
        output.warnings = resolved.warnings + output.warnings
        output.strings = resolved.stringsUsed
        output.anchors = resolved.anchors
        output.anchorScreen = resolved.screen
        output.labelTexts = resolved.labelTexts
        return output
    }

    /// The resolve step: `localized` texts looked up and formatted, the layout mirrored for
    /// a right-to-left locale, element anchors found in the variant's hierarchy dump, font
    /// families checked; a key, an anchor or a family that cannot be used fails the variant
    /// here, before layout.
    private func resolve(
        _ document: Document, variant: Variant, strict: Bool = false, strings: StringCatalog, specFolder: String?, specLocales: [String] = [],
        run: SpecRun
    ) throws(RenderFailure) -> ResolvedDocument {
        // The steps and their order are ResolvedDocument's; reading the screen is this stage's.
        let resolved = try ResolvedDocument(
            document, variant: variant, strict: strict, strings: strings, rules: rules, fontFamilies: fontFamilies, specLocales: specLocales
        ) { (located, placeholders) throws(RenderFailure) in
            try anchorScreen(for: located, placeholders: placeholders, specFolder: specFolder, run: run)
        } imageFile: { source, placeholders in
            ImageFileChooser(specFolder: specFolder, placeholders: placeholders).choose(source)
        }
        guard resolved.errors.isEmpty else { throw .spec(SpecError(resolved.errors)) }
        return resolved
    }

    /// One still of an animated spec at `time` seconds (`nil`: the settled state).
    package func renderFrame(_ document: Document, time: Double?, specFolder: String? = nil, variant: Variant = .plain) throws(RenderFailure)
        -> [UInt8]
    {
        let run = SpecRun(library: imageLibrary, timeBudget: nil)
        let (scene, _) = try layOut(
            try resolve(document, variant: variant, strings: StringCatalog(), specFolder: specFolder, run: run), specFolder: specFolder, time: time,
            run: run)
        return try backend { () throws(RenderError) in try PNGEncoder.encode(try draw(scene, run: run), compression: pngCompression) }
    }

    /// Frames at exactly k / fps, each laid out afresh from the resolved texts, then the settled
    /// state as the default image. The frames may be shared out (`renderFrames`); they are
    /// added to the file in order.
    private func renderAnimation(_ resolved: ResolvedDocument, animation: Animation, specFolder: String?, run: SpecRun) throws(RenderFailure)
        -> RenderOutput
    {
        let canvas = try Self.tree(of: resolved).canvas
        let level: Int32 = pngCompression == .fast ? 1 : pngCompression == .small ? 9 : 2
        let encoder = APNGEncoder(width: canvas.pixelWidth, height: canvas.pixelHeight, fps: animation.fps, level: level)
        var frames: [[UInt8]] = []
        let (runs, still) = try renderFrames(resolved, times: animation.frameTimes, specFolder: specFolder, level: level, run: run)
        for frameRun in runs {
            frameRun.frames.forEach(encoder.add)
            frames += frameRun.pngs
        }
        let (settled, warnings) = try layOut(resolved, specFolder: specFolder, run: run)
        let png = try backend { () throws(RenderError) in
            if let still { return try encoder.finish(still: still) }
            return try encoder.finish(settled: try draw(settled, run: run))
        }
        var output = RenderOutput(variant: resolved.variant, png: png, scene: settled, warnings: warnings)
        output.frames = frames
        return output
    }

    /// Checks `output` against the golden PNG at `goldenPath`, as `fukidashi verify` does: a
    /// missing golden fails unless `record` says to write it, and a recorded golden gets its
    /// sidecar (what made it, and its text lines) beside it. Nothing is written without `record`.
    public func verify(
        _ output: RenderOutput, goldenPath: String, tolerance: ImageTolerance = .strict,
        record: GoldenRecordMode? = nil
    ) throws(RenderError) -> GoldenCheck {
        let name = goldenPath.hasSuffix(".png") ? String(goldenPath.dropLast(4)) : goldenPath
        return try GoldenStore(tolerance: tolerance, record: record)
            .check(png: output.png, sidecar: sidecar(for: output), goldenPath: goldenPath, name: name)
    }

    /// Runs drawing or encoding, whose failures are the backend's.
    func backend<T>(_ body: () throws(RenderError) -> T) throws(RenderFailure) -> T {
        do { return try body() } catch { throw .backend(error) }
    }

    /// Layout only: the scene as values, for tests and tools that inspect placement.
    func layOut(_ document: Document, specFolder: String? = nil, variant: Variant = .plain, time: Double? = nil) throws(RenderFailure)
        -> (scene: Scene, warnings: [Diagnostic])
    {
        try layOut(document, specFolder: specFolder, variant: variant, time: time, run: SpecRun(library: imageLibrary, timeBudget: nil))
    }

    /// Layout in `run`, whose images the scene then draws.
    func layOut(_ document: Document, specFolder: String?, variant: Variant = .plain, time: Double? = nil, run: SpecRun) throws(RenderFailure)
        -> (scene: Scene, warnings: [Diagnostic])
    {
        try layOut(
            try resolve(document, variant: variant, strings: StringCatalog(), specFolder: specFolder, run: run), specFolder: specFolder, time: time,
            run: run)
    }

    /// What layout and the encoders read of a variant. One whose resolve steps failed has
    /// none, and fails with their errors.
    static func tree(of resolved: ResolvedDocument) throws(RenderFailure) -> ResolvedTree {
        guard let tree = resolved.tree else { throw .spec(SpecError(resolved.errors)) }
        return tree
    }

    func layOut(_ resolved: ResolvedDocument, specFolder: String?, time: Double? = nil, run: SpecRun) throws(RenderFailure) -> (
        scene: Scene, warnings: [Diagnostic]
    ) {
        let engine = ShapedTextLayout(fonts: fonts, analyzer: ICUTextAnalyzer(), hyphenator: LibHyphenator.shared)
        let provider = LibraryImageProvider(
            session: run.images, policy: SpecFilePolicy(specFolder: specFolder, allowedFolders: configuration.allowedImageFolders),
            placeholders: resolved.images)
        var builder = SceneBuilder(fonts: fonts, engine: engine, images: provider, markdown: CMarkdownReading(), defaultLocale: defaultLocale)
        builder.time = time
        builder.textSize = resolved.variant.textSize.flatMap(TextSize.init(name:))
        builder.budget = run.deadline.map { deadline in
            TimeBudget(seconds: timeBudget) { DispatchTime.now().uptimeNanoseconds > deadline }
        }
        fonts.forgetOpenFailure()
        let built: (scene: Scene, warnings: [Diagnostic])
        let tree = try Self.tree(of: resolved)
        do { built = try builder.build(tree) } catch { throw .spec(error) }
        let imageFallbacks = provider.fallbacks.warnings
        provider.inputs.paths.forEach(run.inputs.insert)
        // Text that fell back from a face FreeType could not open would be the wrong picture.
        if let failure = fonts.openFailure { throw .backend(failure) }
        return (built.scene, imageFallbacks + built.warnings)
    }

    /// `scene` drawn with the images `run` holds.
    func draw(_ scene: Scene, run: SpecRun) throws(RenderError) -> CairoSurface {
        let surface = try CairoSurface(width: scene.pixelWidth, height: scene.pixelHeight)
        let canvas = try CairoCanvas(surface: surface, scale: scene.scale)
        canvas.shadowMasks = run.shadowMasks
        try canvas.draw(scene, fonts: fonts, images: run.images)
        return surface
    }
}

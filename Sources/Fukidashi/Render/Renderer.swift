import FukidashiSpec

/// What one spec (or one locale of it) rendered to: PNG bytes in memory, the scene they were
/// drawn from, and warnings for the user.
public struct RenderOutput: Sendable {
    /// The locale of this output for specs with locale maps (`home.ja.png`), else `nil`.
    public let locale: String?
    public let png: [UInt8]
    public let scene: Scene
    public let warnings: [SpecDiagnostic]
}

/// Why a spec did not render: a problem in the spec (the user's to fix) or in the backend.
public enum RenderFailure: Error, Sendable, CustomStringConvertible {
    case spec(SpecError)
    case backend(RenderError)

    public var description: String {
        switch self {
        case .spec(let e): e.description
        case .backend(let e): "error: \(e.message)"
        }
    }
}

/// Renders specs to PNG. Holds one worker's fonts, images and caches: not thread-safe, so
/// make one per thread (the CLI does, per `--jobs` worker). Output bytes never depend on which
/// renderer made them.
public final class Renderer {
    private let fonts: FontRegistry
    private let images = ImageLibrary()
    private let decoder: SpecDecoder
    /// The locale of text in specs that name none; `nil` guesses it from the text.
    public var defaultLocale: TextLocale?
    /// Folders besides a spec's own that its images may come from (`--allow-path`).
    public var allowedImageFolders: [String] = []
    /// How PNGs are compressed; the pixels are the same whatever is chosen.
    public var pngCompression: PNGCompression = .default

    /// `userFonts` are folders of extra fonts (`--fonts`): their families can be named in
    /// specs next to the bundled ones.
    public init(fontsDirectory: String? = nil, userFonts: [String] = [], defaultLocale: TextLocale? = nil,
                limits: SpecLimits = .standard) throws(RenderError) {
        guard let directory = fontsDirectory ?? FontsLocator.bundledFontsDirectory() else {
            throw RenderError("cannot find the bundled Fonts folder; set FUKIDASHI_FONTS to its path")
        }
        fonts = try FontRegistry(directories: [directory] + userFonts)
        decoder = SpecDecoder(limits: limits)
        self.defaultLocale = defaultLocale
    }

    /// Families that specs may name, sorted.
    public var fontFamilies: [String] { fonts.families }

    /// Decodes, lays out and draws a spec file's bytes: one output, or one per locale when
    /// its text has locale maps (all of `locales` if given, else every locale it names). Image
    /// paths are relative to `specFolder`. If any locale fails, the whole spec fails.
    public func renderAll(specBytes: [UInt8], specFolder: String? = nil, locales: [String]? = nil,
                          strict: Bool = false) throws(RenderFailure) -> [RenderOutput] {
        let decoded: DecodedSpec
        do { decoded = try decoder.decode(specBytes) } catch { throw .spec(error) }
        let document = decoded.document
        let named = Self.localesNamed(in: document)
        guard !named.isEmpty else {
            let output = try render(document, specFolder: specFolder, variant: nil)
            return [RenderOutput(locale: nil, png: output.png, scene: output.scene, warnings: decoded.warnings + output.warnings)]
        }
        var outputs: [RenderOutput] = []
        var errors: [SpecDiagnostic] = []
        for locale in locales ?? named {
            do {
                let output = try render(document, specFolder: specFolder, variant: LocaleVariant(locale: locale, strict: strict))
                outputs.append(RenderOutput(locale: locale, png: output.png, scene: output.scene,
                                            warnings: (outputs.isEmpty ? decoded.warnings : []) + output.warnings))
            } catch {
                guard case .spec(let specError) = error else { throw error }
                errors += specError.diagnostics
            }
        }
        guard errors.isEmpty else { throw .spec(SpecError(errors)) }
        return outputs
    }

    /// One output: the plain spec, or the first locale of a spec with locale maps.
    public func render(specBytes: [UInt8], specFolder: String? = nil) throws(RenderFailure) -> RenderOutput {
        try renderAll(specBytes: specBytes, specFolder: specFolder, locales: nil)[0]
    }

    /// Every locale a spec's texts name, in order of first appearance.
    public static func localesNamed(in document: Document) -> [String] {
        var locales: [String] = []
        for case .bubble(let bubble) in document.elements {
            for locale in bubble.text.locales where !locales.contains(locale) { locales.append(locale) }
        }
        return locales
    }

    public func render(_ document: Document, specFolder: String? = nil, variant: LocaleVariant? = nil) throws(RenderFailure) -> RenderOutput {
        let (scene, warnings) = try layOut(document, specFolder: specFolder, variant: variant)
        do {
            let png = try PNGEncoder.encode(try draw(scene), compression: pngCompression)
            return RenderOutput(locale: variant?.locale, png: png, scene: scene, warnings: warnings)
        } catch {
            throw .backend(error)
        }
    }

    /// Layout only: the scene as values, for tests and tools that inspect placement.
    public func layOut(_ document: Document, specFolder: String? = nil, variant: LocaleVariant? = nil) throws(RenderFailure) -> (scene: Scene, warnings: [SpecDiagnostic]) {
        let engine = ShapedTextLayout(fonts: fonts, analyzer: ICUTextAnalyzer())
        let provider = LibraryImageProvider(library: images, policy: ImagePathPolicy(specFolder: specFolder, allowedFolders: allowedImageFolders))
        do {
            return try SceneBuilder(fonts: fonts, engine: engine, images: provider, defaultLocale: defaultLocale, variant: variant).build(document)
        } catch {
            throw .spec(error)
        }
    }

    /// Draws a scene and returns its pixels.
    public func rasterize(_ scene: Scene) throws(RenderError) -> RasterImage {
        let surface = try draw(scene)
        return RasterImage(width: surface.width, height: surface.height, rgba: surface.rgbaPixels())
    }

    func drawSurface(_ scene: Scene) throws(RenderError) -> CairoSurface { try draw(scene) }

    private func draw(_ scene: Scene) throws(RenderError) -> CairoSurface {
        let surface = try CairoSurface(width: scene.pixelWidth, height: scene.pixelHeight)
        let canvas = try CairoCanvas(surface: surface, scale: scene.scale)
        try canvas.draw(scene, fonts: fonts, images: images)
        return surface
    }
}

/// Images through the path policy, then the worker's library.
private struct LibraryImageProvider: ImageProvider {
    let library: ImageLibrary
    let policy: ImagePathPolicy

    func image(for source: ImageSource) throws(SpecDiagnostic) -> SceneImage {
        try library.load(try policy.resolve(source), for: source)
    }
}

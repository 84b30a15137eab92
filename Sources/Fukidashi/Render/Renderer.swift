import FukidashiSpec

/// What one spec rendered to: PNG bytes in memory, the scene they were drawn from, and
/// warnings for the user.
public struct RenderOutput: Sendable {
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

/// Renders specs to PNG. Holds one worker's fonts and caches: not thread-safe, so make one
/// per thread (the CLI does, per `--jobs` worker). Output bytes never depend on which
/// renderer made them.
public final class Renderer {
    private let fonts: FontRegistry
    private let decoder: SpecDecoder
    /// The locale of text in specs that name none; `nil` guesses it from the text.
    public var defaultLocale: TextLocale?

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

    /// Decodes, lays out and draws a spec file's bytes.
    public func render(specBytes: [UInt8]) throws(RenderFailure) -> RenderOutput {
        let decoded: DecodedSpec
        do { decoded = try decoder.decode(specBytes) } catch { throw .spec(error) }
        let output = try render(decoded.document)
        return RenderOutput(png: output.png, scene: output.scene, warnings: decoded.warnings + output.warnings)
    }

    public func render(_ document: Document) throws(RenderFailure) -> RenderOutput {
        let (scene, warnings) = try layOut(document)
        do {
            return RenderOutput(png: try draw(scene).pngData(), scene: scene, warnings: warnings)
        } catch {
            throw .backend(error)
        }
    }

    /// Layout only: the scene as values, for tests and tools that inspect placement.
    public func layOut(_ document: Document) throws(RenderFailure) -> (scene: Scene, warnings: [SpecDiagnostic]) {
        do {
            let engine = ShapedTextLayout(fonts: fonts, analyzer: ICUTextAnalyzer())
            return try SceneBuilder(fonts: fonts, engine: engine, defaultLocale: defaultLocale).build(document)
        } catch {
            throw .spec(error)
        }
    }

    /// Draws a scene and returns its pixels.
    public func rasterize(_ scene: Scene) throws(RenderError) -> RasterImage {
        let surface = try draw(scene)
        return RasterImage(width: surface.width, height: surface.height, rgba: surface.rgbaPixels())
    }

    private func draw(_ scene: Scene) throws(RenderError) -> CairoSurface {
        let surface = try CairoSurface(width: scene.pixelWidth, height: scene.pixelHeight)
        let canvas = try CairoCanvas(surface: surface, scale: scene.scale)
        try canvas.draw(scene, fonts: fonts)
        return surface
    }
}

import Fukidashi
import FukidashiCompare
import FukidashiGeometry
import FukidashiModel
import FukidashiPlatform
import FukidashiResolve
import FukidashiVariants

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One image of a spec as the pages show it: the PNG (kept in the `ImageStore` by its
/// digest, not here), its warnings and laid-out lines, and how it compares with its golden.
struct PreviewImage: Sendable {
    let id: String
    let variant: Variant
    var locale: String? { variant.locale }
    /// The PNG's bytes' digest: its name in the `ImageStore` and what its URLs carry (`?v=`),
    /// so a browser and the thumbnail cache never take one picture for another, even after a
    /// spec is deleted and made again.
    let digest: String
    let width: Int
    let height: Int
    let warnings: [String]
    /// The same record a golden's sidecar keeps.
    let lines: TextLayoutRecord
    /// The bundled font files that draw its lines and warnings, in fallback order: the detail
    /// view shows them in the same faces, whatever fonts the viewer's machine has.
    let fonts: [String]
    var golden: GoldenView?
    /// The hierarchy dump's elements over the picture, in its pixels (none without a dump).
    var outlines: [ElementOutline] = []

    /// A new render's image: its PNG goes to `store`.
    init(id: String, variant: Variant, png: [UInt8], warnings: [String], lines: TextLayoutRecord, fonts: [String], store: ImageStore) {
        let size = PNGSize.of(png)
        let digest = ContentDigest.hex(ContentDigest.of(bytes: png))
        store.put(png, key: digest)
        self.init(id: id, variant: variant, digest: digest, width: size.width, height: size.height, warnings: warnings, lines: lines, fonts: fonts)
    }

    /// An image whose PNG is in the store already (a result read back from the cache).
    init(
        id: String, variant: Variant, digest: String, width: Int, height: Int, warnings: [String], lines: TextLayoutRecord, fonts: [String],
        golden: GoldenView? = nil
    ) {
        (self.id, self.variant, self.digest, self.width, self.height) = (id, variant, digest, width, height)
        (self.warnings, self.lines, self.fonts, self.golden) = (warnings, lines, fonts, golden)
    }

    func with(golden: GoldenView) -> PreviewImage {
        var image = self
        image.golden = golden
        return image
    }

    /// What a page shows of it: a new result that shows the same needs no notice.
    var shown: [String] {
        [id, locale ?? "", digest] + warnings + [golden?.outcome ?? "", golden?.details.joined(separator: "\n") ?? ""]
    }
}

/// An image checked against its golden (`--golden`), as `verify` checks it.
struct GoldenView: Sendable {
    let outcome: String
    /// `nil` when there is no golden to compare with.
    let matches: Bool?
    let details: [String]
    /// The golden's and the difference picture's keys in the `ImageStore`.
    let expected: String?
    let differences: String?
}

/// What rendering one spec gave: its images, or the errors that stopped it, and the files
/// besides the spec that decided its pixels.
struct SpecResult: Sendable {
    /// What a page shows of it, to tell a result that changes nothing on screen.
    var shown: [String] { images.flatMap(\.shown) + ["errors"] + errors }

    let images: [PreviewImage]
    let errors: [String]
    /// Images and string tables read or looked for, and the goldens compared with.
    let inputs: [String]
    /// Of those, the string tables and what the spec's keys have in them (`RenderInputs`).
    var strings = StringsRead()
}

enum SpecRendering {
    /// Renders `spec` (its bytes read by the caller) with `renderer`, on a worker's thread,
    /// without comparing with goldens (`compareGoldens`), so a new image is shown first. The
    /// outputs are kept for that comparison.
    static func render(
        _ spec: PreviewSpec, decoded: DecodedSpec, locales: [String]?, with renderer: Renderer,
        configuration: PreviewConfiguration, store: ImageStore
    ) -> (SpecResult, [RenderOutput]) {
        let outputs: [RenderOutput]
        do throws(RenderFailure) {
            outputs = try renderer.renderAll(decoded, specFolder: folder(of: spec), locales: locales, strict: configuration.strict)
        } catch {
            return (failure(error, spec: spec, inputs: renderer.lastInputs), [])
        }
        let images = outputs.map { output in
            // Warnings only: a note (the screen a pseudo-locale borrowed) is no problem to review.
            let warnings = output.warnings.filter { $0.severity == .warning }.map { $0.formatted(file: spec.displayPath) }
            let lines = renderer.sidecar(for: output.scene).text
            let text = lines.blocks.flatMap { $0.lines.map(\.text) }.joined(separator: "\n") + warnings.joined(separator: "\n")
            var image = PreviewImage(
                id: imageID(spec: spec.path, variant: output.variant), variant: output.variant, png: output.png,
                warnings: warnings, lines: lines, fonts: renderer.fontFiles(covering: text), store: store)
            image.outlines = output.elementOutlines.map {
                ElementOutline(name: $0.name, rect: $0.rect.scaled(by: output.scale), anchored: $0.anchored)
            }
            return image
        }
        return (
            SpecResult(images: images, errors: [], inputs: outputs.first?.inputs ?? [], strings: outputs.first?.stringsRead ?? StringsRead()), outputs
        )
    }

    /// The spec, decoded once, and the locales it renders in (`nil`: one image), so each can
    /// go to its own worker with what was decoded.
    static func plan(_ spec: PreviewSpec, bytes: [UInt8], with renderer: Renderer, configuration: PreviewConfiguration) -> Result<
        (decoded: DecodedSpec, locales: [String]?), RenderFailure
    > {
        do throws(RenderFailure) {
            return .success(try renderer.locales(ofSpec: bytes, specFolder: folder(of: spec), choosing: configuration.locales))
        } catch {
            return .failure(error)
        }
    }

    static func folder(of spec: PreviewSpec) -> String {
        let folder = PathText.parent(spec.path)
        return folder.isEmpty ? "." : folder
    }

    /// The errors that stop a spec, as compiler-style lines.
    static func failure(_ error: RenderFailure, spec: PreviewSpec, inputs: [String]) -> SpecResult {
        let lines: [String]
        switch error {
        case .spec(let specError): lines = specError.diagnostics.map { $0.formatted(file: spec.displayPath) }
        case .backend(let renderError): lines = [Diagnostic(.error, file: spec.displayPath, renderError.message).line]
        }
        return SpecResult(images: [], errors: lines, inputs: inputs)
    }

    /// One result from each locale's: the images of the locales that rendered, in locale
    /// order, and every error of those that did not (a broken translation fails its locale
    /// only, as in a batch).
    static func combine(_ parts: [SpecResult]) -> SpecResult {
        var inputs: [String] = []
        for path in parts.flatMap(\.inputs) where !inputs.contains(path) { inputs.append(path) }
        let errors = parts.flatMap(\.errors)
        // Every locale reads the same tables: their strings are the spec's.
        let strings = errors.isEmpty ? parts.first?.strings ?? StringsRead() : StringsRead()
        return SpecResult(images: parts.flatMap(\.images), errors: errors, inputs: inputs, strings: strings)
    }

    /// `result` with each image compared with its golden (`--golden`), as `verify` compares;
    /// the goldens join its inputs.
    static func compareGoldens(
        _ result: SpecResult, outputs: [RenderOutput], spec: PreviewSpec, with renderer: Renderer,
        tolerance: ImageTolerance, store: ImageStore
    ) -> SpecResult {
        guard let base = spec.goldenPath else { return result }
        var inputs = result.inputs
        let images = zip(result.images, outputs).map { image, output in
            let path = output.variant.path(for: base)
            inputs.append(path)
            return image.with(golden: compare(output, goldenPath: path, with: renderer, tolerance: tolerance, store: store))
        }
        return SpecResult(images: images, errors: result.errors, inputs: inputs, strings: result.strings)
    }

    /// Compares without writing anything (no record mode), and keeps the golden and the
    /// difference picture in the store for the detail view.
    private static func compare(_ output: RenderOutput, goldenPath: String, with renderer: Renderer, tolerance: ImageTolerance, store: ImageStore)
        -> GoldenView
    {
        guard FileManager.default.fileExists(atPath: goldenPath) else {
            return GoldenView(outcome: "no golden", matches: nil, details: ["no golden at \(goldenPath)"], expected: nil, differences: nil)
        }
        do throws(RenderError) {
            let check = try renderer.verify(output, goldenPath: goldenPath, tolerance: tolerance, record: nil)
            let expected = FileManager.default.contents(atPath: goldenPath).map { bytes -> String in
                let key = ContentDigest.hex(ContentDigest.of(bytes: [UInt8](bytes)))
                store.put([UInt8](bytes), key: key)
                return key
            }
            var differences: String?
            if let before = check.expected, let comparison = check.comparison, comparison.sizesMatch,
                let picture = try? DiffImage.differences(expected: before, comparison: comparison).pngData()
            {
                let key = ContentDigest.hex(ContentDigest.of(bytes: picture))
                store.put(picture, key: key)
                differences = key
            }
            let details = check.textChanges + check.fingerprintChanges + check.notes
            return GoldenView(
                outcome: check.failed ? "differs from its golden" : "matches its golden", matches: !check.failed,
                details: details, expected: expected, differences: differences)
        } catch {
            return GoldenView(outcome: "golden unreadable", matches: false, details: [error.message], expected: nil, differences: nil)
        }
    }

    /// A short, stable name for one image in URLs: FNV-1a of the spec's path and variant. It
    /// names an entry in memory, never a file.
    static func imageID(spec: String, variant: Variant = .plain) -> String {
        // Every axis but the locale, as a file name writes it (`.dark.AX3@2x`): one id per image.
        let rest = variant.without(.locale).fileSuffix
        return ContentDigest.hex(ContentDigest.of(spec + "\u{0}" + (variant.locale ?? "") + rest))
    }
}

/// The width and height a PNG's header gives.
enum PNGSize {
    static func of(_ png: [UInt8]) -> (width: Int, height: Int) {
        guard png.count >= 24 else { return (0, 0) }
        func word(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }
}

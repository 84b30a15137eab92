import FukidashiBackend
import FukidashiLayout
import FukidashiModel
import FukidashiPlatform
import FukidashiVariants

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Images through the path policy, then the renderer's session of the shared library.
struct LibraryImageProvider: ImageProvider {
    let session: ImageSession
    let policy: SpecFilePolicy
    /// What the placeholders in paths are in the variant drawn.
    let placeholders: ImagePlaceholders
    let fallbacks = WarningSet()
    /// Every file it loaded or looked for.
    var inputs = InputLog()

    func image(for source: ImageSource) throws(Diagnostic) -> SceneImage {
        let path = try file(for: source).path
        do { return try session.load(path) } catch { throw Self.diagnostic(error, for: source) }
    }

    /// The file `source` names in the variant drawn, through the path policy (an image, or a
    /// screenshot's hierarchy dump): its path, and the path as written with placeholders filled.
    /// The file is the one the resolve stage chose (`ImageSource.chosen`), or, for a path it has
    /// not seen yet (the screen it reads anchors on), chosen now the same way; what the choice
    /// says is said now, as the picture needs the file.
    func file(for source: ImageSource, kind: String = "image") throws(Diagnostic) -> (path: String, written: String) {
        let chooser = ImageFileChooser(specFolder: policy.specFolder, placeholders: placeholders)
        let choice = source.chosen ?? chooser.choose(source)
        for path in choice.lookedFor { inputs.insert(path) }
        if let said = choice.said { fallbacks.insert(said) }
        let written: String
        switch choice.file {
        case .success(let path): written = path
        case .failure(let error): throw error
        }
        let path: String
        do {
            path = try policy.resolve(ImageSource(path: written, jsonPath: source.jsonPath), kind: kind)
        } catch {
            // Missing or refused: recorded as written, so its later arrival is noticed too.
            inputs.insert(chooser.fullPath(written))
            throw error
        }
        inputs.insert(path)
        return (path, written)
    }

    /// What is wrong with an image file, said at the JSON path that named it.
    static func diagnostic(_ problem: ImageProblem, for source: ImageSource) -> Diagnostic {
        let written = source.path.quotedForDiagnostic
        let message: String
        switch problem {
        case .unreadable: message = "\(written) cannot be read"
        case .notAnImage: message = "\(written) is not a PNG or JPEG image"
        case .truncated(let format, let reason?): message = "\(written) is a truncated or damaged \(format) (\(reason))"
        case .truncated(let format, nil): message = "\(written) is a truncated or damaged \(format)"
        case .empty(let width, let height): message = "\(written) says it is \(width) × \(height) px"
        case .tooLarge(let width, let height):
            message =
                "\(written) is \(width) × \(height) px; images may be at most \(ImageLibrary.maxPixelsPerSide) px a side and \(ImageLibrary.maxPixelArea / 1_000_000) megapixels"
        }
        return Diagnostic(.error, at: source.jsonPath, message)
    }
}

import FukidashiBackend
import FukidashiLayout
import FukidashiModel
import FukidashiPlatform
import FukidashiTree
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

    func image(for file: ResolvedImageFile) throws(Diagnostic) -> SceneImage {
        try load(self.file(for: file).path, of: file)
    }

    /// The image at `path`, the file `file` names (`file(for:)`), decoded.
    func load(_ path: String, of file: ResolvedImageFile) throws(Diagnostic) -> SceneImage {
        do { return try session.load(path) } catch { throw Self.diagnostic(error, for: file) }
    }

    /// A path the resolve stage has not chosen a file for yet (the screen it reads anchors on,
    /// at step 2), chosen now the same way (`ImageFileChooser`).
    func choosing(_ source: ImageSource) -> ResolvedImageFile {
        let chooser = ImageFileChooser(specFolder: policy.specFolder, placeholders: placeholders)
        return ResolvedImageFile(written: source.path, jsonPath: source.jsonPath, choice: source.chosen ?? chooser.choose(source))
    }

    /// The file chosen for the variant drawn, through the path policy (an image, or a
    /// screenshot's hierarchy dump): its path, and the path as written with placeholders filled.
    /// What the choice says is said now, as the picture needs the file.
    func file(for resolved: ResolvedImageFile, kind: String = "image") throws(Diagnostic) -> (path: String, written: String) {
        let chooser = ImageFileChooser(specFolder: policy.specFolder, placeholders: placeholders)
        let choice = resolved.choice
        for path in choice.lookedFor { inputs.insert(path) }
        if let said = choice.said { fallbacks.insert(said) }
        let written: String
        switch choice.file {
        case .success(let path): written = path
        case .failure(let error): throw error
        }
        let path: String
        do {
            path = try policy.resolve(ImageSource(path: written, jsonPath: resolved.jsonPath), kind: kind)
        } catch {
            // Missing or refused: recorded as written, so its later arrival is noticed too.
            inputs.insert(chooser.fullPath(written))
            throw error
        }
        inputs.insert(path)
        return (path, written)
    }

    /// What is wrong with an image file, said at the JSON path that named it.
    static func diagnostic(_ problem: ImageProblem, for file: ResolvedImageFile) -> Diagnostic {
        let written = file.written.quotedForDiagnostic
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
        return Diagnostic(.error, at: file.jsonPath, message)
    }
}

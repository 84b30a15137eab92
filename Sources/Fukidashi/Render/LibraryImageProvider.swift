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
    func file(for source: ImageSource, kind: String = "image") throws(Diagnostic) -> (path: String, written: String) {
        let chosen = try localized(source)
        let path: String
        do {
            path = try policy.resolve(chosen, kind: kind)
        } catch {
            // Missing or refused: recorded as written, so its later arrival is noticed too.
            inputs.insert(fullPath(chosen.path))
            throw error
        }
        inputs.insert(path)
        return (path, chosen.path)
    }

    /// A path as written, joined to the spec's folder.
    private func fullPath(_ written: String) -> String {
        written.hasPrefix("/") ? written : PathText.joined(policy.specFolder ?? ".", written)
    }

    /// The path with its placeholders filled; for a path with `{locale}`, the first of the
    /// locale chain's files that exists, with a warning when it is not the locale rendered's own
    /// (a note for a pseudo-locale, which is expected to show another locale's screen).
    private func localized(_ source: ImageSource) throws(Diagnostic) -> ImageSource {
        let candidates = source.candidates(placeholders)
        guard candidates.count > 1 || candidates[0].locale != nil else { return ImageSource(path: candidates[0].path, jsonPath: source.jsonPath) }
        for (index, candidate) in candidates.enumerated() {
            let written = candidate.path
            let full = fullPath(written)
            guard FileManager.default.fileExists(atPath: full) else {
                // Looked for and missing: its arrival (a new translation's screenshot) changes the picture.
                inputs.insert(full)
                continue
            }
            if index > 0, let pseudo = placeholders.pseudoLocale {
                // Expected: said as a note, so the file it shows is known, and never counted.
                let direction = placeholders.direction.map { ", laid out \($0.words) as \(pseudo.rawValue) is" } ?? ""
                fallbacks.insert(
                    Diagnostic(
                        .note, at: source.jsonPath,
                        "no \(candidates[0].path.quotedForDiagnostic); \(pseudo.rawValue) shows \(written.quotedForDiagnostic)\(direction)"))
            } else if index > 0 {
                fallbacks.insert(
                    Diagnostic(
                        .warning, at: source.jsonPath,
                        "no \(candidates[0].path.quotedForDiagnostic); using \(written.quotedForDiagnostic)", category: .fallback))
            }
            return ImageSource(path: written, jsonPath: source.jsonPath)
        }
        let first = fullPath(candidates[0].path)
        let tried =
            candidates.count == 1
            ? "\(candidates[0].path.quotedForDiagnostic) does not exist (looked for \(SpecFilePolicy.shown(first)))"
            : "none of \(candidates.map(\.path.quotedForDiagnostic).joined(separator: ", ")) exists (looked in \(SpecFilePolicy.shown(PathText.parent(first))))"
        var hint = placeholders.fallbackRefused ? "; a project uses no other locale's image unless it says \"imageFallback\": true" : ""
        if let direction = placeholders.direction, let locale = placeholders.variant.locale {
            // Why no other locale's file stood in: a screen of the other direction would put the
            // mirrored bubbles over the wrong elements.
            let other: LayoutDirection = direction == .leftToRight ? .rightToLeft : .leftToRight
            let shown =
                placeholders.pseudoLocale == nil
                ? "a screen laid out so" : "its own screen or a \(direction == .leftToRight ? "source language's" : "right-to-left locale's")"
            hint += "; \(locale) is laid out \(direction.words), so it shows \(shown), never one laid out \(other.words) under its bubbles"
        }
        throw Diagnostic(
            .error, at: source.jsonPath, tried + hint + SpecFilePolicy.suggestion(for: candidates[0].path, in: policy.specFolder ?? "."))
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

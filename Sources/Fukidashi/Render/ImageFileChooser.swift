import FukidashiModel
import FukidashiPlatform
import FukidashiTree
import FukidashiVariants

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which file an image path names in one variant: what the resolve stage asks of the disk
/// (`ResolvedDocument`'s image step), which is the renderer's to read, not that stage's.
struct ImageFileChooser {
    /// The folder paths are relative to.
    let specFolder: String?
    /// What the placeholders in paths are in the variant drawn.
    let placeholders: ImagePlaceholders

    /// The path with its placeholders filled; for a path with `{locale}`, the first of the
    /// locale chain's files that exists, with a warning when it is not the locale rendered's own
    /// (a note for a pseudo-locale, which is expected to show another locale's screen).
    func choose(_ source: ImageSource) -> ImageFileChoice {
        let candidates = source.candidates(placeholders)
        guard candidates.count > 1 || candidates[0].locale != nil else { return ImageFileChoice(file: .success(candidates[0].path)) }
        var lookedFor: [String] = []
        for (index, candidate) in candidates.enumerated() {
            let written = candidate.path
            let full = fullPath(written)
            guard FileManager.default.fileExists(atPath: full) else {
                // Looked for and missing: its arrival (a new translation's screenshot) changes the picture.
                lookedFor.append(full)
                continue
            }
            return ImageFileChoice(file: .success(written), said: index > 0 ? standIn(written, for: source, candidates) : nil, lookedFor: lookedFor)
        }
        return ImageFileChoice(file: .failure(missing(source, candidates)), lookedFor: lookedFor)
    }

    /// A path as written, joined to the spec's folder.
    func fullPath(_ written: String) -> String {
        written.hasPrefix("/") ? written : PathText.joined(specFolder ?? ".", written)
    }

    /// What drawing another locale's file says: a pseudo-locale's expected note, so the file it
    /// shows is known (never counted), or a fallback warning.
    private func standIn(_ written: String, for source: ImageSource, _ candidates: [(path: String, locale: String?)]) -> Diagnostic {
        guard let pseudo = placeholders.pseudoLocale else {
            return Diagnostic(
                .warning, at: source.jsonPath, "no \(candidates[0].path.quotedForDiagnostic); using \(written.quotedForDiagnostic)",
                category: .fallback)
        }
        let direction = placeholders.direction.map { ", laid out \($0.words) as \(pseudo.rawValue) is" } ?? ""
        return Diagnostic(
            .note, at: source.jsonPath,
            "no \(candidates[0].path.quotedForDiagnostic); \(pseudo.rawValue) shows \(written.quotedForDiagnostic)\(direction)")
    }

    /// No file along the chain: which were looked for, and why no other locale's stood in.
    private func missing(_ source: ImageSource, _ candidates: [(path: String, locale: String?)]) -> Diagnostic {
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
        return Diagnostic(
            .error, at: source.jsonPath, tried + hint + SpecFilePolicy.suggestion(for: candidates[0].path, in: specFolder ?? "."))
    }
}

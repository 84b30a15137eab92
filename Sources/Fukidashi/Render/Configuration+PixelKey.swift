import FukidashiModel
import FukidashiPlatform

/// The part of the `--incremental` key that options make: each stored property of a value
/// as `name value`, read from its declaration by reflection, so there is no hand-kept list to
/// forget a new option in. Nested values (the limits) print their own fields.
package enum PixelKey {
    package static func lines(of options: Any) -> [String] {
        Mirror(reflecting: options).children.map { child in "\(child.label ?? "?") \(String(reflecting: child.value))" }
    }

    /// What decides a spec's outputs besides its bytes and the files it reads: the renderer's
    /// `pixelSettings`, the locale choice (as `lines(of:)` lists it) and, with a project, its
    /// settings and the project styles this spec names, so a changed theme re-renders only the
    /// specs that use it. `render --incremental` and the preview's cache key renders by it.
    static func settings(pixelSettings: String, choice: [String], project: Project?, specBytes: [UInt8]) -> String {
        var text = ([pixelSettings] + choice).joined(separator: "\n")
        if let project { text += "\n" + project.settingsText + "\n" + project.defaults.stylesText(usedBy: specBytes) }
        return text
    }

    /// A spec's bytes under `settings`: equal digests, equal outputs.
    static func digest(specBytes: [UInt8], settings: String) -> UInt64 {
        ContentDigest.of(bytes: specBytes + Array(("\u{0}" + settings).utf8))
    }

    /// The key of a spec's outputs: its bytes, the renderer's settings, which variants are
    /// rendered and how, and its project. `render --incremental` and the preview both key by
    /// this one function, so a render and a preview of the same choice agree.
    package static func key(specBytes: [UInt8], pixelSettings: String, choice: VariantChoice, project: Project?) -> UInt64 {
        digest(
            specBytes: specBytes, settings: settings(pixelSettings: pixelSettings, choice: lines(of: choice), project: project, specBytes: specBytes))
    }
}

/// Which variants a run renders, and how strictly: every field decides what is written, so
/// each is part of the key (`PixelKey.key`), as declared.
package struct VariantChoice: Hashable, Sendable {
    /// `--locale`, else `nil`: every locale the spec has.
    package var locales: [String]?
    /// `--strict`: a missing translation fails its variant.
    package var strict = false
    /// `--warnings error`: a variant with a warning fails, and is not written.
    package var warningsAreErrors = false

    package init(locales: [String]? = nil, strict: Bool = false, warningsAreErrors: Bool = false) {
        (self.locales, self.strict, self.warningsAreErrors) = (locales, strict, warningsAreErrors)
    }
}

extension Renderer.Configuration {
    /// Every option of the renderer, as `PixelKey` lists them.
    /// The project's styles are left out: each spec's key has those it uses
    /// (`ProjectDefaults.stylesText(usedBy:)`), so a changed theme re-renders only its specs.
    /// Paths are given relative to `base` (the project's folder, or the output's), so the key
    /// is the same in every clone of a project.
    func pixelKey(relativeTo base: String) -> [String] {
        var portable = self
        func relative(_ path: String) -> String { PathText.relative(path, to: base) }
        portable.fontsDirectory = fontsDirectory.map(relative)
        portable.userFonts = userFonts.map(relative)
        portable.allowedImageFolders = allowedImageFolders.map(relative)
        portable.stringTables = stringTables.map(relative)
        return PixelKey.lines(of: portable).filter { !$0.hasPrefix("project ") }
            + ["project appearances \(project?.appearances ?? []) scales \(project?.scales ?? []) imageFallback \(project?.imageFallback ?? false)"]
    }
}

import FukidashiJSON
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

/// What a warning does to its variant: `warn` writes the image and says so; `error` fails the
/// variant (`--warnings error`), as a CI build wants.
public enum WarningPolicy: String, CaseIterable, Hashable, Sendable {
    /// The image is written, and its warnings are said.
    case warn
    /// The variant fails: its image is not written, and its warnings are said as errors.
    case error
}

/// A project file (`fukidashi.json`), decoded: which specs belong to it and what they all
/// share. Paths in it are relative to its folder; here they are joined to it.
public struct Project: Hashable, Sendable {
    /// The file, as found or named.
    public let file: String
    /// Its folder: what the paths in it are relative to.
    public let folder: String
    /// Folders and globs of specs, joined to `folder`.
    public let specs: [String]
    /// Styles, appearances and scales, for the decoder.
    package let defaults: ProjectDefaults
    /// String tables (files or folders) every spec's `localized` texts are looked up in.
    public let strings: [String]
    /// Folders of extra fonts whose families specs may name.
    public let fonts: [String]
    /// The locales to render (`--locale` overrides); the first is the language of specs that name none.
    public let locales: [String]?
    /// Whether a missing translation is an error (`--strict`); `nil` when the file does not say.
    public let strict: Bool?
    /// Whether a warning fails its variant (`--warnings error`); `nil` when the file does not say.
    public let warningsAreErrors: Bool?
    /// Seconds one spec may take (`--time-budget`); `nil` when the file does not say.
    public let timeBudget: Double?
    /// Folders images may also come from (`--allow-path`).
    public let allowPaths: [String]
    /// The output's layout: a folder, an asset catalog or Android `res/`.
    public let layout: OutputLayout
    /// The output's path (`--out` overrides): the catalog, the `res` folder or the folder.
    public let outputPath: String?
    /// `android-res`: whether Android's pseudo-locales are written (`drawable-en-rXA`), as
    /// Gradle's `pseudoLocalesEnabled` ships them in a debug build.
    public var shipsPseudoLocales = false
    /// The accessibility labels written beside the images (`output.labels`).
    public var labels = ImageLabelsSetting.automatic
    /// The text sizes every spec renders at (`--text-size` overrides): `AX3`, `fontScale2`.
    public var textSizes: [String] = []
    /// What low contrast does (`--contrast` overrides); `nil` when the file does not say.
    public var contrast: ContrastPolicy?
    /// Where `verify` keeps the goldens (`--goldens` overrides).
    public let goldens: String?
    /// The digest of what it says that decides pixels: part of every spec's `--incremental`
    /// and preview key. Its styles count per style (`styleDigest`), so a changed theme
    /// re-renders only the specs that use it.
    public let settingsText: String

    package init(
        file: String, folder: String, specs: [String], defaults: ProjectDefaults, strings: [String], fonts: [String], locales: [String]?,
        strict: Bool?, warningsAreErrors: Bool?, timeBudget: Double?, allowPaths: [String], layout: OutputLayout, outputPath: String?,
        goldens: String?, settingsText: String
    ) {
        (self.file, self.folder, self.specs, self.defaults, self.strings, self.fonts) = (file, folder, specs, defaults, strings, fonts)
        (self.locales, self.strict, self.warningsAreErrors, self.timeBudget) = (locales, strict, warningsAreErrors, timeBudget)
        (self.allowPaths, self.layout, self.outputPath, self.goldens, self.settingsText) = (allowPaths, layout, outputPath, goldens, settingsText)
    }

    /// The appearances every spec renders in, unless it declares its own.
    public var appearances: [String] { defaults.appearances }
    /// The scales every spec renders at, unless it declares its own.
    public var scales: [Double] { defaults.scales }
}

/// Whether, and under which name, a project's images get their texts back as accessibility
/// labels: a String Catalog beside an asset catalog, a values file in `res/`.
public enum ImageLabelsSetting: Hashable, Sendable {
    /// The layout's own name: `<Catalog>Labels.xcstrings`, `fukidashi_labels.xml`; a folder none.
    case automatic
    /// `"labels": false`: none are written.
    case off
    /// `"labels": "Onboarding"`: the file's name without its extension.
    case named(String)

    /// The file's name without its extension for `layout` whose output is at `outputPath`, or
    /// `nil` when no labels are written.
    public func name(for layout: OutputLayout, outputPath: String) -> String? {
        switch (self, layout) {
        case (.off, _), (_, .folder): return nil
        case (.named(let name), _): return name
        case (.automatic, .androidRes): return "fukidashi_labels"
        case (.automatic, .xcassets):
            var catalog = outputPath
            while catalog.hasSuffix("/") { catalog.removeLast() }
            catalog = String(catalog.split(separator: "/").last ?? "")
            if catalog.hasSuffix(".xcassets") { catalog.removeLast(".xcassets".count) }
            return (catalog.isEmpty || catalog == "." ? "Assets" : catalog) + "Labels"
        }
    }
}

/// What a project file (`fukidashi.json`) gives every spec below it that the decoder reads:
/// named styles, appearances and scales. A spec's own values override them: its own style of
/// a name replaces the project's, and its own `appearances` or `scales` replace the lists.
package struct ProjectDefaults: Hashable, Sendable {
    /// Named styles, as written in the project (appearance maps and all).
    package var styles: JSONObject
    /// The lists of the axes a spec may declare (`appearances`, `scales`).
    package var lists: AxisLists
    /// Whether a `{locale}` image missing for a locale may be another locale's along its
    /// fallback chain (with a warning); in a project it is an error unless this says so.
    package var imageFallback = false

    package init(styles: JSONObject = JSONObject(members: []), lists: AxisLists = AxisLists(), imageFallback: Bool = false) {
        (self.styles, self.lists, self.imageFallback) = (styles, lists, imageFallback)
    }

    package var appearances: [String] { lists.appearances }
    package var scales: [Double] { lists.scales }
}

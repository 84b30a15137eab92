import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

extension Format {
    /// A project file, `fukidashi.json`: what every spec below it shares.
    package static let project = FormatObject([
        FormatKey(
            "$schema", .string(), default: "—", typeText: "string",
            "The JSON Schema this file follows (`fukidashi schema --project`); the renderer ignores it."),
        FormatKey("version", .constant(.number(1)), .required, default: "required", typeText: "`1`", "The format version."),
        FormatKey(
            "specs", .array(pathType, minItems: 1), default: "`[\".\"]`", typeText: "array of paths",
            "The specs that belong to the project: folders (every `*.json` below, as `render` walks one) or globs such as `tour/*.json`, relative to the project file."
        ),
        FormatKey(
            "styles", .map(keys: .string(minLength: 1), values: .definition("style")), typeText: "object of name → [style](#styles)",
            "Named styles every spec may use by name; a spec's own style of the same name replaces the project's."),
        FormatKey(
            "strings", .array(pathType, minItems: 1), default: "none", typeText: "array of paths",
            "String tables (files or folders) every spec's `localized` texts are looked up in, besides its own; `--strings` adds more."),
        FormatKey(
            "fonts", .array(pathType, minItems: 1), default: "none", typeText: "array of paths",
            "Folders of extra fonts whose families specs may name; `--fonts` adds more."),
        FormatKey(
            "locales", listType(.locale), default: "every locale a spec names",
            typeText: "array of language tags and [pseudo-locales](#pseudo-locales)",
            "The locales to render (`--locale` overrides); the first is also the language of specs that name none."),
        FormatKey(
            "appearances", listType(.appearance), default: "none", typeText: "array of `light`, `dark`",
            "One output per appearance for every spec; any value may then be an [appearance map](#appearances). A spec's own list replaces it."),
        FormatKey(
            "scales", listType(.scale), default: "none", typeText: "array of numbers from 1 to 4",
            "One output per scale for every spec, drawn from the same points. A spec's own list replaces it."),
        FormatKey(
            "textSizes", listType(.textSize), default: "text as written", typeText: "array of [text sizes](#text-sizes)",
            "One output per text size for every spec (`--text-size` overrides): `large` … `AX5` (iOS), `fontScale0.85` … `fontScale2` (Android); `large` and `fontScale1` are text as written. Only folders, `verify` and the preview take them: an asset catalog and `res/` have no text-size qualifier."
        ),
        FormatKey(
            "contrast", .choice(ContrastPolicy.allCases.map(\.rawValue)), default: "`warn`",
            "What text below WCAG 2.2's [contrast](#contrast) with what is drawn behind it does: `warn`, `error` (fails that variant) or `off` (`--contrast`)."
        ),
        FormatKey("output", .definition("projectOutput"), default: "`folder` into `.`", typeText: "[output](#projects)", "Where the images go."),
        FormatKey("goldens", pathType, default: "none", typeText: "path", "The folder `verify` compares with (`--goldens` overrides)."),
        FormatKey("strict", .boolean, default: "`false`", "A missing translation is an error (as `--strict`)."),
        FormatKey(
            "imageFallback", .boolean, default: "`false`",
            "A `{locale}` image missing for a locale may be the next one along its fallback chain, with a warning; otherwise that variant fails, so no bubble is drawn over another language's screen."
        ),
        FormatKey(
            "warnings", .choice(WarningPolicy.allCases.map(\.rawValue)), default: "`warn`",
            "`error` fails a variant with any warning (overflow, a bubble outside the canvas, a broken word, a fallback): its image is not written (`--warnings`)."
        ),
        FormatKey(
            "timeBudget", .number(NumberRange(above: 0, atMost: 3600)), default: "20", "Seconds one spec may take before it fails (`--time-budget`)."),
        FormatKey(
            "allowPaths", .array(pathType, minItems: 1), default: "none", typeText: "array of paths",
            "Folders images may also come from, besides each spec's own (`--allow-path`).")
    ])

    static let projectOutput = FormatObject([
        FormatKey(
            "layout", .choice(OutputLayout.allCases.map(\.rawValue)), default: "`folder`",
            "`folder`: `step1.ja.dark@3x.png` beside each other; `xcassets`: an asset catalog; `android-res`: `drawable-ja-night-xxhdpi/step1.png`."),
        FormatKey(
            "path", pathType, default: "`.`", typeText: "path",
            "The catalog itself (`…/Tutorials.xcassets`), the `res` folder, or the output folder; `--out` overrides."),
        FormatKey(
            "pseudoLocales", .boolean, default: "`false`",
            "`android-res` only: write Android's pseudo-locales (`drawable-en-rXA`, `drawable-ar-rXB`), as Gradle's `pseudoLocalesEnabled` does for a debug build. Without it, and always in an asset catalog, pseudo-locales go to `verify` and `preview` only."
        ),
        FormatKey(
            "labels", .oneOf([.pattern("^[A-Za-z0-9_][A-Za-z0-9_.-]*$"), .constant(.bool(false))]),
            default: "`<Catalog>Labels` beside an asset catalog; `fukidashi_labels` in `res/`", typeText: "name, or `false`",
            "Each image's texts as its accessibility label: a String Catalog `<name>.xcstrings` beside the asset catalog (keyed by asset name), or `values-*/<name>.xml` in `res/` (`<image>_description`). `false` writes none. A `folder` output has none."
        )
    ])
}

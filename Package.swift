// swift-tools-version:6.1
import PackageDescription

// The module graph is the architecture: geometry and spec decoding cannot import C,
// so they are tested without Cairo by construction.
let package = Package(
    name: "Fukidashi",
    products: [
        .library(name: "Fukidashi", targets: ["Fukidashi"]),
        .executable(name: "fukidashi", targets: ["FukidashiCLI"]),
        .executable(name: "fukidashi-preview", targets: ["FukidashiPreviewTool"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // No traits: its default "FullFoundation" links Foundation's internationalization and
        // its own copy of ICU's data (34 MB) for a date formatter the preview never uses, and
        // "ConfigurationSupport" builds swift-configuration, which it does not use either.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // Already in the graph through Hummingbird: named so the preview can name NIO's types,
        // and its in-process route tests can build requests (HTTPTypes) and a channel that
        // needs no socket (NIOEmbedded).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // Also in the graph through Hummingbird: the preview names its logger's type.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0")
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo-ft",
            providers: [
                .apt(["libcairo2-dev", "libfreetype-dev", "libfontconfig-dev", "libharfbuzz-dev", "libturbojpeg0-dev", "libdeflate-dev", "zlib1g-dev"]
                )
            ]
        ),
        // ICU (line breaking, bidi, scripts) behind a stdint-only C header: see its why-comment.
        // libicui18n is opened when first needed (fukidashi_icu.c says why), so only icuuc links.
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),
        // libxml2 for the XML string tables (Android resources, XLIFF, .stringsdict), behind a
        // plain-C header that also turns entity expansion and network access off: see its
        // why-comment. It is opened on first use, not linked (fukidashi_xml.c says why), so the
        // C file takes only the headers, from where Debian's libxml2-dev puts them.
        .target(name: "CXML", cSettings: [.unsafeFlags(["-I/usr/include/libxml2"])]),
        // JPEG screenshots through TurboJPEG, also opened on first use.
        .target(name: "CJPEG"),
        // Hyphenation points through libhyphen and its patterns (LibreOffice's), also opened on
        // first use: a text that does not ask for hyphens never loads it.
        .target(name: "CHyphen"),
        // Markdown's inline syntax through cmark-gfm (SwiftUI's parser is built on it), also
        // opened on first use: fukidashi_markdown.c says how block syntax stays text.
        .target(name: "CMarkdown"),
        // The pipeline's stages, one target each, so the compiler keeps them apart:
        // decode and resolve (FukidashiSpec, reading string tables through FukidashiStrings)
        // → lay out into a scene of plain values (FukidashiLayout) → draw and encode
        // (FukidashiBackend, the only stage with C) → compare with goldens (FukidashiCompare)
        // → name and place the files (FukidashiOutputs); Fukidashi wires them together.
        .target(name: "FukidashiGeometry"),
        // JSON values, the writer, and JSON paths: what every stage names a place in a file by.
        .target(name: "FukidashiJSON"),
        // The strict JSON parser: what specs, string catalogs, sidecars, manifests and records
        // are read through. Only readers of files depend on it; layout cannot.
        .target(name: "FukidashiJSONParser", dependencies: ["FukidashiJSON"]),
        // Language tags, pseudo-locales, marked (styled) text and did-you-mean: what a text's
        // language and styles are, with no file behind them.
        .target(name: "FukidashiLanguage"),
        // The app's string tables as each platform reads them: the readers, the loader, the
        // catalog, XML markup, plural rules and formatting. It knows nothing of specs.
        .target(name: "FukidashiStrings", dependencies: ["FukidashiJSON", "FukidashiJSONParser", "FukidashiLanguage"]),
        // UI hierarchy dumps (uiautomator, Appium, XCUITest's debugDescription, Maestro) read into
        // plain rectangles, and how they land on their screenshot. No C (the backend parses
        // XML and hands the tree over), and nothing of the spec format.
        .target(
            name: "FukidashiHierarchy",
            dependencies: ["FukidashiLanguage", "FukidashiJSONParser", "FukidashiGeometry", "FukidashiJSON", "FukidashiStrings"]),
        // What every stage names an output and a problem by: the variant axes (locale,
        // appearance, scale, text size), one Variant, and Diagnostic; and where a document's
        // maps along the axes written by name are (MapSites), which the decoder walks.
        .target(name: "FukidashiVariants", dependencies: ["FukidashiJSON", "FukidashiLanguage"]),
        // The resolved tree: one variant with every text a string, every point a number, every
        // style flattened and every image its chosen file; and the plain values (colours, style
        // properties, words) the decoded model holds too. What layout reads, and all it reads.
        .target(name: "FukidashiTree", dependencies: ["FukidashiGeometry", "FukidashiJSON", "FukidashiLanguage", "FukidashiVariants"]),
        // The decoded document: its elements, styles, colours and texts as written, with the
        // maps and stand-ins the resolve stage settles. It knows nothing of the format's keys.
        .target(
            name: "FukidashiModel",
            dependencies: [
                "FukidashiLanguage", "FukidashiGeometry", "FukidashiJSON", "FukidashiStrings", "FukidashiHierarchy", "FukidashiVariants",
                "FukidashiTree"
            ]
        ),
        // The spec format and its decoder: the declaration of every key, the project file, and
        // the decoder that makes a FukidashiModel document.
        .target(
            name: "FukidashiSpec",
            dependencies: [
                "FukidashiLanguage", "FukidashiJSONParser",
                "FukidashiGeometry", "FukidashiJSON", "FukidashiStrings", "FukidashiHierarchy", "FukidashiVariants", "FukidashiModel", "FukidashiTree"
            ]
        ),
        // The format as a JSON Schema, for editors (`fukidashi schema`): made from its declarations.
        .target(name: "FukidashiSchema", dependencies: ["FukidashiSpec", "FukidashiJSON", "FukidashiVariants"]),
        // The resolve stage: one variant of a decoded document, its locale entries, appearance,
        // references, anchors, texts and image files settled; and the plan of variants.
        .target(
            name: "FukidashiResolve",
            dependencies: [
                "FukidashiLanguage",
                "FukidashiVariants", "FukidashiGeometry", "FukidashiJSON", "FukidashiStrings", "FukidashiHierarchy", "FukidashiModel", "FukidashiTree"
            ]),
        // Every Linux-only call (inotify, syncfs, O_TMPFILE, mallopt, /proc) and the file and
        // lock helpers around them: the one place a port to another system changes.
        .target(name: "FukidashiPlatform"),
        .target(
            name: "FukidashiLayout",
            dependencies: [
                "FukidashiVariants", "FukidashiGeometry", "FukidashiTree", "FukidashiJSON", "FukidashiLanguage", "FukidashiPlatform"
            ]),
        .target(
            name: "FukidashiBackend",
            dependencies: ["CCairo", "CHyphen", "CICU", "CJPEG", "CMarkdown", "CXML", "FukidashiGeometry", "FukidashiLayout", "FukidashiPlatform"]),
        .target(
            name: "FukidashiCompare",
            dependencies: [
                "FukidashiJSONParser",
                "FukidashiVariants",
                "FukidashiGeometry", "FukidashiJSON", "FukidashiLayout", "FukidashiBackend", "FukidashiPlatform"
            ]
        ),
        // Variants into files: placement in each output layout (names, Android's qualifiers,
        // asset catalogs' Contents.json) and the manifest. No C, no rendering, nothing of the spec format.
        .target(
            name: "FukidashiOutputs",
            dependencies: ["FukidashiLanguage", "FukidashiJSONParser", "FukidashiVariants", "FukidashiJSON", "FukidashiStrings", "FukidashiPlatform"]),
        .target(
            name: "Fukidashi",
            dependencies: [
                "FukidashiLanguage",
                "FukidashiVariants",
                "FukidashiGeometry", "FukidashiSpec", "FukidashiModel", "FukidashiResolve", "FukidashiTree", "FukidashiJSON", "FukidashiStrings",
                "FukidashiHierarchy", "FukidashiPlatform",
                "FukidashiLayout",
                "FukidashiBackend", "FukidashiCompare"
            ]),
        // The command line's shared parts: options, the spec walk, messages.
        .target(
            name: "FukidashiCommandLine",
            dependencies: [
                "FukidashiLanguage",
                "FukidashiVariants",
                "Fukidashi", "FukidashiModel", "FukidashiTree", "FukidashiJSON", "FukidashiStrings", "FukidashiPlatform", "FukidashiBackend",
                "FukidashiCompare", "FukidashiHierarchy",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]),
        .executableTarget(
            name: "FukidashiCLI",
            dependencies: [
                "FukidashiJSONParser",
                "FukidashiVariants",
                "Fukidashi", "FukidashiSpec", "FukidashiSchema", "FukidashiModel", "FukidashiResolve", "FukidashiJSON", "FukidashiPlatform",
                "FukidashiBackend", "FukidashiCompare",
                "FukidashiCommandLine",
                "FukidashiOutputs", "FukidashiHierarchy", "FukidashiGeometry", "FukidashiStrings",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        // The design-review server (Hummingbird) and its executable, which `fukidashi preview`
        // runs. A program of its own: Hummingbird brings FoundationEssentials and NIO, whose
        // loading would slow every `render` and `verify` call if `fukidashi` linked them.
        .target(
            name: "FukidashiPreview",
            dependencies: [
                "FukidashiJSONParser",
                "FukidashiVariants",
                "Fukidashi", "FukidashiModel", "FukidashiResolve", "FukidashiJSON", "FukidashiPlatform", "FukidashiBackend", "FukidashiCompare",
                "FukidashiGeometry",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle")
            ]),
        .executableTarget(
            name: "FukidashiPreviewTool",
            dependencies: [
                "FukidashiVariants",
                "Fukidashi", "FukidashiPreview", "FukidashiCommandLine", "FukidashiModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]),
        // `scripts/bench.sh` runs it: in-process timings of the reference picture per PNG mode.
        .executableTarget(name: "FukidashiBench", dependencies: ["Fukidashi", "FukidashiBackend", "FukidashiPlatform"]),
        // libFuzzer targets with -DFUZZING (`scripts/fuzz.sh`); a replayer otherwise.
        .executableTarget(
            name: "FukidashiFuzz",
            dependencies: [
                "FukidashiJSONParser", "Fukidashi", "FukidashiModel", "FukidashiTree", "FukidashiCompare", "FukidashiHierarchy", "FukidashiJSON"
            ]),
        .testTarget(name: "FukidashiGeometryTests", dependencies: ["FukidashiGeometry"]),
        .testTarget(
            name: "FukidashiSpecTests",
            dependencies: [
                "FukidashiLanguage", "FukidashiJSONParser",
                "FukidashiVariants", "FukidashiGeometry", "FukidashiSpec", "FukidashiSchema", "FukidashiModel", "FukidashiResolve", "FukidashiTree",
                "FukidashiJSON", "FukidashiStrings", "FukidashiHierarchy"
            ]),
        // Layout on its own: no font file, no C library linked.
        .testTarget(name: "FukidashiLayoutTests", dependencies: ["FukidashiLayout"]),
        .testTarget(
            name: "FukidashiTests",
            dependencies: [
                "FukidashiLanguage", "FukidashiJSONParser",
                "FukidashiVariants",
                "Fukidashi", "FukidashiGeometry", "FukidashiSpec", "FukidashiSchema", "FukidashiModel", "FukidashiTree", "FukidashiJSON",
                "FukidashiStrings", "FukidashiPlatform", "FukidashiLayout",
                "FukidashiBackend", "FukidashiHierarchy",
                "FukidashiCompare"
            ], exclude: ["Reference"]),
        .testTarget(
            name: "FukidashiCLITests",
            dependencies: [
                "FukidashiJSONParser",
                "FukidashiVariants",
                "FukidashiCLI", "FukidashiCommandLine", "Fukidashi", "FukidashiSpec", "FukidashiModel", "FukidashiJSON", "FukidashiLayout",
                "FukidashiBackend", "FukidashiCompare", "FukidashiOutputs", "FukidashiStrings"
            ], exclude: ["Fonts", "Reference"]),
        // Runs the built `fukidashi` and `fukidashi-preview` (hence the dependencies) with a browser,
        // and the routes in process.
        .testTarget(
            name: "FukidashiPreviewTests",
            dependencies: [
                "FukidashiVariants",
                "FukidashiCLI", "FukidashiPreviewTool", "FukidashiPreview", "Fukidashi", "FukidashiModel",
                "FukidashiPlatform",
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log")
            ], exclude: ["Browser"])
    ]
)

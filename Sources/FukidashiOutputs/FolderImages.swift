import FukidashiVariants

/// The `folder` layout: each variant's file beside the others, named by the variant
/// (`OUT/tour/step1.ja.dark@3x.png`), with no label files and nothing else.
struct FolderImages: ImageLayout {
    func base(ofImageNamed name: String, root: String, transliterate: (String) -> String?) -> String? { nil }

    func collision(at base: String) -> String { "its output \(base) is also written" }

    func file(base: String, variant: Variant, scale: Double, unqualified: String?, root: String) -> String { variant.path(for: base) }

    func label(ofFile path: String, locale: String?, unqualified: String?, text: String) -> ImageLabel? { nil }

    func labelFiles(_ labels: [ImageLabel], name: String, sourceLanguage: String) -> [String: [UInt8]] { [:] }

    func extraFiles(_ files: [ImageSetImage], base: String, failedLocales: Set<String>) -> [(path: String, bytes: [UInt8])] { [] }

    var rootFiles: [(name: String, bytes: [UInt8])] { [] }
}

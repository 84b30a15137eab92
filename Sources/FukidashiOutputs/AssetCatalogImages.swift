import FukidashiPlatform
import FukidashiVariants

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `xcassets` layout: each spec an image set (`step1.imageset/`) whose `Contents.json`
/// lists its variants, labels in a String Catalog beside the catalog, and the catalog's own
/// `Contents.json`.
struct AssetCatalogImages: ImageLayout {
    func base(ofImageNamed name: String, root: String, transliterate: (String) -> String?) -> String? {
        PathText.joined(root, "\(name).imageset/\(name).png")
    }

    func collision(at base: String) -> String { "its image set \(PathText.lastComponent(PathText.parent(base))) is also made" }

    /// The variant's own name inside its set: the set's `Contents.json` says which is which.
    func file(base: String, variant: Variant, scale: Double, unqualified: String?, root: String) -> String { variant.path(for: base) }

    /// The image set's name, in the file's locale.
    func label(ofFile path: String, locale: String?, unqualified: String?, text: String) -> ImageLabel? {
        let name = String(PathText.lastComponent(PathText.parent(path)).dropLast(".imageset".count))
        return ImageLabel(name: name, locale: locale, qualifier: nil, text: text)
    }

    /// A String Catalog `<name>.xcstrings` beside the asset catalog, when any label says something.
    func labelFiles(_ labels: [ImageLabel], name: String, sourceLanguage: String) -> [String: [UInt8]] {
        let said = labels.filter { !$0.text.isEmpty }
        guard !said.isEmpty else { return [:] }
        return ["../\(name).xcstrings": ImageLabelFiles.stringCatalog(said, sourceLanguage: sourceLanguage)]
    }

    /// The set's `Contents.json`. A locale that failed keeps its last good images, so they
    /// stay listed (Xcode warns of a file in a set that its `Contents.json` does not name).
    func extraFiles(_ files: [ImageSetImage], base: String, failedLocales: Set<String>) -> [(path: String, bytes: [UInt8])] {
        guard !files.isEmpty else { return [] }
        let path = PathText.joined(PathText.parent(base), "Contents.json")
        var images = files
        if !failedLocales.isEmpty {
            let folder = PathText.parent(path)
            images += ImageSetImage.listed(in: path).filter { old in
                old.variant.locale.map(failedLocales.contains) ?? false && FileManager.default.fileExists(atPath: PathText.joined(folder, old.file))
                    && !files.contains { $0.file == old.file }
            }
        }
        return [(path, AssetCatalog.imageSetContents(images))]
    }

    var rootFiles: [(name: String, bytes: [UInt8])] { [("Contents.json", AssetCatalog.catalogContents)] }
}

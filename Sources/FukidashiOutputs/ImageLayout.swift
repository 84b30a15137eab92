import FukidashiVariants

/// How one output layout names, places and describes a spec's images: where they go, what a
/// name clash is called, each variant's file, each file's accessibility label, the label
/// files, and the files a layout needs besides the images. One type per layout, picked by
/// `OutputLayout.images` in an exhaustive switch, so a new layout is a compile error until it
/// answers every question here, never a missed `== .xcassets` somewhere else.
package protocol ImageLayout: Sendable {
    /// Where the images of a spec whose output is named `name` go under `root`
    /// (`root/step1.imageset/step1.png`); `nil`: the batch's own output path (a folder).
    /// `transliterate` spells a name in Latin letters where the layout needs them.
    func base(ofImageNamed name: String, root: String, transliterate: (String) -> String?) -> String?

    /// How the error naming two specs with one `base` calls the clash.
    func collision(at base: String) -> String

    /// The file of `variant` drawn at `scale`, once the layout holds it (`OutputPlacement.path`
    /// checks that). `unqualified`: the locale written without a qualifier in `res/`.
    func file(base: String, variant: Variant, scale: Double, unqualified: String?, root: String) -> String

    /// The label of `path`, the first image of its `locale`, saying `text`; `nil` where the
    /// layout gives that file none.
    func label(ofFile path: String, locale: String?, unqualified: String?, text: String) -> ImageLabel?

    /// The files that give `labels` back to the app, by path from the output's root.
    func labelFiles(_ labels: [ImageLabel], name: String, sourceLanguage: String) -> [String: [UInt8]]

    /// The files one spec needs besides its images (`files`), beside `base`: an image set's
    /// `Contents.json`. The images of `failedLocales` kept from before stay listed.
    func extraFiles(_ files: [ImageSetImage], base: String, failedLocales: Set<String>) -> [(path: String, bytes: [UInt8])]

    /// Files the layout's root needs once, by name: written only where they are missing, since
    /// the app may keep its own.
    var rootFiles: [(name: String, bytes: [UInt8])] { get }
}

extension OutputLayout {
    /// This layout's rules for images.
    package var images: any ImageLayout {
        switch self {
        case .folder: FolderImages()
        case .xcassets: AssetCatalogImages()
        case .androidRes: AndroidResourceImages()
        }
    }
}

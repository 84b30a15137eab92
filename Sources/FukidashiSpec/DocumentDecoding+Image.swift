import FukidashiGeometry
import FukidashiJSON
import FukidashiStrings

extension DocumentDecoding {

    func decodeImageElement(_ value: JSONValue, at path: JSONPath) -> ImageElement? {
        guard let object = reader.object(value, at: path, Format.image) else { return nil }
        let id = reader.string(object["id"], at: path / "id", nonEmpty: true)
        let source = reader.required(object, "src", at: path).flatMap { decodeImagePath($0, at: path / "src") }
        let frame = reader.required(object, "frame", at: path).flatMap { localeEntry($0, at: path / "frame") }.flatMap { decodeRect($0, at: $1) }
        let fit: ImageFit? = object["fit"].map { reader.choice($0, at: path / "fit", kind: "fit") } ?? .cover
        let radius = object["cornerRadius"].map { reader.number($0, at: path / "cornerRadius", Format.image["cornerRadius"]) } ?? 0
        let opacity = object["opacity"].map { reader.number($0, at: path / "opacity", Format.image["opacity"]) } ?? 1
        guard let source, let frame, let fit, let radius, let opacity else { return nil }
        return ImageElement(id: id, path: path, source: source, frame: frame, fit: fit, cornerRadius: radius, opacity: opacity)
    }

    /// `{"image": "screens/home.png", "fit": "cover"}`; `fit` defaults to cover, which never
    /// distorts a screenshot and equals fill when the aspect ratios match.
    func decodeBackgroundImage(_ value: JSONValue, at path: JSONPath) -> Background? {
        guard let object = reader.object(value, at: path, Format.backgroundImage) else { return nil }
        let source = reader.required(object, "image", at: path).flatMap { decodeImagePath($0, at: path / "image") }
        let fit: ImageFit? = object["fit"].map { reader.choice($0, at: path / "fit", kind: "fit") } ?? .cover
        guard let source, let fit else { return nil }
        return .image(source, fit: fit)
    }

    /// A relative path inside the spec's folder. Whether it stays there (after symlinks) is
    /// checked when the file is opened; what can be told from the text is checked here.
    func decodeImageSource(_ value: JSONValue, at path: JSONPath) -> ImageSource? {
        guard var text = reader.string(value, at: path, nonEmpty: true) else { return nil }
        // This pass's appearance and scale are known now: each gets its own screenshot.
        if text.contains(ImageSource.appearancePlaceholder) {
            guard let appearance = pass.appearance else {
                log.error(
                    path,
                    "\(ImageSource.appearancePlaceholder) needs appearances; add \"appearances\": [\"light\", \"dark\"] to the spec or its project")
                return nil
            }
            text = text.replacing(ImageSource.appearancePlaceholder, with: appearance)
        }
        if text.contains(ImageSource.scalePlaceholder) {
            text = text.replacing(ImageSource.scalePlaceholder, with: Variant.scaleText(pass.scale ?? pass.canvasScale))
        }
        guard text.contains(ImageSource.localePlaceholder) else { return ImageSource(path: text, jsonPath: path) }
        let source = locales.use.sourceLanguage
        let strict = lookup?.strict == true
        let chain = variant.locale.map { (lookup ?? LocaleLookup(strict: false)).chain($0, source: source) } ?? [source]
        // In a project a missing locale's screenshot fails that variant: another locale's would
        // put its bubble over the wrong language's screen. Its `imageFallback` allows it.
        let refused = variant.locale != nil && !strict && project != nil && project?.imageFallback != true
        var image = ImageSource(path: text, jsonPath: path, localeChain: strict || refused ? [chain[0]] : chain)
        image.fallbackRefused = refused && chain.count > 1
        return image
    }
}

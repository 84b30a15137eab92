import FukidashiGeometry
import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

extension ElementFormats {
    var image: ElementKindFormat {
        ElementKindFormat("image", "An image in a frame.", Format.image) { decoding, value, path, _ in
            decoding.decodeImageElement(value, at: path).map(Element.image)
        }
    }
}

extension Format {
    static let image = FormatObject([
        type("image"),
        elementID,
        FormatKey(
            "src", pathType, .required, default: "required", typeText: "path",
            "A PNG or JPEG, relative to the spec; `{locale}` in it is the locale rendered."
        ).perLocale,
        FormatKey("frame", rectOrElement, .required, default: "required", typeText: "rect or [element](#element-anchors)", "Where the image goes.")
            .perLocale,
        FormatKey("fit", .choice(ImageFit.allCases.map(\.rawValue)), default: "`cover`", "As for the canvas background."),
        FormatKey("cornerRadius", .number(NumberRange(atLeast: 0)), default: "0", "Rounds the frame's corners."),
        FormatKey("opacity", .number(fraction), default: "1", "The image's opacity."),
        enter
    ])
}

extension DocumentDecoding {

    func decodeImageElement(_ value: JSONValue, at path: JSONPath) -> ImageElement? {
        guard let object = reader.object(value, at: path, Format.image) else { return nil }
        let id = reader.string(object["id"], at: path / "id", nonEmpty: true)
        let source = reader.required(object, "src", at: path).flatMap { decodeImagePath($0, at: path / "src") }
        let frame = reader.required(object, "frame", at: path).flatMap {
            localeValue($0, at: path / "frame", decode: decodeFrame)
        }
        let fit = reader.member(object, "fit", at: path, absent: .cover) { reader.choice($0, at: $1, kind: "fit") as ImageFit? }
        let radius = reader.member(object, "cornerRadius", at: path, absent: 0) { reader.number($0, at: $1, Format.image["cornerRadius"]) }
        let opacity = reader.member(object, "opacity", at: path, absent: 1) { reader.number($0, at: $1, Format.image["opacity"]) }
        guard let source, let frame, let fit, let radius, let opacity else { return nil }
        return ImageElement(
            id: id, path: path, source: source, frame: frame, fit: Varying(fit), cornerRadius: Varying(radius), opacity: Varying(opacity))
    }

    /// `{"image": "screens/home.png", "fit": "cover"}`; `fit` defaults to cover, which never
    /// distorts a screenshot and equals fill when the aspect ratios match.
    /// `hierarchy` names the screenshot's UI dump, where element anchors are found.
    func decodeBackgroundImage(_ value: JSONValue, at path: JSONPath) -> (Background, hierarchy: ImageSource?)? {
        guard let object = reader.object(value, at: path, Format.backgroundImage) else { return nil }
        let source = reader.required(object, "image", at: path).flatMap { decodeImagePath($0, at: path / "image") }
        let fit = reader.member(object, "fit", at: path, absent: .cover) { reader.choice($0, at: $1, kind: "fit") as ImageFit? }
        let hierarchy = object["hierarchy"].map { decodeImagePath($0, at: path / "hierarchy") }
        // A `hierarchy` written but not read (`.some(nil)`) fails the background, as its `image` does.
        guard let source, let fit, hierarchy != .some(nil) else { return nil }
        return (.image(source, fit: Varying(fit)), hierarchy ?? nil)
    }

    /// A relative path inside the spec's folder. Whether it stays there (after symlinks) is
    /// checked when the file is opened; what can be told from the text is checked here.
    /// Its placeholders stay as written: the resolve stage fills them for each variant
    /// (`ImagePlaceholders`), so the decoded document is the same for every locale and scale.
    func decodeImageSource(_ value: JSONValue, at path: JSONPath) -> ImageSource? {
        // An appearance map of paths is read whole, as a colour's is: each appearance's file is
        // chosen when the variant is resolved, and one decode serves them all.
        let written = reader.inEveryVariant(value, at: path) { value, path -> String? in
            let text = reader.string(value, at: path, nonEmpty: true)
            // A placeholder of an axis that only a spec or its project declares (`{appearance}`).
            for axis in VariantAxis.named where text?.contains(axis.placeholder) == true && (pass.lists[axis] ?? []).isEmpty {
                guard let names = axis.mapNames, let key = axis.specKey else { continue }
                log.error(path, "\(axis.placeholder) needs \(names.plural); add \"\(key)\": \(names.example) to the spec or its project")
                return nil
            }
            return text
        }
        return written.map { ImageSource($0, jsonPath: path) }
    }
}

import FukidashiJSON

/// One of a spec's `elements`, by kind: the one list of kinds. A new kind is its keys in
/// `Format`, a case here and a line of `decodeElement`, its decoded type (with its decoding),
/// its resolve steps (`ResolvableElement`, a line of `Element.resolvable`) and its case in the
/// scene builder.
package enum Element: Hashable, Sendable {
    case bubble(Bubble)
    case image(ImageElement)
    case circle(CircleElement)
    case cardStack(CardStack)
}

extension DocumentDecoding {
    /// The element `item` declares with `"type": type`, decoded as its kind; `nil` after an
    /// error, which is logged.
    func decodeElement(
        _ item: JSONValue, type: String, at path: JSONPath, styles: [String: StyleSpec], references: ReferenceContext
    ) -> Element? {
        switch type {
        case "bubble": return decodeBubble(item, at: path, styles: styles, references: references).map(Element.bubble)
        case "image": return decodeImageElement(item, at: path).map(Element.image)
        case "circle": return decodeCircle(item, at: path, references: references).map(Element.circle)
        case "cardStack": return decodeCardStack(item, at: path).map(Element.cardStack)
        default:
            log.unknownName("element type", type, among: Format.elementKinds, at: path / "type")
            return nil
        }
    }
}

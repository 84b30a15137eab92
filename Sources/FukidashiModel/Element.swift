/// One of a spec's `elements`, by kind: the one list of kinds. A new kind is its keys in
/// `Format`, a case here, its decoded type, a line of the decoder's `decodeElement`, its
/// resolve steps (`ResolvableElement`, a line of `Element.resolvable`) and its case in the
/// scene builder.
package enum Element: Hashable, Sendable {
    case bubble(Bubble)
    case image(ImageElement)
    case circle(CircleElement)
    case cardStack(CardStack)
}

/// One of a spec's `elements`, by kind: the one list of kinds. A new kind is a case here, with
/// its lines in `Kind`, `ElementKinds` and `ElementVisitor` below; its decoded type; its format
/// and decoding (a file of the decoder's that answers `ElementKinds`); its resolve steps (a
/// file that answers `ElementVisitor`); its resolved type; and its case in the scene builder.
/// Each of those is a compile error until the kind is there.
package enum Element: Hashable, Sendable {
    case bubble(Bubble)
    case image(ImageElement)
    case circle(CircleElement)
    case cardStack(CardStack)

    /// The kinds, as `"type"` names them, in the order the format lists them.
    enum Kind: CaseIterable, Sendable {
        case bubble, circle, image, cardStack
    }

    /// What `visitor` makes of the element, as its kind.
    package func visit<Visitor: ElementVisitor>(_ visitor: Visitor) -> Visitor.Result {
        switch self {
        case .bubble(let bubble): visitor.bubble(bubble)
        case .image(let image): visitor.image(image)
        case .circle(let circle): visitor.circle(circle)
        case .cardStack(let stack): visitor.cardStack(stack)
        }
    }
}

/// Something a stage keeps for each kind of element (the decoder: its keys and its decoding),
/// answered by each kind in a file of its own, so that a kind the stage forgets is a compile
/// error and adding one touches no list of the stage's.
package protocol ElementKinds {
    associatedtype Entry
    var bubble: Entry { get }
    var image: Entry { get }
    var circle: Entry { get }
    var cardStack: Entry { get }
}

extension ElementKinds {
    /// The entry of `kind`.
    subscript(kind: Element.Kind) -> Entry {
        switch kind {
        case .bubble: bubble
        case .image: image
        case .circle: circle
        case .cardStack: cardStack
        }
    }

    /// Every kind's entry, in the order the format lists them.
    package var all: [Entry] { Element.Kind.allCases.map { self[$0] } }
}

/// What a stage makes of an element of each kind (the resolve steps: the kind's answers to
/// them), answered by each kind in a file of its own, as `ElementKinds` is.
package protocol ElementVisitor {
    associatedtype Result
    func bubble(_ bubble: Bubble) -> Result
    func image(_ image: ImageElement) -> Result
    func circle(_ circle: CircleElement) -> Result
    func cardStack(_ stack: CardStack) -> Result
}

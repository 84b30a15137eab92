import FukidashiModel
import FukidashiTree
import FukidashiVariants

/// A card stack, as the resolve steps see it: its cards' titles, texts and images. Its drag
/// and swipe are gestures, not positions, and keep their direction in a mirror.
extension CardStack: FramedElement {
    var element: Element { .cardStack(self) }
    var textStyle: LayeredStyle? { nil }

    mutating func mapTexts(_ transform: (SpecText) -> SpecText) {
        cards = cards.map { cards in
            cards.map { card in
                var card = card
                (card.title, card.text) = (card.title.map(transform), card.text.map(transform))
                return card
            }
        }
    }

    mutating func mapImageSources(_ transform: (ImageSource) -> ImageSource) {
        cards = cards.map { cards in cards.map { $0.withImage(transform) } }
    }

    /// Its frame, its cards (then their images), its depth and drag, then its corners and
    /// border width.
    func settling(_ settle: some VaryingSettler) -> CardStack {
        var stack = with(frame: settle(frame))
        stack.cards = settle(cards).map { cards in cards.map { $0.withImage { settle($0) } } }
        (stack.depth, stack.drag) = (settle(depth), settle(drag))
        (stack.cornerRadius, stack.borderWidth) = (settle(cornerRadius), settle(borderWidth))
        return stack
    }

    /// The cards' colours, shadow and text style.
    func settled(_ variant: Variant?) -> CardStack {
        var stack = self
        (stack.fill, stack.borderColor) = (fill.settled(variant), borderColor.settled(variant))
        (stack.shadow, stack.colors) = (shadow.settled(variant), colors.settled(variant))
        stack.cardTextStyle = cardTextStyle.settled(variant)
        return stack
    }

    /// The title and text of the card on top (the one under it, when an animation swipes the
    /// top one away).
    func labelTexts(swiped: Bool) -> [(text: SpecText?, style: LayeredStyle?)] {
        let top = cards.value.dropFirst(swiped ? 1 : 0).first
        return [(top?.title, nil), (top?.text, nil)]
    }

    func resolvedElement(_ leaves: TreeLeaves) -> ResolvedElement {
        .cardStack(
            ResolvedCardStack(
                path: path, frame: frame.value,
                cards: cards.value.map {
                    ResolvedCardStack.Card(image: $0.image.map(leaves.file), title: $0.title.map(leaves.text), text: $0.text.map(leaves.text))
                },
                depth: depth.value, drag: drag.value, fill: leaves.plain(fill), cornerRadius: cornerRadius.value,
                borderColor: leaves.plain(borderColor), borderWidth: borderWidth.value, shadow: leaves.plain(shadow),
                colors: ResolvedCardStack.Colors(
                    title: leaves.plain(colors.title), text: leaves.plain(colors.text), like: leaves.plain(colors.like),
                    nope: leaves.plain(colors.nope)),
                textStyle: leaves.style(cardTextStyle)))
    }
}

extension CardStack.Card {
    /// The same card with its image's path (where it has one) made by `transform`.
    fileprivate func withImage(_ transform: (ImageSource) -> ImageSource) -> CardStack.Card {
        var card = self
        card.image = image.map(transform)
        return card
    }
}

extension ResolvableKinds {
    func cardStack(_ stack: CardStack) -> any ResolvableElement { stack }
}

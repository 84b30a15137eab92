import FukidashiJSON
import FukidashiStrings
import FukidashiTree

/// The parts that make a bubble a product-tour step, beside its text: a title, an icon, a
/// step counter, buttons and a close mark. All are optional; a bubble with none is a plain
/// bubble, laid out exactly as before.
package struct TourStep: Hashable, Sendable {
    package var title: SpecText?
    /// Its icon and buttons, each appearance's where an appearance map varies them.
    package var icon: Varying<TourIcon>?
    /// Its count, style and text, each appearance's where an appearance map varies one.
    package var progress: Varying<TourProgress>?
    /// In the order written; layout puts primary buttons last.
    package var buttons = Varying<[TourButton]>.plain([])
    /// A × in the top trailing corner.
    package var close = Varying.plain(false)

    package init() {}

    /// Whether any part is present: the style's tour defaults (`leading` alignment, grey
    /// message under a title) apply only then.
    package var isEmpty: Bool { title == nil && icon == nil && progress == nil && buttons.value.isEmpty && !close.value }
}

/// An image or an emoji beside the title (or the text, when there is no title).
package struct TourIcon: Hashable, Sendable {
    package enum Content: Hashable, Sendable {
        case image(ImageSource)
        case emoji(String)
    }

    package var content: Content
    /// Its width and height in points; `nil` takes the style's `icon.size`.
    package let size: Double?

    package init(content: Content, size: Double?) {
        (self.content, self.size) = (content, size)
    }
}

/// Where a tour step is: "2 of 5" as dots, text or a bar.
package struct TourProgress: Hashable, Sendable {
    package typealias Style = TourProgressStyle

    package let current: Int
    package let total: Int
    package let style: Style
    /// For the text style: a format whose arguments are `current` and `total`.
    package var text: SpecText?

    package init(current: Int, total: Int, style: Style, text: SpecText?) {
        (self.current, self.total, self.style, self.text) = (current, total, style, text)
    }
}

/// A button's label and role, as the roles of an iOS alert's or sheet's buttons.
package struct TourButton: Hashable, Sendable {
    package typealias Role = TourButtonRole

    package var text: SpecText
    package var role: Varying<Role>

    package init(text: SpecText, role: Varying<Role>) {
        (self.text, self.role) = (text, role)
    }
}

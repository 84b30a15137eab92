import FukidashiJSON

/// A tour step's parts as one variant draws them: every text its string, the icon's image its
/// file. None, for a plain bubble.
package struct ResolvedTourStep: Hashable, Sendable {
    package var title: ResolvedText?
    package var icon: Icon?
    package var progress: Progress?
    /// In the order written; layout puts primary buttons last.
    package var buttons: [Button] = []
    /// A × in the top trailing corner.
    package var close = false

    package init() {}

    /// Whether any part is present: the style's tour defaults (`leading` alignment, grey
    /// message under a title) apply only then.
    package var isEmpty: Bool { title == nil && icon == nil && progress == nil && buttons.isEmpty && !close }

    /// An image or an emoji beside the title (or the text, when there is no title).
    package struct Icon: Hashable, Sendable {
        package enum Content: Hashable, Sendable {
            case image(ResolvedImageFile)
            case emoji(String)
        }

        package let content: Content
        /// Its width and height in points; `nil` takes the style's `icon.size`.
        package let size: Double?

        package init(content: Content, size: Double?) { (self.content, self.size) = (content, size) }
    }

    /// Where the step is: "2 of 5" as dots, text or a bar.
    package struct Progress: Hashable, Sendable {
        package let current: Int
        package let total: Int
        package let style: TourProgressStyle
        /// For the text style: the counter, formatted for the locale.
        package let text: ResolvedText?

        package init(current: Int, total: Int, style: TourProgressStyle, text: ResolvedText?) {
            (self.current, self.total, self.style, self.text) = (current, total, style, text)
        }
    }

    /// A button's label and role.
    package struct Button: Hashable, Sendable {
        package let text: ResolvedText
        package let role: TourButtonRole

        package init(text: ResolvedText, role: TourButtonRole) { (self.text, self.role) = (text, role) }
    }
}

/// How a tour step shows where it is.
package enum TourProgressStyle: String, CaseIterable, Hashable, Sendable {
    case dots, text, bar
}

/// A button's role, as the roles of an iOS alert's or sheet's buttons.
package enum TourButtonRole: String, CaseIterable, Hashable, Sendable {
    /// Filled with the tint: the step's main action ("Next", "Done").
    case primary
    /// Tinted lightly, labelled in the tint ("Back").
    case secondary
    /// A label in the tint, without a fill ("Skip").
    case plain
}

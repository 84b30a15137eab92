/// How a spec or a project lists an axis's values (`"appearances": ["light", "dark"]`): what
/// each value is, and what a message expects of a list that is wrong. One reader reads every
/// axis's list from this (`DocumentDecoding.decodeList`); each axis declares its own
/// (`VariantAxis.list`).
public struct AxisList: Sendable {
    /// What one value of the list is.
    public enum Item: Sendable {
        /// A language tag or a pseudo-locale.
        case languageTag
        /// One of a closed set of names; `kind` names one in "unknown …, did you mean", and
        /// `notAString` is what a message expects of an item that is no string. `respelled`:
        /// the name a value is another spelling of (`fontScale1.0` is `fontScale1`), which
        /// the did-you-mean offers rather than the name nearest by spelling (`fontScale1.3`).
        case name(among: [String], kind: String, notAString: String, respelled: @Sendable (String) -> String? = { _ in nil })
        /// A number from `atLeast` to `atMost`, as `Variant.scaleText` writes it.
        case number(atLeast: Double, atMost: Double)
    }

    /// What each value is.
    public let item: Item
    /// What a message expects of a list that is no array, or an empty one.
    public let expectation: String

    /// The name `value`, which is none of the names, is another spelling of (`respelled`).
    public func meant(_ value: String) -> String? {
        guard case .name(let names, _, _, let respelled) = item, let name = respelled(value), names.contains(name) else { return nil }
        return name
    }
}

/// The values a spec or a project declares along the axes it lists, each as written
/// (`dark`, `3`): a spec's own list replaces its project's, axis by axis.
public struct AxisLists: Hashable, Sendable {
    private var values: [VariantAxis: [String]] = [:]

    /// The lists given, by axis.
    public init(_ values: [VariantAxis: [String]] = [:]) { self.values = values }

    /// The values declared along `axis`, or `nil` where none are listed.
    public subscript(axis: VariantAxis) -> [String]? {
        get { values[axis] }
        set { values[axis] = newValue }
    }

    /// Every list, by axis.
    public var all: [VariantAxis: [String]] { values }

    /// The appearances declared, or none.
    public var appearances: [String] { values[.appearance] ?? [] }
    /// The scales declared, or none.
    public var scales: [Double] { (values[.scale] ?? []).compactMap(Double.init) }
}

/// An argument a localized string's format specifiers take: `"args": [3, "Aiko"]`.
package enum FormatArgument: Hashable, Sendable {
    case number(Double)
    case string(String)
}

/// `{"localized": "onboarding.continue", "table": "Onboarding", "args": [3]}`: a text that
/// names a key in the app's string tables instead of giving the string.
package struct LocalizedKey: Hashable, Sendable {
    package let key: String
    /// The table's name (`Onboarding` for `Onboarding.xcstrings`); `nil` searches them all.
    package let table: String?
    package let arguments: [FormatArgument]
    /// The quantity that chooses a plural form, apart from the arguments (Android's
    /// `getQuantityString(id, quantity, args…)`); `nil`: the first numeric argument.
    package let count: Double?

    package init(key: String, table: String?, arguments: [FormatArgument], count: Double? = nil) {
        (self.key, self.table, self.arguments, self.count) = (key, table, arguments, count)
    }
}

/// A string table entry an output used: what `--manifest` records for each output.
public struct LocalizedStringUse: Hashable, Sendable {
    /// The key the spec named.
    public let key: String
    /// The table it was found in (`Localizable`).
    public let table: String
    /// The locale whose translation was used: the one rendered, or the one it fell back to.
    public let locale: String
    /// The file the translation was read from.
    public let file: String
    /// `translated`, `needs review` or `new`.
    public let state: String
    /// The translation as its table writes it (the plural form shown), before its arguments
    /// are put in: what a golden's sidecar keeps, so `verify` can say a string changed.
    public var written: String = ""

    package init(key: String, table: String, locale: String, file: String, state: String) {
        (self.key, self.table, self.locale, self.file, self.state) = (key, table, locale, file, state)
    }
}

import FukidashiTree

extension StyleProperties {
    /// Every default that differs by appearance, each a dynamic colour with both values: what a
    /// style reads under what it sets, until the resolve stage takes the appearance's.
    static let appearanceDefaults: StyleSpec = {
        var defaults = StyleSpec()
        for property in appearanceColorDefaults + [secondaryLabel, labelOnFill] {
            let light = property.defaultValue
            defaults.set(property.name, keyed: VariantKeyed(byAppearance: ["light": light, "dark": property.darkDefault ?? light], first: "light"))
        }
        return defaults
    }()
}

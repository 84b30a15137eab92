import FukidashiJSON
import FukidashiLanguage

/// Where a missing translation is looked for, in order, as iOS and Android resolve a locale
/// against the locales an app has:
/// 1. the locale, then its CLDR parents (`en-AU` → `en-001` → `en`, `es-MX` → `es-419` → `es`,
///    `zh-HK` → `zh-Hant`, never `zh`, which is Simplified);
/// 2. at each of those steps, a locale the tables spell otherwise but that is the same one
///    once its likely script and region are added (`zh-TW` for `zh-Hant`, `fr-FR` for `fr`);
/// 3. then that step's other descendants, nearest first, then by name (`en-GB` for `en-AU`,
///    by way of `en-001`, as Android picks a sibling region);
/// 4. last, the source language, the same way.
///
/// Without locale data (no `LocaleRules`), the parents are the tag's shorter prefixes.
package struct LocaleFallback {
    let rules: LocaleRules?

    package init(rules: LocaleRules?) {
        self.rules = rules
    }

    /// The locale and its CLDR ancestors, nearest first.
    package func ancestors(_ tag: String) -> [String] {
        // A pseudo-locale is the source language transformed: it has no parent of its own
        // (`ar-XB` must not fall back to Arabic), so the chain goes on to the source.
        if PseudoLocale(tag: tag) != nil { return [tag] }
        guard let rules else { return LanguageTag.fallbackChain(tag, source: tag) }
        var chain = [tag]
        var current = tag
        while let parent = rules.parentLocale(of: current), !chain.contains(parent), chain.count < 8 {
            chain.append(parent)
            current = parent
        }
        return chain
    }

    /// The locales to look a key up in for `locale`, among those the tables have.
    package func chain(_ locale: String, source: String, among available: Set<String>) -> [String] {
        var steps = ancestors(locale)
        for step in ancestors(source) where !steps.contains(step) { steps.append(step) }
        guard let rules, !available.isEmpty else { return steps }
        let others = available.sorted()
        let maximizedOther = Dictionary(uniqueKeysWithValues: others.map { ($0, rules.maximized($0)) })
        let lineage = Dictionary(uniqueKeysWithValues: others.map { ($0, ancestors($0)) })
        var chain: [String] = []
        func add(_ tag: String) { if !chain.contains(tag) { chain.append(tag) } }
        for step in steps {
            add(step)
            let maximized = rules.maximized(step)
            for other in others where maximizedOther[other] == maximized { add(other) }
            // Descendants of this step, nearest first: those whose lineage reaches it (or a
            // locale the same as it) in fewer steps.
            var descendants: [(distance: Int, tag: String)] = []
            for other in others {
                guard let line = lineage[other], let distance = line.dropFirst().firstIndex(where: { $0 == step || rules.maximized($0) == maximized })
                else { continue }
                descendants.append((distance, other))
            }
            for (_, tag) in descendants.sorted(by: { ($0.distance, $0.tag) < ($1.distance, $1.tag) }) { add(tag) }
        }
        return chain
    }
}

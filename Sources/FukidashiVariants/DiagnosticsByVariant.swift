/// What holds for some variants only, each with the part of a variant it is about: a mistake
/// in an appearance map's `dark` entry fails every variant in dark, and no other. Whoever
/// renders a variant asks for its own (`for`), whatever axes the parts name, so no renderer or
/// resolve step picks one axis's value to look them up.
package struct DiagnosticsByVariant: Hashable, Sendable {
    private var lists: [Variant: [Diagnostic]] = [:]

    package init() {}

    /// What holds for `part` alone, in the order said.
    package subscript(part: Variant) -> [Diagnostic] {
        get { lists[part] ?? [] }
        set { lists[part] = newValue.isEmpty ? nil : newValue }
    }

    /// The parts anything holds for, in the order their names sort.
    package var parts: [Variant] { lists.keys.sorted { $0.description < $1.description } }

    package var isEmpty: Bool { lists.isEmpty }

    /// What holds for `variant`: that of each part it has, part by part.
    package func `for`(_ variant: Variant) -> [Diagnostic] {
        parts.filter { $0.isPart(of: variant) }.flatMap { lists[$0]! }
    }

    /// What holds for each part, made by `transform` (empty lists left out).
    package func mapLists(_ transform: (Variant, [Diagnostic]) -> [Diagnostic]) -> DiagnosticsByVariant {
        var mapped = DiagnosticsByVariant()
        for part in parts { mapped[part] = transform(part, lists[part]!) }
        return mapped
    }
}

extension Variant {
    /// Whether `variant` has every value this one has: this is part of it.
    package func isPart(of variant: Variant) -> Bool {
        values.allSatisfy { variant[$0.key] == $0.value }
    }
}

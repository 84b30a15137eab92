import FukidashiLanguage

extension Array where Element == Diagnostic {
    /// The same diagnostics said once where they hold alike: of a spec rendered as `variants`,
    /// one that every value along an axis has (for the same values of the other axes) is said
    /// without that axis. An overflow in every appearance and scale of `ja` is said once, of
    /// `ja`; an error in every variant is said of none. Each group keeps the place of its first.
    ///
    /// Diagnostics of the same problem in each variant's own words (`sameProblem`: an
    /// ambiguous element, listed from each locale's dump) are said once, in the first one's
    /// words, naming the variants that have it.
    package func grouped(among variants: [Variant]) -> [Diagnostic] {
        var order: [Diagnostic] = []
        var saidOf: [Diagnostic: [Variant]] = [:]
        var firstOfProblem: [String: Diagnostic] = [:]
        for diagnostic in self {
            var bare = diagnostic
            bare.variant = .plain
            if let key = diagnostic.sameProblem.map({ "\(diagnostic.severity) \(diagnostic.path?.description ?? "") \($0)" }) {
                if let first = firstOfProblem[key] { bare = first } else { firstOfProblem[key] = bare }
            }
            if saidOf[bare] == nil { order.append(bare) }
            if !saidOf[bare, default: []].contains(diagnostic.variant) { saidOf[bare, default: []].append(diagnostic.variant) }
        }
        return order.flatMap { bare in
            let covered = Self.covering(saidOf[bare]!, among: variants)
            if bare.sameProblem != nil, covered.count > 1 {
                var said = bare
                said.saidOf = covered
                return [said]
            }
            return covered.map { variant in
                var said = bare
                said.variant = variant
                return said
            }
        }
    }

    /// `some`, with each axis dropped where, for the same values of the others, it holds for
    /// every value `all` has along it. Axes are tried from the last (scale) to the first.
    private static func covering(_ some: [Variant], among all: [Variant]) -> [Variant] {
        func distinct(_ list: [Variant]) -> [Variant] { list.reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
        var covered = some
        var universe = all
        for axis in VariantAxis.allCases.reversed() where covered.contains(where: { $0[axis] != nil }) {
            let rest = distinct(covered.map { $0.without(axis) })
            let complete = rest.allSatisfy { common in
                universe.filter { $0.without(axis) == common }.allSatisfy(covered.contains)
            }
            guard complete else { continue }
            covered = rest
            universe = distinct(universe.map { $0.without(axis) })
        }
        return covered
    }
}

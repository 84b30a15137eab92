/// "did you mean" by edit distance, with a floor so that unrelated words suggest nothing.
package enum Suggestion {
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let d = editDistance(Array(lowered), Array(candidate.lowercased()))
            if best == nil || d < best!.distance { best = (candidate, d) }
        }
        guard let best else { return nil }
        // At most a third of the word may differ (and at least one edit is always allowed).
        let limit = max(1, min(word.count, best.candidate.count) / 3)
        return best.distance <= limit ? best.candidate : nil
    }

    /// Damerau–Levenshtein (optimal string alignment): a swap of neighbours counts once.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}

/// One share of a batch for one machine: inputs are dealt out round-robin in their sorted
/// order, so N shards cover every spec exactly once and each gets the same share every time.
struct Shard: Equatable {
    /// 0-based, as Kubernetes' JOB_COMPLETION_INDEX counts.
    let index: Int
    let count: Int

    /// `--shard K/N` with K counted from 1 ("shard 1 of 4").
    static func parse(_ text: String) -> Shard? {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else { return nil }
        return Shard(index: k - 1, count: n)
    }

    func contains(position: Int) -> Bool { position % count == index }
}

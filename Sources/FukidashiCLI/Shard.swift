import ArgumentParser
import FukidashiCommandLine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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

extension Shard {
    /// This shard's specs of `inputs`.
    func selecting(_ inputs: SpecInputs) -> SpecInputs {
        SpecInputs(jobs: inputs.jobs.enumerated().filter { contains(position: $0.offset) }.map(\.element))
    }
}

/// `--shard K/N` and `--shards N`, for `render` and `verify`: a big project split over machines,
/// as Playwright's `--shard` does, each machine's manifest, report or JUnit file merged after.
struct ShardOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Take only share K of N (K from 1), dealt out in sorted order: for splitting a batch over machines (GitLab's $CI_NODE_INDEX/$CI_NODE_TOTAL).",
            valueName: "K/N"))
    var shard: String?

    @Option(
        help: ArgumentHelp(
            "Split into N shards and take the one $JOB_COMPLETION_INDEX names (0-based), as a Kubernetes Indexed Job sets it.", valueName: "N"))
    var shards: Int?

    func validate() throws {
        if shard != nil, shards != nil { throw ValidationError("give --shard K/N or --shards N, not both") }
        if let shard, Shard.parse(shard) == nil { throw ValidationError("--shard needs K/N with 1 <= K <= N, got \"\(shard)\"") }
        if let shards {
            guard shards >= 1 else { throw ValidationError("--shards needs a count >= 1, got \(shards)") }
            guard let index = CommandEnvironment.variables["JOB_COMPLETION_INDEX"].flatMap(Int.init), (0..<shards).contains(index) else {
                throw ValidationError("--shards needs JOB_COMPLETION_INDEX set to 0...\(shards - 1)")
            }
        }
    }

    /// The share asked for, if any (validated).
    var part: Shard? {
        shard.flatMap(Shard.parse)
            ?? shards.map { Shard(index: Int(CommandEnvironment.variables["JOB_COMPLETION_INDEX"]!)!, count: $0) }
    }
}

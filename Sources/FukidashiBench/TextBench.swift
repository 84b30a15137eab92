import Foundation
@_spi(Benchmark) import Fukidashi

/// `FukidashiBench text CORPUS ROUNDS`: 1,000 bubbles of three to six lines in English, German
/// and Japanese (the line-breaking reference's strings, each at a width that gives it about four
/// lines), laid out in each `textWrap` mode. The modes take turns, round after round, so the
/// machine's drift falls on all of them; each mode's median time over the rounds is printed
/// with its ratio to `greedy`'s, against the issue's goals.
func runTextBench(corpus: URL, rounds: Int) throws {
    struct Corpus: Decodable {
        struct Item: Decodable {
            let lang: String
            let text: String
        }
        let strings: [Item]
    }
    let items = try JSONDecoder().decode(Corpus.self, from: Data(contentsOf: corpus)).strings.filter { ["en", "de", "ja"].contains($0.lang) }
    guard !items.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
    let renderer = try Renderer()
    let modes = ["greedy", "pretty", "balance", "optimal"]
    func specs(_ mode: String) -> [[UInt8]] {
        (0..<1000).map { index in
            let item = items[index % items.count]
            // About four lines: a Latin letter is about half an em, a kana or kanji one em, at 16 pt.
            let em = item.lang == "ja" ? 16.0 : 8.2
            let width = max(110, min(320, Double(item.text.count) * em / 4 + 30))
            let text = String(data: try! JSONEncoder().encode(item.text), encoding: .utf8)!
            return Array(
                """
                {"version": 1, "locale": "\(item.lang)", "canvas": {"width": 400, "height": 300},
                 "elements": [{"type": "bubble", "text": \(text), "tail": null, "at": [10, 10], "maxWidth": \(width),
                 "style": {"textWrap": "\(mode)"}}]}
                """.utf8)
        }
    }
    let byMode = Dictionary(uniqueKeysWithValues: modes.map { ($0, specs($0)) })
    for mode in modes { _ = try renderer.measureLayout(specs: byMode[mode]!, rounds: 1) }  // warm the caches
    var times: [String: [Double]] = [:]
    for _ in 0..<rounds {
        for mode in modes { times[mode, default: []].append(try renderer.measureLayout(specs: byMode[mode]!, rounds: 1)) }
    }
    func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    let goals = ["greedy": 1.0, "pretty": 1.15, "balance": 1.3, "optimal": 1.3]
    let base = median(times["greedy"]!)
    print("textWrap  ms/1000 bubbles  ratio to greedy  goal")
    for mode in modes {
        let ms = median(times[mode]!), ratio = ms / base
        let verdict = mode == "greedy" ? "" : ratio <= goals[mode]! ? "met" : "MISSED"
        print(
            "\(mode.padding(toLength: 9, withPad: " ", startingAt: 0)) \(String(format: "%14.1f  %15.3f  ≤ %.2f", ms, ratio, goals[mode]!)) \(verdict)"
        )
    }
}

import Foundation
@_spi(Benchmark) import Fukidashi

/// `FukidashiBench balloons ROUNDS`: a comic page of 20 balloons (ellipses, clouds and bursts,
/// with wedge, curved and dotted tails, in English, German and Japanese) against the same page
/// of rounded rectangles, and a manga page of 20 balloons of Japanese in columns against the
/// same page of rounded rectangles in columns, rendered whole (decode, lay out, draw, encode) in
/// turn, round after round, so the machine's drift falls on all; prints each page's median and
/// the ratio, and the same for layout alone, against the issue's goal (≤ 1.5×).
func runBalloonBench(rounds: Int) throws {
    // Each text's language is told from its letters, as for a spec without a locale.
    let texts = [
        "Wait, is that really the last train home tonight?", "Warte mal, ist das wirklich der letzte Zug heute Nacht?",
        "待って、本当にこれが今夜の終電なの？", "Run!", "Ich hätte die Party früher verlassen sollen …", "もっと早くパーティーを出ればよかった…",
        "I told you the map was upside down the whole time."
    ]
    let japanese = [
        "待って、本当にこれが今夜の終電なの？", "走れ！", "第3ホームは12時05分発…「のぞみ」じゃない？", "もっと早くパーティーを出ればよかった…",
        "このアプリ、Wi-Fiなしでも使えるの？", "今日こそ告白するって決めたのに、言葉が出てこない。", "ドカーン！"
    ]
    let shapes = ["ellipse", "cloud", "burst"], tails = ["wedge", "curved", "dots"]
    func page(balloons: Bool, vertical: Bool) -> [UInt8] {
        let elements = (0..<20).map { index -> String in
            let text = vertical ? japanese[index % japanese.count] : texts[index % texts.count]
            let shape = balloons ? shapes[index % shapes.count] : "roundedRect"
            let x = 110 + Double(index % 5) * 200, y = 200 + Double(index / 5) * 200
            let bound = vertical ? "\"maxHeight\": 190, \"style\": {\"writingMode\": \"vertical-rl\", " : "\"maxWidth\": 190, \"style\": {"
            return """
                {"type": "bubble", "text": "\(text)", "focus": [\(x), \(y)], "placement": "above",
                 "tail": {"style": "\(tails[index / 3 % tails.count])", "length": 30},
                 \(bound)"shape": "\(shape)", "border": {"color": "#1C1C1E", "width": 2}}}
                """
        }
        return Array(
            """
            {"version": 1, "canvas": {"width": 1000, "height": 820, "background": "#FFFFFF"},
             "elements": [\(elements.joined(separator: ",\n"))]}
            """.utf8)
    }
    let renderer = try Renderer()
    let pages = [
        "rounded": page(balloons: false, vertical: false), "balloons": page(balloons: true, vertical: false),
        "rounded columns": page(balloons: false, vertical: true), "balloon columns": page(balloons: true, vertical: true)
    ]
    for spec in pages.values { _ = try renderer.render(specBytes: spec) }  // warm the caches
    var render: [String: [Double]] = [:], layout: [String: [Double]] = [:]
    for _ in 0..<rounds {
        for (name, spec) in pages.sorted(by: { $0.key < $1.key }) {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try renderer.render(specBytes: spec)
            render[name, default: []].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            layout[name, default: []].append(try renderer.measureLayout(specs: [spec], rounds: 1))
        }
    }
    func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    print("page of 20                rounded ms  balloons ms  ratio  goal")
    for (page, suffix) in [("lines", ""), ("columns", " columns")] {
        for (label, times) in [("whole render", render), ("layout alone", layout)] {
            let rounded = median(times["rounded" + suffix]!), balloons = median(times[(suffix.isEmpty ? "balloons" : "balloon") + suffix]!)
            let ratio = balloons / rounded
            let verdict = label == "whole render" ? (ratio <= 1.5 ? "≤ 1.5 met" : "≤ 1.5 MISSED") : ""
            let name = "\(page), \(label)".padding(toLength: 24, withPad: " ", startingAt: 0)
            print("\(name) \(String(format: "%11.2f  %11.2f  %5.2f", rounded, balloons, ratio))  \(verdict)")
        }
    }
}

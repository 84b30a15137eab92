import Foundation
import Fukidashi
import FukidashiCompare
import FukidashiHierarchy
import FukidashiJSON
import FukidashiJSONParser
import FukidashiModel
import FukidashiTree

// libFuzzer targets for the spec decoder, for decode + render, for the string table readers,
// for golden sidecars (committed beside goldens, so read from anyone's branch; they now
// carry the strings a golden showed), and for UI hierarchy dumps (written by test tools on
// devices, read with libxml2 and by hand): scripts/fuzz.sh builds this with -DFUZZING and
// sanitizer coverage. Without FUZZING it replays files:
// `FukidashiFuzz decode|render|strings|sidecar|hierarchy FILE…`, which is how a crash found by
// the fuzzer is checked again.

/// Small limits keep each render quick, so the fuzzer explores inputs instead of pixels: a
/// canvas of at most 200,000 pixels (two thirds of the bundled specs fit), and an animation of
/// at most 3,000,000 in all its frames.
let fuzzLimits: SpecLimits = {
    var limits = SpecLimits()
    limits.maxPixelsPerSide = 512
    limits.maxPixelArea = 200_000
    limits.maxTextLength = 500
    limits.maxElements = 20
    limits.maxAnimationPixels = 3_000_000
    return limits
}()

/// The most frames an input's animation is drawn with, and the largest shadow radius
/// (points) an input is rendered with: a blur costs its radius in taps a pixel, and a bundled
/// animation has 18 frames, each drawn and encoded. An animation with more frames is drawn as
/// two stills (half way, and settled), so its code is still run; a larger shadow is only
/// decoded. So one input takes milliseconds, not seconds.
let fuzzMaxFrames = 6
let fuzzMaxShadowRadius = 8.0

/// Whether any `"shadow"` object in the spec has a `"radius"` above `fuzzMaxShadowRadius`.
func hasLargeShadow(_ value: JSONValue) -> Bool {
    switch value {
    case .object(let object):
        for (key, member) in object.members {
            if key == "shadow", case .object(let shadow) = member, case .number(let radius)? = shadow["radius"], radius > fuzzMaxShadowRadius {
                return true
            }
            if hasLargeShadow(member) { return true }
        }
        return false
    case .array(let items): return items.contains(where: hasLargeShadow)
    default: return false
    }
}

nonisolated(unsafe) var renderer: Renderer?
nonisolated(unsafe) var target = "decode"

/// One input: never crashes, whatever the bytes; errors are the expected outcome.
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if target == "strings" {
        StringTableLoader.readAsEveryKind(bytes)
        return 0
    }
    if target == "hierarchy" {
        if let dump = try? HierarchyFile.read(bytes) {
            // What a render does with one: fit it to a screenshot, find an element, suggest one.
            _ = ScreenMapping.fitting(dump, width: 720, height: 1600)
            _ = ScreenMapping.fitting(dump, width: 1179, height: 2556)
            _ = dump.matches(.id("share")) + dump.matches(.label("Share"))
            _ = dump.suggestion(for: .id("shar"))
        }
        return 0
    }
    if target == "sidecar" {
        if let sidecar = try? GoldenSidecar(json: bytes) {
            // What verify does with one: compare it with itself, and write it again.
            _ = sidecar.stringChanges(since: sidecar)
            _ = sidecar.text.changes(since: sidecar.text)
            _ = sidecar.json
        }
        return 0
    }
    // Where each JSON path's line is, as a GitHub annotation looks it up in a spec with a problem.
    if let lines = JSONParser.lines(in: bytes) { _ = lines[.root / "elements" / 0] }
    guard let decoded = try? SpecDecoder(limits: fuzzLimits).decode(bytes) else { return 0 }
    if target == "render" {
        guard let json = try? JSONParser.parse(bytes), !hasLargeShadow(json) else { return 0 }
        if renderer == nil { renderer = try? Renderer(Renderer.Configuration(limits: fuzzLimits)) }
        let document = decoded.document
        if let times = document.animation?.value.frameTimes, times.count > fuzzMaxFrames {
            _ = try? renderer?.renderFrame(document, time: times[times.count / 2])
            _ = try? renderer?.renderFrame(document, time: nil)
        } else {
            _ = try? renderer?.render(document, specFolder: nil)
        }
    }
    return 0
}

#if FUZZING
    @_silgen_name("LLVMFuzzerRunDriver")
    func runDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt
#endif

@main
struct FuzzMain {
    static func main() {
        target = ProcessInfo.processInfo.environment["FUKIDASHI_FUZZ_TARGET"] ?? "decode"
        #if FUZZING
            // The format's declarations are globals made on first use: make them before the first
            // run, so no run's allocations include them (scripts/lsan-suppressions.txt says why
            // the leak checker would flag them at all).
            _ = Format.definitions
            _ = StyleProperties.names
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(runDriver(&argc, &argv) { fuzzOne($0, $1) })
        #else
            let arguments = Array(CommandLine.arguments.dropFirst())
            guard let mode = arguments.first, ["decode", "render", "strings", "sidecar", "hierarchy"].contains(mode) else {
                FileHandle.standardError.write(Data("usage: FukidashiFuzz decode|render|strings|sidecar|hierarchy FILE…\n".utf8))
                exit(64)
            }
            target = mode
            for path in arguments.dropFirst() {
                var bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
                _ = bytes.withUnsafeMutableBufferPointer { fuzzOne($0.baseAddress, $0.count) }
            }
            print("replayed \(arguments.count - 1) input(s) through \(mode) without a crash")
        #endif
    }
}

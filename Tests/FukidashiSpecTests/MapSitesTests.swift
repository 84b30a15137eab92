import Testing

@testable import FukidashiJSON
@testable import FukidashiVariants

/// The walk through maps nested along two axes. Only the appearance is written by name today,
/// so the decoder cannot make such a nest from a spec yet; the sites are built by hand here,
/// with text size standing in for a second axis (the walk takes a map's axis as recorded).
@Suite("Map sites: which entry of maps nested along two axes a variant reads")
struct MapSitesTests {
    static let fill = JSONPath.root / "fill"
    static let inner = JSONObject(members: [("AX1", .string("#111111")), ("AX5", .string("#555555"))])

    /// `"fill": {"light": {"AX1": …, "AX5": …}, "dark": "#000000"}`, as the reader records it.
    static func sites() -> MapSites {
        let sites = MapSites()
        sites.maps[fill] = (.appearance, JSONObject(members: [("light", .object(inner)), ("dark", .string("#000000"))]))
        sites.maps[fill / "light"] = (.textSize, inner)
        sites.chained.insert(fill / "light")
        return sites
    }

    @Test("a point walks through the map in its entry to its own entry; another stops where its entry is a value")
    func walk() throws {
        let sites = Self.sites()
        let lightLarge = try #require(sites.walk(Self.fill, to: Variant([.appearance: "light", .textSize: "AX5"])))
        #expect(lightLarge.path == Self.fill / "light" / "AX5")
        #expect(lightLarge.entry == .string("#555555"))
        #expect(lightLarge.part == Variant([.appearance: "light", .textSize: "AX5"]))
        #expect(lightLarge.maps == [Self.fill, Self.fill / "light"])
        let dark = try #require(sites.walk(Self.fill, to: Variant([.appearance: "dark", .textSize: "AX5"])))
        #expect(dark.path == Self.fill / "dark")
        #expect(dark.entry == .string("#000000"))
        #expect(dark.part == Variant(appearance: "dark"))
        #expect(sites.walk(.root / "stroke", to: Variant(appearance: "dark")) == nil)
    }

    @Test("a map inside an entry is that entry's, unless it is the entry itself along another axis")
    func inside() {
        let sites = Self.sites()
        #expect(!sites.isInsideMap(Self.fill))
        #expect(!sites.isInsideMap(Self.fill / "light"))
        #expect(sites.isInsideMap(Self.fill / "light" / "AX1" / "width"))
        #expect(sites.isInsideMap(Self.fill / "dark" / "width"))
        #expect(sites.axes(walkedTo: Self.fill / "light") == [.appearance, .textSize])
        #expect(sites.axes(walkedTo: Self.fill) == [.appearance])
        #expect(sites.enclosingMap(of: Self.fill / "light" / "AX1" / "width") == .textSize)
    }

    @Test("a diagnostic's path names the entry of each map on the way, the inner one too")
    func paths() {
        let sites = Self.sites()
        let lightSmall = Variant([.appearance: "light", .textSize: "AX1"])
        #expect(sites.path(Self.fill, in: lightSmall) == Self.fill / "light" / "AX1")
        #expect(sites.path(Self.fill / "light", in: lightSmall) == Self.fill / "light" / "AX1")
        #expect(sites.path(Self.fill, in: Variant([.appearance: "dark", .textSize: "AX1"])) == Self.fill / "dark")
        #expect(sites.path(Self.fill, in: Variant(locale: "ja")) == Self.fill)
        #expect(sites.path(Self.fill, in: nil) == Self.fill)
    }
}

import FukidashiGeometry

/// A UI test's accessibility hierarchy, as one of the tools wrote it beside its screenshot:
/// every element with an id or a label, and its rectangle in the dump's own unit. Plain
/// values: the readers know nothing of specs, and the resolve stage maps the rectangles onto
/// the canvas through the screenshot (`ScreenMapping`).
package struct HierarchyDump: Hashable, Sendable {
    /// The tool that wrote it, as told from its content.
    package let format: DumpFormat
    /// Every element, in document order (windows and nesting flattened).
    package let elements: [DumpElement]
    /// What was read past, with a warning: bytes not valid in the declared encoding.
    package let notes: [String]

    package init(format: DumpFormat, elements: [DumpElement], notes: [String] = []) {
        (self.format, self.elements, self.notes) = (format, elements, notes)
    }

    /// How wide the screen is in the dump's unit: the widest right edge of an element that
    /// starts at the screen's left (a window, or the app's root view). Never the root's own
    /// `width`, which can be the app's area, and never an element that starts off screen.
    var screenWidth: Double? {
        elements.filter { $0.frame.minX <= 0.5 && $0.frame.width > 0 }.map(\.frame.maxX).max()
    }
}

/// One element of a dump.
package struct DumpElement: Hashable, Sendable {
    /// What an `id` selector matches: `resource-id` whole and after `:id/`, the identifier, or
    /// Appium's `name` (which is the label where there is no identifier).
    package let ids: [String]
    /// What a `label` selector matches: content-desc, text, label, accessibilityText.
    package let labels: [String]
    /// The class or element type (`android.widget.Button`, `Button`).
    package let type: String
    /// In the dump's unit (pixels or points), as the tool wrote it.
    package let frame: Rect
    /// Where it starts in the file (XML and `debugDescription`), for messages.
    package let line: Int?

    package init(ids: [String], labels: [String], type: String, frame: Rect, line: Int? = nil) {
        (self.ids, self.labels, self.type, self.frame, self.line) = (ids, labels, type, frame, line)
    }

    /// The id as the dump writes it (the full `resource-id`), for listings.
    package var shownID: String? { ids.first }
    /// The id as a spec names it: after `:id/` where the dump has a prefix (`share`).
    package var shortID: String? { ids.last }
    package var shownLabel: String? { labels.first }
}

/// The tools whose dumps are read.
package enum DumpFormat: String, CaseIterable, Hashable, Sendable {
    /// `adb shell uiautomator dump`: `<hierarchy rotation>` of `<node bounds="[l,t][r,b]">`.
    case uiautomator
    /// androidx `UiDevice.dumpWindowHierarchy`: every window root, `visible-to-user`.
    case uiautomatorWindows
    /// Appium UiAutomator2's page source: tags are class names.
    case appiumAndroid
    /// Appium XCUITest (WebDriverAgent) page source: `XCUIElementType…` tags in points.
    case appiumIOS
    /// `XCUIApplication().debugDescription`, its `Element subtree:`.
    case debugDescription
    /// `maestro hierarchy` JSON (Android or iOS).
    case maestro

    /// What a listing calls it.
    package var title: String {
        switch self {
        case .uiautomator: "uiautomator dump"
        case .uiautomatorWindows: "UiDevice.dumpWindowHierarchy"
        case .appiumAndroid: "Appium UiAutomator2 page source"
        case .appiumIOS: "Appium XCUITest page source"
        case .debugDescription: "XCUIApplication debugDescription"
        case .maestro: "maestro hierarchy"
        }
    }

    /// The unit its rectangles are in; `nil` where only the screenshot can tell (Maestro
    /// writes Android pixels and iOS points in the same shape).
    package var unit: DumpUnit? {
        switch self {
        case .uiautomator, .uiautomatorWindows, .appiumAndroid: .pixels
        case .appiumIOS, .debugDescription: .points
        case .maestro: nil
        }
    }
}

/// Android dumps are in the screen's pixels, iOS dumps in points.
package enum DumpUnit: String, Hashable, Sendable {
    case pixels, points
}

/// Why a file is not a dump Fukidashi reads.
package struct DumpProblem: Error, Hashable, Sendable {
    package let message: String
    package let line: Int?

    package init(_ message: String, line: Int? = nil) {
        (self.message, self.line) = (message, line)
    }
}

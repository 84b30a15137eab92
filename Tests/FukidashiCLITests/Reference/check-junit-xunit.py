# Checks a JUnit XML file against the rules of the schema Jenkins' xUnit plugin validates
# reports with before it reads them: junit-10.xsd, in github.com/jenkinsci/xunit-plugin,
# src/main/resources/org/jenkinsci/plugins/xunit/types/model/xsd/junit-10.xsd (MIT licence,
# Gregory Boissinot). Its rules are restated here, element by element, in this checker's own
# words, since the schema file itself cannot be committed to this repository; where a copy of
# it is at hand (FUKIDASHI_JUNIT_XSD, or shared/schemas/junit-10.xsd beside the repository), the
# test also runs `xmllint --schema junit-10.xsd FILE`, the same check.
# Prints each violation and exits 1, or prints "valid" and exits 0.
import re, sys
import xml.etree.ElementTree as ET

# Each element: the attributes it may have, those it must have, and its allowed children
# (None: text only).
RESULT = ({"type", "message"}, set(), None)
RERUN = ({"message", "type"}, {"type"}, {"stackTrace", "system-out", "system-err"})
RULES = {
    "testsuites": ({"name", "time", "tests", "failures", "errors"}, set(), {"testsuite"}),
    "testsuite": (
        {"name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp", "hostname", "id", "package", "file", "log", "url"},
        {"name", "tests", "failures", "errors"},
        {"testsuite", "properties", "testcase", "system-out", "system-err"},
    ),
    "testcase": (
        {"name", "time", "classname", "group"},
        {"name"},
        {"skipped", "error", "failure", "rerunFailure", "rerunError", "flakyFailure", "flakyError", "system-out", "system-err"},
    ),
    "failure": RESULT, "error": RESULT, "skipped": RESULT,
    "rerunFailure": RERUN, "rerunError": RERUN, "flakyFailure": RERUN, "flakyError": RERUN,
    "properties": (set(), set(), {"property"}),
    "property": ({"name", "value"}, {"name", "value"}, set()),
    "system-out": (set(), set(), None), "system-err": (set(), set(), None), "stackTrace": (set(), set(), None),
}
# The schema's SUREFIRE_TIME, for the time of a testsuite and of testsuites.
TIME = re.compile(r"(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]*)?")

problems = []
def check(element, where):
    if element.tag not in RULES:
        problems.append(f"{where}: no element <{element.tag}> in the schema")
        return
    allowed, required, children = RULES[element.tag]
    for name in element.attrib:
        if name not in allowed:
            problems.append(f"{where}: <{element.tag}> has no attribute '{name}' in the schema")
    for name in required - set(element.attrib):
        problems.append(f"{where}: <{element.tag}> lacks the required attribute '{name}'")
    if element.tag in ("testsuite", "testsuites") and "time" in element.attrib and not TIME.fullmatch(element.attrib["time"]):
        problems.append(f"{where}: <{element.tag}> time '{element.attrib['time']}' is no SUREFIRE_TIME")
    for index, child in enumerate(element):
        if children is None or child.tag not in children:
            problems.append(f"{where}: <{element.tag}> may not hold <{child.tag}>")
        check(child, f"{where}/{child.tag}[{index}]")

root = ET.parse(sys.argv[1]).getroot()
if root.tag not in ("testsuites", "testsuite"):
    problems.append(f"the root is <{root.tag}>, not <testsuites> or <testsuite>")
check(root, root.tag)
print("\n".join(problems) if problems else "valid")
sys.exit(1 if problems else 0)

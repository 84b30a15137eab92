# Reads a JUnit XML file with junitparser, an independent reader, and prints what it found
# as JSON: the totals and each testcase's class name, name, time, results and system-out.
import json, sys
from junitparser import JUnitXml
xml = JUnitXml.fromfile(sys.argv[1])
cases = []
for suite in xml:
    for case in suite:
        kinds = [type(r).__name__ for r in case.result]
        messages = [r.message for r in case.result]
        cases.append({"suite": suite.name, "classname": case.classname, "name": case.name, "time": case.time,
                      "results": kinds, "messages": messages, "out": case.system_out})
print(json.dumps({"tests": xml.tests, "failures": xml.failures, "errors": xml.errors, "cases": cases}))

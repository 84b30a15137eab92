#!/usr/bin/env python3
"""Every module a target imports is one it declares in Package.swift.

SwiftPM lets a target import any module built before it, so an undeclared import compiles
until the graph changes (and a transitive C module would let a stage reach C). The stages'
separation itself is the compiler's: a stage that does not depend on another cannot see it.
This checks the declarations that make that true. Exits 1, naming each file and module.
"""
import json, pathlib, re, subprocess, sys

root = pathlib.Path(__file__).resolve().parent.parent
# The toolchain's and the system's own modules, which need no declaration.
system = {"Glibc", "Darwin", "Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch", "Synchronization",
          "Testing", "XCTest", "_Concurrency", "Swift"}
package = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=root, check=True,
                                    capture_output=True, text=True).stdout)
importer = re.compile(r"^\s*(?:@testable\s+|@_exported\s+|@preconcurrency\s+)?import\s+(?:struct\s+|enum\s+|class\s+|func\s+)?(\w+)", re.M)
problems = []
for target in package["targets"]:
    if target["type"] == "system":
        continue
    folder = root / ("Tests" if target["type"] == "test" else "Sources") / target["name"]
    declared = {list(d.values())[0][0] for d in target["dependencies"]} | {target["name"]}
    for path in sorted(folder.rglob("*.swift")):
        for module in importer.findall(path.read_text()):
            if module not in declared and module not in system:
                problems.append(f"{path.relative_to(root)}: imports {module}, which target {target['name']} does not declare")
if problems:
    print("check-imports: undeclared dependencies:", *problems, sep="\n  ", file=sys.stderr)
    sys.exit(1)
print(f"check-imports: every import of {len(package['targets'])} targets is a declared dependency")

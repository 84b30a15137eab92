#!/usr/bin/env python3
"""At most ten error types, and no line printed as an error by hand.

A problem with an input reaches the user as a `Diagnostic` (file, JSON path, variant,
severity); the few error types below it each say one kind of failure and are turned into a
Diagnostic where they are reported. A new error type is a new way to fail that every
reporter must learn, so it has to replace one. Exits 1, naming what is over.
"""
import pathlib, re, sys

LIMIT = 10
root = pathlib.Path(__file__).resolve().parent.parent
declaration = re.compile(r"^\s*(?:(?:public|package|private|fileprivate|internal)\s+)?(?:final\s+)?(?:struct|enum|class)\s+(\w+)\s*:([^{]*)\{", re.M)
# "fukidashi: error:" or "error:" written into a string instead of Diagnostic's own line.
by_hand = re.compile(r'(?:"|: )(?:error|warning): ')
types, problems = [], []
for path in sorted((root / "Sources").rglob("*.swift")):
    text = path.read_text()
    for name, conformances in declaration.findall(text):
        if re.search(r"\bError\b", conformances):
            types.append(f"{path.relative_to(root)}: {name}")
    for number, line in enumerate(text.splitlines(), 1):
        if not line.lstrip().startswith("//") and by_hand.search(line):
            problems.append(f"{path.relative_to(root)}:{number}: prints an error by hand; say it with a Diagnostic")
if len(types) > LIMIT:
    problems.append(f"{len(types)} error types, past {LIMIT}; fold the new one into one of these:\n    " + "\n    ".join(types))
if problems:
    print("check-errors:", *problems, sep="\n  ", file=sys.stderr)
    sys.exit(1)
print(f"check-errors: {len(types)} error types (at most {LIMIT}), no error line printed by hand")

#!/usr/bin/env python3
"""The drawing of the targets in docs/architecture.md, made from Package.swift.

    scripts/architecture.py           rewrite the drawing between its markers
    scripts/architecture.py --check   fail if the drawing is not Package.swift's (scripts/test.sh)

Package.swift is the truth: each target, what it depends on, and so which way the pipeline
runs. The drawing is a Mermaid flowchart (GitHub draws it; it reads as text too) with an
arrow from each target to each target it depends on, test targets left out.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "architecture.md"
BEGIN = "<!-- targets: made from Package.swift by scripts/architecture.py; do not edit by hand -->"
END = "<!-- end of targets -->"


def targets(manifest: str) -> list[tuple[str, str, list[str]]]:
    """(kind, name, dependencies) of every target but the tests, in the manifest's order."""
    found = []
    for match in re.finditer(r"\.(target|executableTarget|systemLibrary|testTarget)\(\s*name:\s*\"(\w+)\"", manifest):
        kind, name = match.groups()
        if kind == "testTarget":
            continue
        # The target's arguments run to the parenthesis that closes its call.
        depth, end = 0, match.start()
        for end in range(match.start(), len(manifest)):
            depth += {"(": 1, ")": -1}.get(manifest[end], 0)
            if depth == 0 and manifest[end] == ")":
                break
        body = manifest[match.end():end]
        listed = re.search(r"dependencies:\s*\[(.*?)\]\s*(?:,\s*\w+:|$)", body, re.S)
        deps = re.findall(r"^\s*\"(\w+)\"|,\s*\"(\w+)\"", listed.group(1), re.M) if listed else []
        names = [a or b for a, b in deps]
        products = re.findall(r"\.product\(name:\s*\"(\w+)\"", listed.group(1)) if listed else []
        found.append((kind, name, names + [f"{p} (package)" for p in products]))
    return found


# What a stage may not reach, directly or through what it depends on: the compiler holds each
# line only while the graph does, so the graph is checked here.
BOUNDS = [
    ("FukidashiLayout", {"FukidashiModel", "FukidashiSpec", "FukidashiResolve", "FukidashiJSONParser", "FukidashiStrings"},
     "layout reads the resolved tree alone: no decoded type, no JSON parser, no string table"),
    ("FukidashiTree", {"FukidashiModel", "FukidashiSpec", "FukidashiResolve", "FukidashiJSONParser", "FukidashiStrings"},
     "the resolved tree is made of plain values"),
]


def reach(name: str, graph: dict[str, list[str]]) -> set[str]:
    """Every target `name` depends on, directly or not."""
    seen: set[str] = set()
    todo = list(graph.get(name, []))
    while todo:
        dep = todo.pop()
        if dep not in seen:
            seen.add(dep)
            todo += graph.get(dep, [])
    return seen


def bound_problems(manifest: str) -> list[str]:
    graph = {name: deps for _, name, deps in targets(manifest)}
    c_modules = {name for kind, name, _ in targets(manifest) if kind == "systemLibrary" or (name.startswith("C") and name[1].isupper())}
    problems = []
    for name, forbidden, why in BOUNDS:
        for dep in sorted(reach(name, graph) & (forbidden | c_modules)):
            problems.append(f"Package.swift: {name} reaches {dep}, which it must not ({why})")
    return problems


def drawing(manifest: str) -> str:
    lines = ["```mermaid", "flowchart BT"]
    ours = targets(manifest)
    own = {name for _, name, _ in ours}
    for kind, name, _ in ours:
        # C modules are cylinders, programs are boxes with bars, the stages plain boxes.
        is_c = kind == "systemLibrary" or (name.startswith("C") and name[1].isupper())
        shape = f'{name}[("{name}")]' if is_c else f"{name}[[{name}]]" if kind == "executableTarget" else f"{name}[{name}]"
        lines.append(f"    {shape}")
    packages = sorted({d for _, _, deps in ours for d in deps if d not in own})
    for package in packages:
        node = re.sub(r"\W", "", package)
        lines.append(f'    {node}{{{{"{package}"}}}}')
    for _, name, deps in ours:
        for dep in deps:
            lines.append(f"    {name} --> {re.sub(r'[^A-Za-z0-9_]', '', dep) if dep not in own else dep}")
    lines.append("```")
    return "\n".join(lines)


def main() -> int:
    manifest = (ROOT / "Package.swift").read_text()
    doc = DOC.read_text()
    start, stop = doc.index(BEGIN) + len(BEGIN), doc.index(END)
    wanted = doc[:start] + "\n" + drawing(manifest) + "\n" + doc[stop:]
    if "--check" in sys.argv[1:]:
        problems = bound_problems(manifest)
        for problem in problems:
            print(problem, file=sys.stderr)
        if wanted != doc:
            print("docs/architecture.md: the drawing of the targets is not Package.swift's; run scripts/architecture.py", file=sys.stderr)
            return 1
        return 1 if problems else 0
    DOC.write_text(wanted)
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""The folders inside Sources/Fukidashi must not depend on each other in a circle.

A folder depends on another when one of its files names a type declared at the top level
of a file in the other. Prints the dependencies; exits 1, naming the types, on a cycle.
"""
import pathlib, re, sys

root = pathlib.Path(__file__).resolve().parent.parent / "Sources" / "Fukidashi"
declaration = re.compile(r"^(?:(?:public|package|internal|private|fileprivate|final|indirect)\s+)*(?:struct|class|enum|protocol|typealias|actor)\s+(\w+)", re.M)
comments = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
strings = re.compile(r'"(?:[^"\\\n]|\\.)*"')

files = {path: path.parent.name for path in root.glob("*/*.swift")}
owner = {}
for path, folder in files.items():
    for name in declaration.findall(path.read_text()):
        owner[name] = folder

edges = {}
for path, folder in files.items():
    text = strings.sub('""', comments.sub("", path.read_text()))
    for word in set(re.findall(r"\b[A-Z]\w*\b", text)):
        target = owner.get(word)
        if target and target != folder:
            edges.setdefault((folder, target), set()).add(f"{path.name} uses {word}")

graph = {}
for (a, b) in edges:
    graph.setdefault(a, set()).add(b)
for a in sorted(graph):
    print(f"{a} -> {', '.join(sorted(graph[a]))}")

def cycle_from(start):
    stack, seen = [(start, [start])], set()
    while stack:
        node, trail = stack.pop()
        for nxt in graph.get(node, ()):
            if nxt == start:
                return trail + [start]
            if nxt not in seen:
                seen.add(nxt)
                stack.append((nxt, trail + [nxt]))
    return None

for folder in sorted(graph):
    cycle = cycle_from(folder)
    if cycle:
        print("check-architecture: folders depend on each other in a circle: " + " -> ".join(cycle), file=sys.stderr)
        for a, b in zip(cycle, cycle[1:]):
            print(f"  {a} -> {b}: " + "; ".join(sorted(edges[(a, b)])[:4]), file=sys.stderr)
        sys.exit(1)
print("check-architecture: no folder depends on itself through others")

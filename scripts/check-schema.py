#!/usr/bin/python3
"""Validates JSON files against a JSON Schema with the independent `jsonschema` package
(Debian's python3-jsonschema), for the schema tests. Usage: check-schema.py SCHEMA FILE...
Prints "schema ok" (the schema itself is valid draft 2020-12), then per file one line:
"valid FILE" or "invalid FILE: first error at its JSON path" ("unreadable FILE" if not JSON)."""
import json
import sys

import jsonschema

schema = json.load(open(sys.argv[1], encoding="utf-8"))
jsonschema.Draft202012Validator.check_schema(schema)
print("schema ok")
validator = jsonschema.Draft202012Validator(schema)
for path in sys.argv[2:]:
    try:
        document = json.load(open(path, encoding="utf-8"))
    except ValueError:
        print(f"unreadable {path}")
        continue
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    if errors:
        where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in errors[0].absolute_path) or "$"
        print(f"invalid {path}: {where}: {errors[0].message[:160]}")
    else:
        print(f"valid {path}")

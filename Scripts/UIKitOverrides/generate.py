#!/usr/bin/env python3
"""Copies the UIKit controls' shared overrides from Overrides.swift.template into each control.

A control asks for blocks with a begin marker in its class body, and the script writes them up to the end marker:

        // Generated from Scripts/UIKitOverrides (touches, presses): do not edit.
        ...
        // End of generated overrides.

`generate.py` rewrites every control under Sources/ObserverKitUIKit; `generate.py --check` changes nothing and
exits 1, naming each control whose copy differs from the template (CI runs it in the lint stage).
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parents[2]
template = pathlib.Path(__file__).with_name("Overrides.swift.template")
sources = root / "Sources" / "ObserverKitUIKit"
begin = re.compile(
    r"^ *// Generated from Scripts/UIKitOverrides \((?P<names>[a-z, ]+)\): do not edit\.$")
end = re.compile(r"^ *// End of generated overrides\.$")


def read_blocks():
    blocks, name = {}, None
    for line in template.read_text().splitlines():
        found = re.match(r"^// block: ([a-z]+)$", line)
        if found:
            name = found.group(1)
            blocks[name] = []
        elif name:
            blocks[name].append(line)
    return {name: "\n".join(lines).strip("\n") for name, lines in blocks.items()}


def generate(path, blocks):
    lines, out, index = path.read_text().splitlines(keepends=True), [], 0
    while index < len(lines):
        line = lines[index]
        out.append(line)
        found = begin.match(line.rstrip("\n"))
        index += 1
        if not found:
            continue
        names = [name.strip() for name in found.group("names").split(",")]
        unknown = [name for name in names if name not in blocks]
        if unknown:
            sys.exit(f"{path.relative_to(root)}: no block named {', '.join(unknown)} in {template.name}")
        out.append("\n\n".join(blocks[name] for name in names) + "\n")
        while index < len(lines) and not end.match(lines[index].rstrip("\n")):
            index += 1
        if index == len(lines):
            sys.exit(f"{path.relative_to(root)}: a generated region has no end marker")
    return "".join(out)


def main():
    check = "--check" in sys.argv[1:]
    blocks, stale = read_blocks(), []
    for path in sorted(sources.rglob("*.swift")):
        before = path.read_text()
        after = generate(path, blocks)
        if after != before:
            stale.append(str(path.relative_to(root)))
            if not check:
                path.write_text(after)
    if check and stale:
        print("generated overrides are not current (run python3 Scripts/UIKitOverrides/generate.py):")
        print("\n".join("  " + name for name in stale))
        sys.exit(1)
    if not check:
        print("\n".join(f"updated {name}" for name in stale) or "every control is current")


main()

#!/usr/bin/env python3
"""Type-checks every Swift example of a module's landing page and of its DocC extension files
(`<Catalog>.docc/Extensions/*.md`, which give each public type its example) against the modules that
30-documentation.sh has just built.

usage: check-examples.py BUILD_DIR CATALOG IMPORT [IMPORT ...] [--also ARTICLE_GLOB ...]

--also adds the Swift examples of articles of the catalog (`Operators/*.md`), whose examples are all code a
reader runs as written. --symbols GRAPH_DIR checks that every public type of the module (class, structure,
enumeration, protocol, type alias, in GRAPH_DIR's `Module.symbols.json`) has a compiling example: in its
extension file, or else in its doc comment.

BUILD_DIR is a SwiftPM build folder (`.build/docs-build`) whose debug/Modules holds the modules; each example is
compiled in a file of its own that imports IMPORT... (a backend, which re-exports ObserverKit). An example is the
body of a main-actor function, as code in a view controller is; declarations at its top level (a class, an
`@Observable` model) and its `import` lines are lifted to the file's top level, in order. Any error fails.
"""

import functools
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

DECLARATION = re.compile(r"^(@\w+|final class |class |struct |enum |protocol |extension |actor )")


TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"}


def documented_type(path):
    """The symbol an extension file documents (`# ``ObservableSlider/Action``` → ObservableSlider.Action)."""
    with open(path) as file:
        match = re.match(r"# ``(?:ObserverKit(?:Headless|UIKit|GTK)?/)?([^`]+)``", file.readline())
    return match.group(1).replace("/", ".") if match and "Extensions" in path else None


def examples(catalog, also):
    landing = os.path.join(catalog, os.path.basename(catalog).removesuffix(".docc") + ".md")
    articles = [path for pattern in also for path in sorted(glob.glob(os.path.join(catalog, pattern)))]
    for path in [landing] + sorted(glob.glob(os.path.join(catalog, "Extensions", "*.md"))) + articles:
        if not os.path.exists(path):
            continue
        with open(path) as file:
            text = file.read()
        for number, block in enumerate(re.findall(r"^```swift\n(.*?)^```$", text, re.S | re.M)):
            yield f"{os.path.relpath(path)} (example {number + 1})", block, documented_type(path)


def source(block, imports, name):
    """The file for one example: its imports and declarations at top level, the rest in a function."""
    lifted_imports, declarations, body = [], [], []
    lines = block.splitlines()
    index = 0
    while index < len(lines):
        line = lines[index]
        if line.startswith("import "):
            lifted_imports.append(line)
        elif DECLARATION.match(line):
            # A declaration runs to the first line that closes it at column 0.
            while index < len(lines):
                declarations.append(lines[index])
                if lines[index] == "}":
                    break
                index += 1
        else:
            body.append("    " + line if line else "")
        index += 1
    header = [f"import {module}" for module in imports] + lifted_imports
    return "\n".join(
        header + [""] + declarations + ["", "@MainActor", f"func {name}() {{"] + body + ["}", ""]
    )


def main():
    build, catalog, *rest = sys.argv[1:]
    imports, also, graphs = [], [], None
    while rest:
        argument = rest.pop(0)
        if argument == "--also":
            also.append(rest.pop(0))
        elif argument == "--symbols":
            graphs = rest.pop(0)
        else:
            imports.append(argument)
    found = list(examples(catalog, also))
    if not found:
        sys.exit(f"FAIL: no examples in {catalog}/Extensions")
    modules = os.path.join(build, "debug", "Modules")
    flags = ["-I", modules]
    for module_map in glob.glob(os.path.join(build, "debug", "*.build", "module.modulemap")):
        flags += ["-Xcc", f"-fmodule-map-file={module_map}"]
    for include in glob.glob("Sources/*/include") + glob.glob("Backends/GTK/Sources/*/include"):
        flags += ["-Xcc", f"-I{include}"]
    if os.path.exists("Backends/GTK/Sources/CGtk4/module.modulemap") and "ObserverKitGTK" in imports:
        flags += ["-Xcc", "-fmodule-map-file=Backends/GTK/Sources/CGtk4/module.modulemap"]
        cflags = subprocess.run(["pkg-config", "--cflags", "gtk4"], capture_output=True, text=True, check=True)
        for flag in cflags.stdout.split():
            flags += ["-Xcc", flag]
    folder = tempfile.mkdtemp(prefix="docs-examples-")
    try:
        compiles = functools.partial(typechecks, folder, flags, imports)
        failed = [where for where, block, _ in found if not compiles(where, block)]
        print(f"{catalog}: {len(found) - len(failed)} of {len(found)} examples compile")
        if graphs:
            failed += types_without_example(graphs, {symbol for _, _, symbol in found}, compiles)
        if failed:
            sys.exit(1)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def typechecks(folder, flags, imports, where, block):
    path = os.path.join(folder, "Example.swift")
    with open(path, "w") as file:
        file.write(source(block, imports, "example"))
    command = ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "Examples"] + flags + [path]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0 or "error:" in result.stderr:
        print(f"FAIL {where}:\n{result.stderr}", flush=True)
        return False
    return True


def types_without_example(graphs, with_extension_example, compiles):
    """The module's public types that have no compiling example (failures of the examples already reported)."""
    missing = []
    for graph in glob.glob(os.path.join(graphs, "*.symbols.json")):
        if "@" in os.path.basename(graph):
            continue
        with open(graph) as file:
            symbols = json.load(file)["symbols"]
        for symbol in symbols:
            if symbol["kind"]["identifier"] not in TYPE_KINDS:
                continue
            name = ".".join(symbol["pathComponents"])
            if name in with_extension_example:
                continue
            comment = "\n".join(line["text"] for line in symbol.get("docComment", {}).get("lines", []))
            blocks = re.findall(r"^```swift\n(.*?)^```$", comment, re.S | re.M)
            if not any(compiles(f"{name}'s doc comment", block) for block in blocks):
                missing.append(name)
    checked = os.path.basename(graphs)
    if missing:
        print(f"FAIL {checked}: no compiling example for {', '.join(sorted(missing))}")
    else:
        print(f"{checked}: every public type has a compiling example")
    return missing


if __name__ == "__main__":
    main()

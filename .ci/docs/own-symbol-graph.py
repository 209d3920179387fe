#!/usr/bin/env python3
"""Keeps a module's own symbols out of the symbol graph the compiler emitted for it.

usage: own-symbol-graph.py GRAPH.symbols.json SOURCE_DIR OUTPUT_DIR

GRAPH is the module's graph or one of its extension graphs (`Module@Swift.symbols.json`).

Each backend module `@_exported import`s ObserverKit (and the UIKit backend, on Linux, UIKitInterface with all of
Foundation), and the compiler puts every re-exported symbol into the re-exporting module's graph. DocC would then
document ObserverKit's types once more under each backend. This keeps what the module itself declares (declared
in a file under SOURCE_DIR, or a protocol's default implementation that Swift synthesizes on one of the module's
own types), and moves the module's extensions of other modules' types (`ControlEvent.init(_:)` in the UIKit
backend) into `Module@Other.symbols.json`, as the compiler does for modules it does not re-export, so DocC lists
them under "Extended Modules".
"""

import json
import os
import re
import sys

PARENT_KINDS = {"memberOf", "defaultImplementationOf", "requirementOf", "optionalRequirementOf"}


def module_of(usr):
    """The module a Swift USR belongs to: `s:11ObserverKit12ControlEventV` → ObserverKit."""
    match = re.match(r"s:(\d+)", usr)
    if not match:
        return None
    length = int(match.group(1))
    start = match.end()
    return usr[start : start + length]


def main():
    graph_path, source_dir, output_dir = sys.argv[1:4]
    source_dir = os.path.abspath(source_dir).rstrip("/") + "/"
    with open(graph_path) as file:
        graph = json.load(file)
    name = graph["module"]["name"]
    symbols = {symbol["identifier"]["precise"]: symbol for symbol in graph["symbols"]}

    def declared_here(symbol):
        uri = symbol.get("location", {}).get("uri", "")
        return uri.startswith("file://") and uri[len("file://") :].startswith(source_dir)

    own = {usr for usr, symbol in symbols.items() if declared_here(symbol)}
    # Default implementations and inherited members that Swift synthesizes on the module's own types.
    own |= {usr for usr in symbols if "::SYNTHESIZED::" in usr and usr.split("::SYNTHESIZED::")[1] in own}

    extended = {}  # usr of an own symbol whose parent is another module's type -> that module
    for relation in graph["relationships"]:
        source, target = relation["source"], relation["target"]
        if source in own and relation["kind"] in PARENT_KINDS and target not in own:
            other = module_of(target)
            if other and other != name:
                extended[source] = other

    def fallback(relation):
        target = relation["target"]
        if target in symbols and "targetFallback" not in relation:
            symbol = symbols[target]
            module = module_of(target) or name
            relation = dict(relation, targetFallback=".".join([module] + symbol["pathComponents"]))
        return relation

    outputs = {name: ([], [])}
    for usr in sorted(own):
        outputs.setdefault(extended.get(usr, name), ([], []))[0].append(symbols[usr])
    for relation in graph["relationships"]:
        if relation["source"] in own:
            outputs.setdefault(extended.get(relation["source"], name), ([], []))[1].append(fallback(relation))

    os.makedirs(output_dir, exist_ok=True)
    for other, (kept_symbols, kept_relations) in outputs.items():
        file_name = os.path.basename(graph_path) if other == name else f"{name}@{other}.symbols.json"
        if not kept_symbols:
            continue
        with open(os.path.join(output_dir, file_name), "w") as file:
            json.dump(dict(graph, symbols=kept_symbols, relationships=kept_relations), file)
        print(f"{file_name}: {len(kept_symbols)} symbols, {len(kept_relations)} relationships")


if __name__ == "__main__":
    main()

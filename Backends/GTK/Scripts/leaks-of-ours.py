#!/usr/bin/env python3
"""Reads a valgrind --leak-check=full log of the GTK demo and lists the definitely or indirectly lost blocks that are
ObserverKit's: those allocated by our code or the Swift runtime on its behalf, that is, whose first frames above the
allocator are an ObserverKit symbol, a CGtkHelpers `okg_` function or the Swift runtime. Everything GTK, GLib,
fontconfig, pango or Mesa allocate inside their own code (their one-time caches) is theirs, and not judged here;
GTK objects that ObserverKit creates are checked by gtk-check instead (every widget is finalized once its window
closes). Exits 1 if any block is ours.

Usage: leaks-of-ours.py VALGRIND-LOG
"""
import re
import sys

records = []
current = None
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    body = re.sub(r"^==\d+== ?", "", line.rstrip("\n"))
    if re.search(r"are (definitely|indirectly) lost in loss record", body):
        current = [body]
        records.append(current)
    elif current is not None:
        if body.strip() == "":
            current = None
        else:
            current.append(body)

ALLOCATOR = re.compile(r"\b(malloc|calloc|realloc|memalign|posix_memalign|strdup|strndup)\b")
OURS = re.compile(r"ObserverKit|okg_|swift_|\$s")


def is_ours(record):
    frames = [line for line in record[1:] if line.strip().startswith(("at ", "by "))]
    above = [frame for frame in frames if not ALLOCATOR.search(frame)][:3]
    return any(OURS.search(frame) for frame in above)


ours = [record for record in records if is_ours(record)]
for record in ours:
    print("\n".join(record))
    print()
print(f"{len(records)} lost-block records, {len(ours)} of them ObserverKit's")
sys.exit(1 if ours else 0)

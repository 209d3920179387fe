#!/usr/bin/env python3
"""Checks a PNG the GTK demo saved: its size is the window's (WIDTHxHEIGHT, as the demo printed it) and it is not
blank (more than 16 distinct colours). Exits 1 otherwise.

Usage: check-screenshot.py PNG WIDTHxHEIGHT
"""
import struct
import sys
import zlib

path, size = sys.argv[1], sys.argv[2]
width, height = (int(part) for part in size.split("x"))
data = open(path, "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
chunks, offset = {}, 8
while offset < len(data):
    length, kind = struct.unpack(">I4s", data[offset:offset + 8])
    chunks.setdefault(kind, []).append(data[offset + 8:offset + 8 + length])
    offset += 12 + length
png_width, png_height, depth, colour = struct.unpack(">IIBB", chunks[b"IHDR"][0][:10])
channels = {2: 3, 6: 4}[colour]
raw = zlib.decompress(b"".join(chunks[b"IDAT"]))
stride = png_width * channels * depth // 8
colours, previous = set(), bytearray(stride)
for row in range(png_height):
    start = row * (stride + 1)
    kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
    for i in range(stride):
        left = line[i - channels] if i >= channels else 0
        up, corner = previous[i], previous[i - channels] if i >= channels else 0
        if kind == 1: line[i] = (line[i] + left) & 255
        elif kind == 2: line[i] = (line[i] + up) & 255
        elif kind == 3: line[i] = (line[i] + (left + up) // 2) & 255
        elif kind == 4:
            p = left + up - corner
            pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
            line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
    colours.update(bytes(line[i:i + 3]) for i in range(0, stride, channels))
    previous = line
print(f"{path}: {png_width}x{png_height}, {len(colours)} colours (window {width}x{height})")
ok = (png_width, png_height) == (width, height) and len(colours) > 16
sys.exit(0 if ok else 1)

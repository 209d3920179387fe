#!/usr/bin/env python3
"""Writes a fresh Swift package that pastes the ```swift test blocks of README.md and of the DocC articles that
have them (the control pages' claims) into test files, as a user pastes examples: top-level code in a test
target of a package that depends on the checkout by path, with no wrapper of ours.

usage: paste-examples.py CHECKOUT OUTPUT_DIR

Each source document becomes one test file (README.swift, Button.swift, ...) with the imports a user's test file
has; prints the number of @Test functions pasted, which the stage compares with what `swift test` ran.

The guides in BODIES say their examples are the bodies of test functions: each of their ```swift blocks that
asserts (`#expect(`) is pasted as the body of a `@MainActor @Test func`, as the guide tells its reader to, in a
file of its own (TestingYourScreensOnLinuxBodies.swift).
"""

import glob
import os
import re
import sys

IMPORTS = "import Foundation\nimport ObserverKitHeadless\nimport ObserverKitTesting\nimport Testing\n\n"

PACKAGE = """// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "PastedExamples",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "ObserverKit", path: "{checkout}")],
    targets: [
        .testTarget(
            name: "PastedExamplesTests",
            dependencies: [
                .product(name: "ObserverKitHeadless", package: "ObserverKit"),
                .product(name: "ObserverKitTesting", package: "ObserverKit"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
"""


BODIES = ["Sources/ObserverKitTesting/ObserverKitTesting.docc/TestingYourScreensOnLinux.md"]


def blocks(path):
    with open(path) as file:
        return re.findall(r"^```swift test\n(.*?)^```$", file.read(), re.S | re.M)


def bodies(path):
    """The guide's examples, each the body of a test function of its own."""
    with open(path) as file:
        found = re.findall(r"^```swift\n(.*?)^```$", file.read(), re.S | re.M)
    name = os.path.splitext(os.path.basename(path))[0]
    return [
        f"@MainActor @Test func {name[0].lower() + name[1:]}Example{number + 1}() {{\n"
        + "".join(f"    {line}\n" if line else "\n" for line in block.splitlines())
        + "}\n"
        for number, block in enumerate(found)
        if "#expect(" in block
    ]


def main():
    checkout, output = os.path.abspath(sys.argv[1]), sys.argv[2]
    sources = [os.path.join(checkout, "README.md")] + sorted(
        glob.glob(os.path.join(checkout, "Sources", "*", "*.docc", "**", "*.md"), recursive=True))
    tests_dir = os.path.join(output, "Tests", "PastedExamplesTests")
    os.makedirs(tests_dir, exist_ok=True)
    with open(os.path.join(output, "Package.swift"), "w") as file:
        file.write(PACKAGE.format(checkout=checkout))
    count = 0
    for source in sources:
        found = blocks(source)
        if not found:
            continue
        name = os.path.splitext(os.path.basename(source))[0]
        code = "\n".join(found)
        count += len(re.findall(r"@Test\b", code))
        with open(os.path.join(tests_dir, f"{name}.swift"), "w") as file:
            file.write(f"// Pasted from {os.path.relpath(source, checkout)}, as written there.\n" + IMPORTS + code)
    for guide in BODIES:
        functions = bodies(os.path.join(checkout, guide))
        count += len(functions)
        name = os.path.splitext(os.path.basename(guide))[0]
        with open(os.path.join(tests_dir, f"{name}Bodies.swift"), "w") as file:
            file.write(f"// The examples of {guide}, each the body of a test function, as the guide says.\n"
                       + IMPORTS + "\n".join(functions))
    print(count)


main()

#!/usr/bin/env bash
# Builds the DocC documentation of TransitionKitCore, TransitionKitTesting and TransitionKitUIKit
# with the toolchain's docc, without a plugin: symbol graphs from
# `swift package dump-symbol-graph`, then `docc convert` for each module with
# warnings as errors (a broken symbol link fails the build).
#
# Two checks run around the conversion (they need python3):
# - coverage: every public or open symbol declared in Sources/ has a doc
#   comment of its own (an override that only inherits its parent's comment
#   fails too); symbols the compiler synthesizes have no place in Sources/ and
#   are not checked;
# - curation: every top-level symbol of a module is listed under a topic of
#   its landing page, none in the automatic groups.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(TransitionKitCore TransitionKitTesting TransitionKitUIKit)

swift package dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols > /dev/null
graphs="$(swift build --show-bin-path)/../symbolgraph"

for module in "${modules[@]}"; do
  # Each module is converted with its own symbol graphs only.
  moduleGraphs=".build/symbol-graphs-$module"
  rm -rf "$moduleGraphs" && mkdir -p "$moduleGraphs"
  cp "$graphs/$module".symbols.json "$graphs/$module"@*.symbols.json "$moduleGraphs/" 2>/dev/null \
    || cp "$graphs/$module".symbols.json "$moduleGraphs/"
done

python3 - "$PWD" "${modules[@]}" <<'PYTHON'
"""Lists the public symbols declared in Sources/ without a doc comment of their own."""
import glob, json, sys

root, modules = sys.argv[1], sys.argv[2:]
sources = "file://" + root + "/Sources/"
missing = []
for module in modules:
    for path in sorted(glob.glob(f"{root}/.build/symbol-graphs-{module}/*.symbols.json")):
        with open(path) as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            location = symbol.get("location")
            # Extension blocks (of another module's types) carry no documentation of their own.
            if symbol["accessLevel"] not in ("public", "open") or not location:
                continue
            if symbol["kind"]["identifier"] == "swift.extension":
                continue
            if not location["uri"].startswith(sources):
                continue
            line = location["position"]["line"]
            comment = symbol.get("docComment") or {}
            lines = comment.get("lines") or []
            own = False
            # A comment of its own sits in the same file, right above the
            # declaration (attributes may come between); an inherited one
            # comes from the overridden declaration.
            if comment.get("uri") == location["uri"] and lines and "range" in lines[-1]:
                end = lines[-1]["range"]["end"]["line"]
                if end < line:
                    with open(location["uri"][len("file://"):]) as source:
                        between = source.read().split("\n")[end + 1 : line]
                    own = all(text.strip() == "" or text.strip().startswith("@") for text in between)
            if not own:
                file = location["uri"][len("file://" + root) + 1 :]
                name = ".".join(symbol["pathComponents"])
                missing.append(f"{file}:{line + 1}: {name}")
if missing:
    print(f"error: {len(missing)} public symbol(s) without a doc comment of their own:", file=sys.stderr)
    for entry in sorted(set(missing)):
        print("  " + entry, file=sys.stderr)
    sys.exit(1)
print("Documentation coverage: every public symbol declared in Sources/ is documented.")
PYTHON

for module in "${modules[@]}"; do
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir ".build/symbol-graphs-$module" \
    --output-path ".build/$module.doccarchive" \
    --warnings-as-errors
  echo "Documentation: .build/$module.doccarchive"
done

python3 - "$PWD" "${modules[@]}" <<'PYTHON'
"""Lists the top-level symbols that a landing page leaves to DocC's automatic groups."""
import json, sys

root, modules = sys.argv[1], sys.argv[2:]
uncurated = []
for module in modules:
    with open(f"{root}/.build/{module}.doccarchive/data/documentation/{module.lower()}.json") as file:
        page = json.load(file)
    for section in page.get("topicSections", []):
        if section.get("generated"):
            uncurated += [f"{module}: {section['title']}: {ref.rsplit('/', 1)[-1]}" for ref in section["identifiers"]]
if uncurated:
    print(f"error: {len(uncurated)} symbol(s) not curated under a topic of their landing page:", file=sys.stderr)
    for entry in uncurated:
        print("  " + entry, file=sys.stderr)
    sys.exit(1)
print("Curation: every top-level symbol is listed under a topic.")
PYTHON

#!/usr/bin/env bash
# Builds the DocC documentation of TransitionKitCore and TransitionKitTesting
# with the toolchain's docc, without a plugin: symbol graphs from
# `swift package dump-symbol-graph`, then `docc convert` for each module with
# warnings as errors (a broken symbol link fails the build).
set -euo pipefail
cd "$(dirname "$0")/.."

swift package dump-symbol-graph --minimum-access-level public > /dev/null
graphs="$(swift build --show-bin-path)/../symbolgraph"

for module in TransitionKitCore TransitionKitTesting; do
  # Each module is converted with its own symbol graphs only.
  moduleGraphs=".build/symbol-graphs-$module"
  rm -rf "$moduleGraphs" && mkdir -p "$moduleGraphs"
  cp "$graphs/$module".symbols.json "$graphs/$module"@*.symbols.json "$moduleGraphs/" 2>/dev/null \
    || cp "$graphs/$module".symbols.json "$moduleGraphs/"
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$moduleGraphs" \
    --output-path ".build/$module.doccarchive" \
    --warnings-as-errors
  echo "Documentation: .build/$module.doccarchive"
done

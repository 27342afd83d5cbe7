#!/usr/bin/env bash
# Builds the DocC documentation of TransitionKitCore with the toolchain's docc,
# without a plugin: symbol graphs from the compiler, then `docc convert` with
# warnings as errors (a broken symbol link fails the build).
set -euo pipefail
cd "$(dirname "$0")/.."

graphs=.build/symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs"
swift build --target TransitionKitCore \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
docc convert Sources/TransitionKitCore/TransitionKitCore.docc \
  --additional-symbol-graph-dir "$graphs" \
  --output-path .build/TransitionKitCore.doccarchive \
  --warnings-as-errors
echo "Documentation: .build/TransitionKitCore.doccarchive"

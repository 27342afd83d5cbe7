#!/usr/bin/env bash
# Builds the libFuzzer target (the TransitionKitCore sources and the Swift files of
# Fuzz/, compiled as one module with -sanitize=fuzzer,address) and runs it.
#
#   Scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]
#
# SECONDS defaults to 60. New interesting inputs go to .build-fuzz/corpus; the
# committed seeds in Fuzz/corpus are only read. A crash leaves its input as
# .build-fuzz/crash-*; replay it with: .build-fuzz/transitionkit-fuzz <file>
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
out=.build-fuzz
mkdir -p "$out/corpus"

sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done \
  < <(find Sources/TransitionKitCore -name '*.swift' -print0 | sort -z)
while IFS= read -r -d '' file; do sources+=("$file"); done \
  < <(find Fuzz -maxdepth 1 -name '*.swift' -print0 | sort -z)

echo "Building the fuzz target..."
swiftc -parse-as-library -swift-version 6 -O -g \
  -sanitize=fuzzer,address \
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility \
  -module-name TransitionKitFuzz -package-name TransitionKit \
  "${sources[@]}" \
  -o "$out/transitionkit-fuzz" 2> >(grep -v "Cannot export local symbol" >&2)

echo "Fuzzing for ${seconds} seconds..."
# The Swift backtracer would hold a crashing process; libFuzzer reports crashes itself.
SWIFT_BACKTRACE=enable=no "$out/transitionkit-fuzz" \
  -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$out/" -max_len=512 \
  "$@" "$out/corpus" Fuzz/corpus

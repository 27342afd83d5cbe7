#!/usr/bin/env bash
# Builds the libFuzzer targets (the TransitionKitCore sources and the Swift files of
# Fuzz/, or of Fuzz/Links/ for the URL tables, each compiled as one module with
# -sanitize=fuzzer,address) and runs them: the hierarchy target for SECONDS, then
# the URL target for a third of that (at least 10 s; LINK_SECONDS says otherwise).
#
#   Scripts/fuzz.sh [SECONDS] [extra libFuzzer flags for the hierarchy target...]
#
# SECONDS defaults to 60. New interesting inputs go to .build-fuzz/corpus and
# .build-fuzz/link-corpus; the committed seeds in Fuzz/corpus and
# Fuzz/Links/corpus are only read. A crash leaves its input as
# .build-fuzz/crash-* (or link-crash-*); replay it with
# .build-fuzz/transitionkit-fuzz <file> (or transitionkit-link-fuzz).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
out=.build-fuzz
mkdir -p "$out/corpus" "$out/link-corpus"
link_seconds="${LINK_SECONDS:-$((seconds / 3 > 10 ? seconds / 3 : 10))}"

# Builds a libFuzzer target from the core's sources and the Swift files of a folder.
#   build_target MODULE FOLDER OUTPUT
build_target() {
  local sources=()
  while IFS= read -r -d '' file; do sources+=("$file"); done \
    < <(find Sources/TransitionKitCore -name '*.swift' -print0 | sort -z)
  while IFS= read -r -d '' file; do sources+=("$file"); done \
    < <(find "$2" -maxdepth 1 -name '*.swift' -print0 | sort -z)
  swiftc -parse-as-library -swift-version 6 -O -g \
    -sanitize=fuzzer,address \
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility \
    -module-name "$1" -package-name TransitionKit \
    "${sources[@]}" \
    -o "$3" 2> >(grep -v "Cannot export local symbol" >&2)
}

echo "Building the fuzz target..."
build_target TransitionKitFuzz Fuzz "$out/transitionkit-fuzz"

echo "Fuzzing for ${seconds} seconds..."
# The Swift backtracer would hold a crashing process; libFuzzer reports crashes itself.
SWIFT_BACKTRACE=enable=no "$out/transitionkit-fuzz" \
  -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$out/" -max_len=512 \
  "$@" "$out/corpus" Fuzz/corpus

echo "Building the URL table fuzz target..."
build_target TransitionKitLinkFuzz Fuzz/Links "$out/transitionkit-link-fuzz"

echo "Fuzzing the URL tables for ${link_seconds} seconds..."
SWIFT_BACKTRACE=enable=no "$out/transitionkit-link-fuzz" \
  -max_total_time="$link_seconds" -print_final_stats=1 -artifact_prefix="$out/link-" -max_len=256 \
  "$out/link-corpus" Fuzz/Links/corpus

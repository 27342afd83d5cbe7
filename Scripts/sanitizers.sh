#!/usr/bin/env bash
# Runs the whole test suite under the thread sanitizer and the address
# sanitizer, each in its own build folder (.build-tsan, .build-asan) so that
# the main .build folder stays valid. Prints how long each run took.
#
#   Scripts/sanitizers.sh            # both
#   Scripts/sanitizers.sh address    # one of them
#
# Set TRANSITIONKIT_FUZZ_OPS to shorten the differential run inside the suite.
#
# Leak detection is off for the address sanitizer (ASAN_OPTIONS=detect_leaks=0,
# unless ASAN_OPTIONS is set): on Linux the XCTest runtime itself leaks at exit,
# and some tests keep deliberate reference cycles (corrupted trees, closures
# remembered on controllers). Releases are checked by the tests instead: the
# differential flows' release checks, the leak tracker, and the fuzz target.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$#" -eq 0 ]; then set -- thread address; fi

for sanitizer in "$@"; do
  case "$sanitizer" in
    thread) scratch=.build-tsan ;;
    address) scratch=.build-asan ;;
    *) echo "unknown sanitizer '$sanitizer' (thread or address)" >&2; exit 2 ;;
  esac
  echo "::group::swift test --sanitize=$sanitizer"
  start=$(date +%s)
  swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
  built=$(date +%s)
  if [ "$sanitizer" = address ]; then export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"; fi
  swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch"
  end=$(date +%s)
  echo "$sanitizer sanitizer: build $((built - start)) s, tests $((end - built)) s"
  echo "::endgroup::"
done

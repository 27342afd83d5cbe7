#!/usr/bin/env bash
# Long runs of the random flows, built with optimisations:
# the differential flows (each operation compared with the reference model)
# and the world flows (several windows, routers and coordinators of every
# kind, checked by their properties).
#
#   Scripts/property-run.sh [OPERATIONS] [SEED]
#
# OPERATIONS defaults to 10 000 000 for each harness; SEED (optional) is the
# first seed of both, random otherwise. Each harness prints its seed, and any
# failure with a shrunk reproduction. Builds into .build-release.
set -euo pipefail
cd "$(dirname "$0")/.."

operations="${1:-10000000}"
seed="${2:-}"
scratch=.build-release

swift build -c release --build-tests -Xswiftc -enable-testing --scratch-path "$scratch"

export TRANSITIONKIT_FUZZ_OPS="$operations" TRANSITIONKIT_WORLD_OPS="$operations"
if [[ -n "$seed" ]]; then
  export TRANSITIONKIT_FUZZ_SEED="$seed" TRANSITIONKIT_WORLD_SEED="$seed"
fi
start=$(date +%s)
swift test -c release --skip-build --scratch-path "$scratch" \
  --filter 'randomFlowsMatchTheReferenceModel|randomFlowsKeepEveryProperty'
echo "Property run of $operations operations per harness took $(($(date +%s) - start)) s"

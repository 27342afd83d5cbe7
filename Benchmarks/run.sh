#!/usr/bin/env bash
# Runs every benchmark group (P1–P4) and writes Benchmarks/RESULTS.md from
# this run's figures. Usage: Benchmarks/run.sh (from anywhere).
set -euo pipefail
cd "$(dirname "$0")"

results=.build/results
rm -rf "$results"
mkdir -p "$results"

# P1, P2 and P4 medians: the package-benchmark harness, with the median (and
# the other percentiles) of every metric exported per benchmark.
swift package --disable-sandbox benchmark \
  --format histogramPercentiles --path "$results" --time-units nanoseconds --no-progress \
  2>&1 | tee "$results/harness.log"

# P3 and P4 pass/fail checks: one measured run each, release build.
swift build -c release --product transitionkit-checks
checks=$(swift build -c release --show-bin-path)/transitionkit-checks
"$checks" memory 1000000 | tee "$results/memory.txt" || true
"$checks" memory-log 1000000 | tee "$results/memory-log.txt" || true
"$checks" flows 10000 20 | tee "$results/flows.txt" || true

# P1 in instructions, which do not depend on the machine's load, with and
# without a renderer attached to the window's mount stream.
./callgrind.sh floor model full-stack push-route model-mounted full-stack-mounted | tee "$results/callgrind.md" || true

# P2 in instructions: the cost of one more element at N = 100 and at
# N = 10 000, for the scaling rows and the shapes the harness does not time.
./scaling-check.sh "$results" | tee "$results/scaling-check.txt" || true

# P4 in instructions: flows of 20 transitions and a snapshot comparison,
# per flow (runs of 250 and 500 flows), for the 10 000 flows of the target.
PAIRS_LOW=250 PAIRS_HIGH=500 ./callgrind.sh flows | tee "$results/callgrind-flows.md" || true

# Written aside first: redirecting straight into RESULTS.md would empty it
# before the report reads the commit, which would then count as modified.
python3 report.py "$results" > "$results/RESULTS.md"
mv "$results/RESULTS.md" RESULTS.md
echo "Wrote $(pwd)/RESULTS.md"

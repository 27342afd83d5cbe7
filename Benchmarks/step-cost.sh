#!/usr/bin/env bash
# P1 on its own: the medians of one push + pop pair (package-benchmark's
# StepCost target) and its instruction counts (callgrind.sh), written as the
# last section of Benchmarks/RESULTS.md with the date, commit and processor;
# the sections of the full run (run.sh) above it stay as they were.
#
# Usage: Benchmarks/step-cost.sh   (from anywhere; a few minutes)
set -euo pipefail
cd "$(dirname "$0")"

results=.build/step-cost
rm -rf "$results"
mkdir -p "$results"

swift package --disable-sandbox benchmark --target StepCost \
  --format histogramPercentiles --path "$results" --time-units nanoseconds --no-progress \
  2>&1 | tee "$results/harness.log"
./callgrind.sh floor model full-stack push-route model-mounted full-stack-mounted | tee "$results/callgrind.md"

# Written aside first, then put in place of the previous section of its kind.
python3 report.py --p1 "$results" > "$results/p1.md"
python3 - "$results/p1.md" <<'PYTHON'
import sys

heading = "## P1 on its own, with instruction counts"
section = open(sys.argv[1]).read().rstrip("\n") + "\n"
text = open("RESULTS.md").read()
if heading in text:
    text = text[: text.index(heading)]
open("RESULTS.md", "w").write(text.rstrip("\n") + "\n\n" + section)
PYTHON
echo "Wrote the P1 section of $(pwd)/RESULTS.md"

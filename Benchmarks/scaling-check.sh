#!/usr/bin/env bash
# Issue 19, point 3: no superlinear path. Counts the instructions of one more
# element of each scaling scenario of `transitionkit-profile` at N = 100 and
# at N = 10 000 (callgrind.sh, runs of N and 2N elements), prints them with
# their ratio, and exits non-zero when a ratio is above 1.5 or a scenario did
# not run. Instruction counts do not depend on the machine's load, so the
# check holds on a shared machine.
#
# Usage: Benchmarks/scaling-check.sh [OUTPUT_FOLDER]   (from anywhere; about
# five minutes). The folder (.build/scaling by default) receives the two
# tables of callgrind.sh, which report.py reads for RESULTS.md.
set -euo pipefail
# The output folder as the caller named it, before moving to this folder.
out=$(realpath -m "${1:-$(dirname "$0")/.build/scaling}")
cd "$(dirname "$0")"

if ! command -v valgrind >/dev/null 2>&1; then
  echo "Installing valgrind (Debian's valgrind package)…" >&2
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
  "${sudo[@]}" apt-get update >&2
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y valgrind >&2
fi

mkdir -p "$out"
# The scaling rows of the harness (P2), then the shapes it does not time.
scenarios=(push push-children modal-chain deep-link snapshot-stack snapshot-chain validate-stack validate-chain
  set-tabs pop-children route-modal-chain route-nested-chain deep-link-nested free-trees diff)
# A scenario that fails stops its table there; the check below names what did not run.
for size in 100 10000; do
  PAIRS_LOW=$size PAIRS_HIGH=$((2 * size)) UNIT=element ./callgrind.sh "${scenarios[@]}" \
    > "$out/callgrind-scaling-$size.md" || echo "callgrind.sh stopped at N = $size" >&2
done

python3 - "$out" "${scenarios[@]}" <<'PYTHON'
import re
import sys

folder, scenarios = sys.argv[1], sys.argv[2:]


def per_element(size):
    figures = {}
    for line in open(f"{folder}/callgrind-scaling-{size}.md"):
        match = re.match(r"^\| `([a-z-]+)` \| [0-9,]+ \| [0-9,]+ \| (-?[0-9,]+) \|", line)
        if match:
            figures[match[1]] = int(match[2].replace(",", ""))
    return figures


small, large = per_element(100), per_element(10000)
failed = []
print("| Scenario | N = 100 | N = 10,000 | Ratio |")
print("| --- | ---: | ---: | ---: |")
for scenario in scenarios:
    first, second = small.get(scenario), large.get(scenario)
    if first is None or second is None or first <= 0:
        failed.append(f"{scenario} (not run)")
        print(f"| `{scenario}` | {first or '—'} | {second or '—'} | — |")
        continue
    ratio = second / first
    print(f"| `{scenario}` | {first:,} | {second:,} | {ratio:.2f} |")
    if ratio > 1.5:
        failed.append(f"{scenario} ({ratio:.2f} ×)")
if failed:
    print("Superlinear (an element costs more than 1.5 × at N = 10 000 than at N = 100): " + ", ".join(failed))
    sys.exit(1)
print("Every scenario is within 1.5 × at N = 10 000 of its cost at N = 100.")
PYTHON

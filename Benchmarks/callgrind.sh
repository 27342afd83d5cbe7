#!/usr/bin/env bash
# Counts the instructions of one push + pop pair (P1) with valgrind's callgrind,
# which counts instructions rather than time: the figures do not depend on what
# else the machine does, and repeat from run to run.
#
# Usage: Benchmarks/callgrind.sh [SCENARIO...]   (from anywhere)
#
# Scenarios are those of transitionkit-profile; by default floor, model and
# full-stack, the three rows of P1. Each runs twice, with LOW and HIGH pairs
# (1 000 and 3 000 unless PAIRS_LOW and PAIRS_HIGH say otherwise), and the
# difference of the two runs divided by the difference of the pairs is the
# cost of one pair: process start-up and one-time costs cancel out.
#
# UNIT names what COUNT counts in the table (`pair` unless said otherwise):
# the scaling scenarios count elements, and scaling-check.sh runs them with
# PAIRS_LOW=N PAIRS_HIGH=2N UNIT=element, which gives the cost of one more
# element at N.
#
# Prints a Markdown table, and the date, commit, processor and toolchain it
# was made on.
set -euo pipefail
cd "$(dirname "$0")"

low=${PAIRS_LOW:-1000}
high=${PAIRS_HIGH:-3000}
unit=${UNIT:-pair}
scenarios=("$@")
if [ ${#scenarios[@]} -eq 0 ]; then scenarios=(floor model full-stack); fi

swift build -c release --product transitionkit-profile >&2
profile="$(swift build -c release --show-bin-path)/transitionkit-profile"
out=.build/callgrind
mkdir -p "$out"

# A number with its thousands grouped: 1234567 -> 1,234,567.
grouped() { echo "$1" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta'; }

# One run under callgrind. The push-route scenario is counted only inside
# `StepCost.pushRoute` (its push route; the pattern is the end of that
# function's symbol, so that the closures inside it do not toggle counting),
# the others whole.
measure() {
  local file="$out/$1-$2.out"
  local only=()
  if [ "$1" = push-route ]; then only=(--collect-atstart=no '--toggle-collect=*8StepCostO9pushRoute_*FZ'); fi
  valgrind --tool=callgrind "${only[@]}" --callgrind-out-file="$file" "$profile" "$1" "$2" > /dev/null 2>&1
}

# The instructions of a run: callgrind's total of the Ir event.
instructions() { awk '/^(summary|totals):/ { print $2; exit }' "$out/$1-$2.out"; }

# The allocations of a run: the calls to the Swift runtime's allocator.
allocations() { python3 allocations.py "$out/$1-$2.out"; }

processor=$(lscpu | awk -F: '/^Model name/ { gsub(/^ +/, "", $2); print $2 }')
family=$(lscpu | awk -F: '/^CPU family/ { gsub(/ /, "", $2); print $2 }')
model=$(lscpu | awk -F: '/^Model:/ { gsub(/ /, "", $2); print $2 }')
hypervisor=$(lscpu | awk -F: '/^Hypervisor vendor/ { gsub(/^ +/, "", $2); print " under " $2 }')

if [ "$unit" = pair ]; then what="push + pop pair"; else what=$unit; fi
echo "Instructions per $what, from \`Benchmarks/callgrind.sh\` (valgrind's callgrind; release"
echo "build of \`transitionkit-profile\`; runs of $low and $high ${unit}s, their difference divided by $((high - low)))."
echo
echo "- Date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "- Library commit: $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- ../Sources || echo ' (modified)')"
echo "- Processor: $processor (CPU family $family, model $model), $(nproc) cores$hypervisor (\`lscpu\`)"
echo "- Toolchain: $(swift --version 2>&1 | head -n 1)"
echo "- valgrind: $(valgrind --version)"
echo
echo "| Scenario | Instructions, $low ${unit}s | Instructions, $high ${unit}s | Per $unit | Allocations per $unit |"
echo "| --- | ---: | ---: | ---: | ---: |"
for scenario in "${scenarios[@]}"; do
  measure "$scenario" "$low"
  measure "$scenario" "$high"
  first=$(instructions "$scenario" "$low")
  second=$(instructions "$scenario" "$high")
  per_pair=$(( (second - first) / (high - low) ))
  allocations_per_pair=$(python3 -c "print(round(($(allocations "$scenario" "$high") - $(allocations "$scenario" "$low")) / $((high - low)), 1))")
  printf '| `%s` | %s | %s | %s | %s |\n' "$scenario" "$(grouped "$first")" "$(grouped "$second")" "$(grouped "$per_pair")" "$allocations_per_pair"
done

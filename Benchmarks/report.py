"""Builds Benchmarks/RESULTS.md from the files Benchmarks/run.sh collected.

Every figure comes from that run: the medians (p50) of the harness's
percentile exports, the ratios computed from them, the check lines of
transitionkit-checks, and the instruction counts of callgrind.sh.

With --p1 (used by Benchmarks/step-cost.sh), prints only a section for P1,
from a run of the StepCost target and callgrind.sh alone.
"""

import datetime
import os
import platform
import re
import subprocess
import sys

p1_only = "--p1" in sys.argv[1:]
results = [argument for argument in sys.argv[1:] if argument != "--p1"][0]

# name -> metric -> (median, unit)
medians = {}
pattern = re.compile(r"^Current_run\.(?P<target>[^.]+)\.(?P<name>.+)\.(?P<metric>[A-Za-z]+)\.histogram\.percentiles\.tsv$")
for file in sorted(os.listdir(results)):
    match = pattern.match(file)
    if not match:
        continue
    with open(os.path.join(results, file)) as handle:
        lines = handle.read().splitlines()
    unit = re.search(r"\(([^)]*)\)\s*\*?\s*$", lines[0])
    value = next(float(line.split("\t")[1]) for line in lines[1:] if line.split("\t")[0] == "50")
    # The harness prints large counts in thousands (K) or millions (M).
    unit_text = unit.group(1) if unit else ""
    value *= {"K": 1e3, "M": 1e6, "G": 1e9}.get(unit_text, 1)
    name = match["name"].replace("_", " ")
    medians.setdefault(name, {})[match["metric"]] = (value, unit_text)


def median(name, metric="wallClock"):
    entry = medians.get(name, {}).get(metric)
    return entry[0] if entry else None


def checks(file):
    values = {}
    path = os.path.join(results, file)
    if os.path.exists(path):
        for line in open(path):
            parts = line.split(None, 1)
            if len(parts) == 2 and "=" in parts[1]:
                key, value = parts[1].strip().split("=", 1)
                values[key] = value
    return values


def command(*arguments):
    try:
        return subprocess.run(arguments, capture_output=True, text=True, check=True).stdout.strip()
    except Exception:
        return "unknown"


def cpu_model():
    """The processor as lscpu names it, with its family and model (a virtual
    machine's model name often says no more than the vendor's brand)."""
    fields = {}
    for line in command("lscpu").splitlines():
        if ":" in line:
            key, value = line.split(":", 1)
            fields[key.strip()] = value.strip()
    if "Model name" in fields:
        name = fields["Model name"]
        details = ", ".join(
            f"{label} {fields[key]}" for key, label in (("CPU family", "CPU family"), ("Model", "model")) if key in fields)
        hypervisor = f", under {fields['Hypervisor vendor']}" if "Hypervisor vendor" in fields else ""
        return f"{name} ({details}{hypervisor}; `lscpu`)"
    return platform.processor() or "unknown"


def instructions(name="callgrind.md", column=2):
    """Instructions per pair by scenario, from a table of callgrind.sh, if it ran
    (column 3: allocations per pair)."""
    path = os.path.join(results, name)
    per_pair = {}
    if os.path.exists(path):
        for line in open(path):
            match = re.match(r"^\| `([a-z-]+)` \| [0-9,]+ \| [0-9,]+ \| (-?[0-9,]+) \| (-?[0-9.]+) \|", line)
            if match:
                per_pair[match[1]] = float(match[column].replace(",", ""))
    return per_pair


def number(value, digits=0):
    if value is None:
        return "—"
    return f"{value:,.{digits}f}"


def verdict(ok):
    return "met" if ok else "**not met**"


out = []
if p1_only:
    out.append("## P1 on its own, with instruction counts")
    out.append("")
    out.append("Written by `Benchmarks/step-cost.sh` from one run of the StepCost target and of")
    out.append("`Benchmarks/callgrind.sh`, after the full run above; nothing here is edited by hand.")
else:
    out.append("# Benchmark results")
    out.append("")
    out.append("Written by `Benchmarks/run.sh` from one run; nothing here is edited by hand.")
out.append("")
out.append(f"- Date: {datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}")
out.append(f"- Machine: {command('nproc')} cores (`nproc`), {cpu_model()}")
out.append(f"- Toolchain: {command('swift', '--version').splitlines()[0] if command('swift', '--version') != 'unknown' else 'unknown'}")
out.append(f"- Library commit: {command('git', 'describe', '--always', '--dirty')}")
out.append("- Harness: package-benchmark (ordo-one/benchmark) 1.38, release build; figures are medians (p50)")
out.append("  over the harness's iterations. Wall clock is noisy on this shared machine; instruction counts")
out.append("  (valgrind's callgrind, `Benchmarks/callgrind.sh`) do not depend on its load.")
out.append("")
counts = instructions()

# P1
floor_name = "P1 floor: [AnyObject] append + removeLast"
model_name = "P1 model: NavigationController push + pop"
full_name = "P1 full stack: NavigationCoordinator trigger push + pop"
if not p1_only:
    out.append("## P1 — cost of one navigation step")
    out.append("")
out.append("Each iteration performs 1 000 pairs; figures are per pair (push + pop).")
out.append("")
out.append("| Row | Wall clock, median (ns) | Mallocs per pair, median | Instructions per pair |")
out.append("| --- | ---: | ---: | ---: |")
for label, name, scenario in (("floor: `[AnyObject]` append + removeLast", floor_name, "floor"),
                              ("model: `NavigationController` push + pop", model_name, "model"),
                              ("full stack: `NavigationCoordinator` trigger push + pop", full_name, "full-stack")):
    out.append(f"| {label} | {number(median(name))} | {number(median(name, 'mallocCountTotal'))} "
               f"| {number(counts.get(scenario))} |")
out.append("")
if counts:
    out.append("Instructions per pair: `Benchmarks/callgrind.sh` (runs of 1 000 and 3 000 pairs of")
    out.append("`transitionkit-profile` under callgrind; their difference divided by 2 000).")
    out.append("")
if "model-mounted" in counts or "full-stack-mounted" in counts:
    out.append("With a renderer attached: the same pairs with a `MountReplica` observing the window's mount")
    out.append("stream (the `-mounted` scenarios of `transitionkit-profile`, measured by the same")
    out.append("`callgrind.sh` run). The rows above have no observer; the difference is what an attached")
    out.append("renderer costs a pair.")
    out.append("")
    out.append("| Row | Instructions per pair, no observer | With a replica attached | Cost of the replica | Ratio |")
    out.append("| --- | ---: | ---: | ---: | ---: |")
    for label, scenario in (("model: `NavigationController` push + pop", "model"),
                            ("full stack: `NavigationCoordinator` trigger push + pop", "full-stack")):
        alone, mounted = counts.get(scenario), counts.get(f"{scenario}-mounted")
        cost = mounted - alone if alone is not None and mounted is not None else None
        ratio = f"{mounted / alone:,.2f} ×" if cost is not None and alone else "—"
        out.append(f"| {label} | {number(alone)} | {number(mounted)} | {number(cost)} | {ratio} |")
    out.append("")
allocations = instructions(column=3)
if {"model", "full-stack", "push-route"} <= counts.keys():
    out.append("Targets in instructions (issue 19, point 1); `push-route` counts one push route with a")
    out.append("completion, and its allocations are those of the whole run (the pushes, and one route back to")
    out.append("the root whose allocations do not grow with the pushes).")
    out.append("")
    out.append("| Target | Figure | Verdict |")
    out.append("| --- | ---: | --- |")
    push, push_allocations = counts["push-route"], allocations.get("push-route")
    out.append(f"| coordinator push route ≤ 10 000 instructions | {number(push)} | {verdict(push <= 10_000)} |")
    if push_allocations is not None:
        out.append(f"| coordinator push route ≤ 8 allocations | {number(push_allocations)} "
                   f"| {verdict(push_allocations <= 8)} |")
    out.append(f"| coordinator push + pop ≤ 20 000 instructions | {number(counts['full-stack'])} "
               f"| {verdict(counts['full-stack'] <= 20_000)} |")
    out.append(f"| model push + pop ≤ 10 000 instructions | {number(counts['model'])} "
               f"| {verdict(counts['model'] <= 10_000)} |")
    out.append("")
floor, model, full = median(floor_name), median(model_name), median(full_name)
if floor and model and full:
    out.append("| Target | Figure | Verdict |")
    out.append("| --- | ---: | --- |")
    out.append(f"| full stack ≤ 1 µs per pair | {full / 1000:,.2f} µs | {verdict(full <= 1000)} |")
    out.append(f"| full stack ≤ 2 × model | {full / model:,.2f} × | {verdict(full / model <= 2)} |")
    out.append(f"| full stack ≤ 25 × floor | {full / floor:,.1f} × | {verdict(full / floor <= 25)} |")
    out.append("")

if p1_only:
    print("\n".join(out))
    sys.exit(0)

# P2
sizes = [100, 1000, 10000, 100000]
operations = [
    "P2 push N + popToRoot (model)",
    "P2 push N child coordinators + popToRoot",
    "P2 present modal chain of N + dismissToRoot",
    "P2 deep link of N routes",
    "P2 snapshot of N-node stack",
    "P2 snapshot of N-node modal chain",
    "P2 validate() of N-node stack",
    "P2 validate() of N-node modal chain",
    "P2 set N tabs",
]
out.append("## P2 — scaling")
out.append("")
out.append("Median wall clock of one operation on N elements, divided by N (ns per element); the last")
out.append("column is max/min of the per-element cost over the sizes measured (target ≤ 1.5).")
out.append("")
out.append("| Operation | " + " | ".join(f"N = {size:,}" for size in sizes) + " | max/min | Verdict |")
out.append("| --- | " + " | ".join("---:" for _ in sizes) + " | ---: | --- |")
for operation in operations:
    per_element = []
    cells = []
    for size in sizes:
        value = median(f"{operation} (N: {size})")
        if value is None:
            cells.append("not run")
        else:
            per_element.append(value / size)
            cells.append(number(value / size, 1))
    spread = max(per_element) / min(per_element) if per_element else None
    complete = len(per_element) == len(sizes)
    state = verdict(spread is not None and spread <= 1.5 and complete)
    if spread is not None and spread <= 1.5 and not complete:
        state = "**not met** (sizes missing)"
    out.append(f"| {operation[3:]} | " + " | ".join(cells) + f" | {number(spread, 2)} | {state} |")
out.append("")
out.append("Mallocs per element (median; the harness reports large counts rounded to thousands or")
out.append("millions, so the larger sizes are coarse):")
out.append("")
out.append("| Operation | " + " | ".join(f"N = {size:,}" for size in sizes) + " |")
out.append("| --- | " + " | ".join("---:" for _ in sizes) + " |")
for operation in operations:
    cells = []
    for size in sizes:
        value = median(f"{operation} (N: {size})", "mallocCountTotal")
        cells.append("not run" if value is None else number(value / size, 2))
    out.append(f"| {operation[3:]} | " + " | ".join(cells) + " |")
out.append("")

# P2 in instructions (issue 19, point 3): the cost of one more element at
# N = 100 and at N = 10 000, each the difference of runs of N and 2N elements.
scaling = [
    ("push", "push N + popToRoot (model)"),
    ("push-children", "push N child coordinators + popToRoot"),
    ("modal-chain", "present modal chain of N + dismissToRoot"),
    ("deep-link", "deep link of N routes"),
    ("snapshot-stack", "build an N-node stack, snapshot it"),
    ("snapshot-chain", "build an N-node modal chain, snapshot it"),
    ("validate-stack", "build an N-node stack, validate() it"),
    ("validate-chain", "build an N-node modal chain, validate() it"),
    ("set-tabs", "set N tabs, then none"),
    ("pop-children", "push N child coordinators by routes, pop them one route at a time"),
    ("route-modal-chain", "present a chain of N through a coordinator's `present` route"),
    ("route-nested-chain", "present N nested coordinators, each by a route of the one before, then dismiss them"),
    ("deep-link-nested", "one deep link presenting N nested coordinators, then dismissed"),
    ("free-trees", "N coordinator trees in no window, each pushing a child coordinator by a route, then popping it"),
    ("diff", "`HierarchyDiff` of two N-screen stacks differing in one title"),
]
small = instructions("callgrind-scaling-100.md")
large = instructions("callgrind-scaling-10000.md")
if small or large:
    out.append("Instructions per element (`Benchmarks/scaling-check.sh`, which CI runs too: the difference")
    out.append("of callgrind runs of N and 2N elements of a `transitionkit-profile` scenario, divided by N;")
    out.append("a scenario counts from an empty window, so building the shape counts too). Target (issue 19,")
    out.append("point 3): the cost at N = 10 000 within 1.5 × of the cost at N = 100.")
    out.append("")
    out.append("| Scenario | What it does | N = 100 | N = 10,000 | Ratio | Verdict |")
    out.append("| --- | --- | ---: | ---: | ---: | --- |")
    for scenario, description in scaling:
        first, second = small.get(scenario), large.get(scenario)
        ratio = second / first if first and second else None
        state = verdict(ratio is not None and ratio <= 1.5) if ratio is not None else "**not met** (not run)"
        out.append(
            f"| `{scenario}` | {description} | {number(first)} | {number(second)} | {number(ratio, 2)} | {state} |")
    out.append("")

# P3
memory = checks("memory.txt")
out.append("## P3 — memory")
out.append("")
out.append("`transitionkit-checks memory 1000000`: push + pop cycles through a `NavigationCoordinator`")
out.append("in a visible window, after 10 000 warm-up cycles; the pushed controllers count their live")
out.append("instances; resident memory is read from `/proc/self/statm` before and after.")
out.append("")
if memory:
    growth = int(memory.get("rss_growth_bytes", "0"))
    out.append("| Figure | Value |")
    out.append("| --- | ---: |")
    out.append(f"| cycles | {int(memory['cycles']):,} |")
    out.append(f"| failed triggers | {memory['failures']} |")
    out.append(f"| live controllers before → after | {memory['live_before']} → {memory['live_after']} |")
    out.append(f"| resident memory growth | {growth / 1024:,.0f} KiB |")
    out.append(f"| wall clock (one run) | {float(memory['seconds']):,.2f} s |")
    out.append("")
    out.append(f"- every controller freed: {verdict(memory['live_before'] == memory['live_after'])}")
    out.append(f"- resident memory grew ≤ 1 MiB: {verdict(growth <= 1 << 20)}")
else:
    out.append("The memory check did not run.")
out.append("")

logged = checks("memory-log.txt")
out.append("With an `EventLog` attached (lifecycle callbacks included, default capacity and stream buffer,")
out.append("nobody reading the stream): `transitionkit-checks memory-log 1000000`, after 10 000 warm-up cycles")
out.append("that fill the log.")
out.append("")
if logged:
    growth = int(logged.get("rss_growth_bytes", "0"))
    cleared = int(logged.get("rss_after_clear_bytes", "0")) - int(logged.get("rss_after_bytes", "0"))
    out.append("| Figure | Value |")
    out.append("| --- | ---: |")
    out.append(f"| cycles | {int(logged['cycles']):,} |")
    out.append(f"| events held / dropped | {int(logged['events_held']):,} / {int(logged['events_dropped']):,} |")
    out.append(f"| events the stream dropped | {int(logged['stream_dropped']):,} |")
    out.append(f"| resident memory growth | {growth / 1024:,.0f} KiB |")
    out.append(f"| resident memory change on `clear()` | {cleared / 1024:,.0f} KiB |")
    out.append("")
    out.append(f"- resident memory grew ≤ 8 MiB with a log attached: {verdict(growth <= 8 << 20)}")
else:
    out.append("The memory check with a log did not run.")
out.append("")

# P4
flows = checks("flows.txt")
p4_name = "P4 10000 flows x 20 transitions + snapshot comparison"
p4 = median(p4_name)
out.append("## P4 — a test suite's cost")
out.append("")
out.append("10 000 generated flows (seeded) of 20 transitions each — push, pop, present, dismiss, select")
out.append("and set through coordinators, not animated — each in a new window with a tab bar of three")
out.append("navigation coordinators, each ending with a comparison of the window's snapshot with the")
out.append("snapshot the generator expects.")
out.append("")
out.append("| Figure | Value |")
out.append("| --- | ---: |")
out.append(f"| wall clock, median over the harness's iterations | {number(p4 / 1e9 if p4 else None, 2)} s |")
out.append(f"| mallocs, median (rounded to millions by the harness) | {number(median(p4_name, 'mallocCountTotal'))} |")
out.append(f"| peak resident memory, median | {number((median(p4_name, 'peakMemoryResident') or 0) / 1e6)} MB |")
if flows:
    out.append(f"| transitions (check run) | {int(flows['transitions']):,} |")
    out.append(f"| failed transitions / unexpected snapshots | {flows['failures']} / {flows['mismatches']} |")
    out.append(f"| wall clock (check run) | {float(flows['seconds']):,.2f} s |")
out.append("")
if p4:
    out.append(f"- under 1 s: {verdict(p4 < 1e9)}")
    out.append("")
per_flow = instructions("callgrind-flows.md").get("flows")
if per_flow:
    out.append(f"Instructions per flow (`callgrind.sh flows`, runs of 250 and 500 flows): {number(per_flow)};")
    out.append(f"for 10 000 flows, {per_flow * 10_000:,.3g}.")
    out.append("")
    out.append(f"- 10 000 flows ≤ 3·10⁹ instructions: {verdict(per_flow * 10_000 <= 3e9)}")
    out.append("")

print("\n".join(out))

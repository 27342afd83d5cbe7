"""Counts the calls to the Swift runtime's allocator (`swift_slowAlloc`, which
every object and array allocation goes through) in a callgrind output file.

Usage: python3 allocations.py CALLGRIND_OUT
"""
import re
import sys

names = {}
calls = 0
callee = None
with open(sys.argv[1]) as lines:
    for line in lines:
        # Function names are compressed: `cfn=(12) name` the first time, `cfn=(12)` after.
        match = re.match(r"c?fn=\((\d+)\)(?: (.*))?", line)
        if match:
            number, name = match.groups()
            if name is not None:
                names[number] = name.strip()
            callee = names.get(number) if line.startswith("cfn=") else None
            continue
        if line.startswith("calls=") and callee == "swift_slowAlloc":
            calls += int(line.split("=")[1].split()[0])
print(calls)

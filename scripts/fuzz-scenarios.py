#!/usr/bin/env python3
"""fuzz-scenarios: mutates the example scenario files and runs each mutant, looking for a crash.

Purpose:   replaces numbers with edge and absurd values, deletes keys, grows arrays and inserts
           nested repeats in the example scenarios (Scenarios/: the first three and the four that use the
           table edits, controls, containment, advance and page turns), runs `viewpressure run MUTANT --no-probe --quiet
           --time-limit 60` (a mutant may ask for hours of bounded work, e.g. 40,000,000 table
           drill-downs: the run stops itself at the next step after 60 s, exit 1 with partial
           results) under a 120 s kill (a hang: a step that never ends), and counts the exit
           codes. Anything but 0, 1, 2, 4, 5 or 6 (a
           signal, a time-out) is listed, and its file kept in the work directory.
Needs:     a release build (swift build -c release --product viewpressure).
Usage:     scripts/fuzz-scenarios.py [COUNT] [SEED] [MUTATIONS_PER_FILE]
Env:       VIEWPRESSURE (the binary; default .build/release/viewpressure), FUZZ_DIR (work directory).
"""
import json, random, subprocess, sys, os, copy, tempfile
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
N = int(sys.argv[1]) if len(sys.argv) > 1 else 300
random.seed(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
mutations = int(sys.argv[3]) if len(sys.argv) > 3 else 1
bin_ = os.environ.get("VIEWPRESSURE", os.path.join(root, ".build/release/viewpressure"))
work = os.environ.get("FUZZ_DIR") or tempfile.mkdtemp(prefix="fuzz-scenarios-")
bases = [json.load(open(os.path.join(root, f"Scenarios/{n}.json"))) for n in ["mixed-app", "table-drilldown", "push-pop-under-warning", "table-edits", "controls-and-containment", "in-flight", "whole-runtime", "expected-failures"]]
extremes = [10000, 4096, 4, 0.5, 10000000, 1073741824, 100000, 16, 0, -1, 1, 2, 7, 4097, 10001, 99999999, 9223372036854775807, -9223372036854775808, 1e12, 1e308, -1e308, 0.49, 1.5, "x", None, True, [], {}, 100000000, 1000000000]
def paths(o, p=()):
    if isinstance(o, dict):
        for k, v in o.items(): yield from paths(v, p + (k,))
    elif isinstance(o, list):
        for i, v in enumerate(o): yield from paths(v, p + (i,))
    yield p
def get(o, p):
    for k in p: o = o[k]
    return o
def setp(o, p, v):
    for k in p[:-1]: o = o[k]
    o[p[-1]] = v
stats = {}
bad = []
for i in range(N):
    doc = copy.deepcopy(random.choice(bases))
    for _ in range(mutations):
        ps = [p for p in paths(doc) if p]
        p = random.choice(ps)
        r = random.random()
        if r < 0.6: setp(doc, p, random.choice(extremes))
        elif r < 0.75:
            parent = get(doc, p[:-1])
            if isinstance(parent, dict): del parent[p[-1]]
        elif r < 0.9:
            v = get(doc, p)
            if isinstance(v, list) and v: v.append(copy.deepcopy(v[0])); 
        else:
            if isinstance(doc, dict) and isinstance(doc.get("steps"), list): doc["steps"].insert(1, {"op": "repeat", "times": random.choice([10, 1000, 100000000]), "steps": [{"op": random.choice(["push","pop","memoryWarning","scroll","selectRow","resize"]), "scene": "detail", "to": "bottom", "row": 5, "width": 1e9, "height": 5}]})
    path = os.path.join(work, f"m{i}.json")
    json.dump(doc, open(path, "w"))
    try:
        r = subprocess.run([bin_, "run", path, "--no-probe", "--quiet", "--time-limit", "60"], capture_output=True, timeout=120)
        code = r.returncode
    except subprocess.TimeoutExpired:
        code = "timeout"
    stats[code] = stats.get(code, 0) + 1
    if code not in (0, 1, 2, 4, 5, 6):
        bad.append((i, code))
    else:
        os.remove(path)
print("exit codes:", stats)
print("crashes or time-outs:", bad[:20], "(files kept in %s)" % work if bad else "")
sys.exit(1 if bad else 0)

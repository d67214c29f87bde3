"""The layout workload's constraint system on kiwisolver, for scripts/solver-vs-kiwi.

    python3 kiwi.py VIEWS REPEATS MODE

The same system as main.swift beside it, in the same order. MODE names the phase measured (the
script toggles callgrind's collection on kiwi's Solver_* entry points): full (build and
updateVariables), edit (REPEATS edits after the build), readd (REPEATS removals and
re-additions of the middle view's top constraint after the build). Kiwi cannot change a
constraint's constant: for edit only, the first view's height is an edit variable (strong)
suggested 10 instead of the required `height == 10`, and an edit is `suggestValue` (10 <-> 11)
followed by `updateVariables`. (Adding that edit variable to the built system costs kiwi more
than the whole build at 2,004 constraints, so the full solve is measured without it.)
"""
import sys

import kiwisolver as kiwi

views, repeats, mode = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]


def frame():
    return [kiwi.Variable(name) for name in ("x", "y", "width", "height")]


sx, sy, sw, sh = frame()
constraints = [sx == 0, sy == 0, sw == 390, sh == 844]
first_height = None
middle_top = None
previous = None
for index in range(views):
    x, y, w, h = frame()
    top = (y == previous[1] + previous[3] + 1) if previous else (y == 1)
    constraints += [x == index % 20, w == sw * 0.5, top]
    if first_height is None and mode == "edit":
        first_height = h
    else:
        constraints.append(h == 10)
    if index == views // 2:
        middle_top = top
    previous = (x, y, w, h)

solver = kiwi.Solver()
for constraint in constraints:
    solver.addConstraint(constraint)
if mode == "edit":
    solver.addEditVariable(first_height, "strong")
    solver.suggestValue(first_height, 10)
solver.updateVariables()
if mode == "edit":
    for index in range(repeats):
        solver.suggestValue(first_height, 11 if index % 2 == 0 else 10)
        solver.updateVariables()
elif mode == "readd":
    for _ in range(repeats):
        solver.removeConstraint(middle_top)
        solver.addConstraint(middle_top)
print("views", views, "y of the last view", previous[1].value())

// The layout workload's constraint system on the bare SimplexSolver, for scripts/solver-vs-kiwi:
// compiled by that script together with Sources/ViewRuntime/Layout/Solver (one module, no
// package target), run under callgrind with each phase's never-inlined function toggled.
//
//     solver-vs-kiwi-swift VIEWS REPEATS
//
// The system (LayoutWorkload.buildScreen in the screen's coordinates): the screen's four
// autoresizing equalities (x = 0, y = 0, width = 390, height = 844), and per view i
// `x = i % 20`, `width = 0.5·screen.width`, `y = previous.y + previous.height + 1` (the first:
// `y = 1`), `height = 10`. Phases: the full solve (every constraint added, every value read),
// REPEATS edits of the first height's constant (10 ↔ 11, every value read after each) and
// REPEATS removals and re-additions of the middle view's top constraint.

let views = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1])! : 50
let repeats = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2])! : 0

struct Frame {
    let x = SolverVariable("x"), y = SolverVariable("y"), width = SolverVariable("width"), height = SolverVariable("height")
    var all: [SolverVariable] { [x, y, width, height] }
}

let screen = Frame()
var frames: [Frame] = []
var constraints: [SolverConstraint] = [
    SolverConstraint(LinearExpression(screen.x), .equal),
    SolverConstraint(LinearExpression(screen.y), .equal),
    SolverConstraint(screen.width - 390, .equal),
    SolverConstraint(screen.height - 844, .equal),
]
var firstHeight: SolverConstraint?
var middleTop: SolverConstraint?
for index in 0..<views {
    let frame = Frame()
    let top: SolverConstraint
    if let previous = frames.last {
        top = SolverConstraint(frame.y - previous.y - previous.height - 1, .equal)
    } else {
        top = SolverConstraint(frame.y - 1, .equal)
    }
    let height = SolverConstraint(frame.height - 10, .equal)
    constraints += [
        SolverConstraint(frame.x - Double(index % 20), .equal),
        SolverConstraint(frame.width - screen.width * 0.5, .equal),
        top, height,
    ]
    if firstHeight == nil { firstHeight = height }
    if index == views / 2 { middleTop = top }
    frames.append(frame)
}
let variables = screen.all + frames.flatMap(\.all)

/// Sums every variable's value (the engine reads every frame after a solve).
@MainActor @inline(never)
func readValues(_ solver: SimplexSolver) -> Double {
    var sum = 0.0
    for variable in variables { sum += solver.value(of: variable) }
    return sum
}

@MainActor @inline(never)
func measuredFullSolve(_ solver: SimplexSolver) -> Double {
    for constraint in constraints { try! solver.add(constraint) }
    return readValues(solver)
}

@MainActor @inline(never)
func measuredEdits(_ solver: SimplexSolver) -> Double {
    var sum = 0.0
    for index in 0..<repeats {
        try! solver.updateConstant(of: firstHeight!, to: index % 2 == 0 ? -11 : -10)
        sum += readValues(solver)
    }
    return sum
}

@MainActor @inline(never)
func measuredReadds(_ solver: SimplexSolver) {
    for _ in 0..<repeats {
        try! solver.remove(middleTop!)
        try! solver.add(middleTop!)
    }
}

let solver = SimplexSolver()
var checksum = measuredFullSolve(solver)
checksum += measuredEdits(solver)
measuredReadds(solver)
checksum += readValues(solver)
print("views \(views) constraints \(constraints.count) checksum \(checksum)")

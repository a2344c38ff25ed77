#!/usr/bin/env python3
"""Baseline timings of kiwisolver (the C++ Cassowary solver) on linear constraint systems.

Run:  python3 Benchmarks/kiwi_baseline.py [--repeat R] [--timeout S] [--values] [--build] FILE...
Needs: pip install kiwisolver

Each FILE holds one system (a JSON object) or a JSON array of systems:
  {"name": "chain", "n": 1000, "variables": 4004,           # variables are 0..<variables
   "constraints": [{"t": [[var, coeff], ...], "k": const, "op": "eq"|"le"|"ge", "p": prio}],
   "change": {"index": 17, "k": 12.5}}                       # optional
A constraint means sum(coeff * x[var]) + k (op) 0. p == 1000 is required, 1..999 is the
weight of an optional constraint (used directly as kiwisolver's numeric strength).
"change": after solving, constraint `index` gets constant `k` and the system is re-solved.

Output, one JSON line per system:
  {"name", "n", "solve_ms", "change_ms", "values_checksum", "change_checksum", "repeats"
   [, "values", "change_values" with --values]}
solve_ms   = median time to add all constraints to a fresh Solver + updateVariables().
build_solve_ms (with --build) = median time to make the Variables, Expressions and Constraints
           and then solve as above (what making views and constraints through an API costs);
           left out when the solves alone took more than 10 s.
change_ms  = median time to remove constraint `index`, add it with the new constant, updateVariables().
values_checksum / values are taken after the initial solve, change_checksum after the change.
Building the kiwisolver objects is not timed. Repetitions stop early once the time spent on a
system would exceed --timeout; a single solve that exceeds --timeout is interrupted (between two
addConstraint calls) and reported as {"timeout": true, "constraints_added": i, ...}.
Unsatisfiable required constraints are reported as {"error": "..."} (or "change_error").
"""
import argparse, json, signal, statistics, sys, time
import kiwisolver as kiwi

OPS = {"eq": "==", "le": "<=", "ge": ">="}


class Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise Timeout()


def load(path):
    with (sys.stdin if path == "-" else open(path)) as f:
        data = json.load(f)
    return data if isinstance(data, list) else [data]


def make(c, xs, k=None):
    expr = kiwi.Expression([kiwi.Term(xs[v], float(a)) for v, a in c["t"]],
                           float(c["k"] if k is None else k))
    p = c.get("p", 1000)
    return kiwi.Constraint(expr, OPS[c["op"]], "required" if p >= 1000 else float(p))


def build_and_solve(system):
    """Makes every kiwisolver object and solves; returns the seconds it took."""
    t0 = time.perf_counter()
    xs = [kiwi.Variable("x%d" % i) for i in range(system["variables"])]
    solver = kiwi.Solver()
    for c in system["constraints"]:
        solver.addConstraint(make(c, xs))
    solver.updateVariables()
    return time.perf_counter() - t0


def run(system, repeat, timeout, want_values, want_build=False):
    xs = [kiwi.Variable("x%d" % i) for i in range(system["variables"])]
    cons = [make(c, xs) for c in system["constraints"]]
    out = {"name": system.get("name"), "n": system.get("n")}
    solve_times, solver, spent = [], None, 0.0
    for _ in range(repeat):
        solver, added = kiwi.Solver(), 0
        signal.setitimer(signal.ITIMER_REAL, timeout)
        t0 = time.perf_counter()
        try:
            for c in cons:
                solver.addConstraint(c)
                added += 1
            solver.updateVariables()
            dt = time.perf_counter() - t0
        except Timeout:
            out.update(timeout=True, constraints_added=added,
                       elapsed_ms=(time.perf_counter() - t0) * 1e3)
            return out
        except kiwi.UnsatisfiableConstraint as e:
            out.update(error="unsatisfiable: %s" % e, constraints_added=added)
            return out
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        solve_times.append(dt * 1e3)
        spent += dt
        if spent + dt > timeout:
            break
    out["solve_ms"] = statistics.median(solve_times)
    out["repeats"] = len(solve_times)
    if want_build and spent < 10:  # skipped when one solve alone took long
        out["build_solve_ms"] = statistics.median(
            build_and_solve(system) * 1e3 for _ in range(len(solve_times)))
    values = [x.value() + 0.0 for x in xs]  # + 0.0 turns -0.0 into 0.0
    out["values_checksum"] = sum(values)
    out["change_ms"] = None
    ch = system.get("change")
    if ch:
        i = ch["index"]
        old, new = cons[i], make(system["constraints"][i], xs, ch["k"])
        change_times, spent = [], 0.0
        for r in range(repeat):
            if r:  # restore the original constraint, untimed
                solver.removeConstraint(new); solver.addConstraint(old); solver.updateVariables()
            t0 = time.perf_counter()
            solver.removeConstraint(old)
            try:
                solver.addConstraint(new)
            except kiwi.UnsatisfiableConstraint as e:
                out["change_error"] = "unsatisfiable: %s" % e
                break
            solver.updateVariables()
            dt = time.perf_counter() - t0
            change_times.append(dt * 1e3)
            spent += dt
            if spent + dt > timeout:
                break
        if change_times:
            out["change_ms"] = statistics.median(change_times)
            out["change_checksum"] = sum(x.value() for x in xs)
            if want_values:
                out["change_values"] = [x.value() + 0.0 for x in xs]
    if want_values:
        out["values"] = values
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="+", metavar="FILE", help="JSON system(s); '-' for stdin")
    ap.add_argument("--repeat", type=int, default=3, help="repetitions, median reported (default 3)")
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per system (default 60)")
    ap.add_argument("--values", action="store_true",
                    help="also print all variable values after the solve (and after the change)")
    ap.add_argument("--build", action="store_true",
                    help="also time making the kiwisolver objects with the solve (build_solve_ms)")
    args = ap.parse_args()
    signal.signal(signal.SIGALRM, _alarm)
    for path in args.files:
        for system in load(path):
            print(json.dumps(run(system, max(1, args.repeat), args.timeout, args.values, args.build)), flush=True)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Exact reference solution of weighted linear constraint systems, as a linear program (HiGHS).

Run:  python3 Scripts/lp_reference.py FILE...        ('-' reads stdin)
Needs: pip install scipy

Each FILE holds one system (a JSON object) or a JSON array of systems:
  {"name": "chain", "n": 1000, "variables": 4004,           # variables are 0..<variables
   "constraints": [{"t": [[var, coeff], ...], "k": const, "op": "eq"|"le"|"ge", "p": prio}],
   "change": {"index": 17, "k": 12.5}}                       # optional
A constraint means r = sum(coeff * x[var]) + k (op) 0. p == 1000: required (hard constraint).
p in 1..999: optional, costs p * |r| for "eq", p * max(0, r) for "le", p * max(0, -r) for "ge".

LP: free variables x plus nonnegative error variables per optional constraint
(eq: r - e+ + e- = 0; le: r - e <= 0; ge: r + e >= 0); minimize sum p * errors.
Output, one JSON line per system:
  {"name", "status": "optimal"|"infeasible"|"unbounded"|"iteration_limit"|"numerical_error",
   "objective", "values": [x0, ...]}
plus, if the system has "change", "changed": {"status", "objective", "values"} for the system
with the changed constant. Note: when the optimum is not unique the values are one optimal
vertex, which may differ from another solver's; compare objectives in that case.
"""
import argparse, json, sys
import numpy as np
from scipy.optimize import linprog
from scipy.sparse import coo_matrix

STATUS = {0: "optimal", 1: "iteration_limit", 2: "infeasible", 3: "unbounded", 4: "numerical_error"}


def load(path):
    with (sys.stdin if path == "-" else open(path)) as f:
        data = json.load(f)
    return data if isinstance(data, list) else [data]


def solve(system, constraints):
    n = system["variables"]
    cost = [0.0] * n
    eq, ub = ([], [], [], []), ([], [], [], [])  # (rows, cols, vals, rhs)

    def row(m, terms, rhs, sign=1.0):
        r = len(m[3])
        for v, a in terms:
            m[0].append(r); m[1].append(v); m[2].append(sign * a)
        m[3].append(rhs)
        return r

    def err(m, r, coeff, p):  # add a nonnegative error variable with cost p to row r
        m[0].append(r); m[1].append(len(cost)); m[2].append(coeff)
        cost.append(float(p))

    for c in constraints:
        t, k, op, p = c["t"], float(c["k"]), c["op"], c.get("p", 1000)
        opt = p < 1000
        if op == "eq":
            r = row(eq, t, -k)
            if opt:
                err(eq, r, -1.0, p); err(eq, r, 1.0, p)
        elif op == "le":  # r - e <= 0
            r = row(ub, t, -k)
            if opt:
                err(ub, r, -1.0, p)
        elif op == "ge":  # r + e >= 0  <=>  -sum - e <= k
            r = row(ub, t, k, -1.0)
            if opt:
                err(ub, r, -1.0, p)
        else:
            raise ValueError("bad op %r" % op)

    nv = len(cost)
    mat = lambda m: (coo_matrix((m[2], (m[0], m[1])), shape=(len(m[3]), nv)).tocsr(), m[3]) if m[3] else (None, None)
    A_eq, b_eq = mat(eq)
    A_ub, b_ub = mat(ub)
    bounds = [(None, None)] * n + [(0, None)] * (nv - n)
    res = linprog(np.array(cost), A_ub=A_ub, b_ub=b_ub, A_eq=A_eq, b_eq=b_eq,
                  bounds=bounds, method="highs")
    out = {"status": STATUS.get(res.status, str(res.status)), "objective": None, "values": None}
    if res.status == 0:
        out["objective"] = float(res.fun) + 0.0
        out["values"] = [float(v) + 0.0 for v in res.x[:n]]  # + 0.0 turns -0.0 into 0.0
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="+", metavar="FILE", help="JSON system(s); '-' for stdin")
    args = ap.parse_args()
    for path in args.files:
        for system in load(path):
            out = {"name": system.get("name"), **solve(system, system["constraints"])}
            ch = system.get("change")
            if ch:
                cons = list(system["constraints"])
                cons[ch["index"]] = dict(cons[ch["index"]], k=ch["k"])
                out["changed"] = solve(system, cons)
            print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()

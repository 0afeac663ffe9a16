"""Malformed inputs for every headless command: how many reach a traceback or hang.

    python tools/fuzz_inputs.py                 # 1,000 inputs per command
    python tools/fuzz_inputs.py --per 200 --only shot,game-judge --seed 3

A measurement, not a test (tests/test_cli_fuzz.py runs a bounded hypothesis version of the
same generators in the normal suite). Each input is a valid example of the command's JSON
with one to three mutations (a value swapped for a hostile one — a 5,000-digit number, 1e400,
NaN, a 20,000-character string, deep nesting, the wrong type —, a key deleted, an unknown key
added), or a text-level mutation (truncated, not UTF-8, nested 100,000 deep). Every input runs
in-process through ``coach_app.cli.main`` with a per-input alarm. Counted per command:

- ``traceback``: an exception other than exit 0/2 escaped;
- ``bad_exit2``: exit 2 with stdout not empty or not exactly one stderr line;
- ``bad_exit0``: exit 0 with stdout that is not one JSON document (NaN included);
- ``hang``: the input took longer than ``--timeout`` seconds;
- ``ok``/``refused``: exit 0 / exit 2 as the contract says.

docs/headless.md gives the numbers measured.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import json
import os
import random
import signal
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

BIG = "1" + "0" * 400
HUGE_DIGITS = "7" * 5000
#: Hostile values, as JSON text (some are not JSON at all: NaN, Infinity).
NASTY: tuple[str, ...] = (
    "null", "true", "false", "0", "-1", "1e400", "-1e400", BIG, HUGE_DIGITS, "NaN",
    "Infinity", "-Infinity", "1e308", "-0.0", "5e-324", "9223372036854775808", "1e15",
    '""', '"x"', json.dumps("y" * 20000), '"P9"', '"cue"', '"15"', '"BR"', '"pyramid-t"',
    "[]", "{}", "[1]", "[1, 2, 3]", '["a", "b"]', "[0, 0]", "[9, 9]", "[1e400, 0]",
    "[[[[[]]]]]", '{"a": 1}', '{"cue": [0, 0]}', "[" * 200 + "]" * 200, "3.5", "16.5",
    "100000", '"\\u0000"', '"\\ud800"',
)


@dataclass(frozen=True)
class Command:
    name: str
    argv: tuple[str, ...]
    seed: Callable[[], dict[str, Any]]
    #: Keys whose loss or replacement turns the input into long valid work (the default
    #: break grid, 100,000 samples): kept by the test suite's fuzzing, not by this tool.
    heavy: frozenset[str] = frozenset()
    #: "stdin" (JSON on standard input) or a suffix: the input is written to a file of that
    #: suffix whose path replaces "{file}" in argv.
    via: str = "stdin"
    #: ``drills validate`` lists every problem of a pack, one line each (docs/drills.md).
    many_lines: bool = False


def _shot() -> dict[str, Any]:
    return {"cue_ball": "cue", "direction_deg": 0.0, "speed": 3.0, "side": 0.0, "height": 0.1}


def _balls() -> dict[str, Any]:
    return {"cue": [-1.0, 0.0], "1": [0.0, 0.0], "2": [0.6, 0.3]}


def _state(discipline: str = "free", **kw: Any) -> dict[str, Any]:
    from simulation.rules.game import new_game

    return new_game(discipline, **kw).to_json()


def _played_state(discipline: str) -> dict[str, Any]:
    """A state after a break that touched nothing: a foul, so a decision is pending
    (shoot or pass in classic, break options in Pyramid T, a penalty ball elsewhere)."""
    from simulation.physics.engine import simulate
    from simulation.rules.game import judge, new_game, shot_layout
    from simulation.stroke import Stroke

    state = new_game(discipline)
    layout = shot_layout(state, "cue", (-1.2, 0.05), None)
    result = simulate(layout, Stroke("cue", 90.0, 1.0, 0.0, 0.0))
    _v, new = judge(state, result, place=(-1.2, 0.05))
    return new.to_json()


def _judge_seed(discipline: str = "pyramid-t") -> dict[str, Any]:
    from simulation.physics.engine import simulate
    from simulation.rules.game import new_game, shot_layout
    from simulation.stroke import Stroke

    state = new_game(discipline)
    layout = shot_layout(state, "cue", (-1.2, 0.0), None)
    result = simulate(layout, Stroke("cue", 0.0, 6.0, 0.0, 0.0))
    return {"state": state.to_json(), "result": result.to_json(),
            "cue_ball_position": [-1.2, 0.0]}


def _decide_seed() -> dict[str, Any]:
    return {"state": _state("free", lag=True),
            "decision": {"kind": "lag", "winner": "P1", "choice": "shoot"}}


def _pack_text() -> dict[str, Any]:
    from drills.library import load_library
    from drills.schema import dump_drill

    lib = load_library()
    pack = lib.packs[0]
    return {"pack": {"id": "fuzz-pack", "title": {"ru": "п", "en": "p"}, "format": 1},
            "drills": [{**dump_drill(d), "id": f"fuzz.{i}"}
                       for i, d in enumerate(pack.drills[:2])]}


COMMANDS: tuple[Command, ...] = (
    Command("shot", ("shot",), lambda: {"balls": _balls(), "shot": _shot(), "trace_hz": 10}),
    Command("params-table", ("params", "--table", "{file}"), lambda: {
        "length": 3.55, "width": 1.775, "ball_radius": 0.034, "corner_mouth": 0.073},
        via=".json"),
    Command("game-shot", ("game", "shot"), lambda: {
        "state": _state("combined"), "shot": {**_shot(), "speed": 8.0},
        "cue_ball_position": [-1.2, 0.0]}),
    Command("game-judge", ("game", "judge"), _judge_seed),
    Command("game-judge-classic", ("game", "judge"), lambda: _judge_seed("classic-71")),
    Command("game-decide", ("game", "decide"), _decide_seed),
    Command("game-decide-classic", ("game", "decide"), lambda: {
        "state": _played_state("classic-71"), "decision": {"choice": "shoot"}}),
    Command("game-decide-pyramid-t", ("game", "decide"), lambda: {
        "state": _played_state("pyramid-t"), "decision": {"choice": "accept_play"}}),
    Command("game-decide-penalty", ("game", "decide"), lambda: {
        "state": _played_state("free"), "decision": {"kind": "penalty_ball", "ball": "7"}}),
    Command("game-auto", ("game", "auto", "--level", "beginner", "--workers", "1"),
            lambda: {"state": _played_state("free")}),
    Command("drills-attempt", ("drills", "attempt", "pot.cut-45"), lambda: {
        "attempt": 1, "shot": {**_shot(), "direction_deg": 30.0}}),
    Command("drills-validate", ("drills", "validate", "{file}"), _pack_text, via=".json",
            many_lines=True),
    Command("analyze-window", ("analyze", "window"), lambda: {
        "balls": _balls(), "object_ball": "1", "pocket": "BR", "speed": 2.0}),
    Command("analyze-probability", ("analyze", "probability", "--workers", "1"), lambda: {
        "balls": _balls(), "object_ball": "1", "pocket": "BR", "speed": 2.0, "samples": 3,
        "level": "club"}, heavy=frozenset({"samples"})),
    Command("analyze-placement", ("analyze", "placement", "--workers", "1"), lambda: {
        "balls": _balls(), "object_ball": "1", "pocket": "BR", "speed": 2.0, "samples": 1,
        "nx": 1, "ny": 2}, heavy=frozenset({"samples", "nx", "ny"})),
    Command("analyze-break", ("analyze", "break", "--workers", "1"), lambda: {
        "discipline": "free", "samples": 1, "settings": [
            {"x": -1.2, "y": 0.1, "offset": 0.01, "speed": 6.0}]},
            heavy=frozenset({"samples", "settings"})),
    Command("game-new", ("game", "new"), lambda: {
        "--discipline": "classic-71", "--players": "3", "--names": "A,B,C",
        "--call-mode": "strict", "--handicap": "A=10", "--breaker": "A"}, via="argv"),
    Command("report-options", ("report", "--player", "Nobody", "--db", "{db}"), lambda: {
        "--from": "2024-01-01", "--to": "2024-12-31", "--out": "{dir}/r.pdf",
        "--lang": "ru"}, via="argv"),
    # A history's address (--db) and the export's options: nothing listens on port 1, so a
    # well-formed address is refused at once; a mangled one must be one line too.
    Command("history-db", ("history", "export"), lambda: {
        "--db": "postgresql://ivan:TOPSECRET@127.0.0.1:1/pyramid?connect_timeout=1",
        "--format": "csv", "--player": "Ivan", "--out": "{dir}/h.csv"}, via="argv"),
    # A set played at a real table, into a history of its own (made only when the set is good).
    Command("practice-log", ("practice", "log", "--db", "{db}"), lambda: {
        "player": "Иван", "drill": "pot.cut-30", "played_at": "2026-12-03T18:30:00+03:00",
        "where": {"kind": "real", "table": "Стол 3"},
        "attempts": [{"success": True, "potted": 1, "comment": "чисто"}, {"success": False},
                     {"stop": {"x": 0.5, "y": 0.1}, "points": 2}]}),
    Command("analyze-bias", ("analyze", "bias"), lambda: {"attempts": [
        {"balls": _balls(), "shot": {**_shot(), "direction_deg": 0.5}, "object_ball": "1",
         "pocket": "BR"}]}),
)


# ------------------------------------------------------------------ mutations
def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value[:6]):
            out += _paths(v, (*prefix, i))
    return out


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for p in path:
        value = value[p]
    return value


MARK = "\u2063FUZZ{}\u2063"


def mutate(seed: dict[str, Any], rng: random.Random, nasty: tuple[str, ...] = NASTY,
           protect: frozenset[str] = frozenset()) -> str:
    """One malformed JSON text derived from ``seed``: ``nasty`` are the JSON texts swapped in;
    keys in ``protect`` are never deleted or replaced themselves (their contents may be)."""
    if rng.random() < 0.08:
        text = json.dumps(seed)
        kind = rng.randrange(6)
        if kind == 0:
            return text[: rng.randrange(len(text))]
        if kind == 1:
            return "[" * 100_000 + "]" * 100_000
        if kind == 2:
            return '{"a":' * 5000 + "1" + "}" * 5000
        if kind == 3:
            i = rng.randrange(len(text))
            return text[:i] + "\udcff" + text[i:]
        if kind == 4:
            # "{}" drops every key: with protected keys it would be long valid work.
            return rng.choice(["", " ", "null", "[]", "1", '"x"', "[]" if protect else "{}",
                               HUGE_DIGITS])
        return text.replace("0.0", "NaN", 1)
    data = copy.deepcopy(seed)
    marks: list[str] = []
    for _ in range(rng.randint(1, 3)):
        paths = _paths(data)
        path = rng.choice([q for q in paths if not (q and q[-1] in protect)])
        op = rng.random()
        if not path:
            if isinstance(data, dict):
                data[rng.choice(["zzz", "Balls", "shot ", "state", "extra"])] = 1
            continue
        parent = _get(data, path[:-1])
        key = path[-1]
        if op < 0.15 and isinstance(parent, dict):
            del parent[key]
        elif op < 0.25 and isinstance(parent, dict):
            parent[f"{key}_x"] = parent[key]
        else:
            marks.append(rng.choice(nasty))
            parent[key] = MARK.format(len(marks) - 1)
    text = json.dumps(data, ensure_ascii=False)
    for i, nasty in enumerate(marks):
        text = text.replace(json.dumps(MARK.format(i), ensure_ascii=False), nasty)
    return text


def options_argv(text: str) -> list[str]:
    """A mutated ``{"--option": value}`` object as command-line words (an unparsable text is
    passed as one word)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return [text[:5000]]
    if not isinstance(data, dict):
        return [str(data)]
    words: list[str] = []
    for key, value in data.items():
        values = value if isinstance(value, list) else [value]
        for v in values:
            if v is None:
                words.append(key)
                continue
            words += [key, v if isinstance(v, str) else json.dumps(v)]
    # A word cannot hold NUL or a lone surrogate (the OS would refuse it), nor be endless.
    return [w.replace("\x00", "").encode("utf-8", "replace").decode()[:20_000] for w in words]


# ------------------------------------------------------------------- running
@dataclass
class Outcome:
    kind: str
    detail: str = ""


class _Alarm(BaseException):
    """Not an Exception: code that catches Exception (a worker pool falling back to serial
    work) must not swallow the timeout."""


def run_one(argv: list[str], stdin_text: str, timeout: float,
            many_lines: bool = False) -> Outcome:
    """Run ``pyramid-coach ARGV`` in-process and classify what happened."""
    from coach_app.cli import main

    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin_text.encode("utf-8", "surrogateescape")),
                                 encoding="utf-8")
    sys.stdout, sys.stderr = out, err

    def on_alarm(signum: int, frame: Any) -> None:
        raise _Alarm

    previous = signal.signal(signal.SIGALRM, on_alarm)
    # Repeating: an alarm that lands inside a pymunk (cffi) callback is printed and
    # swallowed there, so it fires again each second until one reaches Python code.
    signal.setitimer(signal.ITIMER_REAL, timeout, 1.0)
    try:
        code = main(argv)
    except _Alarm:
        return Outcome("hang", " ".join(argv))
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 2
    except BaseException as exc:
        tb = traceback.extract_tb(exc.__traceback__)[-1]
        return Outcome("traceback", f"{type(exc).__name__} at {Path(tb.filename).name}:"
                                    f"{tb.lineno}: {str(exc)[:80]}")
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        sys.stdin, sys.stdout, sys.stderr = old
    o, e = out.getvalue(), err.getvalue()
    if code == 2:
        lines = e.strip().splitlines()
        prefix = f"pyramid-coach {' '.join(argv[:2])}: "
        if o or not lines or (len(lines) > 1 and not (
                many_lines and all(line.startswith(prefix) for line in lines))):
            return Outcome("bad_exit2", f"stdout={o[:60]!r} stderr={e[:120]!r}")
        return Outcome("refused")
    if code == 0:
        try:
            o.encode("utf-8")  # a real stdout could not print a lone surrogate
            json.loads(o, parse_constant=lambda c: (_ for _ in ()).throw(ValueError(c)))
        except ValueError:
            return Outcome("bad_exit0", o[:80])
        return Outcome("ok")
    return Outcome("bad_exit", f"exit {code}: {e[:100]!r}")


def prepare(cmd: Command, text: str, folder: Path, i: int = 0) -> tuple[list[str], str]:
    """The command line and standard input that carry ``text`` to ``cmd``."""
    argv = list(cmd.argv)
    if cmd.via == "stdin":
        return [a.replace("{db}", str(folder / f"h-{i}.sqlite")) for a in argv], text
    if cmd.via == "argv":
        argv = [a.replace("{db}", str(folder / "never.sqlite")) for a in argv]
        return argv + [a.replace("{dir}", str(folder)) for a in options_argv(text)], ""
    path = folder / f"input-{i}{cmd.via}"
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    return [str(path) if a == "{file}" else a for a in argv], ""


def run_command(cmd: Command, per: int, rng: random.Random, timeout: float,
                folder: Path) -> tuple[Counter[str], list[str], float]:
    seed = cmd.seed()
    counts: Counter[str] = Counter()
    examples: list[str] = []
    start = time.perf_counter()
    for i in range(per):
        text = mutate(seed, rng)
        argv, stdin_text = prepare(cmd, text, folder, i)
        result = run_one(argv, stdin_text, timeout, cmd.many_lines)
        counts[result.kind] += 1
        if result.kind not in ("ok", "refused") and len(examples) < 5:
            examples.append(f"{result.kind}: {result.detail} <- {text[:160]!r}")
    return counts, examples, time.perf_counter() - start


def named_pipe_check(timeout: float) -> Counter[str]:
    """``--in``, ``--table`` and ``drills validate`` given a FIFO must refuse at once."""
    counts: Counter[str] = Counter()
    with tempfile.TemporaryDirectory() as tmp:
        fifo = Path(tmp) / "pipe.json"
        os.mkfifo(fifo)
        for argv in (["shot", "--in", str(fifo)], ["params", "--table", str(fifo)],
                     ["drills", "validate", str(fifo)], ["game", "judge", "--in", str(fifo)]):
            counts[run_one(argv, "", timeout).kind] += 1
    return counts


def pack_bombs(folder: Path) -> list[str]:
    """Time the pack reader on hostile TOML: refused or parsed, and in how long."""
    from drills.fields import DrillError
    from drills.schema import read_data

    bombs = {
        "dotted key, 1 MB": "a" + ".a" * 500_000 + " = 1\n",
        "dotted key, 250 kB": "a" + ".a" * 124_000 + " = 1\n",
        "9-part keys, 250 kB": "".join(f"k{i}" + ".b" * 8 + " = 1\n"
                                       for i in range(13_000))[:250_000].rsplit("\n", 1)[0],
        "8-part keys, 250 kB (allowed)": "".join(f"k{i}" + ".b" * 7 + " = 1\n"
                                                 for i in range(14_000))[:250_000]
        .rsplit("\n", 1)[0],
        "tables, 250 kB": "".join(f"[a.b.c{i}]\n" for i in range(25_000))[:250_000]
        .rsplit("\n", 1)[0],
        "nested arrays, 200 kB": "a = " + "[" * 100_000 + "]" * 100_000,
    }
    lines = []
    for name, text in bombs.items():
        path = folder / "bomb.toml"
        path.write_text(text, encoding="utf-8")
        start = time.perf_counter()
        try:
            read_data(path)
            what = "parsed"
        except DrillError as exc:
            what = f"refused ({exc.message[:40]})"
        lines.append(f"{name:46s} {what:55s} {time.perf_counter() - start:.3f} s")
    return lines


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--per", type=int, default=1000, help="inputs per command (default 1000)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--timeout", type=float, default=20.0,
                   help="seconds after which one input counts as a hang (default 20)")
    p.add_argument("--only", default="", help="comma-separated command names")
    args = p.parse_args(argv)
    only = {n for n in args.only.split(",") if n}
    total: Counter[str] = Counter()
    with tempfile.TemporaryDirectory() as tmp:
        for cmd in COMMANDS:
            if only and cmd.name not in only:
                continue
            rng = random.Random(f"{args.seed}:{cmd.name}")
            counts, examples, seconds = run_command(cmd, args.per, rng, args.timeout,
                                                    Path(tmp))
            total += counts
            print(f"{cmd.name:22s} inputs {sum(counts.values()):5d}  "
                  f"tracebacks {counts['traceback']:3d}  hangs {counts['hang']:3d}  "
                  f"bad exit-2 {counts['bad_exit2']:3d}  bad exit-0 {counts['bad_exit0']:3d}  "
                  f"refused {counts['refused']:5d}  ok {counts['ok']:4d}  ({seconds:.0f} s)",
                  flush=True)
            for line in examples:
                print(f"    {line}", flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        for line in pack_bombs(Path(tmp)):
            print(f"pack bomb: {line}")
    pipes = named_pipe_check(args.timeout)
    print(f"named pipes: {dict(pipes)}")
    total += Counter({k: v for k, v in pipes.items() if k != "refused"})
    print(f"total: inputs {sum(total.values())}, tracebacks {total['traceback']}, hangs "
          f"{total['hang']}, bad exit-2 {total['bad_exit2']}, bad exit-0 "
          f"{total['bad_exit0']}, other exits {total['bad_exit']}")
    with contextlib.suppress(Exception):
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())

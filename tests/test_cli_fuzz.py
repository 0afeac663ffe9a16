"""Hypothesis fuzzing of every headless command and of the drill-pack reader.

Each example is a valid input of the command with hostile mutations (the generators of
tools/fuzz_inputs.py, which measures the same thing over thousands of inputs), run in-process
through ``coach_app.cli.main``. The contract: exit 0 with one JSON document on stdout, or
exit 2 with nothing on stdout and exactly one line on stderr; never a traceback. Examples are
few per command so the whole file stays well under a minute.
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
import sys
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from coach_app.cli import main
from drills.fields import DrillError
from drills.schema import check_pack, parse_bytes

ROOT = Path(__file__).resolve().parents[1]


@cache
def fuzz() -> ModuleType:
    spec = importlib.util.spec_from_file_location("fuzz_inputs", ROOT / "tools" / "fuzz_inputs.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["fuzz_inputs"] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@cache
def seed_of(name: str) -> dict:
    return next(c for c in fuzz().COMMANDS if c.name == name).seed()


def command(name: str):
    return next(c for c in fuzz().COMMANDS if c.name == name)


#: Hypothesis-made JSON values swapped in beside the fixed hostile ones.
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=8,
).map(json.dumps)

FUZZ = settings(max_examples=25, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


def run(argv: list[str], text: str) -> tuple[int, str, str]:
    old = sys.stdin, sys.stdout, sys.stderr
    out, err = io.StringIO(), io.StringIO()
    sys.stdin = io.TextIOWrapper(io.BytesIO(text.encode("utf-8", "surrogateescape")),
                                 encoding="utf-8")
    sys.stdout, sys.stderr = out, err
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse
        code = exc.code if isinstance(exc.code, int) else 2
    finally:
        sys.stdin, sys.stdout, sys.stderr = old
    return code, out.getvalue(), err.getvalue()


def check_contract(code: int, out: str, err: str, many_lines: bool = False) -> None:
    assert code in (0, 2), (code, err)
    if code == 2:
        assert out == ""
        lines = err.strip().splitlines()
        assert lines if many_lines else len(lines) == 1, err
    else:
        out.encode("utf-8")  # a real stdout could not print a lone surrogate
        json.loads(out, parse_constant=lambda c: pytest.fail(f"{c} in output"))
    err.encode("utf-8")


NAMES = [c.name for c in fuzz().COMMANDS]


@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(rnd=st.randoms(use_true_random=False), extra=st.lists(json_values, max_size=3))
def test_malformed_input_exits_0_or_2_on_one_line(name, rnd, extra, tmp_path_factory):
    cmd = command(name)
    text = fuzz().mutate(seed_of(name), rnd, (*fuzz().NASTY, *extra), cmd.heavy)
    argv, stdin = fuzz().prepare(cmd, text, tmp_path_factory.mktemp("in"))
    code, out, err = run(argv, stdin)
    # drills validate lists every problem of a pack, one line each (docs/drills.md).
    check_contract(code, out, err, many_lines=cmd.many_lines)


@FUZZ
@given(rnd=st.randoms(use_true_random=False), extra=st.lists(json_values, max_size=3),
       toml=st.booleans())
def test_pack_reader_refuses_with_a_drill_error(rnd, extra, toml):
    """The pack reader (the app's import and the library use it) raises DrillError or
    returns a pack; nothing else escapes."""
    text = fuzz().mutate(seed_of("drills-validate"), rnd, (*fuzz().NASTY, *extra))
    raw = text.encode("utf-8", "surrogateescape")
    name = "pack.json"
    if toml:
        from drills import tomlw

        try:
            raw = tomlw.dumps(json.loads(text), "fuzz").encode()
            name = "pack.toml"
        except Exception:  # not every mutation is TOML-shaped: then JSON it is
            pass
    with contextlib.suppress(DrillError):
        check_pack(parse_bytes(raw, name), name)


@FUZZ
@given(argv=st.lists(st.sampled_from(["--from", "--to", "0001-01-01", "9999-12-31",
                                      "2024-02-30", "x", "--out", "/", "-1", "1e400"]),
                     max_size=4))
def test_report_options_exit_2_on_one_line(argv, tmp_path_factory):
    db = tmp_path_factory.mktemp("db") / "h.sqlite"
    code, out, err = run(["report", "--player", "Nobody", "--db", str(db), "--out", "/",
                          *argv], "")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1, err

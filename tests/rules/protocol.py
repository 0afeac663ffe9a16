"""Written protocols of real frames, played through ``pyramid-coach game record``.

A protocol is what a referee's score sheet holds: each entry is a shot (or an incident between
shots) as the referee saw it, or a player's decision, with what the sheet says afterwards.
:func:`play` runs one through the command, entry by entry, feeding each printed state back in,
and checks every expectation, so a protocol fails at the first entry the referee gets wrong.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from coach_app.cli import main

from .invariants import check_state, sheet_totals


@dataclass(frozen=True)
class Entry:
    """One line of the protocol: ``record`` an outcome or ``decide`` a decision, and what
    must hold after it (keys of :func:`_check`)."""

    kind: str
    payload: dict[str, Any]
    expect: dict[str, Any] = field(default_factory=dict)


def shot(first: str | None, *pots: str, call: str | None = None, expect: Any = None,
         **facts: Any) -> Entry:
    """A shot: the first object ball touched (None: none), pots written "5BR" (ball, pocket),
    the call "5BR" where needed, and any other outcome field."""
    outcome: dict[str, Any] = {"first_contact": first,
                               "pocketed": [_pot(p) for p in pots], **facts}
    if call is not None:
        outcome["call"] = _pot(call)
    return Entry("record", outcome, expect or {})


def incident(expect: Any = None, **facts: Any) -> Entry:
    """An entry between shots (``played`` false)."""
    return Entry("record", {"played": False, **facts}, expect or {})


def decide(expect: Any = None, **decision: Any) -> Entry:
    return Entry("decide", decision, expect or {})


def _pot(text: str) -> dict[str, str]:
    return {"ball": text[:-2], "pocket": text[-2:]}


def _cli(args: Sequence[str], payload: dict[str, Any] | None, tmp_path: Any,
         capsys: Any) -> dict[str, Any]:
    argv = list(args)
    if payload is not None:
        path = tmp_path / "in.json"
        path.write_text(json.dumps(payload), encoding="utf-8")
        argv += ["--in", str(path)]
    code = main(argv)
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def play(new_args: Sequence[str], entries: Sequence[Entry], tmp_path: Any,
         capsys: Any) -> dict[str, Any]:
    """Run the protocol from ``game new <new_args>``; return the last state's JSON."""
    state = _cli(["game", "new", *new_args], None, tmp_path, capsys)
    for n, entry in enumerate(entries, start=1):
        verdict = None
        if entry.kind == "record":
            out = _cli(["game", "record"], {"state": state, "outcome": entry.payload},
                       tmp_path, capsys)
            verdict, state = out["verdict"], out["state"]
        else:
            state = _cli(["game", "decide"], {"state": state, "decision": entry.payload},
                         tmp_path, capsys)
        _check(n, entry, verdict, state)
    return state


def _check(n: int, entry: Entry, verdict: dict[str, Any] | None, state: dict[str, Any]) -> None:
    from simulation.rules.state import state_from_json

    parsed = state_from_json(state)
    if parsed.match is None:
        check_state(parsed)
    assert sheet_totals(parsed) == dict(parsed.scores), f"entry {n}: the sheet does not add up"
    for key, want in entry.expect.items():
        if key == "fouls":
            got: Any = [(f["code"], f["clause"]) for f in verdict["fouls"]]  # type: ignore[index]
        elif key == "spots":
            got = {r["ball"]: r["spot"] for r in verdict["respotted"]}  # type: ignore[index]
        elif key == "pending":
            got = None if state["pending"] is None else state["pending"]["kind"]
        elif key == "options":
            got = state["pending"]["options"]
        elif key in ("legal", "turn", "points", "notes", "completed", "call_made"):
            got = verdict[key]  # type: ignore[index]
        else:
            got = state[key]
        assert got == want, f"entry {n} ({entry.payload}): {key} is {got!r}, not {want!r}"

"""What the scorer's boards show for the entry being made (Qt-free): the balls and pockets
marked in the current mode, and the fouls a referee may name with their clauses."""

from __future__ import annotations

from typing import Any

from coach_app.scorer.model import Draft, Mode, ScorerModel


def marked_balls(model: ScorerModel) -> list[str]:
    d, mode = model.draft, model.mode
    if mode is Mode.CALL:
        return [d.call_ball] if d.call_ball else []
    if mode is Mode.STRUCK:
        return [d.struck or "cue"]
    if mode is Mode.FIRST:
        return [d.first] if d.first else []
    if mode is Mode.POCKETED:
        return [b for b, _p in d.pocketed]
    if mode is Mode.OFF_TABLE:
        return list(d.off_table)
    return [b for b, _p in d.dropped]


def marked_pockets(model: ScorerModel) -> list[str]:
    d, mode = model.draft, model.mode
    if mode is Mode.CALL:
        return [d.call_pocket] if d.call_pocket else []
    items = d.pocketed if mode is Mode.POCKETED else d.dropped
    return [p for _b, p in items if p]


def foul_codes(choices: Any, d: Draft) -> tuple[list[str], dict[str, str]]:
    """The fouls the entry may name (``game choices``' list; touching a ball, General rules
    16, is a foul of a stroke as well as between shots) and each one's clause."""
    shot, between = choices.shot or {}, choices.between_shots or {}
    clauses = {f["code"]: f["clause"] for f in [*shot.get("fouls", ()),
                                                *between.get("fouls", ())]}
    clauses.setdefault("touched_ball", "16")
    if d.played:
        offered = [f["code"] for f in shot.get("fouls", ())]
        return ["touched_ball", *[c for c in offered if c != "touched_ball"]], clauses
    return [f["code"] for f in between.get("fouls", ())], clauses

"""A written real-frame protocol entered into the scorer's model press by press, as the
screen enters it: each outcome of tests/rules/test_record_frames.py becomes the presses a
scorer makes (a mode, a ball, a pocket, a foul button, a check box), then «Record»."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from coach_app.game.match import GameSetup
from coach_app.scorer.model import Mode, ScorerModel


def setup_for(args: Sequence[str], frames: int = 1) -> GameSetup:
    opts = dict(zip(args[::2], args[1::2], strict=True))
    pair = opts.get("--format") == "pair"
    n = int(opts.get("--players", "2"))
    names = ("A1", "A2", "B1", "B2") if pair else tuple(f"P{i + 1}" for i in range(n))
    return GameSetup(opts["--discipline"], names, call_mode=opts.get("--call-mode"),
                     pair=pair, frames=frames)


def _ball(model: ScorerModel, mode: Mode, ball: str) -> None:
    model.set_mode(mode)
    assert model.press_ball(ball), (mode, ball, model.balls_for(mode))


def enter(model: ScorerModel, o: Mapping[str, Any]) -> bool:
    """The presses of outcome ``o``, then «Record»; what the model's record says."""
    if o.get("interference"):
        return model.interference(o["interference"])
    model.between_shots(not o.get("played", True))
    if "cue_ball" in o:
        _ball(model, Mode.STRUCK, o["cue_ball"])
    if o.get("call"):
        _ball(model, Mode.CALL, o["call"]["ball"])
        assert model.press_pocket(o["call"]["pocket"])
    if o.get("played", True):
        if o.get("first_contact") is None:
            model.no_contact()
        else:
            _ball(model, Mode.FIRST, o["first_contact"])
    for p in o.get("pocketed", ()):
        _ball(model, Mode.POCKETED, p["ball"])
        assert model.press_pocket(p["pocket"])
    for b in o.get("off_table", ()):
        _ball(model, Mode.OFF_TABLE, b)
    for d in o.get("dropped", ()):
        _ball(model, Mode.DROPPED, d["ball"])
        assert model.press_pocket(d["pocket"])
        if d.get("affected"):
            model.set(affected=True)
    for code in o.get("fouls", ()):
        model.toggle_foul(code)
    if o.get("house_foul"):
        model.set_house_foul(o["house_foul"])
    if "cushion_balls" in o:
        model.set(cushion_balls=o["cushion_balls"])
    if o.get("crossed_centre"):
        model.set(crossed_centre=True)
    if o.get("completed") is False:
        model.set(not_completed=True)
    if o.get("clean") is False:
        model.set(not_clean=True)
    if o.get("smeared"):
        model.set(smeared=True)
    if o.get("offender"):
        model.set(offender=o["offender"])
    return model.record()


def play(model: ScorerModel, entries: Sequence[Any]) -> None:
    for entry in entries:
        if entry.kind == "record":
            assert enter(model, entry.payload), (entry.payload, model.refusal)
        else:
            assert model.decide(entry.payload), (entry.payload, model.refusal)

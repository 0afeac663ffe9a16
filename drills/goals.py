"""Did a shot do what the drill asked? One function per goal kind, each returning a code.

Reason codes (the GUI translates them; the CLI prints them): ``success``, ``foul``,
``not_pocketed``, ``wrong_pocket``, ``cue_ball_pocketed``, ``cue_not_pocketed``,
``wrong_ball_first``, ``out_of_order``, ``cue_outside_zone``, ``illegal_break``,
``too_few_cushion_balls``, ``too_few_pocketed``, and ``continue`` for a good shot of a
sequence that is not finished. A goal failure is named before a foul: "the ball did not drop"
tells a player more than "clause 20"; the fouls are always listed in the details.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from drills.model import Goal, Zone
from drills.referee import Ruling
from simulation.balls import PYRAMID_T_COLOURS, PYRAMID_T_VALUES, classic_value
from simulation.events import ShotResult
from simulation.rules.facts import first_contact

REASONS: tuple[str, ...] = (
    "success", "continue", "foul", "not_pocketed", "wrong_pocket", "cue_ball_pocketed",
    "cue_not_pocketed", "wrong_ball_first", "out_of_order", "cue_outside_zone",
    "illegal_break", "too_few_cushion_balls", "too_few_pocketed", "in_progress",
)


@dataclass(frozen=True)
class Step:
    """One shot judged against the goal: its reason code and the goal balls it scored."""

    reason: str
    scored: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.reason in ("success", "continue")


def value(discipline: str, ball: str) -> int:
    """The game's value of a ball: Pyramid T by colour, the classic numbers (ace 11), else 1."""
    if discipline == "pyramid-t" and ball in PYRAMID_T_COLOURS:
        return PYRAMID_T_VALUES[PYRAMID_T_COLOURS[ball]]
    if discipline in ("classic-71", "classic-51") and ball in PYRAMID_T_COLOURS:
        return classic_value(ball)
    return 1


def matches(item: str, ball: str) -> bool:
    """A sequence item is a ball id or a Pyramid T colour."""
    return ball == item or str(PYRAMID_T_COLOURS.get(ball, "")) == item


def _cue_end(result: ShotResult, zone: Zone | None) -> str | None:
    cue = result.cue_ball
    if cue not in result.balls:
        return "cue_ball_pocketed"
    if zone is not None and not zone.contains(result.balls[cue]):
        return "cue_outside_zone"
    return None


def _pocket_of(result: ShotResult, ball: str) -> str | None:
    return next((p.pocket for p in result.pocketed if p.ball == ball), None)


def _finish(fail: str | None, ruling: Ruling, scored: tuple[str, ...], last: bool = True
            ) -> Step:
    if fail:
        return Step(fail)
    if not ruling.legal:
        return Step("foul")
    return Step("success" if last else "continue", scored)


def judge_pot(goal: Goal, result: ShotResult, ruling: Ruling) -> Step:
    assert goal.ball is not None
    pocket = _pocket_of(result, goal.ball)
    if pocket is None:
        return _finish("not_pocketed", ruling, ())
    if goal.pockets and pocket not in goal.pockets:
        return _finish("wrong_pocket", ruling, ())
    return _finish(_cue_end(result, goal.zone), ruling, (goal.ball,))


def judge_cue_pot(goal: Goal, result: ShotResult, ruling: Ruling) -> Step:
    contact = first_contact(result)
    pocket = _pocket_of(result, result.cue_ball)
    if pocket is None:
        return _finish("cue_not_pocketed", ruling, ())
    if contact is None or contact.ball != goal.ball:
        return _finish("wrong_ball_first", ruling, ())
    if goal.pockets and pocket not in goal.pockets:
        return _finish("wrong_pocket", ruling, ())
    return _finish(None, ruling, (result.cue_ball,))


def judge_position(goal: Goal, result: ShotResult, ruling: Ruling) -> Step:
    scored: tuple[str, ...] = ()
    if goal.ball is not None:
        pocket = _pocket_of(result, goal.ball)
        if pocket is None:
            return _finish("not_pocketed", ruling, ())
        if goal.pockets and pocket not in goal.pockets:
            return _finish("wrong_pocket", ruling, ())
        scored = (goal.ball,)
    return _finish(_cue_end(result, goal.zone), ruling, scored)


def judge_sequence(goal: Goal, step: int, result: ShotResult, ruling: Ruling,
                   pocketed_before: Sequence[str]) -> Step:
    """Shot ``step`` (0-based) must pocket an item of ``goal.order[step]`` and no ball that a
    later item still needs."""
    item = goal.order[step]
    pots = [p for p in result.pocketed if p.ball != result.cue_ball]
    hit = [p for p in pots if matches(item, p.ball)]
    if not hit:
        return _finish("not_pocketed", ruling, ())
    pockets = goal.pockets
    want = pockets[0] if len(pockets) == 1 else (pockets[step] if pockets else None)
    if want is not None and all(p.pocket != want for p in hit):
        return _finish("wrong_pocket", ruling, ())
    later = goal.order[step + 1:]
    for p in pots:
        if p not in hit and any(matches(it, p.ball) for it in later) \
                and p.ball not in pocketed_before:
            return _finish("out_of_order", ruling, ())
    last = step == len(goal.order) - 1
    zone = goal.zone if last else None
    good = next(p.ball for p in hit if want is None or p.pocket == want)
    return _finish(_cue_end(result, zone), ruling, (good,), last)


def judge_break(goal: Goal, result: ShotResult, ruling: Ruling) -> Step:
    if not ruling.legal:
        return Step("illegal_break" if any(c == "illegal_break" for c, _ in ruling.fouls)
                    else "foul")
    pots = tuple(b for b in result.pocketed_ids() if b != result.cue_ball)
    if ruling.cushion_balls < goal.min_cushion_balls:
        return Step("too_few_cushion_balls")
    if len(pots) < goal.min_pocketed:
        return Step("too_few_pocketed")
    fail = _cue_end(result, goal.zone)
    return Step(fail) if fail else Step("success", pots)

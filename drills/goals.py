"""Did a shot do what the drill asked? One function per goal kind, each returning a code.

Reason codes (the GUI translates them; the CLI prints them): ``success``, ``foul``,
``not_pocketed``, ``wrong_pocket``, ``cue_ball_pocketed``, ``cue_not_pocketed``,
``wrong_ball_first``, ``out_of_order``, ``cue_outside_zone``, ``illegal_break``,
``too_few_cushion_balls``, ``too_few_pocketed``, ``leaves_a_pot`` (a safety or a classic break
that leaves the opponent a better pot chance than the goal allows), and ``continue`` for a
good shot of a sequence that is not finished. A goal failure is named before a foul: "the
ball did not drop" tells a player more than "clause 20"; the fouls are always listed in the details.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from drills.model import Goal, Zone
from drills.referee import Ruling
from simulation.balls import PYRAMID_T_COLOURS, PYRAMID_T_VALUES, classic_value
from simulation.events import ShotResult
from simulation.rules.facts import first_contact
from simulation.rules.vocab import Discipline

REASONS: tuple[str, ...] = (
    "success", "continue", "foul", "not_pocketed", "wrong_pocket", "cue_ball_pocketed",
    "cue_not_pocketed", "wrong_ball_first", "out_of_order", "cue_outside_zone",
    "illegal_break", "too_few_cushion_balls", "too_few_pocketed", "in_progress",
    "leaves_a_pot",
)


@dataclass(frozen=True)
class Step:
    """One shot judged against the goal: its reason code, the goal balls it scored and, for a
    goal judged by what it leaves, the opponent's best pot chance after it."""

    reason: str
    scored: tuple[str, ...] = ()
    leave: float | None = None

    @property
    def ok(self) -> bool:
        return self.reason in ("success", "continue")


def value(discipline: str, ball: str) -> int:
    """The game's value of a ball: Pyramid T by colour, the classic numbers (ace 11), else 1."""
    if discipline == Discipline.PYRAMID_T and ball in PYRAMID_T_COLOURS:
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
    """``goal.first``: the balls the cue ball may strike first (the throw drills: a cue ball
    that grazes the obstruction on its way would pot by the changed path, not by throw)."""
    assert goal.ball is not None
    if goal.first:
        contact = first_contact(result)
        if contact is None or contact.ball not in goal.first:
            return _finish("wrong_ball_first", ruling, ())
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


def remaining(goal: Goal, pocketed_before: Sequence[str]) -> tuple[str, ...]:
    """The items of an any-order sequence not yet pocketed (each ball scores one item)."""
    left = list(goal.order)
    for ball in pocketed_before:
        hit = next((it for it in left if matches(it, ball)), None)
        if hit is not None:
            left.remove(hit)
    return tuple(left)


def judge_any_order(goal: Goal, step: int, result: ShotResult, ruling: Ruling,
                    pocketed_before: Sequence[str]) -> Step:
    """Pyramid T stage 1 (clause 4.4: the five colours in any order) and Free pyramid runs:
    every shot must pocket a ball of an item still open; more than one counts."""
    left = list(remaining(goal, pocketed_before))
    pots = [p for p in result.pocketed if p.ball != result.cue_ball]
    want = goal.pockets[0] if len(goal.pockets) == 1 else None
    good: list[str] = []
    for p in pots:
        item = next((it for it in left if matches(it, p.ball)), None)
        if item is not None and (want is None or p.pocket == want):
            left.remove(item)
            good.append(p.ball)
    if not good:
        wrong = want is not None and any(
            any(matches(it, p.ball) for it in goal.order) for p in pots)
        return _finish("wrong_pocket" if wrong else "not_pocketed", ruling, ())
    last = not left  # every shot pockets an item, so the order's length is never exceeded
    return _finish(_cue_end(result, goal.zone if last else None), ruling, tuple(good), last)


def judge_sequence(goal: Goal, step: int, result: ShotResult, ruling: Ruling,
                   pocketed_before: Sequence[str]) -> Step:
    """Shot ``step`` (0-based) must pocket an item of ``goal.order[step]`` and no ball that a
    later item still needs."""
    if goal.any_order:
        return judge_any_order(goal, step, result, ruling, pocketed_before)
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


def judge_break(goal: Goal, result: ShotResult, ruling: Ruling,
                leave: float | None = None) -> Step:
    """General rules 13.1 (``goal.rule`` "13.1") or, for the classic safety break, a legal
    break by clauses 11-12 that leaves at most ``goal.max_leave`` (``leave`` measured by the
    caller, drills/leave.py). ``goal.first``: the balls the cue ball may strike first (the
    side break takes the rack on its corner, not the apex)."""
    if goal.first:
        contact = first_contact(result)
        if contact is None or contact.ball not in goal.first:
            return Step("wrong_ball_first", (), leave)
    if not ruling.legal:
        return Step("illegal_break" if any(c == "illegal_break" for c, _ in ruling.fouls)
                    else "foul", (), leave)
    pots = tuple(b for b in result.pocketed_ids() if b != result.cue_ball)
    if ruling.cushion_balls < goal.min_cushion_balls:
        return Step("too_few_cushion_balls", (), leave)
    if len(pots) < goal.min_pocketed:
        return Step("too_few_pocketed", (), leave)
    fail = _cue_end(result, goal.zone)
    if fail is None and goal.rule == "leave" and (leave is None or leave > goal.max_leave):
        fail = "leaves_a_pot"
    return Step(fail, (), leave) if fail else Step("success", pots, leave)


def judge_safety(goal: Goal, result: ShotResult, ruling: Ruling, leave: float) -> Step:
    """A legal shot (first on ``goal.ball`` when given) after which the opponent's best pot
    chance is at most ``goal.max_leave``; the cue ball stays on the table (in ``zone``)."""
    if goal.ball is not None:
        contact = first_contact(result)
        if contact is None or contact.ball != goal.ball:
            return Step("wrong_ball_first", (), leave)
    fail = _cue_end(result, goal.zone)
    if fail is None and leave > goal.max_leave:
        fail = "leaves_a_pot"
    step = _finish(fail, ruling, ())
    return Step(step.reason, (), leave)

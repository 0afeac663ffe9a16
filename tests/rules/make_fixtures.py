"""Recorded real shots for the referee tests: ``python -m tests.rules.make_fixtures``.

The rules are tested per clause over exact event sequences *and* over real simulated shots.
The exact sequences (``helpers.shot``) pin the referee's logic; these fixtures pin that the
physics actually produces the events the referee relies on (a ball frozen to a cushion, a
centre-line crossing, a jaw, a cue ball potted off an object ball...) and that the referee
reads a real log the way it reads a hand-written one.

Each :class:`Spec` is a layout and a stroke chosen so the physics shows one clause's pattern
with room to spare, the event pattern that must appear in the result, and the verdict a
federation referee would give, written by hand (never copied from the referee). The generator
simulates every spec, checks the pattern and the verdict, and writes
``fixtures/<name>.json``; it fails, naming the spec, if either check fails, so a physics
change that breaks a layout is caught here rather than silently recorded.

``python -m tests.rules.make_fixtures --show NAME`` prints a spec's events without writing.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from simulation.events import BallBall, CenterLine, CushionHit, PocketDrop, ShotResult
from simulation.physics.engine import simulate
from simulation.physics.params import PHYSICS_VERSION
from simulation.racks import standard_rack
from simulation.rules.game import judge, new_game
from simulation.rules.state import GameState
from simulation.rules.verdict import Call, Verdict
from simulation.stroke import Stroke
from simulation.table import TOUCH_GAP, TableSpec, Vec

from .helpers import in_hand, play_state

FIXTURES = Path(__file__).with_name("fixtures")
T = TableSpec()
R = T.ball_radius
HL, HW = T.half_length, T.half_width
BACK = T.back_spot
FRONT = T.front_spot
#: A ball's centre when it is frozen to a cushion (at R from the nose line, plus the touch gap
#: the racks use, so the layout is legal yet "frozen" for the referee's 0.1 mm test).
FROZEN = R + TOUCH_GAP
#: Respotted balls are kept 1 mm clear of a ball in the way (respot.SPOT_CLEARANCE).
CLEAR = 2 * R + 1.0e-3

#: One expected event: ("bb", a, b) ball-ball in either order, ("cu", ball, cushion),
#: ("cl", ball) centre line, ("po", ball, pocket). Matched as an ordered subsequence.
Step = tuple[str, ...]


def pocket_mouth(pid: str) -> Vec:
    return next(p.mouth_centre for p in T.pockets() if p.id == pid)


def deg(a: Vec, b: Vec) -> float:
    """Direction from a to b in degrees (the stroke's ``direction_deg``)."""
    return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0]))


def ghost(ball: Vec, target: Vec) -> Vec:
    """Where the cue ball's centre must be at contact to send ``ball`` toward ``target``."""
    d = math.dist(ball, target)
    return (ball[0] - 2 * R * (target[0] - ball[0]) / d,
            ball[1] - 2 * R * (target[1] - ball[1]) / d)


def aim(cue: Vec, ball: Vec, target: Vec) -> float:
    """The stroke direction that sends ``ball`` toward ``target`` (a full-ball line-up)."""
    return deg(cue, ghost(ball, target))


def behind(ball: Vec, target: Vec, dist: float) -> Vec:
    """A cue-ball place ``dist`` behind ``ball`` on the line from ``target`` through it."""
    d = math.dist(ball, target)
    ux, uy = (ball[0] - target[0]) / d, (ball[1] - target[1]) / d
    return (round(ball[0] + ux * dist, 4), round(ball[1] + uy * dist, 4))


@dataclass(frozen=True)
class Spec:
    """One recorded shot: the situation, the stroke, what the log must show, the ruling.

    ``hand`` is None (cue ball on the table), "house" or "table" (ball in hand, placed where
    ``layout`` puts it), or "break" (the opening break from the house). ``expect`` holds the
    verdict's essentials: legal, fouls as [code, clause], points, completed, respotted,
    turn, pending (the kind of decision owed) and any notes.
    """

    name: str
    clause: str
    discipline: str
    description: str
    layout: Mapping[str, Vec]
    stroke: Stroke
    pattern: Sequence[Step]
    expect: Mapping[str, Any]
    absent: Sequence[Step] = ()
    hand: str | None = None
    call: Call | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)
    shelves: Mapping[str, Sequence[str]] | None = None
    #: Other (layout, stroke) pairs to try, in order, when the first does not show the
    #: pattern: full-rack breaks are chaotic, so a physics change may move a pot elsewhere.
    alternatives: Sequence[tuple[Mapping[str, Vec], Stroke]] = ()


# ------------------------------------------------------------------ state and verdict
def build_state(spec: Spec) -> tuple[GameState, Vec | None]:
    """The state before the shot and the cue-ball placement (None when not in hand)."""
    layout = dict(spec.layout)
    if spec.hand == "break":
        s = new_game(spec.discipline)
        return replace(s, balls=layout), None
    s = play_state(spec.discipline, layout, shelves=spec.shelves)
    if spec.extra:
        s = s.set_extra(**spec.extra)
    if spec.hand is None:
        return s, None
    return in_hand(s, spec.hand), layout["cue"]


def essentials(verdict: Verdict) -> dict[str, Any]:
    """What a fixture pins of a verdict (docs/headless.md's minimum plus the clause completed)."""
    return {
        "legal": verdict.legal,
        "fouls": [[f.code, f.clause] for f in verdict.fouls],
        "points": dict(verdict.points),
        "completed": verdict.completed,
        "respotted": {b: [p[0], p[1]] for b, p in verdict.respotted.items()},
        "turn": verdict.turn,
        "pending": None if verdict.pending is None else verdict.pending.kind,
        "notes": list(verdict.notes),
    }


def expected(legal: bool, *, fouls: Sequence[tuple[str, str]] = (),
             points: Mapping[str, int] | None = None, completed: str | None = None,
             respotted: Mapping[str, Vec] | None = None, turn: str = "passes",
             pending: str | None = None, notes: Sequence[str] = ()) -> dict[str, Any]:
    return {"legal": legal, "fouls": [list(f) for f in fouls], "points": dict(points or {}),
            "completed": completed,
            "respotted": {b: [round(p[0], 6) + 0.0, round(p[1], 6) + 0.0]
                          for b, p in (respotted or {}).items()},
            "turn": turn, "pending": pending, "notes": list(notes)}


def same_essentials(got: Mapping[str, Any], want: Mapping[str, Any]) -> bool:
    """Equal, with re-spot positions compared to the micrometre they are rounded to."""
    if {k: v for k, v in got.items() if k != "respotted"} != \
            {k: v for k, v in want.items() if k != "respotted"}:
        return False
    g, w = got["respotted"], want["respotted"]
    return set(g) == set(w) and all(
        math.dist(g[b], w[b]) <= 1.5e-6 for b in g)


# ------------------------------------------------------------------ event patterns
def compact(result: ShotResult) -> list[Step]:
    out: list[Step] = []
    for e in result.events:
        if isinstance(e, BallBall):
            out.append(("bb", e.a, e.b))
        elif isinstance(e, CushionHit):
            out.append(("cu", e.ball, e.cushion) + ((e.jaw,) if e.jaw else ()))
        elif isinstance(e, CenterLine):
            out.append(("cl", e.ball))
        elif isinstance(e, PocketDrop):
            out.append(("po", e.ball, e.pocket))
    return out


def _matches(step: Step, want: Step) -> bool:
    if step[0] != want[0]:
        return False
    if want[0] == "bb":
        return len(want) == 1 or {step[1], step[2]} == {want[1], want[2]}
    return step[1:len(want)] == want[1:]


def find_pattern(events: Sequence[Step], pattern: Sequence[Step]) -> bool:
    """True when ``pattern`` occurs in order (not necessarily adjacent) in ``events``."""
    k = 0
    for e in events:
        if k < len(pattern) and _matches(e, pattern[k]):
            k += 1
    return k == len(pattern)


def check(spec: Spec, result: ShotResult) -> list[str]:
    """Problems with a simulated spec: pattern missing, forbidden event, verdict differs."""
    problems = []
    events = compact(result)
    if not find_pattern(events, spec.pattern):
        problems.append(f"event pattern {spec.pattern} not in {events}")
    for step in spec.absent:
        if any(_matches(e, step) for e in events):
            problems.append(f"forbidden event {step} in {events}")
    state, place = build_state(spec)
    verdict, _ = judge(state, result, call=spec.call, place=place)
    got = essentials(verdict)
    if not same_essentials(got, spec.expect):
        problems.append(f"verdict {got} != expected {spec.expect}")
    return problems


def record(spec: Spec, result: ShotResult) -> dict[str, Any]:
    state, place = build_state(spec)
    return {
        "name": spec.name,
        "clause": spec.clause,
        "discipline": spec.discipline,
        "description": spec.description,
        "physics_version": PHYSICS_VERSION,
        "layout": {b: [p[0], p[1]] for b, p in spec.layout.items()},
        "stroke": spec.stroke.to_json(),
        "state": state.to_json(),
        "call": None if spec.call is None else spec.call.to_json(),
        "cue_ball_position": None if place is None else [place[0], place[1]],
        "pattern": [list(s) for s in spec.pattern],
        "result": result.to_json(),
        "expected": dict(spec.expect),
    }


def shoot(spec: Spec) -> ShotResult:
    return simulate(spec.layout, spec.stroke, trace_hz=0)


# ===================================================================== the specs
SPECS: list[Spec] = []


def spec(*args: Any, **kw: Any) -> None:
    SPECS.append(Spec(*args, **kw))


P1 = "P1"
P2 = "P2"
FREE_FOUL = {"turn": "decision", "pending": "penalty_ball"}
FREE_MISS = {"points": {P1: 0}, "turn": "passes"}
FREE_POT = {"points": {P1: 1}, "turn": "continues"}
FAR = {"2": (0.6, -0.55), "3": (1.2, 0.5)}  # bystanders well away from every shot's path


def _s(v: float) -> float:
    return round(v, 4)


# ---------------------------------------------------------------- contact (6)
spec("6.2-no-contact", "6.2", "free",
     "The cue ball runs up and down the long axis and touches no ball: foul 6.2, and clause "
     "20 is not added on top of it.",
     {"cue": (-1.0, 0.0), "1": (0.5, 0.5), **FAR}, Stroke("cue", 0.0, 1.5),
     [("cu", "cue", "back")],
     expected(False, fouls=[("no_contact", "6.2")], **FREE_FOUL), absent=[("bb",)])

spec("6.4-shot-away-from-a-touching-ball", "6.4", "free",
     "The cue ball touches ball 1 (1 µm apart) and is struck directly away from it: separating "
     "is not contact, so the physics logs no ball_ball event and the shot is a 6.2 foul.",
     {"cue": (-0.5, 0.0), "1": (-0.5 + 2 * R + TOUCH_GAP, 0.0), **FAR},
     Stroke("cue", 180.0, 0.3), [],
     expected(False, fouls=[("no_contact", "6.2")], **FREE_FOUL), absent=[("bb",)])

spec("6.3-contact-off-a-cushion-and-I-1", "6.3", "free",
     "The cue ball reaches ball 1 off the left-front cushion: contact off a cushion counts "
     "(6.3), but the cushion before the contact does not complete the shot (I-1), so the "
     "gentle shot is a clause 20 foul.",
     {"cue": (-1.0, 0.3), "1": (-0.4, 0.3), **FAR}, Stroke("cue", 66.5, 1.3),
     [("cu", "cue", "left-front"), ("bb", "cue", "1")],
     expected(False, fouls=[("not_completed", "20")], **FREE_FOUL),
     # Physics 2.0 (Han's cushion) bends the rebound off the cushion.
     alternatives=[({"cue": (-1.0, 0.3), "1": (-0.4, 0.3), **FAR}, Stroke("cue", 65.8, 1.3))])

# ---------------------------------------------------------------- clause 20
_fl = pocket_mouth("FL")
_d_cue = (-1.0, 0.1)
_d_ball = (_s(_fl[0] + (_d_cue[0] - _fl[0]) * 0.35 / math.dist(_d_cue, _fl)),
           _s(_fl[1] + (_d_cue[1] - _fl[1]) * 0.35 / math.dist(_d_cue, _fl)))
_D_DIR = deg(_d_cue, _d_ball)

spec("20.1-object-ball-pocketed", "20.1", "free",
     "Ball 1 is potted straight into the front-left corner: 20.1, one point, turn kept.",
     {"cue": _d_cue, "1": _d_ball, **FAR}, Stroke("cue", _D_DIR, 1.2),
     [("bb", "cue", "1"), ("po", "1", "FL")],
     expected(True, completed="20.1", **FREE_POT))

_e1, _et = (-1.3, 0.5), (-1.6, HW - R)
_e_cue = behind(_e1, _et, 0.4)
_E_DIR = aim(_e_cue, _e1, _et)
spec("20.2.1-ball-off-two-cushions", "20.2.1", "free",
     "Ball 1 is driven into the left-front cushion and comes off it into the front cushion.",
     {"cue": _e_cue, "1": _e1, **FAR}, Stroke("cue", _E_DIR, 1.5),
     [("bb", "cue", "1"), ("cu", "1", "left-front"), ("cu", "1", "front")],
     expected(True, completed="20.2.1", **FREE_MISS))

spec("20.2.2-off-a-cushion-onto-a-ball-frozen-to-another", "20.2.2", "free",
     "Ball 1 comes off the left-front cushion and touches ball 4, frozen to the front cushion.",
     {"cue": _e_cue, "1": _e1, "4": (-HL + FROZEN, 0.68), **FAR}, Stroke("cue", _E_DIR, 1.5),
     [("bb", "cue", "1"), ("cu", "1", "left-front"), ("bb", "1", "4")],
     expected(True, completed="20.2.2", **FREE_MISS))

# Straight up and back: ball 1 is hit full (stun, the cue ball stops), comes back off the
# left-front cushion and runs into the cue ball, which it drives down the table.
_v_cue, _v_one = (-0.5, 0.2), (-0.5, 0.5)
spec("20.2.3-off-a-cushion-drives-a-ball-to-another", "20.2.3", "free",
     "Ball 1 comes back off the left-front cushion and drives the stopped cue ball into the "
     "right-front cushion (I-5: the driven ball may be the cue ball).",
     {"cue": _v_cue, "1": _v_one, **FAR}, Stroke("cue", 90.0, 3.0),
     [("bb", "cue", "1"), ("cu", "1", "left-front"), ("bb", "cue", "1"),
      ("cu", "cue", "right-front")],
     expected(True, completed="20.2.3", **FREE_MISS))

spec("20.2.4-off-a-cushion-drives-a-ball-onto-one-frozen-to-another", "20.2.4", "free",
     "As 20.2.3, but the driven cue ball runs into ball 4, frozen to the right-front cushion.",
     {"cue": _v_cue, "1": _v_one, "4": (-0.5, -HW + FROZEN), **FAR}, Stroke("cue", 90.0, 3.0),
     [("bb", "cue", "1"), ("cu", "1", "left-front"), ("bb", "cue", "1"), ("bb", "cue", "4")],
     expected(True, completed="20.2.4", **FREE_MISS), absent=[("cu", "cue", "right-front")])

_i = {"cue": (-0.7, 0.0), "1": (-0.2, 0.0)}
spec("20.3.1-across-the-centre-line-then-a-cushion", "20.3.1", "free",
     "Ball 1 crosses the centre line and reaches the back cushion.",
     {**_i, "2": (0.6, -0.55)}, Stroke("cue", 0.0, 2.0),
     [("bb", "cue", "1"), ("cl", "1"), ("cu", "1", "back")],
     expected(True, completed="20.3.1", **FREE_MISS))

spec("20.3.2-across-the-line-onto-a-frozen-ball", "20.3.2", "free",
     "Ball 1 crosses the centre line and touches ball 2, frozen to the back cushion.",
     {**_i, "2": (HL - FROZEN, 0.0)}, Stroke("cue", 0.0, 2.0),
     [("bb", "cue", "1"), ("cl", "1"), ("bb", "1", "2")],
     expected(True, completed="20.3.2", **FREE_MISS))

spec("20.3.3-across-the-line-drives-a-ball-to-a-cushion", "20.3.3", "free",
     "Ball 1 crosses the centre line and drives ball 2 into the back cushion.",
     {**_i, "2": (1.0, 0.0)}, Stroke("cue", 0.0, 2.0),
     [("bb", "cue", "1"), ("cl", "1"), ("bb", "1", "2"), ("cu", "2", "back")],
     expected(True, completed="20.3.3", **FREE_MISS))

spec("20.3.4-across-the-line-drives-a-ball-onto-a-frozen-one", "20.3.4", "free",
     "Ball 1 crosses the centre line and drives ball 2 into ball 3, frozen to the back cushion.",
     {**_i, "2": (1.2, 0.0), "3": (HL - FROZEN, 0.0)}, Stroke("cue", 0.0, 2.0),
     [("bb", "cue", "1"), ("cl", "1"), ("bb", "1", "2"), ("bb", "2", "3")],
     expected(True, completed="20.3.4", **FREE_MISS))

_m1, _mt = (-0.45, 0.55), (-0.25, HW - R)
_m_cue = behind(_m1, _mt, 0.35)
_M_DIR = aim(_m_cue, _m1, _mt)
spec("20.4.1-off-a-cushion-then-across-the-line", "20.4.1", "free",
     "Ball 1 comes off the left-front cushion and rolls across the centre line.",
     {"cue": _m_cue, "1": _m1, **FAR}, Stroke("cue", _M_DIR, 1.5),
     [("bb", "cue", "1"), ("cu", "1", "left-front"), ("cl", "1")],
     expected(True, completed="20.4.1", **FREE_MISS))

spec("20.4.2-off-a-cushion-drives-a-ball-across-the-line", "20.4.2", "free",
     "Ball 1 comes off the left-front cushion and drives ball 4 across the centre line.",
     {"cue": _m_cue, "1": _m1, "4": (-0.09, 0.70), **FAR}, Stroke("cue", _M_DIR, 1.5),
     [("bb", "cue", "1"), ("cu", "1", "left-front"), ("bb", "1", "4"), ("cl", "4")],
     expected(True, completed="20.4.2", **FREE_MISS))

spec("20.4.3-off-a-cushion-onto-a-ball-across-the-line", "20.4.3", "free",
     "Ball 1 comes off the left-front cushion and touches ball 4, whose centre is across the "
     "centre line.",
     {"cue": _m_cue, "1": _m1, "4": (0.02, 0.575), **FAR}, Stroke("cue", _M_DIR, 1.5),
     [("bb", "cue", "1"), ("cu", "1", "left-front"), ("bb", "1", "4")],
     expected(True, completed="20.4.3", **FREE_MISS))

spec("20.4.3-off-a-cushion-onto-a-ball-on-the-line", "20.4.3", "free",
     "Ball 1 comes off the left-front cushion and touches ball 4, standing on the centre line "
     "(\"or on it\", I-6).",
     {"cue": _m_cue, "1": _m1, "4": (0.0, 0.59), **FAR}, Stroke("cue", _M_DIR, 1.5),
     [("bb", "cue", "1"), ("cu", "1", "left-front"), ("bb", "1", "4")],
     expected(True, completed="20.4.3", **FREE_MISS))

spec("20.4.4-off-a-cushion-drives-a-ball-onto-one-across-the-line", "20.4.4", "free",
     "Ball 1 comes off the left-front cushion and drives ball 4 into ball 5, across the line.",
     {"cue": _m_cue, "1": _m1, "4": (-0.12, 0.72), "5": (0.012, 0.582), **FAR},
     Stroke("cue", _M_DIR, 1.5),
     [("bb", "cue", "1"), ("cu", "1", "left-front"), ("bb", "1", "4"), ("bb", "4", "5")],
     expected(True, completed="20.4.4", **FREE_MISS),
     alternatives=[({"cue": _m_cue, "1": _m1, "4": (-0.12, 0.72), "5": (0.012, 0.582), **FAR},
                    Stroke("cue", _M_DIR + 0.1, 1.5))])

spec("20-not-completed", "20", "free",
     "A soft full-ball hit: ball 1 neither reaches a cushion nor crosses the line.",
     {"cue": (-1.1, 0.3), "1": (-0.8, 0.3), **FAR}, Stroke("cue", 0.0, 0.5),
     [("bb", "cue", "1")],
     expected(False, fouls=[("not_completed", "20")], **FREE_FOUL),
     absent=[("cu", "1"), ("cl", "1")])

# ---------------------------------------------------------------- the break (13)
RACK = standard_rack(T)
_APEX = RACK["4"]


def _break(cy: float, off: float, speed: float) -> tuple[dict[str, Vec], Stroke]:
    cue = (T.house_line_x - 0.25, cy)
    return {**RACK, "cue": cue}, Stroke("cue", round(deg(cue, _APEX) + off, 4), speed)


_b1 = [_break(0.2, 1.6, 10.0), _break(-0.2, -1.6, 10.0), _break(0.2, 1.2, 8.0),
       _break(-0.2, -1.2, 8.0)]
spec("13.1.1-break-pots-a-ball", "13.1.1", "free",
     "A hard break off the apex pots an object ball: a legal break (13.1.1), one point.",
     *_b1[0], [("bb", "cue", "4"), ("po",)],
     expected(True, completed="13.1.1", **FREE_POT), hand="break", alternatives=_b1[1:])

spec("13.1.2-break-three-balls-to-cushions", "13.1.2", "free",
     "A medium break: several object balls reach cushions, none is potted.",
     *_break(0.1, 0.0, 4.0), [("bb", "cue", "4")],
     expected(True, completed="13.1.2", **FREE_MISS), hand="break",
     absent=[("po",)], alternatives=[_break(0.0, 0.0, 4.0), _break(-0.2, 0.3, 4.0)])

_b3 = [_break(0.15, 1.6, 5.0), _break(-0.15, -1.6, 5.0), _break(0.15, 1.6, 5.5)]
spec("13.1.3-break-two-to-cushions-one-across", "13.1.3", "free",
     "A thin break: exactly two object balls reach cushions and one crosses the centre line.",
     *_b3[0], [("bb", "cue", "4"), ("cl",)],
     expected(True, completed="13.1.3", **FREE_MISS), hand="break", alternatives=_b3[1:],
     absent=[("po",)])

spec("13.1-illegal-break", "13.1", "free",
     "A soft break: two balls reach a cushion, none crosses the line, none is potted: 13.1 "
     "is not met, the opponent takes a penalty ball and then has the four options of 13.2.",
     *_break(0.0, 0.0, 3.0), [("bb", "cue", "4")],
     expected(False, fouls=[("illegal_break", "13.1")], **FREE_FOUL), hand="break",
     absent=[("po",)], alternatives=[_break(-0.2, 0.0, 3.0)])


# ---------------------------------------------------------------- shot from the house (12, 6)
_h = {"cue": (-1.5, 0.0), "1": (-1.2, 0.0), **FAR}
spec("combined-6.6-house-ball-touched-from-the-house", "combined 6.6", "combined",
     "From the house the cue ball first touches ball 1, itself in the house, and the soft shot "
     "completes nothing: two fouls, one penalty (27.2).",
     _h, Stroke("cue", 0.0, 0.6), [("bb", "cue", "1")],
     expected(False, fouls=[("house_ball_in_house", "combined 6.6"), ("not_completed", "20")],
              **FREE_FOUL), hand="house")

_bl = pocket_mouth("BL")
_o_cue = (-1.0, -0.3)
_o = (_s(_bl[0] + (_o_cue[0] - _bl[0]) * 0.4 / math.dist(_o_cue, _bl)),
      _s(_bl[1] + (_o_cue[1] - _bl[1]) * 0.4 / math.dist(_o_cue, _bl)))
spec("combined-6.5-from-the-house-pots-a-ball-outside", "combined 6.5", "combined",
     "From the house the cue ball pots ball 1, standing outside the house, in the back-left "
     "corner: a legal shot from the house (12, combined 6.5). Ball 1 rattles off the "
     "left-back jaw onto the back jaw before it drops, which already completes the shot by "
     "20.2.1 (I-2: a jaw belongs to its cushion).",
     {"cue": _o_cue, "1": _o, "2": (0.6, -0.55), "3": (1.2, -0.5), "4": (0.3, -0.6),
      "5": (-0.3, 0.6), "6": (0.0, -0.3), "7": (-0.5, -0.7)},
     Stroke("cue", deg(_o_cue, _o), 2.0, 0.0, -0.5),
     [("bb", "cue", "1"), ("cu", "1", "left-back", "BL"), ("cu", "1", "back", "BL"),
      ("po", "1", "BL")],
     expected(True, completed="20.2.1", **FREE_POT), hand="house", absent=[("po", "cue")],
     # Physics 2.0's jaws turn a slow ball in cleanly: a fast one still rattles first. In
     # 2.1's tighter corner the 5 m/s rattle throws the ball out; at 4 m/s it still drops.
     # 2.2's live jaws throw out the ball aimed at the mouth's middle; aimed 0.03 degrees
     # finer it glances off the left-back jaw, meets the back jaw and drops.
     alternatives=[({"cue": _o_cue, "1": _o, "2": (0.6, -0.55), "3": (1.2, -0.5),
                     "4": (0.3, -0.6), "5": (-0.3, 0.6), "6": (0.0, -0.3), "7": (-0.5, -0.7)},
                    Stroke("cue", 22.9172, 2.5, 0.0, -0.5)),
                   ({"cue": _o_cue, "1": _o, "2": (0.6, -0.55), "3": (1.2, -0.5),
                     "4": (0.3, -0.6), "5": (-0.3, 0.6), "6": (0.0, -0.3), "7": (-0.5, -0.7)},
                    Stroke("cue", 22.9472, 5.0, 0.0, -0.5)),
                   ({"cue": _o_cue, "1": _o, "2": (0.6, -0.55), "3": (1.2, -0.5),
                     "4": (0.3, -0.6), "5": (-0.3, 0.6), "6": (0.0, -0.3), "7": (-0.5, -0.7)},
                    Stroke("cue", 22.9472, 4.0, 0.0, -0.5))])

# ---------------------------------------------------------------- illegal pots (21), re-spots (25)
_r = {"cue": _d_cue, "1": _d_ball, **FAR}
spec("21.4-25.2-illegally-pocketed-ball-goes-to-the-back-spot", "21.4", "combined",
     "From the house the cue ball pots ball 1, which is in the house: a foul (combined 6.6); "
     "the ball is illegally pocketed (21.3) and re-spotted on the back spot (21.4, 25.2).",
     _r, Stroke("cue", _D_DIR, 1.2), [("bb", "cue", "1"), ("po", "1", "FL")],
     expected(False, fouls=[("house_ball_in_house", "combined 6.6")], completed="20.1",
              respotted={"1": BACK}, **FREE_FOUL), hand="house")

spec("25.2-back-spot-taken", "25.2", "combined",
     "As before, but ball 4 stands on the back spot: ball 1 goes on the spotting line behind "
     "it, as close as possible without touching (1 mm clear, I-7).",
     {**_r, "4": BACK}, Stroke("cue", _D_DIR, 1.2), [("bb", "cue", "1"), ("po", "1", "FL")],
     expected(False, fouls=[("house_ball_in_house", "combined 6.6")], completed="20.1",
              respotted={"1": (BACK[0] + CLEAR, 0.0)}, **FREE_FOUL), hand="house")

_line = {str(4 + k): (round(BACK[0] + 0.11 * k, 4), 0.0) for k in range(8)}
_line["12"] = (HL - FROZEN, 0.0)
spec("25.2-no-room-on-the-spotting-line", "25.2", "combined",
     "The spotting line is full from the back spot to the back cushion: ball 1 goes on its "
     "extension toward the centre, as close to the back spot as it can without touching.",
     {**_r, **_line}, Stroke("cue", _D_DIR, 1.2), [("bb", "cue", "1"), ("po", "1", "FL")],
     expected(False, fouls=[("house_ball_in_house", "combined 6.6")], completed="20.1",
              respotted={"1": (BACK[0] - CLEAR, 0.0)}, **FREE_FOUL), hand="house")

# ---------------------------------------------------------------- свояк: cue ball potted
# A stun cut at 55 degrees: ball 1 goes into the table, the cue ball runs along the tangent
# into the middle pocket ML (the window of directions that pot it is about 1.8 degrees wide).
_sv_cue = (-0.1326, 0.4285)
_sv_obj = (0.0852, 0.6942)
_SV = Stroke("cue", 58.9, 2.0)
#: Physics 2.0: the rounded, dead jaws of the middle pocket touch the cue ball at 58.9.
_SV2 = Stroke("cue", 59.0, 2.0)
_sv = {"cue": _sv_cue, "1": _sv_obj, **FAR}
_sv_pattern: list[Step] = [("bb", "cue", "1"), ("po", "cue", "ML")]
spec("free-5-cue-ball-potted-off-an-object-ball", "20.1", "free",
     "Свояк in Free pyramid: the struck ball goes into the middle pocket off ball 1; any "
     "ball may be the cue ball, so it is a legally pocketed ball worth one point (free 5).",
     _sv, _SV, _sv_pattern, expected(True, completed="20.1", **FREE_POT),
     absent=[("po", "1")], alternatives=[(_sv, _SV2)])

spec("combined-5.1-cue-ball-potted-is-legal", "combined 5.1", "combined",
     "Свояк in Combined pyramid: legal (5.1); the player owes nothing but picks an object ball "
     "for the shelf (5.2), and the cue ball comes back from the house.",
     _sv, _SV, _sv_pattern,
     expected(True, completed="20.1", points={P1: 0}, turn="decision", pending="replace_cue"),
     absent=[("po", "1")], alternatives=[(_sv, _SV2)])

spec("dynamic-5.2-cue-ball-potted-is-legal", "dynamic 5.2", "dynamic",
     "Свояк in Dynamic pyramid, not from hand: legal; an object ball is taken (5.2) and play "
     "goes on from hand anywhere.",
     _sv, _SV, _sv_pattern,
     expected(True, completed="20.1", points={P1: 0}, turn="decision", pending="replace_cue"),
     absent=[("po", "1")], alternatives=[(_sv, _SV2)])

spec("dynamic-6.5-cue-ball-potted-from-hand", "dynamic 6.5", "dynamic",
     "The same свояк played with the cue ball in hand: from hand only object balls may be "
     "potted (6.4, 6.5), so it is a foul.",
     _sv, _SV, _sv_pattern,
     expected(False, fouls=[("cue_ball_potted_from_hand", "dynamic 6.5")], completed="20.1",
              **FREE_FOUL), hand="table", absent=[("po", "1")], alternatives=[(_sv, _SV2)])

spec("classic-8-5.1-cue-ball-potted-is-a-foul", "classic-8 5.1", "classic-8",
     "The same свояк in Classic 8: only object balls may be potted (5.1).",
     _sv, _SV, _sv_pattern,
     expected(False, fouls=[("cue_ball_potted_classic8", "classic-8 5.1")], completed="20.1",
              **FREE_FOUL), absent=[("po", "1")], alternatives=[(_sv, _SV2)])

# ---------------------------------------------------------------- classic 71
_c = {"cue": _d_cue, "5": _d_ball, **FAR}
spec("classic-5.3-called-ball-pocketed", "classic-71 5.3", "classic-71",
     "Ball 5 called in FL and potted there: five points (5.1, 5.3), turn kept.",
     _c, Stroke("cue", _D_DIR, 1.2), [("bb", "cue", "5"), ("po", "5", "FL")],
     expected(True, completed="20.1", points={P1: 5}, turn="continues"),
     call=Call("5", "FL"))

spec("classic-5.4-unrequested-ball-respotted", "classic-71 5.4", "classic-71",
     "Ball 5 called in FR but potted in FL: a legal shot, the ball is unrequested and goes "
     "back on the back spot (5.4, 7), no points, the turn passes (I-13).",
     _c, Stroke("cue", _D_DIR, 1.2), [("bb", "cue", "5"), ("po", "5", "FL")],
     expected(True, completed="20.1", respotted={"5": BACK}, notes=["unrequested_respotted"]),
     call=Call("5", "FR"))

spec("classic-5.5-5.6-cue-ball-pocketed", "classic-71 5.5", "classic-71",
     "Свояк in the classic game: the cue ball potted is a foul (5.5), five points from the "
     "offender to the opponent (5.6), who plays on or passes (7.4).",
     _sv, _SV, _sv_pattern,
     expected(False, fouls=[("cue_ball_potted", "classic-71 5.5")], completed="20.1",
              points={P1: -5, P2: 5}, turn="decision", pending="shoot_or_pass"),
     call=Call("1", "BR"), absent=[("po", "1")], alternatives=[(_sv, _SV2)])

spec("27.2-classic-two-fouls-cost-five-once", "27.2", "classic-71",
     "From the house onto a ball in the house, and nothing completed: two fouls, one penalty "
     "of five points (27.2, 5.6).",
     _h, Stroke("cue", 0.0, 0.6), [("bb", "cue", "1")],
     expected(False, fouls=[("house_ball_in_house", "classic-71 6.6"),
                            ("not_completed", "20")],
              points={P1: -5, P2: 5}, turn="decision", pending="shoot_or_pass"),
     hand="house", call=Call("1", "FL"))

# ---------------------------------------------------------------- Pyramid T
# Seven object balls stay on the table so the common-ball rule (4.5, five or fewer) is off.
_T_FAR = {"2": (0.6, -0.55), "3": (1.2, 0.5), "6": (1.2, -0.5), "9": (0.4, 0.3),
          "14": (0.9, -0.2), "11": (1.4, 0.0)}
_T_SHELVES = {P1: ["1", "4", "8", "10"], P2: ["12", "15", "5"]}
spec("pyramid-t-4.1.2-red-ball-worth-seven-on-the-front-spot", "pyramid-t 4.1.2", "pyramid-t",
     "Ball 7 (red) potted: seven points (4.1.2); in stage 1 it goes back on the front spot "
     "(4.4), and the turn is kept.",
     {"cue": _d_cue, "7": _d_ball, **_T_FAR}, Stroke("cue", _D_DIR, 1.2),
     [("bb", "cue", "7"), ("po", "7", "FL")],
     expected(True, completed="20.1", points={P1: 7}, respotted={"7": FRONT},
              turn="continues"), shelves={**_T_SHELVES, P2: ["12", "15", "5", "13"]},
     call=Call("7", "FL"))

spec("pyramid-t-4.1.2-cue-ball-worth-the-green-it-was-played-off", "pyramid-t 4.1.2",
     "pyramid-t",
     "Свояк off ball 13 (green): the cue ball is worth the ball it was played off, six "
     "points (4.1.2, I-21); it comes back from the house.",
     {"cue": _sv_cue, "13": _sv_obj, **_T_FAR}, _SV, [("bb", "cue", "13"), ("po", "cue", "ML")],
     expected(True, completed="20.1", points={P1: 6}, turn="continues"),
     shelves={**_T_SHELVES, P2: ["12", "15", "5", "7"]}, absent=[("po", "13")],
     alternatives=[({"cue": _sv_cue, "13": _sv_obj, **_T_FAR}, _SV2)], call=Call("cue", "ML"))

spec("pyramid-t-4.6-5-foul-costs-the-value-of-the-ball-touched", "pyramid-t 4.6",
     "pyramid-t",
     "The player already has a red ball in this set, so red 7 is not a game ball: striking "
     "it first is a foul (4.6) worth its value, seven, to the opponent (5); it is re-spotted.",
     {"cue": _d_cue, "7": _d_ball, **_T_FAR}, Stroke("cue", _D_DIR, 1.2),
     [("bb", "cue", "7"), ("po", "7", "FL")],
     expected(False, fouls=[("not_own_ball", "pyramid-t 4.6")], completed="20.1",
              points={P2: 7}, respotted={"7": BACK}, turn="decision", pending="shoot_or_pass"),
     shelves={**_T_SHELVES, P2: ["12", "15", "5", "13"]},
     extra={"sets": {P1: ["red"], P2: []}}, call=Call("7", "FL"))


# ------------------------------------------------------------------------- main
def first_passing(s: Spec) -> tuple[Spec, ShotResult, list[str]]:
    """The spec (or its first alternative) whose shot shows the pattern and the verdict."""
    problems: list[str] = []
    for layout, stroke in [(s.layout, s.stroke), *s.alternatives]:
        candidate = replace(s, layout=layout, stroke=stroke, alternatives=())
        result = shoot(candidate)
        found = check(candidate, result)
        if not found:
            return candidate, result, []
        problems += found
    return s, shoot(s), problems


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--show", metavar="NAME", help="print one spec's events, write nothing")
    args = parser.parse_args(argv)
    if args.show:
        s = next(x for x in SPECS if x.name == args.show)
        for layout, stroke in [(s.layout, s.stroke), *s.alternatives]:
            result = simulate(layout, stroke)
            for e in result.events:
                print(" ", e)
            print("  rest:", result.balls)
            print("  problems:", check(replace(s, layout=layout, stroke=stroke), result))
        return 0
    names = [s.name for s in SPECS]
    assert len(names) == len(set(names)), "spec names must be unique"
    FIXTURES.mkdir(exist_ok=True)
    failed = []
    out = {}
    for s in SPECS:
        chosen, result, problems = first_passing(s)
        if problems:
            failed.append(f"{s.name}:\n    " + "\n    ".join(problems))
            continue
        out[s.name] = record(chosen, result)
    if failed:
        print("these shots no longer show their clause (choose new layouts or strokes):\n  "
              + "\n  ".join(failed), file=sys.stderr)
        return 1
    for old in FIXTURES.glob("*.json"):
        old.unlink()
    for name, data in out.items():
        (FIXTURES / f"{name}.json").write_text(json.dumps(data, indent=1) + "\n")
    print(f"wrote {len(out)} fixtures to {FIXTURES}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

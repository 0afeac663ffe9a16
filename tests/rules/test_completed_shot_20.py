"""General rules 20 (correctly completed shot), 6 (contact) and 27.2, on exact event logs."""

from __future__ import annotations

import pytest

from simulation.rules.facts import completed_shot
from simulation.rules.game import judge
from simulation.rules.tablegeo import frozen_cushions

from .helpers import HL, HW, R, T, cross, cushion, hit, play_state, pot, shot

# A layout with balls frozen to cushions and balls in both halves.
PRE = {
    "cue": (-1.0, 0.3),
    "1": (-0.5, 0.3),
    "2": (-0.8, HW - R),          # frozen to left-front
    "3": (0.5, -0.3),
    "4": (1.0, -(HW - R)),        # frozen to right-back
    "5": (HL - R, 0.2),           # frozen to back
    "6": (-1.3, -0.3),
    "7": (-1.1, -(HW - R)),       # frozen to right-front
    "8": (-0.3, 0.5),
    "9": (0.02, 0.5),             # just across the centre line
    "10": (0.0, -0.5),            # on the centre line
}

C1 = hit("cue", "1", (-0.5 - 2 * R, 0.3), (-0.5, 0.3))

CASES = [
    ("20.1-object-ball-pocketed", [C1, pot("1", "FL")], "20.1"),
    ("20.1-cue-ball-pocketed", [C1, pot("cue", "FR")], "20.1"),
    ("20.2.1-two-cushions", [C1, cushion("1", "left-front", (-0.3, HW - R)),
                             cushion("1", "front", (-HL + R, 0.2))], "20.2.1"),
    ("20.2.1-jaw-is-its-cushion", [C1, cushion("1", "left-front", (-0.3, HW - R)),
                                   cushion("1", "front", (-HL + R, 0.8), jaw="FL")], "20.2.1"),
    ("20.2.1-same-cushion-twice-is-not", [C1, cushion("1", "left-front", (-0.3, HW - R)),
                                          cushion("1", "left-front", (-1.0, HW - R))], None),
    ("20.2.1-jaw-of-same-cushion-is-not", [C1, cushion("1", "left-front", (-0.3, HW - R)),
                                           cushion("1", "left-front", (-1.7, HW - R),
                                                   jaw="FL")], None),
    ("20.2.2-ball-frozen-to-other-cushion", [C1, cushion("1", "front", (-HL + R, 0.5)),
                                             hit("1", "2", (-0.8 - 2 * R, HW - R),
                                                 PRE["2"])], "20.2.2"),
    ("20.2.2-frozen-to-same-cushion-is-not", [C1, cushion("1", "left-front", (-0.6, HW - R)),
                                              hit("1", "2", (-0.8 + 2 * R, HW - R),
                                                  PRE["2"])], None),
    ("20.2.3-drove-ball-to-other-cushion", [C1, cushion("cue", "front", (-HL + R, 0.0)),
                                            hit("cue", "6", (-1.3 - 2 * R, -0.3), PRE["6"]),
                                            cushion("6", "right-front", (-1.2, -(HW - R)))],
     "20.2.3"),
    ("20.2.3-drove-ball-to-same-cushion-is-not", [C1, cushion("cue", "front", (-HL + R, 0.0)),
                                                  hit("cue", "6", (-1.3 + 2 * R, -0.3), PRE["6"]),
                                                  cushion("6", "front", (-HL + R, -0.3))], None),
    ("20.2.4-drove-ball-onto-frozen-ball", [C1, cushion("cue", "front", (-HL + R, 0.0)),
                                            hit("cue", "6", (-1.3 - 2 * R, -0.3), PRE["6"]),
                                            hit("6", "7", (-1.1, -(HW - 3 * R)), PRE["7"])],
     "20.2.4"),
    ("20.3.1-crossed-then-cushion", [C1, cross("1", 0.3), cushion("1", "back", (HL - R, 0.3))],
     "20.3.1"),
    ("20.3.2-crossed-then-frozen-ball", [C1, cross("1", 0.3),
                                         hit("1", "5", (HL - 3 * R, 0.2), PRE["5"])], "20.3.2"),
    ("20.3.3-crossed-then-drove-to-cushion", [C1, cross("1", 0.3),
                                              hit("1", "3", (0.5 - 2 * R, -0.3), PRE["3"]),
                                              cushion("3", "right-back", (0.9, -(HW - R)))],
     "20.3.3"),
    ("20.3.4-crossed-then-drove-onto-frozen", [C1, cross("1", 0.3),
                                               hit("1", "3", (0.5 - 2 * R, -0.3), PRE["3"]),
                                               hit("3", "4", (1.0, -(HW - 3 * R)), PRE["4"])],
     "20.3.4"),
    ("20.4.1-cushion-then-crossed", [C1, cushion("1", "left-front", (-0.3, HW - R)),
                                     cross("1", 0.7)], "20.4.1"),
    ("20.4.2-cushion-then-rolled-ball-over", [C1, cushion("cue", "left-front", (-0.7, HW - R)),
                                              hit("cue", "8", (-0.3 - 2 * R, 0.5), PRE["8"]),
                                              cross("8", 0.5)], "20.4.2"),
    ("20.4.3-touched-ball-across-line", [C1, cushion("1", "left-front", (-0.3, HW - R)),
                                         hit("1", "9", (0.02 - 2 * R, 0.5), PRE["9"])], "20.4.3"),
    ("20.4.3-touched-ball-on-line", [C1, cushion("1", "left-front", (-0.3, HW - R)),
                                     hit("1", "10", (-2 * R, -0.5), PRE["10"])], "20.4.3"),
    ("20.4.3-same-half-is-not", [C1, cushion("1", "left-front", (-0.3, HW - R)),
                                 hit("1", "8", (-0.3 - 2 * R, 0.5), PRE["8"])], None),
    ("20.4.4-drove-ball-onto-ball-across", [C1, cushion("1", "left-front", (-0.6, HW - R)),
                                            hit("1", "8", (-0.3 - 2 * R, 0.5), PRE["8"]),
                                            hit("8", "9", (0.02 - 2 * R, 0.5), PRE["9"])],
     "20.4.4"),
    ("20-cushions-before-contact-do-not-count", [cushion("cue", "front", (-HL + R, 0.3)),
                                                 cushion("cue", "left-front", (-1.2, HW - R)),
                                                 C1], None),
    ("20-contact-only-is-not-complete", [C1], None),
    ("6.2-no-contact", [cushion("cue", "front", (-HL + R, 0.3))], None),
]


@pytest.mark.parametrize(("steps", "expected"), [c[1:] for c in CASES],
                         ids=[c[0] for c in CASES])
def test_clause_20_branch(steps, expected):
    result = shot(PRE, *steps)
    assert completed_shot(result, T) == expected


def test_20_2_frozen_detection_uses_the_cushion_faces():
    assert frozen_cushions(PRE["2"], T) == {"left-front"}
    assert frozen_cushions(PRE["5"], T) == {"back"}
    assert frozen_cushions(PRE["1"], T) == frozenset()
    # A ball at the middle of the front cushion touches only that cushion; one pressed into
    # a pocket's jaw touches the cushion the jaw belongs to.
    assert frozen_cushions((-HL + R, 0.0), T) == {"front"}
    assert frozen_cushions((-0.5, -(HW - R)), T) == {"right-front"}


def test_20_not_completed_is_a_foul_with_its_clause():
    state = play_state("classic-8", PRE)
    verdict, _ = judge(state, shot(PRE, C1))
    assert not verdict.legal
    assert [(f.code, f.clause) for f in verdict.fouls] == [("not_completed", "20")]
    assert verdict.fouls[0].reason


def test_6_2_no_contact_is_a_foul_and_20_is_not_added():
    state = play_state("classic-8", PRE)
    verdict, _ = judge(state, shot(PRE, cushion("cue", "front", (-HL + R, 0.3))))
    assert [f.code for f in verdict.fouls] == ["no_contact"]
    assert verdict.fouls[0].clause == "6.2"


def test_27_2_several_fouls_one_penalty():
    """27.2: no contact and a ball off the table: two fouls listed, one penalty ball."""
    state = play_state("classic-8", PRE)
    result = shot(PRE, cushion("cue", "front", (-HL + R, 0.3)), off=["cue"])
    verdict, new = judge(state, result)
    assert {f.code for f in verdict.fouls} == {"no_contact", "ball_off_table"}
    assert new.pending is not None and new.pending.kind == "penalty_ball"
    assert new.pending.after == ("shoot_or_pass",)


def test_20_legal_shot_reports_the_branch():
    state = play_state("classic-8", PRE)
    verdict, _ = judge(state, shot(PRE, C1, cross("1", 0.3), cushion("1", "back", (HL - R, 0.3)),
                                   moves={"1": (HL - 2 * R, 0.3)}))
    assert verdict.legal and verdict.completed == "20.3.1"

"""The clauses only a referee at the table can see, judged as the rule texts say, for a real
table's outcome and (where an event log can show them) for a physics result.

General rules 22.1/22.2 (a hanging ball that falls by itself), 17 (double hit), 16 (touching a
ball, also by the opponent: club rules 002), 18 (push), 19.1 (touching and near balls), 5.1,
5.2, 15.2, 26.1/26.2 (interference), 12.3-12.5 and the placing clauses (Combined 6.2 and its
twins, 6.8), and the one judgement both kinds of input go through.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from coach_app.cli import main
from simulation.errors import InputError
from simulation.events import BallBall, Strike, rnd_vec
from simulation.rules.game import decide, judge, new_game, record
from simulation.rules.outcome import Outcome
from simulation.rules.rack import incomplete_rack_slots
from simulation.rules.verdict import Call

from .helpers import HL, R, T, cushion, hit, in_hand, play_state, pot, shot
from .invariants import check_state

MOUTH_FL = T.pocket("FL").mouth_centre
# A classic layout with ball 3 hanging in the mouth of the front-left pocket.
PRE = {b: rnd_vec(p) for b, p in {
    "cue": (-1.0, 0.2), "5": (0.5, 0.3), "3": MOUTH_FL, "7": (0.9, -0.5),
    **{str(n): (0.2 * (n - 8), -0.7) for n in range(8, 13)}}.items()}
SHELVES = {"P1": ["1", "2", "4"], "P2": ["6", "13", "14", "15"]}
C5 = hit("cue", "5", (0.5 - 2 * R, 0.3), (0.5, 0.3))
# After the contact the 5 comes off the left-back cushion and reaches the back one: 20.2.1.
CUSHIONS = (cushion("5", "left-back", (0.9, T.half_width - R)),
            cushion("5", "back", (HL - R, 0.5)))


def _classic(**kw):
    return play_state("classic-71", PRE, shelves=SHELVES, **kw)


def _outcome(**facts) -> Outcome:
    return Outcome.from_json(facts)


# ------------------------------------------------------------------------- 22.1
@pytest.mark.parametrize("call", [Call("3", "FL"), Call("5", "BR")],
                         ids=["22.1-the-hanging-ball-was-called", "22.1-uncalled"])
def test_22_1_a_hanging_ball_that_falls_by_itself_is_put_back_where_it_stood(call):
    """22.1: «самопроизвольно падает в лузу без соударения с другим шаром … его
    восстанавливают на прежнее место»: in an event log, a ``pocket`` event of a ball that
    hung over that pocket and that nothing touched. It is neither scored (it was, +3, when
    called) nor re-spotted on the back spot (it was, when not called)."""
    state = _classic()
    verdict, new = judge(state, shot(PRE, C5, *CUSHIONS, pot("3", "FL")), call=call)
    assert verdict.legal and verdict.completed == "20.2.1" and verdict.points == {}
    assert verdict.call_made is False and verdict.turn == "passes"
    assert new.balls["3"] == PRE["3"] and verdict.respotted == {"3": PRE["3"]}
    assert verdict.spots == {"3": "where_it_stood"}
    assert "hanging_ball_restored" in verdict.notes and "3" not in new.shelves["P1"]
    check_state(new)


def test_22_1_the_same_from_a_real_tables_outcome():
    state = _classic()
    verdict, new = record(state, _outcome(call={"ball": "3", "pocket": "FL"},
                                          first_contact="5",
                                          dropped=[{"ball": "3", "pocket": "FL"}]))
    assert verdict.legal and verdict.points == {} and verdict.turn == "passes"
    assert new.balls["3"] == PRE["3"] and verdict.spots == {"3": "where_it_stood"}


def test_22_1_a_drop_does_not_complete_the_shot():
    """The fall is no part of the shot: a shot that met clause 20 only by that pocket event
    is not correctly completed."""
    verdict, _ = judge(_classic(), shot(PRE, C5, pot("3", "FL")), call=Call("5", "BR"))
    assert [(f.code, f.clause) for f in verdict.fouls] == [("not_completed", "20")]
    assert verdict.spots["3"] == "where_it_stood"


def test_22_1_between_shots_nothing_else_changes():
    state = _classic()
    verdict, new = record(state, _outcome(played=False,
                                          dropped=[{"ball": "3", "pocket": "FL"}]))
    assert verdict.legal and verdict.turn == "continues" and new.to_move == "P1"
    assert new.balls == state.balls and new.scores == state.scores
    assert new.sheet[-1]["clause"] == "22.1" and new.shot_no == state.shot_no


def test_22_2_a_ball_now_resting_where_it_stood_means_the_shot_is_played_again():
    """22.2: had the ball stayed, a moving ball would have touched it (one now rests on its
    place): every ball goes back and the shot is played again, no foul."""
    state = _classic()
    result = shot(PRE, C5, *CUSHIONS, pot("3", "FL"), moves={"cue": PRE["3"]})
    verdict, new = judge(state, result, call=Call("5", "BR"))
    assert verdict.legal and verdict.turn == "replay" and verdict.notes == ("hanging_ball_replay",)
    assert replace(new, sheet=state.sheet) == state and new.sheet[-1]["clause"] == "22.2"


def test_22_2_from_the_referees_word():
    state = _classic()
    verdict, new = record(state, _outcome(call={"ball": "5", "pocket": "BR"},
                                          first_contact="5",
                                          dropped=[{"ball": "3", "pocket": "FL",
                                                    "affected": True}]))
    assert verdict.turn == "replay" and replace(new, sheet=state.sheet) == state


def test_22_a_ball_far_from_the_pocket_is_no_hanging_ball():
    """Only a ball hanging over the pocket can fall by itself: a far ball falling with no
    contact logged is a log that left its contacts out, and the ball counts as pocketed."""
    verdict, _ = judge(_classic(), shot(PRE, C5, *CUSHIONS, pot("7", "BR")),
                       call=Call("7", "BR"))
    assert verdict.call_made and verdict.points == {"P1": 7}


# --------------------------------------------------------------------------- 17
def _second_strike(result, ball="cue"):
    events = list(result.events)
    i = next(k for k, e in enumerate(events) if isinstance(e, BallBall))
    events.insert(i + 1, Strike(events[i].t, ball))
    return replace(result, events=tuple(events))


def test_17_a_second_strike_in_an_event_log_is_a_double_hit():
    """17: «наклейка кия повторно сталкивается с отделившимся битком»: a second ``strike``
    of the struck ball is the tip meeting it again: a foul, not a legal pot."""
    state = _classic()
    result = _second_strike(shot(PRE, C5, pot("5", "BR")))
    verdict, new = judge(state, result, call=Call("5", "BR"))
    assert [(f.code, f.clause) for f in verdict.fouls] == [("double_hit", "17")]
    assert verdict.points == {"P1": -5, "P2": 5} and new.balls["5"] == T.back_spot


def test_17_a_second_strike_of_another_ball_is_refused_with_its_event_named(tmp_path, capsys):
    state = _classic()
    result = _second_strike(shot(PRE, C5, pot("5", "BR")), ball="7")
    path = tmp_path / "in.json"
    path.write_text(json.dumps({"state": state.to_json(), "result": result.to_json(),
                                "call": {"ball": "5", "pocket": "BR"}}))
    assert main(["game", "judge", "--in", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "result.events[2].ball" in err and "17" in err


# ----------------------------------------------------------------- seen fouls
SEEN = [("cue_not_tip", "5.1"), ("foot_off_floor", "5.2"), ("shot_before_rest", "15.2"),
        ("touched_ball", "16"), ("double_hit", "17"), ("push", "18"),
        ("near_ball_stroke", "19.1")]


@pytest.mark.parametrize(("code", "clause"), SEEN, ids=[f"{c}-{k}" for k, c in SEEN])
def test_a_foul_the_referee_saw_is_penalised_with_its_clause(code, clause):
    """27.1.1, .2, .6-.10: a shot that would have been a legal pot is a foul; the pocketed
    ball does not count and goes back (21.3, 21.4); Free 6: the opponent's penalty ball."""
    state = play_state("free", {"cue": (-1.0, 0.0), "1": (0.0, 0.0), "2": (0.5, 0.5)})
    verdict, new = record(state, _outcome(first_contact="1",
                                          pocketed=[{"ball": "1", "pocket": "BR"}],
                                          fouls=[code]))
    assert [(f.code, f.clause) for f in verdict.fouls] == [(code, clause)]
    assert verdict.points == {} and verdict.spots == {"1": "back_spot"}
    assert new.pending.kind == "penalty_ball" and new.pending.by == "P2"


def test_16_the_opponent_touching_a_ball_between_shots_is_penalised():
    """16 applies to everyone at the table; the club rules 002: «Если соперник играющего
    коснется шара … то он штрафуется. Позиция восстанавливается судьей, и игра
    продолжается»: −5 for the opponent, +5 to the player, who plays on or passes (7.4)."""
    state = _classic()
    verdict, new = record(state, _outcome(played=False, fouls=["touched_ball"],
                                          offender="P2"))
    assert verdict.points == {"P2": -5, "P1": 5} and new.balls == state.balls
    assert new.pending.kind == "shoot_or_pass" and new.pending.by == "P1"
    assert new.pending.offender == "P2" and new.shot_no == state.shot_no
    assert new.sheet[-1]["event"] == "incident"
    after = decide(new, {"kind": "shoot_or_pass", "choice": "pass"})
    assert after.to_move == "P2"


# ---------------------------------------------------------------------- 26
def test_26_1_interference_puts_the_balls_back_and_the_shot_is_played_again():
    state = _classic()
    verdict, new = record(state, _outcome(interference="restore"))
    assert verdict.legal and verdict.turn == "replay" and verdict.notes == ("interference_replay",)
    assert replace(new, sheet=state.sheet) == state and new.sheet[-1]["clause"] == "26.1"


def test_26_2_when_the_balls_cannot_be_put_back_they_are_reracked_and_a_lag_decides():
    """26.2: the coloured ball in the house, the white balls in an (incomplete) pyramid with
    the apex on the back spot (9.3), a lag for the next shot, which is an opening break; the
    score stands."""
    state = _classic(scores={"P1": 20, "P2": 34})
    verdict, new = record(state, _outcome(interference="rerack"))
    objects = sorted((b for b in state.balls if b != "cue"), key=int)
    slots = incomplete_rack_slots(len(objects), T)
    assert [new.balls[b] for b in objects] == [(round(x, 6) + 0.0, round(y, 6) + 0.0)
                                               for x, y in slots]
    assert new.phase == "break" and new.pending.kind == "lag" and new.scores == state.scores
    assert new.ball_in_hand == "house" and new.balls["cue"][0] < T.house_line_x
    assert verdict.turn == "decision" and verdict.notes == ("interference_rerack",)
    played = decide(new, {"kind": "lag", "winner": "P2", "choice": "shoot"})
    assert played.to_move == "P2" and played.phase == "break"


def test_26_2_the_coloured_ball_off_the_table_comes_back_for_an_object_ball():
    """26.2: «если цветной шар вышел из игры, то его возвращают в игру взамен любого из
    оставшихся на столе белых шаров»: in Free pyramid the coloured ball may be on a shelf;
    the ball chosen in exchange takes its place there."""
    state = play_state("free", {"1": (0.0, 0.0), "2": (0.5, 0.5), "3": (0.9, -0.3)},
                       shelves={"P1": ["cue", *map(str, range(4, 10))],
                                "P2": list(map(str, range(10, 16)))})
    _, new = record(state, _outcome(interference="rerack", exchange="2"))
    assert "cue" in new.balls and "2" not in new.balls and new.balls["cue"][0] < T.house_line_x
    assert new.shelves["P1"][0] == "2" and new.scores == state.scores
    assert all(new.scores[s] == len(new.shelves[s]) for s in new.sides)


# ------------------------------------------------------- 12.3-12.5, placing
def test_12_3_the_cue_ball_played_from_beyond_the_house_line_after_the_warning():
    state = in_hand(_classic())
    verdict, _ = record(state, _outcome(call={"ball": "5", "pocket": "BR"}, first_contact="5",
                                        fouls=["cue_ball_outside_house"]))
    assert [(f.code, f.clause) for f in verdict.fouls] == [("cue_ball_outside_house", "12.3")]
    # Not in hand, there is no house line to have crossed.
    with pytest.raises(InputError) as e:
        record(_classic(), _outcome(call={"ball": "5", "pocket": "BR"}, first_contact="5",
                                    fouls=["cue_ball_outside_house"]))
    assert e.value.field == "outcome.fouls[0]"


def test_12_4_12_5_once_set_any_touch_of_the_tip_is_the_shot():
    """12.4/12.5: the ball is in play as soon as the tip strikes it; a touch of the tip after
    it is set is the shot, and one that reaches no object ball is 6.2's foul."""
    verdict, new = record(new_game("combined"), _outcome(first_contact=None))
    assert [(f.code, f.clause) for f in verdict.fouls] == [("no_contact", "6.2"),
                                                           ("illegal_break", "13.1")]
    assert new.phase == "play" and new.pending.context == "break"


@pytest.mark.parametrize(("discipline", "clause"), [
    ("combined", "combined 6.2"), ("dynamic", "dynamic 6.2"), ("classic-71", "classic-71 6.2"),
    ("classic-51", "classic-51 6.2"), ("classic-8", "classic-8 7.2"), ("free", "16"),
    ("pyramid-t", "16")])
def test_combined_6_2_and_twins_a_ball_touched_while_placing_the_cue_ball(discipline, clause):
    """Combined 6.2 (Dynamic 6.2, Classic 6.2, Classic 8 7.2): «Если при установке битка … задет
    какой-либо из шаров, то налагается штраф и … право введения битка в игру … переходит к
    сопернику». Before the opening break: the break is still to come (Free and Pyramid T: 16;
    the coloured ball is kept back from the penalty ball, the break needs it, 12.2)."""
    state = new_game(discipline)
    verdict, new = record(state, _outcome(played=False, fouls=["placing_touched_ball"]))
    assert [(f.code, f.clause) for f in verdict.fouls] == [("placing_touched_ball", clause)]
    assert new.phase == "break" and new.ball_in_hand == "house" and new.shot_no == 0
    assert new.to_move == "P2"
    if new.pending.kind == "penalty_ball":
        assert "cue" not in new.pending.options
        new = decide(new, {"kind": "penalty_ball", "ball": new.pending.options[0]})
    new = decide(new, {"kind": "shoot_or_pass", "choice": "shoot"})
    assert new.to_move == "P2" and new.phase == "break" and new.ball_in_hand == "house"
    check_state(new)


def test_combined_6_8_the_temporary_house_while_a_ball_stood_outside_the_house():
    state = in_hand(play_state("combined", {"cue": (-1.0, 0.0), "1": (0.0, 0.0)}))
    verdict, _ = record(state, _outcome(first_contact="1", fouls=["wrong_house"]))
    assert [(f.code, f.clause) for f in verdict.fouls] == [("wrong_house", "combined 6.8")]
    with pytest.raises(InputError) as e:  # Dynamic has no house (6.1: hand anywhere)
        record(in_hand(play_state("dynamic", {"cue": (-1.0, 0.0), "1": (0.0, 0.0)}), "table"),
               _outcome(first_contact="1", fouls=["wrong_house"]))
    assert e.value.field == "outcome.fouls[0]"


# ----------------------------------------------------------- one judgement
PAIRS = {
    "legal-pot": (shot(PRE, C5, pot("5", "BR")), {"first_contact": "5",
                                                  "pocketed": [{"ball": "5", "pocket": "BR"}]}),
    "6.2-no-contact": (shot(PRE, cushion("cue", "front", (-HL + R, 0.2))),
                       {"first_contact": None}),
    "classic-5.5": (shot(PRE, C5, pot("cue", "MR")), {"first_contact": "5",
                                                      "pocketed": [{"ball": "cue",
                                                                    "pocket": "MR"}]}),
    "17": (_second_strike(shot(PRE, C5, pot("5", "BR"))),
           {"first_contact": "5", "pocketed": [{"ball": "5", "pocket": "BR"}],
            "fouls": ["double_hit"]}),
    "22.1": (shot(PRE, C5, pot("5", "BR"), pot("3", "FL")),
             {"first_contact": "5", "pocketed": [{"ball": "5", "pocket": "BR"}],
              "dropped": [{"ball": "3", "pocket": "FL"}]}),
}


@pytest.mark.parametrize("name", list(PAIRS))
def test_an_event_log_and_the_referees_outcome_are_judged_alike(name):
    result, facts = PAIRS[name]
    state = _classic()
    call = Call("5", "BR")
    v1, s1 = judge(state, result, call=call)
    v2, s2 = record(state, _outcome(call=call.to_json(), **facts))
    for key in ("legal", "fouls", "points", "scored", "turn", "to_move", "pending", "notes",
                "spots", "call_made"):
        assert getattr(v1, key) == getattr(v2, key), key
    assert (s1.scores, s1.shelves, s1.to_move, s1.ball_in_hand) == \
        (s2.scores, s2.shelves, s2.to_move, s2.ball_in_hand)


# -------------------------------------------------------------- bad input
BAD = [
    ({"pocketed": []}, "outcome.first_contact"),
    ({"first_contact": "5", "fouls": ["bribe"]}, "outcome.fouls[0]"),
    ({"first_contact": "5", "cushion_balls": 3}, "outcome.cushion_balls"),
    ({"first_contact": "5", "completed": False, "pocketed": [{"ball": "5", "pocket": "BR"}]},
     "outcome.completed"),
    ({"first_contact": "13", "pocketed": []}, "outcome.first_contact"),
    ({"first_contact": "5", "pocketed": [{"ball": "13", "pocket": "BR"}]},
     "outcome.pocketed[0].ball"),
    ({"first_contact": "5", "pocketed": [{"ball": "5", "pocket": "XX"}]},
     "outcome.pocketed[0].pocket"),
    ({"first_contact": "5", "off_table": ["5", "5"]}, "outcome.off_table[1]"),
    ({"first_contact": "5", "dropped": [{"ball": "5", "pocket": "FL"}]},
     "outcome.dropped[0].ball"),
    ({"first_contact": "5", "fouls": ["placing_touched_ball"]}, "outcome.fouls[0]"),
    ({"interference": "restore", "first_contact": "5"}, "outcome.first_contact"),
    ({"played": False}, "outcome"),
    ({"played": False, "fouls": ["push"]}, "outcome.fouls[0]"),
    ({"played": False, "fouls": ["touched_ball"], "offender": "P9"}, "outcome.offender"),
    ({"first_contact": "5", "smeared": True}, "outcome.smeared"),
    ({"first_contact": "5", "clean": False}, "outcome.clean"),
    ({"first_contact": "5", "house_foul": "house_ball_in_house"}, "outcome.house_foul"),
    ({"first_contact": "5", "exchange": "7"}, "outcome.exchange"),
    ({"first_contact": "5", "call": {"ball": "13", "pocket": "BR"}}, "outcome.call.ball"),
    ({"first_contact": "5", "cue_ball": "7"}, "outcome.cue_ball"),
    ({"first_contact": "5", "mystery": 1}, "outcome.mystery"),
]


@pytest.mark.parametrize(("outcome", "field"), BAD, ids=[f for _, f in BAD])
def test_game_record_refuses_bad_input_naming_the_field(outcome, field, tmp_path, capsys):
    shot_ = outcome.get("played", True) and "interference" not in outcome
    call = {"call": {"ball": "5", "pocket": "BR"}} if shot_ and "call" not in outcome else {}
    payload = {"state": _classic().to_json(), "outcome": {**call, **outcome}}
    path = tmp_path / "in.json"
    path.write_text(json.dumps(payload))
    assert main(["game", "record", "--in", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1
    assert err.split(": ")[1] == field, err


def test_game_record_refuses_a_shot_while_a_decision_is_owed(tmp_path, capsys):
    _, state = record(_classic(), _outcome(call={"ball": "5", "pocket": "BR"},
                                           first_contact=None))
    path = tmp_path / "in.json"
    path.write_text(json.dumps({"state": state.to_json(), "outcome": {"first_contact": "5"}}))
    assert main(["game", "record", "--in", str(path)]) == 2
    assert "state.pending" in capsys.readouterr().err


# ------------------------------------------------------------------ choices
@pytest.mark.parametrize("discipline", ["free", "combined", "dynamic", "classic-71",
                                        "classic-51", "classic-8", "pyramid-t"])
def test_every_choice_offered_for_the_next_entry_is_one_record_accepts(discipline):
    """What ``game choices`` offers a scorer screen is what ``game record`` takes: each
    stroke foul it lists is judged with the clause it shows, each between-shots foul too, and
    the break asks for 13.1's counts exactly where 13 applies."""
    from simulation.rules.choices import record_choices
    from simulation.rules.game import referee_for

    state = new_game(discipline)
    c = record_choices(state).to_json()
    assert (c["shot"]["break"] is not None) == referee_for(discipline).uses_break_13
    base = {"first_contact": c["shot"]["first_contact"][0]}
    if c["shot"]["break"] is not None:
        base["cushion_balls"] = 3
    for foul in c["shot"]["fouls"]:
        verdict, _ = record(state, _outcome(**base, fouls=[foul["code"]]))
        assert (foul["code"], foul["clause"]) in [(f.code, f.clause) for f in verdict.fouls]
    for foul in c["between_shots"]["fouls"]:
        verdict, _ = record(state, _outcome(played=False, fouls=[foul["code"]]))
        assert [(f.code, f.clause) for f in verdict.fouls] == [(foul["code"], foul["clause"])]
    # After the break, a call where the discipline plays on call.
    _, after = record(state, _outcome(**base))
    if after.pending is None and after.phase == "play":
        shot_ = record_choices(after).to_json()["shot"]
        assert (shot_["call"] is not None and shot_["call"]["required"]) == \
            referee_for(discipline).call_required(after)


def test_choices_while_a_decision_is_owed_offer_no_shot():
    from simulation.rules.choices import record_choices

    _, state = record(_classic(), _outcome(call={"ball": "5", "pocket": "BR"},
                                           first_contact=None))
    c = record_choices(state).to_json()
    assert c["shot"] is None and c["pending"]["kind"] == "shoot_or_pass"
    assert c["between_shots"]["fouls"] == []

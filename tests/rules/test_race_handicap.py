"""The фора as a race in the games to eight balls (options.race): the weaker side wins at
fewer balls, "8 against 7, 6, 5…"; the club rules (002) let players agree a фора before the
frame, and these games count it in balls so the shelf still holds what was scored."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from coach_app.cli import main
from simulation.errors import InputError
from simulation.rules.game import judge, new_game
from simulation.rules.matchplay import carry_on, start_match
from simulation.rules.state import state_from_json
from simulation.rules.state_schema import checked_state

from .helpers import play_state, pot, shot
from .test_shelf_games import C1, PRE

#: P1 has six on the shelf, P2 four: the balls left are the cue ball and 1–4, 9.
SHELVES = {"P1": ("10", "11", "12", "13", "14", "15"), "P2": ("5", "6", "7", "8")}
BALLS = {k: v for k, v in PRE.items() if k not in SHELVES["P2"]}


@pytest.mark.parametrize("discipline", ["free", "combined", "dynamic", "classic-8"])
def test_the_receiver_wins_at_its_race(discipline):
    # P2 needs 5 (race); with 4 on the shelf and P2 to move, a legal pot ends the frame.
    state = play_state(discipline, BALLS, to_move="P2", shelves=SHELVES, race={"P2": 5})
    assert state.options.needs("P2") == 5 and state.options.needs("P1") == 8
    layout = dict(state.balls)
    verdict, new = judge(state, shot(layout, C1, pot("1", "FL")))
    assert verdict.legal and new.phase == "over" and new.winner == "P2"
    assert new.scores["P2"] == 5 == len(new.shelves["P2"])  # the shelf is still the score


def test_the_giver_still_needs_eight():
    state = play_state("free", BALLS, to_move="P1", shelves=SHELVES, race={"P2": 5})
    verdict, new = judge(state, shot(dict(state.balls), C1, pot("1", "FL")))
    assert verdict.legal and new.scores["P1"] == 7 and new.phase == "play"


def test_race_belongs_to_the_games_to_eight_and_to_real_sides():
    with pytest.raises(InputError, match="race"):
        new_game("classic-71", race={"P2": 5})
    with pytest.raises(InputError, match="unknown side"):
        new_game("free", race={"P3": 5})
    with pytest.raises(InputError, match="1 to 8"):
        new_game("free", race={"P2": 0})


def test_race_survives_json_and_is_checked():
    state = new_game("free", race={"P2": 6})
    back = state_from_json(json.loads(json.dumps(state.to_json())))
    assert back == state and back.options.race == {"P2": 6}
    data = state.to_json()
    data["options"]["race"] = {"P9": 6}
    with pytest.raises(InputError, match=r"options\.race\.P9"):
        checked_state(data)


def test_a_match_keeps_its_race_in_the_next_frame():
    state = start_match("free", frames=3, race={"P2": 6})
    nxt = carry_on(replace(state, phase="over", winner="P1"))
    assert nxt.phase == "break" and nxt.options.race == {"P2": 6}


def test_game_new_race_option(capsys):
    assert main(["game", "new", "--discipline", "free", "--race", "P2=5"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["options"]["race"] == {"P2": 5}
    assert main(["game", "new", "--discipline", "free", "--race", "P2"]) == 2
    err = capsys.readouterr()
    assert err.out == "" and "--race" in err.err

"""The state passes through JSON exactly; malformed states are refused with their field."""

from __future__ import annotations

import json

import pytest

from simulation.errors import InputError
from simulation.rules.game import new_game
from simulation.rules.state import state_from_json


@pytest.mark.parametrize("kw", [
    {"discipline": "free"}, {"discipline": "classic-71", "players": 4},
    {"discipline": "combined", "fmt": "pair", "lag": True},
    {"discipline": "classic-71", "handicap": {"P1": 10}, "call_mode": "strict"},
    {"discipline": "pyramid-t"},
], ids=["free", "classic-4p", "combined-pair-lag", "classic-handicap-strict", "pyramid-t"])
def test_state_json_round_trip_is_exact(kw):
    s = new_game(**kw)
    text = json.dumps(s.to_json())
    assert state_from_json(json.loads(text)) == s
    assert json.dumps(state_from_json(json.loads(text)).to_json()) == text


@pytest.mark.parametrize(("mutate", "field"), [
    (lambda d: d.pop("discipline"), "state.discipline"),
    (lambda d: d.update(discipline="snooker"), "state.discipline"),
    (lambda d: d["balls"].pop("7"), "state.balls"),
    (lambda d: d["balls"].update({"99": [0, 0]}), "state.balls.99"),
    (lambda d: d.update(phase="halftime"), "state.phase"),
    (lambda d: d.update(to_move="nobody"), "state.to_move"),
    (lambda d: d["scores"].pop("P2"), "state.scores"),
    (lambda d: d.update(pending={"kind": "bribe"}), "state.pending.kind"),
    (lambda d: d.update(ball_in_hand="pocket"), "state.ball_in_hand"),
])
def test_malformed_states_are_refused(mutate, field):
    d = new_game("free").to_json()
    mutate(d)
    with pytest.raises(InputError) as e:
        state_from_json(d)
    assert e.value.field == field


def test_the_states_fields_are_declared_once():
    """The schema, the writer and the reader come from GameState's own fields: a field
    added there is in all three."""
    from dataclasses import fields

    from simulation.rules.matchplay import start_match
    from simulation.rules.state import GameState, StateModel

    names = [f.name for f in fields(GameState)]
    assert list(StateModel.model_fields) == ["version", *names]
    assert list(start_match("free", frames=3).to_json()) == ["version", *names]
    assert "match" not in new_game("free").to_json()  # a lone frame's JSON is unchanged


def test_the_words_are_members_and_the_json_their_values():
    from simulation.rules.vocab import Discipline, Hand, House, PendingKind, Phase

    s = new_game("combined", lag=True)
    assert s.phase is Phase.BREAK and s.ball_in_hand is Hand.HOUSE and s.house is House.FRONT
    assert s.discipline is Discipline.COMBINED and s.pending.kind is PendingKind.LAG
    back = state_from_json(json.loads(json.dumps(s.to_json())))
    assert back.phase is Phase.BREAK and back.pending.kind is PendingKind.LAG
    text = json.dumps(s.to_json())
    assert '"phase": "break"' in text and "Phase." not in text

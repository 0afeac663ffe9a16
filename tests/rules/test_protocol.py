"""The frame protocol (simulation/rules/protocol.py) read from the sheets of whole frames.

Every written real-frame protocol of tests/rules/test_record_frames.py is played through the
referee (``game.record`` / ``game.decide``) and its sheet read back as visits, runs, fouls with
their clauses, player and side totals; the frame score must be the referee's. Three frames'
visits are written out by hand from their entries (Free: penalty balls between the visits,
General rules 7.4; Classic 71: the −5/+5 of 5.6 inside the visits; the Free pair format:
partners taking turns within their team's visit, pair 3.1).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest

from simulation.rules import game
from simulation.rules.outcome import Outcome
from simulation.rules.protocol import VisitEnd, foul_clause, frame_protocol, state_protocol
from simulation.rules.state import GameState

from .protocol import Entry
from .test_record_frames import PROTOCOLS


def new_frame(args: Sequence[str]) -> GameState:
    opts = dict(zip(args[::2], args[1::2], strict=True))
    return game.new_game(opts["--discipline"], players=int(opts.get("--players", "2")),
                         call_mode=opts.get("--call-mode"), fmt=opts.get("--format"))


def play(args: Sequence[str], entries: Sequence[Entry]) -> tuple[GameState, list[Any]]:
    """The frame after ``entries``, and the verdicts of its shots in order."""
    state, verdicts = new_frame(args), []
    for entry in entries:
        if entry.kind == "record":
            verdict, state = game.record(state, Outcome.from_json(entry.payload))
            verdicts.append(verdict)
        else:
            state = game.decide(state, entry.payload)
    return state, verdicts


@pytest.mark.parametrize("name", list(PROTOCOLS))
def test_the_protocol_of_every_written_frame_adds_up_to_the_referees_score(name):
    args, entries, scores, winner = PROTOCOLS[name]
    state, verdicts = play(args, entries)
    p = state_protocol(state)
    assert dict(p.scores) == scores == dict(state.scores)
    assert p.winner == winner and p.over
    # Each side's score is its handicap, its own shots, the balls it took by decision and
    # what the other sides' fouls gave it.
    for line in p.side_lines:
        assert line.handicap + line.own + line.decisions + line.opponents == line.score
    # Every foul of every verdict, with the discipline's clause, in the protocol's rows.
    ruled = [(f.code, f.clause) for v in verdicts for f in v.fouls]
    read = [(f.code, f.clause) for r in p.rows for f in r.fouls]
    assert read == ruled
    # Every shot is in exactly one visit, in order; the visits' points are the shots'.
    shots = [r.index for r in p.rows if r.played]
    assert [r.index for v in p.visits for r in v.rows if r.played] == shots
    assert p.shots == sum(1 for v in verdicts if v.turn != "replay") - sum(
        1 for r in p.rows if r.event in ("incident", "restored"))
    # Visits alternate between sides unless a foul or a re-rack came between.
    for a, b in zip(p.visits, p.visits[1:], strict=False):
        assert a.side != b.side or a.end in (VisitEnd.FOUL, VisitEnd.RERACK)
    assert p.visits[-1].end is VisitEnd.FRAME_OVER or p.items[-1] not in p.visits


def _visits(p: Any) -> list[tuple[str, tuple[str, ...], int, int, str]]:
    return [(v.side, v.players, v.shots, v.run, str(v.end)) for v in p.visits]


def test_free_visits_and_the_penalty_balls_between_them():
    """Free 6 / General rules 7.4: the penalty ball is the opponent's decision, a row
    between the visits; its point is the taker's, not a shot's."""
    state, _ = play(*PROTOCOLS["free"][:2])
    p = state_protocol(state)
    assert _visits(p) == [
        ("P1", ("P1",), 1, 0, "foul"),  # 13.1: the illegal break
        ("P1", ("P1",), 3, 3, "foul"),  # 1, then 2 and 7; then clause 20 not met
        ("P2", ("P2",), 1, 0, "foul"),  # 6.2
        ("P2", ("P2",), 2, 2, "foul"),  # passed back (7.4.2): 5 and 6, then 17
        ("P1", ("P1",), 1, 3, "frame_over"),  # 9, 10, 11: eight
    ]
    taken = [(r.side, r.ball, dict(r.points)) for r in p.rows if r.event == "penalty_ball"]
    assert taken == [("P2", "15", {"P2": 1}), ("P1", "14", {"P1": 1}),
                     ("P2", "13", {"P2": 1}), ("P1", "12", {"P1": 1})] or taken == [
        ("P2", "15", {"P2": 1}), ("P2", "14", {"P2": 1}), ("P1", "13", {"P1": 1}),
        ("P1", "12", {"P1": 1})]
    p1, p2 = p.side_line("P1"), p.side_line("P2")
    assert (p1.own, p1.decisions, p1.score) == (6, 2, 8)
    assert (p2.own, p2.decisions, p2.score) == (2, 2, 4)
    players = {line.player: line for line in p.players}
    assert (players["P1"].visits, players["P1"].shots, players["P1"].pots,
            players["P1"].fouls, players["P1"].best_run) == (3, 5, 6, 2, 3)
    assert (players["P2"].visits, players["P2"].shots, players["P2"].pots,
            players["P2"].fouls, players["P2"].best_run) == (2, 3, 2, 2, 2)
    # The rows between the visits, in order: the decisions and the 22.1 incident.
    between = [i.event for i in p.items if i not in p.visits]
    assert between == ["penalty_ball", "restored", "penalty_ball", "penalty_ball",
                       "penalty_ball"]


def test_classic_71_visits_carry_the_fouls_five_each_way():
    """Classic 5.6: a foul is −5 for the offender and +5 to the opponent, in the offender's
    visit; the run counts only legal shots."""
    state, _ = play(*PROTOCOLS["classic-71"][:2])
    p = state_protocol(state)
    assert _visits(p) == [
        ("P1", ("P1",), 1, 0, "passed"),  # the break, the 2 unrequested (5.4)
        ("P2", ("P2",), 3, 42, "passed"),  # 15; 14 and 13; the 1 in another pocket
        ("P1", ("P1",), 1, 0, "foul"),  # 5.5: the cue ball pocketed
        ("P2", ("P2",), 2, 11, "foul"),  # 11; then 16
        ("P1", ("P1",), 5, 42, "passed"),  # 1, 10 (22.1 on the way), 12, 9; a safety
        ("P2", ("P2",), 3, 21, "frame_over"),  # 8, 7, 6: 74
    ]
    assert p.visits[2].points == {"P1": -5, "P2": 5}
    p1, p2 = p.side_line("P1"), p.side_line("P2")
    assert (p1.own, p1.opponents, p1.best_run) == (37, 5, 42)
    assert (p2.own, p2.opponents, p2.best_run) == (69, 5, 42)


def test_pair_format_partners_share_their_teams_visit():
    """Pair format 3.1: the partners shoot in turn within the team's visit."""
    state, _ = play(*PROTOCOLS["free-pair"][:2])
    p = state_protocol(state)
    assert _visits(p) == [
        ("A", ("A1", "A2"), 3, 2, "passed"),
        ("B", ("B2", "B1"), 2, 1, "foul"),
        ("B", ("B2", "B1"), 2, 2, "passed"),
        ("A", ("A2", "A1"), 3, 5, "frame_over"),
    ]
    players = {line.player: line for line in p.players}
    assert players["A2"].best_run == 4 and players["A2"].side == "A"  # 2; 7, 8, 9
    assert sum(line.points for line in p.players if line.side == "A") == 7  # + 1 penalty


def test_a_sheet_without_the_turn_word_reads_the_same_visits():
    """Sheets stored before the referee wrote the turn on each entry: the next shot's side
    says whether the visit went on."""
    for name in ("free", "classic-71", "free-pair", "pyramid-t", "dynamic"):
        state, _ = play(*PROTOCOLS[name][:2])
        old = tuple({k: v for k, v in e.items() if k != "turn"} for e in state.sheet)
        now, before = state_protocol(state), state_protocol(replace(state, sheet=old))
        assert _visits(before) == _visits(now), name
        assert before.scores == now.scores


def test_a_frame_in_progress_has_its_visit_open():
    state, _ = play(PROTOCOLS["classic-71"][0], PROTOCOLS["classic-71"][1][:3])
    p = state_protocol(state)
    assert not p.over and p.visits[-1].end is VisitEnd.OPEN and p.visits[-1].side == "P2"
    assert p.visits[-1].run == 42


def test_handicap_is_a_row_of_its_own():
    """Club rules 002: a handicap is points a side starts with, written first."""
    state = game.new_game("classic-71", handicap={"P2": 15})
    p = frame_protocol(state.discipline, state.sides, state.sheet)
    assert p.items[0].event == "handicap" and p.scores == {"P1": 0, "P2": 15}
    assert p.side_line("P2").handicap == 15 and p.visits == ()


@pytest.mark.parametrize("code,discipline,clause", [
    ("no_contact", "free", "6.2"),
    ("cue_ball_potted", "classic-51", "classic-51 5.5"),
    ("house_ball_in_house", "classic-8", "classic-8 7.6"),
    ("placing_touched_ball", "dynamic", "dynamic 6.2"),
    ("placing_touched_ball", "free", "16"),
    ("wrong_house", "pyramid-t", "combined 6.8 (by analogy)"),
    ("not_own_ball", "pyramid-t", "pyramid-t 4.6"),
])
def test_foul_clauses_are_the_disciplines(code, discipline, clause):
    assert foul_clause(code, discipline) == clause


def test_the_protocol_json_names_every_visit_and_row():
    state, _ = play(*PROTOCOLS["combined"][:2])
    data = state_protocol(state).to_json()
    assert data["scores"] == {"P1": 8, "P2": 4} and data["winner"] == "P1"
    assert {i.get("visit") for i in data["items"]} - {None} == {
        v["number"] for v in data["visits"]}
    assert sum(len(v["rows"]) for v in data["visits"]) + sum(
        1 for i in data["items"] if "row" in i) == len(data["rows"])


def test_game_protocol_prints_the_protocol_of_a_state(tmp_path, capsys):
    """``pyramid-coach game protocol`` (docs/headless.md): the same protocol, as JSON; a
    malformed state exits 2 naming the field, printing nothing."""
    import json

    from coach_app.cli import main

    state, _ = play(*PROTOCOLS["classic-71"][:2])
    path = tmp_path / "in.json"
    path.write_text(json.dumps({"state": state.to_json()}), encoding="utf-8")
    assert main(["game", "protocol", "--in", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out == json.loads(json.dumps(state_protocol(state).to_json()))
    assert out["scores"] == {"P1": 42, "P2": 74} and len(out["visits"]) == 6
    path.write_text(json.dumps({"state": {"discipline": "free"}}), encoding="utf-8")
    assert main(["game", "protocol", "--in", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "state." in captured.err

"""The frame protocol in words, without Qt: the game screen, the real-match scorer, Review
and the printed reports (which never start Qt) all word a protocol with these functions.

The core reads the score sheet and speaks in codes (simulation/rules/protocol.py); every
function here takes the translator ``tr`` (:class:`coach_app.charts.text.ChartText`:
``QCoreApplication.translate`` on the screens, the shipped catalogue in a headless report)
and calls ``tr.translate("Protocol", "…")`` with literal texts, so pyside6-lupdate files
them under the "Protocol" context. Fouls get short names in the rule texts' words (a
protocol column, a scorer's button), with their clause.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from coach_app.charts.text import Translate
from simulation.rules.protocol import (
    FrameProtocol,
    Row,
    Visit,
    VisitEnd,
    frame_protocol,
    sheet_sides,
)


def discipline_label(discipline: str, tr: Translate) -> str:
    names = {
        "free": tr.translate("Protocol", "Free pyramid"),
        "combined": tr.translate("Protocol", "Combined pyramid"),
        "dynamic": tr.translate("Protocol", "Dynamic pyramid"),
        "classic-71": tr.translate("Protocol", "Classic pyramid, 71 points"),
        "classic-51": tr.translate("Protocol", "Classic pyramid, 51 points"),
        "classic-8": tr.translate("Protocol", "Classic pyramid, 8 balls"),
        "pyramid-t": tr.translate("Protocol", "Pyramid T"),
    }
    return names.get(discipline, discipline)


def foul_label(code: str, tr: Translate) -> str:
    """A foul's short name (27.1 and the disciplines' own fouls)."""
    names = {
        "no_contact": tr.translate("Protocol", "no contact"),
        "not_completed": tr.translate("Protocol", "shot not completed"),
        "illegal_break": tr.translate("Protocol", "illegal break"),
        "ball_off_table": tr.translate("Protocol", "ball off the table"),
        "cue_ball_potted": tr.translate("Protocol", "cue ball pocketed"),
        "cue_ball_potted_classic8": tr.translate("Protocol", "cue ball pocketed"),
        "cue_ball_potted_from_hand": tr.translate("Protocol", "cue ball pocketed from hand"),
        "cue_ball_potted_accidental": tr.translate("Protocol", "cue ball fell uncalled"),
        "house_ball_in_house": tr.translate("Protocol", "from the house: a ball in the house"),
        "house_no_ball_outside": tr.translate("Protocol",
                                              "from the house: no ball outside it"),
        "not_own_ball": tr.translate("Protocol", "not an own game ball"),
        "cue_not_tip": tr.translate("Protocol", "not struck with the tip"),
        "foot_off_floor": tr.translate("Protocol", "both feet off the floor"),
        "shot_before_rest": tr.translate("Protocol", "shot before the balls stopped"),
        "touched_ball": tr.translate("Protocol", "touching a ball"),
        "double_hit": tr.translate("Protocol", "double hit"),
        "push": tr.translate("Protocol", "push"),
        "near_ball_stroke": tr.translate("Protocol", "touching or near ball played wrongly"),
        "placing_touched_ball": tr.translate("Protocol",
                                             "a ball touched placing the cue ball"),
        "cue_ball_outside_house": tr.translate("Protocol", "cue ball not from the house"),
        "wrong_house": tr.translate("Protocol", "wrong house"),
    }
    return names.get(code, code)


def clause_label(clause: str, tr: Translate) -> str:
    """"17" -> "cl. 17"; "combined 6.6" -> "cl. 6.6, Combined pyramid"."""
    head, _, rest = clause.partition(" ")
    name = discipline_label(head, tr)
    if rest and name != head:
        return tr.translate("Protocol", "cl. %1, %2").replace("%1", rest).replace("%2", name)
    return tr.translate("Protocol", "cl. %1").replace("%1", clause)


def fouls_text(fouls: Sequence[Any], tr: Translate) -> str:
    """"double hit (cl. 17); …" — each foul with its clause."""
    out = []
    for f in fouls:
        code, clause = getattr(f, "code", ""), getattr(f, "clause", "")
        name = foul_label(code, tr)
        out.append(f"{name} ({clause_label(clause, tr)})" if clause else name)
    return "; ".join(out)


def end_word(end: VisitEnd, tr: Translate) -> str:
    words = {
        VisitEnd.PASSED: tr.translate("Protocol", "turn passed"),
        VisitEnd.FOUL: tr.translate("Protocol", "foul"),
        VisitEnd.RERACK: tr.translate("Protocol", "re-rack"),
        VisitEnd.FRAME_OVER: tr.translate("Protocol", "frame over"),
        VisitEnd.OPEN: tr.translate("Protocol", "at the table"),
    }
    return words[end]


def row_word(row: Row, tr: Translate) -> str:
    """What a row between the visits is."""
    words = {
        "penalty_ball": tr.translate("Protocol", "penalty ball %1"),
        "penalty_ball_declined": tr.translate("Protocol", "penalty ball declined"),
        "replace_cue": tr.translate("Protocol", "ball %1 for the pocketed cue ball"),
        "replace_cue_declined": tr.translate("Protocol", "ball for the cue ball declined"),
        "rerack": tr.translate("Protocol", "re-rack"),
        "restored": tr.translate("Protocol", "hanging ball %1 put back"),
        "replay": tr.translate("Protocol", "shot played again"),
        "incident": tr.translate("Protocol", "foul between shots"),
        "lag": tr.translate("Protocol", "lag"),
        "decider": tr.translate("Protocol", "deciding ball"),
        "tie": tr.translate("Protocol", "level score: the last ball decides"),
        "handicap": tr.translate("Protocol", "handicap"),
    }
    return words.get(row.event, row.event).replace("%1", row.ball or "")


def points_text(points: Mapping[str, int], names: Mapping[str, str]) -> str:
    """"P1 +3" or "P1 −5, P2 +5": every side a row gave points to."""
    return ", ".join(f"{names.get(s, s)} {p:+d}".replace("-", "−")
                     for s, p in points.items() if p)


def headers(tr: Translate) -> list[str]:
    return [tr.translate("Protocol", "Visit"), tr.translate("Protocol", "Side"),
            tr.translate("Protocol", "Shots"), tr.translate("Protocol", "Balls"),
            tr.translate("Protocol", "Points"), tr.translate("Protocol", "Run"),
            tr.translate("Protocol", "Fouls"), tr.translate("Protocol", "Ended")]


def table_cells(p: FrameProtocol, names: Mapping[str, str], tr: Translate) -> list[list[str]]:
    """One row of cells per protocol item (see :func:`headers`)."""
    rows = []
    for item in p.items:
        if isinstance(item, Visit):
            who = names.get(item.side, item.side)
            if item.players and item.players != (item.side,):
                who += " (" + ", ".join(item.players) + ")"
            rows.append([str(item.number), who, str(item.shots), ", ".join(item.pots),
                         points_text(item.points, names), str(item.run),
                         fouls_text(item.fouls, tr), end_word(item.end, tr)])
        else:
            who = names.get(item.side or "", item.side or "")
            rows.append(["", who, "", "", points_text(item.points, names), "",
                         fouls_text(item.fouls, tr) or (clause_label(item.clause, tr)
                                                        if item.clause else ""),
                         row_word(item, tr)])
    return rows


def score_line(p: FrameProtocol, names: Mapping[str, str]) -> str:
    score = " : ".join(str(p.scores.get(s, 0)) for s in p.sides)
    return " – ".join(names.get(s, s) for s in p.sides) + "  " + score


def result_line(p: FrameProtocol, names: Mapping[str, str], tr: Translate) -> str:
    if p.winner is not None:
        return tr.translate("Protocol", "%1 wins the frame.").replace(
            "%1", names.get(p.winner, p.winner))
    if p.draw:
        return tr.translate("Protocol", "The frame is drawn.")
    return tr.translate("Protocol", "The frame is in play.")


def side_lines(p: FrameProtocol, names: Mapping[str, str], tr: Translate) -> list[str]:
    """Each side: score = own shots + penalty balls + opponents' fouls (+ handicap), its
    visits and best run."""
    out = []
    for line in p.side_lines:
        parts = [tr.translate("Protocol", "own shots %1").replace("%1", str(line.own))]
        if line.decisions:
            parts.append(tr.translate("Protocol", "penalty balls %1").replace(
                "%1", str(line.decisions)))
        if line.opponents:
            parts.append(tr.translate("Protocol", "opponents' fouls %1").replace(
                "%1", str(line.opponents)))
        if line.handicap:
            parts.append(tr.translate("Protocol", "handicap %1").replace(
                "%1", str(line.handicap)))
        out.append(tr.translate("Protocol", "%1: %2 points (%3); visits %4, best run %5")
                   .replace("%1", names.get(line.side, line.side))
                   .replace("%2", str(line.score)).replace("%3", ", ".join(parts))
                   .replace("%4", str(line.visits)).replace("%5", str(line.best_run)))
    return out


def player_lines(p: FrameProtocol, tr: Translate) -> list[str]:
    return [tr.translate("Protocol",
                         "%1: visits %2, shots %3, balls %4, points %5, fouls %6, best run %7")
            .replace("%1", pl.player).replace("%2", str(pl.visits))
            .replace("%3", str(pl.shots)).replace("%4", str(pl.pots))
            .replace("%5", str(pl.points)).replace("%6", str(pl.fouls))
            .replace("%7", str(pl.best_run)) for pl in p.players]


def summary_lines(p: FrameProtocol, names: Mapping[str, str], tr: Translate) -> list[str]:
    """The frame summary as lines: score, result, the sides, the players (when a side has
    more than one, or a player is not named like their side)."""
    lines = [score_line(p, names), result_line(p, names, tr), *side_lines(p, names, tr)]
    if any(pl.player != pl.side for pl in p.players):
        lines += player_lines(p, tr)
    return lines


def match_lines(frames: Sequence[Any], names: Mapping[str, str], winner: str | None,
                tr: Translate) -> list[str]:
    """One line per frame played (``PlayedFrame``-like: number, sides, scores, winner),
    then the frames each side won and the match's winner."""
    lines = []
    won: dict[str, int] = {}
    for f in frames:
        scores = dict(f.scores)
        score = " : ".join(f"{names.get(s, s)} {scores.get(s, 0)}" for s in f.sides)
        who = names.get(f.winner, f.winner) if f.winner else tr.translate("Protocol", "drawn")
        lines.append(tr.translate("Protocol", "Frame %1: %2 — %3").replace(
            "%1", str(f.number)).replace("%2", score).replace("%3", who))
        for s in f.sides:
            won.setdefault(s, 0)
        if f.winner is not None:
            won[f.winner] = won.get(f.winner, 0) + 1
    if frames:
        lines.append(tr.translate("Protocol", "Frames won: %1").replace(
            "%1", ", ".join(f"{names.get(s, s)} {n}" for s, n in won.items())))
    if winner is not None:
        lines.append(tr.translate("Protocol", "%1 wins the match.").replace(
            "%1", names.get(winner, winner)))
    return lines


def frame_title(number: int, tr: Translate) -> str:
    return tr.translate("Protocol", "Frame %1 protocol").replace("%1", str(number))


def match_title(tr: Translate) -> str:
    return tr.translate("Protocol", "Match")


def stored_protocol(f: Any) -> tuple[FrameProtocol, dict[str, str]]:
    """A stored frame's protocol (a :class:`coach_app.store.FrameSheet`: its winner and
    end as the history has them) and the name to show for each of its sides."""
    sides, names = sheet_sides(f.sides, f.sheet)
    back = {v: k for k, v in names.items()}
    winner = back.get(f.frame.winner or "", f.frame.winner)
    return frame_protocol(f.discipline, sides, f.sheet, winner=winner,
                          over=f.frame.finished_at is not None), names

"""A team match on the game screen: the team score and the team sheet.

The referee's :class:`simulation.rules.match_state.MatchInfo` holds the match; this turns it
into words (translated here, the core speaks in codes): the format's name, the team score,
where the match stands (individual match, board, discipline, frame) and one line per
individual match played, with its players, frames and winner.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from coach_app.game.texts import discipline_name
from simulation.rules.match_state import MatchInfo

# The team formats, in the order the setup dialog offers them.
TEAM_FORMATS = ("triathlon-3+3", "free-3+3", "free-2+2")


def format_name(fmt: str) -> str:
    names = {
        "triathlon-3+3": QCoreApplication.translate("TeamView", "Pyramid triathlon (3+3)"),
        "free-3+3": QCoreApplication.translate("TeamView", "Free pyramid, teams of 3 (3+3)"),
        "free-2+2": QCoreApplication.translate("TeamView", "Free pyramid, teams of 2 (2+2)"),
    }
    return names.get(fmt, fmt)


def board_name(board: str | None) -> str:
    if board == "1/2":
        return QCoreApplication.translate("TeamView", "boards 1 and 2 in turn")
    return QCoreApplication.translate("TeamView", "board %1").replace("%1", board or "")


def team_score(info: MatchInfo) -> str:
    assert info.teams is not None and info.team_points is not None
    a, b = info.teams["A"], info.teams["B"]
    return f"{a.name} {info.team_points['A']} : {info.team_points['B']} {b.name}"


def standing(info: MatchInfo, discipline: str) -> str:
    """Where the team match stands: its individual match, board, game and frame."""
    text = QCoreApplication.translate("TeamView", "Match %1, %2: %3").replace(
        "%1", str(info.number)).replace("%2", board_name(info.board)).replace(
        "%3", discipline_name(discipline))
    if info.frames > 1:
        text += " · " + QCoreApplication.translate("TeamView", "frame %1, best of %2").replace(
            "%1", str(info.frame)).replace("%2", str(info.frames))
    return text


def _frame_line(f: Mapping[str, Any]) -> str:
    scores = f.get("scores") or {}
    score = " : ".join(f"{p} {scores.get(p, 0)}" for p in f.get("players", ()))
    who = f.get("winner") or QCoreApplication.translate("TeamView", "drawn")
    return "   " + QCoreApplication.translate("TeamView", "frame %1: %2 — %3").replace(
        "%1", str(f.get("frame", ""))).replace("%2", score).replace("%3", str(who))


def sheet_lines(info: MatchInfo, playing: tuple[str, ...] = (), discipline: str = ""
                ) -> list[str]:
    """The team sheet from the first frame on: one line per individual match (players,
    frames won, the winning team — or "in play"), each frame played under it with its
    score; ``playing`` are the players of the frame at the table, ``discipline`` its game."""
    assert info.teams is not None
    lines = []
    frames = [e for e in info.sheet if e.get("event") == "frame"]
    finished = {e["match"]: e for e in info.sheet if e.get("event") == "individual"}
    numbers = sorted({f["match"] for f in frames} | set(finished)
                     | ({info.number} if not info.over else set()))
    for number in numbers:
        played = [f for f in frames if f.get("match") == number]
        pairs = [f"{f['players'][0]} / {f['players'][1]}" for f in played]
        if number == info.number and not info.over and len(playing) == 2:
            pairs.append(f"{playing[0]} / {playing[1]}")
        players = " – ".join(dict.fromkeys(pairs))
        e = finished.get(number)
        if e is not None:
            won = e["frames_won"]
            lines.append(QCoreApplication.translate("TeamView", "%1. %2, %3: %4 — %5, won by %6")
                         .replace("%1", str(number)).replace("%2", board_name(e["board"]))
                         .replace("%3", discipline_name(e["discipline"]))
                         .replace("%4", players)
                         .replace("%5", f"{won.get('A', 0)}:{won.get('B', 0)}")
                         .replace("%6", info.teams[e["winner"]].name))
        else:
            won = {"A": 0, "B": 0}
            for f in played:
                if f.get("team") in won:
                    won[f["team"]] += 1
            board = played[-1]["board"] if played else info.board
            game = played[-1]["discipline"] if played else discipline
            text = QCoreApplication.translate("TeamView", "%1. %2, %3: %4 — %5, in play")
            lines.append(text.replace("%1", str(number)).replace("%2", board_name(board))
                         .replace("%3", discipline_name(game) if game else "…")
                         .replace("%4", players).replace("%5", f"{won['A']}:{won['B']}"))
        if info.frames > 1 or len(played) > 1:
            lines += [_frame_line(f) for f in played]
    return lines


class TeamPanel(QWidget):
    """The team score, where the match stands, and the team sheet (hidden outside team
    matches)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("teamPanel")
        self.score = QLabel()
        self.score.setObjectName("teamScore")
        self.score.setStyleSheet("font-weight: bold; font-size: 15px;")
        self.where = QLabel()
        self.where.setWordWrap(True)
        self.sheet = QLabel()
        self.sheet.setObjectName("teamSheet")
        self.sheet.setWordWrap(True)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        for w in (self.score, self.where, self.sheet):
            box.addWidget(w)
        self._info: MatchInfo | None = None
        self._discipline = ""
        self._playing: tuple[str, ...] = ()
        self.setVisible(False)

    def show_match(self, info: MatchInfo | None, discipline: str,
                   playing: tuple[str, ...] = ()) -> None:
        self._info, self._discipline, self._playing = info, discipline, tuple(playing)
        self.refresh()

    def refresh(self) -> None:
        info = self._info
        self.setVisible(info is not None)
        if info is None or info.teams is None:
            return
        assert info.format is not None
        self.score.setText(format_name(info.format) + " · " + team_score(info))
        if info.over:
            winner = info.teams[info.winner or "A"].name
            self.where.setText(QCoreApplication.translate(
                "TeamView", "The team match is over: %1 wins.").replace("%1", winner))
        else:
            self.where.setText(standing(info, self._discipline))
        lines = sheet_lines(info, self._playing, self._discipline)
        title = QCoreApplication.translate("TeamView", "Team sheet")
        self.sheet.setText(title + ":\n" + "\n".join(lines) if lines else "")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

"""The new-game dialog: discipline, players (2; 3-4 for club classic; 2 v 2 pairs),
handicap, frames in the match, the calling mode, a team match (triathlon 3+3, Free 3+3,
Free 2+2: team names and who plays which board), and who sits in each seat: a person or
the computer at a level (remembered in the settings; two computers make a game to watch).

It only collects a :class:`GameSetup`; the referee (simulation.rules.game.new_game) is the
judge of what is allowed, and its refusal is shown in the dialog instead of a crash.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QEvent
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from coach_app.game.computer_texts import computer_name
from coach_app.game.handicap_row import Advisor, HandicapRow
from coach_app.game.match import CALL_DISCIPLINES, HANDICAP_DISCIPLINES, GameSetup
from coach_app.game.seats import SEAT_CHOICES, Seat, level_name, seat_label
from coach_app.game.team_view import TEAM_FORMATS, format_name
from coach_app.game.texts import discipline_name
from coach_app.qtkit.settings import PLAYBACK_SPEEDS, SettingsStore
from coach_app.qtkit.tasks import Tasks
from simulation.errors import InputError
from simulation.rating.handicap import POINTS_DISCIPLINES, RACE_TARGET, Option
from simulation.rating.values import computer_key
from simulation.rules.game import RACE_DISCIPLINES
from simulation.rules.matchplay import FORMAT_BOARDS
from simulation.rules.state import DISCIPLINES
from simulation.rules.vocab import PAIR_DISCIPLINES, Discipline, TeamFormat

MAX_PLAYERS = 4
# Name rows: four players, or two teams of three in a team match.
MAX_ROWS = 6


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, previous: GameSetup | None = None,
                 store: SettingsStore | None = None, computer_speed: float = 2.0, *,
                 real_table: bool = False, advisor: Advisor | None = None,
                 tasks: Tasks | None = None) -> None:
        super().__init__(parent)
        self._store = store
        # A match scored at a real table: people only (no seats, no computer's speed).
        self.real_table = real_table
        self.setObjectName("newGameDialog")
        self.discipline = QComboBox()
        for d in DISCIPLINES:
            self.discipline.addItem("", d)
        self.pair = QCheckBox()
        self.team_format = QComboBox()
        self.team_format.setObjectName("teamFormat")
        for fmt in (None, *TEAM_FORMATS):
            self.team_format.addItem("", fmt)
        self.team_names = [QLineEdit(), QLineEdit()]
        teams_row = QWidget()
        teams_box = QHBoxLayout(teams_row)
        teams_box.setContentsMargins(0, 0, 0, 0)
        for i, edit in enumerate(self.team_names):
            edit.setObjectName(f"teamName{i}")
            edit.setMaxLength(30)
            teams_box.addWidget(edit, 1)
        self._teams_row = teams_row
        self.players = QSpinBox()
        self.players.setRange(2, MAX_PLAYERS)
        self.names: list[QLineEdit] = []
        self.handicaps: list[QSpinBox] = []
        #: The balls each player needs in the games to eight (a race фора: fewer than 8).
        self.races: list[QSpinBox] = []
        self.seats: list[QComboBox] = []
        self._name_rows: list[QWidget] = []
        for i in range(MAX_ROWS):
            edit = QLineEdit()
            edit.setObjectName(f"name{i}")
            edit.setMaxLength(30)
            # Room for "Computer (master)": with the handicap and the seat beside it the
            # field was squeezed to three letters in English.
            edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance("Computer (master) 2")
                                 + 12)
            spin = QSpinBox()
            spin.setRange(0, 35)
            spin.setSingleStep(5)
            race = QSpinBox()
            race.setObjectName(f"race{i}")
            race.setRange(1, RACE_TARGET)
            race.setValue(RACE_TARGET)
            seat = QComboBox()
            seat.setObjectName(f"seat{i}")
            for choice in SEAT_CHOICES:
                seat.addItem("", choice.to_json())
            row = QWidget()
            box = QHBoxLayout(row)
            box.setContentsMargins(0, 0, 0, 0)
            box.addWidget(edit, 1)
            box.addWidget(spin)
            box.addWidget(race)
            box.addWidget(seat)
            self.seats.append(seat)
            self.names.append(edit)
            self.handicaps.append(spin)
            self.races.append(race)
            self._name_rows.append(row)
        self.frames = QSpinBox()
        self.frames.setRange(1, 15)
        self.lag = QCheckBox()
        self.lag.setObjectName("lagCheck")
        self.call_mode = QComboBox()
        self.call_mode.addItem("", "ball-pocket")
        self.call_mode.addItem("", "strict")
        self.call_mode.addItem("", "uncalled")  # Pyramid T only, a house rule (000 clause 4)
        self.computer_speed = QComboBox()
        self.computer_speed.setObjectName("computerSpeed")
        for speed in PLAYBACK_SPEEDS:
            self.computer_speed.addItem(f"×{speed:g}", speed)
        self.computer_speed.setCurrentIndex(max(0, self.computer_speed.findData(
            computer_speed)))
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        self.form = QFormLayout()
        self._labels = [QLabel() for _ in range(8)]
        self.form.addRow(self._labels[6], self.team_format)
        self.form.addRow(self._labels[7], self._teams_row)
        self.form.addRow(self._labels[0], self.discipline)
        self.form.addRow(self._labels[1], self.pair)
        self.form.addRow(self._labels[2], self.players)
        self._name_labels = [QLabel() for _ in range(MAX_ROWS)]
        for label, row in zip(self._name_labels, self._name_rows, strict=True):
            self.form.addRow(label, row)
        #: The фора from the ratings: only with a history to read them from.
        self.handicap_row: HandicapRow | None = None
        self._handicap_label = QLabel()
        if advisor is not None and tasks is not None:
            self.handicap_row = HandicapRow(advisor, tasks)
            self.handicap_row.suggest.clicked.connect(self._ask_handicap)
            self.handicap_row.applied.connect(self._apply_handicap)
            self.form.addRow(self._handicap_label, self.handicap_row)
        self.form.addRow(self._labels[3], self.frames)
        self.form.addRow(self._labels[4], self.call_mode)
        self.form.addRow(self._labels[5], self.computer_speed)
        self.form.addRow(QLabel(), self.lag)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

        for w in (self.discipline, self.call_mode, self.team_format):
            w.currentIndexChanged.connect(lambda _i: self._update())
        for e in self.team_names:
            e.textChanged.connect(lambda _t: self._update())
        self.pair.toggled.connect(lambda _b: self._update())
        self.players.valueChanged.connect(lambda _v: self._update())
        for e in self.names:
            e.textChanged.connect(lambda _t: self._update())
        for s in (*self.handicaps, *self.races):
            s.valueChanged.connect(lambda _v: self._update())
        # An answer holds for the discipline and the two players it was asked for.
        for combo in (self.discipline, self.team_format):
            combo.currentIndexChanged.connect(lambda _i: self._forget_handicap())
        self.players.valueChanged.connect(lambda _v: self._forget_handicap())
        for c in self.seats[:2]:
            c.currentIndexChanged.connect(lambda _i: self._forget_handicap())
        for e in self.names:
            e.textEdited.connect(lambda _t: self._forget_handicap())
        for i, c in enumerate(self.seats):
            c.currentIndexChanged.connect(lambda _i, row=i: self._seat_changed(row))
        #: The name each row was given automatically (a default player name, or a
        #: computer's name for a computer seat): replaced when the seat changes, while a
        #: name the user typed is kept.
        self._auto: dict[int, str] = {}
        self.retranslate()
        self._load(previous)
        self._update()

    def _load(self, previous: GameSetup | None) -> None:
        remembered = previous.seats if previous is not None else tuple(
            Seat.from_json(v) for v in (self._store.seats() if self._store else []))
        for combo, seat in zip(self.seats, remembered, strict=False):
            combo.setCurrentIndex(max(0, combo.findData(seat.to_json())))
        if previous is None:
            for i in range(MAX_ROWS):
                self._auto_name(i)
            for edit, name in zip(self.team_names, (self.tr("Team A"), self.tr("Team B")),
                                  strict=True):
                edit.setText(name)
            self.discipline.setCurrentIndex(DISCIPLINES.index("free"))
            return
        self.team_format.setCurrentIndex(max(0, self.team_format.findData(
            previous.team_format)))
        for edit, name in zip(self.team_names, previous.team_names or ("A", "B"),
                              strict=False):
            edit.setText(name)
        self.discipline.setCurrentIndex(DISCIPLINES.index(previous.discipline))
        self.pair.setChecked(previous.pair)
        self.players.setValue(len(previous.names) if not previous.pair else 2)
        for edit, name in zip(self.names, previous.names, strict=False):
            edit.setText(name)
        for row, edit in enumerate(self.names):
            if edit.text().strip() == self._auto_for(row):
                self._auto[row] = edit.text().strip()  # still the automatic name
        handicap = dict(previous.handicap)
        for spin, name in zip(self.handicaps, previous.names, strict=False):
            spin.setValue(handicap.get(name, 0))
        self.frames.setValue(previous.frames)
        self.lag.setChecked(previous.lag)
        if previous.call_mode:
            self.call_mode.setCurrentIndex(self.call_mode.findData(previous.call_mode))

    def _seat_changed(self, row: int) -> None:
        if self.names[row].text().strip() == self._auto.get(row):
            self._auto_name(row)
        self._update()

    def _auto_for(self, row: int) -> str:
        """The row's name from its seat: "Player 2", or "Computer (master)" for the computer
        (so the scoreboard and the verdicts name the seat as the panel does: «Ход переходит
        к: Игрок 2» beside «Компьютер (мастер)» read as two different players)."""
        seat = Seat.from_json(self.seats[row].currentData())
        if seat.level is None:
            return self.tr("Player %1").replace("%1", str(row + 1))
        base = computer_name() + " (" + level_name(seat.level) + ")"
        others = {e.text().strip() for i, e in enumerate(self.names) if i != row}
        name, n = base, 2
        while name in others:
            name, n = f"{base} {n}", n + 1
        return name

    def _auto_name(self, row: int) -> None:
        self._auto[row] = name = self._auto_for(row)
        self.names[row].setText(name)

    def _team(self) -> TeamFormat | None:
        fmt = self.team_format.currentData()
        return TeamFormat(fmt) if fmt else None

    def _count(self) -> int:
        fmt = self._team()
        if fmt:
            return 2 * len(FORMAT_BOARDS[fmt])
        d = self.discipline.currentData()
        if self.pair.isChecked() and d in PAIR_DISCIPLINES:
            return 4
        return self.players.value() if d == Discipline.CLASSIC_71 else 2

    def setup(self) -> GameSetup:
        d = str(self.discipline.currentData())
        n = self._count()
        names = tuple(e.text().strip() for e in self.names[:n])
        handicap: tuple[tuple[str, int], ...] = ()
        if d in HANDICAP_DISCIPLINES:
            handicap = tuple((name, s.value()) for name, s in zip(names, self.handicaps,
                                                                  strict=False) if s.value())
        race: tuple[tuple[str, int], ...] = ()
        if self._races_apply():
            race = tuple((name, r.value()) for name, r in zip(names, self.races, strict=False)
                         if r.value() < RACE_TARGET)
        seats = tuple(Seat.from_json(c.currentData()) for c in self.seats[:n])
        if self.real_table or not any(seat.computer for seat in seats):
            seats = ()  # all people: the same setup as before seats existed
        fmt = self._team()
        if fmt:
            return GameSetup(FORMAT_BOARDS[fmt][0], names, None, (), False, self.frames.value(),
                             self.lag.isChecked(), seats, fmt,
                             tuple(e.text().strip() for e in self.team_names))
        return GameSetup(d, names, self.call_mode.currentData() if d in CALL_DISCIPLINES
                         else None, handicap, n == 4 and d in PAIR_DISCIPLINES,
                         self.frames.value(), self.lag.isChecked(), seats, race=race)

    def chosen_computer_speed(self) -> float:
        """The playback speed of the computer's shots (a setting, asked here because this
        is where the player decides to play the computer)."""
        return float(self.computer_speed.currentData())

    def accept(self) -> None:
        """Remember the seats for the next new game, then close."""
        if self._store is not None and not self.real_table:
            self._store.save_seats([Seat.from_json(c.currentData()).to_json()
                                    for c in self.seats])
        super().accept()

    def problem(self) -> str | None:
        """Why the setup cannot start, in words; None when it can."""
        setup = self.setup()
        if any(not n for n in setup.names):
            return self.tr("Every player needs a name.")
        if len(set(setup.names)) != len(setup.names):
            return self.tr("Players' names must differ.")
        if setup.team_format and (not all(setup.team_names)
                                  or len(set(setup.team_names)) != 2):
            return self.tr("The two teams need two different names.")
        if any(not 5 <= v <= 35 for _, v in setup.handicap):
            return self.tr("A handicap is 5 to 35 points.")
        try:
            setup.first_frame()
        except InputError as exc:
            return exc.message
        return None

    def _update(self) -> None:
        d = self.discipline.currentData()
        team = self._team() is not None
        pairs = d in PAIR_DISCIPLINES and not team
        self.pair.setEnabled(pairs)
        self.players.setEnabled(d == Discipline.CLASSIC_71 and not self.pair.isChecked()
                                and not team)
        # A team format sets each board's game itself (its clause 2.2).
        for widget in (self.discipline, self.pair, self.players, self.call_mode):
            self.form.setRowVisible(widget, not team)
        self.form.setRowVisible(self._teams_row, team)
        n = self._count()
        for i, (label, row) in enumerate(zip(self._name_labels, self._name_rows, strict=True)):
            label.setVisible(i < n)
            row.setVisible(i < n)
            self.handicaps[i].setVisible(d in HANDICAP_DISCIPLINES and not team)
            self.races[i].setVisible(self._races_apply())
        if self.handicap_row is not None:
            self.form.setRowVisible(self.handicap_row, self._can_suggest())
        self.call_mode.setEnabled(d in CALL_DISCIPLINES and not team)
        # The uncalled game is Pyramid T's house option; the classic games are always called.
        uncalled = self.call_mode.findData("uncalled")
        cast(QStandardItemModel, self.call_mode.model()).item(uncalled).setEnabled(
            d == Discipline.PYRAMID_T)
        if d != Discipline.PYRAMID_T and self.call_mode.currentIndex() == uncalled:
            self.call_mode.setCurrentIndex(0)
        self.computer_speed.setEnabled(any(c.currentData() != Seat().to_json()
                                           for c in self.seats[:n]))
        if self.real_table:
            for c in self.seats:
                c.setVisible(False)
            self.form.setRowVisible(self.computer_speed, False)
        problem = self.problem()
        self.error.setText(problem or "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(problem is None)
        self._retranslate_names()

    def _retranslate_names(self) -> None:
        pair = self.pair.isChecked() and self.discipline.currentData() in PAIR_DISCIPLINES
        fmt = self._team()
        for i, label in enumerate(self._name_labels):
            if fmt:
                boards = FORMAT_BOARDS[fmt]
                team = self.team_names[i // len(boards)].text().strip() or "?"
                board = i % len(boards)
                label.setText(self.tr("%1, board %2 (%3)").replace("%1", team)
                              .replace("%2", str(board + 1))
                              .replace("%3", discipline_name(boards[board])))
            elif pair:
                team = "A" if i < 2 else "B"
                label.setText(self.tr("Pair %1, player %2").replace("%1", team)
                              .replace("%2", str(i % 2 + 1)))
            else:
                label.setText(self.tr("Player %1").replace("%1", str(i + 1)))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Score a match at a real table") if self.real_table
                            else self.tr("New game"))
        for i, d in enumerate(DISCIPLINES):
            self.discipline.setItemText(i, discipline_name(d))
        texts = [self.tr("Discipline"), self.tr("Pairs (2 v 2)"), self.tr("Players"),
                 self.tr("Frames in the match"), self.tr("Calling"),
                 self.tr("Computer's shots play at"), self.tr("Team match"), self.tr("Teams")]
        self.team_format.setItemText(0, self.tr("No (players or pairs)"))
        for i, fmt in enumerate(TEAM_FORMATS, start=1):
            self.team_format.setItemText(i, format_name(fmt))
        self.frames.setToolTip(self.tr("In a team match: the frames of each individual "
                                       "match"))
        for label, text in zip(self._labels, texts, strict=True):
            label.setText(text)
        self.pair.setText(self.tr("Two pairs, partners take turns"))
        self.lag.setText(self.tr("Lag for the break (otherwise player 1 breaks)"))
        self.call_mode.setItemText(0, self.tr("Ball and pocket"))
        self.call_mode.setItemText(1, self.tr("Strict (clean call)"))
        self.call_mode.setItemText(2, self.tr("No call (house rule, not the Pyramid T rules)"))
        for s in self.handicaps:
            s.setSpecialValueText(self.tr("no handicap"))
            s.setSuffix(self.tr(" pts"))
            s.setToolTip(self.tr("Handicap: points this player starts with (5 to 35)"))
        for r in self.races:
            r.setPrefix(self.tr("to "))  # «до 6»: a word before the number needs no plural
            r.setToolTip(self.tr("Handicap: the balls this player needs to win the frame (8 is "
                                 "level; the weaker player needs fewer)"))
        self._handicap_label.setText(self.tr("Handicap"))
        if self.handicap_row is not None:
            self.handicap_row.retranslate()
        for c in self.seats:
            for i, choice in enumerate(SEAT_CHOICES):
                c.setItemText(i, seat_label(choice))
            c.setToolTip(self.tr("A person plays this seat, or the computer at a level"))
        self.computer_speed.setToolTip(self.tr("Playback speed of the computer's shots"))
        self._retranslate_names()

    def _races_apply(self) -> bool:
        """A race фора: two players (no pairs, no team match) in a game to eight balls."""
        return (self.discipline.currentData() in RACE_DISCIPLINES and self._team() is None
                and self._count() == 2)

    def _can_suggest(self) -> bool:
        d = self.discipline.currentData()
        return (self._team() is None and self._count() == 2
                and (d in POINTS_DISCIPLINES or d in RACE_DISCIPLINES))

    def _rated_key(self, row: int) -> str:
        """Who a row is in the ratings: a person by name, a computer seat by its level."""
        seat = Seat.from_json(self.seats[row].currentData())
        if seat.level is not None and not self.real_table:
            return computer_key(seat.level)
        return self.names[row].text().strip()

    def _ask_handicap(self) -> None:
        if self.handicap_row is None:
            return
        names = (self.names[0].text().strip(), self.names[1].text().strip())
        self.handicap_row.ask(str(self.discipline.currentData()),
                              (self._rated_key(0), self._rated_key(1)), names)

    def _forget_handicap(self) -> None:
        if self.handicap_row is not None:
            self.handicap_row.clear()

    def _apply_handicap(self, option: Option, names: tuple[str, str]) -> None:
        """Put the suggested фора into the fields: the receiver's points or balls, the
        other player level."""
        if option.receiver is None or names != (self.names[0].text().strip(),
                                                self.names[1].text().strip()):
            return
        for row in (0, 1):
            mine = row == option.receiver
            if option.form == "points":
                self.handicaps[row].setValue(option.amount if mine else 0)
            elif option.form == "race":
                self.races[row].setValue(option.amount if mine else RACE_TARGET)

    def done(self, result: int) -> None:
        if self.handicap_row is not None:
            self.handicap_row.shutdown()
        super().done(result)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "_labels"):
            self.retranslate()
        super().changeEvent(event)

"""The scorer's keys: the digits name a ball (0 the cue ball; 1 waits a moment for a
second digit, 10 to 15), Q A Z / E D C the pockets, K S F P O H the modes, N «no ball»
(or «decline»), X «not completed», + and − the break's balls at a cushion, L «crossed the
centre line», I an incident between shots, Enter records, Esc clears. Each key is the
same call on the screen as its button."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer

from coach_app.scorer.model import Mode
from coach_app.scorer.texts import MODE_KEYS, POCKET_KEYS, mode_label, pocket_button

#: How long a typed "1" waits for a second digit (10–15) before it means ball 1.
DIGIT_WAIT_MS = 700


def key_rows() -> list[tuple[str, str]]:
    """(what, key) for Help > Keyboard shortcuts, from the same tables :meth:`handle`
    reads, in the interface language."""
    t = QCoreApplication
    rows = [(t.translate("ScorerKeys", "Ball 1 to 15 (1 then 0–5 for 10 to 15)"), "1 … 15"),
            (t.translate("ScorerKeys", "The cue ball"), "0")]
    rows += [(mode_label(mode), key) for mode, key in MODE_KEYS.items()]
    rows += [(pocket_button(p).split(" (")[0].replace("\n", " "), key)
             for p, key in POCKET_KEYS.items()]
    rows += [
        (t.translate("ScorerKeys", "No ball touched, or decline the ball offered"), "N"),
        (t.translate("ScorerKeys", "Shot not completed (clause 20)"), "X"),
        (t.translate("ScorerKeys", "Break: one more or one fewer ball at a cushion"),
         "+ / −"),
        (t.translate("ScorerKeys", "Break: a ball crossed the centre line"), "L"),
        (t.translate("ScorerKeys", "An incident between shots"), "I"),
        (t.translate("ScorerKeys", "Record the entry"), "Enter"),
        (t.translate("ScorerKeys", "Clear the entry"), "Esc"),
    ]
    return rows


class Screen(Protocol):
    """What the keys press on the scorer's screen."""

    model: Any

    def press_ball(self, ball: str) -> bool: ...
    def press_pocket(self, pocket: str) -> bool: ...
    def press_mode(self, mode: Mode) -> None: ...
    def no_ball_pressed(self) -> None: ...
    def set_entry(self, **values: Any) -> None: ...
    def toggle_between(self) -> None: ...
    def record(self) -> bool: ...
    def clear(self) -> None: ...


class ScorerKeys(QObject):
    def __init__(self, screen: Any) -> None:
        super().__init__(screen)
        self._screen: Screen = screen
        self._digits = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DIGIT_WAIT_MS)
        self._timer.timeout.connect(self.flush)

    def handle(self, key: int, text: str, modifiers: Qt.KeyboardModifier) -> bool:
        """One key; False when it means nothing here (the window's shortcuts keep
        Ctrl and Alt)."""
        if modifiers & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False
        s, ch = self._screen, text.upper()
        if len(ch) == 1 and ch.isdigit():
            self._digit(ch)
            return True
        self.flush()
        pockets = {v: k for k, v in POCKET_KEYS.items()}
        modes = {v: k for k, v in MODE_KEYS.items()}
        d = s.model.draft
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            s.record()
        elif key == Qt.Key.Key_Escape:
            s.clear()
        elif ch in pockets:
            s.press_pocket(pockets[ch])
        elif ch in modes:
            s.press_mode(modes[ch])
        elif ch == "N":
            s.no_ball_pressed()
        elif ch == "X":
            s.set_entry(not_completed=not d.not_completed)
        elif ch == "L":
            s.set_entry(crossed_centre=not d.crossed_centre)
        elif ch in ("+", "="):
            s.set_entry(cushion_balls=min(15, (d.cushion_balls or 0) + 1))
        elif ch == "-":
            s.set_entry(cushion_balls=None if not d.cushion_balls else d.cushion_balls - 1)
        elif ch == "I":
            s.toggle_between()
        else:
            return False
        return True

    def _digit(self, d: str) -> None:
        if self._digits == "1" and d in "012345":
            self._digits = ""
            self._timer.stop()
            self._screen.press_ball("1" + d)
            return
        self.flush()
        if d == "0":
            self._screen.press_ball("cue")
        elif d == "1":
            self._digits = "1"
            self._timer.start()
        else:
            self._screen.press_ball(d)

    def flush(self) -> None:
        """A "1" still waiting is ball 1."""
        self._timer.stop()
        if self._digits:
            self._digits = ""
            self._screen.press_ball("1")

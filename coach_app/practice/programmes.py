"""The skill test and the weak-spot set, driven on the Practice page.

The Practice page (coach_app/practice/screen.py) owns the stack of pages and the library;
this module walks the skill test through the drill session item by item (the walk is a
:class:`~coach_app.practice.skilltest_run.SkillTestRun`, stored at its end as ``drills test``
stores it: coach_app/services/skill_test.py) and builds the weak-spot set from the
player's history on the analysis lane (coach_app/services/weak_spots.py), then writes
it into the player's drills folder so it is listed, replayed and re-measured like any
pack.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

from coach_app.practice import userpacks
from coach_app.practice.skilltest_run import SkillTestRun
from coach_app.practice.skilltest_widgets import SkillTestPage
from coach_app.practice.texts import problem_text
from coach_app.practice.weakspots_page import CELLS_USED, WeakSpotsPage
from coach_app.qtkit.tasks import Lane, Tasks
from coach_app.recording.recorder import Recorder
from drills.judge import AttemptState
from drills.library import Library

if TYPE_CHECKING:
    from coach_app.practice.session_view import DrillSession

translate = QCoreApplication.translate


class Programmes(QObject):
    """``show(page)`` puts a page of the Practice stack on screen; ``library`` and
    ``reload`` are the Practice page's; ``title_of`` names a drill id."""

    def __init__(self, session: DrillSession, recorder: Recorder | None, tasks: Tasks,
                 folder: Path, library: Callable[[], Library],
                 reload: Callable[[str | None], None], show: Callable[[Any], None],
                 title_of: Callable[[str], str], lang: Callable[[], str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session, self.recorder, self.tasks, self.folder = session, recorder, tasks, folder
        self._library, self._reload, self._show = library, reload, show
        self._title_of, self._lang = title_of, lang
        self.test_page = SkillTestPage()
        self.weak_page = WeakSpotsPage()
        self.run: SkillTestRun | None = None
        self.weak_first: str | None = None  # the weak-spot set's first drill
        self.weak_ids: tuple[str, ...] = ()  # and all of its drills, in order
        session.judged.connect(self._judged)
        bar = session.test_bar
        bar.next_item.clicked.connect(self.next_item)
        bar.abandon.clicked.connect(self.abandon)
        self.test_page.start.clicked.connect(self.start_test)

    # ------------------------------------------------------------- skill test
    def show_test(self) -> None:
        """The battery and its bands, before the first shot."""
        self.run = None
        self.test_page.show_battery(self._title_of)
        self._show(self.test_page)

    def start_test(self) -> None:
        self.run = SkillTestRun()
        self._open_item()

    def testing(self) -> bool:
        return self.run is not None

    def _open_item(self) -> None:
        run = self.run
        assert run is not None
        drill = self._library().get(run.item.drill)
        self.session.open(drill, test_item=run.item.attempts)
        self.session.retranslate()
        self.session.test_bar.show_run(run, self._title_of)
        self._show(self.session)
        self.session.view.setFocus()

    def _judged(self, state: object) -> None:
        if self.run is None or not isinstance(state, AttemptState):
            return
        self.run = self.run.add(state)
        self.session.test_bar.show_run(self.run, self._title_of)

    def next_item(self) -> None:
        run = self.run
        if run is None or not run.item_over:
            return
        self.run = run = run.advance()
        if run.finished:
            self._finish()
        else:
            self._open_item()

    def _finish(self) -> None:
        from coach_app.services.skill_test import record_test

        run = self.run
        assert run is not None
        self.run = None
        score = run.score()
        stored = False
        self.session.leave_quietly()
        if self.recorder is not None and self.recorder.enabled:
            stored = record_test(self.recorder, run.states(), score) is not None
        self.test_page.show_result(score, stored, self._title_of)
        self._show(self.test_page)

    def abandon(self) -> None:
        """Back to the drills; an unfinished test is not stored."""
        self.run = None
        self.session.leave_quietly()
        self._show(None)

    # ------------------------------------------------------------- weak spots
    def train_weak_spots(self, player_id: str | None = None) -> None:
        """Read the history (on the analysis lane) and offer the weak-spot set."""
        self.weak_first = None
        self.weak_ids = ()
        self.weak_page.show_busy()
        self._show(self.weak_page)
        history = self.recorder.history if self.recorder is not None else None
        player = self.recorder.player() if self.recorder is not None else None
        if player_id is not None and history is not None:
            player = next((p for p in history.players() if p.id == player_id), player)
        if history is None or player is None:
            self.weak_page.show_problem(translate(
                "WeakSpots", "No history is open, so there are no pot attempts to read."))
            return
        store, pid, name = history.store, player.id, player.name

        def work(_ticket: object) -> dict[str, Any]:
            from coach_app.services.weak_spots import weak_spot_pack

            return weak_spot_pack(store, pid, name, cells_used=CELLS_USED)

        self.tasks.run(Lane.ANALYSIS, work, success=self._weak_found,
                       failure=self._weak_failed, key="weak-spots",
                       what="the weak-spot analysis")

    def _weak_found(self, found: dict[str, Any]) -> None:
        pack = found.get("pack") or {}
        if not pack.get("drills"):
            self.weak_page.show_found(found, "")
            return
        outcome = userpacks.save_pack(self.folder, pack, self._library())
        if not outcome.ok:
            self.weak_page.show_problem("\n".join(problem_text(p) for p in outcome.problems))
            return
        self.weak_first = str(pack["drills"][0]["id"])
        self.weak_ids = tuple(str(d["id"]) for d in pack["drills"])
        self._reload(self.weak_first)
        title = next(p.title.get(self._lang()) for p in self._library().packs
                     if p.id == outcome.pack_id)
        self.weak_page.show_found(found, title)

    def _weak_failed(self, error: BaseException) -> None:
        self.weak_page.show_problem(translate("WeakSpots", "The history could not be read: "
                                              "%1").replace("%1", str(error)))

"""The Practice page: the drill browser, a drill on the table, and the drill editor.

This screen owns the library (built-in packs plus the user's folder) and the file dialogs;
its three children only show and ask. Loading waits until the page is first shown, so
starting the program costs nothing for a player who goes straight to a game. File problems
are shown window-modal but never block (``open``, not ``exec``), and the last box is kept
for tests, as the main window does for saved games.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QFileDialog, QMessageBox, QStackedWidget, QVBoxLayout, QWidget

from coach_app.cueing.simulator import Simulator, engine_simulator
from coach_app.practice import userpacks
from coach_app.practice.browser import DrillBrowser
from coach_app.practice.browser_extras import PLANS, SKILL_TEST, WEAK_SPOTS
from coach_app.practice.editor import DrillEditor
from coach_app.practice.editor_model import position_drill
from coach_app.practice.programmes import Programmes
from coach_app.practice.session_view import DrillSession
from coach_app.practice.table_page import TablePage
from coach_app.practice.table_plan import TablePlan, drill_plan, drills_plan, skill_test_plan
from coach_app.practice.texts import problem_text
from coach_app.qtkit.settings import Preferences
from coach_app.qtkit.tasks import Tasks
from coach_app.recording.recorder import Recorder
from drills.fields import DrillError
from drills.library import Library, load_library
from drills.model import Drill
from simulation.errors import InputError
from simulation.table import Vec

#: At most this many problems are listed in a message box (the first ones; all are real).
MAX_LISTED = 6


class PracticeScreen(QWidget):
    """``cue_changed`` when the drill table appears or goes (the window's Shot menu)."""

    cue_changed = Signal()
    plans_wanted = Signal()  # the drill list's practice plans (the window opens them)

    def __init__(self, prefs: Preferences, simulator: Simulator = engine_simulator,
                 drills_dir: str | Path | None = None,
                 language: Callable[[], str] = lambda: "en",
                 parent: QWidget | None = None, recorder: Recorder | None = None,
                 tasks: Tasks | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("practiceScreen")
        self.folder = Path(drills_dir) if drills_dir is not None \
            else userpacks.default_drills_dir()
        self._language = language
        self._library: Library | None = None
        self.message_box: QMessageBox | None = None
        self.stack = QStackedWidget()
        # tasks: the window's background-work service, shared (None: each part its own).
        self.browser = DrillBrowser(language, tasks=tasks)
        self.session = DrillSession(prefs, simulator, language, self._title_of,
                                    recorder=recorder, tasks=tasks)
        self.editor = DrillEditor(language, tasks=tasks)
        self.table = TablePage(recorder, language, self._title_of)
        self._table_from: QWidget = self.browser  # where the table page goes back to
        self.programmes = Programmes(self.session, recorder, tasks or Tasks(self),
                                     self.folder, self.library, self.reload, self._show,
                                     self._title_of, language, self)
        for w in (self.browser, self.session, self.editor, self.programmes.test_page,
                  self.programmes.weak_page, self.table):
            self.stack.addWidget(w)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.stack)
        self.stack.currentChanged.connect(lambda _i: self.cue_changed.emit())
        b = self.browser
        b.start.connect(self.open_drill)
        b.at_table.connect(self.drill_at_table)
        b.extra.connect(self.open_extra)
        b.new_drill.connect(self.new_drill)
        b.edit_drill.connect(self.edit_drill)
        b.import_pack.connect(self.import_dialog)
        b.export_pack.connect(self.export_dialog)
        self.session.back.connect(self._session_back)
        self.session.next_drill.connect(self.open_drill)
        self.editor.test_play.connect(lambda drill: self.open_drill(drill, test=True))
        self.editor.save_requested.connect(self.save_drill)
        self.editor.back.connect(self.show_browser)
        self.programmes.test_page.back.clicked.connect(self.show_browser)
        self.programmes.weak_page.back.clicked.connect(self.show_browser)
        self.programmes.weak_page.start.clicked.connect(self._start_weak_set)
        self.programmes.test_page.at_table.clicked.connect(self.test_at_table)
        self.programmes.weak_page.at_table.clicked.connect(self.weak_set_at_table)
        self.table.back.connect(self._table_back)

    # --------------------------------------------------------------- library
    def library(self) -> Library:
        if self._library is None:
            self.reload()
        assert self._library is not None
        return self._library

    def reload(self, select: str | None = None) -> None:
        """Read the packs again (after an import or a save) and refresh the browser."""
        self._library = load_library(self.folder)
        mine = frozenset(p.id for p in userpacks.user_packs(self._library))
        self.browser.set_library(self._library, mine, select)
        problems = self._library.problems
        notice = ""
        if problems:
            notice = self.tr("Some files in your drills folder were not loaded:") + "\n" + \
                "\n".join(problem_text(p) for p in problems[:MAX_LISTED])
        self.browser.show_notice(notice)

    def _title_of(self, drill_id: str) -> str:
        try:
            return self.library().get(drill_id).title.get(self._language())
        except InputError:
            return drill_id

    def showEvent(self, event: QShowEvent) -> None:
        if self._library is None:
            self.reload()
        super().showEvent(event)

    # ----------------------------------------------------------------- pages
    def show_browser(self) -> None:
        self.stack.setCurrentWidget(self.browser)

    def _show(self, page: QWidget | None) -> None:
        self.stack.setCurrentWidget(page or self.browser)

    def open_extra(self, code: str) -> None:
        """The skill test's page, or the weak-spot analysis (browser_extras.py)."""
        if code == SKILL_TEST:
            self.programmes.show_test()
        elif code == WEAK_SPOTS:
            self.train_weak_spots()
        elif code == PLANS:
            self.plans_wanted.emit()

    def train_weak_spots(self, player_id: str | None = None) -> None:
        """From the drill list or from Progress: the evidence, then the set."""
        if self._library is None:
            self.reload()
        self.programmes.train_weak_spots(player_id)

    def _start_weak_set(self) -> None:
        first = self.programmes.weak_first
        if first is not None:
            self.open_drill(first)

    def _session_back(self) -> None:
        if self.programmes.testing():
            self.programmes.abandon()
        elif self.session.model.test_mode:
            self.stack.setCurrentWidget(self.editor)
        else:
            self.show_browser()

    def on_table(self) -> DrillSession | None:
        """The drill session while it is the page shown (it has a cue), else None."""
        return self.session if self.stack.currentWidget() is self.session else None

    def open_drill(self, drill: str | Drill, test: bool = False) -> bool:
        """One click: the drill set up on the table for a new set (a skill test under
        way is left: it is not stored unfinished)."""
        self.programmes.run = None
        if isinstance(drill, str):
            try:
                drill = self.library().get(drill)
            except InputError:
                return False
            self.browser.select(drill.id)
        self.session.open(drill, test_mode=test)
        self.session.retranslate()
        self.stack.setCurrentWidget(self.session)
        self.session.view.setFocus()
        return True

    # ------------------------------------------------------- at a real table
    def at_table(self, plan: TablePlan, came_from: QWidget | None = None) -> None:
        """``plan`` played on a real table, entered attempt by attempt (table_page.py)."""
        self.programmes.run = None
        self._table_from = came_from or self.browser
        self.table.open(plan)
        self.stack.setCurrentWidget(self.table)
        self.table.setFocus()

    def at_the_table(self) -> bool:
        """Whether the page shown is the real table's (the window's Undo is its entries')."""
        return self.stack.currentWidget() is self.table

    def drill_at_table(self, drill_id: str) -> bool:
        try:
            drill = self.library().get(drill_id)
        except InputError:
            return False
        self.at_table(drill_plan(drill))
        return True

    def test_at_table(self) -> None:
        self.at_table(skill_test_plan(self.library()), self.programmes.test_page)

    def weak_set_at_table(self) -> None:
        ids = self.programmes.weak_ids
        drills = [d for d in self.library().drills() if d.id in ids]
        if drills:
            self.at_table(drills_plan(sorted(drills, key=lambda d: ids.index(d.id))),
                          self.programmes.weak_page)

    def _table_back(self) -> None:
        self.stack.setCurrentWidget(self._table_from)

    def new_drill(self) -> None:
        self.editor.new_drill()
        self.stack.setCurrentWidget(self.editor)

    def new_drill_from_position(self, balls: Mapping[str, Vec], pyramid_t: bool) -> None:
        """The drill editor with a free-table position, to be saved as the player's own."""
        taken = {d.id for pack in self.library().packs for d in pack.drills}
        self.editor.new_drill_from_position(position_drill(balls, pyramid_t, taken,
                                                           self.editor.spec))
        self.stack.setCurrentWidget(self.editor)

    def edit_drill(self, drill_id: str) -> None:
        lib = self.library()
        drill = lib.get(drill_id)
        mine = any(p.id in {q.id for q in userpacks.user_packs(lib)} and drill in p.drills
                   for p in lib.packs)
        self.editor.load_drill(drill, own=mine)
        self.stack.setCurrentWidget(self.editor)

    # ----------------------------------------------------------------- files
    def _box(self, title: str, text: str, icon: QMessageBox.Icon) -> QMessageBox:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("practiceMessage")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.message_box = box
        return box

    def _problems(self, title: str, problems: tuple[DrillError, ...]) -> None:
        lines = [problem_text(p) for p in problems[:MAX_LISTED]]
        if len(problems) > MAX_LISTED:
            lines.append(self.tr("…and %1 more.").replace("%1", str(len(problems) - MAX_LISTED)))
        self._box(title, "\n\n".join(lines), QMessageBox.Icon.Warning)

    def import_pack(self, path: str | Path, replace: bool = False) -> userpacks.Outcome:
        """Validate and copy a pack into the user's folder; refused files change nothing.

        A pack of the user's with the same id is replaced only when the user says so: the
        first call asks (a Yes/No box, non-blocking like the others) and Yes imports again
        with ``replace``, which keeps the old file in the folder's backups first."""
        outcome = userpacks.import_pack(path, self.folder, self.library(), replace=replace)
        if outcome.conflict and not replace:
            self._ask_replace(path, outcome.conflict)
            return outcome
        if not outcome.ok:
            self._problems(self.tr("The pack was not imported"), outcome.problems)
            return outcome
        self.reload()
        pack = next(p for p in self.library().packs if p.id == outcome.pack_id)
        text = (self.tr("The pack \"%1\" was updated: %2 drills.") if outcome.replaced
                else self.tr("The pack \"%1\" was imported: %2 drills."))
        text = text.replace("%1", pack.title.get(self._language())).replace(
            "%2", str(len(pack.drills)))
        if outcome.backup is not None:
            text += "\n" + self.tr("The previous version was kept in %1.").replace(
                "%1", str(outcome.backup))
        self.browser.show_notice("")
        self.browser.select(pack.drills[0].id)
        self._box(self.tr("Pack imported"), text, QMessageBox.Icon.Information)
        return outcome

    def _ask_replace(self, path: str | Path, pack_id: str) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Question, self.tr("Replace your pack?"),
            self.tr("You already have a pack \"%1\". Replace it with the imported one? "
                    "The current version will be kept as a backup.").replace("%1", pack_id),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("practiceReplace")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered(button: int) -> None:
            if button == QMessageBox.StandardButton.Yes:
                self.import_pack(path, replace=True)

        box.finished.connect(answered)
        box.open()
        self.message_box = box
        return box

    def export_pack(self, pack_id: str, path: str | Path) -> userpacks.Outcome:
        pack = next((p for p in self.library().packs if p.id == pack_id), None)
        if pack is None:
            return userpacks.Outcome()
        outcome = userpacks.export_pack(pack, path)
        if not outcome.ok:
            self._problems(self.tr("The pack was not exported"), outcome.problems)
        return outcome

    def save_drill(self, data: dict[str, object], replaces: str) -> userpacks.Outcome:
        """The editor's drill into the user's pack (under a valid id made from what was
        typed or from the title: coach_app/practice/userpacks.py); the editor shows the
        problems."""
        taken = frozenset(d.id for p in self.library().packs for d in p.drills) - {replaces}
        titles = data.get("title")
        data = {**data, "id": userpacks.drill_id_for(
            str(data.get("id") or ""), titles if isinstance(titles, dict) else {}, taken)}
        outcome = userpacks.save_drill(self.folder, data, self.library(), replaces or None)
        if outcome.ok:
            self.reload(select=str(data.get("id")))
            self.editor.form.drill_id.setText(str(data.get("id")))
            pack = next((p for p in self.library().packs if p.id == outcome.pack_id), None)
            # The pack as the list names it («Мои упражнения»), never its file name.
            self.editor.saved(self.tr("Saved into your pack \"%1\".").replace(
                "%1", pack.title.get(self._language()) if pack else ""))
        else:
            self.editor.show_problems(outcome.problems)
        return outcome

    def import_dialog(self) -> None:
        path, _f = QFileDialog.getOpenFileName(
            self, self.tr("Import a drill pack"), str(Path.home()),
            self.tr("Drill packs (*.toml *.json)"))
        if path:
            self.import_pack(path)

    def export_dialog(self, pack_id: str) -> None:
        path, _f = QFileDialog.getSaveFileName(
            self, self.tr("Export the drill pack"), str(Path.home() / f"{pack_id}.toml"),
            self.tr("Drill packs (*.toml *.json)"))
        if path:
            outcome = self.export_pack(pack_id, path)
            if outcome.ok:
                self.browser.show_notice("")
                self._box(self.tr("Pack exported"), self.tr("Written to %1.").replace(
                    "%1", str(outcome.path)), QMessageBox.Icon.Information)

    def apply_preferences(self, prefs: Preferences) -> None:
        self.session.apply_preferences(prefs)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._library is not None:
            self.reload(self.browser.current_id())
        super().changeEvent(event)

    def shutdown(self) -> None:
        self.browser.difficulty.shutdown()
        self.editor.shutdown()
        self.session.shutdown()

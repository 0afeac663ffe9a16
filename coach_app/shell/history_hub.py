"""Everything the main window needs from the history, in one object it owns.

The window stays about pages and menus: the hub holds the :class:`Recorder` the play,
game and practice screens record through, the Review and Progress pages, the current
player (kept in the settings) shown in the status bar, the Players dialog, and the
message for a refused database. With no history (``Opened(None, error)`` or none given,
as in most tests) everything still works; shots are simply not recorded and the two
pages say why.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QMessageBox, QWidget

from coach_app.cueing.simulator import Simulator
from coach_app.qtkit.settings import SettingsStore
from coach_app.qtkit.tasks import Tasks
from coach_app.recording.recorder import Recorder
from coach_app.shell.aim_worker import AimWorker
from coach_app.shell.history_open import Opened, refusal_box, unavailable_reason
from coach_app.shell.lazy_page import LazyPage
from coach_app.words.people import GUEST_NAMES, shown_name

#: How often the Recorder is asked whether to try the writes the history did not take
#: (ms); it decides when (coach_app.recording.values.RetryPlan: after 1 s, then every 5 s).
TICK_MS = 1000

if TYPE_CHECKING:
    from coach_app.shell.players_dialog import PlayersDialog
    from coach_app.store.errors import NameClashError


log = logging.getLogger(__name__)


class HistoryHub(QObject):
    def __init__(self, window: QMainWindow, settings: SettingsStore, opened: Opened | None,
                 simulator: Simulator, tasks: Tasks | None = None) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        self.opened = opened or Opened(None)
        self.pending = False
        #: The people seated in the game on screen (None: no game shown): a game's shots
        #: are recorded for them, not for the current player.
        self.seated: tuple[str, ...] | None = None
        # On a club's server a login records as the player it is, whatever the settings.
        self.recorder = Recorder(self.opened.history,
                                 self.opened.own_player or settings.player_id(),
                                 default_name=self.tr("Guest"),
                                 default_aliases=GUEST_NAMES, on_error=self._write_failed,
                                 on_backlog=lambda shots, writes: self.update_unsaved())
        self._kept_logged = False  # the log said writes are waiting
        self._use_backlog(self.opened)
        #: Judges each recorded pot attempt's aim once, in the background (aim_worker.py).
        self.aim_worker = AimWorker(tasks, self) if tasks is not None else None
        self._judge_aims()
        #: Writes the history did not take are tried again on the Recorder's back-off.
        self.retry_timer = QTimer(self)
        self.retry_timer.setInterval(TICK_MS)
        self.retry_timer.timeout.connect(self.retry)
        #: Shown, in the status bar, for as long as shots are waiting for the history.
        self.unsaved_label = QLabel()
        self.unsaved_label.setObjectName("unsavedShots")
        self.unsaved_label.setStyleSheet("QLabel { color: #b00020; font-weight: bold; }")
        self.unsaved_label.hide()
        window.statusBar().addPermanentWidget(self.unsaved_label)
        self.review_page = LazyPage(lambda: _review(self.opened.history, self.current_player,
                                                    simulator, self._reason(), None, tasks))
        self.progress_page = LazyPage(lambda: _progress(self.opened.history,
                                                        self.current_player, self._reason(),
                                                        None, tasks))
        self.player_label = QLabel()
        self.player_label.setObjectName("currentPlayer")
        window.statusBar().addPermanentWidget(self.player_label)
        #: The last message box shown (refused database, failed write), for tests.
        self.box: QMessageBox | None = None
        self.dialog: PlayersDialog | None = None
        window.installEventFilter(self)
        self.update_label()

    def _reason(self) -> str:
        if self.pending:
            return self.tr("the history is still being opened")
        return unavailable_reason(self.opened.error) or (
            "" if self.opened.history is not None else self.tr("no history database is open"))

    def expect(self) -> None:
        """The history is being opened in the background (run_app): say so meanwhile."""
        self.pending = True
        self.update_label()

    def attach(self, opened: Opened) -> None:
        """Take the history opened after the window was shown: the recorder starts
        recording, pages built without it are rebuilt, a refusal is explained."""
        self.pending = False
        self.opened = opened
        self.recorder.history = opened.history
        self._use_backlog(opened)
        self._judge_aims()
        self.review_page.reset()
        self.progress_page.reset()
        self.update_label()
        self.report_refusal()
        self._report_tidying(opened)

    def _use_backlog(self, opened: Opened) -> None:
        from coach_app.recording.journal import Backlog

        if opened.history is None:
            if opened.error is not None and opened.journal_dir is not None:
                # Refused or unreachable: record on, into the journal (history_open.py).
                self.recorder.keep_without_history(
                    Backlog(opened.journal_dir, opened.database), opened.error)
            return
        if not self.recorder.backlog:
            self.recorder.backlog = Backlog(opened.journal_dir, opened.history.store.url)

    def _judge_aims(self) -> None:
        if self.aim_worker is None:
            return
        if self.opened.history is None:
            self.aim_worker.stop()
        else:
            self.aim_worker.start(self.opened.history.store)

    def _report_tidying(self, opened: Opened) -> None:
        if opened.recovered:
            self._window.statusBar().showMessage(
                self.tr("%1 shots that the last run could not save were added to the "
                        "history.").replace("%1", str(opened.recovered)), 15000)

    @property
    def history(self) -> object:
        return self.opened.history

    def current_player(self) -> str | None:
        player = self.recorder.player() if self.recorder.enabled else None
        return player.id if player is not None else None

    def report_refusal(self) -> QMessageBox | None:
        """Show why the history was refused (call once the window is on screen)."""
        if self.opened.error is not None:
            self.box = refusal_box(self._window, self.opened.error)
        return self.box

    # ---------------------------------------------------------------- backlog
    def _write_failed(self, message: str) -> None:
        """A write failed: one kept for later is shown by the warning that stays up; one
        the history refused for good is said here."""
        log.warning("A history write failed (%s): %s", self.recorder.last_reason, message)
        if self.recorder.last_reason == "refused":
            self._window.statusBar().showMessage(
                self.tr("The history refused a record: %1").replace("%1", message), 15000)
        elif self.recorder.last_reason == "denied":  # kept: a grant may come
            from coach_app.qtkit.denied_words import denied_headline

            self._window.statusBar().showMessage(
                denied_headline(self.recorder.last_denied), 15000)

    def reason_text(self) -> str:
        """Why the history takes no writes, in the user's language."""
        reason = {
            "read_only": self.tr("the history file is read-only"),
            "disk_full": self.tr("the disk is full"),
            "busy": self.tr("another program is writing to the history"),
            "unreachable": self.tr("the history database cannot be reached"),
            "altered": self.tr("another program has changed the history"),
        }.get(self.recorder.last_reason, self.tr("the database refuses to write"))
        if self.recorder.last_reason == "denied":  # a club's server: «нет прав …»
            from coach_app.qtkit.denied_words import denied_phrase

            return denied_phrase(self.recorder.last_denied)
        return reason

    def update_unsaved(self) -> None:
        """Keep the warning in step with the backlog, and the retry timer running while
        there is one."""
        shots, writes = self.recorder.unsaved_shots, len(self.recorder.backlog)
        if bool(writes) != self._kept_logged:
            self._kept_logged = bool(writes)
            if writes:
                log.warning("Writes kept for later (the history takes none: %s): %d, in %s",
                            self.recorder.last_reason, writes,
                            self.recorder.backlog.path or "memory only")
            else:
                log.info("The writes kept for later are all in the history now")
        if not writes:
            self.unsaved_label.hide()
            self.retry_timer.stop()
            return
        self.unsaved_label.setText(
            (self.tr("Not saved yet: %1 shots. Retrying…") if self.recorder.history is not None
             else self.tr("Shots not in the history: %1 (kept on this computer)."))
            .replace("%1", str(shots)))
        self.unsaved_label.setToolTip(
            self.tr("The history does not take new records at the moment: %1.\n"
                    "Play on: every shot is kept and saved as soon as it can be, and "
                    "kept on disk in %2 until then.")
            .replace("%1", self.reason_text())
            .replace("%2", str(self.recorder.backlog.path or self.tr("memory only")))
            + (f"\n\n{self.recorder.last_error}" if self.recorder.last_error else ""))
        self.unsaved_label.show()
        if self.recorder.history is not None and not self.retry_timer.isActive():
            self.retry_timer.start()

    def retry(self) -> None:
        """The timer's tick: the Recorder tries the kept writes when their time has come."""
        if self.recorder.tick():
            self.update_unsaved()

    def confirm_close(self) -> bool:
        """Before the window closes: save what is waiting, or offer to save it to a file.
        False: the user chose to stay."""
        self.recorder.end_sessions()
        self.recorder.flush()
        self.update_unsaved()
        if not self.recorder.backlog:
            return True
        choice = self.ask_unsaved()
        if choice == "cancel":
            return False
        if choice == "save":
            return self.save_unsaved()
        return True

    def ask_unsaved(self) -> str:
        """"save", "keep" or "cancel": what to do with writes the history did not take."""
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Unsaved shots"),
                          self.tr("%1 shots could not be saved to the history.")
                          .replace("%1", str(self.recorder.unsaved_shots)),
                          QMessageBox.StandardButton.NoButton, self._window)
        box.setObjectName("unsavedOnClose")
        box.setDetailedText(self.reason_text() + "\n" + (self.recorder.last_error or ""))
        journal = self.recorder.backlog.path
        kept = journal is not None and self.recorder.backlog.journal_error is None
        box.setInformativeText(
            (self.tr("They are kept in %1 and will be added the next time the program "
                     "opens this history.").replace("%1", str(journal)) if kept else
             self.tr("They could not be kept on disk either.")) + "\n\n"
            + self.tr("You can also save them to a file and add them later with "
                      "Game ▸ Import history…"))
        save = box.addButton(self.tr("Save to a file…"), QMessageBox.ButtonRole.AcceptRole)
        quit_ = box.addButton(self.tr("Quit") if kept else self.tr("Quit and lose them"),
                              QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(save)
        self.box = box
        box.exec()
        clicked = box.clickedButton()
        return "save" if clicked is save else "keep" if clicked is quit_ else "cancel"

    def save_unsaved(self, path: str | None = None) -> bool:
        """Save the waiting writes to a file (asked for when ``path`` is None)."""
        from pathlib import Path

        from PySide6.QtWidgets import QFileDialog

        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self._window, self.tr("Save unsaved shots"), "pyramid-coach-unsaved.json",
                self.tr("Pyramid Coach history (*.json)"))
            if not path:
                return False
        try:
            self.recorder.backlog.save(Path(path))
        except OSError as exc:
            QMessageBox.warning(
                self._window, self.tr("Unsaved shots"),
                self.tr("Could not save %1: %2").replace("%1", path)
                .replace("%2", exc.strerror or str(exc)))
            return False
        return True

    # ----------------------------------------------------------------- import
    def import_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self._window, self.tr("Import history"), "",
            self.tr("Pyramid Coach history (*.json)"))
        if path:
            self.import_file(path)

    def import_file(self, path: str, merge_same_name: bool = False) -> bool:
        """Merge an exported history, or a file of unsaved shots, into the open history.
        Nothing is written unless the whole file is valid; the result is said either way.
        A player of the file with another id but a name the history has may be another
        person: the user is asked first, and only a Yes merges them (``merge_same_name``)."""
        from pathlib import Path

        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication

        history = self.opened.history
        if history is None:
            self.report_refusal() if self.opened.error else None
            return False
        from coach_app.store import StoreError
        from coach_app.store.errors import NameClashError
        from coach_app.store.exchange import import_json
        from coach_app.store.import_file import read_import_file
        from simulation.errors import InputError

        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            summary = import_json(history.store, read_import_file(Path(path)),
                                  merge_same_name=merge_same_name)
        except NameClashError as exc:
            QApplication.restoreOverrideCursor()
            self._ask_same_person(path, exc)
            return False
        except (StoreError, InputError) as exc:
            QApplication.restoreOverrideCursor()
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Import history"),
                              self.tr("The file was not imported; the history is unchanged."),
                              QMessageBox.StandardButton.Ok, self._window)
            box.setObjectName("importRefused")
            if getattr(exc, "kind", None) == "denied":
                from coach_app.qtkit.denied_words import denied_headline

                box.setInformativeText(denied_headline(exc))
                box.setDetailedText(str(exc))
            else:
                box.setInformativeText(str(exc))
            box.open()
            self.box = box
            return False
        QApplication.restoreOverrideCursor()
        added = sum(summary.added.values())
        self._window.statusBar().showMessage(
            self.tr("Imported %1: %2 new records.").replace("%1", Path(path).name)
            .replace("%2", str(added)), 15000)
        self.review_page.reset()
        self.progress_page.reset()
        return True

    def _ask_same_person(self, path: str, clash: NameClashError) -> None:
        """Two players of one name, one in the file, one here, with different ids: one
        person (merge) or two (import nothing)? Asked, never assumed: a file that took
        the name of a student would otherwise add its shots to that student."""
        name, theirs, ours = clash.pairs[0]
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Import history"),
                          self.tr("The file's player %1 is not this history's %1: they "
                                  "were recorded as different people.").replace("%1", name),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self._window)
        box.setObjectName("importSameName")
        others = ", ".join(p[0] for p in clash.pairs[1:])
        box.setInformativeText(
            self.tr("Are they the same person? Yes adds the file's records to this "
                    "history's %1; No imports nothing.").replace("%1", name)
            + (("\n" + self.tr("The same holds for: %1.").replace("%1", others))
               if others else ""))
        box.setDetailedText(f"{name}: {theirs} (file) / {ours} (history)")
        box.setDefaultButton(QMessageBox.StandardButton.No)

        def answered(_code: int) -> None:
            if box.clickedButton() is box.button(QMessageBox.StandardButton.Yes):
                self.import_file(path, merge_same_name=True)

        box.finished.connect(answered)
        box.open()
        self.box = box

    # ---------------------------------------------------------------- players
    def show_players(self) -> PlayersDialog | None:
        history = self.opened.history
        if history is None:
            self.report_refusal() if self.opened.error else None
            return None
        from coach_app.shell.players_dialog import PlayersDialog

        self.dialog = PlayersDialog(history, self.current_player(), self._window)
        self.dialog.finished.connect(self._players_closed)
        self.dialog.open()
        return self.dialog

    def _players_closed(self, code: int) -> None:
        dialog, self.dialog = self.dialog, None
        if dialog is None:
            return
        if code == QDialog.DialogCode.Accepted and dialog.selected():
            self.set_player(dialog.selected())
        dialog.deleteLater()

    def set_player(self, player_id: str | None) -> None:
        self.recorder.set_player(player_id)
        self._settings.save_player_id(player_id)
        self.update_label()

    def update_label(self) -> None:
        if self.pending:
            self.player_label.setText(self.tr("Opening the history…"))
            return
        if not self.recorder.enabled:
            self.player_label.setText(self.tr("History off"))
            return
        if self.seated is not None:
            self.player_label.setText(
                self.tr("Recording for: %1").replace(
                    "%1", ", ".join(self.person_name(n) for n in self.seated))
                if self.seated else self.tr("Not recorded: no person at the table"))
            return
        player = self.recorder.player()
        self.player_label.setText(self.tr("Recording for: %1").replace(
            "%1", self.person_name(player.name) if player else "—"))

    def person_name(self, name: str) -> str:
        """A player's name as shown: the guest in the current language."""
        return shown_name(name, QCoreApplication.translate)

    def show_seated(self, people: tuple[str, ...] | None) -> None:
        """A game is shown with ``people`` at the table (None: no game is shown); the status
        bar says whom its shots are recorded for."""
        if people != self.seated:
            self.seated = people
            self.update_label()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.LanguageChange:
            self.update_label()
        return False

    @property
    def review(self) -> QWidget:
        return self.review_page.screen

    @property
    def progress(self) -> QWidget:
        return self.progress_page.screen

    def shutdown(self) -> None:
        self.retry_timer.stop()
        if self.aim_worker is not None:
            self.aim_worker.stop()
        self.recorder.end_sessions()
        self.review_page.shutdown()
        self.progress_page.shutdown()
        if self.opened.history is not None:
            self.opened.history.store.close()


def _review(*args: Any) -> QWidget:
    from coach_app.review.screen import ReviewScreen

    return ReviewScreen(*args)


def _progress(*args: Any) -> QWidget:
    from coach_app.progress.screen import ProgressScreen

    return ProgressScreen(*args)

"""Everything the main window needs from the history, in one object it owns.

The window stays about pages and menus: the hub holds the :class:`Recorder` the play,
game and practice screens record through, the Review and Progress pages, the current
player (kept in the settings) shown in the status bar, the Players dialog, and the
message for a refused database. With no history (``Opened(None, error)`` or none given,
as in most tests) everything still works; shots are simply not recorded and the two
pages say why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QMessageBox, QWidget

from coach_app.cueing.runner import Simulator
from coach_app.history_ui import Opened, refusal_box, unavailable_reason
from coach_app.lazy_page import LazyPage
from coach_app.recording import Recorder
from coach_app.settings import SettingsStore

if TYPE_CHECKING:
    from coach_app.players import PlayersDialog


class HistoryHub(QObject):
    def __init__(self, window: QMainWindow, settings: SettingsStore, opened: Opened | None,
                 simulator: Simulator) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        self.opened = opened or Opened(None)
        self.pending = False
        self.recorder = Recorder(self.opened.history, settings.player_id(),
                                 default_name=self.tr("Guest"), on_error=self._write_failed)
        self.review_page = LazyPage(lambda: _review(self.opened.history, self.current_player,
                                                    simulator, self._reason()))
        self.progress_page = LazyPage(lambda: _progress(self.opened.history,
                                                        self.current_player, self._reason()))
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
        self.review_page.reset()
        self.progress_page.reset()
        self.update_label()
        self.report_refusal()

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

    def _write_failed(self, message: str) -> None:
        self._window.statusBar().showMessage(
            self.tr("A shot could not be recorded: %1").replace("%1", message), 15000)

    # ---------------------------------------------------------------- players
    def show_players(self) -> PlayersDialog | None:
        history = self.opened.history
        if history is None:
            self.report_refusal() if self.opened.error else None
            return None
        from coach_app.players import PlayersDialog

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
        player = self.recorder.player()
        self.player_label.setText(self.tr("Recording for: %1").replace(
            "%1", player.name if player else "—"))

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

"""Everything the main window needs from the history, in one object it owns.

The window stays about pages and menus: the hub holds the :class:`Recorder` the play,
game and practice screens record through, the Review and Progress pages, the current
player (kept in the settings) shown in the status bar, the Players dialog, and the
message for a refused database. With no history (``Opened(None, error)`` or none given,
as in most tests) everything still works; shots are simply not recorded and the two
pages say why.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QMessageBox

from coach_app.cueing.runner import Simulator
from coach_app.history_ui import Opened, refusal_box, unavailable_reason
from coach_app.players import PlayersDialog
from coach_app.progress.screen import ProgressScreen
from coach_app.recording import Recorder
from coach_app.review.screen import ReviewScreen
from coach_app.settings import SettingsStore


class HistoryHub(QObject):
    def __init__(self, window: QMainWindow, settings: SettingsStore, opened: Opened | None,
                 simulator: Simulator) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        self.opened = opened or Opened(None)
        history = self.opened.history
        self.recorder = Recorder(history, settings.player_id(), default_name=self.tr("Guest"),
                                 on_error=self._write_failed)
        reason = unavailable_reason(self.opened.error) or (
            "" if history is not None else self.tr("no history database is open"))
        self.review = ReviewScreen(history, self.current_player, simulator, reason)
        self.progress = ProgressScreen(history, self.current_player, reason)
        self.player_label = QLabel()
        self.player_label.setObjectName("currentPlayer")
        window.statusBar().addPermanentWidget(self.player_label)
        #: The last message box shown (refused database, failed write), for tests.
        self.box: QMessageBox | None = None
        self.dialog: PlayersDialog | None = None
        window.installEventFilter(self)
        self.update_label()

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

    def shutdown(self) -> None:
        self.recorder.end_sessions()
        self.review.shutdown()
        self.progress.shutdown()
        if self.opened.history is not None:
            self.opened.history.store.close()

"""The analysis entries of the main window: Shot ▸ Pot probability and the Analysis menu.

Kept out of main_window.py (which only calls :func:`build` and :func:`sync`), so the
window stays a router: each entry reads the shot from the current cue screen, asks for
nothing it cannot find, and opens a non-modal dialog that cleans up after itself.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from coach_app.analysis.levels import LevelMemory
from coach_app.analysis.shot import prepared_shot

POT_SHORTCUT = "Ctrl+P"
#: Worker processes for the app's analyses: both cores of the target machine.
WORKERS = 2


class AnalysisMenu(QObject):
    """The actions and the remembered level; one per main window. Watches the window's
    close so an analysis still running is cancelled and waited for, not left behind."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.dialogs: list[QDialog] = []
        store = getattr(window, "store", None)
        settings = getattr(store, "qsettings", None)  # the app's settings file
        self.memory = LevelMemory(settings if isinstance(settings, QSettings) else None)
        self.workers = WORKERS
        menu = window._menu(None, lambda: QCoreApplication.translate("AnalysisMenu",
                                                                       "&Analysis"))
        self.menu = menu
        self.pot: QAction = window._action(
            menu, lambda: QCoreApplication.translate("AnalysisMenu", "&Pot probability…"),
            self.pot_probability, POT_SHORTCUT, "action_pot_probability")
        self.breaks: QAction = window._action(
            menu, lambda: QCoreApplication.translate("AnalysisMenu", "&Break analysis…"),
            self.break_analysis, None, "action_break_analysis")
        self.placement: QAction = window._action(
            menu, lambda: QCoreApplication.translate("AnalysisMenu",
                                                     "Cue-ball &placement map…"),
            self.placement_map, None, "action_placement_map")
        # The shortcut works from any page of the window, with or without the Shot menu.
        window.addAction(self.pot)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.close_all()
        return False

    def close_all(self) -> None:
        for dialog in list(self.dialogs):
            dialog.close()

    def sync(self, screen: object | None) -> None:
        """After the window rebuilt its Shot menu: add the entry back, enable by page."""
        shot_menu = self.window.shot_menu
        if screen is not None:
            shot_menu.addSeparator()
            shot_menu.addAction(self.pot)
        self.pot.setEnabled(screen is not None)
        self.placement.setEnabled(screen is not None)

    # ---------------------------------------------------------------- entries
    def _show(self, dialog: QDialog) -> QDialog:
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _r=0, d=dialog: self._forget(d))
        self.dialogs.append(dialog)
        dialog.show()
        return dialog

    def _forget(self, dialog: QDialog) -> None:
        if dialog in self.dialogs:
            self.dialogs.remove(dialog)

    def _explain(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Information,
                          QCoreApplication.translate("AnalysisMenu", "Analysis"), text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setObjectName("analysisExplain")
        box.open()

    def pot_probability(self) -> QDialog | None:
        screen = self.window.cue_screen()
        prepared = prepared_shot(screen.model) if screen is not None else None
        if screen is None or prepared is None:
            self._explain(QCoreApplication.translate(
                "AnalysisMenu", "Aim at a ball first: the pot probability is worked out for "
                                "the ball the aim line meets."))
            return None
        # The dialogs draw with matplotlib (0.6 s to import): loaded when first opened, so the
        # window comes up without it (cold start).
        from coach_app.analysis.probability_dialog import PotProbabilityDialog

        return self._show(PotProbabilityDialog(screen.model, prepared, self.memory, self.window,
                                               workers=self.workers, tasks=self.window.tasks))

    def break_analysis(self) -> QDialog:
        from coach_app.analysis.break_dialog import BreakAnalysisDialog

        screen = self.window.cue_screen()
        spec = getattr(screen, "spec", None)
        match = getattr(getattr(getattr(screen, "model", None), "match", None), "state", None)
        discipline = getattr(match, "discipline", "free")
        return self._show(BreakAnalysisDialog(self.memory, spec, getattr(screen, "params", None),
                                              discipline=discipline, parent=self.window,
                                              workers=self.workers, tasks=self.window.tasks))

    def placement_map(self) -> QDialog | None:
        from coach_app.analysis.placement_dialog import PlacementMapDialog, placement_question

        screen = self.window.cue_screen()
        question = placement_question(screen.model) if screen is not None else None
        if screen is None or question is None:
            self._explain(QCoreApplication.translate(
                "AnalysisMenu", "The placement map needs a target: open a drill played from "
                                "the house, or aim at the ball to pot."))
            return None
        return self._show(PlacementMapDialog(screen.model, question, self.memory, self.window,
                                             workers=self.workers, tasks=self.window.tasks))


def build(window: QWidget) -> AnalysisMenu:
    menu = AnalysisMenu(window)
    window.analysis_menu = menu  # type: ignore[attr-defined]
    practice = getattr(window, "practice", None)
    if practice is not None:  # the drill browser's success chance uses the same level
        practice.browser.difficulty.use_memory(menu.memory, menu.workers)
    return menu


def sync(window: QWidget, screen: object | None) -> None:
    menu = getattr(window, "analysis_menu", None)
    if isinstance(menu, AnalysisMenu):
        menu.sync(screen)

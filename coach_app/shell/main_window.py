"""The main window: a stack of pages (start, play, practice, review, progress), the menus
and their shortcuts, and the settings that apply everywhere.

The window owns no game logic. It switches pages, routes menu commands to the page that
handles them, and keeps preferences in sync with the store and the screens.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QUndoGroup
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from coach_app.analysis import menu as analysis_menu
from coach_app.cueing.simulator import Simulator, engine_simulator
from coach_app.practice.screen import PracticeScreen
from coach_app.qtkit.i18n import Translations
from coach_app.qtkit.settings import Preferences, SettingsStore
from coach_app.qtkit.tasks import Tasks, failure_text
from coach_app.qtkit.widgets import alive
from coach_app.screens.free_table import FreeTableScreen
from coach_app.screens.start import StartScreen
from coach_app.shell import settings_menu
from coach_app.shell.about import show_about
from coach_app.shell.history_hub import HistoryHub
from coach_app.shell.history_open import Opened
from coach_app.shell.settings_choices import checked
from coach_app.shell.shortcuts import ShortcutsDialog, shortcut_rows
from simulation.errors import InputError

if TYPE_CHECKING:  # the scorer's page loads when a match at a real table is first scored
    from coach_app.game.handicap_row import Advisor
    from coach_app.game.match import GameSetup, Match
    from coach_app.game.screen import GameScreen
    from coach_app.practice.session_view import DrillSession
    from coach_app.scorer.screen import ScorerScreen
    from simulation.rating.handicap import Advice

PAGES: tuple[str, ...] = ("start", "play", "practice", "review", "progress")


class MainWindow(QMainWindow):
    def __init__(self, store: SettingsStore, translations: Translations,
                 simulator: Simulator = engine_simulator, parent: QWidget | None = None,
                 drills_dir: str | Path | None = None, history: Opened | None = None,
                 ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.store = store
        self.translations = translations
        self.prefs = store.load()
        if not self.prefs.language and translations.language:
            self.prefs = replace(self.prefs, language=translations.language)

        self._simulator = simulator
        # The one background-work service: every screen's and dialog's work runs on its
        # lanes, and its failures without a handler of their own reach the status bar.
        self.tasks = Tasks(self)
        self.tasks.failed.connect(self._background_failed)
        self.undo_group = QUndoGroup(self)
        self.game: GameScreen | None = None
        self.scorer: ScorerScreen | None = None
        # The last file error shown (window-modal, not blocking), for tests.
        self.file_error: QMessageBox | None = None
        self.plans_dialog: QDialog | None = None  # the last plans dialog, for tests
        self.pages = QStackedWidget()
        self.start = StartScreen()
        # The history: recorder, Review and Progress pages, current player (history_hub).
        self.hub = HistoryHub(self, store, history, simulator, self.tasks)
        self.free_table = FreeTableScreen(self.prefs, simulator, recorder=self.hub.recorder,
                                          tasks=self.tasks)
        self.undo_group.addStack(self.free_table.undo_stack)
        self.free_table.save_position.connect(self.position_to_drill)
        # drills_dir: the user's drill packs (None: the data directory; tests pass their own).
        self.practice = PracticeScreen(self.prefs, simulator, drills_dir,
                                       lambda: self.translations.language or "en",
                                       recorder=self.hub.recorder, tasks=self.tasks)
        self.undo_group.addStack(self.practice.session.undo_stack)
        self.undo_group.addStack(self.practice.table.undo_stack)
        self.practice.table.table_name.setText(store.table_name())
        self.practice.table.table_named.connect(store.save_table_name)
        self.practice.cue_changed.connect(lambda: self._page_changed())
        self.practice.plans_wanted.connect(self.open_plans)
        self._page_widgets: dict[str, QWidget] = {"start": self.start, "play": self.free_table,
                                                  "practice": self.practice,
                                                  "review": self.hub.review_page,
                                                  "progress": self.hub.progress_page}
        for name in PAGES:
            self.pages.addWidget(self._page_widgets[name])
        self.setCentralWidget(self.pages)
        self.start.chosen.connect(
            lambda name: self.new_game() if name == "game" else self.show_page(name))
        for page in (self.hub.review_page, self.hub.progress_page):
            page.back.connect(lambda: self.show_page("start"))
        self.hub.review_page.set_up_position.connect(self.set_up_position)
        self.hub.progress_page.train_weak_spots.connect(self.train_weak_spots)
        self.pages.currentChanged.connect(lambda _i: self._page_changed())

        self._texts: list[tuple[QAction | QMenu, Callable[[], str]]] = []
        self._build_menus()
        self.resize(1280, 780)
        geometry = store.geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        self.retranslate()
        self._page_changed()

    # ---------------------------------------------------------------- menus
    def _action(self, menu: QMenu, text: Callable[[], str], slot: Callable[[], object],
                keys: QKeySequence | QKeySequence.StandardKey | str | None = None,
                name: str = "") -> QAction:
        action = QAction(self)
        if name:
            action.setObjectName(name)
        if keys is not None:
            action.setShortcut(keys if isinstance(keys, QKeySequence) else QKeySequence(keys))
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        self._texts.append((action, text))
        return action

    def _menu(self, parent: QMenu | None, text: Callable[[], str]) -> QMenu:
        menu = QMenu(self)
        (parent.addMenu(menu) if parent is not None else self.menuBar().addMenu(menu))
        self._texts.append((menu, text))
        return menu

    def _build_menus(self) -> None:
        game = self._menu(None, lambda: self.tr("&Game"))
        self._action(game, lambda: self.tr("New &free table"), self.new_free_table,
                     QKeySequence.StandardKey.New, "action_new_free_table")
        self._action(game, lambda: self.tr("New &game…"), self.new_game, "Ctrl+G",
                     "action_new_game")
        self._action(game, lambda: self.tr("Score a match at a &real table…"),
                     self.new_scorer, "Ctrl+Shift+G", "action_new_scorer")
        self._action(game, lambda: self.tr("&Open saved game…"), self.open_game_dialog,
                     QKeySequence.StandardKey.Open, "action_open_game")
        self.save_action = self._action(game, lambda: self.tr("&Save game…"),
                                        self.save_game_dialog, QKeySequence.StandardKey.Save,
                                        "action_save_game")
        self.rematch_action = self._action(game, lambda: self.tr("&Rematch"), self.rematch,
                                           None, "action_rematch")
        game.addSeparator()
        self._action(game, lambda: self.tr("&Players…"), self.hub.show_players, None,
                     "action_players")
        self._action(game, lambda: self.tr("&Import history…"), self.hub.import_dialog, None,
                     "action_import_history")
        self._action(game, lambda: self.tr("&Start screen"), lambda: self.show_page("start"),
                     "Ctrl+0", "action_page_start")
        game.addSeparator()
        self._action(game, lambda: self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit,
                     "action_quit")

        edit = self._menu(None, lambda: self.tr("&Edit"))
        group = self.undo_group
        self.undo_action = self._action(edit, lambda: self.tr("&Undo shot"), group.undo,
                                        QKeySequence.StandardKey.Undo, "action_undo")
        self.redo_action = self._action(edit, lambda: self.tr("&Redo shot"), group.redo,
                                        QKeySequence.StandardKey.Redo, "action_redo")
        group.canUndoChanged.connect(lambda _b: self._update_edit())
        group.canRedoChanged.connect(lambda _b: self._update_edit())

        go = self._menu(None, lambda: self.tr("&Go"))
        page_texts = {
            "play": lambda: self.tr("&Play"),
            "practice": lambda: self.tr("P&ractice"),
            "review": lambda: self.tr("Re&view"),
            "progress": lambda: self.tr("Pro&gress"),
        }
        for i, (page, text) in enumerate(page_texts.items(), start=1):
            self._action(go, text, partial(self.show_page, page), f"Ctrl+{i}",
                         f"action_page_{page}")
        self.game_page_action = self._action(go, lambda: self.tr("Game in pr&ogress"),
                                             self.show_game_page, "Ctrl+5",
                                             "action_page_game")
        self._action(go, lambda: self.tr("Practice p&lans…"), self.open_plans, "Ctrl+6",
                     "action_plans")
        go.addSeparator()
        full = self._action(go, lambda: self.tr("&Full screen"), self._toggle_full_screen,
                            QKeySequence.StandardKey.FullScreen, "action_full_screen")
        full.setCheckable(True)

        self.shot_menu = self._menu(None, lambda: self.tr("&Shot"))
        analysis_menu.build(self)

        self._build_settings_menu()

        help_menu = self._menu(None, lambda: self.tr("&Help"))
        self._action(help_menu, lambda: self.tr("&Keyboard shortcuts"), self.show_shortcuts,
                     QKeySequence.StandardKey.HelpContents, "action_shortcuts")
        self._action(help_menu, lambda: self.tr("&About Pyramid Coach"), lambda: show_about(self),
                     None, "action_about")
        self._action(help_menu, lambda: self.tr("About &Qt"), QApplication.aboutQt, None,
                     "action_about_qt")

    def _build_settings_menu(self) -> None:
        a = self.settings_actions = settings_menu.build(
            self, self._menu, self._action, self.set_language, self.set_preferences)
        assert a.sound is not None  # under the names the tests have always used:
        self.language_actions, self.aid_actions, self.speed_actions = a.language, a.aid, a.speed
        self.sound_action, self.sound_reason = a.sound, a.sound_reason
        self._sync_settings_menu()

    def _sync_settings_menu(self) -> None:
        language = self.translations.language or self.prefs.language
        settings_menu.sync(self.settings_actions,
                           checked(self.prefs, language, self.sound_reason))

    # ------------------------------------------------------------ behaviour
    def show_page(self, name: str) -> None:
        self.pages.setCurrentWidget(self._page_widgets[name])
        screen = self.cue_screen()
        if screen is not None:
            screen.view.setFocus()

    @property
    def review(self) -> QWidget:
        """The Review page (built the first time it is asked for)."""
        return self.hub.review

    @property
    def progress(self) -> QWidget:
        """The Progress page (built the first time it is asked for)."""
        return self.hub.progress

    def current_page(self) -> str:
        current = self.pages.currentWidget()
        return next(k for k, w in self._page_widgets.items() if w is current)

    def show_game_page(self) -> None:
        """Back to the game in progress (the Go menu); without one, start a new game."""
        if self.game is None:
            self.new_game()
        else:
            self.show_page("game")

    def shortcuts_dialog(self) -> ShortcutsDialog:
        menus = [a.menu() for a in self.menuBar().actions()]
        shot = self.free_table.actions_by_name
        from coach_app.scorer.keys import key_rows

        rows = shortcut_rows([m for m in menus if isinstance(m, QMenu)
                              and m is not self.shot_menu], shot.values())
        place = self.tr("Real table")  # the scorer's own keys (coach_app/scorer/keys.py)
        rows += [(place, what, key) for what, key in key_rows()]
        return ShortcutsDialog(rows, self)

    def show_shortcuts(self) -> None:
        dialog = self.shortcuts_dialog()
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def new_free_table(self) -> None:
        self.free_table.new_rack()
        self.show_page("play")

    def set_up_position(self, layout: dict[str, tuple[float, float]], pyramid_t: bool) -> None:
        """A position from a game or a Review shot, set up on the free table (undoable)."""
        self.free_table.set_up_position(layout, pyramid_t)
        self.show_page("play")

    def train_weak_spots(self, player_id: str = "") -> None:
        """Progress's "Train weak spots": the weak-spot set of that player, in Practice."""
        self.show_page("practice")
        self.practice.train_weak_spots(player_id or None)

    def open_plans(self) -> None:
        """A coach's plans for a student, and what was done against them."""
        from coach_app.practice.table_plan import sets_plan
        from coach_app.shell.plans_opener import open_plans

        def play(sets: list[Any]) -> None:
            self.show_page("practice")
            self.practice.at_table(sets_plan(sets))

        self.plans_dialog = open_plans(self, self.hub.recorder, self.practice.library(),
                                       lambda: self.translations.language or "en", play)

    def position_to_drill(self, layout: dict[str, tuple[float, float]],
                          pyramid_t: bool) -> None:
        """The free table's position in the drill editor, to be saved as the player's own."""
        self.show_page("practice")
        self.practice.new_drill_from_position(layout, pyramid_t)

    def set_language(self, code: str) -> None:
        if self.translations.set_language(code):
            self.set_preferences(language=code)

    def set_preferences(self, **changes: object) -> None:
        self.prefs = replace(self.prefs, **changes)  # type: ignore[arg-type]
        self.store.save(self.prefs)
        self.free_table.apply_preferences(self.prefs)
        self.practice.apply_preferences(self.prefs)
        if self.game is not None:
            self.game.apply_preferences(self.prefs)
        self._sync_settings_menu()

    def preferences(self) -> Preferences:
        return self.prefs

    def _toggle_full_screen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def cue_screen(self) -> FreeTableScreen | GameScreen | DrillSession | None:
        """The screen with a cue on the current page, if any."""
        page = self.current_page()
        if page == "play":
            return self.free_table
        if page == "practice":
            return self.practice.on_table()
        if page == "game":
            return self.game
        return None

    def _page_changed(self) -> None:
        if not alive(self, self.pages):
            return
        screen = self.cue_screen()
        self.shot_menu.clear()
        self.shot_menu.menuAction().setVisible(screen is not None)
        for other in (self.free_table, self.game, self.practice.session):
            if other is not None:
                for action in other.actions_by_name.values():
                    action.setEnabled(other is screen)
        scoring = self.scorer is not None and self.pages.currentWidget() is self.scorer
        if screen is not None:
            previous = None
            for name, action in screen.actions_by_name.items():
                if previous in ("power_down", "skip"):
                    self.shot_menu.addSeparator()
                self.shot_menu.addAction(action)
                previous = name
            self.undo_group.setActiveStack(screen.undo_stack)
        elif scoring and self.scorer is not None:
            self.undo_group.setActiveStack(self.scorer.undo_stack)
        elif self.pages.currentWidget() is self.practice and self.practice.at_the_table():
            self.undo_group.setActiveStack(self.practice.table.undo_stack)
        else:
            self.undo_group.setActiveStack(None)  # type: ignore[arg-type]  # Qt: no stack
        self._show_seated()
        self.save_action.setEnabled(screen is not None and screen is self.game)
        self.game_page_action.setEnabled(self.game is not None)
        self.rematch_action.setEnabled(screen is not None and screen is self.game)
        analysis_menu.sync(self, screen)
        self._update_edit()
        self._update_title()

    def _show_seated(self) -> None:
        """The status bar names the people a game on screen is recorded for."""
        game = self.game if self.pages.currentWidget() is self.game else None
        if game is None:
            self.hub.show_seated(None)
            return
        setup = game.model.match.setup
        self.hub.show_seated(tuple(n for n in setup.names if not setup.seat(n).computer))

    def _update_edit(self) -> None:
        if not alive(self, self.undo_group):
            return
        self.undo_action.setEnabled(self.undo_group.canUndo())
        self.redo_action.setEnabled(self.undo_group.canRedo())

    # ----------------------------------------------------------------- games
    def new_game(self) -> None:
        """Ask for the game's setup, then start it."""
        from coach_app.game.setup_dialog import NewGameDialog

        previous = self.game.model.match.setup if self.game is not None else None
        dialog = NewGameDialog(self, previous, self.store, self.prefs.computer_speed,
                               advisor=self._handicap_advisor(), tasks=self.tasks)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.set_preferences(computer_speed=dialog.chosen_computer_speed())
            self.start_game(dialog.setup())
        dialog.deleteLater()

    def _handicap_advisor(self) -> Advisor | None:
        """The new-game dialog's фора from the ratings, read from the open history (none
        while it is still opening or could not be opened)."""
        history = self.hub.opened.history
        if history is None:
            return None
        store = history.store

        def advise(discipline: str, names: tuple[str, str]) -> Advice:
            from coach_app.services.handicap import advice_from_history

            return advice_from_history(store, discipline, names)
        return advise

    def new_scorer(self) -> None:
        """Ask for the setup of a match at a real table, then score it."""
        from coach_app.game.setup_dialog import NewGameDialog

        previous = self.scorer.model.match.setup if self.scorer is not None else None
        dialog = NewGameDialog(self, previous, self.store, real_table=True,
                               advisor=self._handicap_advisor(), tasks=self.tasks)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.start_scorer(dialog.setup())
        dialog.deleteLater()

    def start_scorer(self, setup: GameSetup) -> ScorerScreen:
        """A new match at a real table on the scorer page (it replaces the last one)."""
        from coach_app.scorer.screen import ScorerScreen

        old = self.scorer
        self.scorer = ScorerScreen(setup, recorder=self.hub.recorder)
        self.scorer.back.connect(lambda: self.show_page("start"))
        self.undo_group.addStack(self.scorer.undo_stack)
        self._page_widgets["scorer"] = self.scorer
        self.pages.addWidget(self.scorer)
        if old is not None:
            self.undo_group.removeStack(old.undo_stack)
            self.pages.removeWidget(old)
            old.deleteLater()
        self.show_page("scorer")
        self.scorer.setFocus()
        return self.scorer

    def start_game(self, setup: GameSetup) -> GameScreen:
        from coach_app.game.match import Match

        return self.show_match(Match.start(setup))

    def show_match(self, match: Match) -> GameScreen:
        """The game page, built the first time a game starts: the game modules (the
        referee's state above all) cost a fifth of a second to import, which the cold
        start does not pay."""
        if self.game is None:
            from coach_app.game.screen import GameScreen

            self.game = GameScreen(self.prefs, match, self._simulator,
                                   recorder=self.hub.recorder, tasks=self.tasks)
            self.undo_group.addStack(self.game.undo_stack)
            self.game.match_changed.connect(self._show_seated)
            self.game.set_up_position.connect(self.set_up_position)
            self._page_widgets["game"] = self.game
            self.pages.addWidget(self.game)
        else:
            self.game.load(match)
        self.show_page("game")
        return self.game

    def rematch(self) -> None:
        if self.game is not None:
            self.game.start_rematch()

    def save_game(self, path: str) -> bool:
        if self.game is None:
            return False
        try:
            self.game.save(path)
        except OSError as exc:
            from coach_app.game import files

            self.file_error = files.save_failed_box(self, path, exc)
            return False
        return True

    def open_game(self, path: str) -> bool:
        """Resume a saved game; a bad file is explained in words, never a crash."""
        from coach_app.game import files
        from coach_app.game.match import Match

        try:
            match = Match.load(path)
        except InputError as exc:
            self.file_error = files.open_failed_box(self, path, exc)
            return False
        except (TypeError, KeyError, AttributeError, ValueError) as exc:
            self.file_error = files.open_failed_box(
                self, path, InputError("file.data", f"{type(exc).__name__}: {exc}"))
            return False
        self.show_match(match)
        return True

    def save_game_dialog(self) -> None:
        from coach_app.game import files

        if self.game is None:
            return
        path = files.ask_save_path(self, self.store.folder())
        if path:
            self.store.save_folder(str(Path(path).parent))
            self.save_game(path)

    def open_game_dialog(self) -> None:
        from coach_app.game import files

        path = files.ask_open_path(self, self.store.folder())
        if path:
            self.store.save_folder(str(Path(path).parent))
            self.open_game(path)

    def _background_failed(self, what: str, error: BaseException) -> None:
        """Work with no failure handler of its own failed (its traceback is in the log)."""
        self.statusBar().showMessage(
            self.tr("Something went wrong in the background: %1").replace(
                "%1", failure_text(error)), 15000)

    def _update_title(self) -> None:
        names = {
            "start": "",
            "play": self.tr("Free table"),
            "game": self.tr("Game"),
            "practice": self.tr("Practice"),
            "review": self.tr("Review"),
            "progress": self.tr("Progress"),
            "scorer": self.tr("Real table"),
        }
        page = names[self.current_page()]
        title = self.tr("Pyramid Coach")
        self.setWindowTitle(f"{page} — {title}" if page else title)

    def retranslate(self) -> None:
        for item, text in self._texts:
            if isinstance(item, QMenu):
                item.setTitle(text())
            else:
                item.setText(text())
        self._update_title()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "_texts"):
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.hub.confirm_close():
            event.ignore()
            return
        self.store.save_geometry(self.saveGeometry())
        self.store.save(self.prefs)
        self.free_table.shutdown()
        self.practice.shutdown()
        self.hub.shutdown()
        if self.game is not None:
            self.game.shutdown()
        self.tasks.shutdown()
        super().closeEvent(event)

"""The screen tour: every screen and dialog of the app shown, photographed and checked.

Used by tests/gui/test_screen_tour.py (which fails on any problem found) and by
tools/tour_screenshots.py (which keeps the pictures for docs/screenshots). A user meets
the screens in a window of a given size and language; the checks are what a user would
see wrong:

- **clipped text**: a QLabel, QPushButton, QCheckBox, QRadioButton or QGroupBox title whose
  text (font metrics) is wider than the widget, or a word-wrapped label lower than its
  wrapped text; a list that scrolls sideways;
- **a window that grows** past the size asked for;
- **untranslated text**: on a Russian screen, a visible string identical to what the
  English screen showed, or made of Latin words only (beyond :data:`ALLOWED`: numbers,
  units, the program's name, and the user's own data such as player and drill names);
- **internal codes**: pocket codes (BL, ML, FR…) as whole words, snake_case enum values,
  a mark or outcome code in brackets;
- on the Progress page the chart's own texts (matplotlib) in the same way.

The walk uses only public entry points of the main window (its pages, its menu actions
and the dialogs they open), so the screens being restructured (the game and practice
internals) can be added by the later pass without changing the checks.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QEventLoop, QRect, Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QListWidget,
    QMenu,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionComboBox,
    QWidget,
)

#: Sizes the tour is taken at: the small laptop and the full-HD screen.
SIZES: tuple[tuple[int, int], ...] = ((1024, 640), (1920, 1080))
LANGUAGES = ("en", "ru")

#: Visible strings a Russian screen may show as they are in English.
ALLOWED = frozenset({"Pyramid Coach", "PDF", "PNG", "Qt", "×", "R", "—", "…", "✎", "★",
                     "◀", "▶", "OK",
                     # the stored guest player: its name is the game pass's
                     "Guest", "Гость",
                     # the seated players of the tour's game (tests/gui/tour_play.py)
                     "Anna", "Boris"})
_POCKET = re.compile(r"(?<![\w-])(BL|BR|ML|MR|FL|FR)(?![\w-])")
_SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")
_CODE_IN_BRACKETS = re.compile(r"\((key|mistake|good|success|missed|interrupted)\)")
_STEP_CODE = re.compile(r"\d+\s*→\s*[A-Z]{2}\b")
_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
#: A Latin unit after a number ("1.5–2 m" on a Russian chart).
_LATIN_UNIT = re.compile(r"\d\s*(m/s|m|cm|s)(?![\w/])")
_LETTERS = re.compile(r"[^\W\d_]{2,}")


@dataclass(frozen=True)
class Problem:
    screen: str
    kind: str
    widget: str
    text: str

    def __str__(self) -> str:
        return f"[{self.screen}] {self.kind}: {self.widget}: {self.text!r}"


@dataclass
class Shot:
    """One screen of the tour: its name, the texts it showed, the problems found."""

    name: str
    texts: set[str] = field(default_factory=set)
    problems: list[Problem] = field(default_factory=list)


def spin(ms: int = 0) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait_for(condition: Callable[[], bool], timeout_ms: int = 8000) -> bool:
    waited = 0
    while not condition():
        if waited >= timeout_ms:
            return False
        spin(20)
        waited += 20
    return True


def plain(text: str) -> str:
    """The text as shown: mnemonics' ampersands gone ("&&" is a shown "&")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _rich(text: str) -> bool:
    return bool(re.search(r"<(b|i|p|br|a|span|div|html|ul|li|h\d)\b", text, re.I))


def _name(w: QWidget) -> str:
    return f"{type(w).__name__}#{w.objectName() or '?'}"


def _shown(w: QWidget, root: QWidget) -> bool:
    return w.isVisibleTo(root) and w.width() > 0 and w.height() > 0


def clipped(w: QWidget) -> str | None:
    """Why ``w``'s text does not fit (None when it does)."""
    fm = QFontMetrics(w.font())
    if isinstance(w, QLabel):
        text = w.text()
        if not text or w.textFormat() == Qt.TextFormat.RichText or _rich(text):
            return None
        if w.pixmap() is not None and not w.pixmap().isNull():
            return None
        room = w.contentsRect().adjusted(w.margin(), w.margin(), -w.margin(), -w.margin())
        room.adjust(max(0, w.indent()), 0, 0, 0)
        if w.wordWrap():
            need = fm.boundingRect(QRect(0, 0, room.width(), 100000),
                                   int(Qt.TextFlag.TextWordWrap), text)
            if need.height() > room.height() + 2:
                return f"wrapped text needs {need.height()} px, has {room.height()}"
            widest = max((fm.horizontalAdvance(word) for word in text.split()), default=0)
            if widest > room.width() + 1:
                return f"a word needs {widest} px, has {room.width()}"
            return None
        widest = max(fm.horizontalAdvance(line) for line in text.split("\n"))
        if widest > room.width() + 1:
            return f"needs {widest} px, has {room.width()}"
        return None
    if isinstance(w, QCheckBox | QRadioButton):
        if w.text() and w.sizeHint().width() > w.width() + 1:
            return f"needs {w.sizeHint().width()} px, has {w.width()}"
        return None
    if isinstance(w, QPushButton):
        if getattr(w, "wraps_text", False):
            return None  # its label wraps the text and is checked as a label
        text = plain(w.text())
        if not text:
            return None
        icon = w.iconSize().width() + 4 if not w.icon().isNull() else 0
        need = max(fm.horizontalAdvance(line) for line in text.split("\n")) + icon + 8
        if need > w.width():
            return f"needs {need} px, has {w.width()}"
        return None
    if isinstance(w, QComboBox) and not w.isEditable():
        text = w.currentText()
        option = QStyleOptionComboBox()
        w.initStyleOption(option)
        room = w.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                        QStyle.SubControl.SC_ComboBoxEditField, w).width()
        need = fm.horizontalAdvance(text)
        if text and need > room:
            return f"needs {need} px, has {room}"
        return None
    if isinstance(w, QGroupBox):
        text = plain(w.title())
        need = fm.horizontalAdvance(text) + 16
        if text and need > w.width():
            return f"title needs {need} px, has {w.width()}"
    return None


def visible_texts(root: QWidget) -> Iterator[tuple[QWidget, str]]:
    """Every text a user sees in ``root``: labels, buttons, group titles, the chosen entry
    of each combo box, list rows."""
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not _shown(w, root) and w is not root:
            continue
        if isinstance(w, QLabel) and w.text() and not _rich(w.text()):
            yield w, w.text()
        elif isinstance(w, QAbstractButton) and w.text():
            yield w, plain(w.text())
        elif isinstance(w, QGroupBox) and w.title():
            yield w, plain(w.title())
        elif isinstance(w, QComboBox) and w.currentText():
            yield w, w.currentText()
        elif isinstance(w, QMenu):  # a context menu: its entries' words
            for action in w.actions():
                if action.text() and action.isVisible():
                    yield w, plain(action.text())
        elif isinstance(w, QListWidget):
            for i in range(min(w.count(), 60)):
                item = w.item(i)
                if item is not None and item.text():
                    yield w, item.text()
        if isinstance(w, QDialog) and w.windowTitle():
            yield w, w.windowTitle()


def code_problem(text: str) -> str | None:
    for pattern, why in ((_POCKET, "pocket code"), (_SNAKE, "enum value"),
                         (_CODE_IN_BRACKETS, "code in brackets"), (_STEP_CODE, "pocket code")):
        found = pattern.search(text)
        if found:
            return f"{why} {found.group(0)!r}"
    return None


def english_in_russian(text: str, english: set[str], allowed: Iterable[str]) -> bool:
    """A Russian screen's ``text`` left in English: identical to a text the English screen
    showed, or with a Latin word in it, beyond the allowed names."""
    rest = text
    for name in sorted(allowed, key=len, reverse=True):
        rest = rest.replace(name, " ")
    if _LATIN_WORD.search(rest) or _LATIN_UNIT.search(rest):
        return True
    return text in english and _LETTERS.search(rest) is not None


def check(root: QWidget, screen: str, language: str, size: tuple[int, int] | None,
          english: set[str] | None = None, allowed: Iterable[str] = ()) -> Shot:
    """The problems of what ``root`` shows now (see the module's docstring)."""
    shot = Shot(screen)
    allowed = set(ALLOWED) | set(allowed)
    for w in [root, *root.findChildren(QWidget)]:
        if w is not root and not _shown(w, root):
            continue
        if isinstance(w, QLabel | QAbstractButton | QGroupBox | QComboBox):
            why = clipped(w)
            if why:
                text = w.title() if isinstance(w, QGroupBox) else \
                    w.currentText() if isinstance(w, QComboBox) else w.text()
                shot.problems.append(Problem(screen, "clipped", _name(w), f"{text} ({why})"))
        if isinstance(w, QListWidget) and w.horizontalScrollBar().isVisible():
            shot.problems.append(Problem(screen, "scrolls sideways", _name(w),
                                         w.item(0).text() if w.count() else ""))
    # A form or panel wider than its window's room (the drill editor's at 1024 px).
    for name in scroll_areas_fit(root):
        shot.problems.append(Problem(screen, "scrolls sideways", name, ""))
    for w, text in visible_texts(root):
        shot.texts.add(text)
        why = code_problem(text)
        if why:
            shot.problems.append(Problem(screen, why, _name(w), text))
        if language == "ru" and english_in_russian(text, english or set(), allowed):
            shot.problems.append(Problem(screen, "English on a Russian screen", _name(w),
                                         text))
    if size is not None and root.isWindow() and (root.width() > size[0]
                                                 or root.height() > size[1]):
        kind = "dialog larger than the window" if isinstance(root, QDialog) else "window grew"
        shot.problems.append(Problem(screen, kind, _name(root),
                                     f"{root.width()}×{root.height()} > "
                                     f"{size[0]}×{size[1]}"))
    return shot


def figure_texts(fig: object) -> list[str]:
    """The texts a matplotlib figure draws (titles, labels, ticks, notes, keys)."""
    from matplotlib.figure import Figure
    from matplotlib.text import Text

    if not isinstance(fig, Figure):
        return []
    found = [t.get_text() for t in fig.findobj(Text)]
    return [t for t in found if t.strip()]


def check_figure(fig: object, screen: str, language: str, allowed: Iterable[str]) -> Shot:
    shot = Shot(screen)
    allowed = set(ALLOWED) | set(allowed)
    for text in figure_texts(fig):
        shot.texts.add(text)
        why = code_problem(text)
        if why:
            shot.problems.append(Problem(screen, why, "chart", text))
        if language == "ru" and english_in_russian(text, set(), allowed):
            shot.problems.append(Problem(screen, "English on a Russian chart", "chart", text))
    shot.problems += [Problem(screen, "runs off the chart", "chart", text)
                      for text in off_the_figure(fig)]
    return shot


def off_the_figure(fig: object) -> list[str]:
    """Texts of a drawn figure that run past its left or right edge (a key's label cut
    by the window's edge)."""
    from matplotlib.figure import Figure
    from matplotlib.text import Text

    if not isinstance(fig, Figure):
        return []
    renderer = fig.canvas.get_renderer()  # type: ignore[attr-defined]
    edge = fig.bbox
    out = []
    for t in fig.findobj(Text):
        if not t.get_visible() or not t.get_text().strip():
            continue
        box = t.get_window_extent(renderer)
        if box.x0 < edge.x0 - 1 or box.x1 > edge.x1 + 1:
            out.append(t.get_text())
    return out


def save(w: QWidget, folder: Path | None, name: str) -> None:
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
        w.grab().save(str(folder / f"{name}.png"))


def top_dialogs(before: set[int]) -> list[QDialog]:
    """Dialogs shown since ``before`` (ids of the top-level widgets then)."""
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QDialog) and w.isVisible() and id(w) not in before]


def top_ids() -> set[int]:
    return {id(w) for w in QApplication.topLevelWidgets() if w.isVisible()}


def scroll_areas_fit(root: QWidget) -> list[str]:
    """Scroll areas that scroll sideways (other than lists, checked as lists)."""
    return [_name(w) for w in root.findChildren(QAbstractScrollArea)
            if _shown(w, root) and not isinstance(w, QListWidget)
            and w.horizontalScrollBar().isVisible()]


# ------------------------------------------------------------------------------ the walk
#: Screens the tour still leaves out (the game and practice screens are walked by
#: tests/gui/tour_play.py).
SKIPPED: tuple[str, ...] = ()

#: The progress charts by row, as the tour names them.
CHART_ROWS = ("success_by_drill", "success_by_category", "potting", "breaks", "games",
              "aim_bias")

Visit = Callable[[str, QWidget], None]


def _dialog_visit(visit: Visit, name: str, opened: QWidget | None) -> None:
    if opened is None:
        return
    spin(50)
    visit(name, opened)
    opened.close()
    spin(0)


def _modal_visit(visit: Visit, name: str, opener: Callable[[], object]) -> None:
    """Open a modal dialog with ``opener`` (it blocks in exec()), visit it, reject it."""
    before = top_ids()
    seen: list[QDialog] = []

    def look() -> None:
        found = top_dialogs(before)
        if not found:
            QTimer.singleShot(30, look)
            return
        dialog = found[-1]
        seen.append(dialog)
        visit(name, dialog)
        dialog.reject()

    QTimer.singleShot(30, look)
    opener()


def walk(window: QWidget, visit: Visit, *, history: bool = True) -> None:
    """Show every screen and dialog ``window`` (a MainWindow) reaches, calling
    ``visit(name, widget)`` on each once it has settled."""
    w = window
    w.show_page("start")
    spin(30)
    visit("start", w)
    w.show_page("review")
    review = w.review
    wait_for(lambda: review.sessions_list.count() > 0 or review.empty.isVisible(), 5000)
    spin(50)
    visit("review", w)
    if history and review.sessions_list.count():
        # The long session (the most shots) and a drill attempt in it, if any.
        longest = max(range(len(review.sessions)), key=lambda i: review.sessions[i].shots)
        review.sessions_list.setCurrentRow(len(review.sessions) - 1 - longest)
        spin(30)
        for i, shot in enumerate(review.shots):
            if shot.attempt_id:
                review.go_to(i)
                break
        spin(30)
        visit("review-long-session", w)
        if review.compare_button.isEnabled() and review.open_compare():
            spin(50)
            visit("review-compare", w)
            review.compare.closed.emit()
    w.show_page("progress")
    progress = w.progress
    for row, chart in enumerate(CHART_ROWS):
        drawn: list[str] = []
        progress.drawn.connect(drawn.append)
        progress.chart_list.setCurrentRow(row)
        if history:
            wait_for(lambda c=chart, d=drawn: c in d, 15000)
        else:
            wait_for(lambda: bool(progress.status.text()), 3000)
        progress.drawn.disconnect(drawn.append)
        spin(30)
        visit(f"progress-{chart}", w)
        if not history:
            break
    # The last row: the rating and head to head, a view of its own (its own drawn signal).
    rating = progress.rating
    rated: list[bool] = []
    rating.drawn.connect(lambda: rated.append(True))
    progress.chart_list.setCurrentRow(len(CHART_ROWS))
    wait_for(lambda: bool(rated) or not history, 15000)
    spin(30)
    visit("progress-rating", w)
    w.show_page("practice")
    spin(100)
    visit("practice-browser", w)
    w.show_page("play")
    spin(50)
    visit("free-table", w)
    _dialog_visit(visit, "players-dialog", w.hub.show_players())
    _dialog_visit(visit, "shortcuts-dialog", _open_shortcuts(w))
    _modal_visit(visit, "new-game-dialog", w.new_game)
    if history:
        _analysis(w, visit)
    from tests.gui import tour_play

    tour_play.practice(w, visit)
    tour_play.game(w, visit)
    tour_play.play_states(w, visit)
    _modal_visit(visit, "scorer-dialog", w.new_scorer)
    tour_play.scorer(w, visit)
    w.show_page("start")


def _open_shortcuts(w: QWidget) -> QWidget:
    dialog = w.shortcuts_dialog()
    dialog.show()
    return dialog


def _analysis(w: QWidget, visit: Visit) -> None:
    """The analysis dialogs on a free-table shot aimed at ball 5 (they start computing;
    the tour looks at them as they open and closes them, which cancels the work)."""
    from coach_app.screens.free_table_model import TableState
    from simulation.analysis.outcome import Shot as AimedShot
    from simulation.analysis.outcome import Target
    from simulation.analysis.solver import ghost_ball_aim
    from simulation.table import TableSpec

    layout = {"cue": (0.8, 0.2), "5": (1.2, 0.5), "7": (-0.3, -0.2)}
    w.show_page("play")
    screen = w.free_table
    screen.model.apply_state(TableState.of(layout, in_hand=False))
    screen.model.set_aim(ghost_ball_aim(AimedShot(layout, "cue", Target("5", "BL"), 1.5),
                                  TableSpec()) + 0.1)
    menu = w.analysis_menu
    menu.workers = 1
    for name, opener in (("pot-probability-dialog", menu.pot_probability),
                         ("break-analysis-dialog", menu.break_analysis),
                         ("placement-map-dialog", menu.placement_map)):
        _dialog_visit(visit, name, opener())
    menu.close_all()

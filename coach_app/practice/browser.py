"""The drill browser: every drill of the built-in libraries and the user's packs, filtered by
category, level and discipline or found by a word, with a preview of the chosen drill.

The list is grouped by pack, so a coach's pack stands apart from the built-in libraries.
The preview is the real table with attempt 1 laid out and the goal drawn, so a player sees
what the drill asks before setting it up; one click on "Set up on the table" (or a double
click on the drill) starts it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from coach_app.game.texts import discipline_name
from coach_app.practice.browser_extras import Extra, extras, group_title
from coach_app.practice.difficulty_view import DifficultyPanel
from coach_app.practice.goal_marks import NO_MARKS, goal_marks
from coach_app.practice.goal_view import GoalTableView
from coach_app.practice.texts import category_name, cue_text, drill_facts, goal_text
from coach_app.qtkit.tasks import Tasks
from drills.library import Library
from drills.model import CATEGORIES, LEVELS, Drill
from drills.setup import attempt_layout
from simulation.rules.state import DISCIPLINES
from simulation.rules.vocab import Discipline

ID_ROLE = Qt.ItemDataRole.UserRole
#: The code of an entry that is not a drill (coach_app/practice/browser_extras.py).
EXTRA_ROLE = Qt.ItemDataRole.UserRole + 2


def _combo(name: str) -> QComboBox:
    combo = QComboBox()
    combo.setObjectName(name)
    return combo


class DrillBrowser(QWidget):
    """``start(drill_id)`` sets a drill up; the other signals ask the practice screen to
    open the editor or to import or export a pack."""

    start = Signal(str)
    at_table = Signal(str)  # the drill played on a real table (table_page.py)
    #: The skill test or the weak-spot set was chosen (its code, browser_extras.py).
    extra = Signal(str)
    new_drill = Signal()
    edit_drill = Signal(str)
    import_pack = Signal()
    export_pack = Signal(str)

    def __init__(self, language: Callable[[], str] = lambda: "en",
                 parent: QWidget | None = None, tasks: Tasks | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("drillBrowser")
        self._language = language
        self._library = Library(())
        self._user_packs: frozenset[str] = frozenset()
        self.search = QLineEdit()
        self.search.setObjectName("drillSearch")
        self.search.setClearButtonEnabled(True)
        self.category = _combo("categoryFilter")
        self.level = _combo("levelFilter")
        self.discipline = _combo("disciplineFilter")
        self.tree = QTreeWidget()
        self.tree.setObjectName("drillList")
        # Two columns: a drill's rules are in the discipline filter, the preview and the
        # tooltip; a third column cut every long Russian title short at 1024 px.
        self.tree.setColumnCount(2)
        self.tree.setRootIsDecorated(True)
        self.tree.setUniformRowHeights(True)
        self.title = QLabel()
        self.title.setObjectName("previewTitle")
        font = QFont()
        font.setPointSize(15)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.facts = QLabel()
        self.facts.setStyleSheet("color: #666;")
        self.facts.setWordWrap(True)
        self.details = QLabel()
        self.details.setObjectName("previewDetails")
        self.details.setWordWrap(True)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.difficulty = DifficultyPanel(tasks=tasks)
        self.preview = GoalTableView()
        self.preview.setObjectName("drillPreview")
        self.preview.setMinimumSize(360, 200)
        self.preview.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.start_button = QPushButton()
        self.start_button.setObjectName("startDrill")
        self.start_button.setMinimumHeight(44)
        big = QFont()
        big.setPointSize(13)
        big.setBold(True)
        self.start_button.setFont(big)
        self.table_button = QPushButton()
        self.table_button.setObjectName("drillAtTable")
        self.table_button.setMinimumHeight(44)
        self.new_button = QPushButton()
        self.new_button.setObjectName("newDrill")
        self.edit_button = QPushButton()
        self.edit_button.setObjectName("editDrill")
        self.import_button = QPushButton()
        self.import_button.setObjectName("importPack")
        self.export_button = QPushButton()
        self.export_button.setObjectName("exportPack")
        self.notice = QLabel()
        self.notice.setObjectName("libraryNotice")
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("color: #b03020;")
        self.notice.hide()
        self._layout_widgets()
        self._wire()
        self.retranslate()

    def _layout_widgets(self) -> None:
        filters = QHBoxLayout()
        for combo in (self.category, self.level, self.discipline):
            filters.addWidget(combo, 1)
        files = QHBoxLayout()
        for b in (self.new_button, self.import_button, self.export_button):
            files.addWidget(b)
        left = QVBoxLayout()
        left.addWidget(self.search)
        left.addLayout(filters)
        left.addWidget(self.tree, 1)
        left.addLayout(files)
        left.addWidget(self.notice)
        left_w = QWidget()
        left_w.setLayout(left)
        actions = QHBoxLayout()
        actions.addWidget(self.start_button, 2)
        actions.addWidget(self.table_button, 2)
        actions.addWidget(self.edit_button, 1)
        right = QVBoxLayout()
        right.addWidget(self.title)
        right.addWidget(self.facts)
        right.addWidget(self.preview, 1)
        right.addWidget(self.details)
        right.addWidget(self.difficulty)
        right.addLayout(actions)
        right_w = QWidget()
        right_w.setLayout(right)
        split = QSplitter()
        split.addWidget(left_w)
        split.addWidget(right_w)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setSizes([540, 860])
        split.setChildrenCollapsible(False)
        box = QVBoxLayout(self)
        box.addWidget(split)

    def _wire(self) -> None:
        self.search.textChanged.connect(lambda _t: self.refill())
        for combo in (self.category, self.level, self.discipline):
            combo.currentIndexChanged.connect(lambda _i: self.refill())
        self.tree.currentItemChanged.connect(lambda _c, _p: self._show_current())
        self.tree.itemActivated.connect(lambda item, _c: self._activate(item))
        self.start_button.clicked.connect(self._start_current)
        self.table_button.clicked.connect(self._table_current)
        # The keyboard's way to the table page from the list or the search box.
        at_table = QShortcut(QKeySequence("Ctrl+T"), self)
        at_table.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        at_table.activated.connect(self._table_current)
        self.new_button.clicked.connect(self.new_drill)
        self.edit_button.clicked.connect(self._edit_current)
        self.import_button.clicked.connect(self.import_pack)
        self.export_button.clicked.connect(self._export_current)

    # ------------------------------------------------------------------ data
    def set_library(self, library: Library, user_packs: frozenset[str],
                    select: str | None = None) -> None:
        """Show ``library``; ``user_packs`` are the ids of the user's own packs."""
        self._library, self._user_packs = library, user_packs
        self.refill(select)

    def filters(self) -> dict[str, object]:
        return {"category": self.category.currentData() or None,
                "level": self.level.currentData() or None,
                "discipline": self.discipline.currentData() or None,
                "text": self.search.text().strip() or None}

    def _found(self) -> set[str]:
        """The drills the filters let through; the search also finds a drill by the name
        of its rules as the interface writes them («пирамида Т» finds Pyramid T's)."""
        f = self.filters()
        found = {d.id for d in self._library.find(**f)}  # type: ignore[arg-type]
        text = f["text"]
        if isinstance(text, str):
            needle = text.casefold()
            rest = {**f, "text": None}
            found |= {d.id for d in self._library.find(**rest)  # type: ignore[arg-type]
                      if needle in discipline_name(d.discipline).casefold()}
        return found

    def refill(self, select: str | None = None) -> None:
        """Rebuild the list for the filters; keeps (or moves to) the selected drill."""
        extra = self.current_extra()
        keep = select or ("@" + extra.code if extra is not None else self.current_id())
        found = self._found()
        lang = self._language()
        self.tree.blockSignals(True)
        self.tree.clear()
        chosen = self._add_extras(keep)
        for pack in self._library.packs:
            drills = [d for d in pack.drills if d.id in found]
            if not drills:
                continue
            mine = pack.id in self._user_packs
            label = pack.title.get(lang) + ("  ·  " + self.tr("your pack") if mine else "")
            top = QTreeWidgetItem([label])
            top.setData(0, ID_ROLE, "")
            top.setFirstColumnSpanned(True)
            top.setData(0, Qt.ItemDataRole.UserRole + 1, pack.id)
            self.tree.addTopLevelItem(top)
            for d in drills:
                item = QTreeWidgetItem([d.title.get(lang), str(d.level)])
                item.setData(0, ID_ROLE, d.id)
                item.setToolTip(0, f"{d.title.get(lang)}\n{discipline_name(d.discipline)}\n{d.id}")
                top.addChild(item)
                if chosen is None and (keep is None or d.id == keep):
                    chosen = item
            top.setExpanded(True)
            top.setFirstColumnSpanned(True)
        first = self.tree.topLevelItem(0)
        if chosen is None and first is not None and self._shown_extras():  # only extras found
            chosen = first.child(0)
        self.tree.blockSignals(False)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        if chosen is not None:
            self.tree.setCurrentItem(chosen)
        self._show_current()

    def _shown_extras(self) -> list[Extra]:
        """The skill test and the weak-spot set, unless a filter rules them out."""
        f = self.filters()
        if f["category"] or f["level"] or f["discipline"]:
            return []
        text = f["text"]
        return [e for e in extras() if not isinstance(text, str) or e.matches(text)]

    def _add_extras(self, keep: str | None) -> QTreeWidgetItem | None:
        shown = self._shown_extras()
        if not shown:
            return None
        top = QTreeWidgetItem([group_title()])
        top.setData(0, ID_ROLE, "")
        self.tree.addTopLevelItem(top)
        top.setFirstColumnSpanned(True)
        chosen = None
        for e in shown:
            item = QTreeWidgetItem([e.title, ""])
            item.setData(0, ID_ROLE, "")
            item.setData(0, EXTRA_ROLE, e.code)
            item.setToolTip(0, e.title)
            top.addChild(item)
            if keep == "@" + e.code:
                chosen = item
        top.setExpanded(True)
        return chosen

    def current_extra(self) -> Extra | None:
        """The skill test or the weak-spot set, when it is the entry chosen."""
        item = self.tree.currentItem()
        code = item.data(0, EXTRA_ROLE) if item is not None else None
        return next((e for e in extras() if e.code == code), None) if code else None

    def select_extra(self, code: str) -> bool:
        self.refill("@" + code)
        extra = self.current_extra()
        return extra is not None and extra.code == code

    def visible_extras(self) -> list[str]:
        return [e.code for e in self._shown_extras()]

    def current_id(self) -> str | None:
        item = self.tree.currentItem()
        value = item.data(0, ID_ROLE) if item is not None else None
        return str(value) if value else None

    def current_drill(self) -> Drill | None:
        drill_id = self.current_id()
        return next((d for d in self._library.drills() if d.id == drill_id), None)

    def current_pack(self) -> str | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        top = item.parent() or item
        value = top.data(0, Qt.ItemDataRole.UserRole + 1)
        return str(value) if value else None

    def select(self, drill_id: str) -> bool:
        self.refill(drill_id)
        return self.current_id() == drill_id

    def visible_ids(self) -> list[str]:
        out = []
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            children = (top.child(k) for k in range(top.childCount())) if top else ()
            out += [str(c.data(0, ID_ROLE)) for c in children
                    if c is not None and c.data(0, ID_ROLE)]
        return out

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    # ---------------------------------------------------------------- display
    def _show_current(self) -> None:
        extra = self.current_extra()
        if extra is not None:
            self._show_extra(extra)
            return
        self.start_button.setText(self.tr("Set up on the table"))
        self.table_button.setText(self.tr("At a real table"))
        self.table_button.setToolTip(self.tr("Play the drill on a real table and enter each "
                                             "attempt here (Ctrl+T)"))
        for w in (self.preview, self.difficulty, self.edit_button, self.table_button):
            w.show()
        drill = self.current_drill()
        self.difficulty.set_drill(drill)
        self.start_button.setEnabled(drill is not None)
        self.table_button.setEnabled(drill is not None)
        self.edit_button.setEnabled(drill is not None)
        self.export_button.setEnabled(self.current_pack() is not None)
        if drill is None:
            self.title.setText(self.tr("Choose a drill"))
            self.facts.setText("")
            self.details.setText(self.tr("Pick a drill on the left to see its table and its "
                                         "goal."))
            self.preview.set_ball_layout({})
            self.preview.set_marks(NO_MARKS)
            return
        lang = self._language()
        mine = self.current_pack() in self._user_packs
        self.edit_button.setText(self.tr("Edit") if mine else self.tr("Edit a copy"))
        self.title.setText(drill.title.get(lang))
        self.facts.setText(drill_facts(drill))
        layout = attempt_layout(drill, 1, self.preview.spec)
        self.preview.set_pyramid_t(drill.discipline == Discipline.PYRAMID_T)
        self.preview.set_ball_layout(layout)
        self.preview.set_marks(goal_marks(drill, layout))
        lines = [drill.instructions.get(lang), "", "◎ " + goal_text(drill.goal),
                 cue_text(drill.cue)]
        if drill.solutions:
            lines.append(self.tr("A solution is recorded: \"Show me\" can play it."))
        self.details.setText("\n".join(lines))

    def _show_extra(self, extra: Extra) -> None:
        # Not a drill: no table to preview, no level to estimate, nothing to edit.
        self.difficulty.set_drill(None)
        for w in (self.preview, self.difficulty, self.edit_button, self.table_button):
            w.hide()
        self.start_button.setEnabled(True)
        self.start_button.setText(extra.start)
        self.edit_button.setEnabled(False)
        self.export_button.setEnabled(False)
        self.title.setText(extra.title)
        self.facts.setText("")
        self.details.setText(extra.details)
        self.preview.set_ball_layout({})
        self.preview.set_marks(NO_MARKS)

    def _activate(self, item: QTreeWidgetItem) -> None:
        code = item.data(0, EXTRA_ROLE)
        if code:
            self.extra.emit(str(code))
            return
        drill_id = item.data(0, ID_ROLE)
        if drill_id:
            self.start.emit(str(drill_id))

    def _start_current(self) -> None:
        extra = self.current_extra()
        if extra is not None:
            self.extra.emit(extra.code)
            return
        drill_id = self.current_id()
        if drill_id:
            self.start.emit(drill_id)

    def _table_current(self) -> None:
        drill_id = self.current_id()
        if drill_id:
            self.at_table.emit(drill_id)

    def _edit_current(self) -> None:
        drill_id = self.current_id()
        if drill_id:
            self.edit_drill.emit(drill_id)

    def _export_current(self) -> None:
        pack = self.current_pack()
        if pack:
            self.export_pack.emit(pack)

    def retranslate(self) -> None:
        self.search.setPlaceholderText(self.tr("Search by name or id…"))
        combos = (
            (self.category, self.tr("All categories"),
             [(c, category_name(c)) for c in CATEGORIES]),
            (self.level, self.tr("All levels"),
             [(n, self.tr("Level %1").replace("%1", str(n)))
              for n in range(LEVELS[0], LEVELS[1] + 1)]),
            (self.discipline, self.tr("All disciplines"),
             [(d, discipline_name(d)) for d in DISCIPLINES]),
        )
        for combo, everything, items in combos:
            current = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(everything, None)
            for value, text in items:
                combo.addItem(text, value)
            index = combo.findData(current)
            combo.setCurrentIndex(max(0, index))
            combo.blockSignals(False)
        self.tree.setHeaderLabels([self.tr("Drill"), self.tr("Level")])
        self.start_button.setText(self.tr("Set up on the table"))
        self.table_button.setText(self.tr("At a real table"))
        self.table_button.setToolTip(self.tr("Play the drill on a real table and enter each "
                                             "attempt here (Ctrl+T)"))
        self.new_button.setText(self.tr("New drill…"))
        self.import_button.setText(self.tr("Import pack…"))
        self.export_button.setText(self.tr("Export pack…"))
        self.refill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "notice"):
            self.retranslate()
        super().changeEvent(event)


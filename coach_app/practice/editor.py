"""The drill editor: set a drill up on the table, describe it, test it, save it.

A coach places and drags balls, draws the target zone, clicks the target pockets and the
order of balls, writes the title and instructions in both languages and chooses the rules.
"Test play" opens the drill on the practice table at once, without saving; "Save" puts it
into the user's pack. The drill is built as plain data and checked by the same validation
as any pack file (``drills.schema.parse_drill``), so the editor can never save a drill the
library would refuse, and a problem is shown in words with the field it concerns.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from coach_app.cueing.evented import Aspects
from coach_app.practice.editor_form import DrillForm
from coach_app.practice.editor_model import Edit, Slate, SlateAspect, Tool, mm
from coach_app.practice.editor_solution import SolutionRow
from coach_app.practice.goal_marks import GoalMarks
from coach_app.practice.goal_view import GoalTableView
from coach_app.practice.texts import problem_text
from coach_app.qtkit.tasks import Tasks
from drills.fields import DrillError
from drills.model import Drill, Zone
from drills.schema import dump_drill, parse_drill
from drills.setup import attempt_layout
from simulation.balls import ALL_BALLS, CUE
from simulation.errors import InputError
from simulation.racks import standard_rack
from simulation.rules.vocab import Discipline

Vec = tuple[float, float]
#: Goals that use the table's pockets, order and zone (docs/drills.md, "Goals").
USES_POCKETS = ("pot", "cue_pot", "sequence", "position")
USES_ZONE = ("pot", "sequence", "position", "break")
NEW_DRILL: dict[str, Any] = {
    "id": "my.new-drill", "category": "potting", "level": 1, "discipline": "combined",
    "cue": "fixed", "attempts": 5,
    "title": {"ru": "Новое упражнение", "en": "New drill"},
    "instructions": {"ru": "Забейте шар 1 в отмеченную лузу.",
                     "en": "Pocket ball 1 into the marked pocket."},
    "goal": {"type": "pot", "ball": "1"}, "scoring": {"mode": "success", "points": 1},
}
NEW_BALLS: dict[str, Vec] = {CUE: (-0.8, -0.1), "1": (0.9, 0.45)}


class DrillEditor(QWidget):
    """``test_play(Drill)``, ``save_requested(data, replaces)`` and ``back``."""

    test_play = Signal(object)
    save_requested = Signal(object, str)
    back = Signal()

    def __init__(self, language: Callable[[], str] = lambda: "en",
                 parent: QWidget | None = None, tasks: Tasks | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("drillEditor")
        self._language = language
        self.view = GoalTableView()
        self.spec = self.view.spec
        self.form = DrillForm()
        self.slate = Slate(self.spec)
        self.replaces = ""
        self.tools = QButtonGroup(self)
        self.tool_buttons: dict[Tool, QToolButton] = {}
        tools_row = QHBoxLayout()
        tools_row.setSpacing(3)
        for tool in Tool:
            button = QToolButton()
            button.setObjectName(f"tool_{tool.value}")
            button.setCheckable(True)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            self.tools.addButton(button)
            self.tool_buttons[tool] = button
            tools_row.addWidget(button)
            if tool is Tool.ADD:
                self.add_ball = QComboBox()
                self.add_ball.setObjectName("addBallCombo")
                # The tools row sets the window's minimum width (it stays under 780 px):
                # the chooser is sized for «биток» / "cue ball", the zone tool says "Zone".
                self.add_ball.setSizeAdjustPolicy(
                    QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
                self.add_ball.setMinimumContentsLength(5)
                for b in ALL_BALLS:
                    self.add_ball.addItem(b, b)
                tools_row.addWidget(self.add_ball)
        self.tool_buttons[Tool.MOVE].setChecked(True)
        self.clear_zone = QPushButton()
        self.clear_order = QPushButton()
        tools_row.addStretch(1)
        self.tool_hint = QLabel()
        self.tool_hint.setObjectName("toolHint")
        self.tool_hint.setWordWrap(True)
        hint_row = QHBoxLayout()
        hint_row.addWidget(self.tool_hint, 1)
        hint_row.addWidget(self.clear_zone)
        hint_row.addWidget(self.clear_order)
        left = QVBoxLayout()
        left.addLayout(tools_row)
        left.addLayout(hint_row)
        left.addWidget(self.view, 1)

        self.solution = SolutionRow(self.build, lambda: _physical(self._plain_data()),
                                    tasks=tasks)
        self.problems = QLabel()
        self.problems.setObjectName("editorProblems")
        self.problems.setWordWrap(True)
        self.status = QLabel()
        self.status.setObjectName("editorStatus")
        self.status.setWordWrap(True)
        self.test_button = QPushButton()
        self.test_button.setObjectName("testPlay")
        self.save_button = QPushButton()
        self.save_button.setObjectName("saveDrill")
        self.back_button = QPushButton()
        self.back_button.setObjectName("editorBack")
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form)
        right = QVBoxLayout()
        right.addWidget(scroll, 1)
        right.addWidget(self.solution)
        right.addWidget(self.problems)
        right.addWidget(self.status)
        row = QHBoxLayout()
        row.addWidget(self.test_button)
        row.addWidget(self.save_button)
        right.addLayout(row)
        right.addWidget(self.back_button)
        right_w = QWidget()
        right_w.setLayout(right)
        # Wide enough for the form's widest row (scoring: a combo and a number) in Russian.
        right_w.setMinimumWidth(360)
        right_w.setMaximumWidth(520)
        box = QHBoxLayout(self)
        box.addLayout(left, 1)
        box.addWidget(right_w)
        self._wire()
        self.slate.changed.connect(self._on_slate_changed)
        self.retranslate()
        self.new_drill()

    def _wire(self) -> None:
        self.view.pressed.connect(self._on_press)
        self.view.moved.connect(self._on_move)
        self.view.released.connect(self._on_release)
        self.tools.buttonClicked.connect(lambda _b: self._tool_changed())
        self.clear_zone.clicked.connect(lambda: self.slate.set_zone(None))
        self.clear_order.clicked.connect(self.slate.clear_order)
        self.form.changed.connect(self.changed)
        self.test_button.clicked.connect(self.test)
        self.save_button.clicked.connect(self.save)
        self.back_button.clicked.connect(self.back)

    # ------------------------------------------------------------ the drill
    def new_drill(self) -> None:
        self._load(dict(NEW_DRILL), dict(NEW_BALLS), None, ["BL"], [], "")
        self.solution.remember(())

    def load_drill(self, drill: Drill, own: bool) -> None:
        """Edit ``drill`` (one of the user's) or a copy of it (a built-in or shared one:
        saved under a new id). Scattered balls are fixed where attempt 1 puts them."""
        data = dump_drill(drill)
        balls = {} if drill.layout.rack else dict(attempt_layout(drill, 1, self.spec))
        if not own:
            data["id"] = ("my." + drill.id)[:64]
        g = drill.goal
        self._load(data, balls, g.zone, list(g.pockets), list(g.order),
                   drill.id if own else "")
        self.solution.remember(tuple(s for s in drill.solutions if s.attempt == 1))

    def _load(self, data: dict[str, Any], balls: dict[str, Vec], zone: Zone | None,
              pockets: list[str], order: list[str], replaces: str) -> None:
        self.slate.load(balls, zone, pockets, order)  # the form's balls follow the slate
        self.replaces = replaces
        self.form.load(data)
        self.status.clear()
        self.changed()

    def data(self) -> dict[str, Any]:
        """The drill as plain data (docs/drills.md), from the form and the table, with its
        solution when one was found for the drill as it is now."""
        data = self._plain_data()
        solutions = self.solution.solutions(_physical(data))
        if solutions:
            data["solutions"] = [s.to_data() for s in solutions]
        return data

    def _plain_data(self) -> dict[str, Any]:
        data, slate = self.form.data(), self.slate
        goal, kind = data["goal"], data["goal"]["type"]
        if kind == "break":
            data["layout"] = {"rack": "standard"}
            data["cue"] = "house"
        else:
            keep_cue = data["cue"] == "fixed"
            data["layout"] = {"balls": {b: list(p) for b, p in slate.balls.items()
                                        if keep_cue or b != CUE}}
        if kind in USES_POCKETS and slate.pockets:
            goal["pockets"] = list(slate.pockets)
        if kind == "sequence":
            goal["order"] = list(slate.order)
        if kind in USES_ZONE and slate.zone is not None:
            goal["zone"] = slate.zone.to_data()
        return data

    def build(self) -> Drill | None:
        """The drill if it is valid; otherwise the problem is shown and None returned."""
        data = self.data()
        try:
            return parse_drill(data, self.spec, source="editor")
        except InputError as exc:
            self.show_problems([DrillError("", str(data.get("id") or "?"), exc.field,
                                           exc.message)])
            return None

    def test(self) -> bool:
        drill = self.build()
        if drill is not None:
            self.test_play.emit(drill)
        return drill is not None

    def save(self) -> bool:
        if self.build() is None:
            return False
        self.save_requested.emit(self.data(), self.replaces)
        return True

    def saved(self, text: str) -> None:
        """Called back after a save: later saves replace this drill."""
        self.replaces = self.form.drill_id.text().strip()
        self.problems.clear()
        self.status.setText(text)

    def show_problems(self, problems: Iterable[DrillError]) -> None:
        self.status.clear()
        self.problems.setText("\n\n".join(problem_text(p) for p in problems))

    # ------------------------------------------------------------ the table
    def tool(self) -> Tool:
        return next(t for t, b in self.tool_buttons.items() if b.isChecked())

    def set_tool(self, tool: Tool) -> None:
        self.tool_buttons[tool].setChecked(True)
        self._tool_changed()

    def racked(self) -> bool:
        return self.form.goal_kind() == "break"

    def ball_to_add(self) -> str:
        return str(self.add_ball.currentData())

    def put_ball(self, ball: str, pos: Vec) -> None:
        following = self.slate.put_ball(ball, pos)
        if following is not None:
            self.add_ball.setCurrentIndex(self.add_ball.findData(following))

    def _on_press(self, pos: Vec, button: Qt.MouseButton) -> None:
        """A press on the table: the slate says what the tool does, the editor shows it."""
        ball = self.view.ball_at(pos)
        pocket = self.view.pocket_at(pos, reach=0.15) if self.tool() is Tool.POCKETS else None
        edit = self.slate.press(self.tool(), pos, ball, pocket,
                                left=button == Qt.MouseButton.LeftButton,
                                right=button == Qt.MouseButton.RightButton,
                                racked=self.racked())
        if edit is Edit.REMOVE and ball is not None:
            self.slate.remove_ball(ball)
        elif edit is Edit.PUT:
            self.put_ball(self.ball_to_add(), mm(pos))

    def _on_move(self, pos: Vec, buttons: Qt.MouseButton) -> None:
        self.slate.move(pos, bool(buttons & Qt.MouseButton.LeftButton))

    def _on_release(self, pos: Vec, button: Qt.MouseButton) -> None:
        self.slate.release(pos, button == Qt.MouseButton.LeftButton)

    def _on_slate_changed(self, aspects: Aspects) -> None:
        if aspects - {SlateAspect.PREVIEW}:
            self.changed()
        else:
            self.refresh_table()

    def changed(self) -> None:
        """Anything was edited (the slate or the form): redraw, and forget problems that
        may be fixed now."""
        self.form.set_balls(self.slate.object_balls())
        self.problems.clear()
        self.refresh_table()
        if hasattr(self, "solution"):
            self.solution.show_state()

    def refresh_table(self) -> None:
        kind = self.form.goal_kind()
        slate = self.slate
        layout = standard_rack(self.spec) if kind == "break" else dict(slate.balls)
        self.view.set_pyramid_t(self.form.discipline.currentData() == Discipline.PYRAMID_T)
        self.view.set_ball_layout(layout)
        in_hand = self.form.cue.currentData() != "fixed" or kind == "break"
        self.view.set_dimmed(frozenset({CUE}) if in_hand else frozenset())
        ball = self.form.ball.currentData()
        zone = slate.zone_preview or (slate.zone if kind in USES_ZONE else None)
        labels = tuple((b, str(i + 1)) for i, b in enumerate(slate.order)) \
            if kind == "sequence" else ()
        self.view.set_marks(GoalMarks(
            zones=(zone,) if zone is not None else (),
            pockets=frozenset(slate.pockets) if kind in USES_POCKETS else frozenset(),
            targets=frozenset({ball}) if ball and kind in ("pot", "cue_pot", "position")
            else frozenset(), labels=labels))

    def _tool_changed(self) -> None:
        hints = {
            Tool.MOVE: self.tr("Drag a ball to move it. Right-click a ball to take it off."),
            Tool.ADD: self.tr("Click on the table to put the chosen ball there."),
            Tool.ZONE: self.tr("Drag a rectangle: the cue ball must stop in it. A click "
                               "clears it."),
            Tool.POCKETS: self.tr("Click pockets to mark or unmark them as targets (none "
                                  "marked: any pocket)."),
            Tool.ORDER: self.tr("Click balls in the order they must be pocketed; click "
                                "again to take one out."),
        }
        self.tool_hint.setText(hints[self.tool()])

    def retranslate(self) -> None:
        names = {Tool.MOVE: self.tr("Move"), Tool.ADD: self.tr("Add ball"),
                 Tool.ZONE: self.tr("Zone"), Tool.POCKETS: self.tr("Pockets"),
                 Tool.ORDER: self.tr("Order")}
        for tool, button in self.tool_buttons.items():
            button.setText(names[tool])
        self.clear_zone.setText(self.tr("Clear zone"))
        self.clear_order.setText(self.tr("Clear order"))
        cue = self.add_ball.findData(CUE)
        if cue >= 0:  # the cue ball by name, not by its code
            self.add_ball.setItemText(cue, self.tr("cue ball"))
        self.problems.setStyleSheet("color: #b03020;")
        self.status.setStyleSheet("color: #1d7a2e;")
        self.test_button.setText(self.tr("Test play"))
        self.save_button.setText(self.tr("Save to my pack"))
        self.back_button.setText(self.tr("Back to the drills"))
        self._tool_changed()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "tool_hint"):
            self.retranslate()
        super().changeEvent(event)

    def shutdown(self) -> None:
        self.solution.shutdown()


#: What a solution does not depend on: words and bookkeeping; edit these freely.
_WORDS = ("id", "title", "instructions", "level", "category", "progression", "attempts")


def _physical(data: dict[str, Any]) -> dict[str, Any]:
    """The part of a drill's data a solution is proved against."""
    return {k: v for k, v in data.items() if k not in _WORDS and k != "solutions"}

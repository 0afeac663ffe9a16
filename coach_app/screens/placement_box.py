"""The free table's set-up controls: the racks to start from, the balls to put on or take
off, and "save this position as a drill".

Only widgets and their words; the free table screen wires them to its model
(:class:`~coach_app.screens.free_table_model.FreeTableModel`) and calls :meth:`show_table`
whenever the table changed, so the palette always shows which balls are on.
"""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QEvent, QPointF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from coach_app.cueing.free_placement import Preset
from coach_app.table.painting import paint_ball
from coach_app.table.style import TableStyle
from coach_app.words.names import ball_name
from simulation.balls import ALL_BALLS

#: Palette buttons per row: two rows of eight fit the side panel.
PER_ROW = 8
ICON_PX = 22


def ball_icon(ball: str, pyramid_t: bool, on_table: bool) -> QIcon:
    """The ball as drawn on the table; greyed when it is off the table."""
    pix = QPixmap(ICON_PX, ICON_PX)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    paint_ball(p, ball, QPointF(ICON_PX / 2 - 1, ICON_PX / 2 - 1), ICON_PX / 2 - 2,
               TableStyle(), pyramid_t=pyramid_t, dimmed=not on_table)
    if not on_table:
        p.setOpacity(0.55)
        p.fillRect(pix.rect(), QColor(240, 240, 240))
    p.end()
    return QIcon(pix)


class PlacementBox(QGroupBox):
    """``preset_chosen(Preset)`` (the rack button), ``ball_toggled(ball, on)`` (a palette
    button: put the ball on or take it off), ``remove_selected()`` and ``save_drill()``."""

    preset_chosen = Signal(object)
    ball_toggled = Signal(str, bool)
    remove_selected = Signal()
    save_drill = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("placementBox")
        self.preset = QComboBox()
        self.preset.setObjectName("presetCombo")
        self.preset.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for preset in Preset:
            self.preset.addItem("", preset.value)
        self.rack = QPushButton()
        self.rack.setObjectName("rackButton")
        self.rack.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.rack.clicked.connect(lambda: self.preset_chosen.emit(self.chosen_preset()))
        row = QHBoxLayout()
        row.addWidget(self.preset, 1)
        row.addWidget(self.rack)

        self.balls: dict[str, QToolButton] = {}
        grid = QGridLayout()
        grid.setSpacing(2)
        for i, ball in enumerate(ALL_BALLS):
            b = QToolButton()
            b.setObjectName(f"palette_{ball}")
            b.setCheckable(True)
            b.setAutoRaise(True)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setIconSize(QSize(ICON_PX, ICON_PX))
            b.clicked.connect(lambda on, name=ball: self.ball_toggled.emit(name, on))
            grid.addWidget(b, i // PER_ROW, i % PER_ROW)
            self.balls[ball] = b
        self.remove = QPushButton()
        self.remove.setObjectName("removeBall")
        self.remove.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.remove.clicked.connect(self.remove_selected)
        self.save = QPushButton()
        self.save.setObjectName("saveAsDrill")
        self.save.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.save.clicked.connect(self.save_drill)

        box = QVBoxLayout(self)
        box.addLayout(row)
        box.addLayout(grid)
        box.addWidget(self.remove)
        box.addWidget(self.save)
        self._shown: tuple[frozenset[str], bool] | None = None
        self.retranslate()

    def chosen_preset(self) -> Preset:
        return Preset(self.preset.currentData())

    def show_table(self, on_table: Collection[str], pyramid_t: bool,
                   selected: str | None, enabled: bool) -> None:
        """The palette after a change: which balls are on, in which colours."""
        key = (frozenset(on_table), pyramid_t)
        if key != self._shown:
            self._shown = key
            for ball, button in self.balls.items():
                on = ball in on_table
                button.setChecked(on)
                button.setIcon(ball_icon(ball, pyramid_t, on))
            self._tooltips()
        self.remove.setEnabled(enabled and selected is not None and selected in on_table)
        self.remove.setText(self.tr("Take off %1 (Delete)").replace("%1", ball_name(selected))
                            if selected is not None and selected in on_table
                            else self.tr("Take off the selected ball (Delete)"))
        for w in (self.preset, self.rack, self.save, *self.balls.values()):
            w.setEnabled(enabled)

    def _tooltips(self) -> None:
        on = self._shown[0] if self._shown is not None else frozenset()
        for ball, button in self.balls.items():
            name = ball_name(ball)
            button.setToolTip(
                self.tr("%1 is on the table: click to take it off").replace("%1", name)
                if ball in on else
                self.tr("Put %1 on the table (it appears on the spotting line; drag it "
                        "where you want it)").replace("%1", name))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Set up the table"))
        names = {
            Preset.STANDARD: self.tr("Standard rack"),
            Preset.PYRAMID_T: self.tr("Pyramid T rack"),
            Preset.EMPTY: self.tr("Empty table"),
            Preset.CUE_ONLY: self.tr("Cue ball only"),
        }
        tips = {
            Preset.STANDARD: self.tr("Fifteen balls in a triangle, apex on the back spot, the "
                                     "cue ball in hand in the house (General rules 9.1): Free, "
                                     "Combined, Dynamic and the Classic games"),
            Preset.PYRAMID_T: self.tr("The coloured rack of Pyramid T (its clause 3) and the "
                                      "ivory cue ball"),
            Preset.EMPTY: self.tr("No balls: put on the ones you want from the palette"),
            Preset.CUE_ONLY: self.tr("Only the cue ball, in hand in the house"),
        }
        for i in range(self.preset.count()):
            preset = Preset(self.preset.itemData(i))
            self.preset.setItemText(i, names[preset])
            self.preset.setItemData(i, tips[preset], Qt.ItemDataRole.ToolTipRole)
        self.preset.setToolTip(self.tr("The rack to set up"))
        self.rack.setText(self.tr("Set up"))
        self.rack.setToolTip(self.tr("Set the chosen rack up on the table (undo brings the "
                                     "table back)"))
        self.remove.setToolTip(self.tr("Takes the selected ball off the table; the Delete "
                                       "key does the same"))
        self.save.setText(self.tr("Save as a drill…"))
        self.save.setToolTip(self.tr("Open this position in the drill editor, to describe it "
                                     "and save it into your own drills"))
        self._tooltips()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "balls"):
            self.retranslate()
        super().changeEvent(event)

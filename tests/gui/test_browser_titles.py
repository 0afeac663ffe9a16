"""Every drill's name reads whole in the drill browser at 1024×640, in Russian and English
(a third "rules" column cut every long Russian title to «Разбой: …»)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItemIterator


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_drill_titles_are_not_cut_at_1024(qtbot, make_window, lang):
    window = make_window(None, lang, (1024, 640))
    window.show_page("practice")
    qtbot.wait(50)
    tree = window.findChild(QTreeWidget, "drillList")
    assert tree is not None and tree.isVisible()
    metrics = QFontMetrics(tree.font())
    cut = []
    it = QTreeWidgetItemIterator(tree)
    while it.value() is not None:
        item = it.value()
        if item.parent() is not None:  # a drill, not its library's heading
            rect = tree.visualItemRect(item)
            width = tree.header().sectionSize(0) - (rect.x() - tree.header().sectionPosition(0))
            if metrics.horizontalAdvance(item.text(0)) > width - 8:
                cut.append(item.text(0))
        it += 1
    assert not cut, f"cut short at 1024 px: {cut[:5]}"

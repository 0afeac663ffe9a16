"""A page of the main window that is built the first time it is needed.

The Review and Progress pages pull in matplotlib and the history store, which together
take seconds to import; building them only when the user opens them (or a test asks for
them) keeps the window's cold start within its budget.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget


class LazyPage(QWidget):
    """Holds the place of a page in the window's stack; ``screen`` builds it on demand.

    ``back``, ``set_up_position`` and ``train_weak_spots`` relay the built screen's own
    signals of those names, so the window can connect to them before the screen exists.
    """

    back = Signal()
    set_up_position = Signal(object, bool)
    train_weak_spots = Signal(str)

    def __init__(self, build: Callable[[], QWidget], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._build = build
        self._screen: Any = None
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(0, 0, 0, 0)

    @property
    def built(self) -> bool:
        return self._screen is not None

    @property
    def screen(self) -> Any:
        if self._screen is None:
            self._screen = self._build()
            self._box.addWidget(self._screen)
            for name in ("back", "set_up_position", "train_weak_spots"):
                own = getattr(self._screen, name, None)
                if own is not None:
                    own.connect(getattr(self, name))
        return self._screen

    def reset(self) -> None:
        """Forget the built screen (its inputs changed); the next use builds it anew."""
        if self._screen is not None:
            old, self._screen = self._screen, None
            if hasattr(old, "shutdown"):
                old.shutdown()
            self._box.removeWidget(old)
            old.deleteLater()
            if self.isVisible():
                self.screen  # noqa: B018 - on screen now: rebuild at once

    def showEvent(self, event: QShowEvent) -> None:
        self.screen  # noqa: B018 - building on first show is the point
        super().showEvent(event)

    def shutdown(self) -> None:
        if self._screen is not None and hasattr(self._screen, "shutdown"):
            self._screen.shutdown()

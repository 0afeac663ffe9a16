"""Models that say what changed: a tiny event mechanism with no Qt in it.

A screen's model owns its state and its rules; the widgets subscribe to it and draw what
it holds, so no widget has to remember to redraw after a change (napari's evented layers
and their Qt controls are the pattern). The models stay importable and testable without
Qt, a window or an event loop (tests/models/ play a whole frame on them), which is why
this is a plain callback list and not a Qt signal.

A model calls :meth:`Evented.touch` with the aspects it changed; the subscribers of
:attr:`Evented.changed` get the set of aspects, once per change, or once per
:meth:`Evented.batch` however many changes the batch made.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Generic, TypeVar

T = TypeVar("T")


class Emitter(Generic[T]):
    """Callbacks called in the order connected. A bound method is held weakly (a widget
    that is gone stops listening); a plain function or lambda is held as given."""

    def __init__(self) -> None:
        self._slots: list[Callable[[], Callable[[T], object] | None]] = []

    def connect(self, slot: Callable[[T], object]) -> None:
        if hasattr(slot, "__self__") and hasattr(slot, "__func__"):
            self._slots.append(weakref.WeakMethod(slot))
        else:
            self._slots.append(lambda: slot)

    def disconnect(self, slot: Callable[[T], object]) -> None:
        self._slots = [ref for ref in self._slots if ref() not in (slot, None)]

    def emit(self, value: T) -> None:
        for ref in list(self._slots):
            slot = ref()
            if slot is not None:
                slot(value)


Aspects = frozenset[str]


class Evented:
    """Base of the screen models: ``changed`` carries the aspects (strings, usually a
    model's StrEnum members) that changed."""

    def __init__(self) -> None:
        self.changed: Emitter[Aspects] = Emitter()
        self._held: set[str] | None = None

    def touch(self, *aspects: str) -> None:
        """Say that ``aspects`` changed: now, or at the end of the batch under way."""
        if not aspects:
            return
        if self._held is not None:
            self._held.update(aspects)
            return
        self.changed.emit(frozenset(self._settle(set(aspects))))

    def _settle(self, aspects: set[str]) -> set[str]:
        """A subclass's chance to keep its invariants (and add the aspects that costs)
        before subscribers hear of a change."""
        return aspects

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Changes made inside are announced together, once, at the end (nested batches
        announce at the end of the outermost)."""
        if self._held is not None:
            yield
            return
        self._held = set()
        try:
            yield
        finally:
            held, self._held = self._held, None
            if held:
                self.changed.emit(frozenset(self._settle(held)))

"""Chart aggregates remembered per (database, filter, part) until the history changes.

Why: the progress page redraws often (another chart picked, the language switched, the
page shown again) and a year of history costs a few hundred milliseconds of SQL per
aggregate. A redraw should only draw. The cache is keyed by the history's *write stamp*, a
handful of index-only counts that change whenever a shot is recorded, an attempt or game
is finished, or a history is imported; a stale entry is therefore never served, and no
write path has to remember to invalidate anything.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

from sqlalchemy import func, select

from coach_app.store import models as m
from coach_app.store.opening import Store, writes

T = TypeVar("T")
Stamp = tuple[Any, ...]

#: Entries kept (filters x parts); each is a few kilobytes of aggregates.
CAPACITY = 64


def write_stamp(store: Store, player_id: str | None = None) -> Stamp:
    """Changes whenever the charts of ``player_id`` could: any write committed through this
    process (:attr:`Store.transaction` counts them: a finished attempt adds no row), or a
    newer shot or session written by another machine sharing the server (a set logged at
    a real table adds a session and no shot). A few index lookups, well under a millisecond
    on 100,000 shots. The filter itself, ``where`` included, is the rest of the key."""
    session = select(func.max(m.PracticeSession.started_at))
    if player_id is None:
        with store.sessions() as s:
            return (store.url, writes(store), s.execute(session).scalar())
    shot = select(func.max(m.Shot.taken_at)).where(m.Shot.player_id == player_id)
    session = session.where(m.PracticeSession.player_id == player_id)
    with store.sessions() as s:
        return (store.url, writes(store), s.execute(shot).scalar(),
                s.execute(session).scalar())


class ChartCache:
    """A small thread-safe LRU of aggregates; the worker thread fills it, the UI reads it."""

    def __init__(self, capacity: int = CAPACITY) -> None:
        self._capacity = capacity
        self._items: OrderedDict[Hashable, Any] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get(self, key: Hashable, compute: Callable[[], T]) -> T:
        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                self.hits += 1
                return self._items[key]
        value = compute()  # outside the lock: the UI thread never waits on SQL
        with self._lock:
            self.misses += 1
            self._items[key] = value
            while len(self._items) > self._capacity:
                self._items.popitem(last=False)
        return value

    def clear(self) -> None:
        with self._lock:
            self._items.clear()

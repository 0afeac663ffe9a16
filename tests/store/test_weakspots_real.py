"""Weak spots over attempts played at a real table: a real attempt at a single-pot drill is
a pot record placed by the drill's layout (no shot), so a planted weakness in a real-only
history is found, by where "real" and "all", and by "screen" not at all."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from coach_app.services.real_pots import drill_geometry, potted, real_pot_records
from coach_app.services.weak_spots import analyse
from coach_app.store import History, open_store
from coach_app.store.real_table import RealSet, log_real_set
from coach_app.store.records import Where
from drills.library import load_library

WHEN = datetime(2026, 11, 1, 18, 0, tzinfo=UTC)
#: The planted weakness: a 67° cut at 0.82 m (cell 60-90° x 0.5-1 m), 40 attempts all missed.
WEAK = "pot.cut-middle-60"
#: Drills in other cells, each 30 attempts, made as a player's trend says (fewer as the cut
#: and the distance grow, :func:`_made`): cuts of 0 to 59°, 0.4 to 2.5 m (the spin drills
#: pot too: 54° at 1.3 m, 41° at 1.4 m, 59° at 1.0 m).
OTHERS = ("pot.short-straight", "pot.cut-middle-15", "pot.cut-middle-30", "pot.long-middle",
          "pot.near-pocket", "pot.rail-long", "pot.long-straight", "pot.long-cut",
          "spin.right-draw-br-2", "spin.left-draw-ml-9", "spin.right-follow-ml-6")


def _drills():
    return {d.id: d for d in load_library().drills()}


def _made(drill_id: str, count: int) -> list[bool]:
    """``count`` attempts, the share made falling with the cut and the distance (0.97 for a
    straight short pot, 0.62 for a 59° cut at 1 m), the misses spread through the set."""
    cut, dist = drill_geometry(_drills()[drill_id])
    k = round(count * (0.99 - 0.005 * cut - 0.06 * dist))
    return [(i * k) // count != ((i + 1) * k) // count for i in range(count)]


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> str:
    path = tmp_path_factory.mktemp("weak_real") / "h.sqlite3"
    with open_store(path) as store:
        for n, drill in enumerate((WEAK, *OTHERS)):
            count = 40 if drill == WEAK else 30
            made = [False] * count if drill == WEAK else _made(drill, count)
            log_real_set(store, RealSet(
                "Ann", drill, drill, "potting", "", WHEN + timedelta(hours=n),
                Where("real", "Стол 1"),
                [(ok, "success" if ok else "missed", int(ok), {"potted": int(ok)})
                 for ok in made]))
        # A set at a sequence drill: no single pot, no record.
        log_real_set(store, RealSet("Ann", "run.free-3", "run", "potting", "",
                                    WHEN + timedelta(days=1), Where("real", None),
                                    [(True, "success", 3, {})] * 5))
    return f"sqlite:///{path}"


def test_a_single_pot_drill_has_the_geometry_of_its_layout() -> None:
    drills = _drills()
    cut, dist = drill_geometry(drills["pot.cut-45"])
    assert cut == pytest.approx(45.0, abs=0.01) and dist == pytest.approx(0.55, abs=0.01)
    assert drill_geometry(drills[WEAK]) == pytest.approx((67.22, 0.82), abs=0.01)
    for other in ("run.free-3", "pot.bank-middle", "house.1"):
        assert drill_geometry(drills[other]) is None, other


def test_what_counts_as_potted() -> None:
    assert potted(False, "missed", {"potted": 1}) is True  # the entry's balls decide
    assert potted(True, "success", {"potted": 0}) is False
    assert potted(False, "cue_outside_zone", {}) is True
    assert potted(False, "missed", None) is False and potted(None, None, None) is None


def test_real_attempts_become_pot_records(db: str) -> None:
    with open_store(db) as store:
        pid = History(store).player("Ann").id
        records = real_pot_records(store, pid, 1000)
    assert len(records) == 40 + 30 * len(OTHERS)  # the sequence drill's 5 are left out
    weak = [r for r in records if r.cut_deg > 60]
    assert len(weak) == 40 and not any(r.potted for r in weak)


@pytest.mark.parametrize("where", ["real", "all"])
def test_the_planted_real_weakness_is_named(db: str, where: str) -> None:
    with open_store(db) as store:
        pid = History(store).player("Ann").id
        found = analyse(store, pid, where=where)
    assert found.records == 40 + 30 * len(OTHERS)
    assert [(c.cut, c.distance) for c in found.weak] == [((60.0, 90.0), (0.5, 1.0))]
    top = found.weak[0]
    assert top.count == 40 and top.potted == 0 and top.bias_deg is None  # no stroke


def test_the_screen_scope_reads_no_real_attempt(db: str) -> None:
    with open_store(db) as store:
        pid = History(store).player("Ann").id
        found = analyse(store, pid, where="screen")
    assert found.records == 0 and found.weak == ()

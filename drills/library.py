"""The drill libraries: the built-in packs shipped with the program and the user's own.

Built-in packs live in ``drills/packs`` as package data (found through importlib.resources,
so an installed wheel works the same as a checkout). User packs are TOML or JSON files in a
folder the app chooses (its data directory); each is validated on its own and a bad one is
refused whole, reported, and leaves the rest of the library untouched, so one broken file
from a coach never hides the drills that work.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path

from drills.fields import DrillError
from drills.model import Drill, Pack
from drills.schema import check_pack, parse_bytes, read_data
from simulation.errors import InputError
from simulation.table import TableSpec

PACK_SUFFIXES = (".toml", ".json")


@dataclass(frozen=True)
class Library:
    """Packs in load order (built-in first) and the problems of the files refused."""

    packs: tuple[Pack, ...]
    problems: tuple[DrillError, ...] = ()

    def drills(self) -> Iterator[Drill]:
        for pack in self.packs:
            yield from pack.drills

    def ids(self) -> frozenset[str]:
        return frozenset(d.id for d in self.drills())

    def get(self, drill_id: str) -> Drill:
        for d in self.drills():
            if d.id == drill_id:
                return d
        raise InputError("id", f"no drill {drill_id!r} (see 'pyramid-coach drills list')")

    def find(self, *, category: str | None = None, level: int | None = None,
             discipline: str | None = None, text: str | None = None) -> list[Drill]:
        """The browser's filter: every given criterion must hold; ``text`` searches ids and
        titles in both languages, case-insensitively."""
        needle = text.casefold() if text else None
        out = []
        for d in self.drills():
            if (category and d.category != category) or (level and d.level != level):
                continue
            if discipline and d.discipline != discipline:
                continue
            if needle and not any(needle in s.casefold()
                                  for s in (d.id, d.title.ru, d.title.en)):
                continue
            out.append(d)
        return out


def builtin_packs(table: TableSpec | None = None) -> tuple[Pack, ...]:
    """The shipped packs. A problem here is a bug in the program, so it raises."""
    folder = files("drills") / "packs"
    entries = sorted((e for e in folder.iterdir() if e.name.endswith(PACK_SUFFIXES)),
                     key=lambda e: e.name)
    packs: list[Pack] = []
    known: set[str] = set()
    datas = [(e.name, parse_bytes(e.read_bytes(), e.name)) for e in entries]
    all_ids = frozenset(str(d.get("id")) for _, data in datas if isinstance(data, dict)
                        for d in data.get("drills", []) if isinstance(d, dict))
    for name, data in datas:
        problems, pack = check_pack(data, name, all_ids, table)
        if problems:
            raise problems[0]
        assert pack is not None
        clash = known & {d.id for d in pack.drills}
        if clash:
            raise DrillError(name, sorted(clash)[0], "id", "is used by another built-in pack")
        known |= {d.id for d in pack.drills}
        packs.append(pack)
    return tuple(packs)


def user_pack_files(folder: str | Path) -> list[Path]:
    p = Path(folder)
    if not p.is_dir():
        return []
    return sorted(f for f in p.iterdir() if f.is_file() and f.suffix.lower() in PACK_SUFFIXES)


def load_library(user_dir: str | Path | None = None, table: TableSpec | None = None
                 ) -> Library:
    """The built-in packs plus every valid pack in ``user_dir``. A user drill may not reuse
    a built-in id or another user pack's id (the file is refused and reported)."""
    packs = list(builtin_packs(table))
    problems: list[DrillError] = []
    if user_dir is not None:
        for path in user_pack_files(user_dir):
            taken = {d.id for p in packs for d in p.drills}
            try:
                found, pack = check_pack(read_data(path), path.name, frozenset(taken), table)
            except DrillError as exc:
                problems.append(exc)
                continue
            except Exception as exc:  # a user's file must never take the library down
                problems.append(DrillError(path.name, None, "", "cannot be read as a pack "
                                           f"({type(exc).__name__})"))
                continue
            if found:
                problems.extend(found)
                continue
            assert pack is not None
            clash = sorted(taken & {d.id for d in pack.drills})
            if clash:
                problems.append(DrillError(path.name, clash[0], "id",
                                           "is already used by another pack"))
                continue
            packs.append(pack)
    return Library(tuple(packs), tuple(problems))

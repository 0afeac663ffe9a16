"""The user's own drill packs: where they live, importing, exporting and saving into them.

Qt-free, so every rule about files is tested without a window. A pack file is accepted or
refused whole, exactly as ``drills.library.load_library`` would later judge it (same
validation, same id rules), and nothing in the folder changes unless it is accepted: a bad
or hostile file from a coach can never damage the packs a student already has.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path
from typing import Any

from coach_app.files import atomic
from coach_app.files.folders import data_folder
from drills import tomlw
from drills.fields import DrillError
from drills.library import PACK_SUFFIXES, Library
from drills.model import Pack
from drills.schema import FORMAT_VERSION, check_pack, dump_drill, read_data

#: The pack the editor saves into unless the user picks another of their packs.
USER_PACK_ID = "my-drills"
USER_PACK_FILE = f"{USER_PACK_ID}.toml"
USER_PACK_TITLE = {"ru": "Мои упражнения", "en": "My drills"}


def default_drills_dir() -> Path:
    """``drills`` in the user's data folder (:mod:`coach_app.files.folders`)."""
    return data_folder() / "drills"


def builtin_count() -> int:
    """How many packs ship with the program: ``load_library`` lists them first."""
    folder = files("drills") / "packs"
    return sum(1 for e in folder.iterdir() if e.name.endswith(PACK_SUFFIXES))


def user_packs(library: Library) -> tuple[Pack, ...]:
    return library.packs[builtin_count():]


def is_user_pack(library: Library, pack: Pack) -> bool:
    return any(p is pack for p in user_packs(library))


@dataclass(frozen=True)
class Outcome:
    """What a file operation did: the file written (and whether it replaced a pack of the
    same id), or every problem that stopped it."""

    path: Path | None = None
    problems: tuple[DrillError, ...] = ()
    replaced: bool = False
    pack_id: str = ""
    #: Set when the import was refused only because a pack of the user's has the same id:
    #: the caller may ask and import again with ``replace=True``.
    conflict: str = ""
    #: Where the replaced pack was kept (``backups/`` in the user's drills folder).
    backup: Path | None = None

    @property
    def ok(self) -> bool:
        return self.path is not None and not self.problems


def pack_data(pack: Pack) -> dict[str, Any]:
    """A pack back to plain data, ready for ``tomlw.dumps`` or ``json.dumps``."""
    return {"pack": {"id": pack.id, "title": {"ru": pack.title.ru, "en": pack.title.en},
                     "format": FORMAT_VERSION},
            "drills": [dump_drill(d) for d in pack.drills]}


def _write(path: Path, text: str) -> None:
    """Write through a temporary file and rename, so a failure leaves the old file whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic.write_text(path, text)


def dumps(data: Mapping[str, Any], suffix: str) -> str:
    if suffix.lower() == ".json":
        return json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    return tomlw.dumps(data, "Pyramid Coach drill pack (docs/drills.md).")


def export_pack(pack: Pack, dest: str | Path) -> Outcome:
    """Write ``pack`` to ``dest`` (TOML, or JSON for a ``.json`` name)."""
    path = Path(dest)
    if path.suffix.lower() not in PACK_SUFFIXES:
        path = path.with_suffix(".toml")
    try:
        _write(path, dumps(pack_data(pack), path.suffix))
    except OSError as exc:
        return Outcome(problems=(DrillError(path.name, None, "", f"cannot write the file: "
                                            f"{exc.strerror}"),))
    return Outcome(path, pack_id=pack.id)


def _others(library: Library, folder: Path, skip: str | None) -> frozenset[str]:
    """Drill ids of every pack except the user pack with id ``skip`` (being replaced)."""
    keep = [p for p in library.packs if not (skip and p.id == skip and is_user_pack(library, p))]
    return frozenset(d.id for p in keep for d in p.drills)


def _accept(data: Any, name: str, library: Library, folder: Path
            ) -> tuple[Pack | None, Pack | None, tuple[DrillError, ...]]:
    """(the pack, the user pack it replaces, problems): ``load_library``'s rules."""
    head = data.get("pack") if isinstance(data, Mapping) else None
    pack_id = head.get("id") if isinstance(head, Mapping) else None
    old = next((p for p in user_packs(library) if p.id == pack_id), None)
    taken = _others(library, folder, old.id if old else None)
    problems, pack = check_pack(data, name, taken)
    if problems or pack is None:
        return None, old, tuple(problems)
    clash = sorted(taken & {d.id for d in pack.drills})
    if clash:
        return None, old, (DrillError(name, clash[0], "id", "is already used by another "
                                      "pack"),)
    return pack, old, ()


BACKUP_DIR = "backups"


def _backup(folder: Path, source: str) -> Path:
    """Copy a user pack into ``backups/`` (not loaded as a pack: the library reads only the
    folder itself) under a name that never overwrites an earlier backup."""
    from datetime import datetime

    old = folder / source
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    dest_dir = folder / BACKUP_DIR
    dest_dir.mkdir(parents=True, exist_ok=True)
    n = 0
    while True:
        dest = dest_dir / f"{old.stem}-{stamp}{f'-{n}' if n else ''}{old.suffix}"
        if not dest.exists():
            break
        n += 1
    _write(dest, old.read_text(encoding="utf-8"))
    return dest


def import_pack(source: str | Path, folder: str | Path, library: Library,
                replace: bool = False) -> Outcome:
    """Validate ``source`` and copy it into ``folder`` as ``<pack id>.toml``. Refused:
    nothing is written.

    A pack of the user's with the same id (a coach's update, or a pack that merely shares
    the name, like ``my-drills``) is never replaced silently: without ``replace`` the
    import is refused with ``conflict`` set, so the caller can ask; with it, the old file is
    first copied into ``backups/`` (``Outcome.backup``)."""
    src, folder = Path(source), Path(folder)
    if src.suffix.lower() not in PACK_SUFFIXES:
        return Outcome(problems=(DrillError(src.name, None, "", "is not a drill pack: the "
                                            "name must end in .toml or .json"),))
    try:
        data = read_data(src)
    except DrillError as exc:
        return Outcome(problems=(exc,))
    pack, old, problems = _accept(data, src.name, library, folder)
    if pack is None:
        return Outcome(problems=problems)
    if old is not None and not replace:
        return Outcome(problems=(DrillError(src.name, None, "pack.id", f"a pack {old.id!r} "
                                            "of yours already exists; import again choosing "
                                            "to replace it (a backup is kept)"),),
                       pack_id=pack.id, conflict=old.id)
    dest = folder / f"{pack.id}.toml"
    backup = None
    try:
        if old is not None and old.source and (folder / old.source).is_file():
            backup = _backup(folder, old.source)
        _write(dest, dumps(pack_data(pack), ".toml"))
        if old is not None and old.source and (folder / old.source) != dest:
            (folder / old.source).unlink(missing_ok=True)
    except OSError as exc:
        return Outcome(problems=(DrillError(dest.name, None, "", f"cannot write the file: "
                                            f"{exc.strerror}"),))
    return Outcome(dest, replaced=old is not None, pack_id=pack.id, backup=backup)


def save_drill(folder: str | Path, drill: Mapping[str, Any], library: Library,
               replaces: str | None = None, file_name: str = USER_PACK_FILE) -> Outcome:
    """Put ``drill`` (plain data) into the user pack ``file_name``, replacing the drill with
    id ``replaces`` or its own id; the whole pack is validated before anything is written."""
    folder = Path(folder)
    path = folder / file_name
    data: dict[str, Any]
    if path.is_file():
        try:
            read = read_data(path)
        except DrillError as exc:
            return Outcome(problems=(exc,))
        data = dict(read) if isinstance(read, Mapping) else {}
    else:
        data = {"pack": {"id": USER_PACK_ID, "title": dict(USER_PACK_TITLE),
                         "format": FORMAT_VERSION}, "drills": []}
    drop = {drill.get("id"), replaces} - {None}
    old = data.get("drills")
    kept = [d for d in old if not (isinstance(d, Mapping) and d.get("id") in drop)] \
        if isinstance(old, list) else []
    data["drills"] = [*kept, dict(drill)]
    pack, _old, problems = _accept(data, file_name, library, folder)
    if pack is None:
        return Outcome(problems=problems)
    try:
        _write(path, dumps(pack_data(pack), path.suffix))
    except OSError as exc:
        return Outcome(problems=(DrillError(file_name, None, "", f"cannot write the file: "
                                            f"{exc.strerror}"),))
    return Outcome(path, pack_id=pack.id)


def save_pack(folder: str | Path, data: Mapping[str, Any], library: Library) -> Outcome:
    """Write a pack made by the program (a weak-spot set) as ``<pack id>.toml`` in the
    user's folder, replacing the earlier one of that id: it is made again from the history
    each time, so nothing of the player's is lost. Validated before anything is written."""
    folder = Path(folder)
    head = data.get("pack")
    name = f"{head.get('id')}.toml" if isinstance(head, Mapping) else "pack.toml"
    pack, _old, problems = _accept(data, name, library, folder)
    if pack is None:
        return Outcome(problems=problems)
    path = folder / f"{pack.id}.toml"
    try:
        _write(path, dumps(pack_data(pack), path.suffix))
    except OSError as exc:
        return Outcome(problems=(DrillError(path.name, None, "", f"cannot write the file: "
                                            f"{exc.strerror}"),))
    return Outcome(path, pack_id=pack.id)


#: Russian letters in Latin, for a drill id made from a title (the id is a file key, never
#: shown: the player may type «Мой удар» and the pack stores ``my.moi-udar``).
_LATIN = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
                  ("a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "i", "k", "l", "m", "n",
                   "o", "p", "r", "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "", "y",
                   "", "e", "yu", "ya"), strict=True))


def _slug(text: str) -> str:
    out = "".join(_LATIN.get(ch, ch) if not ch.isascii() else ch for ch in text.lower())
    out = "".join(ch if ch.isascii() and (ch.isalnum() or ch in "._") else "-" for ch in out)
    return "-".join(p for p in out.split("-") if p).strip("._")


def drill_id_for(typed: str, titles: Mapping[str, str], taken: frozenset[str]) -> str:
    """The id a drill is saved under: the one typed when it is a valid id not in
    ``taken``, else one made from it (or from the title, when nothing was typed) in Latin
    letters and numbered ``-2``, ``-3``… until it is free. The editor never refuses a
    drill for its id."""
    from drills.fields import ID_RE

    if ID_RE.match(typed) and typed not in taken:
        return typed
    if ID_RE.match(typed):  # valid but taken: the same id numbered
        base = typed[:60]
    else:
        base = _slug(typed) or _slug(titles.get("en", "")) or _slug(titles.get("ru", "")) \
            or "drill"
        base = ("my." + base)[:60].rstrip("._-")
    found, n = base, 1
    while found in taken:
        n += 1
        found = f"{base}-{n}"
    return found

"""Export a history to a file and merge such a file into another history.

The JSON export is the exchange format between a student's machine and a coach's: every
row keeps the UUID it was recorded with, so importing the same file twice, or files that
overlap, adds nothing twice. The derived chart columns of shots are not exported; the
importer computes them again from the shot itself, so a file can never make the charts
disagree with the shots. An import is checked completely before anything is written and
then applied in one transaction: a malformed file changes nothing.

Players are matched by id only. A file's player with a new id but the name of a player of
the history may be another person of that name, or a file made to add shots to someone
else's history (one such file added 7 forged shots to a student): it is refused, naming
both, unless the user says they are one person (``merge_same_name``; the app asks, the
command wants ``--merge-same-name``), and then the file's rows go to the history's player.
CSV is one row per shot for spreadsheets; it is an export only.
"""

from __future__ import annotations

import csv
import io
import math
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, cast

from sqlalchemy import Boolean, Float, Integer, String, Table, select
from sqlalchemy.orm import Session

from coach_app.store import models as m
from coach_app.store import pending
from coach_app.store.coltypes import UTCDateTime
from coach_app.store.errors import NameClashError, StoreError
from coach_app.store.import_check import check_row, check_time
from coach_app.store.metrics import shot_metrics
from coach_app.store.opening import Store
from coach_app.store.records import SCREEN, Where
from coach_app.store.validate import check_shot_json
from coach_app.store.where import where_from_json
from simulation.errors import InputError

FORMAT = "pyramid-coach-history"
#: 2: sessions and attempts carry ``where`` (revision 0006); a version 1 file is all screen.
#: 3: a coach's plans for a student (revision 0007); an older file has none.
VERSION = 3
#: Export order = insert order: every row's references come before it.
TABLES: tuple[tuple[str, type[m.Base]], ...] = (
    ("players", m.Player), ("plans", m.Plan), ("sessions", m.PracticeSession),
    ("drill_sets", m.DrillSet),
    ("attempts", m.Attempt), ("games", m.Game), ("frames", m.Frame), ("shots", m.Shot),
    ("annotations", m.Annotation), ("marks", m.Mark))
DERIVED = ("first_ball", "cut_angle_deg", "distance_m", "potted", "n_pocketed", "cue_x", "cue_y")


@dataclass(frozen=True)
class ImportSummary:
    added: Mapping[str, int]
    already_present: Mapping[str, int]
    players_matched_by_name: tuple[str, ...]

    def line(self) -> str:
        added = ", ".join(f"{n} {t}" for t, n in self.added.items() if n) or "nothing"
        known = sum(self.already_present.values())
        merged = (f"; merged with the history's player of the same name: "
                  f"{', '.join(self.players_matched_by_name)}"
                  if self.players_matched_by_name else "")
        return f"added {added}; {known} rows were already present{merged}"


#: Columns the file carries as one ``where`` object: {"kind": "real", "table": NAME}.
WHERE_COLUMNS = ("where_kind", "where_table")


def _columns(model: type[m.Base]) -> list[Any]:
    return [c for c in model.__table__.columns
            if (c.name not in DERIVED or model is not m.Shot)
            and (c.name not in WHERE_COLUMNS or model is not m.PracticeSession)]


def _where(row: m.PracticeSession | None) -> dict[str, Any]:
    if row is None:
        return SCREEN.to_json()
    return {"kind": row.where_kind or "screen", "table": row.where_table}


def _plain(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.astimezone(UTC).isoformat().replace("+00:00", "Z")
    return value


def _session_scope(player_id: str | None) -> Any:
    q = select(m.PracticeSession.id)
    return q if player_id is None else q.where(m.PracticeSession.player_id == player_id)


def export_json(store: Store, player_id: str | None = None) -> dict[str, Any]:
    """The history (or one player's sessions, with every player they mention) as JSON."""
    out: dict[str, Any] = {"format": FORMAT, "version": VERSION,
                           "exported_at": _plain(datetime.now(UTC))}
    scope = _session_scope(player_id)
    with store.sessions() as s:
        rows: dict[str, list[Any]] = {
            "sessions": list(s.scalars(select(m.PracticeSession)
                                       .where(m.PracticeSession.id.in_(scope)))),
            "drill_sets": list(s.scalars(select(m.DrillSet)
                                         .where(m.DrillSet.session_id.in_(scope)))),
            "games": list(s.scalars(select(m.Game).where(m.Game.session_id.in_(scope)))),
            "shots": list(s.scalars(select(m.Shot).where(m.Shot.session_id.in_(scope))
                                    .order_by(m.Shot.taken_at, m.Shot.seq))),
            "annotations": list(s.scalars(select(m.Annotation)
                                          .where(m.Annotation.session_id.in_(scope)))),
        }
        sets = {r.id for r in rows["drill_sets"]}
        games = {r.id for r in rows["games"]}
        rows["attempts"] = [a for a in s.scalars(select(m.Attempt)) if a.drill_set_id in sets]
        rows["frames"] = [f for f in s.scalars(select(m.Frame)) if f.game_id in games]
        shots = {r.id for r in rows["shots"]}
        rows["marks"] = [k for k in s.scalars(select(m.Mark)) if k.shot_id in shots]
        rows["plans"] = list(s.scalars(select(m.Plan) if player_id is None else
                                       select(m.Plan).where(m.Plan.player_id == player_id)))
        people = ({r.player_id for r in rows["sessions"]}
                  | {r.player_id for r in rows["plans"]}
                  | {r.author_id for r in rows["plans"] if r.author_id}
                  | {r.player_id for r in rows["shots"] if r.player_id}
                  | {r.author_id for r in rows["annotations"]}
                  | {r.author_id for r in rows["marks"]})
        rows["players"] = [p for p in s.scalars(select(m.Player)) if p.id in people]
        for name, model in TABLES:
            cols = _columns(model)
            out[name] = [{c.name: _plain(getattr(r, c.key)) for c in cols} for r in rows[name]]
        # Where each session, and so each of its attempts, was played.
        by_id = {r.id: r for r in rows["sessions"]}
        set_session = {r.id: r.session_id for r in rows["drill_sets"]}
        for row, data in zip(rows["sessions"], out["sessions"], strict=True):
            data["where"] = _where(row)
        for row, data in zip(rows["attempts"], out["attempts"], strict=True):
            data["where"] = _where(by_id.get(set_session.get(row.drill_set_id, "")))
    return out


# ------------------------------------------------------------------ importing
def _bad(where: str, message: str) -> StoreError:
    return StoreError("invalid", f"{where}: {message}; nothing was imported", "import")


def _value(col: Any, value: Any, where: str) -> Any:
    if value is None:
        if not col.nullable:
            raise _bad(where, "is required")
        return None
    kind = col.type
    if isinstance(kind, UTCDateTime):
        if not isinstance(value, str):
            raise _bad(where, "must be a date-time text (ISO 8601)")
        if len(value) > 40:
            raise _bad(where, "is too long for a date-time")
        try:
            when = datetime.fromisoformat(value)
        except ValueError:
            raise _bad(where, f"is not a date-time: {value!r}") from None
        try:
            return check_time(when, where)
        except InputError as exc:
            raise _bad(where, exc.message) from None
    if isinstance(kind, Boolean):
        if not isinstance(value, bool):
            raise _bad(where, "must be true or false")
    elif isinstance(kind, Integer):
        if not isinstance(value, int) or isinstance(value, bool):
            raise _bad(where, "must be a whole number")
    elif isinstance(kind, Float):
        if (not isinstance(value, (int, float)) or isinstance(value, bool)
                or not math.isfinite(value)):
            raise _bad(where, "must be a finite number")
        return float(value)
    elif isinstance(kind, String):
        if not isinstance(value, str):
            raise _bad(where, "must be text")
        if kind.length is not None and len(value) > kind.length:
            raise _bad(where, f"is longer than {kind.length} characters")
        if col.name == "id" or col.foreign_keys:
            try:
                uuid.UUID(value)
            except ValueError:
                raise _bad(where, f"is not a UUID: {value!r}") from None
    return value


def _parse(data: Any) -> dict[str, list[dict[str, Any]]]:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _bad("file", f"is not a Pyramid Coach history export (format {FORMAT!r})")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise _bad("version", "must be a whole number")
    if version > VERSION:
        raise _bad("version", f"{version} is newer than this program reads ({VERSION}); "
                   "update Pyramid Coach")
    known = {name for name, _ in TABLES} | {"format", "version", "exported_at"}
    extra = sorted(set(data) - known)
    if extra:
        raise _bad(extra[0], "unknown section")
    parsed: dict[str, list[dict[str, Any]]] = {}
    attempt_where: dict[int, Where] = {}
    for name, model in TABLES:
        if name == "attempts":
            attempt_where.clear()
        rows = data.get(name, [])
        if not isinstance(rows, list):
            raise _bad(name, "must be a list")
        cols = {c.name: c for c in _columns(model)}
        out = []
        for i, row in enumerate(rows):
            where = f"{name}[{i}]"
            if not isinstance(row, dict):
                raise _bad(where, "must be an object")
            carried = row.get("where") if name in ("sessions", "attempts") else None
            unknown = sorted(set(row) - set(cols) - ({"where"} if name in (
                "sessions", "attempts") else set()))
            if unknown:
                raise _bad(f"{where}.{unknown[0]}", "unknown field")
            out.append({c: _value(col, row.get(c), f"{where}.{c}") for c, col in cols.items()})
            try:
                place = where_from_json(carried, f"{where}.where")
            except InputError as exc:
                raise _bad(exc.field, exc.message) from None
            if name == "sessions":
                out[-1]["where_kind"], out[-1]["where_table"] = place.kind, place.table
            elif "where" in row:
                attempt_where[len(out) - 1] = place
            if name == "shots":
                check_shot_json(out[-1], where)
            try:
                check_row(name, out[-1], where)
            except InputError as exc:
                raise _bad(exc.field, exc.message) from None
        ids = [r["id"] for r in out]
        if len(ids) != len(set(ids)):
            raise _bad(name, "an id appears twice")
        parsed[name] = out
        if name == "attempts":
            _check_attempts_where(parsed, attempt_where)
    return parsed


def _check_attempts_where(parsed: dict[str, list[dict[str, Any]]],
                          attempt_where: Mapping[int, Where]) -> None:
    """An attempt's ``where`` is its session's: a file that says otherwise was edited."""
    sessions = {r["id"]: Where(r["where_kind"], r["where_table"]) for r in parsed["sessions"]}
    set_session = {r["id"]: r["session_id"] for r in parsed["drill_sets"]}
    for i, place in attempt_where.items():
        own = sessions.get(set_session.get(parsed["attempts"][i]["drill_set_id"], ""))
        if own is not None and (own.kind, own.table) != (place.kind, place.table):
            raise _bad(f"attempts[{i}].where", "differs from its session's where")


def import_json(store: Store, data: Any, *, merge_same_name: bool = False) -> ImportSummary:
    """Merge an export into this history (see the module's docstring), or apply a file of
    writes an app could not save at the time (:mod:`coach_app.store.pending`). A player of
    the file with a new id and a name the history has raises :class:`NameClashError`
    (nothing imported) unless ``merge_same_name``."""
    if isinstance(data, dict) and data.get("format") == pending.FORMAT:
        return _import_pending(store, data)
    parsed = _parse(data)
    return store.write(lambda s: _merge(s, parsed, merge_same_name))


def _import_pending(store: Store, data: dict[str, Any]) -> ImportSummary:
    from coach_app.store.repository import History

    body = {k: v for k, v in data.items() if k not in ("database", "owner")}
    try:
        writes = pending.from_file_json(body)
    except InputError as exc:
        raise _bad(exc.field, exc.message) from None
    shots = pending.apply_all(History(store), writes)
    return ImportSummary({"shots": shots}, {}, ())


def _merge(s: Session, parsed: dict[str, list[dict[str, Any]]],
           merge_same_name: bool = False) -> ImportSummary:
    added: dict[str, int] = {}
    present: dict[str, int] = {}
    by_name: list[str] = []
    remap = _match_players(s, parsed["players"], by_name, merge_same_name)
    for name, model in TABLES:
        ids_here = {r["id"] for r in parsed[name]}
        existing = set(s.scalars(select(model.__table__.c.id)
                                 .where(model.__table__.c.id.in_(ids_here))))
        new_rows = []
        for row in parsed[name]:
            row = {k: remap.get(v, v) if _is_ref(model, k) else v for k, v in row.items()}
            if row["id"] in existing or (name == "players" and row["id"] in remap):
                present[name] = present.get(name, 0) + 1
                continue
            if name == "shots":
                row |= _derived(row)
            new_rows.append(row)
        _check_references(s, model, name, new_rows, parsed)
        if name == "marks":
            new_rows = _new_marks(s, new_rows, present)
        if new_rows:
            s.execute(cast(Table, model.__table__).insert(), new_rows)
        added[name] = len(new_rows)
    return ImportSummary(added, present, tuple(by_name))


def _is_ref(model: type[m.Base], column: str) -> bool:
    return bool(model.__table__.c[column].foreign_keys)


def _match_players(s: Session, players: list[dict[str, Any]], by_name: list[str],
                   merge_same_name: bool) -> dict[str, str]:
    """The file's player ids that become a history's player of the same name: only when
    the user said they are one person; otherwise such a pair refuses the whole file."""
    remap: dict[str, str] = {}
    clashes: list[tuple[str, str, str]] = []
    for p in players:
        if s.get(m.Player, p["id"]) is not None:
            continue
        same = s.scalar(select(m.Player).where(m.Player.name == p["name"]))
        if same is None:
            continue
        if not merge_same_name:
            clashes.append((p["name"], p["id"], same.id))
            continue
        remap[p["id"]] = same.id
        by_name.append(p["name"])
    if clashes:
        name, theirs, ours = clashes[0]
        more = f" (and {len(clashes) - 1} more)" if len(clashes) > 1 else ""
        raise NameClashError(
            f"the file's player {name!r} (id {theirs}) is not the history's {name!r} "
            f"(id {ours}){more}: the same name, perhaps another person; nothing was "
            "imported. If they are one person, import again merging players of the same "
            "name (history import --merge-same-name)", tuple(clashes))
    return remap


def _check_references(s: Session, model: type[m.Base], name: str, rows: list[dict[str, Any]],
                      parsed: Mapping[str, list[dict[str, Any]]]) -> None:
    for col in model.__table__.columns:
        for fk in col.foreign_keys:
            target = fk.column.table
            wanted = {r[col.name] for r in rows if r[col.name] is not None}
            in_file = {r["id"] for r in parsed.get(target.name, [])}
            missing = wanted - in_file
            if missing:
                found = set(s.scalars(select(target.c.id).where(target.c.id.in_(missing))))
                missing -= found
            if missing:
                raise _bad(f"{name}.{col.name}", f"refers to a missing {target.name} row "
                           f"{sorted(missing)[0]!r}")


def _new_marks(s: Session, rows: list[dict[str, Any]], present: dict[str, int]
               ) -> list[dict[str, Any]]:
    """One mark per shot and author: a mark the coach already made is kept as it is."""
    out, seen = [], set()
    for r in rows:
        key = (r["shot_id"], r["author_id"])
        exists = s.scalar(select(m.Mark.id).where(m.Mark.shot_id == key[0],
                                                  m.Mark.author_id == key[1]))
        if exists or key in seen:
            present["marks"] = present.get("marks", 0) + 1
            continue
        seen.add(key)
        out.append(r)
    return out


def _derived(row: Mapping[str, Any]) -> dict[str, Any]:
    call = (row["call_ball"], row["call_pocket"]) if row["call_ball"] and row["call_pocket"] \
        else None
    met = shot_metrics(row["layout"], row["result"], row["cue_ball"], call, row["is_break"])
    return {"first_ball": met.first_ball, "cut_angle_deg": met.cut_angle_deg,
            "distance_m": met.distance_m, "potted": met.potted, "n_pocketed": met.n_pocketed,
            "cue_x": met.cue_x, "cue_y": met.cue_y}


# ------------------------------------------------------------------------ CSV
CSV_COLUMNS = ("shot_id", "player", "session_id", "session_kind", "taken_at", "drill_id",
               "attempt", "attempt_success", "discipline", "frame", "shooter", "is_break",
               "cue_ball", "direction_deg", "speed", "side", "height", "place_x", "place_y",
               "call_ball", "call_pocket", "legal", "points", "visit", "first_ball",
               "cut_angle_deg", "distance_m", "potted", "n_pocketed", "pocketed", "cue_x",
               "cue_y", "notes")


def export_csv(store: Store, player_id: str | None = None) -> str:
    """One row per shot, for a spreadsheet (UTF-8, comma-separated, ISO times in UTC)."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(CSV_COLUMNS)
    q = (select(m.Shot, m.PracticeSession.kind, m.Player.name, m.DrillSet.drill_id,
                m.Attempt.number, m.Attempt.success, m.Game.discipline, m.Frame.number)
         .join(m.PracticeSession, m.Shot.session_id == m.PracticeSession.id)
         .join(m.Player, m.PracticeSession.player_id == m.Player.id)
         .outerjoin(m.Attempt, m.Shot.attempt_id == m.Attempt.id)
         .outerjoin(m.DrillSet, m.Attempt.drill_set_id == m.DrillSet.id)
         .outerjoin(m.Frame, m.Shot.frame_id == m.Frame.id)
         .outerjoin(m.Game, m.Frame.game_id == m.Game.id)
         .order_by(m.Shot.taken_at, m.Shot.seq))
    if player_id is not None:
        q = q.where(m.PracticeSession.player_id == player_id)
    with store.sessions() as s:
        notes: dict[str, list[str]] = {}
        for shot_id, text in s.execute(select(m.Annotation.shot_id, m.Annotation.text)
                                       .where(m.Annotation.shot_id.is_not(None))):
            if shot_id is not None:  # the query keeps only shot notes
                notes.setdefault(shot_id, []).append(text)
        for shot, kind, player, drill, number, success, discipline, frame in s.execute(q):
            pocketed = " ".join(f"{p['ball']}:{p['pocket']}" for p in shot.result["pocketed"])
            w.writerow([shot.id, player, shot.session_id, kind, _plain(shot.taken_at), drill,
                        number, success, discipline, frame, shot.shooter, shot.is_break,
                        shot.cue_ball, shot.direction_deg, shot.speed, shot.side, shot.height,
                        shot.place_x, shot.place_y, shot.call_ball, shot.call_pocket,
                        shot.legal, shot.points, shot.visit, shot.first_ball,
                        shot.cut_angle_deg, shot.distance_m, shot.potted, shot.n_pocketed,
                        pocketed, shot.cue_x, shot.cue_y, " | ".join(notes.get(shot.id, []))])
    return buf.getvalue()

"""The drill file format and its validation (docs/drills.md is the reference).

A pack is one TOML or JSON file: a ``[pack]`` table and an array of ``[[drills]]``. Reading
is all or nothing: a file with any bad drill is refused as a whole with a message naming the
file, the drill and the field, so a broken or hostile file never half-loads. Only
``tomllib`` and ``json`` read the files; no content is ever executed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from drills import fields as f
from drills import goalschema
from drills.fields import DrillError
from drills.model import (
    CATEGORIES,
    CUE_PLACEMENTS,
    GOAL_KINDS,
    LEVELS,
    SCORING_MODES,
    Circle,
    Drill,
    Goal,
    Layout,
    Pack,
    Progression,
    Rect,
    Scatter,
    Scoring,
    ShotInput,
    Solution,
    Texts,
    Zone,
)
from drills.setup import attempt_layout
from simulation.balls import ALL_BALLS, CUE, PYRAMID_T_COLOURS, Colour
from simulation.datalimits import Limits, loads_json, loads_toml, read_file_bytes
from simulation.errors import InputError
from simulation.layout import check_layout
from simulation.physics.params import PhysicsParams
from simulation.rules.state import DISCIPLINES
from simulation.stroke import Stroke
from simulation.table import POCKET_IDS, TableSpec

#: A pack file larger than this is refused before parsing (a real pack is a few kB; the
#: largest shipped one is 11 kB). At this size even the slowest TOML that passes the
#: dotted-key check parses in a fraction of a second.
MAX_FILE_BYTES = 256_000
#: The limits of simulation.datalimits for pack files: tomllib takes quadratic time in the
#: parts of a dotted key, so a key of more than 16 parts is refused before parsing.
PACK_LIMITS = Limits(max_bytes=MAX_FILE_BYTES, max_depth=32, max_string=f.MAX_TEXT * 2)
MAX_DRILLS = 500
FORMAT_VERSION = 1

_DRILL_FIELDS = ("id", "title", "instructions", "category", "level", "discipline", "layout",
                 "cue", "goal", "scoring", "attempts", "seed", "progression", "solutions")
_REQUIRED = ("id", "title", "instructions", "category", "level", "discipline", "layout",
             "cue", "goal")
_GOAL_FIELDS: dict[str, tuple[str, ...]] = {
    "pot": ("ball", "pockets", "zone"),
    "cue_pot": ("ball", "pockets"),
    "sequence": ("order", "pockets", "zone"),
    "position": ("zone", "ball", "pockets"),
    "break": ("min_cushion_balls", "min_pocketed", "zone"),
    "safety": (),
}
for _kind, _more in goalschema.EXTRA_FIELDS.items():
    _GOAL_FIELDS[_kind] = tuple(dict.fromkeys((*_GOAL_FIELDS[_kind], *_more)))
_GOAL_REQUIRED: dict[str, tuple[str, ...]] = {
    "pot": ("ball",), "cue_pot": ("ball",), "sequence": ("order",), "position": ("zone",),
    "break": (), "safety": (),
}
#: Disciplines where a cue ball pocketed off an object ball is legal (Free 5, Combined 5.1,
#: Dynamic 5.1 (not from hand), Pyramid T 4.1.2).
CUE_POT_LEGAL = ("free", "combined", "dynamic", "pyramid-t")
COLOURS = tuple(str(c) for c in Colour)


# ---------------------------------------------------------------------- files
def read_data(path: str | Path) -> Any:
    """Parse a pack file (TOML by suffix ``.toml``, otherwise JSON) into plain data.

    Only a regular file is read (a named pipe is refused at once instead of blocking), at
    most :data:`MAX_FILE_BYTES` of it."""
    p = Path(path)
    try:
        raw = read_file_bytes(p, p.name, MAX_FILE_BYTES)
    except InputError as exc:
        raise DrillError(p.name, None, "", exc.message.replace(str(p), "the file")) from None
    return parse_bytes(raw, p.name)


def parse_bytes(raw: bytes, name: str) -> Any:
    """Decode a pack's bytes; ``name`` (the file name) chooses TOML or JSON and is what every
    message names. Size, nesting, dotted keys, numbers and strings are limited
    (:data:`PACK_LIMITS`) before or while parsing."""
    if len(raw) > MAX_FILE_BYTES:
        raise DrillError(name, None, "", f"is larger than {MAX_FILE_BYTES} bytes")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DrillError(name, None, "", "is not UTF-8 text") from exc
    try:
        if name.lower().endswith(".toml"):
            return loads_toml(text, "", PACK_LIMITS)
        return loads_json(text, "", PACK_LIMITS)
    except InputError as exc:
        message = exc.message
        if message.startswith("malformed JSON"):
            message = "is not valid JSON: " + message.removeprefix("malformed JSON at ")
        raise DrillError(name, None, exc.field, message) from None


def load_pack(path: str | Path, known_ids: frozenset[str] = frozenset(),
              table: TableSpec | None = None) -> Pack:
    """Read and validate one pack file; raise the first problem as a :class:`DrillError`."""
    problems, pack = check_pack(read_data(path), Path(path).name, known_ids, table)
    if problems:
        raise problems[0]
    assert pack is not None
    return pack


def check_pack(data: Any, file: str, known_ids: frozenset[str] = frozenset(),
               table: TableSpec | None = None) -> tuple[list[DrillError], Pack | None]:
    """Every problem of a pack (the first one of each drill), and the pack if there are none.

    ``known_ids`` are drills elsewhere (the built-in libraries) that a progression may name.
    """
    table = table or TableSpec()
    try:
        top = f.obj(data, "", ("pack", "drills"), ("pack", "drills"))
        head = f.obj(top["pack"], "pack", ("id", "title", "format"), ("id", "title"))
        pack_id = f.ident(head["id"], "pack.id")
        title = _texts(head["title"], "pack.title", 120)
        f.integer(head.get("format", FORMAT_VERSION), "pack.format", 1, FORMAT_VERSION)
        raw = f.items(top["drills"], "drills", MAX_DRILLS)
        if not raw:
            raise InputError("drills", "must hold at least one drill")
    except InputError as exc:
        return [DrillError(file, None, exc.field, exc.message)], None
    problems: list[DrillError] = []
    drills: list[Drill] = []
    seen: set[str] = set()
    for i, item in enumerate(raw):
        name = item.get("id") if isinstance(item, Mapping) else None
        label = name if isinstance(name, str) and f.ID_RE.match(name) else f"#{i + 1}"
        try:
            drill = parse_drill(item, table, source=file)
            if drill.id in seen:
                raise InputError("id", "is used by another drill in this pack")
            seen.add(drill.id)
            drills.append(drill)
        except InputError as exc:
            problems.append(DrillError(file, label, exc.field, exc.message))
    ids = seen | set(known_ids)
    for d in drills:
        if d.progression is not None and d.progression.next not in ids:
            problems.append(DrillError(file, d.id, "progression.next",
                                       f"names no known drill {d.progression.next!r}"))
    if problems:
        return problems, None
    return [], Pack(pack_id, title, tuple(drills), file)


# --------------------------------------------------------------------- drills
def parse_drill(data: Any, table: TableSpec | None = None, source: str = "") -> Drill:
    """One drill from plain data; raises :class:`InputError` naming the field at fault."""
    table = table or TableSpec()
    d = f.obj(data, "", _DRILL_FIELDS, _REQUIRED)
    attempts = f.integer(d.get("attempts", 5), "attempts", 1, 100)
    drill = Drill(
        id=f.ident(d["id"], "id"),
        title=_texts(d["title"], "title", 120),
        instructions=_texts(d["instructions"], "instructions", f.MAX_TEXT),
        category=f.choice(d["category"], "category", CATEGORIES),
        level=f.integer(d["level"], "level", *LEVELS),
        discipline=f.choice(d["discipline"], "discipline", DISCIPLINES),
        layout=_layout(d["layout"], "layout"),
        cue=f.choice(d["cue"], "cue", CUE_PLACEMENTS),
        goal=_goal(d["goal"], "goal"),
        scoring=_scoring(d.get("scoring", {}), "scoring"),
        attempts=attempts,
        seed=f.integer(d.get("seed", 0), "seed", 0, 2**31 - 1),
        progression=_progression(d.get("progression"), "progression", attempts),
        solutions=(),
        source=source,
    )
    _check_consistency(drill, table)
    sols = tuple(_solution(s, f.join("solutions", i), drill)
                 for i, s in enumerate(f.items(d.get("solutions", []), "solutions", 16)))
    return replace(drill, solutions=sols)


def _texts(value: Any, path: str, limit: int) -> Texts:
    t = f.obj(value, path, ("ru", "en"), ("ru", "en"))
    return Texts(f.text(t["ru"], f.join(path, "ru"), limit), f.text(t["en"], f.join(path, "en"),
                                                                   limit))


def _ball(value: Any, path: str, cue_ok: bool = True) -> str:
    if not isinstance(value, str) or value not in ALL_BALLS or (value == CUE and not cue_ok):
        raise InputError(path, f"unknown ball {value!r} (balls are "
                         f"{'cue and ' if cue_ok else ''}'1'..'15')")
    return value


def _zone(value: Any, path: str) -> Zone:
    z = f.obj(value, path, ("shape", "x", "y", "centre", "radius"), ("shape",))
    shape = f.choice(z["shape"], f.join(path, "shape"), ("rect", "circle"))
    if shape == "rect":
        f.obj(z, path, ("shape", "x", "y"), ("x", "y"))
        return Rect(f.interval(z["x"], f.join(path, "x")), f.interval(z["y"], f.join(path, "y")))
    f.obj(z, path, ("shape", "centre", "radius"), ("centre", "radius"))
    return Circle(f.point(z["centre"], f.join(path, "centre")),
                  f.number(z["radius"], f.join(path, "radius"), 0.005, 2.0))


def _layout(value: Any, path: str) -> Layout:
    lay = f.obj(value, path, ("rack", "balls", "scatter", "min_gap", "skip"))
    rack = None
    if "rack" in lay:
        rack = f.choice(lay["rack"], f.join(path, "rack"), ("standard",))
    balls_raw = f.obj(lay.get("balls", {}), f.join(path, "balls"), ALL_BALLS)
    balls = {_ball(b, f.join(path, f"balls.{b}")): f.point(p, f.join(path, f"balls.{b}"))
             for b, p in balls_raw.items()}
    scatter = []
    for i, s in enumerate(f.items(lay.get("scatter", []), f.join(path, "scatter"), 16)):
        where = f.join(f.join(path, "scatter"), i)
        s = f.obj(s, where, ("balls", "zone"), ("balls", "zone"))
        ids = tuple(_ball(b, f.join(f.join(where, "balls"), k))
                    for k, b in enumerate(f.items(s["balls"], f.join(where, "balls"), 16)))
        if not ids:
            raise InputError(f.join(where, "balls"), "must name at least one ball")
        scatter.append(Scatter(ids, _zone(s["zone"], f.join(where, "zone"))))
    gap = f.number(lay.get("min_gap", 0.01), f.join(path, "min_gap"), 0.0, 0.5)
    skip = tuple(sorted({f.integer(k, f.join(f.join(path, "skip"), i), 1, 1_000_000)
                         for i, k in enumerate(f.items(lay.get("skip", []),
                                                       f.join(path, "skip"), 1000))}))
    if skip and not scatter:
        raise InputError(f.join(path, "skip"), "only a layout with scattered balls has draws "
                                               "to skip")
    out = Layout(rack, balls, tuple(scatter), gap, skip)
    ids = out.ball_ids()
    dup = next((b for b in ids if ids.count(b) > 1), None)
    if dup is not None:
        raise InputError(path, f"ball {dup} is placed twice")
    if not ids:
        raise InputError(path, "puts no ball on the table")
    return out


def _pockets(value: Any, path: str) -> tuple[str, ...]:
    out = tuple(f.choice(p, f.join(path, i), POCKET_IDS)
                for i, p in enumerate(f.items(value, path, 6)))
    if len(set(out)) != len(out):
        raise InputError(path, "names a pocket twice")
    return out


def _goal(value: Any, path: str) -> Goal:
    g = f.obj(value, path, ("type", *{k for v in _GOAL_FIELDS.values() for k in v}), ("type",))
    kind = f.choice(g["type"], f.join(path, "type"), GOAL_KINDS)
    f.obj(g, path, ("type", *_GOAL_FIELDS[kind]), _GOAL_REQUIRED[kind])
    order: tuple[str, ...] = ()
    if "order" in g:
        items = f.items(g["order"], f.join(path, "order"), 15)
        if not items:
            raise InputError(f.join(path, "order"), "must list at least one ball or colour")
        order = tuple(o if o in COLOURS else _ball(o, f.join(f.join(path, "order"), i), False)
                      for i, o in enumerate(items))
    return Goal(
        kind=kind,
        ball=_ball(g["ball"], f.join(path, "ball"), False) if "ball" in g else None,
        pockets=_pockets(g.get("pockets", []), f.join(path, "pockets")),
        order=order,
        zone=_zone(g["zone"], f.join(path, "zone")) if "zone" in g else None,
        min_cushion_balls=f.integer(g.get("min_cushion_balls", 0),
                                    f.join(path, "min_cushion_balls"), 0, 15),
        min_pocketed=f.integer(g.get("min_pocketed", 0), f.join(path, "min_pocketed"), 0, 15),
        **goalschema.extras(dict(g), path),
    )


def _scoring(value: Any, path: str) -> Scoring:
    s = f.obj(value, path, ("mode", "points"))
    return Scoring(f.choice(s.get("mode", "success"), f.join(path, "mode"), SCORING_MODES),
                   f.integer(s.get("points", 1), f.join(path, "points"), 0, 1000))


def _progression(value: Any, path: str, attempts: int) -> Progression | None:
    if value is None:
        return None
    p = f.obj(value, path, ("next", "pass"), ("next", "pass"))
    return Progression(f.ident(p["next"], f.join(path, "next")),
                       f.integer(p["pass"], f.join(path, "pass"), 1, attempts))


def _check_consistency(d: Drill, table: TableSpec) -> None:
    """Cross-field rules: what the goal names is on the table, placements make sense."""
    ids = d.layout.ball_ids()
    g = d.goal
    has_cue = CUE in ids
    if d.cue == "fixed" and not has_cue:
        raise InputError("cue", "is 'fixed' but the layout does not place the cue ball")
    if d.cue != "fixed" and has_cue:
        raise InputError("layout", f"places the cue ball although cue = {d.cue!r} lets the "
                         "player place it")
    for key in ("ball",):
        ball = getattr(g, key)
        if ball is not None and ball not in ids:
            raise InputError(f"goal.{key}", f"ball {ball} is not in the layout")
    for i, item in enumerate(g.order):
        if item in COLOURS:
            if not any(PYRAMID_T_COLOURS.get(b) == item for b in ids):
                raise InputError(f"goal.order[{i}]", f"no {item} ball is in the layout")
        elif item not in ids:
            raise InputError(f"goal.order[{i}]", f"ball {item} is not in the layout")
        elif item in g.order[:i]:
            raise InputError(f"goal.order[{i}]", f"ball {item} is listed twice")
    if g.kind == "cue_pot" and d.discipline not in CUE_POT_LEGAL:
        raise InputError("discipline", f"pocketing the cue ball is a foul in {d.discipline}; "
                         f"a свояк drill needs one of {list(CUE_POT_LEGAL)}")
    goalschema.check(g, d.discipline)
    if g.kind == "sequence" and g.pockets and len(g.pockets) not in (1, len(g.order)):
        raise InputError("goal.pockets", "must name one pocket for every ball of the order, "
                         "or a single pocket for all, or none (any pocket)")
    if g.kind == "break":
        if d.layout.rack != "standard" or len(ids) != 15:
            raise InputError("layout", "a break drill starts from the standard rack alone")
        if d.cue != "house":
            raise InputError("cue", "the opening break is played from the house (General "
                             "rules 12.1): use cue = 'house'")
    elif d.layout.rack:
        raise InputError("layout.rack", "a rack belongs to break drills (goal.type = 'break')")
    for zone_path, zone in (("goal.zone", g.zone),):
        if zone is not None and not table.on_surface(_centre(zone)):
            raise InputError(zone_path, "is not on the playing surface")
    for s_i, s in enumerate(d.layout.scatter):
        if not table.on_surface(_centre(s.zone)):
            raise InputError(f"layout.scatter[{s_i}].zone", "is not on the playing surface")
    try:
        check_layout(d.layout.balls, table, "layout.balls")
    except InputError as exc:
        raise InputError(exc.field, exc.message) from None
    for n in range(1, d.attempts + 1):
        attempt_layout(d, n, table)


def _centre(zone: Zone) -> tuple[float, float]:
    return zone.centre if isinstance(zone, (Rect, Circle)) else (0.0, 0.0)


def _solution(value: Any, path: str, drill: Drill) -> Solution:
    s = f.obj(value, path, ("attempt", "shots"), ("attempt", "shots"))
    attempt = f.integer(s["attempt"], f.join(path, "attempt"), 1, 1_000_000)
    shots = []
    for i, shot in enumerate(f.items(s["shots"], f.join(path, "shots"), 15)):
        shots.append(shot_input(shot, f.join(f.join(path, "shots"), i)))
    if not shots or len(shots) > drill.goal.shots:
        raise InputError(f.join(path, "shots"), f"must hold 1 to {drill.goal.shots} shots")
    return Solution(attempt, tuple(shots))


def shot_input(value: Any, path: str, params: PhysicsParams | None = None) -> ShotInput:
    """A stroke plus an optional ``cue_ball_position``, as drills store it and the CLI reads
    it (the stroke fields of docs/headless.md; ``cue_ball`` defaults to the coloured ball)."""
    params = params or PhysicsParams()
    s = dict(f.obj(value, path, ("cue_ball", "direction_deg", "speed", "side", "height",
                                 "cue_ball_position")))
    place = s.pop("cue_ball_position", None)
    s.setdefault("cue_ball", CUE)
    stroke = Stroke.from_json(s, params, path)
    return ShotInput(stroke, None if place is None
                     else f.point(place, f.join(path, "cue_ball_position")))


def dump_drill(d: Drill) -> dict[str, Any]:
    """A drill back to plain data (the editor saves with this; ``parse_drill`` reads it)."""
    g = d.goal
    goal: dict[str, Any] = {"type": g.kind}
    for key in _GOAL_FIELDS[g.kind]:
        v = getattr(g, key)
        if key == "zone" and v is not None:
            goal[key] = v.to_data()
        elif key in ("pockets", "order") and v:
            goal[key] = list(v)
        elif (key == "ball" and v is not None) or (key.startswith("min_") and v):
            goal[key] = v
    goalschema.dump(g, goal)
    layout: dict[str, Any] = {}
    if d.layout.rack:
        layout["rack"] = d.layout.rack
    if d.layout.balls:
        layout["balls"] = {b: list(p) for b, p in d.layout.balls.items()}
    if d.layout.scatter:
        layout["scatter"] = [{"balls": list(s.balls), "zone": s.zone.to_data()}
                             for s in d.layout.scatter]
        layout["min_gap"] = d.layout.min_gap
        if d.layout.skip:
            layout["skip"] = list(d.layout.skip)
    out: dict[str, Any] = {
        "id": d.id, "category": d.category, "level": d.level, "discipline": d.discipline,
        "cue": d.cue, "attempts": d.attempts, "seed": d.seed,
        "title": {"ru": d.title.ru, "en": d.title.en},
        "instructions": {"ru": d.instructions.ru, "en": d.instructions.en},
        "layout": layout, "goal": goal,
        "scoring": {"mode": d.scoring.mode, "points": d.scoring.points},
    }
    if d.progression:
        out["progression"] = {"next": d.progression.next, "pass": d.progression.pass_mark}
    if d.solutions:
        out["solutions"] = [s.to_data() for s in d.solutions]
    return out

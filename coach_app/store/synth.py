"""A plausible history made up without the physics engine, for the benchmark, the tests and
the sample charts.

Shots are built geometrically (ghost-ball aim at a pocket, the contact where the cue ball
meets the object ball) with a pot chance that falls with the cut angle and the distance and
rises as the player improves over the days, so the charts have something true to show.
Everything comes from one seeded generator: the same seed gives the same history. Rows go
in with bulk inserts through :func:`shot_columns`, the same code as a recorded shot.

Each of the player's pot attempts comes judged (table ``aim_errors``), as the app's
background judge leaves a history (coach_app.store.aim_judge), so the aim-bias chart has a
history's worth to draw at once: the error is the overcut planted in the stroke (a
:class:`Weakness`) plus a player's scatter that narrows as they improve, drawn from a
generator of its own so the shots are the same with or without it. Made up like the
results: the solver, which knows throw, would not give exactly these.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, cast

from sqlalchemy import Table, insert

from coach_app.store import models as m
from coach_app.store.aim_errors import SOLVER
from coach_app.store.coltypes import new_id
from coach_app.store.opening import Store
from coach_app.store.records import NewShot, PlayedShot
from coach_app.store.repository import app_version
from coach_app.store.shotrow import shot_columns
from simulation.analysis.bias import cut_geometry
from simulation.events import BallBall, CushionHit, PocketDrop, Pocketed, ShotResult, Strike
from simulation.events import rnd as r6
from simulation.racks import default_cue_position, standard_rack
from simulation.stroke import Stroke
from simulation.table import POCKET_IDS, TableSpec, Vec

#: (drill id, category, discipline, English title): a small made-up library.
DRILLS: tuple[tuple[str, str, str, str], ...] = (
    ("potting.straight", "potting", "free", "Straight pots"),
    ("potting.cut30", "potting", "free", "Cut at 30 degrees"),
    ("position.centre", "position", "free", "Stop in the centre"),
    ("colours.blue", "colours", "pyramid-t", "Blue balls"),
    ("break.standard", "break", "free", "Opening break"),
)
DISCIPLINES = ("free", "dynamic", "classic-71")


@dataclass(frozen=True)
class Populated:
    player_id: str
    sessions: int
    shots: int
    attempts: int
    games: int


@dataclass
class _Rows:
    """Rows waiting for one bulk insert per table (a generator's scratch, never shared)."""

    tables: dict[type[Any], list[dict[str, Any]]] = field(default_factory=dict)

    def add(self, model: type[Any], **row: Any) -> str:
        if hasattr(model, "id"):  # every table but the aim judgements (keyed by shot)
            row.setdefault("id", new_id())
        self.tables.setdefault(model, []).append(row)
        return str(row.get("id"))


@dataclass(frozen=True)
class Weakness:
    """A known flaw to plant in a made-up history (the weak-spot drills, docs/drills.md): pots
    with a cut in ``cut`` and a cue-to-ghost distance in ``distance`` drop ``pot_penalty``
    less often, and their strokes are turned ``bias_deg`` towards an overcut (> 0)."""

    cut: tuple[float, float] = (30.0, 45.0)
    distance: tuple[float, float] = (1.0, 1.5)
    bias_deg: float = 0.6
    pot_penalty: float = 0.35

    def covers(self, cut: float, distance: float) -> bool:
        return self.cut[0] <= cut < self.cut[1] and self.distance[0] <= distance < \
            self.distance[1]


def populate(store: Store, *, shots: int, player: str = "Ivan", seed: int = 1, days: int = 90,
             end: datetime | None = None, table: TableSpec | None = None,
             weakness: Weakness | None = None, judged: bool = True) -> Populated:
    """Add about ``shots`` shots for ``player`` over ``days`` days ending at ``end``; with
    ``weakness``, a flaw the weak-spot analysis must find (the same draws otherwise);
    ``judged`` False leaves every pot attempt's aim to be judged (see the module)."""
    rng = random.Random(seed)
    scatter = random.Random(seed * 7919 + 17) if judged else None
    spec = table or TableSpec()
    end = end or datetime.now(UTC)
    rows = _Rows()
    with store.transaction() as s:
        found = s.query(m.Player).filter(m.Player.name == player).one_or_none()
        pid = found.id if found else rows.add(m.Player, name=player, role="student",
                                              created_at=end - timedelta(days=days + 1))
    per_session = max(20, min(300, shots // max(1, days)))
    n_sessions = max(1, math.ceil(shots / per_session))
    made = attempts = games = 0
    for k in range(n_sessions):
        day = end - timedelta(days=days * (1 - k / n_sessions))
        skill = k / max(1, n_sessions - 1)
        gen = _Session(rng, spec, rows, pid, player, day, skill, weakness, scatter)
        quota = min(per_session, shots - made)
        if quota <= 0:
            break
        if k % 3 == 2:
            games += gen.games(quota)
        else:
            attempts += gen.drills(quota)
        made += gen.count
    with store.transaction() as s:
        for model in (m.Player, m.PracticeSession, m.DrillSet, m.Attempt, m.Game, m.Frame,
                      m.Shot, m.AimError):
            batch = rows.tables.get(model)
            if batch:
                # One executemany per table needs the same keys on every row.
                keys = set().union(*batch)
                s.execute(insert(cast(Table, model.__table__)),
                          [{k: row.get(k) for k in keys} for row in batch])
    return Populated(pid, n_sessions, made, attempts, games)


class _Session:
    def __init__(self, rng: random.Random, spec: TableSpec, rows: _Rows, pid: str, name: str,
                 start: datetime, skill: float, weakness: Weakness | None = None,
                 scatter: random.Random | None = None) -> None:
        self.rng, self.spec, self.rows, self.pid, self.name = rng, spec, rows, pid, name
        self.weakness = weakness
        self.scatter = scatter
        #: The aim judgement of the pot just made up: (error, cut, distance, side).
        self.judgement: tuple[float, float, float, str] | None = None
        self.skill, self.t, self.count = skill, start, 0
        self.kind = "practice"
        self.sid = rows.add(m.PracticeSession, player_id=pid, kind="practice", started_at=start,
                            ended_at=start + timedelta(hours=1), table_spec=spec.to_dict(),
                            physics_version="1.0", app_version=app_version())

    def _tick(self) -> datetime:
        self.t += timedelta(seconds=self.rng.uniform(15, 40))
        return self.t

    def _shot(self, shot: NewShot, visit: int | None = None) -> None:
        self.count += 1
        sid = self.rows.add(m.Shot, **shot_columns(shot, seq=self.count, visit=visit))
        judged, self.judgement = self.judgement, None
        if judged is not None and self.scatter is not None and shot.player_id is not None:
            error, cut, distance, side = judged
            spread = 0.5 - 0.25 * self.skill  # degrees: a steadier cue as the player improves
            self.rows.add(m.AimError, shot_id=sid, object_ball="5", pocket="",
                          solver=SOLVER, error_deg=round(error + self.scatter.gauss(0, spread), 4),
                          cut_deg=cut, distance_m=distance, side=side)

    def drills(self, quota: int) -> int:
        n = 0
        while self.count < quota:
            drill_id, category, discipline, title = self.rng.choice(DRILLS)
            ds = self.rows.add(m.DrillSet, session_id=self.sid, drill_id=drill_id, title=title,
                               category=category, discipline=discipline, started_at=self.t)
            for number in range(1, 6):
                if self.count >= quota:
                    break
                start = self._tick()
                att = new_id()
                if category == "break":
                    result, layout, stroke, ok = self._break()
                    success = ok and len(result.pocketed) >= 1
                else:
                    result, layout, stroke, ok = self._pot(0.0 if "straight" in drill_id else
                                                           30.0 if "cut30" in drill_id else None)
                    success = ok
                self.rows.add(m.Attempt, id=att, drill_set_id=ds, number=number,
                              started_at=start, finished_at=start + timedelta(seconds=8),
                              success=success, reason="success" if success else "missed",
                              points=int(success))
                self._shot(NewShot(self.sid, PlayedShot(
                    layout, stroke, result, legal=ok or None, shooter=self.name,
                    is_break=category == "break", verdict={"legal": True, "turn": "continues"}),
                    player_id=self.pid, attempt_id=att, taken_at=start))
                n += 1
        return n

    def games(self, quota: int) -> int:
        rows, rng, n = self.rows, self.rng, 0
        while self.count < quota:
            discipline = rng.choice(DISCIPLINES)
            sides = [self.name, "Opponent"]
            gid = rows.add(m.Game, session_id=self.sid, discipline=discipline, sides=sides,
                           player_side=self.name, options={}, started_at=self.t)
            wins = {s: 0 for s in sides}
            for number in range(1, 4):
                if self.count >= quota or max(wins.values()) == 2:
                    break
                breaker = sides[(number - 1) % 2]
                fid = rows.add(m.Frame, game_id=gid, number=number, breaker=breaker,
                               started_at=self.t)
                winner = self._frame(fid, sides, breaker, quota)
                wins[winner] += 1
                rows.tables[m.Frame][-1].update(winner=winner, finished_at=self.t,
                                                scores={winner: 8})
            gw = max(wins, key=lambda s: wins[s])
            rows.tables[m.Game][-1].update(winner=gw, finished_at=self.t)
            n += 1
        return n

    def _frame(self, fid: str, sides: list[str], breaker: str, quota: int) -> str:
        score = dict.fromkeys(sides, 0)
        shooter, visit = breaker, 1
        result, layout, stroke, ok = self._break()
        self._shot(NewShot(self.sid, PlayedShot(layout, stroke, result, legal=ok,
                                              shooter=shooter, is_break=True,
                                              verdict={"legal": ok, "turn": "passes"}),
                           player_id=self.pid if shooter == self.name else None, frame_id=fid,
                           taken_at=self._tick()), visit)
        while max(score.values()) < 8 and self.count < quota:
            shooter = sides[1] if shooter == sides[0] else sides[0]
            visit += 1
            while self.count < quota:
                result, layout, stroke, ok = self._pot(None, opponent=shooter != self.name)
                pts = len(result.pocketed) if ok else 0
                score[shooter] += pts
                turn = "continues" if pts else "passes"
                self._shot(NewShot(self.sid, PlayedShot(layout, stroke, result, legal=True,
                                                      points=pts, shooter=shooter,
                                                      verdict={"legal": True, "turn": turn}),
                                   player_id=self.pid if shooter == self.name else None,
                                   frame_id=fid, taken_at=self._tick()), visit)
                if not pts or score[shooter] >= 8:
                    break
        return max(score, key=lambda s: score[s])

    # ------------------------------------------------------------- geometry
    def _pot(self, cut: float | None, opponent: bool = False
             ) -> tuple[ShotResult, dict[str, Vec], Stroke, bool]:
        rng, spec = self.rng, self.spec
        rad = spec.ball_radius
        hl, hw = spec.half_length - 3 * rad, spec.half_width - 3 * rad
        while True:
            pocket = spec.pocket(rng.choice(POCKET_IDS))
            obj = (rng.uniform(-hl, hl), rng.uniform(-hw, hw))
            px, py = pocket.mouth_centre
            ux, uy = px - obj[0], py - obj[1]
            lo = math.hypot(ux, uy)
            ux, uy = ux / lo, uy / lo
            angle = rng.uniform(0, 75) if cut is None else cut + rng.uniform(-3, 3)
            a = math.radians(angle) * rng.choice((-1, 1))
            dx, dy = ux * math.cos(a) - uy * math.sin(a), ux * math.sin(a) + uy * math.cos(a)
            d = rng.uniform(0.2, 2.2)
            ghost = (obj[0] - 2 * rad * ux, obj[1] - 2 * rad * uy)
            cue = (ghost[0] - d * dx, ghost[1] - d * dy)
            if abs(cue[0]) < hl and abs(cue[1]) < hw and lo > 0.15:
                break
        skill = 0.35 if opponent else self.skill
        chance = 0.97 - 0.0075 * abs(angle) - 0.1 * d + 0.15 * skill - 0.1 * lo
        # The cut and distance as the analysis measures them (simulation.analysis.bias).
        true_cut, true_d, side = cut_geometry({"cue": cue, "5": obj}, "cue", "5",
                                              (px, py), rad)
        weak = not opponent and self.weakness is not None and self.weakness.covers(true_cut,
                                                                                   true_d)
        if weak:
            chance -= self.weakness.pot_penalty  # type: ignore[union-attr]
        potted = rng.random() < max(0.03, min(0.97, chance))
        speed = rng.uniform(1.0, 3.5)
        t1 = r6(d / speed)
        after = (ghost[0] + rng.uniform(-0.4, 0.4), ghost[1] + rng.uniform(-0.3, 0.3))
        after = (max(-hl, min(hl, after[0])), max(-hw, min(hw, after[1])))
        events: list[Any] = [Strike(0.0, "cue"),
                             BallBall(t1, "cue", "5", {"cue": _v(ghost), "5": _v(obj)})]
        final: dict[str, Vec] = {"cue": _v(after)}
        pocketed: tuple[Pocketed, ...] = ()
        if potted:
            t2 = r6(t1 + lo / speed)
            events.append(PocketDrop(t2, "5", pocket.id))
            pocketed = (Pocketed("5", pocket.id, t2),)
        else:
            miss = (obj[0] + 0.6 * (px - obj[0]) + rng.uniform(-0.08, 0.08),
                    obj[1] + 0.6 * (py - obj[1]) + rng.uniform(-0.08, 0.08))
            final["5"] = _v((max(-hl, min(hl, miss[0])), max(-hw, min(hw, miss[1]))))
        layout = {"cue": _v(cue), "5": _v(obj)}
        direction = math.degrees(math.atan2(dy, dx))
        planted = 0.0
        if weak:  # an overcut turns away from the object ball's centre (bias.signed_error)
            planted = self.weakness.bias_deg  # type: ignore[union-attr]
            direction += planted if side == "right" else -planted
        self.judgement = (planted, true_cut, true_d, side)
        stroke = Stroke("cue", round(direction, 3), round(speed, 3),
                        0.0, round(rng.uniform(-0.3, 0.3), 2))
        result = ShotResult(final, pocketed, (), tuple(events), r6(t1 + 2.0))
        return result, layout, stroke, potted

    def _break(self) -> tuple[ShotResult, dict[str, Vec], Stroke, bool]:
        rng, spec = self.rng, self.spec
        rack = standard_rack(spec)
        cue = default_cue_position(spec)
        cue = (cue[0], rng.uniform(-0.3, 0.3))
        apex = min(rack, key=lambda b: rack[b][0])
        ax, ay = rack[apex]
        direction = math.atan2(ay - cue[1], ax - 2 * spec.ball_radius - cue[0])
        speed = rng.uniform(7.0, 12.0)
        events: list[Any] = [Strike(0.0, "cue"), BallBall(
            0.2, "cue", apex, {"cue": _v((ax - 2 * spec.ball_radius, ay)), apex: _v((ax, ay))})]
        balls = list(rack)
        rng.shuffle(balls)
        n_cushion = rng.choice((1, 2, 3, 3, 4, 5)) + (1 if rng.random() < self.skill else 0)
        walls = ("back", "left-back", "right-back")
        for i, b in enumerate(balls[:n_cushion]):
            events.append(CushionHit(r6(0.5 + 0.05 * i), b, rng.choice(walls), _v(rack[b])))
        n_pot = rng.choice((0, 0, 0, 1, 1, 2)) + (1 if rng.random() < self.skill / 3 else 0)
        pocketed = []
        for i, b in enumerate(balls[n_cushion:n_cushion + n_pot]):
            pocket = rng.choice(("BL", "BR", "ML", "MR"))
            events.append(PocketDrop(r6(1.0 + 0.1 * i), b, pocket))
            pocketed.append(Pocketed(b, pocket, r6(1.0 + 0.1 * i)))
        gone = {p.ball for p in pocketed}
        final = {b: p for b, p in rack.items() if b not in gone}
        hl, hw = spec.half_length - 0.05, spec.half_width - 0.05
        final["cue"] = _v((rng.uniform(-hl, 0.3), rng.uniform(-hw, hw)))
        layout = {**rack, "cue": cue}
        result = ShotResult({b: _v(p) for b, p in final.items()}, tuple(pocketed), (),
                            tuple(events), 3.0)
        stroke = Stroke("cue", round(math.degrees(direction), 3), round(speed, 3), 0.0, 0.0)
        legal = bool(pocketed) or n_cushion >= 3
        return result, {b: _v(p) for b, p in layout.items()}, stroke, legal


def _v(p: Vec) -> Vec:
    return (r6(p[0]), r6(p[1]))

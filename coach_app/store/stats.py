"""Aggregates behind the progress charts, computed in SQL so 100,000 shots chart at once.

Each function takes a :class:`ChartFilter` and returns frozen values the chart functions
(coach_app.charts) draw; the GUI's progress screen calls the same pair.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import and_, case, func, literal, or_, select, true, union_all

from coach_app.store import models as m
from coach_app.store.opening import Store
from coach_app.store.query_scope import AnySelect, check_where_scope, in_period, played_where
from coach_app.store.records import Period

#: Bin edges of the pot-rate chart: cut angle (degrees) and distance cue ball to object
#: ball (metres). The last distance bin is open-ended.
ANGLE_EDGES: tuple[float, ...] = (0, 10, 20, 30, 40, 50, 60, 70, 90)
DISTANCE_EDGES: tuple[float, ...] = (0, 0.5, 1.0, 1.5, 2.0, 4.5)


@dataclass(frozen=True)
class ChartFilter:
    """Which part of the history a chart shows. ``None`` means no restriction.

    ``where``: "all" (screen and real table), "screen" or "real" (the session's
    ``where_kind``). A real-table attempt has no shot, so the charts drawn from shots count
    only the screen's attempts under any scope, and their titles say so."""

    player_id: str | None = None
    period: Period = field(default_factory=Period)
    drill_id: str | None = None
    category: str | None = None
    discipline: str | None = None
    where: str = "all"

    def __post_init__(self) -> None:
        check_where_scope(self.where)


@dataclass(frozen=True)
class DrillPoint:
    """One session's attempts at one drill."""

    when: datetime
    session_id: str
    drill_id: str
    title: str
    category: str
    attempts: int
    successes: int


@dataclass(frozen=True)
class PotGrid:
    """Pot attempts and pots per (distance bin, angle bin): ``attempts[i][j]`` is distance
    bin i, angle bin j."""

    angle_edges: tuple[float, ...]
    distance_edges: tuple[float, ...]
    attempts: tuple[tuple[int, ...], ...]
    potted: tuple[tuple[int, ...], ...]

    @property
    def total(self) -> int:
        return sum(map(sum, self.attempts))

    @classmethod
    def empty(cls) -> PotGrid:
        zeros = tuple((0,) * (len(ANGLE_EDGES) - 1) for _ in DISTANCE_EDGES[1:])
        return cls(ANGLE_EDGES, DISTANCE_EDGES, zeros, zeros)


@dataclass(frozen=True)
class BreakPoint:
    when: datetime
    session_id: str
    legal: bool | None
    pocketed: int
    cue: tuple[float, float] | None


@dataclass(frozen=True)
class BreakSession:
    """One session's opening breaks, counted in SQL (a year of breaks is thousands of
    rows; the trend needs a few numbers per day)."""

    when: datetime
    breaks: int
    legal: int


@dataclass(frozen=True)
class BreakStats:
    """Opening breaks in scope: per session for the trend, the histogram of balls
    pocketed, and the cue ball's resting place of the most recent ``RECENT_BREAKS`` (a
    scatter of every break of a year is a blot, and slow to draw)."""

    sessions: tuple[BreakSession, ...] = ()
    pocketed: tuple[tuple[int, int], ...] = ()  # (balls pocketed, breaks)
    recent: tuple[BreakPoint, ...] = ()

    @property
    def total(self) -> int:
        return sum(s.breaks for s in self.sessions)

    @property
    def legal(self) -> int:
        return sum(s.legal for s in self.sessions)

    def __len__(self) -> int:
        return self.total


#: How many of the latest breaks the "cue ball after the break" chart shows.
RECENT_BREAKS = 300


@dataclass(frozen=True)
class DisciplineStats:
    discipline: str
    games: int
    won: int
    visits: int
    points: int

    @property
    def points_per_visit(self) -> float:
        return self.points / self.visits if self.visits else 0.0



def _shot_scope(q: AnySelect, f: ChartFilter) -> AnySelect:
    """Restrict a query on shots by player, period, drill/category, discipline and where
    the session was played."""
    if f.player_id is not None:
        q = q.where(m.Shot.player_id == f.player_id)
    if f.where != "all":
        q = q.where(m.Shot.session_id.in_(
            played_where(select(m.PracticeSession.id), m.PracticeSession.where_kind, f.where)))
    q = in_period(q, m.Shot.taken_at, f.period)
    sets = select(m.DrillSet.id)
    drill_scope = f.drill_id is not None or f.category is not None
    if f.drill_id is not None:
        sets = sets.where(m.DrillSet.drill_id == f.drill_id)
    if f.category is not None:
        sets = sets.where(m.DrillSet.category == f.category)
    if f.discipline is not None:
        sets = sets.where(m.DrillSet.discipline == f.discipline)
    in_sets = m.Shot.attempt_id.in_(select(m.Attempt.id).where(m.Attempt.drill_set_id.in_(sets)))
    if drill_scope:
        return q.where(in_sets)
    if f.discipline is not None:
        frames = select(m.Frame.id).join(m.Game).where(m.Game.discipline == f.discipline)
        q = q.where(or_(in_sets, m.Shot.frame_id.in_(frames)))
    return q


#: Packs a drill set's attempts and successes into one count: attempts * PACK + successes.
PACK = 1 << 20


def drill_progress(store: Store, f: ChartFilter) -> tuple[DrillPoint, ...]:
    """Attempts and successes per session and drill, oldest first.

    The counts come from a correlated subquery on each of the player's drill sets, answered
    from the covering index (drill_set_id, success): the work grows with this player's
    drill sets, not with every attempt in the database (a join and group over all attempts
    took twice as long on the 100,000-shot bench). It is one index lookup per set, not
    two: the subquery returns both counts packed into one number (attempts * PACK +
    successes; a set never has a million attempts). The sessions' start times come in a
    second, small query, so the grouping sorts only the drill sets' own columns (a fifth
    less work than grouping on the joined session)."""
    sessions = select(m.PracticeSession.id, m.PracticeSession.started_at)
    if f.player_id is not None:
        sessions = sessions.where(m.PracticeSession.player_id == f.player_id)
    sessions = in_period(sessions, m.PracticeSession.started_at, f.period)
    sessions = played_where(sessions, m.PracticeSession.where_kind, f.where)
    packed = (select(func.count(m.Attempt.success) * PACK
                     + func.count().filter(m.Attempt.success.is_(True)))
              .where(m.Attempt.drill_set_id == m.DrillSet.id).scalar_subquery())
    q = (select(m.DrillSet.session_id, m.DrillSet.drill_id, func.max(m.DrillSet.title),
                m.DrillSet.category, func.sum(packed))
         .where(m.DrillSet.session_id.in_(sessions.with_only_columns(m.PracticeSession.id)))
         .group_by(m.DrillSet.session_id, m.DrillSet.drill_id, m.DrillSet.category))
    for column, value in ((m.DrillSet.drill_id, f.drill_id), (m.DrillSet.category, f.category),
                          (m.DrillSet.discipline, f.discipline)):
        if value is not None:
            q = q.where(column == value)
    points = []
    with store.sessions() as s:
        started: dict[str, datetime] = {sid: when for sid, when in s.execute(sessions)}
        for sid, d, t, c, counts in s.execute(q):
            n, k = divmod(int(counts or 0), PACK)
            if n:  # a drill set without a finished attempt is no point
                points.append(DrillPoint(started[sid], sid, d, t or d, c, n, k))
    return tuple(sorted(points, key=lambda p: (p.when, p.session_id, p.drill_id, p.category)))


def _within(column: Any, edges: tuple[float, ...], i: int) -> Any:
    """``column`` in bin ``i`` of ``edges`` (the first and the last bins are open)."""
    bounds = []
    if i > 0:
        bounds.append(column >= edges[i])
    if i < len(edges) - 2:
        bounds.append(column < edges[i + 1])
    return and_(*bounds) if bounds else true()


def pot_grid(store: Store, f: ChartFilter) -> PotGrid:
    """Pot attempts (shots with a direct first contact, not breaks) binned by cut angle
    and distance, with how many were potted.

    For one player, one small query per (potted or not, angle bin), all sent as one
    UNION ALL: each reads its own range of the covering index (player, potted, cut angle,
    distance) and counts the distance bins as it goes. Grouping every pot attempt by two
    computed bins instead sorted the whole year's attempts (over twice as slow on the
    100,000-shot bench)."""
    na, nd = len(ANGLE_EDGES) - 1, len(DISTANCE_EDGES) - 1
    att = [[0] * na for _ in range(nd)]
    pot = [[0] * na for _ in range(nd)]
    with store.sessions() as s:
        for potted, a, *per_distance in s.execute(_pot_query(f)):
            for d, n in enumerate(per_distance):
                att[d][int(a)] += int(n)
                if potted:
                    pot[d][int(a)] += int(n)
    return PotGrid(ANGLE_EDGES, DISTANCE_EDGES, tuple(map(tuple, att)), tuple(map(tuple, pot)))


def _pot_query(f: ChartFilter) -> Any:
    """Rows (potted, angle bin, attempts per distance bin)."""
    # count(*), not count(id): the id is not in the covering index (revision 0003).
    per_distance = [func.count().filter(_within(m.Shot.distance_m, DISTANCE_EDGES, d))
                    for d in range(len(DISTANCE_EDGES) - 1)]
    if f.player_id is None:  # no index range to read: one pass, grouped
        a_bin = case(*((m.Shot.cut_angle_deg < e, i)
                       for i, e in enumerate(ANGLE_EDGES[1:-1])),
                     else_=len(ANGLE_EDGES) - 2).label("a")
        q = (select(m.Shot.potted, a_bin, *per_distance)
             .where(m.Shot.potted.is_not(None)).group_by(m.Shot.potted, a_bin))
        return _shot_scope(q, f)
    return union_all(*(
        _shot_scope(select(literal(potted), literal(a), *per_distance)
                    .where(m.Shot.potted == potted,
                           _within(m.Shot.cut_angle_deg, ANGLE_EDGES, a)), f)
        for potted in (False, True) for a in range(len(ANGLE_EDGES) - 1)))


#: The drill category whose shots are opening breaks (drills/packs/breaks.toml).
BREAK_CATEGORY = "break"


def _is_break() -> Any:
    """An opening break: a game's break, or a shot of a break drill (practised breaks
    count towards the "Breaks" chart and summary like the ones in games)."""
    drills = (select(m.Attempt.id).join(m.DrillSet, m.Attempt.drill_set_id == m.DrillSet.id)
              .where(m.DrillSet.category == BREAK_CATEGORY))
    return or_(m.Shot.is_break.is_(True), m.Shot.attempt_id.in_(drills))


def breaks(store: Store, f: ChartFilter) -> BreakStats:
    """The opening breaks in scope, aggregated (see :class:`BreakStats`)."""
    legal = func.count().filter(m.Shot.legal.is_(True))
    is_break = _is_break()
    per = (select(func.min(m.Shot.taken_at), func.count(), legal)
           .where(is_break).group_by(m.Shot.session_id))
    hist = (select(m.Shot.n_pocketed, func.count())
            .where(is_break).group_by(m.Shot.n_pocketed))
    recent = (select(m.Shot.taken_at, m.Shot.session_id, m.Shot.legal, m.Shot.n_pocketed,
                     m.Shot.cue_x, m.Shot.cue_y)
              .where(is_break)
              .order_by(m.Shot.taken_at.desc()).limit(RECENT_BREAKS))
    with store.sessions() as s:
        sessions = sorted((BreakSession(w, int(n), int(k))
                           for w, n, k in s.execute(_shot_scope(per, f))), key=lambda b: b.when)
        pocketed = sorted((int(n or 0), int(c)) for n, c in s.execute(_shot_scope(hist, f)))
        last = [BreakPoint(w, sid, ok, int(n or 0), None if x is None or y is None else (x, y))
                for w, sid, ok, n, x, y in s.execute(_shot_scope(recent, f))]
    return BreakStats(tuple(sessions), tuple(pocketed), tuple(reversed(last)))


def game_stats(store: Store, f: ChartFilter) -> tuple[DisciplineStats, ...]:
    """Games played and won (by the session's player) and points per visit, by discipline."""
    won = func.count(m.Game.id).filter(m.Game.winner == m.Game.player_side)
    gq = (select(m.Game.discipline, func.count(m.Game.id), won).join(m.PracticeSession)
          .where(m.Game.winner.is_not(None)).group_by(m.Game.discipline))
    if f.player_id is not None:
        gq = gq.where(m.PracticeSession.player_id == f.player_id)
    gq = in_period(gq, m.Game.started_at, f.period)
    gq = played_where(gq, m.PracticeSession.where_kind, f.where)
    # Visits: the player's shots grouped by (visit, frame) in the order of the covering
    # index (player, visit, frame, points), no sort; then per frame (a few thousand
    # rows), and only then to the frame's game for its discipline: one lookup per frame,
    # not two per shot (two and a half times faster on the 100,000-shot bench).
    visits = (select(m.Shot.frame_id.label("frame"), func.sum(m.Shot.points).label("pts"))
              .where(m.Shot.visit.is_not(None))
              .group_by(m.Shot.visit, m.Shot.frame_id))
    per_visit = _shot_scope(visits, ChartFilter(f.player_id, f.period, where=f.where)).subquery()
    per_frame = (select(per_visit.c.frame, func.count().label("n"),
                        func.sum(per_visit.c.pts).label("pts"))
                 .group_by(per_visit.c.frame).subquery())
    vq = (select(m.Game.discipline, func.sum(per_frame.c.n), func.sum(per_frame.c.pts))
          .select_from(per_frame).join(m.Frame, m.Frame.id == per_frame.c.frame).join(m.Game)
          .group_by(m.Game.discipline))
    if f.discipline is not None:
        gq = gq.where(m.Game.discipline == f.discipline)
        vq = vq.where(m.Game.discipline == f.discipline)
    with store.sessions() as s:
        games = {d: (int(n), int(w)) for d, n, w in s.execute(gq)}
        vis = {d: (int(n), int(p or 0)) for d, n, p in s.execute(vq)}
    return tuple(DisciplineStats(d, *games.get(d, (0, 0)), *vis.get(d, (0, 0)))
                 for d in sorted(set(games) | set(vis)))

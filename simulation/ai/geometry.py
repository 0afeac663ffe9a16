"""Cheap geometry that decides which targets are worth the solver's time.

The solver costs about forty short simulations per target, so a turn can afford a handful.
Here every (cue ball, object ball, pocket, kind) is screened with plane geometry alone: the
object ball's path to the pocket and the cue ball's path to the ghost ball must be clear,
the cut angle under ~75°, and the ball must arrive within the pocket's acceptance angle
(measured with the solver on this table: a corner pocket takes a ball up to ~28° off its
axis, a middle pocket ~36°). What survives gets a *margin estimate* in degrees of stroke
direction, calibrated against the solver (a straight 0.5 m + 0.5 m shot into a corner: the
solver says 0.14°, this says the same order), used only to rank.

The same estimate, maximised over a layout, scores a position: "how good is the best next
shot from here" (the look-ahead), without calling the solver again.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from simulation.analysis.banks import bank_point, rails
from simulation.analysis.outcome import Kind, Target
from simulation.analysis.solver import ghost_point
from simulation.table import Pocket, TableSpec, Vec

#: Largest cut (degrees) worth trying: beyond it the window is hundredths of a degree.
MAX_CUT_DEG = 75.0
#: Acceptance half-angles (degrees off the pocket axis) and lateral tolerance at the axis
#: (m), from solver runs on the 12-foot table (docs/ai.md).
ACCEPT = {"corner": (28.0, 0.0077), "middle": (36.0, 0.015)}
#: A path is blocked by a ball whose centre passes closer than this share of 2R.
CLEARANCE = 0.985
#: A ball this close to a cushion (m, centre to its touching line) is played along it into
#: the corner: run straight down a frozen ball's cushion, or into it just before the jaw
#: when it lies off it — the cushion turns it into the throat. Solved windows (cue ball
#: 0.8 m away, 15-30° cut, 1.2-2 m/s): 0.04-0.1° for a ball 3-30 mm off the cushion 0.5-1 m
#: from the corner, where the direct pot the jaws allow is 0.01-0.025°; a frozen ball's
#: is wider still (0.3-1.3°). Farther off it still pays (1.6 m/s): 3-13 cm off, 1 m from
#: the corner 0.043-0.052° against a direct 0.011-0.019°, 1.6 m from it 0.024-0.033°
#: against 0.005-0.0095°; at 0.5 m the two meet at 13 cm (0.052° each). RAIL_TOLERANCE is
#: the lateral tolerance at the corner that reproduces those windows in the margin formula
#: (~10 mm; 8 for a safe side), and a road steeper into the cushion than MAX_RAIL_ANGLE is
#: a direct pot's business.
RAIL_TOUCH = 0.12
RAIL_TOLERANCE = 0.008
MAX_RAIL_ANGLE_DEG = 10.0
#: Within this distance (m) of the corner end of its cushion a ball goes in along steeper
#: roads too (1.6 m/s, cue ball 0.8 m away, 2-8 cm off the cushion, 6-20 cm from its end:
#: 0.15-0.38° at 11-27° into the cushion), where both the rail angle above and the
#: corner's acceptance angle (for balls from afar) refused it.
NEAR_CORNER = 0.2
MAX_NEAR_CORNER_ANGLE_DEG = 30.0
#: A double's tolerance against a direct pot's over the same road (the cushion spreads it),
#: and the thickest cut worth trying on one (a double is played thick).
BANK_TOLERANCE = 0.6
MAX_BANK_CUT_DEG = 50.0
#: A combination's first ball may send the object ball at most this far off its own line,
#: and throw at the second contact costs this share of the margin.
MAX_COMBO_CUT_DEG = 45.0
COMBO_TOLERANCE = 0.7
#: The cosines the combination screen compares with (it runs in every look-ahead), and the
#: cue ball's thinnest cut onto a combination's first ball (15° under a direct pot's).
COS_MAX_COMBO_CUT = math.cos(math.radians(MAX_COMBO_CUT_DEG))
COS_MAX_COMBO_CUE_CUT = math.cos(math.radians(MAX_CUT_DEG - 15.0))
#: Balls farther than this (m, surface to road) from a shot's roads are left out of the
#: solver's simulations (see near_layout).
NEAR = 0.12


@dataclass(frozen=True)
class Candidate:
    """A target the geometry finds plausible, with where the cue ball stands."""

    cue_ball: str
    object_ball: str
    pocket: str
    kind: Kind
    cue_pos: Vec
    ghost: Vec
    cut_deg: float
    estimate_deg: float
    travel: float
    #: A bank shot (дуплет): the cushion the object ball comes off, and where.
    cushion: str | None = None
    via: Vec | None = None
    #: A combination: the ball the cue ball strikes, which sends the object ball in.
    first: str | None = None
    #: A rail ball played along this cushion into the corner at its end.
    along: str | None = None

    @property
    def target(self) -> Target:
        return Target(self.object_ball, self.pocket, self.kind, self.cushion, self.first,
                      self.along)

    @property
    def aim_deg(self) -> float:
        """The ghost-ball direction (the solver refines it)."""
        return math.degrees(math.atan2(self.ghost[1] - self.cue_pos[1],
                                       self.ghost[0] - self.cue_pos[0]))

    def base_speed(self) -> float:
        """A pace that gets the ball to the pocket and the cue ball moving on: faster for
        longer travel and thicker cuts lose less (m/s)."""
        cut = math.radians(self.cut_deg)
        need = self.travel / max(0.35, math.cos(cut))
        return round(min(4.5, max(1.0, 0.9 + 0.75 * need)), 3)


@dataclass(frozen=True)
class _Lane:
    """An object ball's clear road into a pocket: where the cue ball must meet it."""

    ball: str
    pocket: str
    pos: Vec
    unit: Vec
    ghost: Vec
    dist: float
    tol_rad: float
    cushion: str | None = None
    via: Vec | None = None
    along: str | None = None


def _unit(dx: float, dy: float) -> tuple[Vec, float]:
    n = math.hypot(dx, dy)
    return ((dx / n, dy / n) if n > 0 else (1.0, 0.0)), n


def clear(a: Vec, b: Vec, layout: Mapping[str, Vec], skip: Iterable[str],
          table: TableSpec) -> bool:
    """No ball (other than ``skip``) stands in the way of a ball rolling from a to b."""
    limit = (2 * table.ball_radius * CLEARANCE) ** 2
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    seg2 = dx * dx + dy * dy
    skipped = set(skip)
    for ball, (px, py) in layout.items():
        if ball in skipped:
            continue
        t = 0.0 if seg2 == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / seg2))
        ex, ey = px - (ax + t * dx), py - (ay + t * dy)
        if ex * ex + ey * ey < limit:
            return False
    return True


def _accept(pocket: Pocket, unit: Vec) -> float | None:
    """Lateral tolerance (m) for a ball arriving along ``unit``, or None if the jaws refuse."""
    cos_phi = unit[0] * pocket.axis[0] + unit[1] * pocket.axis[1]
    phi = math.degrees(math.acos(max(-1.0, min(1.0, cos_phi))))
    max_phi, tol0 = ACCEPT[pocket.kind]
    if phi >= max_phi:
        return None
    return tol0 * (1.0 - (phi / max_phi) ** 2)


def lanes(layout: Mapping[str, Vec], targets: Sequence[str], table: TableSpec,
          banks: bool = False) -> list[_Lane]:
    """Every (object ball, pocket) with a clear, acceptable road, and with ``banks`` every
    double too: computed once per layout."""
    out = []
    R2 = 2 * table.ball_radius
    for ball in targets:
        pos = layout[ball]
        for pocket in table.pockets():
            unit, d = _unit(pocket.mouth_centre[0] - pos[0], pocket.mouth_centre[1] - pos[1])
            tol = _accept(pocket, unit)
            if tol is None or d < 1e-6:
                continue
            ghost = (pos[0] - R2 * unit[0], pos[1] - R2 * unit[1])
            if not table.on_surface(ghost) and not _near_rail(ghost, table):
                continue
            if not clear(pos, pocket.mouth_centre, layout, (ball,), table):
                continue
            out.append(_Lane(ball, pocket.id, pos, unit, ghost, d, tol / max(d, 0.05)))
    return out + rail_lanes(layout, targets, table) + (
        bank_lanes(layout, targets, table) if banks else [])


def rail_lanes(layout: Mapping[str, Vec], targets: Sequence[str], table: TableSpec
               ) -> list[_Lane]:
    """A ball near a cushion (within RAIL_TOUCH of its ball line) played along it into the
    corner at its end: the pocket's acceptance angle refuses that road, yet the cushion and
    the far jaw's nose turn such a ball into the throat (tests/analysis/
    test_indirect_pots.py). The road runs from the ball to the end of the cushion's ball
    line: straight down it for a frozen ball, slightly into it for one lying off it."""
    out = []
    R2 = 2 * table.ball_radius
    cos_max = math.cos(math.radians(MAX_RAIL_ANGLE_DEG))
    cos_near = math.cos(math.radians(MAX_NEAR_CORNER_ANGLE_DEG))
    for ball in targets:
        pos = layout[ball]
        for line in rails(table):
            gap = ((pos[0] - line.start[0]) * line.normal[0]
                   + (pos[1] - line.start[1]) * line.normal[1])
            if not -1e-4 <= gap <= RAIL_TOUCH:
                continue
            for end in (line.start, line.end):
                pocket = min(table.pockets(), key=lambda p: math.dist(p.mouth_centre, end))
                if pocket.kind != "corner":
                    continue
                unit, d = _unit(end[0] - pos[0], end[1] - pos[1])
                tx, ty = end[0] - line.start[0], end[1] - line.start[1]
                along, _ = _unit(tx, ty) if end is line.end else _unit(-tx, -ty)
                steepest = cos_near if d <= NEAR_CORNER else cos_max
                if d < R2 or unit[0] * along[0] + unit[1] * along[1] < steepest:
                    continue
                dist = math.dist(pos, pocket.mouth_centre)
                if not clear(pos, end, layout, (ball,), table):
                    continue
                ghost = (pos[0] - R2 * unit[0], pos[1] - R2 * unit[1])
                out.append(_Lane(ball, pocket.id, pos, unit, ghost, dist,
                                 RAIL_TOLERANCE / dist, along=line.cushion))
    return out


def bank_lanes(layout: Mapping[str, Vec], targets: Sequence[str], table: TableSpec,
               beat_deg: float = 0.0, levers: Mapping[str, float] | None = None
               ) -> list[_Lane]:
    """Every (object ball, cushion, pocket) double with clear roads out to the cushion and
    back into an acceptable mouth (:mod:`simulation.analysis.banks`). A bank's tolerance
    is its pocket's spread over the whole road and then cut by BANK_TOLERANCE: the cushion
    turns a small error of the ball's direction into a larger one (Han 2005).

    ``beat_deg`` and ``levers`` (the largest cue-ball lever 2R / distance onto each ball):
    only doubles whose estimate could exceed ``beat_deg``. A double's road is at least the
    straight distance to the mouth, its pocket's spread at most the spread at the axis,
    and the cue ball's lever at most ``levers[ball]``, so a (ball, pocket) whose bound does
    not beat it is skipped unlooked-at: the look-ahead asks for doubles only where they
    could beat the direct pot it has (they were most of its cost: six cushions × six
    pockets a ball, two clear roads each)."""
    out = []
    R2 = 2 * table.ball_radius
    beat = math.radians(beat_deg)
    for ball in targets:
        pos = layout[ball]
        lever = 1.0 if levers is None else levers.get(ball, 0.0)
        for pocket in table.pockets():
            mouth = pocket.mouth_centre
            if beat > 0.0 and BANK_TOLERANCE * ACCEPT[pocket.kind][1] * lever <= beat * max(
                    math.dist(pos, mouth), 1e-9):
                continue
            for line in rails(table):
                via = bank_point(pos, mouth, line)
                if via is None:
                    continue
                unit, d_out = _unit(via[0] - pos[0], via[1] - pos[1])
                back, d_in = _unit(mouth[0] - via[0], mouth[1] - via[1])
                tol = _accept(pocket, back)
                if tol is None or d_out < R2:
                    continue
                ghost = (pos[0] - R2 * unit[0], pos[1] - R2 * unit[1])
                if not (table.on_surface(ghost) or _near_rail(ghost, table)):
                    continue
                if not (clear(pos, via, layout, (ball,), table)
                        and clear(via, mouth, layout, (ball,), table)):
                    continue
                dist = d_out + d_in
                out.append(_Lane(ball, pocket.id, pos, unit, ghost, dist,
                                 BANK_TOLERANCE * tol / dist, line.cushion, via))
    return out


def _near_rail(p: Vec, table: TableSpec) -> bool:
    r = table.ball_radius
    return abs(p[0]) <= table.half_length - r + 1e-3 and abs(p[1]) <= table.half_width - r + 1e-3


def object_candidate(lane: _Lane, cue_ball: str, cue_pos: Vec, layout: Mapping[str, Vec],
                     table: TableSpec) -> Candidate | None:
    """Pot the lane's ball with ``cue_ball`` from ``cue_pos``, if geometry allows."""
    R2 = 2 * table.ball_radius
    (vx, vy), dc = _unit(lane.ghost[0] - cue_pos[0], lane.ghost[1] - cue_pos[1])
    if dc < 1e-6:
        return None
    cos_cut = vx * lane.unit[0] + vy * lane.unit[1]
    cut = math.degrees(math.acos(max(-1.0, min(1.0, cos_cut))))
    if cut >= MAX_CUT_DEG:
        return None
    if not clear(cue_pos, lane.ghost, layout, (cue_ball, lane.ball), table):
        return None
    if lane.via is not None and (cut > MAX_BANK_CUT_DEG or _kisses_back(lane, cue_pos, table)):
        return None
    margin = lane.tol_rad * R2 * max(cos_cut, 0.05) / max(dc, R2)
    return Candidate(cue_ball, lane.ball, lane.pocket, Kind.OBJECT, cue_pos, lane.ghost,
                     cut, math.degrees(margin), dc + lane.dist, lane.cushion, lane.via,
                     along=lane.along)


def combo_candidate(lane: _Lane, first: str, cue_ball: str, cue_pos: Vec,
                    layout: Mapping[str, Vec], table: TableSpec) -> Candidate | None:
    """Pot the lane's ball off ``first`` (a combination): ``first`` must reach the lane's
    ghost ball at a cut under MAX_COMBO_CUT_DEG along a clear road, and the cue ball reach
    ``first``'s own ghost the same way. Each ball passed on shrinks the margin by the
    ghost-ball lever (2R·cos(cut) / distance), and throw on the second contact costs
    COMBO_TOLERANCE more."""
    R2 = 2 * table.ball_radius
    a = layout[first]
    (ux, uy), d_ab = _unit(lane.ghost[0] - a[0], lane.ghost[1] - a[1])
    if d_ab < table.ball_radius:
        return None
    cos_ab = ux * lane.unit[0] + uy * lane.unit[1]
    if cos_ab < COS_MAX_COMBO_CUT:
        return None
    if not clear(a, lane.ghost, layout, (first, lane.ball, cue_ball), table):
        return None
    ghost = (a[0] - R2 * ux, a[1] - R2 * uy)
    if not (table.on_surface(ghost) or _near_rail(ghost, table)):
        return None
    (vx, vy), dc = _unit(ghost[0] - cue_pos[0], ghost[1] - cue_pos[1])
    cos_cut = vx * ux + vy * uy
    if dc < 1e-6 or cos_cut < COS_MAX_COMBO_CUE_CUT:
        return None
    if not clear(cue_pos, ghost, layout, (cue_ball, first), table):
        return None
    tol_a = lane.tol_rad * R2 * cos_ab / max(d_ab, R2)
    margin = COMBO_TOLERANCE * tol_a * R2 * cos_cut / max(dc, R2)
    cut = math.degrees(math.acos(max(-1.0, min(1.0, cos_cut))))
    return Candidate(cue_ball, lane.ball, lane.pocket, Kind.OBJECT, cue_pos, ghost, cut,
                     math.degrees(margin), dc + d_ab + lane.dist, first=first)


def _kisses_back(lane: _Lane, cue_pos: Vec, table: TableSpec) -> bool:
    """A double whose ball comes back across where the cue ball stops (near the ghost ball
    on a thick hit) or stands: the two meet again — a kiss, not a pot."""
    mouth = table.pocket(lane.pocket).mouth_centre
    limit = (3 * table.ball_radius) ** 2
    return any(_dist2_to_segment(p, lane.via, mouth) < limit  # type: ignore[arg-type]
               for p in (lane.ghost, cue_pos))


def cue_candidates(layout: Mapping[str, Vec], cue_ball: str, cue_pos: Vec,
                   targets: Sequence[str], table: TableSpec) -> list[Candidate]:
    """Свояк: the cue ball leaves a stun contact along the tangent line, so the contact point
    G must see the pocket at a right angle to the line of centres (G on the Thales circle
    over object ball and pocket); the cue ball must arrive at a 25-70° cut on the side that
    sends it toward the pocket."""
    R2 = 2 * table.ball_radius
    out = []
    for ball in targets:
        if ball == cue_ball:
            continue
        o = layout[ball]
        for pocket in table.pockets():
            m = pocket.mouth_centre
            w, L = _unit(m[0] - o[0], m[1] - o[1])
            if L <= R2 * 1.05:
                continue
            beta = math.acos(R2 / L)
            for s in (1.0, -1.0):
                c, sn = math.cos(beta), s * math.sin(beta)
                g = (o[0] + R2 * (c * w[0] - sn * w[1]), o[1] + R2 * (sn * w[0] + c * w[1]))
                to_pocket, dg = _unit(m[0] - g[0], m[1] - g[1])
                tol = _accept(pocket, to_pocket)
                if tol is None or not table.on_surface(g):
                    continue
                d_in, dc = _unit(g[0] - cue_pos[0], g[1] - cue_pos[1])
                n = ((o[0] - g[0]) / R2, (o[1] - g[1]) / R2)
                cos_cut = d_in[0] * n[0] + d_in[1] * n[1]
                cut = math.degrees(math.acos(max(-1.0, min(1.0, cos_cut))))
                tangent = (d_in[0] - cos_cut * n[0], d_in[1] - cos_cut * n[1])
                if not 25.0 <= cut <= 70.0 or tangent[0] * to_pocket[0] + \
                        tangent[1] * to_pocket[1] <= 0:
                    continue
                if not (clear(cue_pos, g, layout, (cue_ball, ball), table)
                        and clear(g, m, layout, (cue_ball, ball), table)):
                    continue
                margin = 0.5 * tol / max(dg, 0.05) * R2 / max(dc, R2)
                out.append(Candidate(cue_ball, ball, pocket.id, Kind.CUE, cue_pos, g, cut,
                                     math.degrees(margin), dc + dg))
    return out


def candidates(layout: Mapping[str, Vec], cue_balls: Sequence[str], targets: Sequence[str],
               kinds: Sequence[Kind], table: TableSpec,
               cue_positions: Mapping[str, Sequence[Vec]] | None = None,
               banks: bool = False) -> list[Candidate]:
    """All plausible targets, best estimate first. ``cue_positions`` gives the places a
    ball in hand may take (otherwise each cue ball stands where it is); ``banks`` adds the
    doubles (дуплеты) and the combinations off another legal ball."""
    found: list[Candidate] = []
    lane_list = lanes(layout, targets, table, banks)
    for cue_ball in cue_balls:
        spots = (cue_positions or {}).get(cue_ball) or ([layout[cue_ball]]
                                                        if cue_ball in layout else [])
        for spot in spots:
            placed = {**layout, cue_ball: spot}
            for lane in lane_list:
                if lane.ball == cue_ball:
                    continue
                cand = object_candidate(lane, cue_ball, spot, placed, table)
                if cand is not None:
                    found.append(cand)
                if banks and lane.via is None and lane.along is None:
                    found += [c for first in targets
                              if first not in (cue_ball, lane.ball)
                              and (c := combo_candidate(lane, first, cue_ball, spot, placed,
                                                        table)) is not None]
            if Kind.CUE in kinds:
                found += cue_candidates(placed, cue_ball, spot, targets, table)
    found.sort(key=lambda c: -c.estimate_deg)
    return found


def near_layout(layout: Mapping[str, Vec], cand: Candidate, table: TableSpec,
                reach: float = NEAR) -> dict[str, Vec]:
    """The balls that can matter to whether ``cand`` drops: the two balls of the shot and
    any ball within ``reach`` of the cue ball's road to the contact or of the ball's road to
    the pocket. The solver's simulations stop as soon as the pot is decided, so a ball far
    from both roads cannot change its answer — and a simulation of three balls is several
    times cheaper than one of sixteen (world set-up and contact search scale with them)."""
    mouth = table.pocket(cand.pocket).mouth_centre
    start = layout[cand.object_ball] if cand.kind is Kind.OBJECT else cand.ghost
    roads: tuple[tuple[Vec, Vec], ...] = ((cand.cue_pos, cand.ghost), (start, mouth))
    if cand.via is not None:
        roads = ((cand.cue_pos, cand.ghost), (start, cand.via), (cand.via, mouth))
    keep = {cand.cue_ball, cand.object_ball}
    if cand.first is not None:
        lane_ghost = ghost_point(start, mouth, table)
        roads = ((cand.cue_pos, cand.ghost), (layout[cand.first], lane_ghost), (start, mouth))
        keep.add(cand.first)
    limit = (reach + 2 * table.ball_radius) ** 2
    out = {}
    for ball, p in layout.items():
        if ball in keep or any(_dist2_to_segment(p, a, b) < limit for a, b in roads):
            out[ball] = p
    return out


def _dist2_to_segment(p: Vec, a: Vec, b: Vec) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    seg2 = dx * dx + dy * dy
    t = 0.0 if seg2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / seg2))
    ex, ey = p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy)
    return ex * ex + ey * ey


def best_estimate(layout: Mapping[str, Vec], cue_balls: Sequence[str], targets: Sequence[str],
                  table: TableSpec, banks: bool = False) -> float:
    """The widest estimated margin (degrees) of any direct pot (and with ``banks`` any
    double or combination) in ``layout``; 0 if none.

    A pot's margin never exceeds its lane's own tolerance (the cue ball's lever
    2R·cos(cut)/distance is at most 1), so the lanes are visited widest first and the
    search stops at the first lane that cannot beat the best found: the look-ahead asks
    this dozens of times a turn. The doubles are looked for last, and only where one could
    beat the best direct pot (:func:`bank_lanes`)."""
    present = [t for t in targets if t in layout]
    best = _widest(lanes(layout, present, table), layout, cue_balls, targets, table, banks,
                   0.0)
    if banks:
        R2 = 2 * table.ball_radius
        levers = {b: max((R2 / max(math.dist(layout[c], layout[b]) - R2, R2)
                          for c in cue_balls if c in layout and c != b), default=0.0)
                  for b in present}
        best = _widest(bank_lanes(layout, present, table, best, levers), layout, cue_balls,
                       targets, table, banks, best)
    return best


def _widest(lane_list: list[_Lane], layout: Mapping[str, Vec], cue_balls: Sequence[str],
            targets: Sequence[str], table: TableSpec, banks: bool, best: float) -> float:
    """The widest estimate over ``lane_list`` (and its combinations with ``banks``) that
    beats ``best``, else ``best``: the lanes widest first, stopping at the first that
    cannot beat the best found."""
    lane_list = sorted(lane_list, key=lambda lane: -lane.tol_rad)
    for lane in lane_list:
        if math.degrees(lane.tol_rad) <= best:
            break
        for cue_ball in cue_balls:
            if cue_ball not in layout or lane.ball == cue_ball:
                continue
            cand = object_candidate(lane, cue_ball, layout[cue_ball], layout, table)
            if cand is not None and cand.estimate_deg > best:
                best = cand.estimate_deg
            if not banks or lane.via is not None or lane.along is not None or \
                    math.degrees(COMBO_TOLERANCE * lane.tol_rad) <= best:
                continue
            for first in targets:
                if first in (cue_ball, lane.ball) or first not in layout:
                    continue
                combo = combo_candidate(lane, first, cue_ball, layout[cue_ball], layout, table)
                if combo is not None and combo.estimate_deg > best:
                    best = combo.estimate_deg
    return best

"""Finding a successful attempt of a drill by simulation (the proof that it can be done, and
the practice screen's "show me").

Deterministic and simple: ghost-ball aim at a point inside the pocket, then a fine scan of
the stroke direction around it (the corner mouth leaves only a few hundredths of a degree,
and throw moves the window), taking the middle of the window that pots the ball so the
stored solution is not balanced on an edge. Speed, follow/draw and side are scanned in a
fixed order for goals that also need the cue ball somewhere; sequences are searched depth
first, one shot per item. The same drill gives the same solution on every run.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace

from drills.breaks import side_break_shots
from drills.goals import matches, remaining
from drills.judge import AttemptState, play, start
from drills.model import Drill, ShotInput, Solution
from simulation.analysis.probability import StrokeError
from simulation.balls import CUE
from simulation.errors import InputError
from simulation.events import ShotResult
from simulation.geometry import dist, point_segment_distance
from simulation.physics.engine import simulate
from simulation.physics.params import PhysicsParams
from simulation.rules.facts import first_contact
from simulation.stroke import Stroke
from simulation.table import POCKET_IDS, TableSpec, Vec

SPEEDS = (1.6, 2.4, 1.1, 3.4, 0.8, 4.6)
HEIGHTS = (0.0, 0.35, -0.35, 0.55, -0.55, 0.18, -0.18)
SIDES = (0.0, 0.3, -0.3)
#: The side-spin drills' grid (drills/packs/spin.toml, docs/drills.md "Side-spin drills"):
#: more side than the default, searched only when asked so the other drills stay cheap.
SPIN_SIDES = (0.0, 0.3, -0.3, 0.45, -0.45)
STEP_DEG = 0.02
#: The robust search (find_solution with ``robust_for``): successful plans compared, the
#: strokes each is played with, and their seed (apart from the level measurement's 0, 17).
ROBUST_CHOICES = 6
ROBUST_SAMPLES = 60
ROBUST_SEED = 424_242
SIDE_MARGIN = 0.1


@dataclass
class Budget:
    """Simulations left for one search (a local counter, never shared). ``progress(used,
    sims)`` hears every 25th simulation; returning False ends the search (the editor's
    cancel) by spending what is left."""

    sims: int
    used: int = field(default=0)
    progress: Callable[[int, int], bool] | None = None

    def take(self) -> bool:
        self.used += 1
        if self.progress is not None and self.used % 25 == 0 \
                and not self.progress(self.used, self.sims):
            self.sims = self.used
        return self.used <= self.sims


@dataclass(frozen=True)
class Ctx:
    table: TableSpec
    params: PhysicsParams
    budget: Budget
    sides: tuple[float, ...] = SIDES


def find_solution(drill: Drill, attempt: int = 1, *, table: TableSpec | None = None,
                  params: PhysicsParams | None = None, max_sims: int = 6000,
                  progress: Callable[[int, int], bool] | None = None,
                  robust_for: StrokeError | None = None, choices: int = ROBUST_CHOICES,
                  sides: tuple[float, ...] = SIDES) -> Solution | None:
    """A successful attempt ``attempt`` of ``drill``, or None within ``max_sims`` (or once
    ``progress`` returned False). ``sides`` is the side grid scanned (SPIN_SIDES for the
    side-spin drills; ``(0.0,)`` is the check that a drill cannot be done without side).

    With ``robust_for`` (a player's stroke errors) the search does not stop at the first
    success: it collects up to ``choices`` successful plans within the budget and keeps the
    one that player makes most often (each plan's shots played ``ROBUST_SAMPLES`` times
    through the errors, seeded apart from the level measurement), the percentage shot a
    coach would show. A drill's level is measured from its recorded solution, so a first
    find balanced on the edge of its window would rate the drill harder than it is."""
    ctx = Ctx(table or TableSpec(), params or PhysicsParams(), Budget(max_sims, 0, progress),
              tuple(sides))
    plans = _plans(start(drill, attempt, ctx.table), ctx, branch=4)
    if robust_for is None:
        shots = next(plans, None)
        return Solution(attempt, shots) if shots else None
    best: tuple[float, Solution] | None = None
    for k, shots in enumerate(plans):
        sol = Solution(attempt, shots)
        p = robustness(drill, sol, robust_for, ctx)
        # Side makes a stroke harder to repeat and to show: a plan with it must beat one
        # without by more than the 60-stroke estimate's noise (docs/drills.md).
        margin = SIDE_MARGIN if _side(sol) and best is not None and not _side(best[1]) \
            else 0.0
        if best is None or p > best[0] + margin:
            best = (p, sol)
        if k + 1 >= choices or (p >= 1.0 and not _side(sol)):
            break
    return None if best is None else best[1]


def _side(sol: Solution) -> bool:
    return any(s.stroke.side != 0.0 for s in sol.shots)


def robustness(drill: Drill, solution: Solution, error: StrokeError, ctx: Ctx) -> float:
    """How often a player with ``error`` succeeds with ``solution`` (the level measurement
    of drills/difficulty.py on fewer strokes and its own seed)."""
    from drills.difficulty import success_probability

    found = success_probability(replace(drill, solutions=(solution,)), error,
                                samples=ROBUST_SAMPLES, seed=ROBUST_SEED, workers=1,
                                table=ctx.table, params=ctx.params)
    return 0.0 if found is None else found.p


def _plans(state: AttemptState, ctx: Ctx, branch: int) -> Iterator[tuple[ShotInput, ...]]:
    """Successful plans from ``state`` in search order, depth first; at most ``branch``
    shots that keep the attempt alive are followed from each position."""
    tried = 0
    for shot in _candidates(state, ctx):
        if ctx.budget.used >= ctx.budget.sims:
            return
        try:
            nxt = play(state, shot, table=ctx.table, params=ctx.params)
        except InputError:
            continue
        ctx.budget.take()
        if nxt.success:
            yield (shot,)
            continue
        if nxt.finished:
            continue
        found = False
        for rest in _plans(nxt, ctx, max(1, branch - 1)):
            found = True
            yield (shot, *rest)
        if not found:
            tried += 1
            if tried >= branch:
                return


# ------------------------------------------------------------------ candidates
def _candidates(state: AttemptState, ctx: Ctx) -> Iterator[ShotInput]:
    g = state.drill.goal
    if g.kind == "break":
        if g.first or g.rule == "leave":
            yield from side_break_shots(state, ctx.table)
        else:
            yield from _break_shots(state)
        return
    for place in _placements(state, ctx.table):
        layout = dict(state.balls)
        if place is not None:
            layout[CUE] = place
        if g.kind == "cue_pot":
            yield from _cue_pot_shots(state, layout, place, ctx)
        elif (g.kind == "position" and g.ball is None) or g.kind == "safety":
            yield from _safety_shots(layout, place, ctx,
                                     g.ball if g.kind == "safety" else None)
        else:
            yield from _pot_shots(state, layout, place, ctx)


def _targets(state: AttemptState, layout: dict[str, Vec]) -> list[tuple[str, str]]:
    g = state.drill.goal
    if g.kind == "sequence" and g.any_order:
        left = remaining(g, state.scored)
        balls = [b for b in layout if b != CUE and any(matches(i, b) for i in left)]
        pockets = g.pockets
    elif g.kind == "sequence":
        item = state.next_item or ""
        balls = [b for b in layout if b != CUE and matches(item, b)]
        k = len(state.records)
        pockets = g.pockets if len(g.pockets) <= 1 else (g.pockets[k],)
    else:
        balls = [g.ball] if g.ball else []
        pockets = g.pockets
    return [(b, p) for b in balls for p in (pockets or POCKET_IDS)]


def _pot_shots(state: AttemptState, layout: dict[str, Vec], place: Vec | None,
               ctx: Ctx) -> Iterator[ShotInput]:
    cue = layout[CUE]
    ranked = []
    for ball, pocket in _targets(state, layout):
        for via in (None, *_MIRRORS):
            for lateral in (0.0, 0.012, -0.012):
                aim = _aim(layout, cue, ball, pocket, ctx.table, lateral, via)
                if aim is not None:
                    ranked.append((aim[1], ball, pocket, aim[0]))
        for cushion in _MIRRORS:  # абриколь: the cue ball off a cushion first
            aim = _kick_aim(layout, cue, ball, pocket, ctx.table, cushion)
            if aim is not None:
                ranked.append((aim[1], ball, pocket, aim[0]))
    ranked.sort(key=lambda r: r[0])
    for _, ball, pocket, base in ranked[:12]:
        def potted(res: ShotResult, ball: str = ball, pocket: str = pocket) -> bool:
            return any(p.ball == ball and p.pocket == pocket for p in res.pocketed)

        hint = 0.0
        for speed, height, side in _configs(ctx.params.miscue_limit, sides=ctx.sides):
            found = _window(layout, base, hint, speed, height, side, potted, ctx,
                            width=3.0 if hint == 0.0 else 0.6)
            if found is None:
                continue
            hint = found - base
            yield ShotInput(Stroke(CUE, _deg(found), speed, side, height), place)


def _cue_pot_shots(state: AttemptState, layout: dict[str, Vec], place: Vec | None,
                   ctx: Ctx) -> Iterator[ShotInput]:
    g = state.drill.goal
    cue, ball = layout[CUE], layout[g.ball or ""]
    base = math.degrees(math.atan2(ball[1] - cue[1], ball[0] - cue[0]))
    reach = math.degrees(math.asin(min(1.0, 2 * ctx.table.ball_radius / dist(cue, ball))))

    def ok(res: ShotResult) -> bool:
        c = first_contact(res)
        return c is not None and c.ball == g.ball and any(
            p.ball == CUE and (not g.pockets or p.pocket in g.pockets) for p in res.pocketed)

    hint = 0.0
    for speed, height, side in _configs(ctx.params.miscue_limit, follow_first=True,
                                        sides=ctx.sides):
        found = _window(layout, base, hint, speed, height, side, ok, ctx,
                        width=reach if hint == 0.0 else 0.6)
        if found is not None:
            hint = found - base
            yield ShotInput(Stroke(CUE, _deg(found), speed, side, height), place)


def _safety_shots(layout: dict[str, Vec], place: Vec | None, ctx: Ctx,
                  only: str | None = None) -> Iterator[ShotInput]:
    cue = layout[CUE]
    balls = [only] if only else [b for b in layout if b != CUE]
    for ball in sorted(balls, key=lambda b: dist(cue, layout[b])):
        base = math.degrees(math.atan2(layout[ball][1] - cue[1], layout[ball][0] - cue[0]))
        for speed, height, side in _configs(ctx.params.miscue_limit, sides=ctx.sides):
            for k in (0.0, 0.5, -0.5, 1.0, -1.0, 1.5, -1.5):
                yield ShotInput(Stroke(CUE, _deg(base + k), speed, side, height), place)


def _break_shots(state: AttemptState) -> Iterator[ShotInput]:
    apex = (state.balls["4"][0] - 0.0, state.balls["4"][1])
    for place in ((-1.2, 0.0), (-1.2, 0.12), (-1.2, -0.12), (-1.05, 0.25), (-1.4, 0.0)):
        base = math.degrees(math.atan2(apex[1] - place[1], apex[0] - place[0]))
        for speed in (9.0, 11.0, 7.0, 13.0, 5.5):
            for height in (0.0, -0.35, 0.35, -0.55):
                for k in (0.0, 0.3, -0.3, 0.8, -0.8):
                    yield ShotInput(Stroke(CUE, _deg(base + k), speed, 0.0, height), place)


# ----------------------------------------------------------------- geometry
def _configs(limit: float, follow_first: bool = False, sides: Sequence[float] = SIDES
             ) -> Iterator[tuple[float, float, float]]:
    """(speed, height, side) in search order, never with the tip past ``limit`` (the miscue
    limit, a fraction of R): side 0.3 with height 0.55 would be 0.63 R, a miscue."""
    heights = sorted(HEIGHTS, key=lambda h: -h) if follow_first else HEIGHTS
    for side in sides:
        for height in heights:
            if math.hypot(side, height) > limit:
                continue
            for speed in SPEEDS:
                yield speed, height, side


def _deg(d: float) -> float:
    return round(d % 360.0, 4)


def _aim(layout: dict[str, Vec], cue: Vec, ball: str, pocket: str, table: TableSpec,
         lateral: float, via: str | None = None) -> tuple[float, float] | None:
    """Ghost-ball direction to send ``ball`` at a point just inside ``pocket`` (shifted by
    ``lateral`` metres across the mouth), directly or off cushion ``via`` (a bank: aim at
    the target's mirror image), and a difficulty score; None when blocked or the cut is
    beyond 80 degrees."""
    p = table.pocket(pocket)
    (mx, my), (ax, ay) = p.mouth_centre, p.axis
    depth = 0.02 if p.kind == "corner" else 0.035
    target = (mx + ax * depth - ay * lateral, my + ay * depth + ax * lateral)
    b = layout[ball]
    R = table.ball_radius
    legs = [(b, target)]
    aim_at = target
    if via is not None:
        axis, line = _MIRRORS[via](table)
        aim_at = (2 * line - target[0], target[1]) if axis == 0 else \
            (target[0], 2 * line - target[1])
        if (b[axis] - line) * (target[axis] - line) <= 0:
            return None
        t = (line - b[axis]) / (aim_at[axis] - b[axis])
        hit = (b[0] + t * (aim_at[0] - b[0]), b[1] + t * (aim_at[1] - b[1]))
        if not 0 < t < 1 or any(dist(hit, q.mouth_centre) < 0.15 for q in table.pockets()):
            return None
        legs = [(b, hit), (hit, target)]
    dx, dy = aim_at[0] - b[0], aim_at[1] - b[1]
    n = math.hypot(dx, dy)
    if n < 1e-6:
        return None
    ux, uy = dx / n, dy / n
    lx, ly = legs[-1][1][0] - legs[-1][0][0], legs[-1][1][1] - legs[-1][0][1]
    if (lx * ax + ly * ay) / math.hypot(lx, ly) < 0.2:  # into the pocket from behind
        return None
    ghost = (b[0] - 2 * R * ux, b[1] - 2 * R * uy)
    cx, cy = ghost[0] - cue[0], ghost[1] - cue[1]
    cn = math.hypot(cx, cy)
    if cn < 1e-6:
        return None
    cut = math.degrees(math.acos(max(-1.0, min(1.0, (cx * ux + cy * uy) / cn))))
    if cut > 80:
        return None
    for other, q in layout.items():
        if other in (ball, CUE):
            continue
        if point_segment_distance(q, cue, ghost) < 2 * R or any(
                point_segment_distance(q, s, e) < 2 * R for s, e in legs):
            return None
    return math.degrees(math.atan2(cy, cx)), cut + 20 * (cn + n) + (60 if via else 0)


def _kick_aim(layout: dict[str, Vec], cue: Vec, ball: str, pocket: str, table: TableSpec,
              cushion: str) -> tuple[float, float] | None:
    """The абриколь: the cue ball sent into ``cushion`` first, aimed at the mirror image of
    the ghost ball for a direct pot of ``ball`` in ``pocket``, and a difficulty score (a
    cushion first costs as much as a bank); None when a leg is blocked, the cue ball would
    meet the cushion by a pocket, or the cut is beyond 80 degrees. The rebound is not a
    mirror (the cushion takes speed and turns spin into angle), so this is a starting
    direction for the window scan, as the bank's is."""
    direct = _aim(layout, cue, ball, pocket, table, 0.0)
    p = table.pocket(pocket)
    (mx, my), (ax, ay) = p.mouth_centre, p.axis
    depth = 0.02 if p.kind == "corner" else 0.035
    target = (mx + ax * depth, my + ay * depth)
    b = layout[ball]
    R = table.ball_radius
    d = math.hypot(target[0] - b[0], target[1] - b[1])
    if d < 1e-6:
        return None
    ux, uy = (target[0] - b[0]) / d, (target[1] - b[1]) / d
    ghost = (b[0] - 2 * R * ux, b[1] - 2 * R * uy)
    axis, line = _MIRRORS[cushion](table)
    if (cue[axis] - line) * (ghost[axis] - line) <= 0:
        return None
    image = (2 * line - ghost[0], ghost[1]) if axis == 0 else (ghost[0], 2 * line - ghost[1])
    t = (line - cue[axis]) / (image[axis] - cue[axis])
    if not 0 < t < 1:
        return None
    hit = (cue[0] + t * (image[0] - cue[0]), cue[1] + t * (image[1] - cue[1]))
    if any(dist(hit, q.mouth_centre) < 0.15 for q in table.pockets()):
        return None
    inx, iny = ghost[0] - hit[0], ghost[1] - hit[1]
    n = math.hypot(inx, iny)
    cut = math.degrees(math.acos(max(-1.0, min(1.0, (inx * ux + iny * uy) / n))))
    if cut > 80:
        return None
    for other, q in layout.items():
        if other == CUE:
            continue
        if other != ball and (point_segment_distance(q, cue, hit) < 2 * R
                              or point_segment_distance(q, hit, ghost) < 2 * R
                              or point_segment_distance(q, b, target) < 2 * R):
            return None
    score = cut + 20 * (dist(cue, hit) + n + d) + 60
    if direct is not None:
        score += 60  # the direct pot is open: try it (and the banks) first
    return math.degrees(math.atan2(image[1] - cue[1], image[0] - cue[0])), score


#: Bank cushions: which coordinate the mirror line fixes, and where a ball's centre is when
#: it touches that cushion.
_MIRRORS: dict[str, Callable[[TableSpec], tuple[int, float]]] = {
    "left": lambda t: (1, t.half_width - t.ball_radius),
    "right": lambda t: (1, -(t.half_width - t.ball_radius)),
    "back": lambda t: (0, t.half_length - t.ball_radius),
    "front": lambda t: (0, -(t.half_length - t.ball_radius)),
}


def _window(layout: dict[str, Vec], base: float, hint: float, speed: float, height: float,
            side: float, ok: Callable[[ShotResult], bool], ctx: Ctx, width: float
            ) -> float | None:
    """Scan directions outward from ``base + hint``; on the first that works, widen to the
    whole working window and return its middle."""
    steps = int(width / STEP_DEG)
    order = [0] + [s * k for k in range(1, steps + 1) for s in (1, -1)]

    def works(d: float) -> bool:
        if not ctx.budget.take():
            return False
        res = simulate(layout, Stroke(CUE, d, speed, side, height), table=ctx.table,
                       params=ctx.params)
        return ok(res)

    for k in order:
        if ctx.budget.used >= ctx.budget.sims:
            return None
        d = base + hint + k * STEP_DEG
        if works(d):
            lo = hi = d
            while hi - d < 1.0 and works(hi + STEP_DEG / 2):
                hi += STEP_DEG / 2
            while d - lo < 1.0 and works(lo - STEP_DEG / 2):
                lo -= STEP_DEG / 2
            return (lo + hi) / 2
    return None


def _placements(state: AttemptState, table: TableSpec) -> Sequence[Vec | None]:
    """Where to try the cue ball in hand: behind each goal ball on the line from its pocket
    (a straight shot), then a coarse grid, nearest first."""
    where = state.placement
    if where is None:
        return [None]
    R = table.ball_radius
    hl, hw = table.half_length, table.half_width
    x_max = table.house_line_x - 0.01 if where == "house" else hl - R - 0.01
    others = [p for b, p in state.balls.items() if b != CUE]

    def free(p: Vec) -> bool:
        return table.on_surface(p) and abs(p[0]) <= hl - R - 0.005 and \
            abs(p[1]) <= hw - R - 0.005 and p[0] <= x_max and \
            all(dist(p, q) > 2 * R + 0.01 for q in others)

    out: list[Vec] = []
    layout = dict(state.balls)
    for ball, pocket in _targets(state, layout) or [(b, "") for b in layout if b != CUE][:1]:
        if not pocket:
            continue
        b = layout[ball]
        m = table.pocket(pocket).mouth_centre
        ux, uy = b[0] - m[0], b[1] - m[1]
        n = math.hypot(ux, uy)
        for back in (0.3, 0.5, 0.8, 1.2, 1.6):
            p = (round(b[0] + ux / n * back, 3), round(b[1] + uy / n * back, 3))
            if free(p):
                out.append(p)
    xs = [x_max - 0.05 - 0.15 * i for i in range(8)]
    ys = [0.0, 0.2, -0.2, 0.4, -0.4, 0.6, -0.6, 0.8, -0.8]
    grid = [(round(x, 3), y) for x in xs for y in ys if free((x, y))]
    return out + grid[:24]

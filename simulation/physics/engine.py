"""simulate(layout, stroke): one whole shot, from the strike until every ball is at rest.

Each step (1) advances every moving ball over the cloth in closed form (cloth.py), (2) cuts
the step short at the first new contact (toi.py) so contacts begin at their true geometry,
(3) lets pymunk place the balls and resolve the contacts (world.py), and (4) reads back the
velocities the contacts changed, logs events, drops balls into pockets. Steps are long while
balls run free (up to ``max_travel`` radii or ``max_step`` seconds) and end exactly at each
contact, which is how a break runs in a few thousand steps.

Same input, same output: nothing here depends on time, threads or global state, so a shot
replays bit for bit on the same build.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence

from simulation.balls import ALL_BALLS
from simulation.errors import InputError
from simulation.events import (
    BallBall,
    CenterLine,
    CushionHit,
    Event,
    PocketDrop,
    Pocketed,
    ShotResult,
    Strike,
    Trace,
    rnd,
    rnd_vec,
)
from simulation.layout import check_layout
from simulation.physics.cloth import BallMotion, ClothConstants, advance, is_at_rest
from simulation.physics.params import PhysicsParams
from simulation.physics.strike import strike
from simulation.physics.toi import Rest, faces_of, first_ball_contact, first_face_contact
from simulation.physics.world import World
from simulation.stroke import Stroke
from simulation.table import TableSpec, Vec

#: Target overlap at which a new contact is handed to the solver (m): inside pymunk's
#: detection, well inside its slop, so no position correction disturbs the contact normal.
CONTACT_DEPTH = 2.0e-6
#: Bodies already touching: pressing together faster than 0.1 mm/s they are resolved before
#: the step; slower, the step may press them together by at most 10 micrometres.
REST = Rest(speed=1.0e-4, depth=1.0e-5)
#: Hair-thin steps in a row after which a stubborn contact is left to a full solver step.
MAX_ZERO_RUN = 50
#: Shortest step (s): guards against a pair creeping together forever.
MIN_STEP = 1.0e-9
#: Refinements of a step cut short by a contact (each one shrinks the overshoot ~100-fold).
TOI_ITERATIONS = 4
#: Hard cap on steps; a shot that needs more is cut off and reported as it stands.
MAX_STEPS = 400_000


#: Called after every step with (t, ball ids, positions, motions, on-table flags): lets tests
#: and analysis tools watch velocities and spins that the result does not carry. Returning
#: True ends the shot there, like ``until`` (the result is marked ``stopped_early``).
Observer = Callable[[float, Sequence[str], Sequence[Vec], Sequence[BallMotion], Sequence[bool]],
                    bool | None]
#: Asked about every new event; True ends the shot there (the analysis tools stop a sample
#: as soon as its outcome is decided). The result is then marked ``stopped_early``.
Until = Callable[[Event], bool]


def simulate(layout: Mapping[str, Vec], stroke: Stroke, *, table: TableSpec | None = None,
             params: PhysicsParams | None = None, trace_hz: float = 0.0,
             observer: Observer | None = None, until: Until | None = None) -> ShotResult:
    """Simulate one shot. Raises InputError for a bad layout or stroke."""
    table = table or TableSpec()
    params = params or PhysicsParams()
    check_layout(layout, table)
    stroke.check(params)
    if stroke.cue_ball not in layout:
        raise InputError("shot.cue_ball", f"ball {stroke.cue_ball!r} is not on the table")
    return _Shot(table, params, layout, trace_hz, observer, until).run(stroke)


class _Shot:
    def __init__(self, table: TableSpec, params: PhysicsParams, layout: Mapping[str, Vec],
                 trace_hz: float, observer: Observer | None = None,
                 until: Until | None = None) -> None:
        self.observer = observer
        self.until = until
        self.stopped_early = False
        self.table = table
        self.params = params
        order = {b: k for k, b in enumerate(ALL_BALLS)}
        self.ids = sorted(layout, key=order.__getitem__)
        self.initial = {b: (float(layout[b][0]), float(layout[b][1])) for b in self.ids}
        n = len(self.ids)
        self.pos: list[Vec] = [self.initial[b] for b in self.ids]
        self.motion: list[BallMotion] = [(0.0, 0.0, 0.0, 0.0, 0.0)] * n
        self.on_table = [True] * n
        self.side = [_side(p[0]) for p in self.pos]
        self.k = ClothConstants.of(params, table.ball_radius)
        self.world = World(table, params, self._spin_of)
        for i, p in enumerate(self.pos):
            self.world.add_ball(i, p)
        self.world.note_resting(self.pos)
        self.first_step = True
        self.faces = faces_of(table.cushions())
        self.cushion_ids = [c.id for c in table.cushions()]
        self.cushion_pockets = [(c.face_pockets[0], c.face_pockets[2]) for c in table.cushions()]
        self.pockets = table.pockets()
        self.events: list[Event] = []
        self.pocketed: list[Pocketed] = []
        self.off_table: list[str] = []
        self.trace_hz = trace_hz
        self.samples: list[tuple[float, list[Vec | None]]] = []
        self.step_motion: list[BallMotion] = list(self.motion)
        self.prev_pos: list[Vec] = list(self.pos)

    def _spin_of(self, i: int) -> tuple[float, float]:
        m = self.step_motion[i]
        return m[2], m[3]

    # ------------------------------------------------------------------ main loop
    def run(self, stroke: Stroke) -> ShotResult:
        R = self.table.ball_radius
        cue = self.ids.index(stroke.cue_ball)
        self.motion[cue] = strike(stroke, R)
        self.events.append(Strike(0.0, stroke.cue_ball))
        t = 0.0
        self._sample(t)
        if self.observer is not None:
            self.observer(t, self.ids, self.pos, self.motion, self.on_table)
        steps = 0
        zero_run = 0
        while steps < MAX_STEPS and t < self.params.max_duration:
            moving = [i for i in range(len(self.ids))
                      if self.on_table[i] and not is_at_rest(self.motion[i])]
            if not moving:
                break
            steps += 1
            dt = self._step_length(moving)
            advanced = {i: advance(self.motion[i], dt, self.k) for i in moving}
            s = self._first_contact(moving, advanced)
            zero_run = zero_run + 1 if s <= 0.0 else 0
            if zero_run > MAX_ZERO_RUN:
                # A wedge the solver cannot open in one go (a ball squeezed between two):
                # let it work over a real step rather than stall on hair-thin ones.
                s, zero_run = 2.0, 0
            for _ in range(TOI_ITERATIONS):
                if s >= 1.0:
                    break
                # Balls decelerate within a step, so the straight-line fraction lands a
                # little past the contact: shorten again until the step ends before it.
                # s == 0: a contact is closing right now; a hair of a step lets the solver
                # separate it before anything moves on.
                dt = max(dt * s, MIN_STEP)
                advanced = {i: advance(self.motion[i], dt, self.k) for i in moving}
                if dt <= MIN_STEP:
                    break
                s = self._first_contact(moving, advanced)
            t_end = t + dt
            n_events = len(self.events)
            self._physics_step(moving, advanced, dt)
            self._after_step(t, t_end, moving)
            t = t_end
            self._sample(t)
            if self.observer is not None and self.observer(t, self.ids, self.pos, self.motion,
                                                           self.on_table):
                self.stopped_early = True
                break
            if self.until is not None and any(self.until(e) for e in self.events[n_events:]):
                self.stopped_early = True
                break
        return self._result(t, stroke)

    def _step_length(self, moving: list[int]) -> float:
        """As long as straight-line contact prediction stays exact to micrometres.

        Rolling and straight sliding move a ball along a line, so only the travel limit
        (which keeps pocket captures and trace interpolation fine) applies. A ball sliding
        with its slip across its velocity curves: its step is kept short enough that the
        curve departs from the chord by less than ``curve_tolerance``.
        """
        p = self.params
        R = self.table.ball_radius
        dt = p.max_step
        for i in moving:
            vx, vy, wx, wy, _ = self.motion[i]
            v = math.hypot(vx, vy)
            if v > 0.0:
                dt = min(dt, p.max_travel * R / v)
                ux, uy = vx - R * wy, vy + R * wx
                slip = math.hypot(ux, uy)
                if slip > 1e-9:
                    a_perp = self.k.slide_decel * abs(ux * vy - uy * vx) / (slip * v)
                    if a_perp > 1e-9:
                        dt = min(dt, math.sqrt(8.0 * p.curve_tolerance / a_perp))
        return dt

    def _first_contact(self, moving: list[int],
                       advanced: dict[int, tuple[float, float, BallMotion]]) -> float:
        R = self.table.ball_radius
        disp = [(0.0, 0.0)] * len(self.ids)
        for i in moving:
            disp[i] = (advanced[i][0], advanced[i][1])
        vel = [(m[0], m[1]) for m in self.motion]
        best = first_ball_contact(self.pos, disp, vel, moving, self.on_table, 2.0 * R,
                                  2.0 * R - CONTACT_DEPTH, REST)
        if best <= 0.0:
            return best
        hl, hw = self.table.half_length, self.table.half_width
        for i in moving:
            (px, py), (ddx, ddy) = self.pos[i], disp[i]
            if hl - abs(px) > R + abs(ddx) + 1e-3 and hw - abs(py) > R + abs(ddy) + 1e-3:
                continue  # cannot reach any cushion this step
            best = min(best, first_face_contact((px, py), (ddx, ddy), vel[i], self.faces, R,
                                                R - CONTACT_DEPTH, REST))
        return best

    def _physics_step(self, moving: list[int],
                      advanced: dict[int, tuple[float, float, BallMotion]], dt: float) -> None:
        world = self.world
        self.step_motion = list(self.motion)
        self.prev_pos = list(self.pos)
        for i in moving:
            dx, dy, m = advanced[i]
            x, y = self.pos[i]
            vx, vy = m[0], m[1]
            # pymunk moves the body by v*dt before it solves contacts: start it so that
            # it lands on the cloth model's exact end point, and meets contacts at v_end.
            world.set_body(i, x + dx - vx * dt, y + dy - vy * dt, vx, vy, m[4])
            self.step_motion[i] = m
            self.pos[i] = (x + dx, y + dy)
            self.motion[i] = m
        log = world.log
        log.clear(first=self.first_step)
        self.first_step = False
        world.space.step(dt)
        world.forget_contacts(log.touched)
        for i in log.touched:
            x, y, vx, vy, wz = world.body_state(i)
            m = self.motion[i]
            dw = log.spin.get(i, (0.0, 0.0))
            self.pos[i] = (x, y)
            self.motion[i] = (vx, vy, m[2] + dw[0], m[3] + dw[1], wz)

    def _after_step(self, t0: float, t1: float, moving: list[int]) -> None:
        log = self.world.log
        for a, b in log.ball_ball:
            ia, ib = min(a, b), max(a, b)
            self.events.append(BallBall(rnd(t1), self.ids[ia], self.ids[ib],
                                        {self.ids[ia]: rnd_vec(self.pos[ia]),
                                         self.ids[ib]: rnd_vec(self.pos[ib])}))
        for i, ci, _point in log.cushion:
            self.events.append(CushionHit(rnd(t1), self.ids[i], self.cushion_ids[ci],
                                          rnd_vec(self.pos[i]), self._jaw(i, ci)))
        for i in sorted(set(moving) | log.touched):
            if not self.on_table[i]:
                continue
            self._centre_line(i, t0, t1)
            self._pockets(i, t0, t1)

    def _jaw(self, i: int, ci: int) -> str | None:
        """A contact beyond the ends of the cushion's nose line is with a jaw."""
        end = self.world.on_jaw(i, ci)
        return None if end == 0 else self.cushion_pockets[ci][0 if end < 0 else 1]

    def _centre_line(self, i: int, t0: float, t1: float) -> None:
        x, y = self.pos[i]
        side = _side(x)
        if side == 0 or side == self.side[i]:
            return
        if self.side[i] != 0:
            # Interpolate the crossing within the step (the step is short and straight).
            m = self.motion[i]
            vx = m[0] if m[0] != 0.0 else 1e-12
            tc = max(t0, min(t1, t1 - x / vx))
            yc = y - m[1] * (t1 - tc)
            self.events.append(CenterLine(rnd(tc), self.ids[i], (0.0, rnd(yc))))
        self.side[i] = side

    def _pockets(self, i: int, t0: float, t1: float) -> None:
        x, y = self.pos[i]
        hl, hw = self.table.half_length, self.table.half_width
        if abs(y) < hw - 0.12 or (abs(x) > 0.2 and abs(x) < hl - 0.15):
            return
        start = self.prev_pos[i]
        for p in self.pockets:
            if p.captures((x, y), start):
                # The drop happened where the path crossed the drop line: interpolate.
                d0, d1 = p.depth_of(start), p.depth_of((x, y))
                f = 1.0 if d1 <= d0 else min(1.0, max(0.0, (p.drop_depth - d0) / (d1 - d0)))
                t = rnd(t0 + (t1 - t0) * f)
                self._remove(i)
                self.events.append(PocketDrop(t, self.ids[i], p.id))
                self.pocketed.append(Pocketed(self.ids[i], p.id, t))
                return
        if abs(x) > hl + self.table.jaw_length or abs(y) > hw + self.table.jaw_length:
            # Cannot happen with sound geometry; reported rather than hidden (rules 23).
            self._remove(i)
            self.off_table.append(self.ids[i])

    def _remove(self, i: int) -> None:
        self.on_table[i] = False
        self.motion[i] = (0.0, 0.0, 0.0, 0.0, 0.0)
        self.world.remove_ball(i)

    # ------------------------------------------------------------------ output
    def _sample(self, t: float) -> None:
        if self.trace_hz > 0:
            self.samples.append((t, [p if on else None for p, on in zip(self.pos, self.on_table,
                                                                         strict=True)]))

    def _result(self, t: float, stroke: Stroke) -> ShotResult:
        events = sorted(self.events, key=lambda e: e.t)  # stable: same-time order is kept
        balls = {b: rnd_vec(self.pos[i]) for i, b in enumerate(self.ids) if self.on_table[i]}
        trace = self._trace(t) if self.trace_hz > 0 else None
        return ShotResult(balls=balls, pocketed=tuple(self.pocketed),
                          off_table=tuple(self.off_table), events=tuple(events),
                          duration=rnd(t), trace=trace, initial=dict(self.initial),
                          cue_ball=stroke.cue_ball, stopped_early=self.stopped_early)

    def _trace(self, duration: float) -> Trace:
        hz = self.trace_hz
        frames: list[tuple[float, dict[str, Vec]]] = []
        samples = self.samples
        j = 0
        n_frames = math.floor(duration * hz + 1e-9) + 1
        times = [k / hz for k in range(n_frames)]
        if times[-1] < duration:
            times.append(duration)
        for tf in times:
            while j + 1 < len(samples) and samples[j + 1][0] <= tf:
                j += 1
            t0, p0 = samples[j]
            t1, p1 = samples[min(j + 1, len(samples) - 1)]
            w = 0.0 if t1 <= t0 else (tf - t0) / (t1 - t0)
            frame: dict[str, Vec] = {}
            for k, b in enumerate(self.ids):
                a, c = p0[k], p1[k]
                if a is None:
                    continue
                if c is None:
                    c = a
                frame[b] = rnd_vec((a[0] + (c[0] - a[0]) * w, a[1] + (c[1] - a[1]) * w))
            frames.append((rnd(tf), frame))
        return Trace(hz, tuple(frames))


def _side(x: float) -> int:
    return 1 if x > 0.0 else (-1 if x < 0.0 else 0)

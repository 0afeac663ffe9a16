"""The real-match scorer's model: what the scorer is entering, the referee's answer, undo.

At a real table the scorer enters, for each shot, what a referee sees (an
:class:`~simulation.rules.outcome.Outcome`): the call, the ball struck where any may be,
the first ball the cue ball touched, the balls pocketed and where, balls off the table,
the fouls only an eye sees. The entry is built up in a :class:`Draft` by presses — a mode
(what the next ball press means), a ball, a pocket — and judged by the same referee as a
simulated shot (``game.record``); decisions owed (penalty ball, shoot or pass, re-rack, the
lag, the pair's first player) go through ``game.decide``. Every accepted entry is a step
that can be undone and redone. Qt-free, so a whole frame can be scored in a test exactly as
the screen scores it (the screen only turns clicks and keys into these calls).

The match itself is the game screen's :class:`~coach_app.game.match.Match` (frames, frames
won, team formats by the referee's ``matchplay``), so every discipline and format of the
new-game dialog is scored the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from coach_app.cueing.evented import Evented
from coach_app.game.match import GameSetup, Match
from simulation.balls import CUE
from simulation.errors import InputError
from simulation.rules import game
from simulation.rules.choices import RecordChoices, record_choices
from simulation.rules.outcome import Outcome
from simulation.rules.protocol import FrameProtocol, state_protocol
from simulation.rules.verdict import Verdict
from simulation.rules.vocab import Interference, Phase


class Mode(StrEnum):
    """What the next ball (and pocket) press means."""

    CALL = "call"  # the called ball and pocket (Classic 5.2, Pyramid T 4)
    STRUCK = "struck"  # the ball struck with the cue (Free 5.1: any ball)
    FIRST = "first"  # the first ball the cue ball touched (6.1, 6.2)
    POCKETED = "pocketed"  # balls pocketed, each with its pocket
    OFF_TABLE = "off_table"  # balls off the table (23)
    DROPPED = "dropped"  # a hanging ball that fell by itself (22.1; 22.2 when affected)


@dataclass(frozen=True)
class Draft:
    """The entry being made. ``played`` False: an incident between shots (a ball touched
    by either side, a ball touched placing the cue ball, a hanging ball that dropped,
    outside interference). A pocket is None until the scorer names it."""

    played: bool = True
    struck: str | None = None
    call_ball: str | None = None
    call_pocket: str | None = None
    first: str | None = None
    no_contact: bool = False
    pocketed: tuple[tuple[str, str | None], ...] = ()
    off_table: tuple[str, ...] = ()
    fouls: tuple[str, ...] = ()
    house_foul: str | None = None
    not_completed: bool = False
    cushion_balls: int | None = None
    crossed_centre: bool = False
    not_clean: bool = False
    smeared: bool = False
    dropped: tuple[tuple[str, str | None], ...] = ()
    affected: bool = False
    offender: str | None = None
    interference: str | None = None

    @property
    def empty(self) -> bool:
        return self == Draft(played=self.played)

    def outcome_json(self) -> dict[str, Any]:
        """The entry as ``game record``'s outcome JSON (docs/headless.md)."""
        if self.interference is not None:
            return {"played": self.played, "interference": self.interference}
        out: dict[str, Any] = {"played": self.played}
        if self.played:
            out["first_contact"] = None if self.no_contact else self.first
            if self.struck is not None and self.struck != CUE:
                out["cue_ball"] = self.struck
            if self.call_ball is not None or self.call_pocket is not None:
                out["call"] = {"ball": self.call_ball, "pocket": self.call_pocket}
            out["pocketed"] = [{"ball": b, "pocket": p} for b, p in self.pocketed]
            out["off_table"] = list(self.off_table)
            if self.not_completed:
                out["completed"] = False
            if self.cushion_balls is not None:
                out["cushion_balls"] = self.cushion_balls
            if self.crossed_centre:
                out["crossed_centre"] = True
            if self.house_foul is not None:
                out["house_foul"] = self.house_foul
            if self.not_clean:
                out["clean"] = False
            if self.smeared:
                out["smeared"] = True
        out["fouls"] = list(self.fouls)
        if self.dropped:
            out["dropped"] = [{"ball": b, "pocket": p, "affected": self.affected}
                              for b, p in self.dropped]
        if self.offender is not None:
            out["offender"] = self.offender
        return out


@dataclass(frozen=True)
class Refusal:
    """Why the referee did not take an entry: the field it names and its reason (the
    core's words), for the screen to put in the interface language."""

    field: str
    message: str


@dataclass(frozen=True)
class Step:
    """One accepted entry (a shot, an incident, a decision, the next frame): the match
    before and after, and the referee's verdict on a shot or incident."""

    kind: str  # "shot", "incident", "decision", "next_frame"
    before: Match
    after: Match
    verdict: Verdict | None = None
    outcome: Mapping[str, Any] = field(default_factory=dict)


class Aspect(StrEnum):
    """What a change touched: the entry being made (draft, mode, refusal) or the match (a
    judged entry, a decision, undo, the next frame)."""

    ENTRY = "entry"
    MATCH = "match"


class ScorerModel(Evented):
    """A match scored at a real table (see the module docstring). ``on_frame_over(match)``
    is called whenever an entry (or a redo) ends a frame, to put it in the history. Every
    change is announced on ``changed`` (:class:`Aspect`), which the screen draws from."""

    def __init__(self, setup: GameSetup,
                 on_frame_over: Callable[[Match], None] | None = None) -> None:
        super().__init__()
        self.match = Match.start(replace(setup, seats=()), seed=0)
        self.steps: list[Step] = []
        self.index = 0  # steps[:index] are done; the rest can be redone
        self.draft = Draft()
        self.mode = Mode.FIRST
        self.refusal: Refusal | None = None
        self.verdict: Verdict | None = None
        self._on_frame_over = on_frame_over
        self.mode = self.default_mode()

    # --------------------------------------------------------------- reading
    @property
    def state(self) -> Any:
        return self.match.state

    def choices(self) -> RecordChoices:
        return record_choices(self.state)

    @property
    def over(self) -> bool:
        return self.state.phase is Phase.OVER

    def protocol(self) -> FrameProtocol:
        return state_protocol(self.state)

    def default_mode(self) -> Mode:
        shot = self.choices().shot
        if not self.draft.played:
            return Mode.DROPPED
        if shot is not None and shot["call"] is not None and shot["call"]["required"]:
            return Mode.CALL
        return Mode.FIRST

    def modes(self) -> tuple[Mode, ...]:
        """The modes the next entry can use."""
        shot = self.choices().shot
        if shot is None:
            return ()
        if not self.draft.played:
            return (Mode.DROPPED,)
        out = []
        if shot["call"] is not None:
            out.append(Mode.CALL)
        if len(shot["cue_balls"]) > 1:
            out.append(Mode.STRUCK)
        out += [Mode.FIRST, Mode.POCKETED, Mode.OFF_TABLE, Mode.DROPPED]
        return tuple(out)

    def balls_for(self, mode: Mode) -> tuple[str, ...]:
        """The balls a press may name in ``mode`` (the choices of the rules)."""
        c = self.choices()
        shot = c.shot
        if shot is None:
            return ()
        if mode is Mode.CALL:
            return tuple(shot["call"]["balls"]) if shot["call"] else ()
        if mode is Mode.STRUCK:
            return tuple(shot["cue_balls"])
        if mode is Mode.FIRST:
            return tuple(b for b in shot["first_contact"] if b != self._struck())
        if mode in (Mode.POCKETED, Mode.OFF_TABLE):
            return tuple(shot["pocketable"])
        return tuple(c.between_shots["dropped"]) if c.between_shots else ()

    def _struck(self) -> str:
        return self.draft.struck or CUE

    # --------------------------------------------------------------- entering
    def set_mode(self, mode: Mode) -> None:
        if mode in self.modes():
            self.mode = mode
            self.touch(Aspect.ENTRY)

    def press_ball(self, ball: str) -> bool:
        """A ball pressed: what it means depends on the mode. False when the rules do not
        let that ball be named there."""
        if ball not in self.balls_for(self.mode):
            return False
        d = self.draft
        if self.mode is Mode.CALL:
            d = replace(d, call_ball=ball)
        elif self.mode is Mode.STRUCK:
            d = replace(d, struck=None if ball == CUE else ball,
                        first=None if d.first == ball else d.first)
        elif self.mode is Mode.FIRST:
            d = replace(d, first=None if d.first == ball else ball, no_contact=False)
        elif self.mode is Mode.POCKETED:
            d = _toggle_pair(d, "pocketed", ball)
            d = replace(d, off_table=tuple(b for b in d.off_table if b != ball))
        elif self.mode is Mode.OFF_TABLE:
            d = replace(d, off_table=_toggle(d.off_table, ball),
                        pocketed=tuple(p for p in d.pocketed if p[0] != ball))
        else:
            d = _toggle_pair(d, "dropped", ball)
        self.draft = d
        self.refusal = None
        self.touch(Aspect.ENTRY)
        return True

    def press_pocket(self, pocket: str) -> bool:
        """A pocket pressed: the call's pocket, or the pocket of the last ball pocketed (or
        dropped) still without one (else the last one named, corrected)."""
        d = self.draft
        if self.mode is Mode.CALL:
            self.draft = replace(d, call_pocket=pocket)
        elif self.mode in (Mode.POCKETED, Mode.DROPPED):
            name = "pocketed" if self.mode is Mode.POCKETED else "dropped"
            items = list(getattr(d, name))
            if not items:
                return False
            i = next((k for k, (_b, p) in enumerate(items) if p is None), len(items) - 1)
            items[i] = (items[i][0], pocket)
            self.draft = _with(d, name, tuple(items))
        else:
            return False
        self.refusal = None
        self.touch(Aspect.ENTRY)
        return True

    def no_contact(self) -> None:
        """The cue ball touched no object ball (6.2)."""
        self.draft = replace(self.draft, first=None, no_contact=not self.draft.no_contact)
        self.touch(Aspect.ENTRY)

    def toggle_foul(self, code: str) -> None:
        self.draft = replace(self.draft, fouls=_toggle(self.draft.fouls, code))
        self.touch(Aspect.ENTRY)

    def set_house_foul(self, code: str | None) -> None:
        self.draft = replace(self.draft, house_foul=None if self.draft.house_foul == code
                             else code)
        self.touch(Aspect.ENTRY)

    def set(self, **values: Any) -> None:
        """Any other field of the draft (``not_completed``, ``cushion_balls``,
        ``crossed_centre``, ``not_clean``, ``smeared``, ``affected``, ``offender``)."""
        self.draft = replace(self.draft, **values)
        self.touch(Aspect.ENTRY)

    def between_shots(self, on: bool) -> None:
        """Switch the entry to an incident between shots (or back to a shot)."""
        self.draft = Draft(played=not on)
        self.mode = self.default_mode()
        self.refusal = None
        self.touch(Aspect.ENTRY)

    def clear(self) -> None:
        self.draft = Draft(played=self.draft.played)
        self.mode = self.default_mode()
        self.refusal = None
        self.touch(Aspect.ENTRY)

    def _refuse(self, field: str, message: str) -> bool:
        self.refusal = Refusal(field, message)
        self.touch(Aspect.ENTRY)
        return False

    # --------------------------------------------------------------- judging
    def record(self) -> bool:
        """Judge the entry; False (and :attr:`refusal` set) when the referee refuses it."""
        if self.choices().shot is None:
            return self._refuse("state", "a decision is owed first" if self.state.pending
                                else "the frame is over")
        for name in ("pocketed", "dropped"):
            items = getattr(self.draft, name)
            missing = next((i for i, (_b, p) in enumerate(items) if p is None), None)
            if missing is not None:
                return self._refuse(f"outcome.{name}[{missing}].pocket",
                                    f"ball {items[missing][0]}: which pocket?")
        payload = self.draft.outcome_json()
        try:
            outcome = Outcome.from_json(payload)
            verdict, state = game.record(self.state, outcome)
        except InputError as exc:
            return self._refuse(exc.field, exc.message)
        kind = "shot" if self.draft.played else "incident"
        self._push(Step(kind, self.match, self.match.with_state(state), verdict, payload))
        return True

    def interference(self, kind: str) -> bool:
        """Outside interference (26.1 ``restore`` or 26.2 ``rerack``), recorded alone."""
        self.draft = Draft(played=self.draft.played, interference=Interference(kind))
        return self.record()

    def decide(self, decision: Mapping[str, Any]) -> bool:
        """Answer the pending decision (``game decide``'s JSON); False when refused."""
        try:
            state = game.decide(self.state, decision)
        except InputError as exc:
            return self._refuse(exc.field, exc.message)
        self._push(Step("decision", self.match, self.match.with_state(state),
                        outcome=dict(decision)))
        return True

    def next_frame(self) -> bool:
        if not self.over or self.match.match_winner() is not None:
            return False
        self._push(Step("next_frame", self.match, self.match.next_frame()))
        return True

    def _push(self, step: Step) -> None:
        del self.steps[self.index:]
        self.steps.append(step)
        self.index += 1
        self._show(step.after, step.verdict)

    def _show(self, match: Match, verdict: Verdict | None) -> None:
        ended = match.state.phase is Phase.OVER and self.match.state.phase is not Phase.OVER
        self.match = match
        self.verdict = verdict
        self.draft = Draft()
        self.refusal = None
        self.mode = self.default_mode()
        if ended and self._on_frame_over is not None:
            self._on_frame_over(match)
        self.touch(Aspect.MATCH, Aspect.ENTRY)

    # --------------------------------------------------------------- undo
    def can_undo(self) -> bool:
        return self.index > 0

    def can_redo(self) -> bool:
        return self.index < len(self.steps)

    def undo(self) -> bool:
        """Take the last entry back (the draft is cleared: the table is as before it)."""
        if not self.can_undo():
            return False
        self.index -= 1
        # The verdict shown is the one of the entry that led to the position now.
        self._show(self.steps[self.index].before,
                   self.steps[self.index - 1].verdict if self.index else None)
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        step = self.steps[self.index]
        self.index += 1
        self._show(step.after, step.verdict)
        return True

    def entries(self) -> list[Step]:
        """The entries made so far, in order."""
        return self.steps[:self.index]


def _toggle(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    return tuple(i for i in items if i != item) if item in items else (*items, item)


def _toggle_pair(d: Draft, name: str, ball: str) -> Draft:
    items: tuple[tuple[str, str | None], ...] = getattr(d, name)
    if any(b == ball for b, _p in items):
        return _with(d, name, tuple(p for p in items if p[0] != ball))
    return _with(d, name, (*items, (ball, None)))


def _with(d: Draft, name: str, value: tuple[Any, ...]) -> Draft:
    """``d`` with its field ``name`` (chosen at run time: pocketed or dropped) set."""
    changes: dict[str, Any] = {name: value}
    return replace(d, **changes)


__all__ = ["Aspect", "Draft", "Mode", "Refusal", "ScorerModel", "Step"]

"""The referee's vocabulary: every word a game state, a decision or a verdict is made of.

Each is a :class:`~enum.StrEnum`, so a member *is* its string: ``Phase.OVER == "over"``,
``json.dumps(Phase.OVER) == '"over"'`` and a dict keyed by ``"over"`` finds ``Phase.OVER``.
The JSON of a state is therefore the same as when these were plain strings, while the code
compares with members (``state.phase is Phase.OVER``) that a type checker and a reader can
follow. The values are the JSON words of docs/rules.md; never rename one.
"""

from __future__ import annotations

from enum import StrEnum


class Discipline(StrEnum):
    """The federation's disciplines (rule files 001 and 000)."""

    FREE = "free"
    COMBINED = "combined"
    DYNAMIC = "dynamic"
    CLASSIC_71 = "classic-71"
    CLASSIC_51 = "classic-51"
    CLASSIC_8 = "classic-8"
    PYRAMID_T = "pyramid-t"

    @property
    def is_classic_points(self) -> bool:
        """Classic 71 and 51: points by the ball's number, fouls of 5 (Classic 5.1, 5.6)."""
        return self in (Discipline.CLASSIC_71, Discipline.CLASSIC_51)

    @property
    def is_classic(self) -> bool:
        return self in (Discipline.CLASSIC_71, Discipline.CLASSIC_51, Discipline.CLASSIC_8)

    @property
    def scored_by_shelf(self) -> bool:
        """Free, Combined, Dynamic, Classic 8: one point a ball, the score is the shelf."""
        return self in (Discipline.FREE, Discipline.COMBINED, Discipline.DYNAMIC,
                        Discipline.CLASSIC_8)


class Phase(StrEnum):
    """Where the frame stands: before the opening break, in play, finished."""

    BREAK = "break"
    PLAY = "play"
    OVER = "over"


class Hand(StrEnum):
    """Where a cue ball in hand may be placed (``ball_in_hand``; null when it is not)."""

    HOUSE = "house"
    TABLE = "table"


class House(StrEnum):
    """Which house a ball in hand from the house goes in: the house of General rules 2.2,
    or the temporary house of Combined 6.7."""

    FRONT = "front"
    TEMPORARY = "temporary"


class PendingKind(StrEnum):
    """The decisions the rules give a player (simulation.rules.decisions)."""

    LAG = "lag"
    PENALTY_BALL = "penalty_ball"
    REPLACE_CUE = "replace_cue"
    SHOOT_OR_PASS = "shoot_or_pass"
    BREAK_OPTIONS = "break_options"
    CHOOSE_PLAYER = "choose_player"

    @property
    def takes_ball(self) -> bool:
        """Answered by naming a ball on the table (or declining): the penalty ball, the
        ball that pays for a pocketed cue ball."""
        return self in (PendingKind.PENALTY_BALL, PendingKind.REPLACE_CUE)


class Context(StrEnum):
    """Why a decision is owed: after a foul, after an illegal break (13.2), at the start
    (the lag, 8.4), the 70:70 decider (Classic 5.7), a pocketed cue ball paid for (Combined
    5.2), a team's order (pair format 3.2)."""

    FOUL = "foul"
    BREAK = "break"
    START = "start"
    DECIDER = "decider"
    POT = "pot"
    ORDER = "order"


class Choice(StrEnum):
    """The answers to ``shoot_or_pass`` and ``lag`` (General rules 7.4, 8.4)."""

    SHOOT = "shoot"
    PASS = "pass"


class BreakOption(StrEnum):
    """General rules 13.2.1-13.2.4, after an illegal break."""

    ACCEPT_PLAY = "accept_play"
    ACCEPT_PASS = "accept_pass"
    RERACK_BREAK = "rerack_break"
    RERACK_OFFENDER = "rerack_offender"


class CallMode(StrEnum):
    """How a classic or Pyramid T shot is called (club rules 002): «шар-луза», the
    federation's Classic 5.2, and «по чистому назначению»."""

    BALL_POCKET = "ball-pocket"
    STRICT = "strict"


class HouseRule(StrEnum):
    """Agreed departures from the rule texts a state may carry (``options.house_rules``)."""

    #: Pyramid T played without a call (000 clause 4 plays it on call).
    UNCALLED = "uncalled"


class Format(StrEnum):
    """A frame's format (``options.format``): the pair format of Free and Combined."""

    PAIR = "pair"


class TeamFormat(StrEnum):
    """The team competitions of rule file 001 (a ``match``'s ``format``)."""

    TRIATHLON_3_3 = "triathlon-3+3"
    FREE_3_3 = "free-3+3"
    FREE_2_2 = "free-2+2"


class Turn(StrEnum):
    """What a verdict does to the turn: kept (7.1), passed (7.2), a decision owed first, the
    frame over, or the same shot played again (22.2, 26.1)."""

    CONTINUES = "continues"
    PASSES = "passes"
    DECISION = "decision"
    OVER = "over"
    REPLAY = "replay"


class SeenFoul(StrEnum):
    """Fouls a referee at the table sees and enters by name (rules/codes.py has each one's
    clause and reason): the ones no position or contact can show."""

    CUE_NOT_TIP = "cue_not_tip"  # 5.1
    FOOT_OFF_FLOOR = "foot_off_floor"  # 5.2
    SHOT_BEFORE_REST = "shot_before_rest"  # 15.2
    TOUCHED_BALL = "touched_ball"  # 16
    DOUBLE_HIT = "double_hit"  # 17
    PUSH = "push"  # 18
    NEAR_BALL_STROKE = "near_ball_stroke"  # 19.1
    PLACING_TOUCHED_BALL = "placing_touched_ball"  # combined 6.2 and its twins
    CUE_BALL_OUTSIDE_HOUSE = "cue_ball_outside_house"  # 12.3 after the warning; 002
    WRONG_HOUSE = "wrong_house"  # combined 6.8


class HouseFoul(StrEnum):
    """Combined 6.6's two bullets (and their twins): a shot from the house that touched a
    ball in the house before leaving it, or no ball outside it."""

    BALL_IN_HOUSE = "house_ball_in_house"
    NO_BALL_OUTSIDE = "house_no_ball_outside"


class Interference(StrEnum):
    """General rules 26: balls moved by outside interference are put back and the shot is
    played again (26.1), or, when that cannot be done, re-racked (26.2)."""

    RESTORE = "restore"
    RERACK = "rerack"


class Spot(StrEnum):
    """Where a re-spotted ball goes, as the referee says it (the view puts it in words):
    General rules 25.2 (back spot, spotting line, its extension toward the centre), Pyramid T
    4.4 (front, centre, back spot, or behind the ball on a taken one), 22.1 (where it stood)."""

    BACK_SPOT = "back_spot"
    SPOTTING_LINE = "spotting_line"
    TOWARD_CENTRE = "toward_centre"
    TOWARD_FRONT = "toward_front"
    FRONT_SPOT = "front_spot"
    CENTRE_SPOT = "centre_spot"
    BEHIND_FRONT_SPOT = "behind_front_spot"
    BEHIND_CENTRE_SPOT = "behind_centre_spot"
    BEHIND_BACK_SPOT = "behind_back_spot"
    WHERE_IT_STOOD = "where_it_stood"


class Note(StrEnum):
    """Rulings that are not fouls, carried in a verdict's ``notes``."""

    UNREQUESTED_RESPOTTED = "unrequested_respotted"  # classic 5.4, pyramid-t 4
    NOT_OWN_RESPOTTED = "not_own_respotted"  # pyramid-t 4.6.1
    HANGING_BALL_RESTORED = "hanging_ball_restored"  # 22.1
    HANGING_BALL_REPLAY = "hanging_ball_replay"  # 22.2
    INTERFERENCE_REPLAY = "interference_replay"  # 26.1
    INTERFERENCE_RERACK = "interference_rerack"  # 26.2


DISCIPLINES: tuple[Discipline, ...] = tuple(Discipline)
#: Pair formats exist for Free and Combined pyramid only.
PAIR_DISCIPLINES: tuple[Discipline, ...] = (Discipline.FREE, Discipline.COMBINED)
#: Team keys of a team match's ``teams``.
TEAM_KEYS = ("A", "B")

"""A whole real frame of every discipline, scored through ``pyramid-coach game record``.

Each protocol below is a referee's score sheet written from the rule texts (the comments
quote the clauses): shots as the referee saw them, fouls, penalty balls, shoot-or-pass,
re-rack choices and the like through ``game decide``. Every entry's expectation is checked as
it is played (tests/rules/protocol.py), and the frame must end with the scores and the
winner the protocol gives.
"""

from __future__ import annotations

import pytest

from .protocol import decide, incident, play, shot

FREE = [
    # General rules 13.1: two balls to a cushion and none across the centre line is an
    # illegal break; 13.2 (and Free 6): the opponent takes a penalty ball, then chooses.
    shot("4", cushion_balls=2, expect={"fouls": [("illegal_break", "13.1")],
                                       "pending": "penalty_ball"}),
    # I-9: after a bad break the penalty ball is an object ball (the coloured one re-breaks).
    decide(kind="penalty_ball", ball="15", expect={"scores": {"P1": 0, "P2": 1},
                                                   "pending": "break_options"}),
    # 13.2.2: accept the position and pass the shot to the offender.
    decide(kind="break_options", choice="accept_pass",
           expect={"to_move": "P1", "phase": "play", "pending": None}),
    # Free 5.2, 8: a legal pot is one point and keeps the turn (20.1 completes it).
    shot("1", "1FL", expect={"scores": {"P1": 1, "P2": 1}, "to_move": "P1",
                             "completed": "20.1"}),
    # Free 5.1, 5.4: any ball may be the cue ball, and it may be pocketed off an object ball.
    shot("2", "2ML", "7MR", cue_ball="7", expect={"scores": {"P1": 3, "P2": 1},
                                                   "to_move": "P1"}),
    # 22.1: between shots the hanging 3 falls by itself: it goes back where it stood.
    incident(dropped=[{"ball": "3", "pocket": "BR"}],
             expect={"spots": {"3": "where_it_stood"}, "notes": ["hanging_ball_restored"],
                     "to_move": "P1", "scores": {"P1": 3, "P2": 1}}),
    # Free 5.6 / 20: no ball pocketed and clause 20 not met.
    shot("3", completed=False, expect={"fouls": [("not_completed", "20")],
                                       "pending": "penalty_ball"}),
    decide(kind="penalty_ball", ball="14", expect={"scores": {"P1": 3, "P2": 2},
                                                   "pending": "shoot_or_pass"}),
    # 7.4.1: the opponent plays on.
    decide(kind="shoot_or_pass", choice="shoot", expect={"to_move": "P2"}),
    # 6.2: the cue ball touched no object ball.
    shot(None, expect={"fouls": [("no_contact", "6.2")]}),
    decide(kind="penalty_ball", ball="13", expect={"scores": {"P1": 4, "P2": 2}}),
    # 7.4.2: the shot is passed back to the offender.
    decide(kind="shoot_or_pass", choice="pass", expect={"to_move": "P2"}),
    shot("5", "5BL", "6BR", expect={"scores": {"P1": 4, "P2": 4}}),
    # 17: a double hit; 21.3/21.4, 25.2: the pocketed 8 counts for nothing and goes back,
    # alone, on the back spot.
    shot("8", "8FL", fouls=["double_hit"],
         expect={"fouls": [("double_hit", "17")], "spots": {"8": "back_spot"}, "points": {}}),
    decide(kind="penalty_ball", ball="12", expect={"scores": {"P1": 5, "P2": 4}}),
    decide(kind="shoot_or_pass", choice="shoot", expect={"to_move": "P1"}),
    # Free 1: the first to eight points wins.
    shot("9", "9FL", "10FR", "11ML", expect={"scores": {"P1": 8, "P2": 4}, "winner": "P1",
                                             "phase": "over"}),
]

COMBINED = [
    # 13.1.1: a ball legally pocketed on the break; 7.1: the turn stays.
    shot("4", "1BL", expect={"completed": "13.1.1", "scores": {"P1": 1, "P2": 0},
                             "to_move": "P1"}),
    # Combined 5.1, 5.2: the cue ball pocketed off an object ball is legal; the player takes
    # an object ball of their choice for it and plays from the house.
    shot("2", "2FL", "cueMR", expect={"scores": {"P1": 2, "P2": 0}, "pending": "replace_cue"}),
    decide(kind="replace_cue", ball="15", expect={"scores": {"P1": 3, "P2": 0},
                                                  "ball_in_hand": "house", "to_move": "P1"}),
    # Combined 6.6: from the house, the cue ball touched a ball in the house before leaving it.
    shot("3", house_foul="house_ball_in_house",
         expect={"fouls": [("house_ball_in_house", "combined 6.6")],
                 "pending": "penalty_ball"}),
    decide(kind="penalty_ball", ball="14", expect={"scores": {"P1": 3, "P2": 1}}),
    decide(kind="shoot_or_pass", choice="shoot", expect={"to_move": "P2"}),
    shot("5", "5BR", expect={"scores": {"P1": 3, "P2": 2}, "to_move": "P2"}),
    # Combined 5.4 / 20: not correctly completed.
    shot("6", completed=False, expect={"fouls": [("not_completed", "20")]}),
    decide(kind="penalty_ball", ball="13", expect={"scores": {"P1": 4, "P2": 2}}),
    decide(kind="shoot_or_pass", choice="shoot", expect={"to_move": "P1"}),
    shot("7", "7FL", "8FR", expect={"scores": {"P1": 6, "P2": 2}}),
    # 5.1/5.2 again: the cue ball alone, off the 9, is a legal pot paid with an object ball.
    shot("9", "cueFL", expect={"legal": True, "scores": {"P1": 6, "P2": 2},
                               "pending": "replace_cue"}),
    decide(kind="replace_cue", ball="12", expect={"scores": {"P1": 7, "P2": 2},
                                                  "ball_in_hand": "house"}),
    # Combined 6.2: a ball touched while the cue ball is placed in the house: a foul before
    # any shot; after the penalty ball the opponent brings the cue ball in from the house.
    incident(fouls=["placing_touched_ball"],
             expect={"fouls": [("placing_touched_ball", "combined 6.2")],
                     "pending": "penalty_ball", "ball_in_hand": "house"}),
    decide(kind="penalty_ball", ball="11", expect={"scores": {"P1": 7, "P2": 3}}),
    decide(kind="shoot_or_pass", choice="shoot", expect={"to_move": "P2",
                                                         "ball_in_hand": "house"}),
    shot("10", "10ML", expect={"scores": {"P1": 7, "P2": 4}, "ball_in_hand": None}),
    # 23.3: a ball off the table is a foul; 23.4/25.2: it is re-spotted.
    shot("3", off_table=["3"], expect={"fouls": [("ball_off_table", "23.3")],
                                       "spots": {"3": "back_spot"}}),
    # Combined 7.1: the penalty ball may be the ball just re-spotted; Combined 1: eight wins.
    decide(kind="penalty_ball", ball="3", expect={"scores": {"P1": 8, "P2": 4},
                                                  "winner": "P1", "phase": "over"}),
]

DYNAMIC = [
    # 13.1: one ball to a cushion is an illegal break; 13.2: the penalty ball, then …
    shot("4", cushion_balls=1, expect={"fouls": [("illegal_break", "13.1")]}),
    decide(kind="penalty_ball", ball="15", expect={"scores": {"P1": 0, "P2": 1},
                                                   "pending": "break_options"}),
    # … 13.2.4: the balls racked again (an incomplete pyramid, 9.3) and the offender breaks.
    decide(kind="break_options", choice="rerack_offender",
           expect={"phase": "break", "to_move": "P1", "ball_in_hand": "house"}),
    # 13.1.2: three object balls reached a cushion; nothing pocketed, the turn passes (7.2).
    shot("4", cushion_balls=3, expect={"completed": "13.1.2", "to_move": "P2"}),
    # Dynamic 5.2: the cue ball pocketed off an object ball: an object ball to the shelf,
    # then the cue ball from hand anywhere on the table.
    shot("1", "1FL", "cueFR", expect={"scores": {"P1": 0, "P2": 2},
                                      "pending": "replace_cue"}),
    decide(kind="replace_cue", ball="12", expect={"scores": {"P1": 0, "P2": 3},
                                                  "ball_in_hand": "table"}),
    # Dynamic 6.4-6.6: from hand only object balls may be pocketed: the cue ball falling is
    # a foul, and the 2 that fell with it does not count and is re-spotted.
    shot("2", "2ML", "cueMR", expect={"fouls": [("cue_ball_potted_from_hand", "dynamic 6.5")],
                                      "spots": {"2": "back_spot"}}),
    decide(kind="penalty_ball", ball="14", expect={"scores": {"P1": 1, "P2": 3}}),
    # Dynamic 7.2: the opponent brings the cue ball in from hand anywhere.
    decide(kind="shoot_or_pass", choice="shoot", expect={"to_move": "P1",
                                                         "ball_in_hand": "table"}),
    shot("3", "3BL", expect={"scores": {"P1": 2, "P2": 3}}),
    # 18: a push.
    shot("4", fouls=["push"], expect={"fouls": [("push", "18")]}),
    decide(kind="penalty_ball", ball="13", expect={"scores": {"P1": 2, "P2": 4}}),
    # Dynamic 7.3: the cue ball stayed on the table; the shot is passed to the offender.
    decide(kind="shoot_or_pass", choice="pass", expect={"to_move": "P1",
                                                        "ball_in_hand": None}),
    shot("5", "5FL", "6FR", "7ML", expect={"scores": {"P1": 5, "P2": 4}}),
    shot("8", "8MR", "9BL", "10BR", expect={"scores": {"P1": 8, "P2": 4}, "winner": "P1"}),
]

CLASSIC_71 = [
    # Classic 4: the break is held to clauses 11 and 12; with no call the pocketed 2 is
    # unrequested (5.4, I-12): re-spotted on the back spot, the turn passes.
    shot("4", "2FL", expect={"legal": True, "notes": ["unrequested_respotted"],
                             "spots": {"2": "back_spot"}, "to_move": "P2",
                             "scores": {"P1": 0, "P2": 0}}),
    # Classic 5.1-5.3: the called ball into the called pocket counts its number.
    shot("15", "15BR", call="15BR", expect={"scores": {"P1": 0, "P2": 15}, "call_made": True}),
    # 5.3: every ball that fell on a made call counts.
    shot("14", "14FL", "13ML", call="14FL", expect={"scores": {"P1": 0, "P2": 42}}),
    # 5.4: the called ball into another pocket is unrequested: re-spotted, the turn passes.
    shot("1", "1ML", call="1MR", expect={"notes": ["unrequested_respotted"], "to_move": "P1",
                                         "scores": {"P1": 0, "P2": 42}}),
    # 5.5, 5.6: the cue ball pocketed: five points off, five to the opponent; the 12 goes
    # back (21.4); the opponent plays from the house or passes.
    shot("12", "12BL", "cueBR", call="12BL",
         expect={"fouls": [("cue_ball_potted", "classic-71 5.5")],
                 "scores": {"P1": -5, "P2": 47}, "pending": "shoot_or_pass"}),
    decide(kind="shoot_or_pass", choice="shoot", expect={"to_move": "P2",
                                                         "ball_in_hand": "house"}),
    shot("11", "11FR", call="11FR", expect={"scores": {"P1": -5, "P2": 58}}),
    # 16: a ball touched during the shot (a sleeve): 5.6, and the 10 goes back.
    shot("10", "10FL", call="10FL", fouls=["touched_ball"],
         expect={"fouls": [("touched_ball", "16")], "scores": {"P1": 0, "P2": 53},
                 "spots": {"10": "back_spot"}}),
    decide(kind="shoot_or_pass", choice="shoot", expect={"to_move": "P1"}),
    shot("1", "1ML", call="1ML", expect={"scores": {"P1": 11, "P2": 53}}),
    # 22.1: during the shot the hanging 3 falls into the left corner by itself: it is put
    # back where it stood and only the called 10 counts.
    shot("10", "10BL", call="10BL", dropped=[{"ball": "3", "pocket": "FL"}],
         expect={"scores": {"P1": 21, "P2": 53}, "spots": {"3": "where_it_stood"},
                 "notes": ["hanging_ball_restored"], "to_move": "P1"}),
    shot("12", "12FR", call="12FR", expect={"scores": {"P1": 33, "P2": 53}}),
    shot("9", "9ML", call="9ML", expect={"scores": {"P1": 42, "P2": 53}}),
    # 20 met without a pot (the referee's word): a legal safety, the turn passes (7.2).
    shot("8", call="8FL", expect={"legal": True, "completed": "20", "to_move": "P2"}),
    shot("8", "8FR", call="8FR", expect={"scores": {"P1": 42, "P2": 61}}),
    shot("7", "7FL", call="7FL", expect={"scores": {"P1": 42, "P2": 68}}),
    # Classic 71 1: 71 or more wins.
    shot("6", "6BL", call="6BL", expect={"scores": {"P1": 42, "P2": 74}, "winner": "P2",
                                         "phase": "over"}),
]

CLASSIC_51_STRICT = [
    # Classic 51 4: the break by 11 and 12; nothing pocketed, the turn passes.
    shot("4", expect={"legal": True, "to_move": "P2"}),
    shot("15", "15BR", call="15BR", expect={"scores": {"P1": 0, "P2": 15}}),
    # Club rules 002, «по чистому назначению»: the called ball must be the cue ball's first
    # contact; off the 13 the 14 is unrequested (5.4).
    shot("13", "14FL", call="14FL", expect={"legal": True, "call_made": False,
                                            "spots": {"14": "back_spot"}, "to_move": "P1"}),
    # The strict call again: the called 14 touched another ball on its way (clean false).
    shot("14", "14FL", call="14FL", clean=False, expect={"call_made": False,
                                                         "to_move": "P2"}),
    # 5.2 of the General rules: both feet off the floor; Classic 51 5.6: −5 / +5.
    shot("14", "14ML", call="14ML", fouls=["foot_off_floor"],
         expect={"fouls": [("foot_off_floor", "5.2")], "scores": {"P1": 5, "P2": 10}}),
    decide(kind="shoot_or_pass", choice="shoot", expect={"to_move": "P1"}),
    shot("12", call="12BL", expect={"legal": True, "to_move": "P2"}),
    shot("14", "14ML", call="14ML", expect={"scores": {"P1": 5, "P2": 24}}),
    shot("13", "13FL", call="13FL", expect={"scores": {"P1": 5, "P2": 37}}),
    shot("12", "12FR", call="12FR", expect={"scores": {"P1": 5, "P2": 49}}),
    # Classic 51 1: 51 or more wins.
    shot("11", "11BR", call="11BR", expect={"scores": {"P1": 5, "P2": 60}, "winner": "P2"}),
]

CLASSIC_8 = [
    # 13.1.2 (Classic 8 4: the break by 13).
    shot("4", cushion_balls=3, crossed_centre=True, expect={"completed": "13.1.2",
                                                            "to_move": "P2"}),
    # Classic 8 5.1: only object balls may be pocketed; 6.1 penalty ball, 6.2 the cue ball
    # comes back from the house.
    shot("1", "1FL", "cueFR", expect={"fouls": [("cue_ball_potted_classic8", "classic-8 5.1")],
                                      "spots": {"1": "back_spot"}, "pending": "penalty_ball"}),
    decide(kind="penalty_ball", ball="15", expect={"scores": {"P1": 1, "P2": 0}}),
    decide(kind="shoot_or_pass", choice="shoot", expect={"to_move": "P1",
                                                         "ball_in_hand": "house"}),
    # 12.3 (and the club rules 002): warned that the cue ball stood beyond the house line,
    # the player shot anyway.
    shot("2", "2ML", fouls=["cue_ball_outside_house"],
         expect={"fouls": [("cue_ball_outside_house", "12.3")], "spots": {"2": "back_spot"}}),
    decide(kind="penalty_ball", ball="14", expect={"scores": {"P1": 1, "P2": 1}}),
    decide(kind="shoot_or_pass", choice="shoot", expect={"to_move": "P2",
                                                         "ball_in_hand": None}),
    shot("1", "1FL", "2FR", "3ML", expect={"scores": {"P1": 1, "P2": 4}}),
    # Classic 8 1: eight points win.
    shot("5", "5MR", "6BL", "7BR", "8FL", expect={"scores": {"P1": 1, "P2": 8},
                                                  "winner": "P2"}),
]


def _t(ball: str, pocket: str, expect: dict) -> object:
    return shot(ball, ball + pocket, call=ball + pocket, expect=expect)


PYRAMID_T = [
    # 4.2.1: the break needs no call; the 4 is P1's blue game ball: 3 points (4.1.2), and in
    # stage 1 it is re-spotted on the front spot (4.4); the turn stays.
    shot("4", "4BL", expect={"scores": {"P1": 3, "P2": 0}, "spots": {"4": "front_spot"},
                             "to_move": "P1", "completed": "13.1.1"}),
    # 4, 4.4: played on call; yellow 4, black 5, green 6, red 7; the spots in turn.
    _t("5", "FL", {"scores": {"P1": 7, "P2": 0}, "spots": {"5": "centre_spot"}}),
    _t("6", "FR", {"scores": {"P1": 12, "P2": 0}, "spots": {"6": "back_spot"}}),
    _t("13", "ML", {"scores": {"P1": 18, "P2": 0}, "spots": {"13": "front_spot"}}),
    _t("7", "MR", {"scores": {"P1": 25, "P2": 0}, "spots": {"7": "centre_spot"}}),
    # 4.5: stage 2, the next set of five stays off the table.
    _t("2", "BL", {"scores": {"P1": 28, "P2": 0}, "spots": {}}),
    _t("1", "BR", {"scores": {"P1": 32, "P2": 0}}),
    _t("9", "FL", {"scores": {"P1": 37, "P2": 0}}),
    _t("14", "FR", {"scores": {"P1": 43, "P2": 0}}),
    _t("8", "ML", {"scores": {"P1": 50, "P2": 0}}),
    # 20 met without a pot: the turn passes.
    shot("3", call="3FL", expect={"legal": True, "to_move": "P2"}),
    # P2's stage 1: re-spotted on the spots, the rotation going on from P1's.
    _t("3", "FL", {"scores": {"P1": 50, "P2": 3}, "spots": {"3": "back_spot"}}),
    _t("10", "FR", {"scores": {"P1": 50, "P2": 7}, "spots": {"10": "front_spot"}}),
    _t("11", "ML", {"scores": {"P1": 50, "P2": 12}, "spots": {"11": "centre_spot"}}),
    _t("15", "MR", {"scores": {"P1": 50, "P2": 18}, "spots": {"15": "back_spot"}}),
    _t("12", "BL", {"scores": {"P1": 50, "P2": 25}, "spots": {"12": "front_spot"}}),
    # P2's stage 2.
    _t("4", "BR", {"scores": {"P1": 50, "P2": 28}}),
    _t("5", "FL", {"scores": {"P1": 50, "P2": 32}}),
    _t("6", "FR", {"scores": {"P1": 50, "P2": 37}}),
    _t("13", "ML", {"scores": {"P1": 50, "P2": 43}}),
    _t("7", "MR", {"scores": {"P1": 50, "P2": 50}}),
    # 4.5: five balls left are common game balls; 4: 7 ahead is not more than the 18 left.
    _t("12", "BL", {"scores": {"P1": 50, "P2": 57}, "phase": "play"}),
    # 5: a foul costs at least 5, or the value of the ball touched (black 11: 5); 5.1 the
    # opponent plays on.
    shot("11", call="11ML", fouls=["touched_ball"],
         expect={"fouls": [("touched_ball", "16")], "scores": {"P1": 55, "P2": 57},
                 "pending": "shoot_or_pass"}),
    decide(kind="shoot_or_pass", choice="shoot", expect={"to_move": "P1"}),
    _t("15", "FR", {"scores": {"P1": 61, "P2": 57}, "phase": "play"}),
    # 4: 9 ahead with 7 left on the table (blue 3, yellow 10): the game is won.
    _t("11", "ML", {"scores": {"P1": 66, "P2": 57}, "winner": "P1", "phase": "over"}),
]

CLASSIC_THREE = [
    # Club rules 002, three players: ball 2 is worth 12, 51 wins; the turn goes round.
    shot("4", expect={"to_move": "P2"}),
    shot("15", "15BR", call="15BR", expect={"scores": {"P1": 0, "P2": 15, "P3": 0}}),
    shot("14", "14FL", call="14FL", expect={"scores": {"P1": 0, "P2": 29, "P3": 0}}),
    shot("13", call="13ML", expect={"to_move": "P3"}),
    shot("1", "1FL", call="1FL", expect={"scores": {"P1": 0, "P2": 29, "P3": 11}}),
    # 6.2 with three players: −5 for P3 and +5 to the next player round the table, who
    # shoots or passes (I-17).
    shot(None, call="2FR", expect={"fouls": [("no_contact", "6.2")],
                                   "scores": {"P1": 5, "P2": 29, "P3": 6},
                                   "pending": "shoot_or_pass", "to_move": "P1"}),
    decide(kind="shoot_or_pass", choice="shoot", expect={"to_move": "P1"}),
    shot("13", "13ML", call="13ML", expect={"scores": {"P1": 18, "P2": 29, "P3": 6}}),
    shot("12", "12FR", call="12FR", expect={"scores": {"P1": 30, "P2": 29, "P3": 6}}),
    shot("11", "11BL", call="11BL", expect={"scores": {"P1": 41, "P2": 29, "P3": 6}}),
    shot("10", "10BR", call="10BR", expect={"scores": {"P1": 51, "P2": 29, "P3": 6},
                                            "winner": "P1"}),
]

CLASSIC_FOUR = [
    # Club rules 002, four players: balls 2 and 3 worth 10 more, 41 wins.
    shot("4", expect={"to_move": "P2"}),
    shot("15", "15BR", call="15BR"),
    shot("14", "14FL", call="14FL"),
    shot("13", "13ML", call="13ML", expect={"scores": {"P1": 0, "P2": 42, "P3": 0, "P4": 0},
                                            "winner": "P2"}),
]

FREE_PAIR = [
    # Pair format 2.2-2.3 and 3.2: A1 breaks and sets team A's order; 13.1.1.
    shot("4", "1BL", expect={"scores": {"A": 1, "B": 0}, "to_move": "A", "shooter": "A2"}),
    # Pair 3.1: after a legal pot the partner plays the next shot.
    shot("2", "2FL", expect={"scores": {"A": 2, "B": 0}, "shooter": "A1"}),
    # A legal shot without a pot: the turn passes (7.2); team B sets its order (3.2).
    shot("3", expect={"to_move": "B", "pending": "choose_player"}),
    decide(kind="choose_player", player="B2", expect={"shooter": "B2", "pending": None}),
    shot("3", "3FL", expect={"scores": {"A": 2, "B": 1}, "shooter": "B1"}),
    # 6.2 by B1: team A takes a penalty ball (Free 6) and passes the shot back (7.4.2) …
    shot(None, expect={"fouls": [("no_contact", "6.2")], "pending": "penalty_ball"}),
    decide(kind="penalty_ball", ball="15", expect={"scores": {"A": 3, "B": 1}}),
    # … and pair 3.3: the offending team's second player takes it.
    decide(kind="shoot_or_pass", choice="pass", expect={"to_move": "B", "shooter": "B2"}),
    shot("5", "5FL", "6FR", expect={"scores": {"A": 3, "B": 3}, "shooter": "B1"}),
    shot("7", expect={"to_move": "A", "shooter": "A2"}),
    shot("7", "7BL", "8BR", "9ML", expect={"scores": {"A": 6, "B": 3}, "shooter": "A1"}),
    shot("10", "10MR", expect={"scores": {"A": 7, "B": 3}, "shooter": "A2"}),
    shot("11", "11FL", expect={"scores": {"A": 8, "B": 3}, "winner": "A"}),
]

PROTOCOLS = {
    "free": (["--discipline", "free"], FREE, {"P1": 8, "P2": 4}, "P1"),
    "combined": (["--discipline", "combined"], COMBINED, {"P1": 8, "P2": 4}, "P1"),
    "dynamic": (["--discipline", "dynamic"], DYNAMIC, {"P1": 8, "P2": 4}, "P1"),
    "classic-71": (["--discipline", "classic-71"], CLASSIC_71, {"P1": 42, "P2": 74}, "P2"),
    "classic-51-strict": (["--discipline", "classic-51", "--call-mode", "strict"],
                          CLASSIC_51_STRICT, {"P1": 5, "P2": 60}, "P2"),
    "classic-8": (["--discipline", "classic-8"], CLASSIC_8, {"P1": 1, "P2": 8}, "P2"),
    "pyramid-t": (["--discipline", "pyramid-t"], PYRAMID_T, {"P1": 66, "P2": 57}, "P1"),
    "classic-71-three-players": (["--discipline", "classic-71", "--players", "3"],
                                 CLASSIC_THREE, {"P1": 51, "P2": 29, "P3": 6}, "P1"),
    "classic-71-four-players": (["--discipline", "classic-71", "--players", "4"],
                                CLASSIC_FOUR, {"P1": 0, "P2": 42, "P3": 0, "P4": 0}, "P2"),
    "free-pair": (["--discipline", "free", "--format", "pair"], FREE_PAIR,
                  {"A": 8, "B": 3}, "A"),
}


@pytest.mark.parametrize("name", list(PROTOCOLS))
def test_a_written_protocol_scores_to_its_winner(name, tmp_path, capsys):
    args, entries, scores, winner = PROTOCOLS[name]
    state = play(args, entries, tmp_path, capsys)
    assert state["phase"] == "over"
    assert state["scores"] == scores and state["winner"] == winner


def test_a_match_of_frames_carries_on_through_record(tmp_path, capsys):
    """14.1: in a match the break goes to the other side each frame; three frames, each won
    from the break (13.1.1: every ball pocketed counts, Free 5.5), 2-1 to P1."""
    eight = [f"{b}{p}" for b, p in zip(("1", "2", "3", "5", "6", "7", "8", "9"),
                                       ("FL", "FR", "ML", "MR", "BL", "BR", "FL", "FR"),
                                       strict=True)]
    state = play(["--discipline", "free", "--frames", "3"], [
        shot("4", *eight, expect={"breaker": "P2", "phase": "break"}),
        shot("4", *eight, expect={"breaker": "P1"}),
        shot("4", *eight),
    ], tmp_path, capsys)
    match = state["match"]
    assert match["over"] and match["winner"] == "P1" and match["frames_won"] == {"P1": 2,
                                                                                "P2": 1}
    assert [f["breaker"] for f in match["sheet"]] == ["P1", "P2", "P1"]

"""The rating model (simulation/rating): the MAP fit against hand-computed answers, its
symmetries and uncertainty, the views, anchors, the series and head-to-head records."""

from __future__ import annotations

import math
import random
from datetime import UTC, date, datetime, timedelta

import pytest

from simulation.errors import InputError
from simulation.rating import scale
from simulation.rating.anchors import Anchors, LevelRating, Unit
from simulation.rating.history import head_to_head, opponents, rating_series
from simulation.rating.league import View, rate
from simulation.rating.validation import league_strengths, play_league, ranking
from simulation.rating.values import FrameResult, Side, Where

T0 = datetime(2026, 3, 1, 18, 0, tzinfo=UTC)
PRIOR = 350.0  # points: Anchors()'s person prior without the data file
NO_DECAY = View(half_life_days=None)


def frame(k: int, a: Side | str, b: Side | str, winner: int | None, *, days: float = 0,
          discipline: str = "free", where: Where = Where.SCREEN) -> FrameResult:
    sa = a if isinstance(a, Side) else Side(a, (a,))
    sb = b if isinstance(b, Side) else Side(b, (b,))
    return FrameResult(f"f{k}", discipline, T0 + timedelta(days=days), (sa, sb), winner, where,
                       f"g{k}")


def series(wins: int, losses: int, a: str = "A", b: str = "B", **kw: object
           ) -> list[FrameResult]:
    return [frame(k, a, b, 0 if k < wins else 1, **kw) for k in range(wins + losses)]


def map_two(wins: int, losses: int, prior_sd: float) -> float:
    """The MAP difference (points) for two players by hand: with θ_A = −θ_B = d/2, the
    posterior's derivative is wins − n·p(d) − d / (2σ²) = 0, solved by bisection."""
    s = prior_sd / scale.POINTS_PER_LOGIT
    n = wins + losses
    lo, hi = -20.0, 20.0
    for _ in range(200):
        d = 0.5 * (lo + hi)
        g = wins - n / (1 + math.exp(-d)) - d / (2 * s * s)
        lo, hi = (d, hi) if g > 0 else (lo, d)
    return 0.5 * (lo + hi) * scale.POINTS_PER_LOGIT


def test_seven_three_gives_the_hand_computed_map():
    table = rate(series(7, 3), Anchors(), NO_DECAY)
    a, b = table.get("A"), table.get("B")
    assert a.rating - b.rating == pytest.approx(map_two(7, 3, PRIOR), abs=1e-6)
    assert a.rating == pytest.approx(1500 + map_two(7, 3, PRIOR) / 2, abs=1e-6)
    assert (a.record.wins, a.record.losses, a.record.frames) == (7, 3, 10)
    p, _ = table.chance("A", "B")
    assert p == pytest.approx(scale.win_chance(a.rating, b.rating))


def test_symmetric_swapping_the_players_mirrors_the_ratings():
    one = rate(series(7, 3), Anchors(), NO_DECAY)
    other = rate(series(3, 7), Anchors(), NO_DECAY)
    assert one.get("A").rating == pytest.approx(other.get("B").rating, abs=1e-9)
    assert one.get("A").rating + one.get("B").rating == pytest.approx(3000.0, abs=1e-9)
    even = rate(series(5, 5), Anchors(), NO_DECAY)
    assert even.get("A").rating == pytest.approx(1500.0, abs=1e-9)


def test_a_draw_is_half_a_win_each():
    draws = [frame(k, "A", "B", None) for k in range(2)]
    split = series(1, 1)
    two = rate(draws + series(3, 0, days=1), Anchors(), NO_DECAY)
    ref = rate(split + series(3, 0, days=1), Anchors(), NO_DECAY)
    assert two.get("A").rating == pytest.approx(ref.get("A").rating, abs=1e-9)
    assert two.get("A").record.draws == 2


def test_uncertainty_shrinks_with_frames():
    sd = [rate(series(n, n), Anchors(), NO_DECAY).difference_sd("A", "B") for n in (2, 8, 32)]
    assert sd[0] > sd[1] > sd[2]
    # Four times the frames: about half the uncertainty once the prior no longer counts.
    assert sd[1] / sd[2] == pytest.approx(2.0, rel=0.1)


def test_no_frames_is_the_prior():
    table = rate([frame(0, "A", "B", 0)], Anchors(), View(where="real", half_life_days=None))
    assert table.players == () and table.frames == 0


def test_a_seeded_league_ranks_correctly():
    strengths = league_strengths(8, 150.0)
    history = play_league(strengths, 800, random.Random(7))
    table = rate(history, Anchors(prior_sd=350.0), NO_DECAY)
    rk = ranking(table, strengths)
    assert rk.exact and rk.tau == 1.0


def test_a_pair_plays_as_the_mean_of_its_players():
    ab, cd = Side("A & B", ("A", "B")), Side("C & D", ("C", "D"))
    frames = [frame(k, ab, cd, 0 if k < 6 else 1) for k in range(8)]
    table = rate(frames, Anchors(), NO_DECAY)
    assert table.get("A").rating == pytest.approx(table.get("B").rating)
    # A pair's rating difference is what a lone player would get from the same results.
    lone = rate(series(6, 2), Anchors(prior_sd=PRIOR), NO_DECAY)
    pair_diff = (table.get("A").rating + table.get("B").rating
                 - table.get("C").rating - table.get("D").rating) / 2
    assert pair_diff > 0 and lone.get("A").rating > table.get("A").rating


def test_three_sides_winner_takes_the_frame():
    sides = (Side("A", ("A",)), Side("B", ("B",)), Side("C", ("C",)))
    frames = [FrameResult(f"f{k}", "classic-71", T0, sides, 0, Where.SCREEN) for k in range(4)]
    table = rate(frames, Anchors(), NO_DECAY)
    assert table.get("A").rating > 1500 > table.get("B").rating
    assert table.get("B").rating == pytest.approx(table.get("C").rating)


def test_where_keeps_real_and_screen_apart_and_missing_is_the_screen():
    frames = series(6, 0, where=Where.REAL) + series(0, 6, days=1)
    real = rate(frames, Anchors(), View(where="real", half_life_days=None))
    screen = rate(frames, Anchors(), View(where="screen", half_life_days=None))
    both = rate(frames, Anchors(), NO_DECAY)
    assert real.get("A").rating > 1500 > screen.get("A").rating
    assert both.get("A").rating == pytest.approx(1500.0)
    assert FrameResult("x", "free", T0, (), None).where is Where.SCREEN


def test_families_and_disciplines():
    frames = series(5, 0, discipline="classic-71") + series(0, 5, discipline="free", days=1)
    called = rate(frames, Anchors(), View(family="called", half_life_days=None))
    by_discipline = rate(frames, Anchors(), View(family="classic-51", half_life_days=None))
    assert called.get("A").rating > 1500 and by_discipline.get("A").rating > 1500
    assert rate(frames, Anchors(), View(family="free")).get("A").rating < 1500
    with pytest.raises(InputError, match="--discipline"):
        View(family="snooker").checked()
    with pytest.raises(InputError, match="--where"):
        View(where="garden").checked()


ANCHORS = Anchors(levels={"beginner": LevelRating("beginner", 1100.0, 40.0),
                          "club": LevelRating("club", 1500.0, 5.0),
                          "master": LevelRating("master", 2100.0, 60.0)},
                  units={"free": Unit("free", 2.0, 0.2, 8, "free"),
                         "classic-71": Unit("classic-71", 12.0, 2.0, 71, "classic-71")},
                  prior_sd=250.0)


def test_a_player_who_holds_the_club_level_plays_like_it():
    computer = Side("Computer", (), ("club",))
    frames = [frame(k, "Ivan", computer, k % 2) for k in range(40)]
    table = rate(frames, ANCHORS, NO_DECAY)
    ivan = table.get("Ivan")
    assert ivan.rating == pytest.approx(1500.0, abs=5.0) and ivan.like_level == "club"
    assert table.get("computer:club").rating == pytest.approx(1500.0, abs=1.0)
    assert [lv.name for lv in table.levels] == ["beginner", "club", "master"]
    # Beating the master level half the time makes a master.
    frames = [frame(k, "Oleg", Side("PC", (), ("master",)), k % 2) for k in range(40)]
    assert rate(frames, ANCHORS, NO_DECAY).get("Oleg").like_level == "master"


def test_a_race_frame_won_by_its_receiver_counts_less():
    level = [frame(k, "A", "B", 1 if k < 3 else 0) for k in range(6)]
    given = [frame(k, "A", Side("B", ("B",), race=4), 1 if k < 3 else 0) for k in range(6)]
    plain = rate(level, ANCHORS, NO_DECAY)
    raced = rate(given, ANCHORS, NO_DECAY)
    # B won half with a head start: A is the stronger one.
    assert plain.get("A").rating == pytest.approx(1500.0)
    assert raced.get("A").rating > raced.get("B").rating
    no_unit = rate(given, Anchors(), NO_DECAY)
    assert no_unit.skipped == 6 and no_unit.frames == 0


def test_old_frames_weigh_less_and_uncertainty_grows_without_play():
    old_wins = series(8, 0, days=0)
    new_losses = [frame(100 + k, "A", "B", 1, days=200) for k in range(4)]
    decayed = rate(old_wins + new_losses, Anchors(), View(half_life_days=60))
    kept = rate(old_wins + new_losses, Anchors(), NO_DECAY)
    assert decayed.get("A").rating < 1500 < kept.get("A").rating
    later = rate(new_losses, Anchors(), View(as_of=date(2027, 3, 1), half_life_days=120))
    now = rate(new_losses, Anchors(), View(half_life_days=120))
    assert later.difference_sd("A", "B") > now.difference_sd("A", "B")


def test_rating_series_has_one_point_a_day_played():
    frames = series(3, 0, days=0) + [frame(10 + k, "A", "C", 0, days=2) for k in range(2)]
    out = rating_series(frames, ["A", "B"], Anchors(), NO_DECAY)
    assert [p.day for p in out["A"]] == [date(2026, 3, 1), date(2026, 3, 3)]
    assert [p.frames for p in out["A"]] == [3, 5]
    assert out["A"][-1].rating == pytest.approx(rate(frames, Anchors(), NO_DECAY)
                                                .get("A").rating, abs=1e-6)
    assert out["A"][0].sd > out["A"][-1].sd
    assert [p.day for p in out["B"]] == [date(2026, 3, 1), date(2026, 3, 3)]


def test_head_to_head_counts_frames_between_two_players():
    frames = [*series(3, 1), frame(20, "A", "B", None, days=1, where=Where.REAL),
              frame(30, "A", "C", 0, days=2)]
    h = head_to_head(frames, "A", "B")
    assert (h.total.frames, h.total.wins, h.total.losses, h.total.draws) == (5, 3, 1, 1)
    assert h.by_where["real"].draws == 1 and h.by_discipline["free"].frames == 5
    assert head_to_head(frames, "B", "A").total.wins == 1
    assert [o.b for o in opponents(frames, "A")] == ["B", "C"]

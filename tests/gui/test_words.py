"""Words a Russian reader stumbled over: «+15 очк.» (now the counted forms 1 / 2–4 / 5+),
«Пирамида T» with a Latin T (a search for «пирамида Т» missed it), the id "cue" on a
shelf."""

from __future__ import annotations

import pytest

from coach_app.game.texts import discipline_name, verdict_lines
from simulation.rules.verdict import Verdict


@pytest.mark.parametrize("n,form", [(0, "many"), (1, "one"), (2, "few"), (4, "few"),
                                    (5, "many"), (11, "many"), (12, "many"), (14, "many"),
                                    (15, "many"), (21, "one"), (22, "few"), (25, "many"),
                                    (101, "one"), (111, "many"), (112, "many"), (-3, "few"),
                                    (-15, "many")])
def test_russian_plural_rule(n, form):
    from coach_app.qtkit.plural import plural_form

    assert plural_form(n, "ru") == form


def test_english_plural_rule():
    from coach_app.qtkit.plural import plural_form

    assert plural_form(1, "en") == "one"
    assert {plural_form(n, "en") for n in (0, 2, 5, 21)} == {"many"}


def test_points_in_both_languages(qapp, translations):
    from coach_app.qtkit.plural import points_text

    translations.set_language("en")
    assert [points_text(n) for n in (1, 2, 15)] == ["1 point", "2 points", "15 points"]
    assert points_text(15, signed=True) == "+15 points"
    translations.set_language("ru")
    assert [points_text(n) for n in (1, 3, 5, 21, 43)] == ["1 очко", "3 очка", "5 очков",
                                                          "21 очко", "43 очка"]
    assert points_text(-5, signed=True) == "-5 очков"


def test_a_verdicts_points_are_written_out(qapp, translations):
    translations.set_language("ru")
    verdict = Verdict(True, (), {"Anna": 15, "Boris": -2}, (), {}, (), (), None,
                      "continues", "Anna", None, None)
    lines = verdict_lines(verdict, {"Anna": "Anna", "Boris": "Boris"})
    assert "Anna: +15 очков." in lines and "Boris: -2 очка." in lines
    assert not any("очк." in line for line in lines)


def test_pyramid_t_is_written_with_a_cyrillic_te(qapp, translations):
    translations.set_language("ru")
    name = discipline_name("pyramid-t")
    assert name == "Пирамида Т" and "T" not in name  # U+0422, not the Latin U+0054
    translations.set_language("en")
    assert discipline_name("pyramid-t") == "Pyramid T"


def test_a_search_for_the_rules_name_finds_its_drills(qtbot, qapp, translations):
    from coach_app.practice.browser import DrillBrowser
    from drills.library import load_library

    translations.set_language("ru")
    browser = DrillBrowser(lambda: "ru")
    qtbot.addWidget(browser)
    library = load_library()
    browser.set_library(library, frozenset())
    expected = {d.id for d in library.drills() if d.discipline == "pyramid-t"}
    assert expected
    browser.search.setText("пирамида т")  # Cyrillic, as a Russian keyboard types it
    assert set(browser.visible_ids()) == expected


def test_the_cue_ball_on_a_shelf_is_words(qapp, translations):
    from coach_app.words.names import short_ball_name

    translations.set_language("ru")
    assert short_ball_name("cue") == "биток" and short_ball_name("14") == "14"
    translations.set_language("en")
    assert short_ball_name("cue") == "cue ball"


def test_the_tip_readout_writes_a_russian_decimal_comma(qtbot, qapp, translations):
    from coach_app.screens.play_panel import PlayPanel

    translations.set_language("ru")
    panel = PlayPanel()
    qtbot.addWidget(panel)
    panel.set_tip_readout(0.0, -0.35)
    assert panel.tip_readout.text() == "оттяжка 0,35 R · без винта"

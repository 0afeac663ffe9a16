"""``report --lang``: the headless report speaks the app's own Russian, read from the
shipped catalogue without Qt, and names an open period in words."""

from __future__ import annotations

from datetime import date

import pytest

from coach_app.cli import main
from coach_app.report.lang import catalogue, default_language, report_text
from coach_app.report.pdf import period_text
from coach_app.store import Period, open_store
from coach_app.store.synth import populate


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> str:
    path = tmp_path_factory.mktemp("lang") / "h.sqlite3"
    with open_store(path) as store:
        populate(store, shots=200, player="Ivan", seed=3, days=5)
    return f"sqlite:///{path}"


def test_the_catalogue_is_the_one_the_gui_uses():
    ru = report_text("ru")
    assert ru.language == "ru"
    assert ru.translate("charts", "Summary") == catalogue("ru")[("charts", "Summary")]
    assert ru.translate("charts", "Summary") != "Summary"
    assert ru.translate("charts", "no such text") == "no such text"
    assert report_text("en").translate("charts", "Summary") == "Summary"


@pytest.mark.parametrize(("env", "lang"), [
    ({"LANG": "ru_RU.UTF-8"}, "ru"), ({"LANG": "en_GB.UTF-8"}, "en"), ({}, "en"),
    ({"LC_ALL": "ru_RU.UTF-8", "LANG": "en_US.UTF-8"}, "ru"), ({"LANG": "C.UTF-8"}, "en")])
def test_the_default_language_follows_the_locale(env, lang):
    assert default_language(env) == lang


def test_an_open_period_is_said_in_words():
    ru = report_text("ru")
    assert period_text(Period(None, None), ru) == "за всё время"
    assert period_text(Period(None, None), report_text("en")) == "all dates"
    assert period_text(Period(date(2026, 1, 2), None), ru) == "с 2026-01-02"
    assert period_text(Period(None, date(2026, 1, 2)), report_text("en")) == "until 2026-01-02"
    assert period_text(Period(date(2026, 1, 1), date(2026, 1, 31)), ru) == \
        "2026-01-01 – 2026-01-31"


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_report_command_in_either_language(db, tmp_path, capsys, lang):
    out = tmp_path / f"ivan-{lang}.pdf"
    assert main(["report", "--player", "Ivan", "--out", str(out), "--db", db,
                 "--lang", lang]) == 0
    line = capsys.readouterr().out
    summary = report_text(lang).translate("charts", "Summary")
    assert f"({summary}," in line
    assert ("Сводка" in line) == (lang == "ru")


def test_an_unknown_language_is_refused(db, tmp_path, capsys):
    with pytest.raises(SystemExit) as exc:
        main(["report", "--player", "Ivan", "--out", str(tmp_path / "x.pdf"), "--db", db,
              "--lang", "de"])
    assert exc.value.code == 2
    assert "--lang" in capsys.readouterr().err

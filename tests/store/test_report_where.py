"""The student report over a mixed history labels what it covers: the cover says where the
attempts were played and counts screen and real-table attempts apart, every chart names its
scope, the real-table attempts get pages of their own, and ``report --where`` picks one."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from coach_app.cli import main
from coach_app.store import open_store
from coach_app.store.real_table import RealSet, log_real_set
from coach_app.store.records import Where
from coach_app.store.synth import populate

from .test_charts_report import _pdf_text


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> str:
    path = tmp_path_factory.mktemp("report_where") / "h.sqlite3"
    with open_store(path) as store:
        populate(store, shots=300, player="Ivan", seed=2, days=10)
        now = datetime.now(UTC)
        for n in range(3):  # 3 sets of 4 attempts: 12 real-table attempts
            log_real_set(store, RealSet(
                "Ivan", "pot.cut-30", "Cut at 30°", "potting", "", now - timedelta(days=n),
                Where("real", "Table 3"),
                [(True, "success", 1, {"potted": 1})] * 3
                + [(False, "missed", 0, {"comment": "too thin"})]))
    return f"sqlite:///{path}"


def _report(db: str, tmp_path, capsys, *where: str) -> tuple[str, str]:
    out = tmp_path / "r.pdf"
    assert main(["report", "--player", "Ivan", "--out", str(out), "--db", db, "--lang", "en",
                 *where]) == 0
    return capsys.readouterr().out, _pdf_text(out).replace(" ", "")


def _words(s: str) -> str:
    return s.replace(" ", "")


def test_the_report_of_both_labels_screen_and_real_attempts(db, tmp_path, capsys) -> None:
    line, text = _report(db, tmp_path, capsys)
    assert "Attempts at a real table" in line
    assert _words("Drill attempts: screen / real table") in text
    assert _words("/ 12") in text  # the real count beside the screen's
    assert _words("screen + real table") in text
    assert _words("Real-table attempts have no simulated stroke") in text
    assert text.count(_words("Table 3")) >= 12  # one line per real attempt
    assert _words("«too thin»") in text or "toothin" in text


def test_report_where_screen_leaves_the_real_table_out(db, tmp_path, capsys) -> None:
    line, text = _report(db, tmp_path, capsys, "--where", "screen")
    assert "Attempts at a real table" not in line
    assert _words("/ 0") in text and "Table3" not in text
    assert "Real-tableattempts" not in text


def test_report_where_real_has_only_the_real_table(db, tmp_path, capsys) -> None:
    line, text = _report(db, tmp_path, capsys, "--where", "real")
    assert "Attempts at a real table" in line and "Key shot" not in line
    assert _words("0 / 12") in text and _words("Drill attempts succeeded9/12") in text


def test_report_where_must_be_known(db, tmp_path, capsys) -> None:
    with pytest.raises(SystemExit) as e:
        main(["report", "--player", "Ivan", "--out", str(tmp_path / "x.pdf"), "--db", db,
              "--where", "both"])
    assert e.value.code == 2 and not (tmp_path / "x.pdf").exists()
    assert "--where" in capsys.readouterr().err

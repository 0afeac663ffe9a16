"""One version, written in pyproject.toml: printed by ``pyramid-coach --version``, shown in
About, and what a source checkout reports even when its installed metadata is older."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from coach_app import cli, version

ROOT = Path(__file__).resolve().parents[2]


def _pyproject_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]


def test_the_version_is_pyprojects():
    assert version.program_version() == _pyproject_version()


def test_dash_dash_version_prints_it_without_importing_qt():
    code = ("import sys; from coach_app.cli import main; code = main(['--version']); "
            "assert not [m for m in sys.modules if m.startswith('PySide6')]; sys.exit(code)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"pyramid-coach {_pyproject_version()}\n"


def test_the_help_lists_version(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    assert "--version" in capsys.readouterr().out


def test_an_installed_copy_reads_the_metadata(monkeypatch, tmp_path):
    """No pyproject.toml beside the packages (a wheel, the bundle): the metadata's version."""
    monkeypatch.setattr(version, "__file__", str(tmp_path / "coach_app" / "version.py"))
    monkeypatch.setattr(version, "version", lambda name: "9.8.7")
    assert version.program_version() == "9.8.7"


def test_someone_elses_pyproject_is_not_ours(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "other"\nversion = "5.0"\n')
    assert version._source_version(tmp_path / "pyproject.toml") is None
    (tmp_path / "pyproject.toml").write_text("not = [toml")
    assert version._source_version(tmp_path / "pyproject.toml") is None


def test_about_shows_the_same_version(qapp):
    from coach_app.shell.about import about_text

    assert f"Pyramid Coach {_pyproject_version()}" in about_text()


@pytest.mark.parametrize(("args", "app"), [
    ([], True), (["--app"], True), (["--db", "x.sqlite3"], True), (["--db=x.sqlite3"], True),
    (["-platform", "offscreen"], True), (["-psn_0_12345"], True),
    (["params"], False), (["--version"], False), (["game", "new"], False),
])
def test_the_window_or_a_command(args, app):
    """The bundle's executable and the installed command dispatch through the same test."""
    assert cli.opens_app(args) is app


def test_db_option_opens_the_window(monkeypatch):
    seen: list[list[str]] = []
    monkeypatch.setattr(cli, "_run_app", lambda argv: seen.append(list(argv)) or 0)
    assert cli.main(["--db", "club.sqlite3"]) == 0
    assert seen == [["--db", "club.sqlite3"]]


def test_a_session_is_stamped_with_the_same_version(tmp_path: Path) -> None:
    # Before: the store read the package metadata itself, which a bundle may lack ("0").
    import sqlite3

    from coach_app.store import History, open_store

    with open_store(tmp_path / "h.db") as store:
        history = History(store)
        session = history.start_session(history.ensure_player("Ivan").id)
    with sqlite3.connect(tmp_path / "h.db") as db:
        (stamped,) = db.execute("select app_version from sessions where id = ?",
                                (session.id,)).fetchone()
    assert stamped == _pyproject_version()

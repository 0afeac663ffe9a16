"""Drill packs as files: import refuses bad or hostile files with a translated reason and
changes nothing; a good pack imports, shows as the user's, exports and comes back."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from coach_app.practice import userpacks
from coach_app.practice.screen import PracticeScreen
from coach_app.qtkit.settings import Preferences
from drills.library import load_library

from .conftest import straight_line_simulator

GOOD = """
[pack]
id = "coach-ivanov"
title = { ru = "Упражнения Иванова", en = "Ivanov's drills" }

[[drills]]
id = "ivanov.cut"
category = "potting"
level = 3
discipline = "combined"
cue = "fixed"
title = { ru = "Срезка Иванова", en = "Ivanov's cut" }
instructions = { ru = "Забейте шар 1.", en = "Pocket ball 1." }
layout = { balls = { cue = [-0.5, 0.1], 1 = [0.25, 0.6] } }
goal = { type = "pot", ball = "1", pockets = ["ML"] }
"""

BAD = {
    "broken.toml": ("pack = [", "not valid TOML"),
    "overlap.toml": (GOOD.replace("1 = [0.25, 0.6]", "1 = [-0.48, 0.1]"), "Two balls overlap."),
    "typo.toml": (GOOD.replace("level = 3", "levle = 3"), "a field the format does not know"),
    "clash.toml": (GOOD.replace('id = "ivanov.cut"', 'id = "pot.cut-45"'),
                   "already used by another pack"),
    "code.json": (json.dumps({"pack": {"id": "x", "title": {"ru": "x", "en": "x"}},
                              "drills": [{"id": "x", "__import__": "os"}]}),
                  "a field the format does not know"),
    "notes.txt": (GOOD, "not a drill pack"),
    "huge.toml": ("# " + "x" * 1_100_000, "too large"),
}


@pytest.fixture
def practice(open_practice):
    return open_practice(straight_line_simulator)


@pytest.mark.parametrize("name", sorted(BAD))
def test_a_bad_pack_is_refused_and_changes_nothing(qtbot, practice, tmp_path, drills_dir,
                                                   name):
    text, expected = BAD[name]
    source = tmp_path / name
    source.write_text(text, encoding="utf-8")
    before = len(practice.browser.visible_ids())
    outcome = practice.import_pack(source)
    assert not outcome.ok and outcome.problems
    box = practice.message_box
    assert box is not None and box.windowTitle() == "The pack was not imported"
    assert expected in box.text(), box.text()
    assert name in box.text()  # says which file
    assert not drills_dir.exists() or list(drills_dir.iterdir()) == []
    assert len(practice.browser.visible_ids()) == before
    box.close()


def test_a_good_pack_imports_exports_and_updates(qtbot, practice, tmp_path, drills_dir):
    source = tmp_path / "from-coach.toml"
    source.write_text(GOOD, encoding="utf-8")
    outcome = practice.import_pack(source)
    assert outcome.ok and not outcome.replaced
    assert (drills_dir / "coach-ivanov.toml").is_file()
    assert practice.browser.current_id() == "ivanov.cut"
    assert practice.browser.current_pack() == "coach-ivanov"
    assert "imported" in practice.message_box.text()
    practice.message_box.close()
    out = tmp_path / "sent" / "ivanov.json"
    assert practice.export_pack("coach-ivanov", out).ok
    assert json.loads(out.read_text(encoding="utf-8"))["drills"][0]["id"] == "ivanov.cut"
    # The student gets an update of the same pack: asked first, then the old one is kept.
    again = practice.import_pack(out)
    assert not again.ok and again.conflict == "coach-ivanov"
    ask = practice.message_box
    assert ask is not None and ask.objectName() == "practiceReplace"
    ask.button(QMessageBox.StandardButton.Yes).click()
    assert "was updated" in practice.message_box.text()
    assert "kept in" in practice.message_box.text()
    practice.message_box.close()
    assert sorted(p.name for p in drills_dir.iterdir()) == ["backups", "coach-ivanov.toml"]
    assert len(list((drills_dir / "backups").iterdir())) == 1
    lib = load_library(drills_dir)
    assert not lib.problems and lib.get("ivanov.cut").title.en == "Ivanov's cut"


def test_a_broken_file_in_the_folder_is_reported_not_fatal(qtbot, drills_dir):
    drills_dir.mkdir()
    (drills_dir / "bad.toml").write_text("pack = [", encoding="utf-8")
    screen = PracticeScreen(Preferences(), straight_line_simulator, drills_dir)
    qtbot.addWidget(screen)
    screen.reload()
    assert "bad.toml" in screen.browser.notice.text()
    assert len(screen.browser.visible_ids()) == 92  # the built-in library, spin pack included
    screen.shutdown()


def test_export_of_a_built_in_pack_round_trips(tmp_path):
    lib = load_library()
    pack = lib.packs[0]
    out = userpacks.export_pack(pack, tmp_path / "copy.toml")
    assert out.ok
    again = userpacks.import_pack(out.path, tmp_path / "user", lib)
    # Same drill ids as the built-in pack: refused, and nothing written.
    assert not again.ok and "already used" in again.problems[0].message
    assert not (tmp_path / "user").exists()


def test_answering_no_keeps_the_users_pack(qtbot, practice, tmp_path, drills_dir):
    source = tmp_path / "from-coach.toml"
    source.write_text(GOOD, encoding="utf-8")
    assert practice.import_pack(source).ok
    practice.message_box.close()
    before = (drills_dir / "coach-ivanov.toml").read_bytes()
    source.write_text(GOOD.replace("Ivanov's cut", "Someone else's cut"), encoding="utf-8")
    assert practice.import_pack(source).conflict == "coach-ivanov"
    practice.message_box.button(QMessageBox.StandardButton.No).click()
    assert (drills_dir / "coach-ivanov.toml").read_bytes() == before
    assert not (drills_dir / "backups").exists()

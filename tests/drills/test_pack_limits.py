"""Untrusted packs: size and dotted-key limits before parsing, a bad file in the
drills folder skipped and named while the rest load, an import never replacing a user's
pack without an explicit choice and a backup, atomic exports."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from coach_app.cli import main
from coach_app.files import atomic
from coach_app.practice import userpacks
from drills.fields import DrillError
from drills.library import load_library
from drills.schema import MAX_FILE_BYTES, read_data

PACK = """
[pack]
id = "my-drills"
title = { ru = "Мои", en = "Mine" }

[[drills]]
id = "mine.cut"
category = "potting"
level = 3
discipline = "combined"
cue = "fixed"
title = { ru = "Срезка", en = "Cut" }
instructions = { ru = "Забейте шар 1.", en = "Pocket ball 1." }
layout = { balls = { cue = [-0.5, 0.1], 1 = [0.25, 0.6] } }
goal = { type = "pot", ball = "1", pockets = ["ML"] }
"""


def cli(argv: list[str], monkeypatch, capsys) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(("text", "expected"), [
    ("a" + ".a" * 500_000 + " = 1\n", "larger than"),               # the 1 MB bomb
    ("a" + ".a" * 100_000 + " = 1\n", "dotted key"),                # 200 kB: under the size
    ("x" + " . x" * 40_000 + " = 1\n", "dotted key"),               # with spaces
    ("".join(f"k{i}" + ".b" * 20 + " = 1\n" for i in range(2000)), "dotted key"),
    ("a = " + "[" * 5000 + "]" * 5000 + "\n", "nested too deeply"),
    ("a = 1" + "0" * 5000 + "\n", "too many digits"),
    ("a = inf\n", "finite"),
])
def test_hostile_toml_is_refused_before_or_while_parsing(tmp_path, text, expected):
    path = tmp_path / "bomb.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DrillError, match=expected):
        read_data(path)


def test_the_size_limit_is_checked_before_reading():
    assert MAX_FILE_BYTES < 1_000_000


def test_a_bad_pack_in_the_folder_is_skipped_and_named(tmp_path, monkeypatch, capsys):
    folder = tmp_path / "drills"
    folder.mkdir()
    (folder / "good.toml").write_text(PACK, encoding="utf-8")
    (folder / "bomb.toml").write_text("a" + ".a" * 50_000 + " = 1\n", encoding="utf-8")
    (folder / "digits.json").write_text('{"pack": ' + "9" * 5000 + "}", encoding="utf-8")
    (folder / "broken.toml").write_text("pack = [", encoding="utf-8")
    code, out, err = cli(["drills", "list", "--user-dir", str(folder)], monkeypatch, capsys)
    assert code == 0
    ids = {d["id"] for d in json.loads(out)}
    assert "mine.cut" in ids and len(ids) == len(set(load_library().ids())) + 1
    for name in ("bomb.toml", "digits.json", "broken.toml"):
        assert any(name in line and "skipped" in line for line in err.splitlines()), err


def test_import_never_replaces_a_user_pack_silently(tmp_path, monkeypatch, capsys):
    folder = tmp_path / "drills"
    source = tmp_path / "incoming.toml"
    source.write_text(PACK, encoding="utf-8")
    first = userpacks.import_pack(source, folder, load_library(folder))
    assert first.ok and not first.replaced
    mine = (folder / "my-drills.toml").read_bytes()
    source.write_text(PACK.replace('en = "Cut"', 'en = "Their cut"'), encoding="utf-8")
    again = userpacks.import_pack(source, folder, load_library(folder))
    assert not again.ok and again.conflict == "my-drills"
    assert (folder / "my-drills.toml").read_bytes() == mine
    code, out, err = cli(["drills", "import", str(source), "--user-dir", str(folder)],
                         monkeypatch, capsys)
    assert code == 2 and out == "" and "--replace" in err
    assert (folder / "my-drills.toml").read_bytes() == mine
    code, out, err = cli(["drills", "import", str(source), "--user-dir", str(folder),
                          "--replace"], monkeypatch, capsys)
    assert code == 0, err
    done = json.loads(out)
    assert done["replaced"] and Path(done["backup"]).read_bytes() == mine
    assert "Their cut" in (folder / "my-drills.toml").read_text(encoding="utf-8")
    assert load_library(folder).problems == ()  # backups/ is not read as a pack


def test_a_failed_write_leaves_the_old_file_whole(tmp_path, monkeypatch):
    target = tmp_path / "export.json"
    target.write_text("old history\n", encoding="utf-8")

    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", full_disk)
    with pytest.raises(OSError):
        atomic.write_text(target, "new history\n")
    assert target.read_text(encoding="utf-8") == "old history\n"
    assert [p.name for p in tmp_path.iterdir()] == ["export.json"]


def test_pack_export_is_atomic(tmp_path, monkeypatch):
    pack = load_library().packs[0]
    target = tmp_path / "pack.toml"
    target.write_text("keep me\n", encoding="utf-8")

    def broken(*args, **kwargs):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(atomic.os, "fsync", broken)
    outcome = userpacks.export_pack(pack, target)
    assert not outcome.ok and "cannot write" in outcome.problems[0].message
    assert target.read_text(encoding="utf-8") == "keep me\n"
    assert [p.name for p in tmp_path.iterdir()] == ["pack.toml"]


@pytest.mark.parametrize("where", ["{dir}", "{dir}/nowhere/x.toml"])
def test_check_target_refuses_folders_and_missing_folders(tmp_path, where):
    from simulation.errors import InputError

    with pytest.raises(InputError, match="--out"):
        atomic.check_target(where.replace("{dir}", str(tmp_path)), "--out")

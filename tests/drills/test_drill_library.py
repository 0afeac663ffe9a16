"""The built-in libraries and user packs: loading, filtering, refusing bad user files."""

from __future__ import annotations

import json
import tomllib
from collections import Counter
from importlib.resources import files
from pathlib import Path

from drill_helpers import drill_data, pack_data

from drills.calibrate import level_for, stored
from drills.library import load_library
from drills.schema import dump_drill
from drills.tomlw import dumps


def test_at_least_forty_builtin_drills_in_every_category(library) -> None:
    drills = list(library.drills())
    assert len(drills) >= 40
    assert len({d.id for d in drills}) == len(drills)
    per = Counter(d.category for d in drills)
    assert per["break"] >= 7 and per["placement"] >= 5 and per["colours"] >= 4
    assert per["potting"] >= 12 and per["position"] >= 6
    # A break drill for every discipline's rules.
    assert {d.discipline for d in drills if d.category == "break"} >= {
        "free", "combined", "dynamic", "classic-71", "classic-51", "classic-8", "pyramid-t"}
    # Cue-ball placement from the house is graded from easy to hard (levels from measurement,
    # tests/drills/test_drill_calibrate.py).
    assert len({d.level for d in drills if d.category == "placement"}) >= 4
    kinds = {d.goal.kind for d in drills}
    assert kinds >= {"pot", "cue_pot", "sequence", "position", "break"}


def test_every_text_is_in_both_languages(library) -> None:
    for d in library.drills():
        for t in (d.title, d.instructions):
            assert t.ru.strip() and t.en.strip() and t.ru != t.en, d.id


def test_progressions_point_to_harder_drills(library) -> None:
    by_id = {d.id: d for d in library.drills()}
    for d in by_id.values():
        if d.progression:
            assert by_id[d.progression.next].level >= d.level, d.id


def test_find_filters(library) -> None:
    assert all(d.category == "colours" for d in library.find(category="colours"))
    assert all(d.discipline == "pyramid-t" for d in library.find(discipline="pyramid-t"))
    assert [d.id for d in library.find(text="СВОЯК")] == ["pot.svoyak-follow", "pot.svoyak-cut"]
    assert library.get("pot.cut-45").level == level_for(stored()["pot.cut-45"])


def test_packs_are_package_data_and_round_trip_through_the_writer() -> None:
    folder = files("drills") / "packs"
    names = sorted(e.name for e in folder.iterdir() if e.name.endswith(".toml"))
    assert len(names) >= 5
    for name in names:
        data = tomllib.loads((folder / name).read_text(encoding="utf-8"))
        assert tomllib.loads(dumps(data)) == data


def test_user_packs_load_and_bad_ones_are_refused_whole(tmp_path: Path, library) -> None:
    (tmp_path / "good.json").write_text(json.dumps(pack_data(
        drill_data(id="user.one"), drill_data(id="user.two", progression={
            "next": "pot.cut-15", "pass": 2}))), encoding="utf-8")
    (tmp_path / "clash.toml").write_text(dumps(pack_data(drill_data(id="pot.cut-15"))),
                                         encoding="utf-8")
    (tmp_path / "broken.toml").write_text("[[drills]\n", encoding="utf-8")
    (tmp_path / "half.json").write_text(json.dumps(pack_data(
        drill_data(id="half.ok"), drill_data(id="half.bad", level=0))), encoding="utf-8")
    (tmp_path / "notes.txt").write_text("ignored", encoding="utf-8")
    lib = load_library(tmp_path)
    ids = lib.ids()
    assert {"user.one", "user.two"} <= ids and "half.ok" not in ids
    assert len(ids) == len(library.ids()) + 2
    refused = sorted((p.file, p.drill) for p in lib.problems)
    assert refused == [("broken.toml", None), ("clash.toml", "pot.cut-15"),
                       ("half.json", "half.bad")]


def test_an_editor_can_save_a_drill_and_load_it_back(tmp_path: Path, library) -> None:
    drill = library.get("colours.scatter-1")
    data = {"pack": {"id": "mine", "title": {"ru": "Мои", "en": "Mine"}},
            "drills": [{**dump_drill(drill), "id": "mine.copy"}]}
    (tmp_path / "mine.toml").write_text(dumps(data), encoding="utf-8")
    copy = load_library(tmp_path).get("mine.copy")
    assert copy.layout == drill.layout and copy.goal == drill.goal
    assert copy.solutions == drill.solutions

"""Validation of drill files: malformed, hostile and inconsistent data is refused with a
message that names the file, the drill and the field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from drill_helpers import drill_data, make_drill, pack_data

from drills.fields import DrillError
from drills.schema import MAX_FILE_BYTES, check_pack, dump_drill, load_pack, parse_drill
from simulation.errors import InputError


def write(tmp_path: Path, name: str, text: str) -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def problem(data: dict, file: str = "mine.json") -> DrillError:
    problems, pack = check_pack(data, file)
    assert pack is None and problems
    return problems[0]


def test_a_valid_drill_parses_and_round_trips() -> None:
    d = make_drill()
    assert d.goal.ball == "1" and d.layout.balls["cue"] == (0.0, -0.3)
    assert parse_drill(dump_drill(d)) == d


def test_a_valid_pack_loads_from_toml_and_json(tmp_path: Path) -> None:
    from drills.tomlw import dumps

    data = pack_data()
    for name, text in (("p.json", json.dumps(data)), ("p.toml", dumps(data))):
        pack = load_pack(write(tmp_path, name, text))
        assert pack.id == "user-pack" and [d.id for d in pack.drills] == ["test.drill"]


@pytest.mark.parametrize("name, text, needle", [
    ("bad.toml", "[pack\nid = 1", "not valid TOML"),
    ("bad.json", "{\"pack\": ", "not valid JSON"),
    ("deep.json", "[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ("list.json", "[1, 2]", "must be a table"),
])
def test_malformed_files_are_refused_naming_the_file(tmp_path, name, text, needle) -> None:
    with pytest.raises(DrillError) as err:
        load_pack(write(tmp_path, name, text))
    assert name in str(err.value) and needle in str(err.value)


def test_binary_and_huge_files_are_refused(tmp_path: Path) -> None:
    p = tmp_path / "bin.json"
    p.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(DrillError, match="not UTF-8"):
        load_pack(p)
    big = write(tmp_path, "big.json", " " * (MAX_FILE_BYTES + 1))
    with pytest.raises(DrillError, match="larger than"):
        load_pack(big)


@pytest.mark.parametrize("change, field", [
    ({"colour": "red"}, "colour"),
    ({"title": {"ru": "Т", "en": "T", "de": "X"}}, "title.de"),
    ({"goal": {"type": "pot", "ball": "1", "pocket": "ML"}}, "goal.pocket"),
    ({"layout": {"balls": {"cue": [0.0, -0.3], "1": [0.0, 0.45]}, "extra": 1}}, "layout.extra"),
])
def test_unknown_fields_are_errors(change, field) -> None:
    err = problem(pack_data(drill_data(**change)))
    assert err.drill == "test.drill" and err.path == field and "unknown field" in str(err)


@pytest.mark.parametrize("change, field, needle", [
    ({"layout": {"balls": {"cue": [0.0, -0.3], "1": [0.5, 0.87]}}}, "layout.balls.1", "off the"),
    ({"layout": {"balls": {"cue": [0.0, -0.3], "1": [2.5, 0.0]}}}, "layout.balls.1", "off the"),
    ({"layout": {"balls": {"cue": [0.0, 0.42], "1": [0.0, 0.45]}}}, "layout.balls.1", "overlaps"),
    ({"layout": {"balls": {"cue": [0.0, -0.3], "16": [0.0, 0.45]}}}, "layout.balls.16",
     "unknown field"),
    ({"layout": {"balls": {"cue": [0.0, -0.3], "1": [0.0, "x"]}}}, "layout.balls.1[1]",
     "finite number"),
    ({"layout": {"balls": {"cue": [0.0, -0.3], "1": [0.0, True]}}}, "layout.balls.1[1]",
     "finite number"),
    ({"goal": {"type": "pot", "ball": "2"}}, "goal.ball", "not in the layout"),
    ({"goal": {"type": "pot", "ball": "1", "pockets": ["XX"]}}, "goal.pockets[0]", "one of"),
    ({"goal": {"type": "jump"}}, "goal.type", "one of"),
    ({"goal": {"type": "pot"}}, "goal.ball", "required"),
    ({"level": 0}, "level", "from 1 to 10"),
    ({"level": 2.5}, "level", "integer"),
    ({"attempts": 1000}, "attempts", "from 1 to 100"),
    ({"discipline": "snooker"}, "discipline", "one of"),
    ({"category": "trickshots"}, "category", "one of"),
    ({"id": "Bad Id!"}, "id", "lowercase"),
    ({"cue": "house"}, "layout", "places the cue ball"),
    ({"layout": {"balls": {"1": [0.0, 0.45]}}}, "cue", "fixed"),
    ({"goal": {"type": "cue_pot", "ball": "1"}, "discipline": "classic-71"}, "discipline",
     "foul"),
    ({"goal": {"type": "break"}}, "layout", "standard rack"),
    ({"progression": {"next": "no.such.drill", "pass": 2}}, "progression.next", "no known"),
    ({"progression": {"next": "test.drill", "pass": 9}}, "progression.pass", "from 1 to 5"),
    ({"layout": {"balls": {"cue": [0.0, -0.3]}, "scatter": [{"balls": ["1", "2", "3", "4"],
      "zone": {"shape": "circle", "centre": [0.5, 0.0], "radius": 0.05}}]}}, "layout.scatter[0]",
     "no room"),
    ({"goal": {"type": "pot", "ball": "1", "zone": {"shape": "circle", "centre": [5.0, 0.0],
                                                    "radius": 0.1}}}, "goal.zone", "not on"),
    ({"solutions": [{"attempt": 1, "shots": [{"direction_deg": 0, "speed": 99}]}]},
     "solutions[0].shots[0].speed", "at most"),
])
def test_bad_values_name_the_field(change, field, needle) -> None:
    err = problem(pack_data(drill_data(**change)), "coach.json")
    assert err.path == field, str(err)
    assert needle in err.message
    label = "#1" if field == "id" else "test.drill"  # a bad id is named by its place
    assert str(err).startswith(f"coach.json: drill '{label}': {field}: ")


@pytest.mark.parametrize("bad", ["Тест\x00", "x" * 5000, "a\u202eb", ""])
def test_hostile_text_is_refused(bad) -> None:
    err = problem(pack_data(drill_data(instructions={"ru": bad, "en": "ok"})))
    assert err.path == "instructions.ru"


def test_every_bad_drill_is_reported_once_and_nothing_loads() -> None:
    good = drill_data(id="good")
    bad1 = drill_data(id="bad1", level=99)
    bad2 = drill_data(id="bad2", discipline="pool")
    problems, pack = check_pack(pack_data(good, bad1, bad2), "p.toml")
    assert pack is None
    assert [(p.drill, p.path) for p in problems] == [("bad1", "level"), ("bad2", "discipline")]


def test_duplicate_ids_and_missing_pack_header() -> None:
    err = problem(pack_data(drill_data(), drill_data()))
    assert err.path == "id" and "another drill" in err.message
    err = problem({"drills": [drill_data()]})
    assert err.path == "pack" and err.drill is None


def test_a_drill_is_data_not_code(tmp_path: Path) -> None:
    """Strings that look like code stay strings; nothing is evaluated."""
    text = "__import__('os').system('touch /tmp/pwned-by-drill')"
    d = make_drill(instructions={"ru": text, "en": text})
    assert d.instructions.en == text
    assert not Path("/tmp/pwned-by-drill").exists()


def test_input_error_is_the_base_so_the_cli_reports_it() -> None:
    assert issubclass(DrillError, InputError)
